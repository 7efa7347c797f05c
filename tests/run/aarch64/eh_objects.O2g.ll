; ModuleID = 'tests/run/aarch64/eh_objects.cpp'
source_filename = "tests/run/aarch64/eh_objects.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%"class.std::__cxx11::basic_string" = type { %"struct.std::__cxx11::basic_string<char>::_Alloc_hider", i64, %union.anon }
%"struct.std::__cxx11::basic_string<char>::_Alloc_hider" = type { ptr }
%union.anon = type { i64, [8 x i8] }
%"class.std::allocator" = type { i8 }
%struct.Whole = type <{ %struct.Tracked, [8 x i8] }>
%struct.Tracked = type { %"class.std::__cxx11::basic_string" }
%"class.std::runtime_error" = type { %"class.std::exception", %"struct.std::__cow_string" }
%"class.std::exception" = type { ptr }
%"struct.std::__cow_string" = type { %union.anon.0 }
%union.anon.0 = type { ptr }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }

$_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_ = comdat any

$_ZN7TrackedD2Ev = comdat any

$_ZSt17throw_with_nestedISt13runtime_errorEvOT_ = comdat any

$_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_ = comdat any

$_ZNSt7__cxx119to_stringEi = comdat any

$__clang_call_terminate = comdat any

$_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE9push_backEOS1_ = comdat any

$_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EED2Ev = comdat any

$_ZN4PartC2Ei = comdat any

$_ZNKSt16nested_exception14rethrow_nestedEv = comdat any

$_ZSt24__throw_with_nested_implISt13runtime_errorEvOT_St17integral_constantIbLb1EE = comdat any

$_ZNSt17_Nested_exceptionISt13runtime_errorEC2EOS0_ = comdat any

$_ZNSt17_Nested_exceptionISt13runtime_errorED2Ev = comdat any

$_ZNSt17_Nested_exceptionISt13runtime_errorED0Ev = comdat any

$_ZThn16_NSt17_Nested_exceptionISt13runtime_errorED1Ev = comdat any

$_ZThn16_NSt17_Nested_exceptionISt13runtime_errorED0Ev = comdat any

$_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE17_M_realloc_insertIJS1_EEEvN9__gnu_cxx17__normal_iteratorIPS1_S3_EEDpOT_ = comdat any

$_ZTS7Tracked = comdat any

$_ZTI7Tracked = comdat any

$_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = comdat any

$_ZTSSt17_Nested_exceptionISt13runtime_errorE = comdat any

$_ZTISt17_Nested_exceptionISt13runtime_errorE = comdat any

$_ZTVSt17_Nested_exceptionISt13runtime_errorE = comdat any

@_ZN7Tracked5aliveE = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [8 x i8] c"payload\00", align 1, !dbg !1406
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS7Tracked = linkonce_odr dso_local constant [9 x i8] c"7Tracked\00", comdat, align 1
@_ZTI7Tracked = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS7Tracked }, comdat, align 8
@.str.1 = private unnamed_addr constant [4 x i8] c"low\00", align 1, !dbg !1411
@_ZTISt12domain_error = external constant ptr
@.str.2 = private unnamed_addr constant [6 x i8] c"high \00", align 1, !dbg !1416
@_ZTISt9exception = external constant ptr
@.str.3 = private unnamed_addr constant [9 x i8] c"k=%d ok\0A\00", align 1, !dbg !1421
@_ZTISt13runtime_error = external constant ptr
@.str.4 = private unnamed_addr constant [11 x i8] c"again: %s\0A\00", align 1, !dbg !1426
@.str.5 = private unnamed_addr constant [10 x i8] c"alive %d\0A\00", align 1, !dbg !1431
@.str.6 = private unnamed_addr constant [6 x i8] c"whole\00", align 1, !dbg !1436
@.str.7 = private unnamed_addr constant [6 x i8] c"part \00", align 1, !dbg !1438
@_ZTISt12length_error = external constant ptr
@_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = linkonce_odr dso_local local_unnamed_addr constant [201 x i8] c"00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899\00", comdat, align 1, !dbg !1440
@.str.8 = private unnamed_addr constant [7 x i8] c"%*s%s\0A\00", align 1, !dbg !1464
@.str.9 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !1469
@.str.10 = private unnamed_addr constant [15 x i8] c"%*sTracked %s\0A\00", align 1, !dbg !1474
@_ZTISt16nested_exception = external constant ptr
@.str.13 = private unnamed_addr constant [50 x i8] c"basic_string: construction from null is not valid\00", align 1, !dbg !1489
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTSSt17_Nested_exceptionISt13runtime_errorE = linkonce_odr dso_local constant [41 x i8] c"St17_Nested_exceptionISt13runtime_errorE\00", comdat, align 1
@_ZTISt17_Nested_exceptionISt13runtime_errorE = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTSSt17_Nested_exceptionISt13runtime_errorE, i32 0, i32 2, ptr @_ZTISt13runtime_error, i64 2, ptr @_ZTISt16nested_exception, i64 4098 }, comdat, align 8
@_ZTVSt17_Nested_exceptionISt13runtime_errorE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [4 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTISt17_Nested_exceptionISt13runtime_errorE, ptr @_ZNSt17_Nested_exceptionISt13runtime_errorED2Ev, ptr @_ZNSt17_Nested_exceptionISt13runtime_errorED0Ev, ptr @_ZNKSt13runtime_error4whatEv], [4 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr @_ZTISt17_Nested_exceptionISt13runtime_errorE, ptr @_ZThn16_NSt17_Nested_exceptionISt13runtime_errorED1Ev, ptr @_ZThn16_NSt17_Nested_exceptionISt13runtime_errorED0Ev] }, comdat, align 8
@_ZTVSt16nested_exception = external unnamed_addr constant { [4 x ptr] }, align 8
@.str.14 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1, !dbg !1494

; Function Attrs: mustprogress noinline uwtable
define dso_local void @_Z3lowi(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !2328 {
  %2 = alloca %"class.std::__cxx11::basic_string", align 8
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  %4 = alloca %"class.std::allocator", align 1
  %5 = alloca %struct.Whole, align 8, !DIAssignID !2332
    #dbg_assign(i1 undef, !2331, !DIExpression(), !2332, ptr %5, !DIExpression(), !2333)
    #dbg_value(i32 %0, !2330, !DIExpression(), !2333)
  switch i32 %0, label %44 [
    i32 0, label %6
    i32 1, label %39
  ], !dbg !2334

6:                                                ; preds = %1
  %7 = tail call ptr @__cxa_allocate_exception(i64 32) #24, !dbg !2335
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %4) #24, !dbg !2337
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull @.str, ptr noundef nonnull align 1 dereferenceable(1) %4)
          to label %8 unwind label %37, !dbg !2337

8:                                                ; preds = %6
    #dbg_value(ptr %7, !2338, !DIExpression(), !2343)
    #dbg_value(ptr %3, !2341, !DIExpression(DW_OP_deref), !2343)
    #dbg_value(ptr %7, !2345, !DIExpression(), !2349)
    #dbg_value(ptr %3, !2348, !DIExpression(), !2349)
    #dbg_value(ptr %7, !2351, !DIExpression(), !2354)
  %9 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !2356
    #dbg_value(ptr %7, !2357, !DIExpression(), !2363)
    #dbg_value(ptr %9, !2360, !DIExpression(), !2363)
    #dbg_value(ptr %3, !2361, !DIExpression(), !2363)
  store ptr %9, ptr %7, align 8, !dbg !2365, !tbaa !2366
    #dbg_value(ptr %3, !2371, !DIExpression(), !2375)
    #dbg_value(ptr %3, !2379, !DIExpression(), !2382)
  %10 = load ptr, ptr %3, align 8, !dbg !2384, !tbaa !2385
    #dbg_value(ptr %3, !2388, !DIExpression(), !2391)
  %11 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !2393
  %12 = icmp eq ptr %10, %11, !dbg !2394
  br i1 %12, label %13, label %19, !dbg !2395

13:                                               ; preds = %8
    #dbg_value(ptr %3, !2396, !DIExpression(), !2399)
  %14 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !2402
  %15 = load i64, ptr %14, align 8, !dbg !2402, !tbaa !2403
  %16 = add i64 %15, 1, !dbg !2404
    #dbg_value(ptr %9, !2405, !DIExpression(), !2410)
    #dbg_value(ptr %11, !2408, !DIExpression(), !2410)
    #dbg_value(i64 %16, !2409, !DIExpression(), !2410)
  %17 = icmp eq i64 %16, 0, !dbg !2412
  br i1 %17, label %23, label %18, !dbg !2414

18:                                               ; preds = %13
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %9, ptr nonnull align 8 %11, i64 %16, i1 false), !dbg !2415
  br label %23, !dbg !2416

19:                                               ; preds = %8
    #dbg_value(ptr %3, !2379, !DIExpression(), !2417)
    #dbg_value(ptr %7, !2420, !DIExpression(), !2424)
    #dbg_value(ptr %10, !2423, !DIExpression(), !2424)
  store ptr %10, ptr %7, align 8, !dbg !2426, !tbaa !2385
  %20 = load i64, ptr %11, align 8, !dbg !2427, !tbaa !2428
    #dbg_value(ptr %7, !2429, !DIExpression(), !2433)
    #dbg_value(i64 %20, !2432, !DIExpression(), !2433)
  store i64 %20, ptr %9, align 8, !dbg !2435, !tbaa !2428
  %21 = getelementptr inbounds i8, ptr %3, i64 8
  %22 = load i64, ptr %21, align 8, !dbg !2436, !tbaa !2403
  br label %23

23:                                               ; preds = %13, %18, %19
  %24 = phi i64 [ -1, %13 ], [ %15, %18 ], [ %22, %19 ], !dbg !2436
    #dbg_value(ptr %3, !2396, !DIExpression(), !2438)
  %25 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !2436
    #dbg_value(ptr %7, !2439, !DIExpression(), !2443)
    #dbg_value(i64 %24, !2442, !DIExpression(), !2443)
  %26 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !2445
  store i64 %24, ptr %26, align 8, !dbg !2446, !tbaa !2403
    #dbg_value(ptr %3, !2351, !DIExpression(), !2447)
    #dbg_value(ptr %3, !2420, !DIExpression(), !2449)
    #dbg_value(ptr %11, !2423, !DIExpression(), !2449)
  store ptr %11, ptr %3, align 8, !dbg !2451, !tbaa !2385
    #dbg_value(ptr %3, !2452, !DIExpression(), !2456)
    #dbg_value(i64 0, !2455, !DIExpression(), !2456)
    #dbg_value(ptr %3, !2439, !DIExpression(), !2458)
    #dbg_value(i64 0, !2442, !DIExpression(), !2458)
  store i64 0, ptr %25, align 8, !dbg !2460, !tbaa !2403
    #dbg_value(ptr %3, !2379, !DIExpression(), !2461)
    #dbg_value(ptr %11, !2463, !DIExpression(), !2467)
    #dbg_value(ptr undef, !2466, !DIExpression(), !2467)
  store i8 0, ptr %11, align 8, !dbg !2469, !tbaa !2428
  %27 = load i32, ptr @_ZN7Tracked5aliveE, align 4, !dbg !2470, !tbaa !2472
  %28 = add nsw i32 %27, 1, !dbg !2470
  store i32 %28, ptr @_ZN7Tracked5aliveE, align 4, !dbg !2470, !tbaa !2472
  invoke void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTI7Tracked, ptr nonnull @_ZN7TrackedD2Ev) #25
          to label %73 unwind label %29, !dbg !2335

29:                                               ; preds = %23
  %30 = landingpad { ptr, i32 }
          cleanup, !dbg !2474
    #dbg_value(ptr %3, !2475, !DIExpression(), !2478)
    #dbg_value(ptr %3, !2480, !DIExpression(), !2483)
    #dbg_value(ptr %3, !2371, !DIExpression(), !2486)
    #dbg_value(ptr %3, !2379, !DIExpression(), !2489)
  %31 = load ptr, ptr %3, align 8, !dbg !2491, !tbaa !2385
    #dbg_value(ptr %3, !2388, !DIExpression(), !2492)
  %32 = icmp eq ptr %31, %11, !dbg !2494
  br i1 %32, label %36, label %33, !dbg !2495

33:                                               ; preds = %29
  %34 = load i64, ptr %11, align 8, !dbg !2496, !tbaa !2428
    #dbg_value(ptr %3, !2497, !DIExpression(), !2501)
    #dbg_value(i64 %34, !2500, !DIExpression(), !2501)
    #dbg_value(ptr %3, !2379, !DIExpression(), !2503)
  %35 = add i64 %34, 1, !dbg !2505
    #dbg_value(ptr %3, !2506, !DIExpression(), !2511)
    #dbg_value(ptr %31, !2509, !DIExpression(), !2511)
    #dbg_value(i64 %35, !2510, !DIExpression(), !2511)
    #dbg_value(ptr %3, !2513, !DIExpression(), !2519)
    #dbg_value(ptr %31, !2516, !DIExpression(), !2519)
    #dbg_value(i64 %35, !2517, !DIExpression(), !2519)
  call void @_ZdlPvm(ptr noundef %31, i64 noundef %35) #26, !dbg !2521
  br label %36, !dbg !2522

36:                                               ; preds = %29, %33
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %4) #24, !dbg !2335
  br label %62, !dbg !2335

37:                                               ; preds = %6
  %38 = landingpad { ptr, i32 }
          cleanup, !dbg !2474
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %4) #24, !dbg !2335
  call void @__cxa_free_exception(ptr %7) #24, !dbg !2335
  br label %62, !dbg !2335

39:                                               ; preds = %1
  %40 = tail call ptr @__cxa_allocate_exception(i64 16) #24, !dbg !2523
  invoke void @_ZNSt12domain_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %40, ptr noundef nonnull @.str.1)
          to label %41 unwind label %42, !dbg !2525

41:                                               ; preds = %39
  tail call void @__cxa_throw(ptr nonnull %40, ptr nonnull @_ZTISt12domain_error, ptr nonnull @_ZNSt12domain_errorD1Ev) #25, !dbg !2523
  unreachable, !dbg !2523

42:                                               ; preds = %39
  %43 = landingpad { ptr, i32 }
          cleanup, !dbg !2526
  tail call void @__cxa_free_exception(ptr %40) #24, !dbg !2523
  br label %62, !dbg !2523

44:                                               ; preds = %1
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #24, !dbg !2527
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2), !dbg !2528
    #dbg_value(ptr %5, !2545, !DIExpression(), !2550)
    #dbg_value(i32 1, !2547, !DIExpression(), !2550)
    #dbg_value(i32 %0, !2548, !DIExpression(), !2550)
    #dbg_value(ptr %2, !2537, !DIExpression(), !2551)
    #dbg_value(ptr @.str.6, !2538, !DIExpression(), !2551)
    #dbg_value(ptr undef, !2539, !DIExpression(), !2551)
    #dbg_value(ptr %2, !2351, !DIExpression(), !2552)
  %45 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !2528
    #dbg_value(!DIArgList(ptr @.str.6, i64 5), !2540, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2553)
    #dbg_value(i8 undef, !1393, !DIExpression(), !2554)
    #dbg_value(ptr %2, !1389, !DIExpression(), !2554)
    #dbg_value(ptr @.str.6, !1391, !DIExpression(), !2554)
    #dbg_value(!DIArgList(ptr @.str.6, i64 5), !1392, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2554)
    #dbg_assign(i64 5, !1394, !DIExpression(), !2556, ptr undef, !DIExpression(), !2554)
    #dbg_value(ptr %2, !1395, !DIExpression(), !2554)
    #dbg_value(ptr %45, !2557, !DIExpression(), !2562)
    #dbg_value(ptr @.str.6, !2560, !DIExpression(), !2562)
    #dbg_value(!DIArgList(ptr @.str.6, i64 5), !2561, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2562)
    #dbg_value(ptr %45, !2564, !DIExpression(), !2569)
    #dbg_value(ptr @.str.6, !2567, !DIExpression(), !2569)
    #dbg_value(i64 5, !2568, !DIExpression(), !2569)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5) %45, ptr noundef nonnull align 1 dereferenceable(5) @.str.6, i64 5, i1 false), !dbg !2571
    #dbg_value(ptr null, !1395, !DIExpression(), !2554)
    #dbg_value(ptr %2, !2452, !DIExpression(), !2574)
    #dbg_value(i64 5, !2455, !DIExpression(), !2574)
    #dbg_value(ptr %2, !2439, !DIExpression(), !2576)
    #dbg_value(i64 5, !2442, !DIExpression(), !2576)
  %46 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !2578
  %47 = getelementptr inbounds i8, ptr %2, i64 21, !dbg !2579
    #dbg_value(ptr %47, !2463, !DIExpression(), !2580)
    #dbg_value(ptr undef, !2466, !DIExpression(), !2580)
  store i8 0, ptr %47, align 1, !dbg !2582, !tbaa !2428
    #dbg_value(ptr %5, !2338, !DIExpression(), !2583)
    #dbg_value(ptr %2, !2341, !DIExpression(DW_OP_deref), !2583)
    #dbg_value(ptr %5, !2345, !DIExpression(), !2585)
    #dbg_value(ptr %2, !2348, !DIExpression(), !2585)
    #dbg_value(ptr %5, !2351, !DIExpression(), !2587)
  %48 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !2589
    #dbg_value(ptr %5, !2357, !DIExpression(), !2590)
    #dbg_value(ptr %48, !2360, !DIExpression(), !2590)
    #dbg_value(ptr %2, !2361, !DIExpression(), !2590)
  store ptr %48, ptr %5, align 8, !dbg !2592, !tbaa !2366, !DIAssignID !2593
    #dbg_assign(ptr %48, !2331, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2593, ptr %5, !DIExpression(), !2333)
    #dbg_value(ptr %48, !2405, !DIExpression(), !2594)
    #dbg_value(ptr %45, !2408, !DIExpression(), !2594)
    #dbg_value(i64 6, !2409, !DIExpression(), !2594)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(6) %48, ptr noundef nonnull align 8 dereferenceable(6) %45, i64 6, i1 false), !dbg !2596, !DIAssignID !2597
    #dbg_assign(i1 undef, !2331, !DIExpression(DW_OP_LLVM_fragment, 128, 48), !2597, ptr %48, !DIExpression(), !2333)
    #dbg_value(ptr %5, !2439, !DIExpression(), !2598)
    #dbg_value(i64 5, !2442, !DIExpression(), !2598)
  %49 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !2600
  store i64 5, ptr %49, align 8, !dbg !2601, !tbaa !2403, !DIAssignID !2602
    #dbg_assign(i64 5, !2331, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2602, ptr %49, !DIExpression(), !2333)
    #dbg_value(ptr %2, !2351, !DIExpression(), !2603)
    #dbg_value(ptr %2, !2420, !DIExpression(), !2605)
    #dbg_value(ptr %45, !2423, !DIExpression(), !2605)
  store ptr %45, ptr %2, align 8, !dbg !2607, !tbaa !2385
    #dbg_value(ptr %2, !2452, !DIExpression(), !2608)
    #dbg_value(i64 0, !2455, !DIExpression(), !2608)
    #dbg_value(ptr %2, !2439, !DIExpression(), !2610)
    #dbg_value(i64 0, !2442, !DIExpression(), !2610)
  store i64 0, ptr %46, align 8, !dbg !2612, !tbaa !2403
    #dbg_value(ptr %45, !2463, !DIExpression(), !2613)
    #dbg_value(ptr undef, !2466, !DIExpression(), !2613)
  store i8 0, ptr %45, align 8, !dbg !2615, !tbaa !2428
  %50 = load i32, ptr @_ZN7Tracked5aliveE, align 4, !dbg !2616, !tbaa !2472
  %51 = add nsw i32 %50, 1, !dbg !2616
  store i32 %51, ptr @_ZN7Tracked5aliveE, align 4, !dbg !2616, !tbaa !2472
  %52 = getelementptr inbounds i8, ptr %5, i64 33, !dbg !2617
  invoke void @_ZN4PartC2Ei(ptr noundef nonnull align 1 dereferenceable(1) %52, i32 noundef %0)
          to label %64 unwind label %53, !dbg !2617

53:                                               ; preds = %44
  %54 = landingpad { ptr, i32 }
          cleanup, !dbg !2618
    #dbg_value(ptr %5, !2619, !DIExpression(), !2622)
  %55 = load i32, ptr @_ZN7Tracked5aliveE, align 4, !dbg !2625, !tbaa !2472
  %56 = add nsw i32 %55, -1, !dbg !2625
  store i32 %56, ptr @_ZN7Tracked5aliveE, align 4, !dbg !2625, !tbaa !2472
    #dbg_value(ptr %5, !2475, !DIExpression(), !2627)
    #dbg_value(ptr %5, !2480, !DIExpression(), !2629)
    #dbg_value(ptr %5, !2371, !DIExpression(), !2631)
    #dbg_value(ptr %5, !2379, !DIExpression(), !2633)
  %57 = load ptr, ptr %5, align 8, !dbg !2635, !tbaa !2385
    #dbg_value(ptr %5, !2388, !DIExpression(), !2636)
  %58 = icmp eq ptr %57, %48, !dbg !2638
  br i1 %58, label %62, label %59, !dbg !2639

59:                                               ; preds = %53
  %60 = load i64, ptr %48, align 8, !dbg !2640, !tbaa !2428
    #dbg_value(ptr %5, !2497, !DIExpression(), !2641)
    #dbg_value(i64 %60, !2500, !DIExpression(), !2641)
    #dbg_value(ptr %5, !2379, !DIExpression(), !2643)
  %61 = add i64 %60, 1, !dbg !2645
    #dbg_value(ptr %5, !2506, !DIExpression(), !2646)
    #dbg_value(ptr %57, !2509, !DIExpression(), !2646)
    #dbg_value(i64 %61, !2510, !DIExpression(), !2646)
    #dbg_value(ptr %5, !2513, !DIExpression(), !2648)
    #dbg_value(ptr %57, !2516, !DIExpression(), !2648)
    #dbg_value(i64 %61, !2517, !DIExpression(), !2648)
  call void @_ZdlPvm(ptr noundef %57, i64 noundef %61) #26, !dbg !2650
  br label %62, !dbg !2651

62:                                               ; preds = %42, %37, %36, %59, %53
  %63 = phi { ptr, i32 } [ %54, %53 ], [ %54, %59 ], [ %38, %37 ], [ %43, %42 ], [ %30, %36 ]
  resume { ptr, i32 } %63, !dbg !2333

64:                                               ; preds = %44
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2), !dbg !2618
    #dbg_value(ptr %5, !2619, !DIExpression(), !2652)
  %65 = load i32, ptr @_ZN7Tracked5aliveE, align 4, !dbg !2654, !tbaa !2472
  %66 = add nsw i32 %65, -1, !dbg !2654
  store i32 %66, ptr @_ZN7Tracked5aliveE, align 4, !dbg !2654, !tbaa !2472
    #dbg_value(ptr %5, !2475, !DIExpression(), !2655)
    #dbg_value(ptr %5, !2480, !DIExpression(), !2657)
    #dbg_value(ptr %5, !2371, !DIExpression(), !2659)
    #dbg_value(ptr %5, !2379, !DIExpression(), !2661)
  %67 = load ptr, ptr %5, align 8, !dbg !2663, !tbaa !2385
    #dbg_value(ptr %5, !2388, !DIExpression(), !2664)
  %68 = icmp eq ptr %67, %48, !dbg !2666
  br i1 %68, label %72, label %69, !dbg !2667

69:                                               ; preds = %64
  %70 = load i64, ptr %48, align 8, !dbg !2668, !tbaa !2428
    #dbg_value(ptr %5, !2497, !DIExpression(), !2669)
    #dbg_value(i64 %70, !2500, !DIExpression(), !2669)
    #dbg_value(ptr %5, !2379, !DIExpression(), !2671)
  %71 = add i64 %70, 1, !dbg !2673
    #dbg_value(ptr %5, !2506, !DIExpression(), !2674)
    #dbg_value(ptr %67, !2509, !DIExpression(), !2674)
    #dbg_value(i64 %71, !2510, !DIExpression(), !2674)
    #dbg_value(ptr %5, !2513, !DIExpression(), !2676)
    #dbg_value(ptr %67, !2516, !DIExpression(), !2676)
    #dbg_value(i64 %71, !2517, !DIExpression(), !2676)
  call void @_ZdlPvm(ptr noundef %67, i64 noundef %71) #26, !dbg !2678
  br label %72, !dbg !2679

72:                                               ; preds = %64, %69
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #24, !dbg !2680
  ret void, !dbg !2680

73:                                               ; preds = %23
  unreachable
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1, ptr noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 !dbg !2530 {
  %4 = alloca i64, align 8, !DIAssignID !2681
    #dbg_value(ptr %0, !2537, !DIExpression(), !2682)
    #dbg_value(ptr %1, !2538, !DIExpression(), !2682)
    #dbg_value(ptr %2, !2539, !DIExpression(), !2682)
    #dbg_value(ptr %0, !2351, !DIExpression(), !2683)
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2685
    #dbg_value(ptr %0, !2686, !DIExpression(), !2691)
    #dbg_value(ptr %5, !2689, !DIExpression(), !2691)
    #dbg_value(ptr %2, !2690, !DIExpression(), !2691)
  store ptr %5, ptr %0, align 8, !dbg !2693, !tbaa !2366
  %6 = icmp eq ptr %1, null, !dbg !2694
  br i1 %6, label %7, label %8, !dbg !2696

7:                                                ; preds = %3
  tail call void @_ZSt19__throw_logic_errorPKc(ptr noundef nonnull @.str.13) #25, !dbg !2697
  unreachable, !dbg !2697

8:                                                ; preds = %3
    #dbg_value(ptr %1, !2698, !DIExpression(), !2701)
  %9 = tail call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #24, !dbg !2703
    #dbg_value(!DIArgList(ptr %1, i64 %9), !2540, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2704)
    #dbg_assign(i1 undef, !1394, !DIExpression(), !2681, ptr %4, !DIExpression(), !2705)
    #dbg_value(i8 undef, !1393, !DIExpression(), !2705)
    #dbg_value(ptr %0, !1389, !DIExpression(), !2705)
    #dbg_value(ptr %1, !1391, !DIExpression(), !2705)
    #dbg_value(!DIArgList(ptr %1, i64 %9), !1392, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2705)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #24, !dbg !2707
  store i64 %9, ptr %4, align 8, !dbg !2708, !tbaa !2709, !DIAssignID !2710
    #dbg_assign(i64 %9, !1394, !DIExpression(), !2710, ptr %4, !DIExpression(), !2705)
  %10 = icmp ugt i64 %9, 15, !dbg !2711
  br i1 %10, label %11, label %14, !dbg !2713

11:                                               ; preds = %8
  %12 = call noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 0), !dbg !2714
    #dbg_value(ptr %0, !2420, !DIExpression(), !2716)
    #dbg_value(ptr %12, !2423, !DIExpression(), !2716)
  store ptr %12, ptr %0, align 8, !dbg !2718, !tbaa !2385
  %13 = load i64, ptr %4, align 8, !dbg !2719, !tbaa !2709
    #dbg_value(ptr %0, !2429, !DIExpression(), !2720)
    #dbg_value(i64 %13, !2432, !DIExpression(), !2720)
  store i64 %13, ptr %5, align 8, !dbg !2722, !tbaa !2428
  br label %14, !dbg !2723

14:                                               ; preds = %8, %11
  %15 = phi ptr [ %12, %11 ], [ %5, %8 ], !dbg !2724
    #dbg_value(ptr %0, !1395, !DIExpression(), !2705)
    #dbg_value(ptr %0, !2379, !DIExpression(), !2726)
    #dbg_value(ptr %15, !2557, !DIExpression(), !2727)
    #dbg_value(ptr %1, !2560, !DIExpression(), !2727)
    #dbg_value(!DIArgList(ptr %1, i64 %9), !2561, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2727)
    #dbg_value(ptr %15, !2564, !DIExpression(), !2729)
    #dbg_value(ptr %1, !2567, !DIExpression(), !2729)
    #dbg_value(i64 %9, !2568, !DIExpression(), !2729)
  switch i64 %9, label %18 [
    i64 1, label %16
    i64 0, label %19
  ], !dbg !2731

16:                                               ; preds = %14
    #dbg_value(ptr %15, !2463, !DIExpression(), !2732)
    #dbg_value(ptr %1, !2466, !DIExpression(), !2732)
  %17 = load i8, ptr %1, align 1, !dbg !2734, !tbaa !2428
  store i8 %17, ptr %15, align 1, !dbg !2735, !tbaa !2428
  br label %19, !dbg !2736

18:                                               ; preds = %14
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %15, ptr nonnull align 1 %1, i64 %9, i1 false), !dbg !2737
  br label %19, !dbg !2739

19:                                               ; preds = %18, %16, %14
    #dbg_value(ptr null, !1395, !DIExpression(), !2705)
  %20 = load i64, ptr %4, align 8, !dbg !2740, !tbaa !2709
    #dbg_value(ptr %0, !2452, !DIExpression(), !2741)
    #dbg_value(i64 %20, !2455, !DIExpression(), !2741)
    #dbg_value(ptr %0, !2439, !DIExpression(), !2743)
    #dbg_value(i64 %20, !2442, !DIExpression(), !2743)
  %21 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !2745
  store i64 %20, ptr %21, align 8, !dbg !2746, !tbaa !2403
    #dbg_value(ptr %0, !2379, !DIExpression(), !2747)
  %22 = load ptr, ptr %0, align 8, !dbg !2749, !tbaa !2385
  %23 = getelementptr inbounds i8, ptr %22, i64 %20, !dbg !2750
    #dbg_value(ptr %23, !2463, !DIExpression(), !2751)
    #dbg_value(ptr undef, !2466, !DIExpression(), !2751)
  store i8 0, ptr %23, align 1, !dbg !2753, !tbaa !2428
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #24, !dbg !2754
  ret void, !dbg !2755
}

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare void @__cxa_free_exception(ptr) local_unnamed_addr

declare void @_ZNSt12domain_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #3

; Function Attrs: nounwind
declare void @_ZNSt12domain_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #4

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7TrackedD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat personality ptr @__gxx_personality_v0 !dbg !2620 {
    #dbg_value(ptr %0, !2619, !DIExpression(), !2756)
  %2 = load i32, ptr @_ZN7Tracked5aliveE, align 4, !dbg !2757, !tbaa !2472
  %3 = add nsw i32 %2, -1, !dbg !2757
  store i32 %3, ptr @_ZN7Tracked5aliveE, align 4, !dbg !2757, !tbaa !2472
    #dbg_value(ptr %0, !2475, !DIExpression(), !2758)
    #dbg_value(ptr %0, !2480, !DIExpression(), !2760)
    #dbg_value(ptr %0, !2371, !DIExpression(), !2762)
    #dbg_value(ptr %0, !2379, !DIExpression(), !2764)
  %4 = load ptr, ptr %0, align 8, !dbg !2766, !tbaa !2385
    #dbg_value(ptr %0, !2388, !DIExpression(), !2767)
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2769
  %6 = icmp eq ptr %4, %5, !dbg !2770
  br i1 %6, label %10, label %7, !dbg !2771

7:                                                ; preds = %1
  %8 = load i64, ptr %5, align 8, !dbg !2772, !tbaa !2428
    #dbg_value(ptr %0, !2497, !DIExpression(), !2773)
    #dbg_value(i64 %8, !2500, !DIExpression(), !2773)
    #dbg_value(ptr %0, !2379, !DIExpression(), !2775)
  %9 = add i64 %8, 1, !dbg !2777
    #dbg_value(ptr %0, !2506, !DIExpression(), !2778)
    #dbg_value(ptr %4, !2509, !DIExpression(), !2778)
    #dbg_value(i64 %9, !2510, !DIExpression(), !2778)
    #dbg_value(ptr %0, !2513, !DIExpression(), !2780)
    #dbg_value(ptr %4, !2516, !DIExpression(), !2780)
    #dbg_value(i64 %9, !2517, !DIExpression(), !2780)
  tail call void @_ZdlPvm(ptr noundef %4, i64 noundef %9) #26, !dbg !2782
  br label %10, !dbg !2783

10:                                               ; preds = %1, %7
  ret void, !dbg !2784
}

; Function Attrs: mustprogress noinline uwtable
define dso_local void @_Z4highi(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !2785 {
  %2 = alloca %"class.std::runtime_error", align 8
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
    #dbg_value(i32 %0, !2787, !DIExpression(), !2788)
  invoke void @_Z3lowi(i32 noundef %0)
          to label %35 unwind label %5, !dbg !2789

5:                                                ; preds = %1
  %6 = landingpad { ptr, i32 }
          catch ptr null, !dbg !2791
  %7 = extractvalue { ptr, i32 } %6, 0, !dbg !2791
  %8 = tail call ptr @__cxa_begin_catch(ptr %7) #24, !dbg !2792
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #24, !dbg !2793
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #24, !dbg !2795
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #24, !dbg !2796
  call void @_ZNSt7__cxx119to_stringEi(ptr dead_on_unwind nonnull writable sret(%"class.std::__cxx11::basic_string") align 8 %4, i32 noundef %0) #24, !dbg !2796
  invoke void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_(ptr dead_on_unwind nonnull writable sret(%"class.std::__cxx11::basic_string") align 8 %3, ptr noundef nonnull @.str.2, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %9 unwind label %12, !dbg !2797

9:                                                ; preds = %5
  invoke void @_ZNSt13runtime_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %10 unwind label %14, !dbg !2793

10:                                               ; preds = %9
  invoke void @_ZSt17throw_with_nestedISt13runtime_errorEvOT_(ptr noundef nonnull align 8 dereferenceable(16) %2) #25
          to label %11 unwind label %16, !dbg !2798

11:                                               ; preds = %10
  unreachable, !dbg !2798

12:                                               ; preds = %5
  %13 = landingpad { ptr, i32 }
          cleanup, !dbg !2799
  br label %26, !dbg !2799

14:                                               ; preds = %9
  %15 = landingpad { ptr, i32 }
          cleanup, !dbg !2799
  br label %18, !dbg !2799

16:                                               ; preds = %10
  %17 = landingpad { ptr, i32 }
          cleanup, !dbg !2799
  call void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #24, !dbg !2798
  br label %18, !dbg !2798

18:                                               ; preds = %16, %14
  %19 = phi { ptr, i32 } [ %17, %16 ], [ %15, %14 ]
    #dbg_value(ptr %3, !2475, !DIExpression(), !2800)
    #dbg_value(ptr %3, !2480, !DIExpression(), !2802)
    #dbg_value(ptr %3, !2371, !DIExpression(), !2804)
    #dbg_value(ptr %3, !2379, !DIExpression(), !2806)
  %20 = load ptr, ptr %3, align 8, !dbg !2808, !tbaa !2385
    #dbg_value(ptr %3, !2388, !DIExpression(), !2809)
  %21 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !2811
  %22 = icmp eq ptr %20, %21, !dbg !2812
  br i1 %22, label %26, label %23, !dbg !2813

23:                                               ; preds = %18
  %24 = load i64, ptr %21, align 8, !dbg !2814, !tbaa !2428
    #dbg_value(ptr %3, !2497, !DIExpression(), !2815)
    #dbg_value(i64 %24, !2500, !DIExpression(), !2815)
    #dbg_value(ptr %3, !2379, !DIExpression(), !2817)
  %25 = add i64 %24, 1, !dbg !2819
    #dbg_value(ptr %3, !2506, !DIExpression(), !2820)
    #dbg_value(ptr %20, !2509, !DIExpression(), !2820)
    #dbg_value(i64 %25, !2510, !DIExpression(), !2820)
    #dbg_value(ptr %3, !2513, !DIExpression(), !2822)
    #dbg_value(ptr %20, !2516, !DIExpression(), !2822)
    #dbg_value(i64 %25, !2517, !DIExpression(), !2822)
  call void @_ZdlPvm(ptr noundef %20, i64 noundef %25) #26, !dbg !2824
  br label %26, !dbg !2825

26:                                               ; preds = %23, %18, %12
  %27 = phi { ptr, i32 } [ %13, %12 ], [ %19, %18 ], [ %19, %23 ]
    #dbg_value(ptr %4, !2475, !DIExpression(), !2826)
    #dbg_value(ptr %4, !2480, !DIExpression(), !2828)
    #dbg_value(ptr %4, !2371, !DIExpression(), !2830)
    #dbg_value(ptr %4, !2379, !DIExpression(), !2832)
  %28 = load ptr, ptr %4, align 8, !dbg !2834, !tbaa !2385
    #dbg_value(ptr %4, !2388, !DIExpression(), !2835)
  %29 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !2837
  %30 = icmp eq ptr %28, %29, !dbg !2838
  br i1 %30, label %34, label %31, !dbg !2839

31:                                               ; preds = %26
  %32 = load i64, ptr %29, align 8, !dbg !2840, !tbaa !2428
    #dbg_value(ptr %4, !2497, !DIExpression(), !2841)
    #dbg_value(i64 %32, !2500, !DIExpression(), !2841)
    #dbg_value(ptr %4, !2379, !DIExpression(), !2843)
  %33 = add i64 %32, 1, !dbg !2845
    #dbg_value(ptr %4, !2506, !DIExpression(), !2846)
    #dbg_value(ptr %28, !2509, !DIExpression(), !2846)
    #dbg_value(i64 %33, !2510, !DIExpression(), !2846)
    #dbg_value(ptr %4, !2513, !DIExpression(), !2848)
    #dbg_value(ptr %28, !2516, !DIExpression(), !2848)
    #dbg_value(i64 %33, !2517, !DIExpression(), !2848)
  call void @_ZdlPvm(ptr noundef %28, i64 noundef %33) #26, !dbg !2850
  br label %34, !dbg !2851

34:                                               ; preds = %26, %31
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24, !dbg !2798
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #24, !dbg !2798
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #24, !dbg !2798
  invoke void @__cxa_end_catch()
          to label %36 unwind label %37, !dbg !2852

35:                                               ; preds = %1
  ret void, !dbg !2853

36:                                               ; preds = %34
  resume { ptr, i32 } %27, !dbg !2852

37:                                               ; preds = %34
  %38 = landingpad { ptr, i32 }
          catch ptr null, !dbg !2852
  %39 = extractvalue { ptr, i32 } %38, 0, !dbg !2852
  call void @__clang_call_terminate(ptr %39) #27, !dbg !2852
  unreachable, !dbg !2852
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress noreturn uwtable
define linkonce_odr dso_local void @_ZSt17throw_with_nestedISt13runtime_errorEvOT_(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #6 comdat !dbg !2854 {
    #dbg_value(ptr %0, !2859, !DIExpression(), !2862)
  tail call void @_ZSt24__throw_with_nested_implISt13runtime_errorEvOT_St17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(16) %0, i8 undef) #25, !dbg !2863
  unreachable, !dbg !2863
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8 %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #7 comdat personality ptr @__gxx_personality_v0 !dbg !2864 {
    #dbg_value(ptr %1, !2868, !DIExpression(), !2872)
    #dbg_value(ptr %2, !2869, !DIExpression(), !2872)
    #dbg_value(ptr %2, !2873, !DIExpression(), !2878)
    #dbg_value(i64 0, !2876, !DIExpression(), !2878)
    #dbg_value(ptr %1, !2877, !DIExpression(), !2878)
    #dbg_value(ptr %1, !2698, !DIExpression(), !2880)
    #dbg_value(ptr %2, !2882, !DIExpression(), !2889)
    #dbg_value(i64 0, !2885, !DIExpression(), !2889)
    #dbg_value(i64 0, !2886, !DIExpression(), !2889)
    #dbg_value(ptr %1, !2887, !DIExpression(), !2889)
    #dbg_value(i64 poison, !2888, !DIExpression(), !2889)
  %4 = tail call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #24, !dbg !2891
    #dbg_value(i64 %4, !2888, !DIExpression(), !2889)
  %5 = tail call noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32) %2, i64 noundef 0, i64 noundef 0, ptr noundef %1, i64 noundef %4), !dbg !2892
    #dbg_value(ptr %0, !2345, !DIExpression(), !2893)
    #dbg_value(ptr %5, !2348, !DIExpression(), !2893)
    #dbg_value(ptr %0, !2351, !DIExpression(), !2895)
  %6 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2897
    #dbg_value(ptr %0, !2357, !DIExpression(), !2898)
    #dbg_value(ptr %6, !2360, !DIExpression(), !2898)
    #dbg_value(ptr %5, !2361, !DIExpression(), !2898)
  store ptr %6, ptr %0, align 8, !dbg !2900, !tbaa !2366
    #dbg_value(ptr %5, !2371, !DIExpression(), !2901)
    #dbg_value(ptr %5, !2379, !DIExpression(), !2903)
  %7 = load ptr, ptr %5, align 8, !dbg !2905, !tbaa !2385
    #dbg_value(ptr %5, !2388, !DIExpression(), !2906)
  %8 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !2908
  %9 = icmp eq ptr %7, %8, !dbg !2909
  br i1 %9, label %10, label %16, !dbg !2910

10:                                               ; preds = %3
    #dbg_value(ptr %5, !2396, !DIExpression(), !2911)
  %11 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !2913
  %12 = load i64, ptr %11, align 8, !dbg !2913, !tbaa !2403
  %13 = add i64 %12, 1, !dbg !2914
    #dbg_value(ptr %6, !2405, !DIExpression(), !2915)
    #dbg_value(ptr %8, !2408, !DIExpression(), !2915)
    #dbg_value(i64 %13, !2409, !DIExpression(), !2915)
  %14 = icmp eq i64 %13, 0, !dbg !2917
  br i1 %14, label %20, label %15, !dbg !2918

15:                                               ; preds = %10
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %6, ptr nonnull align 8 %8, i64 %13, i1 false), !dbg !2919
  br label %20, !dbg !2920

16:                                               ; preds = %3
    #dbg_value(ptr %5, !2379, !DIExpression(), !2921)
    #dbg_value(ptr %0, !2420, !DIExpression(), !2923)
    #dbg_value(ptr %7, !2423, !DIExpression(), !2923)
  store ptr %7, ptr %0, align 8, !dbg !2925, !tbaa !2385
  %17 = load i64, ptr %8, align 8, !dbg !2926, !tbaa !2428
    #dbg_value(ptr %0, !2429, !DIExpression(), !2927)
    #dbg_value(i64 %17, !2432, !DIExpression(), !2927)
  store i64 %17, ptr %6, align 8, !dbg !2929, !tbaa !2428
  %18 = getelementptr inbounds i8, ptr %5, i64 8
  %19 = load i64, ptr %18, align 8, !dbg !2930, !tbaa !2403
  br label %20

20:                                               ; preds = %10, %15, %16
  %21 = phi i64 [ -1, %10 ], [ %12, %15 ], [ %19, %16 ], !dbg !2930
    #dbg_value(ptr %5, !2396, !DIExpression(), !2932)
  %22 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !2930
    #dbg_value(ptr %0, !2439, !DIExpression(), !2933)
    #dbg_value(i64 %21, !2442, !DIExpression(), !2933)
  %23 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !2935
  store i64 %21, ptr %23, align 8, !dbg !2936, !tbaa !2403
    #dbg_value(ptr %5, !2351, !DIExpression(), !2937)
    #dbg_value(ptr %5, !2420, !DIExpression(), !2939)
    #dbg_value(ptr %8, !2423, !DIExpression(), !2939)
  store ptr %8, ptr %5, align 8, !dbg !2941, !tbaa !2385
    #dbg_value(ptr %5, !2452, !DIExpression(), !2942)
    #dbg_value(i64 0, !2455, !DIExpression(), !2942)
    #dbg_value(ptr %5, !2439, !DIExpression(), !2944)
    #dbg_value(i64 0, !2442, !DIExpression(), !2944)
  store i64 0, ptr %22, align 8, !dbg !2946, !tbaa !2403
    #dbg_value(ptr %5, !2379, !DIExpression(), !2947)
    #dbg_value(ptr %8, !2463, !DIExpression(), !2949)
    #dbg_value(ptr undef, !2466, !DIExpression(), !2949)
  store i8 0, ptr %8, align 8, !dbg !2951, !tbaa !2428
  ret void, !dbg !2952
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt7__cxx119to_stringEi(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8 %0, i32 noundef %1) local_unnamed_addr #8 comdat personality ptr @__gxx_personality_v0 !dbg !2953 {
    #dbg_value(ptr %0, !2961, !DIExpression(DW_OP_deref), !2962)
    #dbg_value(i32 %1, !2957, !DIExpression(), !2962)
    #dbg_value(i32 %1, !2958, !DIExpression(DW_OP_consts, 0, DW_OP_lt, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2962)
  %3 = tail call i32 @llvm.abs.i32(i32 %1, i1 false), !dbg !2963
    #dbg_value(i32 %3, !2959, !DIExpression(), !2962)
    #dbg_value(i32 10, !2964, !DIExpression(), !2975)
    #dbg_value(i32 100, !2971, !DIExpression(), !2975)
    #dbg_value(i32 1000, !2972, !DIExpression(), !2975)
    #dbg_value(i32 10000, !2973, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !2975)
    #dbg_value(i32 %3, !2969, !DIExpression(), !2975)
    #dbg_value(i32 1, !2970, !DIExpression(), !2975)
  %4 = icmp ult i32 %3, 10, !dbg !2977
  br i1 %4, label %23, label %5, !dbg !2982

5:                                                ; preds = %2, %19
  %6 = phi i32 [ %20, %19 ], [ %3, %2 ]
  %7 = phi i32 [ %21, %19 ], [ 1, %2 ]
    #dbg_value(i32 %6, !2969, !DIExpression(), !2975)
    #dbg_value(i32 %7, !2970, !DIExpression(), !2975)
  %8 = icmp ult i32 %6, 100, !dbg !2983
  br i1 %8, label %9, label %11, !dbg !2985

9:                                                ; preds = %5
  %10 = add i32 %7, 1, !dbg !2986
  br label %23, !dbg !2987

11:                                               ; preds = %5
  %12 = icmp ult i32 %6, 1000, !dbg !2988
  br i1 %12, label %13, label %15, !dbg !2990

13:                                               ; preds = %11
  %14 = add i32 %7, 2, !dbg !2991
  br label %23, !dbg !2992

15:                                               ; preds = %11
  %16 = icmp ult i32 %6, 10000, !dbg !2993
  br i1 %16, label %17, label %19, !dbg !2995

17:                                               ; preds = %15
  %18 = add i32 %7, 3, !dbg !2996
  br label %23, !dbg !2997

19:                                               ; preds = %15
  %20 = udiv i32 %6, 10000, !dbg !2998
    #dbg_value(i32 %20, !2969, !DIExpression(), !2975)
  %21 = add i32 %7, 4, !dbg !2999
    #dbg_value(i32 %21, !2970, !DIExpression(), !2975)
  %22 = icmp ult i32 %6, 100000, !dbg !2977
  br i1 %22, label %23, label %5, !dbg !2982, !llvm.loop !3000

23:                                               ; preds = %19, %2, %9, %13, %17
  %24 = phi i32 [ %10, %9 ], [ %14, %13 ], [ %18, %17 ], [ 1, %2 ], [ %21, %19 ], !dbg !3004
    #dbg_value(i32 %24, !2960, !DIExpression(), !2962)
  %25 = lshr i32 %1, 31, !dbg !3005
  %26 = add i32 %24, %25, !dbg !3006
  %27 = zext i32 %26 to i64, !dbg !3005
    #dbg_value(ptr %0, !3007, !DIExpression(), !3016)
    #dbg_value(i64 %27, !3013, !DIExpression(), !3016)
    #dbg_value(i8 45, !3014, !DIExpression(), !3016)
    #dbg_value(ptr undef, !3015, !DIExpression(), !3016)
    #dbg_value(ptr %0, !2351, !DIExpression(), !3018)
  %28 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3020
    #dbg_value(ptr %0, !2686, !DIExpression(), !3021)
    #dbg_value(ptr %28, !2689, !DIExpression(), !3021)
    #dbg_value(ptr undef, !2690, !DIExpression(), !3021)
  store ptr %28, ptr %0, align 8, !dbg !3023, !tbaa !2366
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32) %0, i64 noundef %27, i8 noundef 45)
          to label %29 unwind label %76, !dbg !3024

29:                                               ; preds = %23
    #dbg_value(i32 %1, !2958, !DIExpression(DW_OP_consts, 0, DW_OP_lt, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2962)
  %30 = zext nneg i32 %25 to i64, !dbg !3026
    #dbg_value(ptr %0, !3027, !DIExpression(), !3031)
    #dbg_value(i64 %30, !3030, !DIExpression(), !3031)
    #dbg_value(ptr %0, !2379, !DIExpression(), !3033)
  %31 = load ptr, ptr %0, align 8, !dbg !3035, !tbaa !2385
  %32 = getelementptr inbounds i8, ptr %31, i64 %30, !dbg !3036
    #dbg_value(ptr %32, !1448, !DIExpression(), !3037)
    #dbg_value(i32 %24, !1449, !DIExpression(), !3037)
    #dbg_value(i32 %24, !1451, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !3037)
    #dbg_value(i32 %3, !1450, !DIExpression(), !3037)
  %33 = icmp ugt i32 %3, 99, !dbg !3039
  br i1 %33, label %34, label %58, !dbg !3040

34:                                               ; preds = %29
  %35 = add i32 %24, -1, !dbg !3041
    #dbg_value(i32 %35, !1451, !DIExpression(), !3037)
  br label %36, !dbg !3040

36:                                               ; preds = %36, %34
  %37 = phi i32 [ %40, %36 ], [ %3, %34 ]
  %38 = phi i32 [ %56, %36 ], [ %35, %34 ]
    #dbg_value(i32 %37, !1450, !DIExpression(), !3037)
    #dbg_value(i32 %38, !1451, !DIExpression(), !3037)
  %39 = freeze i32 %37, !dbg !3042
  %40 = udiv i32 %39, 100, !dbg !3042
  %41 = mul i32 %40, 100, !dbg !3043
  %42 = sub i32 %39, %41, !dbg !3043
  %43 = shl nuw nsw i32 %42, 1, !dbg !3044
    #dbg_value(i32 %43, !1452, !DIExpression(), !3045)
    #dbg_value(i32 %40, !1450, !DIExpression(), !3037)
  %44 = or disjoint i32 %43, 1, !dbg !3046
  %45 = zext nneg i32 %44 to i64, !dbg !3047
  %46 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %45, !dbg !3047
  %47 = load i8, ptr %46, align 1, !dbg !3047, !tbaa !2428
  %48 = zext i32 %38 to i64, !dbg !3048
  %49 = getelementptr inbounds i8, ptr %32, i64 %48, !dbg !3048
  store i8 %47, ptr %49, align 1, !dbg !3049, !tbaa !2428
  %50 = zext nneg i32 %43 to i64, !dbg !3050
  %51 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %50, !dbg !3050
  %52 = load i8, ptr %51, align 1, !dbg !3050, !tbaa !2428
  %53 = add i32 %38, -1, !dbg !3051
  %54 = zext i32 %53 to i64, !dbg !3052
  %55 = getelementptr inbounds i8, ptr %32, i64 %54, !dbg !3052
  store i8 %52, ptr %55, align 1, !dbg !3053, !tbaa !2428
  %56 = add i32 %38, -2, !dbg !3054
    #dbg_value(i32 %56, !1451, !DIExpression(), !3037)
  %57 = icmp ugt i32 %37, 9999, !dbg !3039
  br i1 %57, label %36, label %58, !dbg !3040, !llvm.loop !3055

58:                                               ; preds = %36, %29
  %59 = phi i32 [ %3, %29 ], [ %40, %36 ]
  %60 = icmp ugt i32 %59, 9, !dbg !3057
  br i1 %60, label %61, label %71, !dbg !3058

61:                                               ; preds = %58
  %62 = shl nuw nsw i32 %59, 1, !dbg !3059
    #dbg_value(i32 %62, !1455, !DIExpression(), !3060)
  %63 = or disjoint i32 %62, 1, !dbg !3061
  %64 = zext nneg i32 %63 to i64, !dbg !3062
  %65 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %64, !dbg !3062
  %66 = load i8, ptr %65, align 1, !dbg !3062, !tbaa !2428
  %67 = getelementptr inbounds i8, ptr %32, i64 1, !dbg !3063
  store i8 %66, ptr %67, align 1, !dbg !3064, !tbaa !2428
  %68 = zext nneg i32 %62 to i64, !dbg !3065
  %69 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %68, !dbg !3065
  %70 = load i8, ptr %69, align 1, !dbg !3065, !tbaa !2428
  br label %74, !dbg !3066

71:                                               ; preds = %58
  %72 = trunc nuw i32 %59 to i8, !dbg !3067
  %73 = or disjoint i8 %72, 48, !dbg !3067
  br label %74

74:                                               ; preds = %61, %71
  %75 = phi i8 [ %73, %71 ], [ %70, %61 ], !dbg !3068
  store i8 %75, ptr %32, align 1, !dbg !3068, !tbaa !2428
  ret void, !dbg !3069

76:                                               ; preds = %23
  %77 = landingpad { ptr, i32 }
          catch ptr null, !dbg !3070
  %78 = extractvalue { ptr, i32 } %77, 0, !dbg !3070
  tail call void @__clang_call_terminate(ptr %78) #27, !dbg !3070
  unreachable, !dbg !3070
}

declare void @_ZNSt13runtime_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #3

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #4

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #9 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #24
  tail call void @_ZSt9terminatev() #27
  unreachable
}

declare !dbg !3071 void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #10 personality ptr @__gxx_personality_v0 !dbg !3073 {
  %1 = alloca %"class.std::vector", align 8, !DIAssignID !3095
    #dbg_assign(i1 undef, !3075, !DIExpression(), !3095, ptr %1, !DIExpression(), !3096)
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %3 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #24, !dbg !3097
    #dbg_value(ptr %1, !3098, !DIExpression(), !3102)
    #dbg_value(ptr %1, !3104, !DIExpression(), !3108)
    #dbg_value(ptr %1, !3110, !DIExpression(), !3114)
    #dbg_value(ptr %1, !3116, !DIExpression(), !3120)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false), !dbg !3122, !DIAssignID !3123
    #dbg_assign(i8 0, !3075, !DIExpression(), !3123, ptr %1, !DIExpression(), !3096)
    #dbg_value(i32 0, !3076, !DIExpression(), !3124)
    #dbg_value(i32 0, !3076, !DIExpression(), !3124)
  invoke void @_Z4highi(i32 noundef 0)
          to label %4 unwind label %6, !dbg !3125

4:                                                ; preds = %0
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !3127
  br label %20, !dbg !3128

6:                                                ; preds = %0
  %7 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception, !dbg !3129
  %8 = extractvalue { ptr, i32 } %7, 1, !dbg !3129
  %9 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #24, !dbg !3128
  %10 = icmp eq i32 %8, %9, !dbg !3128
  br i1 %10, label %11, label %157, !dbg !3128

11:                                               ; preds = %6
  %12 = extractvalue { ptr, i32 } %7, 0, !dbg !3129
  %13 = tail call ptr @__cxa_begin_catch(ptr %12) #24, !dbg !3128
    #dbg_value(ptr %13, !3078, !DIExpression(), !3130)
  invoke fastcc void @_ZL6reportRKSt9exceptioni(ptr noundef nonnull align 8 dereferenceable(8) %13, i32 noundef 0)
          to label %14 unwind label %76, !dbg !3131

14:                                               ; preds = %11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #24, !dbg !3133
  call void @_ZSt17current_exceptionv(ptr dead_on_unwind nonnull writable sret(%"class.std::__exception_ptr::exception_ptr") align 8 %2) #24, !dbg !3133
  invoke void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE9push_backEOS1_(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(8) %2)
          to label %15 unwind label %78, !dbg !3134

15:                                               ; preds = %14
    #dbg_value(ptr %2, !3135, !DIExpression(), !3138)
  %16 = load ptr, ptr %2, align 8, !dbg !3140, !tbaa !3143
  %17 = icmp eq ptr %16, null, !dbg !3140
  br i1 %17, label %19, label %18, !dbg !3145

18:                                               ; preds = %15
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #24, !dbg !3146
  br label %19, !dbg !3146

19:                                               ; preds = %15, %18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #24, !dbg !3147
  invoke void @__cxa_end_catch()
          to label %20 unwind label %84, !dbg !3148

20:                                               ; preds = %19, %4
    #dbg_value(i32 1, !3076, !DIExpression(), !3124)
  invoke void @_Z4highi(i32 noundef 1)
          to label %35 unwind label %21, !dbg !3125

21:                                               ; preds = %20
  %22 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception, !dbg !3129
  %23 = extractvalue { ptr, i32 } %22, 1, !dbg !3129
  %24 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #24, !dbg !3128
  %25 = icmp eq i32 %23, %24, !dbg !3128
  br i1 %25, label %26, label %157, !dbg !3128

26:                                               ; preds = %21
  %27 = extractvalue { ptr, i32 } %22, 0, !dbg !3129
  %28 = call ptr @__cxa_begin_catch(ptr %27) #24, !dbg !3128
    #dbg_value(ptr %28, !3078, !DIExpression(), !3130)
  invoke fastcc void @_ZL6reportRKSt9exceptioni(ptr noundef nonnull align 8 dereferenceable(8) %28, i32 noundef 0)
          to label %29 unwind label %76, !dbg !3131

29:                                               ; preds = %26
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #24, !dbg !3133
  call void @_ZSt17current_exceptionv(ptr dead_on_unwind nonnull writable sret(%"class.std::__exception_ptr::exception_ptr") align 8 %2) #24, !dbg !3133
  invoke void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE9push_backEOS1_(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(8) %2)
          to label %30 unwind label %78, !dbg !3134

30:                                               ; preds = %29
    #dbg_value(ptr %2, !3135, !DIExpression(), !3138)
  %31 = load ptr, ptr %2, align 8, !dbg !3140, !tbaa !3143
  %32 = icmp eq ptr %31, null, !dbg !3140
  br i1 %32, label %34, label %33, !dbg !3145

33:                                               ; preds = %30
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #24, !dbg !3146
  br label %34, !dbg !3146

34:                                               ; preds = %33, %30
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #24, !dbg !3147
  invoke void @__cxa_end_catch()
          to label %37 unwind label %84, !dbg !3148

35:                                               ; preds = %20
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1), !dbg !3127
  br label %37, !dbg !3128

37:                                               ; preds = %35, %34
    #dbg_value(i32 2, !3076, !DIExpression(), !3124)
  invoke void @_Z4highi(i32 noundef 2)
          to label %52 unwind label %38, !dbg !3125

38:                                               ; preds = %37
  %39 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception, !dbg !3129
  %40 = extractvalue { ptr, i32 } %39, 1, !dbg !3129
  %41 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #24, !dbg !3128
  %42 = icmp eq i32 %40, %41, !dbg !3128
  br i1 %42, label %43, label %157, !dbg !3128

43:                                               ; preds = %38
  %44 = extractvalue { ptr, i32 } %39, 0, !dbg !3129
  %45 = call ptr @__cxa_begin_catch(ptr %44) #24, !dbg !3128
    #dbg_value(ptr %45, !3078, !DIExpression(), !3130)
  invoke fastcc void @_ZL6reportRKSt9exceptioni(ptr noundef nonnull align 8 dereferenceable(8) %45, i32 noundef 0)
          to label %46 unwind label %76, !dbg !3131

46:                                               ; preds = %43
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #24, !dbg !3133
  call void @_ZSt17current_exceptionv(ptr dead_on_unwind nonnull writable sret(%"class.std::__exception_ptr::exception_ptr") align 8 %2) #24, !dbg !3133
  invoke void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE9push_backEOS1_(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(8) %2)
          to label %47 unwind label %78, !dbg !3134

47:                                               ; preds = %46
    #dbg_value(ptr %2, !3135, !DIExpression(), !3138)
  %48 = load ptr, ptr %2, align 8, !dbg !3140, !tbaa !3143
  %49 = icmp eq ptr %48, null, !dbg !3140
  br i1 %49, label %51, label %50, !dbg !3145

50:                                               ; preds = %47
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #24, !dbg !3146
  br label %51, !dbg !3146

51:                                               ; preds = %50, %47
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #24, !dbg !3147
  invoke void @__cxa_end_catch()
          to label %54 unwind label %84, !dbg !3148

52:                                               ; preds = %37
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2), !dbg !3127
  br label %54, !dbg !3128

54:                                               ; preds = %52, %51
    #dbg_value(i32 3, !3076, !DIExpression(), !3124)
  invoke void @_Z4highi(i32 noundef 3)
          to label %69 unwind label %55, !dbg !3125

55:                                               ; preds = %54
  %56 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception, !dbg !3129
  %57 = extractvalue { ptr, i32 } %56, 1, !dbg !3129
  %58 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #24, !dbg !3128
  %59 = icmp eq i32 %57, %58, !dbg !3128
  br i1 %59, label %60, label %157, !dbg !3128

60:                                               ; preds = %55
  %61 = extractvalue { ptr, i32 } %56, 0, !dbg !3129
  %62 = call ptr @__cxa_begin_catch(ptr %61) #24, !dbg !3128
    #dbg_value(ptr %62, !3078, !DIExpression(), !3130)
  invoke fastcc void @_ZL6reportRKSt9exceptioni(ptr noundef nonnull align 8 dereferenceable(8) %62, i32 noundef 0)
          to label %63 unwind label %76, !dbg !3131

63:                                               ; preds = %60
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #24, !dbg !3133
  call void @_ZSt17current_exceptionv(ptr dead_on_unwind nonnull writable sret(%"class.std::__exception_ptr::exception_ptr") align 8 %2) #24, !dbg !3133
  invoke void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE9push_backEOS1_(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(8) %2)
          to label %64 unwind label %78, !dbg !3134

64:                                               ; preds = %63
    #dbg_value(ptr %2, !3135, !DIExpression(), !3138)
  %65 = load ptr, ptr %2, align 8, !dbg !3140, !tbaa !3143
  %66 = icmp eq ptr %65, null, !dbg !3140
  br i1 %66, label %68, label %67, !dbg !3145

67:                                               ; preds = %64
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #24, !dbg !3146
  br label %68, !dbg !3146

68:                                               ; preds = %67, %64
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #24, !dbg !3147
  invoke void @__cxa_end_catch()
          to label %71 unwind label %84, !dbg !3148

69:                                               ; preds = %54
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3), !dbg !3127
  br label %71, !dbg !3128

71:                                               ; preds = %69, %68
    #dbg_value(i32 4, !3076, !DIExpression(), !3124)
    #dbg_value(ptr %1, !3085, !DIExpression(), !3149)
    #dbg_value(ptr %1, !3150, !DIExpression(), !3153)
    #dbg_value(ptr undef, !3155, !DIExpression(), !3160)
    #dbg_value(ptr %1, !3158, !DIExpression(), !3160)
  %72 = load ptr, ptr %1, align 8, !dbg !3162, !tbaa !3163
    #dbg_value(ptr %72, !3087, !DIExpression(), !3149)
    #dbg_value(ptr %1, !3164, !DIExpression(), !3167)
  %73 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !3169
    #dbg_value(ptr undef, !3155, !DIExpression(), !3170)
    #dbg_value(ptr %73, !3158, !DIExpression(), !3170)
  %74 = load ptr, ptr %73, align 8, !dbg !3172, !tbaa !3163
    #dbg_value(ptr %74, !3088, !DIExpression(), !3149)
    #dbg_value(ptr undef, !3173, !DIExpression(), !3180)
    #dbg_value(ptr undef, !3179, !DIExpression(), !3180)
  %75 = icmp eq ptr %72, %74, !dbg !3182
  br i1 %75, label %101, label %128, !dbg !3183

76:                                               ; preds = %60, %43, %26, %11
  %77 = landingpad { ptr, i32 }
          cleanup, !dbg !3184
  br label %86, !dbg !3184

78:                                               ; preds = %63, %46, %29, %14
  %79 = landingpad { ptr, i32 }
          cleanup, !dbg !3184
    #dbg_value(ptr %2, !3135, !DIExpression(), !3185)
  %80 = load ptr, ptr %2, align 8, !dbg !3187, !tbaa !3143
  %81 = icmp eq ptr %80, null, !dbg !3187
  br i1 %81, label %83, label %82, !dbg !3188

82:                                               ; preds = %78
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #24, !dbg !3189
  br label %83, !dbg !3189

83:                                               ; preds = %78, %82
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #24, !dbg !3147
  br label %86, !dbg !3147

84:                                               ; preds = %68, %51, %34, %19
  %85 = landingpad { ptr, i32 }
          cleanup, !dbg !3190
  br label %157, !dbg !3190

86:                                               ; preds = %83, %76
  %87 = phi { ptr, i32 } [ %79, %83 ], [ %77, %76 ]
  invoke void @__cxa_end_catch()
          to label %157 unwind label %159, !dbg !3148

88:                                               ; preds = %152
  %89 = load ptr, ptr %1, align 8, !dbg !3191, !tbaa !3196
  %90 = load ptr, ptr %73, align 8, !dbg !3198, !tbaa !3206
    #dbg_value(ptr %1, !3194, !DIExpression(), !3207)
    #dbg_value(ptr %1, !3202, !DIExpression(), !3208)
    #dbg_value(ptr %89, !3203, !DIExpression(), !3208)
    #dbg_value(!DIArgList(ptr %90, ptr %89), !3204, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3209)
  %91 = icmp eq ptr %90, %89, !dbg !3210
  br i1 %91, label %101, label %92, !dbg !3211

92:                                               ; preds = %88, %97
  %93 = phi ptr [ %98, %97 ], [ %89, %88 ]
    #dbg_value(ptr %93, !3212, !DIExpression(), !3225)
    #dbg_value(ptr %93, !3242, !DIExpression(), !3247)
    #dbg_value(ptr %93, !3135, !DIExpression(), !3251)
  %94 = load ptr, ptr %93, align 8, !dbg !3253, !tbaa !3143
  %95 = icmp eq ptr %94, null, !dbg !3253
  br i1 %95, label %97, label %96, !dbg !3254

96:                                               ; preds = %92
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %93) #24, !dbg !3255
  br label %97, !dbg !3255

97:                                               ; preds = %96, %92
  %98 = getelementptr inbounds i8, ptr %93, i64 8, !dbg !3256
    #dbg_value(ptr %98, !3212, !DIExpression(), !3225)
  %99 = icmp eq ptr %98, %90, !dbg !3257
  br i1 %99, label %100, label %92, !dbg !3258, !llvm.loop !3259

100:                                              ; preds = %97
  store ptr %89, ptr %73, align 8, !dbg !3261, !tbaa !3206, !DIAssignID !3262
    #dbg_assign(ptr %89, !3075, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3262, ptr %73, !DIExpression(), !3096)
  br label %101, !dbg !3263

101:                                              ; preds = %71, %88, %100
  %102 = load i32, ptr @_ZN7Tracked5aliveE, align 4, !dbg !3264, !tbaa !2472
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %102), !dbg !3265
  %104 = load i32, ptr @_ZN7Tracked5aliveE, align 4, !dbg !3266, !tbaa !2472
    #dbg_value(ptr %1, !3267, !DIExpression(), !3270)
  %105 = load ptr, ptr %1, align 8, !dbg !3272, !tbaa !3196
  %106 = load ptr, ptr %73, align 8, !dbg !3274, !tbaa !3206
    #dbg_value(ptr %105, !3236, !DIExpression(), !3275)
    #dbg_value(ptr %106, !3237, !DIExpression(), !3275)
    #dbg_value(ptr %1, !3238, !DIExpression(), !3275)
    #dbg_value(ptr %105, !3229, !DIExpression(), !3277)
    #dbg_value(ptr %106, !3230, !DIExpression(), !3277)
    #dbg_value(ptr %105, !3212, !DIExpression(), !3279)
    #dbg_value(ptr %106, !3224, !DIExpression(), !3279)
  %107 = icmp eq ptr %105, %106, !dbg !3281
  br i1 %107, label %118, label %108, !dbg !3282

108:                                              ; preds = %101, %113
  %109 = phi ptr [ %114, %113 ], [ %105, %101 ]
    #dbg_value(ptr %109, !3212, !DIExpression(), !3279)
    #dbg_value(ptr %109, !3242, !DIExpression(), !3283)
    #dbg_value(ptr %109, !3135, !DIExpression(), !3285)
  %110 = load ptr, ptr %109, align 8, !dbg !3287, !tbaa !3143
  %111 = icmp eq ptr %110, null, !dbg !3287
  br i1 %111, label %113, label %112, !dbg !3288

112:                                              ; preds = %108
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %109) #24, !dbg !3289
  br label %113, !dbg !3289

113:                                              ; preds = %112, %108
  %114 = getelementptr inbounds i8, ptr %109, i64 8, !dbg !3290
    #dbg_value(ptr %114, !3212, !DIExpression(), !3279)
  %115 = icmp eq ptr %114, %106, !dbg !3281
  br i1 %115, label %116, label %108, !dbg !3282, !llvm.loop !3291

116:                                              ; preds = %113
  %117 = load ptr, ptr %1, align 8, !dbg !3293, !tbaa !3196
  br label %118, !dbg !3293

118:                                              ; preds = %116, %101
  %119 = phi ptr [ %117, %116 ], [ %105, %101 ], !dbg !3293
    #dbg_value(ptr %1, !3297, !DIExpression(), !3299)
    #dbg_value(ptr %1, !3300, !DIExpression(), !3305)
    #dbg_value(ptr %119, !3303, !DIExpression(), !3305)
    #dbg_value(!DIArgList(ptr poison, ptr poison), !3304, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3305)
  %120 = icmp eq ptr %119, null, !dbg !3307
  br i1 %120, label %127, label %121, !dbg !3309

121:                                              ; preds = %118
  %122 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !3310
  %123 = load ptr, ptr %122, align 8, !dbg !3310, !tbaa !3311
    #dbg_value(!DIArgList(ptr %123, ptr %119), !3304, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3305)
  %124 = ptrtoint ptr %123 to i64, !dbg !3312
    #dbg_value(!DIArgList(i64 %124, ptr %119), !3304, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3305)
  %125 = ptrtoint ptr %119 to i64, !dbg !3312
    #dbg_value(!DIArgList(i64 %124, i64 %125), !3304, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3305)
  %126 = sub i64 %124, %125, !dbg !3312
    #dbg_value(i64 %126, !3304, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3305)
    #dbg_value(ptr %1, !3313, !DIExpression(), !3318)
    #dbg_value(ptr %119, !3316, !DIExpression(), !3318)
    #dbg_value(i64 %126, !3317, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3318)
    #dbg_value(ptr %1, !3320, !DIExpression(), !3326)
    #dbg_value(ptr %119, !3323, !DIExpression(), !3326)
    #dbg_value(i64 %126, !3324, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3326)
  call void @_ZdlPvm(ptr noundef nonnull %119, i64 noundef %126) #26, !dbg !3328
  br label %127, !dbg !3329

127:                                              ; preds = %118, %121
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #24, !dbg !3330
  ret i32 %104, !dbg !3330

128:                                              ; preds = %71, %152
  %129 = phi ptr [ %153, %152 ], [ %72, %71 ]
    #dbg_value(ptr %129, !3087, !DIExpression(), !3149)
    #dbg_value(ptr %129, !3089, !DIExpression(), !3331)
    #dbg_value(ptr %3, !3332, !DIExpression(), !3336)
    #dbg_value(ptr %129, !3335, !DIExpression(), !3336)
  %130 = load ptr, ptr %129, align 8, !dbg !3339, !tbaa !3143
  store ptr %130, ptr %3, align 8, !dbg !3340, !tbaa !3143
  %131 = icmp eq ptr %130, null, !dbg !3341
  br i1 %131, label %133, label %132, !dbg !3344

132:                                              ; preds = %128
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %3) #24, !dbg !3345
  br label %133, !dbg !3345

133:                                              ; preds = %128, %132
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %3) #25
          to label %134 unwind label %135, !dbg !3346

134:                                              ; preds = %133
  unreachable, !dbg !3346

135:                                              ; preds = %133
  %136 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt13runtime_error, !dbg !3347
  %137 = extractvalue { ptr, i32 } %136, 0, !dbg !3347
  %138 = extractvalue { ptr, i32 } %136, 1, !dbg !3347
    #dbg_value(ptr %3, !3135, !DIExpression(), !3348)
  %139 = load ptr, ptr %3, align 8, !dbg !3350, !tbaa !3143
  %140 = icmp eq ptr %139, null, !dbg !3350
  br i1 %140, label %142, label %141, !dbg !3351

141:                                              ; preds = %135
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %3) #24, !dbg !3352
  br label %142, !dbg !3352

142:                                              ; preds = %135, %141
  %143 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13runtime_error) #24, !dbg !3353
  %144 = icmp eq i32 %138, %143, !dbg !3353
  br i1 %144, label %145, label %157, !dbg !3353

145:                                              ; preds = %142
  %146 = call ptr @__cxa_begin_catch(ptr %137) #24, !dbg !3353
    #dbg_value(ptr %146, !3091, !DIExpression(), !3354)
  %147 = load ptr, ptr %146, align 8, !dbg !3355, !tbaa !3357
  %148 = getelementptr inbounds i8, ptr %147, i64 16, !dbg !3355
  %149 = load ptr, ptr %148, align 8, !dbg !3355
  %150 = call noundef ptr %149(ptr noundef nonnull align 8 dereferenceable(16) %146) #24, !dbg !3355
  %151 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %150), !dbg !3359
  invoke void @__cxa_end_catch()
          to label %152 unwind label %155, !dbg !3360

152:                                              ; preds = %145
    #dbg_value(ptr undef, !3361, !DIExpression(), !3364)
  %153 = getelementptr inbounds i8, ptr %129, i64 8, !dbg !3366
    #dbg_value(ptr %153, !3087, !DIExpression(), !3149)
    #dbg_value(ptr undef, !3173, !DIExpression(), !3180)
    #dbg_value(ptr undef, !3179, !DIExpression(), !3180)
  %154 = icmp eq ptr %153, %74, !dbg !3182
  br i1 %154, label %88, label %128, !dbg !3183, !llvm.loop !3367

155:                                              ; preds = %145
  %156 = landingpad { ptr, i32 }
          cleanup, !dbg !3370
  br label %157, !dbg !3360

157:                                              ; preds = %142, %6, %21, %38, %55, %84, %86, %155
  %158 = phi { ptr, i32 } [ %156, %155 ], [ %85, %84 ], [ %87, %86 ], [ %7, %6 ], [ %22, %21 ], [ %39, %38 ], [ %56, %55 ], [ %136, %142 ], !dbg !3330
  call void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %1) #24, !dbg !3330
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #24, !dbg !3330
  resume { ptr, i32 } %158, !dbg !3330

159:                                              ; preds = %86
  %160 = landingpad { ptr, i32 }
          catch ptr null, !dbg !3148
  %161 = extractvalue { ptr, i32 } %160, 0, !dbg !3148
  call void @__clang_call_terminate(ptr %161) #27, !dbg !3148
  unreachable, !dbg !3148
}

; Function Attrs: nofree nounwind
declare !dbg !1651 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #12

; Function Attrs: mustprogress uwtable
define internal fastcc void @_ZL6reportRKSt9exceptioni(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #2 personality ptr @__gxx_personality_v0 !dbg !3371 {
    #dbg_value(ptr %0, !3375, !DIExpression(), !3379)
    #dbg_value(i32 %1, !3376, !DIExpression(), !3379)
  %3 = shl nsw i32 %1, 1, !dbg !3380
  %4 = load ptr, ptr %0, align 8, !dbg !3381, !tbaa !3357
  %5 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !3381
  %6 = load ptr, ptr %5, align 8, !dbg !3381
  %7 = tail call noundef ptr %6(ptr noundef nonnull align 8 dereferenceable(8) %0) #24, !dbg !3381
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %3, ptr noundef nonnull @.str.9, ptr noundef %7), !dbg !3382
    #dbg_value(ptr %0, !3383, !DIExpression(), !3390)
    #dbg_value(ptr %0, !3393, !DIExpression(), !3407)
  %9 = tail call ptr @__dynamic_cast(ptr nonnull %0, ptr nonnull @_ZTISt9exception, ptr nonnull @_ZTISt16nested_exception, i64 -2) #24, !dbg !3409
    #dbg_value(ptr %9, !3405, !DIExpression(), !3410)
  %10 = icmp eq ptr %9, null, !dbg !3411
  br i1 %10, label %23, label %11, !dbg !3412

11:                                               ; preds = %2
  invoke void @_ZNKSt16nested_exception14rethrow_nestedEv(ptr noundef nonnull align 8 dereferenceable(16) %9) #25
          to label %12 unwind label %13, !dbg !3413

12:                                               ; preds = %11
  unreachable, !dbg !3413

13:                                               ; preds = %11
  %14 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
          catch ptr @_ZTI7Tracked, !dbg !3414
  %15 = extractvalue { ptr, i32 } %14, 0, !dbg !3414
  %16 = extractvalue { ptr, i32 } %14, 1, !dbg !3414
  %17 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #24, !dbg !3415
  %18 = icmp eq i32 %16, %17, !dbg !3415
  br i1 %18, label %19, label %24, !dbg !3415

19:                                               ; preds = %13
  %20 = tail call ptr @__cxa_begin_catch(ptr %15) #24, !dbg !3416
    #dbg_value(ptr %20, !3378, !DIExpression(), !3379)
  %21 = add nsw i32 %1, 1, !dbg !3418
  invoke fastcc void @_ZL6reportRKSt9exceptioni(ptr noundef nonnull align 8 dereferenceable(8) %20, i32 noundef %21)
          to label %22 unwind label %32, !dbg !3420

22:                                               ; preds = %19, %27
  tail call void @__cxa_end_catch(), !dbg !3379
  br label %23, !dbg !3421

23:                                               ; preds = %22, %2
  ret void, !dbg !3421

24:                                               ; preds = %13
  %25 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Tracked) #24, !dbg !3415
  %26 = icmp eq i32 %16, %25, !dbg !3415
  br i1 %26, label %27, label %34, !dbg !3415

27:                                               ; preds = %24
  %28 = tail call ptr @__cxa_begin_catch(ptr %15) #24, !dbg !3415
    #dbg_value(ptr %28, !3377, !DIExpression(), !3379)
  %29 = add nsw i32 %3, 2, !dbg !3422
    #dbg_value(ptr %28, !3423, !DIExpression(), !3426)
    #dbg_value(ptr %28, !2379, !DIExpression(), !3428)
  %30 = load ptr, ptr %28, align 8, !dbg !3430, !tbaa !2385
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %29, ptr noundef nonnull @.str.9, ptr noundef %30), !dbg !3431
  br label %22, !dbg !3416

32:                                               ; preds = %19
  %33 = landingpad { ptr, i32 }
          cleanup, !dbg !3432
  invoke void @__cxa_end_catch()
          to label %34 unwind label %36, !dbg !3433

34:                                               ; preds = %32, %24
  %35 = phi { ptr, i32 } [ %14, %24 ], [ %33, %32 ], !dbg !3415
  resume { ptr, i32 } %35, !dbg !3415

36:                                               ; preds = %32
  %37 = landingpad { ptr, i32 }
          catch ptr null, !dbg !3416
  %38 = extractvalue { ptr, i32 } %37, 0, !dbg !3416
  tail call void @__clang_call_terminate(ptr %38) #27, !dbg !3416
  unreachable, !dbg !3416
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE9push_backEOS1_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) local_unnamed_addr #2 comdat !dbg !3434 {
    #dbg_value(ptr %0, !3436, !DIExpression(), !3438)
    #dbg_value(ptr %1, !3437, !DIExpression(), !3438)
    #dbg_value(ptr %0, !3439, !DIExpression(), !3450)
    #dbg_value(ptr %1, !3449, !DIExpression(), !3450)
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !3452
  %4 = load ptr, ptr %3, align 8, !dbg !3452, !tbaa !3163
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3454
  %6 = load ptr, ptr %5, align 8, !dbg !3454, !tbaa !3311
  %7 = icmp eq ptr %4, %6, !dbg !3455
  br i1 %7, label %11, label %8, !dbg !3456

8:                                                ; preds = %2
    #dbg_value(ptr %0, !3457, !DIExpression(), !3467)
    #dbg_value(ptr %4, !3465, !DIExpression(), !3467)
    #dbg_value(ptr %1, !3466, !DIExpression(), !3467)
    #dbg_value(ptr %0, !3470, !DIExpression(), !3478)
    #dbg_value(ptr %4, !3476, !DIExpression(), !3478)
    #dbg_value(ptr %1, !3477, !DIExpression(), !3478)
    #dbg_value(ptr %4, !3480, !DIExpression(), !3484)
    #dbg_value(ptr %1, !3483, !DIExpression(), !3484)
  %9 = load ptr, ptr %1, align 8, !dbg !3486, !tbaa !3143
  store ptr %9, ptr %4, align 8, !dbg !3487, !tbaa !3143
  store ptr null, ptr %1, align 8, !dbg !3488, !tbaa !3143
  %10 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !3490
  store ptr %10, ptr %3, align 8, !dbg !3490, !tbaa !3206
  br label %13, !dbg !3491

11:                                               ; preds = %2
    #dbg_value(ptr %0, !3164, !DIExpression(), !3492)
  %12 = ptrtoint ptr %4 to i64, !dbg !3494
  tail call void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE17_M_realloc_insertIJS1_EEEvN9__gnu_cxx17__normal_iteratorIPS1_S3_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 %12, ptr noundef nonnull align 8 dereferenceable(8) %1), !dbg !3495
  br label %13

13:                                               ; preds = %8, %11
    #dbg_value(ptr %0, !3164, !DIExpression(), !3496)
  ret void, !dbg !3502
}

; Function Attrs: nounwind
declare !dbg !3503 void @_ZSt17current_exceptionv(ptr dead_on_unwind writable sret(%"class.std::__exception_ptr::exception_ptr") align 8) local_unnamed_addr #4

; Function Attrs: noreturn
declare !dbg !1745 void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat personality ptr @__gxx_personality_v0 !dbg !3268 {
    #dbg_value(ptr %0, !3267, !DIExpression(), !3506)
  %2 = load ptr, ptr %0, align 8, !dbg !3507, !tbaa !3196
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !3508
  %4 = load ptr, ptr %3, align 8, !dbg !3508, !tbaa !3206
    #dbg_value(ptr %2, !3236, !DIExpression(), !3509)
    #dbg_value(ptr %4, !3237, !DIExpression(), !3509)
    #dbg_value(ptr %0, !3238, !DIExpression(), !3509)
    #dbg_value(ptr %2, !3229, !DIExpression(), !3511)
    #dbg_value(ptr %4, !3230, !DIExpression(), !3511)
    #dbg_value(ptr %2, !3212, !DIExpression(), !3513)
    #dbg_value(ptr %4, !3224, !DIExpression(), !3513)
  %5 = icmp eq ptr %2, %4, !dbg !3515
  br i1 %5, label %16, label %6, !dbg !3516

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
    #dbg_value(ptr %7, !3212, !DIExpression(), !3513)
    #dbg_value(ptr %7, !3242, !DIExpression(), !3517)
    #dbg_value(ptr %7, !3135, !DIExpression(), !3519)
  %8 = load ptr, ptr %7, align 8, !dbg !3521, !tbaa !3143
  %9 = icmp eq ptr %8, null, !dbg !3521
  br i1 %9, label %11, label %10, !dbg !3522

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #24, !dbg !3523
  br label %11, !dbg !3523

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !3524
    #dbg_value(ptr %12, !3212, !DIExpression(), !3513)
  %13 = icmp eq ptr %12, %4, !dbg !3515
  br i1 %13, label %14, label %6, !dbg !3516, !llvm.loop !3525

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !dbg !3527, !tbaa !3196
  br label %16, !dbg !3527

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ], !dbg !3527
    #dbg_value(ptr %0, !3297, !DIExpression(), !3529)
    #dbg_value(ptr %0, !3300, !DIExpression(), !3530)
    #dbg_value(ptr %17, !3303, !DIExpression(), !3530)
    #dbg_value(!DIArgList(ptr poison, ptr poison), !3304, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3530)
  %18 = icmp eq ptr %17, null, !dbg !3532
  br i1 %18, label %25, label %19, !dbg !3533

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3534
  %21 = load ptr, ptr %20, align 8, !dbg !3534, !tbaa !3311
    #dbg_value(!DIArgList(ptr %21, ptr %17), !3304, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3530)
  %22 = ptrtoint ptr %21 to i64, !dbg !3535
    #dbg_value(!DIArgList(i64 %22, ptr %17), !3304, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3530)
  %23 = ptrtoint ptr %17 to i64, !dbg !3535
    #dbg_value(!DIArgList(i64 %22, i64 %23), !3304, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3530)
  %24 = sub i64 %22, %23, !dbg !3535
    #dbg_value(i64 %24, !3304, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3530)
    #dbg_value(ptr %0, !3313, !DIExpression(), !3536)
    #dbg_value(ptr %17, !3316, !DIExpression(), !3536)
    #dbg_value(i64 %24, !3317, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3536)
    #dbg_value(ptr %0, !3320, !DIExpression(), !3538)
    #dbg_value(ptr %17, !3323, !DIExpression(), !3538)
    #dbg_value(i64 %24, !3324, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3538)
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #26, !dbg !3540
  br label %25, !dbg !3541

25:                                               ; preds = %16, %19
  ret void, !dbg !3542
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #14

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4PartC2Ei(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 !dbg !3543 {
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
    #dbg_value(ptr %0, !3545, !DIExpression(), !3548)
    #dbg_value(i32 %1, !3547, !DIExpression(), !3548)
  %5 = icmp eq i32 %1, 2, !dbg !3549
  br i1 %5, label %6, label %32, !dbg !3552

6:                                                ; preds = %2
  %7 = tail call ptr @__cxa_allocate_exception(i64 16) #24, !dbg !3553
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #24, !dbg !3554
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #24, !dbg !3555
  call void @_ZNSt7__cxx119to_stringEi(ptr dead_on_unwind nonnull writable sret(%"class.std::__cxx11::basic_string") align 8 %4, i32 noundef 2) #24, !dbg !3555
  invoke void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_(ptr dead_on_unwind nonnull writable sret(%"class.std::__cxx11::basic_string") align 8 %3, ptr noundef nonnull @.str.7, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %8 unwind label %10, !dbg !3556

8:                                                ; preds = %6
  invoke void @_ZNSt12length_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %9 unwind label %12, !dbg !3557

9:                                                ; preds = %8
  invoke void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTISt12length_error, ptr nonnull @_ZNSt12length_errorD1Ev) #25
          to label %34 unwind label %12, !dbg !3553

10:                                               ; preds = %6
  %11 = landingpad { ptr, i32 }
          cleanup, !dbg !3558
  br label %21, !dbg !3558

12:                                               ; preds = %9, %8
  %13 = phi i1 [ false, %9 ], [ true, %8 ]
  %14 = landingpad { ptr, i32 }
          cleanup, !dbg !3558
    #dbg_value(ptr %3, !2475, !DIExpression(), !3559)
    #dbg_value(ptr %3, !2480, !DIExpression(), !3561)
    #dbg_value(ptr %3, !2371, !DIExpression(), !3563)
    #dbg_value(ptr %3, !2379, !DIExpression(), !3565)
  %15 = load ptr, ptr %3, align 8, !dbg !3567, !tbaa !2385
    #dbg_value(ptr %3, !2388, !DIExpression(), !3568)
  %16 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !3570
  %17 = icmp eq ptr %15, %16, !dbg !3571
  br i1 %17, label %21, label %18, !dbg !3572

18:                                               ; preds = %12
  %19 = load i64, ptr %16, align 8, !dbg !3573, !tbaa !2428
    #dbg_value(ptr %3, !2497, !DIExpression(), !3574)
    #dbg_value(i64 %19, !2500, !DIExpression(), !3574)
    #dbg_value(ptr %3, !2379, !DIExpression(), !3576)
  %20 = add i64 %19, 1, !dbg !3578
    #dbg_value(ptr %3, !2506, !DIExpression(), !3579)
    #dbg_value(ptr %15, !2509, !DIExpression(), !3579)
    #dbg_value(i64 %20, !2510, !DIExpression(), !3579)
    #dbg_value(ptr %3, !2513, !DIExpression(), !3581)
    #dbg_value(ptr %15, !2516, !DIExpression(), !3581)
    #dbg_value(i64 %20, !2517, !DIExpression(), !3581)
  call void @_ZdlPvm(ptr noundef %15, i64 noundef %20) #26, !dbg !3583
  br label %21, !dbg !3584

21:                                               ; preds = %18, %12, %10
  %22 = phi { ptr, i32 } [ %11, %10 ], [ %14, %12 ], [ %14, %18 ]
  %23 = phi i1 [ true, %10 ], [ %13, %12 ], [ %13, %18 ]
    #dbg_value(ptr %4, !2475, !DIExpression(), !3585)
    #dbg_value(ptr %4, !2480, !DIExpression(), !3587)
    #dbg_value(ptr %4, !2371, !DIExpression(), !3589)
    #dbg_value(ptr %4, !2379, !DIExpression(), !3591)
  %24 = load ptr, ptr %4, align 8, !dbg !3593, !tbaa !2385
    #dbg_value(ptr %4, !2388, !DIExpression(), !3594)
  %25 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !3596
  %26 = icmp eq ptr %24, %25, !dbg !3597
  br i1 %26, label %30, label %27, !dbg !3598

27:                                               ; preds = %21
  %28 = load i64, ptr %25, align 8, !dbg !3599, !tbaa !2428
    #dbg_value(ptr %4, !2497, !DIExpression(), !3600)
    #dbg_value(i64 %28, !2500, !DIExpression(), !3600)
    #dbg_value(ptr %4, !2379, !DIExpression(), !3602)
  %29 = add i64 %28, 1, !dbg !3604
    #dbg_value(ptr %4, !2506, !DIExpression(), !3605)
    #dbg_value(ptr %24, !2509, !DIExpression(), !3605)
    #dbg_value(i64 %29, !2510, !DIExpression(), !3605)
    #dbg_value(ptr %4, !2513, !DIExpression(), !3607)
    #dbg_value(ptr %24, !2516, !DIExpression(), !3607)
    #dbg_value(i64 %29, !2517, !DIExpression(), !3607)
  call void @_ZdlPvm(ptr noundef %24, i64 noundef %29) #26, !dbg !3609
  br label %30, !dbg !3610

30:                                               ; preds = %21, %27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24, !dbg !3553
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #24, !dbg !3553
  br i1 %23, label %31, label %33, !dbg !3553

31:                                               ; preds = %30
  call void @__cxa_free_exception(ptr %7) #24, !dbg !3553
  br label %33, !dbg !3553

32:                                               ; preds = %2
  ret void, !dbg !3611

33:                                               ; preds = %30, %31
  resume { ptr, i32 } %22, !dbg !3553

34:                                               ; preds = %9
  unreachable
}

declare void @_ZNSt12length_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #3

; Function Attrs: nounwind
declare void @_ZNSt12length_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #4

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i8 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i64) local_unnamed_addr #15

; Function Attrs: mustprogress noreturn uwtable
define linkonce_odr dso_local void @_ZNKSt16nested_exception14rethrow_nestedEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #16 comdat personality ptr @__gxx_personality_v0 !dbg !3612 {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
    #dbg_value(ptr %0, !3618, !DIExpression(), !3619)
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !3620
    #dbg_value(ptr %3, !3622, !DIExpression(), !3625)
  %4 = load ptr, ptr %3, align 8, !dbg !3627, !tbaa !3143
  %5 = icmp eq ptr %4, null, !dbg !3627
  br i1 %5, label %14, label %6, !dbg !3628

6:                                                ; preds = %1
    #dbg_value(ptr %2, !3332, !DIExpression(), !3629)
    #dbg_value(ptr %3, !3335, !DIExpression(), !3629)
  store ptr %4, ptr %2, align 8, !dbg !3631, !tbaa !3143
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #24, !dbg !3632
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %2) #25
          to label %7 unwind label %8, !dbg !3633

7:                                                ; preds = %6
  unreachable, !dbg !3633

8:                                                ; preds = %6
  %9 = landingpad { ptr, i32 }
          cleanup, !dbg !3634
    #dbg_value(ptr %2, !3135, !DIExpression(), !3635)
  %10 = load ptr, ptr %2, align 8, !dbg !3637, !tbaa !3143
  %11 = icmp eq ptr %10, null, !dbg !3637
  br i1 %11, label %13, label %12, !dbg !3638

12:                                               ; preds = %8
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #24, !dbg !3639
  br label %13, !dbg !3639

13:                                               ; preds = %8, %12
  resume { ptr, i32 } %9, !dbg !3633

14:                                               ; preds = %1
  tail call void @_ZSt9terminatev() #27, !dbg !3640
  unreachable, !dbg !3640
}

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #4

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #4

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #17

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !3641 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #18

; Function Attrs: noreturn
declare !dbg !3644 void @_ZSt19__throw_logic_errorPKc(ptr noundef) local_unnamed_addr #13

declare noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #3

; Function Attrs: inlinehint mustprogress noreturn uwtable
define linkonce_odr dso_local void @_ZSt24__throw_with_nested_implISt13runtime_errorEvOT_St17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(16) %0, i8 %1) local_unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 !dbg !3646 {
    #dbg_value(i8 %1, !3651, !DIExpression(), !3652)
    #dbg_value(ptr %0, !3650, !DIExpression(), !3652)
  %3 = tail call ptr @__cxa_allocate_exception(i64 32) #24, !dbg !3653
  tail call void @_ZNSt17_Nested_exceptionISt13runtime_errorEC2EOS0_(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(16) %0), !dbg !3654
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTISt17_Nested_exceptionISt13runtime_errorE, ptr nonnull @_ZNSt17_Nested_exceptionISt13runtime_errorED2Ev) #25, !dbg !3653
  unreachable, !dbg !3653
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt17_Nested_exceptionISt13runtime_errorEC2EOS0_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #5 comdat !dbg !3655 {
    #dbg_value(ptr %0, !3670, !DIExpression(), !3673)
    #dbg_value(ptr %1, !3672, !DIExpression(), !3673)
  tail call void @_ZNSt13runtime_errorC2EOS_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #24, !dbg !3674
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3675
    #dbg_value(ptr %3, !3676, !DIExpression(), !3684)
  store ptr getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTVSt16nested_exception, i64 16), ptr %3, align 8, !dbg !3686, !tbaa !3357
  %4 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3687
  tail call void @_ZSt17current_exceptionv(ptr dead_on_unwind nonnull writable sret(%"class.std::__exception_ptr::exception_ptr") align 8 %4) #24, !dbg !3688
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt17_Nested_exceptionISt13runtime_errorE, i64 16), ptr %0, align 8, !dbg !3675, !tbaa !3357
  store ptr getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTVSt17_Nested_exceptionISt13runtime_errorE, i64 56), ptr %3, align 8, !dbg !3675, !tbaa !3357
  ret void, !dbg !3689
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt17_Nested_exceptionISt13runtime_errorED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #8 comdat !dbg !3690 {
    #dbg_value(ptr %0, !3695, !DIExpression(), !3696)
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3697
  tail call void @_ZNSt16nested_exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #24, !dbg !3697
  tail call void @_ZNSt13runtime_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24, !dbg !3697
  ret void, !dbg !3699
}

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorC2EOS_(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #4

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt17_Nested_exceptionISt13runtime_errorED0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #8 comdat !dbg !3700 {
    #dbg_value(ptr %0, !3702, !DIExpression(), !3703)
    #dbg_value(ptr %0, !3695, !DIExpression(), !3704)
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3706
  tail call void @_ZNSt16nested_exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #24, !dbg !3706
  tail call void @_ZNSt13runtime_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24, !dbg !3706
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #26, !dbg !3707
  ret void, !dbg !3707
}

; Function Attrs: nounwind
declare noundef ptr @_ZNKSt13runtime_error4whatEv(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #4

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_NSt17_Nested_exceptionISt13runtime_errorED1Ev(ptr noundef %0) unnamed_addr #19 comdat !dbg !3708 {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16, !dbg !3710
    #dbg_value(ptr %2, !3695, !DIExpression(), !3711)
  tail call void @_ZNSt16nested_exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24, !dbg !3713
  tail call void @_ZNSt13runtime_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #24, !dbg !3713
  ret void, !dbg !3710
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_NSt17_Nested_exceptionISt13runtime_errorED0Ev(ptr noundef %0) unnamed_addr #19 comdat !dbg !3714 {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16, !dbg !3715
    #dbg_value(ptr %2, !3702, !DIExpression(), !3716)
    #dbg_value(ptr %2, !3695, !DIExpression(), !3718)
  tail call void @_ZNSt16nested_exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24, !dbg !3720
  tail call void @_ZNSt13runtime_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #24, !dbg !3720
  tail call void @_ZdlPvm(ptr noundef nonnull %2, i64 noundef 32) #26, !dbg !3721
  ret void, !dbg !3715
}

; Function Attrs: nounwind
declare void @_ZNSt16nested_exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #4

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #4

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE17_M_realloc_insertIJS1_EEEvN9__gnu_cxx17__normal_iteratorIPS1_S3_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(8) %2) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 !dbg !3722 {
  %4 = inttoptr i64 %1 to ptr
    #dbg_value(ptr %4, !3728, !DIExpression(), !3737)
    #dbg_value(ptr %0, !3727, !DIExpression(), !3737)
    #dbg_value(ptr %2, !3729, !DIExpression(), !3737)
    #dbg_value(ptr %0, !3738, !DIExpression(), !3745)
    #dbg_value(i64 1, !3741, !DIExpression(), !3745)
    #dbg_value(ptr @.str.14, !3742, !DIExpression(), !3745)
    #dbg_value(ptr %0, !3747, !DIExpression(), !3750)
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !3753
  %6 = load ptr, ptr %5, align 8, !dbg !3753, !tbaa !3206
  %7 = ptrtoint ptr %6 to i64, !dbg !3754
  %8 = load ptr, ptr %0, align 8, !dbg !3754, !tbaa !3163
  %9 = ptrtoint ptr %8 to i64, !dbg !3755
  %10 = ptrtoint ptr %6 to i64, !dbg !3755
  %11 = ptrtoint ptr %8 to i64, !dbg !3755
  %12 = sub i64 %10, %11, !dbg !3755
  %13 = icmp eq i64 %12, 9223372036854775800, !dbg !3756
  br i1 %13, label %14, label %15, !dbg !3757

14:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.14) #25, !dbg !3758
  unreachable, !dbg !3758

15:                                               ; preds = %3
  %16 = ashr exact i64 %12, 3, !dbg !3755
    #dbg_value(ptr %0, !3747, !DIExpression(), !3759)
    #dbg_value(ptr %0, !3747, !DIExpression(), !3761)
  %17 = tail call i64 @llvm.umax.i64(i64 %16, i64 1), !dbg !3763
  %18 = add nsw i64 %17, %16, !dbg !3764
    #dbg_value(i64 %18, !3743, !DIExpression(), !3745)
    #dbg_value(ptr %0, !3747, !DIExpression(), !3765)
  %19 = icmp ult i64 %18, %16, !dbg !3767
  %20 = tail call i64 @llvm.umin.i64(i64 %18, i64 1152921504606846975), !dbg !3768
  %21 = select i1 %19, i64 1152921504606846975, i64 %20, !dbg !3768
    #dbg_value(i64 %21, !3730, !DIExpression(), !3737)
    #dbg_value(ptr %8, !3732, !DIExpression(), !3737)
    #dbg_value(ptr %6, !3733, !DIExpression(), !3737)
    #dbg_value(ptr undef, !3769, !DIExpression(), !3775)
    #dbg_value(ptr undef, !3774, !DIExpression(), !3775)
  %22 = sub i64 %1, %11, !dbg !3777
  %23 = ashr exact i64 %22, 3, !dbg !3777
    #dbg_value(i64 %23, !3734, !DIExpression(), !3737)
    #dbg_value(ptr %0, !3778, !DIExpression(), !3782)
    #dbg_value(i64 %21, !3781, !DIExpression(), !3782)
  %24 = icmp eq i64 %21, 0, !dbg !3784
  br i1 %24, label %28, label %25, !dbg !3785

25:                                               ; preds = %15
    #dbg_value(ptr %0, !3786, !DIExpression(), !3790)
    #dbg_value(i64 %21, !3789, !DIExpression(), !3790)
    #dbg_value(ptr %0, !3792, !DIExpression(), !3797)
    #dbg_value(i64 %21, !3795, !DIExpression(), !3797)
    #dbg_value(ptr null, !3796, !DIExpression(), !3797)
  %26 = shl nuw nsw i64 %21, 3, !dbg !3799
  %27 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %26) #28, !dbg !3800
  br label %28, !dbg !3785

28:                                               ; preds = %15, %25
  %29 = phi ptr [ %27, %25 ], [ null, %15 ], !dbg !3785
    #dbg_value(ptr %29, !3735, !DIExpression(), !3737)
    #dbg_value(ptr %29, !3736, !DIExpression(), !3737)
  %30 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", ptr %29, i64 %23, !dbg !3801
    #dbg_value(ptr %0, !3457, !DIExpression(), !3803)
    #dbg_value(ptr %30, !3465, !DIExpression(), !3803)
    #dbg_value(ptr %2, !3466, !DIExpression(), !3803)
    #dbg_value(ptr %0, !3470, !DIExpression(), !3805)
    #dbg_value(ptr %30, !3476, !DIExpression(), !3805)
    #dbg_value(ptr %2, !3477, !DIExpression(), !3805)
    #dbg_value(ptr %30, !3480, !DIExpression(), !3807)
    #dbg_value(ptr %2, !3483, !DIExpression(), !3807)
  %31 = load ptr, ptr %2, align 8, !dbg !3809, !tbaa !3143
  store ptr %31, ptr %30, align 8, !dbg !3810, !tbaa !3143
  store ptr null, ptr %2, align 8, !dbg !3811, !tbaa !3143
    #dbg_value(ptr null, !3736, !DIExpression(), !3737)
    #dbg_value(ptr %8, !3812, !DIExpression(), !3818)
    #dbg_value(ptr %4, !3815, !DIExpression(), !3818)
    #dbg_value(ptr %29, !3816, !DIExpression(), !3818)
    #dbg_value(ptr %0, !3817, !DIExpression(), !3818)
    #dbg_value(ptr %8, !3822, !DIExpression(), !3834)
    #dbg_value(ptr %4, !3828, !DIExpression(), !3834)
    #dbg_value(ptr %29, !3829, !DIExpression(), !3834)
    #dbg_value(ptr %0, !3830, !DIExpression(), !3834)
    #dbg_value(ptr %8, !3836, !DIExpression(), !3843)
    #dbg_value(ptr %4, !3839, !DIExpression(), !3843)
    #dbg_value(ptr %29, !3840, !DIExpression(), !3843)
    #dbg_value(ptr %0, !3841, !DIExpression(), !3843)
    #dbg_value(ptr %29, !3842, !DIExpression(), !3843)
  %32 = icmp eq ptr %8, %4, !dbg !3845
  br i1 %32, label %79, label %33, !dbg !3848

33:                                               ; preds = %28
  %34 = add i64 %1, -8, !dbg !3848
  %35 = sub i64 %34, %9, !dbg !3848
  %36 = lshr i64 %35, 3, !dbg !3848
  %37 = add nuw nsw i64 %36, 1, !dbg !3848
  %38 = icmp ult i64 %35, 88, !dbg !3848
  br i1 %38, label %69, label %39, !dbg !3848

39:                                               ; preds = %33
  %40 = add i64 %1, -8, !dbg !3848
  %41 = sub i64 %40, %9, !dbg !3848
  %42 = and i64 %41, -8, !dbg !3848
  %43 = add i64 %42, 8, !dbg !3848
  %44 = getelementptr i8, ptr %29, i64 %43, !dbg !3848
  %45 = getelementptr i8, ptr %8, i64 %43, !dbg !3848
  %46 = icmp ult ptr %29, %45, !dbg !3848
  %47 = icmp ult ptr %8, %44, !dbg !3848
  %48 = and i1 %46, %47, !dbg !3848
  br i1 %48, label %69, label %49, !dbg !3848

49:                                               ; preds = %39
  %50 = and i64 %37, 4611686018427387900, !dbg !3848
  %51 = shl i64 %50, 3, !dbg !3848
  %52 = getelementptr i8, ptr %29, i64 %51, !dbg !3848
  %53 = shl i64 %50, 3, !dbg !3848
  %54 = getelementptr i8, ptr %8, i64 %53, !dbg !3848
  br label %55, !dbg !3848

55:                                               ; preds = %55, %49
  %56 = phi i64 [ 0, %49 ], [ %65, %55 ]
  %57 = shl i64 %56, 3, !dbg !3848
  %58 = getelementptr i8, ptr %29, i64 %57
  %59 = shl i64 %56, 3
  %60 = getelementptr i8, ptr %8, i64 %59
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3849), !dbg !3852
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3853), !dbg !3852
  %61 = getelementptr i8, ptr %60, i64 16, !dbg !3855
  %62 = load <2 x ptr>, ptr %60, align 8, !dbg !3855, !tbaa !3143, !alias.scope !3869, !noalias !3849
  %63 = load <2 x ptr>, ptr %61, align 8, !dbg !3855, !tbaa !3143, !alias.scope !3869, !noalias !3849
  %64 = getelementptr i8, ptr %58, i64 16, !dbg !3872
  store <2 x ptr> %62, ptr %58, align 8, !dbg !3872, !tbaa !3143, !alias.scope !3873, !noalias !3869
  store <2 x ptr> %63, ptr %64, align 8, !dbg !3872, !tbaa !3143, !alias.scope !3873, !noalias !3869
  store <2 x ptr> zeroinitializer, ptr %60, align 8, !dbg !3875, !tbaa !3143, !alias.scope !3869, !noalias !3849
  store <2 x ptr> zeroinitializer, ptr %61, align 8, !dbg !3875, !tbaa !3143, !alias.scope !3869, !noalias !3849
  %65 = add nuw i64 %56, 4
  %66 = icmp eq i64 %65, %50
  br i1 %66, label %67, label %55, !llvm.loop !3876

67:                                               ; preds = %55
  %68 = icmp eq i64 %37, %50, !dbg !3848
  br i1 %68, label %79, label %69, !dbg !3848

69:                                               ; preds = %67, %39, %33
  %70 = phi ptr [ %29, %39 ], [ %29, %33 ], [ %52, %67 ]
  %71 = phi ptr [ %8, %39 ], [ %8, %33 ], [ %54, %67 ]
  br label %72, !dbg !3848

72:                                               ; preds = %69, %72
  %73 = phi ptr [ %77, %72 ], [ %70, %69 ]
  %74 = phi ptr [ %76, %72 ], [ %71, %69 ]
    #dbg_value(ptr %73, !3842, !DIExpression(), !3843)
    #dbg_value(ptr %74, !3836, !DIExpression(), !3843)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3849), !dbg !3852
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3853), !dbg !3852
    #dbg_value(ptr %73, !3864, !DIExpression(), !3880)
    #dbg_value(ptr %74, !3865, !DIExpression(), !3880)
    #dbg_value(ptr %0, !3866, !DIExpression(), !3880)
    #dbg_value(ptr %0, !3457, !DIExpression(), !3881)
    #dbg_value(ptr %73, !3465, !DIExpression(), !3881)
    #dbg_value(ptr %74, !3466, !DIExpression(), !3881)
    #dbg_value(ptr %0, !3470, !DIExpression(), !3882)
    #dbg_value(ptr %73, !3476, !DIExpression(), !3882)
    #dbg_value(ptr %74, !3477, !DIExpression(), !3882)
    #dbg_value(ptr %73, !3480, !DIExpression(), !3883)
    #dbg_value(ptr %74, !3483, !DIExpression(), !3883)
  %75 = load ptr, ptr %74, align 8, !dbg !3855, !tbaa !3143, !alias.scope !3853, !noalias !3849
  store ptr %75, ptr %73, align 8, !dbg !3872, !tbaa !3143, !alias.scope !3849, !noalias !3853
  store ptr null, ptr %74, align 8, !dbg !3875, !tbaa !3143, !alias.scope !3853, !noalias !3849
  %76 = getelementptr inbounds i8, ptr %74, i64 8, !dbg !3884
    #dbg_value(ptr %76, !3836, !DIExpression(), !3843)
  %77 = getelementptr inbounds i8, ptr %73, i64 8, !dbg !3885
    #dbg_value(ptr %77, !3842, !DIExpression(), !3843)
  %78 = icmp eq ptr %76, %4, !dbg !3845
  br i1 %78, label %79, label %72, !dbg !3848, !llvm.loop !3886

79:                                               ; preds = %72, %67, %28
  %80 = phi ptr [ %29, %28 ], [ %52, %67 ], [ %77, %72 ], !dbg !3843
    #dbg_value(ptr %80, !3736, !DIExpression(), !3737)
  %81 = getelementptr i8, ptr %80, i64 8, !dbg !3887
    #dbg_value(ptr %81, !3736, !DIExpression(), !3737)
    #dbg_value(ptr %4, !3812, !DIExpression(), !3888)
    #dbg_value(ptr %6, !3815, !DIExpression(), !3888)
    #dbg_value(ptr %81, !3816, !DIExpression(), !3888)
    #dbg_value(ptr %0, !3817, !DIExpression(), !3888)
    #dbg_value(ptr %4, !3822, !DIExpression(), !3890)
    #dbg_value(ptr %6, !3828, !DIExpression(), !3890)
    #dbg_value(ptr %81, !3829, !DIExpression(), !3890)
    #dbg_value(ptr %0, !3830, !DIExpression(), !3890)
    #dbg_value(ptr %4, !3836, !DIExpression(), !3892)
    #dbg_value(ptr %6, !3839, !DIExpression(), !3892)
    #dbg_value(ptr %81, !3840, !DIExpression(), !3892)
    #dbg_value(ptr %0, !3841, !DIExpression(), !3892)
    #dbg_value(ptr %81, !3842, !DIExpression(), !3892)
  %82 = icmp eq ptr %6, %4, !dbg !3894
  br i1 %82, label %129, label %83, !dbg !3895

83:                                               ; preds = %79
  %84 = add i64 %7, -8, !dbg !3895
  %85 = sub i64 %84, %1, !dbg !3895
  %86 = lshr i64 %85, 3, !dbg !3895
  %87 = add nuw nsw i64 %86, 1, !dbg !3895
  %88 = icmp ult i64 %85, 104, !dbg !3895
  br i1 %88, label %119, label %89, !dbg !3895

89:                                               ; preds = %83
  %90 = add i64 %7, -8, !dbg !3895
  %91 = sub i64 %90, %1, !dbg !3895
  %92 = and i64 %91, -8, !dbg !3895
  %93 = add i64 %92, 16, !dbg !3895
  %94 = getelementptr i8, ptr %80, i64 %93, !dbg !3895
  %95 = getelementptr i8, ptr %4, i64 %92, !dbg !3895
  %96 = icmp ult ptr %80, %95, !dbg !3895
  %97 = icmp ugt ptr %94, %4, !dbg !3895
  %98 = and i1 %96, %97, !dbg !3895
  br i1 %98, label %119, label %99, !dbg !3895

99:                                               ; preds = %89
  %100 = and i64 %87, 4611686018427387900, !dbg !3895
  %101 = shl i64 %100, 3, !dbg !3895
  %102 = getelementptr i8, ptr %81, i64 %101, !dbg !3895
  %103 = shl i64 %100, 3, !dbg !3895
  %104 = getelementptr i8, ptr %4, i64 %103, !dbg !3895
  br label %105, !dbg !3895

105:                                              ; preds = %105, %99
  %106 = phi i64 [ 0, %99 ], [ %115, %105 ]
  %107 = shl i64 %106, 3, !dbg !3895
  %108 = getelementptr i8, ptr %81, i64 %107
  %109 = shl i64 %106, 3
  %110 = getelementptr i8, ptr %4, i64 %109
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3896), !dbg !3899
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3900), !dbg !3899
  %111 = getelementptr i8, ptr %110, i64 16, !dbg !3902
  %112 = load <2 x ptr>, ptr %110, align 8, !dbg !3902, !tbaa !3143, !alias.scope !3907, !noalias !3896
  %113 = load <2 x ptr>, ptr %111, align 8, !dbg !3902, !tbaa !3143, !alias.scope !3907, !noalias !3896
  %114 = getelementptr i8, ptr %108, i64 16, !dbg !3910
  store <2 x ptr> %112, ptr %108, align 8, !dbg !3910, !tbaa !3143, !alias.scope !3911, !noalias !3907
  store <2 x ptr> %113, ptr %114, align 8, !dbg !3910, !tbaa !3143, !alias.scope !3911, !noalias !3907
  store <2 x ptr> zeroinitializer, ptr %110, align 8, !dbg !3913, !tbaa !3143, !alias.scope !3907, !noalias !3896
  store <2 x ptr> zeroinitializer, ptr %111, align 8, !dbg !3913, !tbaa !3143, !alias.scope !3907, !noalias !3896
  %115 = add nuw i64 %106, 4
  %116 = icmp eq i64 %115, %100
  br i1 %116, label %117, label %105, !llvm.loop !3914

117:                                              ; preds = %105
  %118 = icmp eq i64 %87, %100, !dbg !3895
  br i1 %118, label %129, label %119, !dbg !3895

119:                                              ; preds = %117, %89, %83
  %120 = phi ptr [ %81, %89 ], [ %81, %83 ], [ %102, %117 ]
  %121 = phi ptr [ %4, %89 ], [ %4, %83 ], [ %104, %117 ]
  br label %122, !dbg !3895

122:                                              ; preds = %119, %122
  %123 = phi ptr [ %127, %122 ], [ %120, %119 ]
  %124 = phi ptr [ %126, %122 ], [ %121, %119 ]
    #dbg_value(ptr %123, !3842, !DIExpression(), !3892)
    #dbg_value(ptr %124, !3836, !DIExpression(), !3892)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3896), !dbg !3899
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3900), !dbg !3899
    #dbg_value(ptr %123, !3864, !DIExpression(), !3916)
    #dbg_value(ptr %124, !3865, !DIExpression(), !3916)
    #dbg_value(ptr %0, !3866, !DIExpression(), !3916)
    #dbg_value(ptr %0, !3457, !DIExpression(), !3917)
    #dbg_value(ptr %123, !3465, !DIExpression(), !3917)
    #dbg_value(ptr %124, !3466, !DIExpression(), !3917)
    #dbg_value(ptr %0, !3470, !DIExpression(), !3918)
    #dbg_value(ptr %123, !3476, !DIExpression(), !3918)
    #dbg_value(ptr %124, !3477, !DIExpression(), !3918)
    #dbg_value(ptr %123, !3480, !DIExpression(), !3919)
    #dbg_value(ptr %124, !3483, !DIExpression(), !3919)
  %125 = load ptr, ptr %124, align 8, !dbg !3902, !tbaa !3143, !alias.scope !3900, !noalias !3896
  store ptr %125, ptr %123, align 8, !dbg !3910, !tbaa !3143, !alias.scope !3896, !noalias !3900
  store ptr null, ptr %124, align 8, !dbg !3913, !tbaa !3143, !alias.scope !3900, !noalias !3896
  %126 = getelementptr inbounds i8, ptr %124, i64 8, !dbg !3920
    #dbg_value(ptr %126, !3836, !DIExpression(), !3892)
  %127 = getelementptr inbounds i8, ptr %123, i64 8, !dbg !3921
    #dbg_value(ptr %127, !3842, !DIExpression(), !3892)
  %128 = icmp eq ptr %126, %6, !dbg !3894
  br i1 %128, label %129, label %122, !dbg !3895, !llvm.loop !3922

129:                                              ; preds = %122, %117, %79
  %130 = phi ptr [ %81, %79 ], [ %102, %117 ], [ %127, %122 ], !dbg !3892
    #dbg_value(ptr %130, !3736, !DIExpression(), !3737)
  %131 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3923
    #dbg_value(ptr %0, !3300, !DIExpression(), !3924)
    #dbg_value(ptr %8, !3303, !DIExpression(), !3924)
    #dbg_value(!DIArgList(ptr poison, i64 poison), !3304, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3924)
  %132 = icmp eq ptr %8, null, !dbg !3926
  br i1 %132, label %137, label %133, !dbg !3927

133:                                              ; preds = %129
  %134 = load ptr, ptr %131, align 8, !dbg !3923, !tbaa !3311
    #dbg_value(!DIArgList(ptr %134, i64 %11), !3304, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3924)
  %135 = ptrtoint ptr %134 to i64, !dbg !3928
    #dbg_value(!DIArgList(i64 %135, i64 %11), !3304, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3924)
  %136 = sub i64 %135, %11, !dbg !3928
    #dbg_value(i64 %136, !3304, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3924)
    #dbg_value(ptr %0, !3313, !DIExpression(), !3929)
    #dbg_value(ptr %8, !3316, !DIExpression(), !3929)
    #dbg_value(i64 %136, !3317, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3929)
    #dbg_value(ptr %0, !3320, !DIExpression(), !3931)
    #dbg_value(ptr %8, !3323, !DIExpression(), !3931)
    #dbg_value(i64 %136, !3324, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3931)
  tail call void @_ZdlPvm(ptr noundef nonnull %8, i64 noundef %136) #26, !dbg !3933
  br label %137, !dbg !3934

137:                                              ; preds = %129, %133
  store ptr %29, ptr %0, align 8, !dbg !3935, !tbaa !3196
  store ptr %130, ptr %5, align 8, !dbg !3936, !tbaa !3206
  %138 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", ptr %29, i64 %21, !dbg !3937
  store ptr %138, ptr %131, align 8, !dbg !3938, !tbaa !3311
  ret void, !dbg !3939
}

; Function Attrs: noreturn
declare !dbg !3940 void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #13

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #20

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #21

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #22

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #21

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #23

attributes #0 = { mustprogress noinline uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { inlinehint mustprogress noreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { inlinehint mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { inlinehint mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { nofree nosync nounwind memory(none) }
attributes #13 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #14 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #15 = { mustprogress nofree nounwind willreturn memory(read) }
attributes #16 = { mustprogress noreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #17 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #18 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #19 = { inlinehint nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #20 = { nobuiltin allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #21 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #22 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #23 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #24 = { nounwind }
attributes #25 = { noreturn }
attributes #26 = { builtin nounwind }
attributes #27 = { noreturn nounwind }
attributes #28 = { builtin allocsize(0) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!2319, !2320, !2321, !2322, !2323, !2324, !2325, !2326}
!llvm.ident = !{!2327}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "alive", linkageName: "_ZN7Tracked5aliveE", scope: !2, file: !3, line: 18, type: !255, isLocal: false, isDefinition: true, declaration: !758)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !755, globals: !1405, imports: !1500, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/run/aarch64/eh_objects.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "442579b7e1fad94477ba4a367d5b35ad")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !7, file: !6, line: 213, baseType: !752, size: 32, elements: !753, identifier: "_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEUt_E")
!6 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/basic_string.h", directory: "")
!7 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "basic_string<char, std::char_traits<char>, std::allocator<char> >", scope: !9, file: !8, line: 1082, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !11, templateParams: !750, identifier: "_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE")
!8 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/basic_string.tcc", directory: "")
!9 = !DINamespace(name: "__cxx11", scope: !10, exportSymbols: true)
!10 = !DINamespace(name: "std", scope: null)
!11 = !{!12, !135, !156, !157, !165, !360, !365, !368, !371, !376, !379, !385, !386, !387, !390, !394, !397, !398, !401, !405, !410, !411, !414, !417, !420, !423, !426, !427, !430, !435, !440, !443, !446, !449, !453, !456, !459, !460, !463, !464, !467, !470, !473, !476, !480, !485, !488, !491, !492, !496, !499, !502, !505, !508, !511, !514, !517, !518, !519, !524, !529, !530, !531, !532, !533, !534, !535, !538, !539, !540, !541, !542, !543, !544, !545, !546, !547, !548, !557, !563, !564, !565, !568, !571, !572, !573, !574, !575, !576, !577, !578, !581, !584, !585, !588, !589, !592, !593, !594, !595, !596, !597, !598, !599, !602, !605, !608, !611, !614, !617, !620, !624, !627, !630, !633, !634, !637, !640, !643, !646, !649, !652, !655, !658, !661, !664, !667, !670, !673, !676, !677, !680, !681, !684, !687, !690, !691, !694, !697, !700, !703, !706, !709, !710, !711, !712, !713, !714, !715, !716, !717, !718, !719, !720, !721, !722, !723, !724, !725, !726, !727, !728, !729, !732, !735, !738, !741, !744, !747}
!12 = !DIDerivedType(tag: DW_TAG_variable, name: "npos", scope: !7, file: !6, line: 139, baseType: !13, flags: DIFlagPublic | DIFlagStaticMember, extraData: i64 -1)
!13 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !7, file: !6, line: 126, baseType: !15, flags: DIFlagPublic)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !17, file: !16, line: 59, baseType: !111)
!16 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/ext/alloc_traits.h", directory: "")
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<char>, char>", scope: !18, file: !16, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !19, templateParams: !133, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIcEcEE")
!18 = !DINamespace(name: "__gnu_cxx", scope: null)
!19 = !{!20, !119, !122, !125, !129, !130, !131, !132}
!20 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !17, baseType: !21, extraData: i32 0)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<char> >", scope: !10, file: !22, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !23, templateParams: !117, identifier: "_ZTSSt16allocator_traitsISaIcEE")
!22 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/alloc_traits.h", directory: "", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!23 = !{!24, !101, !105, !108, !114}
!24 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIcEE8allocateERS0_m", scope: !21, file: !22, line: 463, type: !25, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!25 = !DISubroutineType(types: !26)
!26 = !{!27, !30, !100}
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !21, file: !22, line: 420, baseType: !28)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!30 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !21, file: !22, line: 414, baseType: !32)
!32 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<char>", scope: !10, file: !33, line: 262, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !34, templateParams: !98, identifier: "_ZTSSaIcE")
!33 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!34 = !{!35, !84, !88, !93, !97}
!35 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !32, baseType: !36, flags: DIFlagPublic, extraData: i32 0)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<char>", scope: !10, file: !37, line: 47, baseType: !38)
!37 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/aarch64-linux-gnu/bits/c++allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!38 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<char>", scope: !10, file: !39, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !40, templateParams: !82, identifier: "_ZTSSt15__new_allocatorIcE")
!39 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/new_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
!40 = !{!41, !45, !50, !51, !58, !66, !75, !78, !81}
!41 = !DISubprogram(name: "__new_allocator", scope: !38, file: !39, line: 80, type: !42, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!42 = !DISubroutineType(types: !43)
!43 = !{null, !44}
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!45 = !DISubprogram(name: "__new_allocator", scope: !38, file: !39, line: 83, type: !46, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!46 = !DISubroutineType(types: !47)
!47 = !{null, !44, !48}
!48 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !49, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !38)
!50 = !DISubprogram(name: "~__new_allocator", scope: !38, file: !39, line: 90, type: !42, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!51 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIcE7addressERc", scope: !38, file: !39, line: 93, type: !52, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!52 = !DISubroutineType(types: !53)
!53 = !{!54, !55, !56}
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !38, file: !39, line: 63, baseType: !28, flags: DIFlagPublic)
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !38, file: !39, line: 65, baseType: !57, flags: DIFlagPublic)
!57 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !29, size: 64)
!58 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIcE7addressERKc", scope: !38, file: !39, line: 97, type: !59, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!59 = !DISubroutineType(types: !60)
!60 = !{!61, !55, !64}
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !38, file: !39, line: 64, baseType: !62, flags: DIFlagPublic)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !38, file: !39, line: 66, baseType: !65, flags: DIFlagPublic)
!65 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !63, size: 64)
!66 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIcE8allocateEmPKv", scope: !38, file: !39, line: 112, type: !67, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!67 = !DISubroutineType(types: !68)
!68 = !{!28, !44, !69, !73}
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !39, line: 60, baseType: !70, flags: DIFlagPublic)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !10, file: !71, line: 298, baseType: !72)
!71 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/aarch64-linux-gnu/bits/c++config.h", directory: "", checksumkind: CSK_MD5, checksum: "fd0c235258299de84551be61e6e8eb87")
!72 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!75 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIcE10deallocateEPcm", scope: !38, file: !39, line: 142, type: !76, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!76 = !DISubroutineType(types: !77)
!77 = !{null, !44, !28, !69}
!78 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIcE8max_sizeEv", scope: !38, file: !39, line: 167, type: !79, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!79 = !DISubroutineType(types: !80)
!80 = !{!69, !55}
!81 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIcE11_M_max_sizeEv", scope: !38, file: !39, line: 210, type: !79, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!82 = !{!83}
!83 = !DITemplateTypeParameter(name: "_Tp", type: !29)
!84 = !DISubprogram(name: "allocator", scope: !32, file: !33, line: 156, type: !85, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!85 = !DISubroutineType(types: !86)
!86 = !{null, !87}
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!88 = !DISubprogram(name: "allocator", scope: !32, file: !33, line: 159, type: !89, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!89 = !DISubroutineType(types: !90)
!90 = !{null, !87, !91}
!91 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !92, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !32)
!93 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIcEaSERKS_", scope: !32, file: !33, line: 164, type: !94, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!94 = !DISubroutineType(types: !95)
!95 = !{!96, !87, !91}
!96 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !32, size: 64)
!97 = !DISubprogram(name: "~allocator", scope: !32, file: !33, line: 174, type: !85, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!98 = !{!99}
!99 = !DITemplateTypeParameter(type: !29)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !22, line: 435, baseType: !70)
!101 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIcEE8allocateERS0_mPKv", scope: !21, file: !22, line: 477, type: !102, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!102 = !DISubroutineType(types: !103)
!103 = !{!27, !30, !100, !104}
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !22, line: 429, baseType: !73)
!105 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIcEE10deallocateERS0_Pcm", scope: !21, file: !22, line: 495, type: !106, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!106 = !DISubroutineType(types: !107)
!107 = !{null, !30, !27, !100}
!108 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIcEE8max_sizeERKS0_", scope: !21, file: !22, line: 547, type: !109, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!109 = !DISubroutineType(types: !110)
!110 = !{!111, !112}
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !21, file: !22, line: 435, baseType: !70)
!112 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !113, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !31)
!114 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIcEE37select_on_container_copy_constructionERKS0_", scope: !21, file: !22, line: 562, type: !115, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!115 = !DISubroutineType(types: !116)
!116 = !{!31, !112}
!117 = !{!118}
!118 = !DITemplateTypeParameter(name: "_Alloc", type: !32)
!119 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIcEcE17_S_select_on_copyERKS1_", scope: !17, file: !16, line: 97, type: !120, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!120 = !DISubroutineType(types: !121)
!121 = !{!32, !91}
!122 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIcEcE10_S_on_swapERS1_S3_", scope: !17, file: !16, line: 100, type: !123, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!123 = !DISubroutineType(types: !124)
!124 = !{null, !96, !96}
!125 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIcEcE27_S_propagate_on_copy_assignEv", scope: !17, file: !16, line: 103, type: !126, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!126 = !DISubroutineType(types: !127)
!127 = !{!128}
!128 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!129 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIcEcE27_S_propagate_on_move_assignEv", scope: !17, file: !16, line: 106, type: !126, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!130 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIcEcE20_S_propagate_on_swapEv", scope: !17, file: !16, line: 109, type: !126, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!131 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIcEcE15_S_always_equalEv", scope: !17, file: !16, line: 112, type: !126, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!132 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIcEcE15_S_nothrow_moveEv", scope: !17, file: !16, line: 115, type: !126, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!133 = !{!118, !134}
!134 = !DITemplateTypeParameter(type: !29, defaulted: true)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "_M_dataplus", scope: !7, file: !6, line: 210, baseType: !136, size: 64)
!136 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Alloc_hider", scope: !7, file: !6, line: 192, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !137, identifier: "_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE")
!137 = !{!138, !145, !148, !152}
!138 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !136, baseType: !139, extraData: i32 0)
!139 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !7, file: !6, line: 125, baseType: !140, flags: DIFlagPublic)
!140 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Char_alloc_type", scope: !7, file: !6, line: 88, baseType: !141)
!141 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !142, file: !16, line: 120, baseType: !144)
!142 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<char>", scope: !17, file: !16, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !143, templateParams: !82, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIcEcE6rebindIcEE")
!143 = !{}
!144 = !DIDerivedType(tag: DW_TAG_typedef, name: "template rebind_alloc<char>", scope: !21, file: !22, line: 450, baseType: !32)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "_M_p", scope: !136, file: !6, line: 207, baseType: !146, size: 64)
!146 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !7, file: !6, line: 130, baseType: !147, flags: DIFlagPublic)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !17, file: !16, line: 57, baseType: !27)
!148 = !DISubprogram(name: "_Alloc_hider", scope: !136, file: !6, line: 199, type: !149, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!149 = !DISubroutineType(types: !150)
!150 = !{null, !151, !146, !91}
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!152 = !DISubprogram(name: "_Alloc_hider", scope: !136, file: !6, line: 203, type: !153, scopeLine: 203, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!153 = !DISubroutineType(types: !154)
!154 = !{null, !151, !146, !155}
!155 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !32, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "_M_string_length", scope: !7, file: !6, line: 211, baseType: !14, size: 64, offset: 64)
!157 = !DIDerivedType(tag: DW_TAG_member, scope: !7, file: !6, line: 215, baseType: !158, size: 128, offset: 128)
!158 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !7, file: !6, line: 215, size: 128, flags: DIFlagExportSymbols | DIFlagTypePassByValue, elements: !159, identifier: "_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEUt0_E")
!159 = !{!160, !164}
!160 = !DIDerivedType(tag: DW_TAG_member, name: "_M_local_buf", scope: !158, file: !6, line: 217, baseType: !161, size: 128)
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 128, elements: !162)
!162 = !{!163}
!163 = !DISubrange(count: 16)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "_M_allocated_capacity", scope: !158, file: !6, line: 218, baseType: !14, size: 64)
!165 = !DISubprogram(name: "_S_to_string_view", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE17_S_to_string_viewESt17basic_string_viewIcS2_E", scope: !7, file: !6, line: 164, type: !166, scopeLine: 164, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!166 = !DISubroutineType(types: !167)
!167 = !{!168, !168}
!168 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sv_type", scope: !7, file: !6, line: 152, baseType: !169)
!169 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "basic_string_view<char, std::char_traits<char> >", scope: !10, file: !170, line: 100, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !171, templateParams: !306, identifier: "_ZTSSt17basic_string_viewIcSt11char_traitsIcEE")
!170 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/string_view", directory: "")
!171 = !{!172, !175, !176, !177, !181, !186, !189, !192, !196, !204, !205, !206, !207, !213, !214, !215, !216, !219, !220, !221, !224, !229, !230, !233, !234, !238, !241, !242, !245, !249, !252, !256, !259, !262, !265, !268, !271, !274, !277, !280, !283, !284, !285, !286, !287, !288, !289, !290, !291, !292, !293, !294, !295, !296, !297, !298, !299, !300, !301, !302, !303}
!172 = !DIDerivedType(tag: DW_TAG_variable, name: "npos", scope: !169, file: !170, line: 121, baseType: !173, flags: DIFlagPublic | DIFlagStaticMember)
!173 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !174)
!174 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !170, line: 119, baseType: !70, flags: DIFlagPublic)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "_M_len", scope: !169, file: !170, line: 516, baseType: !70, size: 64)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "_M_str", scope: !169, file: !170, line: 517, baseType: !62, size: 64, offset: 64)
!177 = !DISubprogram(name: "basic_string_view", scope: !169, file: !170, line: 126, type: !178, scopeLine: 126, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!178 = !DISubroutineType(types: !179)
!179 = !{null, !180}
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !169, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!181 = !DISubprogram(name: "basic_string_view", scope: !169, file: !170, line: 130, type: !182, scopeLine: 130, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!182 = !DISubroutineType(types: !183)
!183 = !{null, !180, !184}
!184 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !185, size: 64)
!185 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !169)
!186 = !DISubprogram(name: "basic_string_view", scope: !169, file: !170, line: 133, type: !187, scopeLine: 133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!187 = !DISubroutineType(types: !188)
!188 = !{null, !180, !62}
!189 = !DISubprogram(name: "basic_string_view", scope: !169, file: !170, line: 139, type: !190, scopeLine: 139, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!190 = !DISubroutineType(types: !191)
!191 = !{null, !180, !62, !174}
!192 = !DISubprogram(name: "operator=", linkageName: "_ZNSt17basic_string_viewIcSt11char_traitsIcEEaSERKS2_", scope: !169, file: !170, line: 177, type: !193, scopeLine: 177, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!193 = !DISubroutineType(types: !194)
!194 = !{!195, !180, !184}
!195 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !169, size: 64)
!196 = !DISubprogram(name: "begin", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE5beginEv", scope: !169, file: !170, line: 182, type: !197, scopeLine: 182, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!197 = !DISubroutineType(types: !198)
!198 = !{!199, !203}
!199 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !169, file: !170, line: 115, baseType: !200, flags: DIFlagPublic)
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !201, size: 64)
!201 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !202)
!202 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !169, file: !170, line: 110, baseType: !29, flags: DIFlagPublic)
!203 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !185, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!204 = !DISubprogram(name: "end", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE3endEv", scope: !169, file: !170, line: 186, type: !197, scopeLine: 186, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!205 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE6cbeginEv", scope: !169, file: !170, line: 190, type: !197, scopeLine: 190, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!206 = !DISubprogram(name: "cend", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE4cendEv", scope: !169, file: !170, line: 194, type: !197, scopeLine: 194, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!207 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE6rbeginEv", scope: !169, file: !170, line: 198, type: !208, scopeLine: 198, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!208 = !DISubroutineType(types: !209)
!209 = !{!210, !203}
!210 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !169, file: !170, line: 117, baseType: !211, flags: DIFlagPublic)
!211 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<const char *>", scope: !10, file: !212, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIPKcE")
!212 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!213 = !DISubprogram(name: "rend", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE4rendEv", scope: !169, file: !170, line: 202, type: !208, scopeLine: 202, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!214 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE7crbeginEv", scope: !169, file: !170, line: 206, type: !208, scopeLine: 206, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!215 = !DISubprogram(name: "crend", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE5crendEv", scope: !169, file: !170, line: 210, type: !208, scopeLine: 210, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!216 = !DISubprogram(name: "size", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE4sizeEv", scope: !169, file: !170, line: 216, type: !217, scopeLine: 216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!217 = !DISubroutineType(types: !218)
!218 = !{!174, !203}
!219 = !DISubprogram(name: "length", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE6lengthEv", scope: !169, file: !170, line: 220, type: !217, scopeLine: 220, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!220 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE8max_sizeEv", scope: !169, file: !170, line: 224, type: !217, scopeLine: 224, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!221 = !DISubprogram(name: "empty", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE5emptyEv", scope: !169, file: !170, line: 231, type: !222, scopeLine: 231, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!222 = !DISubroutineType(types: !223)
!223 = !{!128, !203}
!224 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEEixEm", scope: !169, file: !170, line: 237, type: !225, scopeLine: 237, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!225 = !DISubroutineType(types: !226)
!226 = !{!227, !203, !174}
!227 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !169, file: !170, line: 114, baseType: !228, flags: DIFlagPublic)
!228 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !201, size: 64)
!229 = !DISubprogram(name: "at", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE2atEm", scope: !169, file: !170, line: 244, type: !225, scopeLine: 244, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!230 = !DISubprogram(name: "front", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE5frontEv", scope: !169, file: !170, line: 254, type: !231, scopeLine: 254, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!231 = !DISubroutineType(types: !232)
!232 = !{!227, !203}
!233 = !DISubprogram(name: "back", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE4backEv", scope: !169, file: !170, line: 261, type: !231, scopeLine: 261, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!234 = !DISubprogram(name: "data", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE4dataEv", scope: !169, file: !170, line: 268, type: !235, scopeLine: 268, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!235 = !DISubroutineType(types: !236)
!236 = !{!237, !203}
!237 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !169, file: !170, line: 112, baseType: !200, flags: DIFlagPublic)
!238 = !DISubprogram(name: "remove_prefix", linkageName: "_ZNSt17basic_string_viewIcSt11char_traitsIcEE13remove_prefixEm", scope: !169, file: !170, line: 274, type: !239, scopeLine: 274, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!239 = !DISubroutineType(types: !240)
!240 = !{null, !180, !174}
!241 = !DISubprogram(name: "remove_suffix", linkageName: "_ZNSt17basic_string_viewIcSt11char_traitsIcEE13remove_suffixEm", scope: !169, file: !170, line: 282, type: !239, scopeLine: 282, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!242 = !DISubprogram(name: "swap", linkageName: "_ZNSt17basic_string_viewIcSt11char_traitsIcEE4swapERS2_", scope: !169, file: !170, line: 286, type: !243, scopeLine: 286, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!243 = !DISubroutineType(types: !244)
!244 = !{null, !180, !195}
!245 = !DISubprogram(name: "copy", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE4copyEPcmm", scope: !169, file: !170, line: 297, type: !246, scopeLine: 297, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!246 = !DISubroutineType(types: !247)
!247 = !{!248, !203, !28, !174, !174}
!248 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !169, file: !170, line: 119, baseType: !70, flags: DIFlagPublic)
!249 = !DISubprogram(name: "substr", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE6substrEmm", scope: !169, file: !170, line: 309, type: !250, scopeLine: 309, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!250 = !DISubroutineType(types: !251)
!251 = !{!169, !203, !174, !174}
!252 = !DISubprogram(name: "compare", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE7compareES2_", scope: !169, file: !170, line: 317, type: !253, scopeLine: 317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!253 = !DISubroutineType(types: !254)
!254 = !{!255, !203, !169}
!255 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!256 = !DISubprogram(name: "compare", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE7compareEmmS2_", scope: !169, file: !170, line: 327, type: !257, scopeLine: 327, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!257 = !DISubroutineType(types: !258)
!258 = !{!255, !203, !174, !174, !169}
!259 = !DISubprogram(name: "compare", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE7compareEmmS2_mm", scope: !169, file: !170, line: 331, type: !260, scopeLine: 331, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!260 = !DISubroutineType(types: !261)
!261 = !{!255, !203, !174, !174, !169, !174, !174}
!262 = !DISubprogram(name: "compare", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE7compareEPKc", scope: !169, file: !170, line: 338, type: !263, scopeLine: 338, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!263 = !DISubroutineType(types: !264)
!264 = !{!255, !203, !62}
!265 = !DISubprogram(name: "compare", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE7compareEmmPKc", scope: !169, file: !170, line: 342, type: !266, scopeLine: 342, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!266 = !DISubroutineType(types: !267)
!267 = !{!255, !203, !174, !174, !62}
!268 = !DISubprogram(name: "compare", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE7compareEmmPKcm", scope: !169, file: !170, line: 346, type: !269, scopeLine: 346, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!269 = !DISubroutineType(types: !270)
!270 = !{!255, !203, !174, !174, !62, !174}
!271 = !DISubprogram(name: "find", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE4findES2_m", scope: !169, file: !170, line: 403, type: !272, scopeLine: 403, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!272 = !DISubroutineType(types: !273)
!273 = !{!248, !203, !169, !174}
!274 = !DISubprogram(name: "find", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE4findEcm", scope: !169, file: !170, line: 407, type: !275, scopeLine: 407, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!275 = !DISubroutineType(types: !276)
!276 = !{!248, !203, !29, !174}
!277 = !DISubprogram(name: "find", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE4findEPKcmm", scope: !169, file: !170, line: 410, type: !278, scopeLine: 410, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!278 = !DISubroutineType(types: !279)
!279 = !{!248, !203, !62, !174, !174}
!280 = !DISubprogram(name: "find", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE4findEPKcm", scope: !169, file: !170, line: 413, type: !281, scopeLine: 413, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!281 = !DISubroutineType(types: !282)
!282 = !{!248, !203, !62, !174}
!283 = !DISubprogram(name: "rfind", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE5rfindES2_m", scope: !169, file: !170, line: 417, type: !272, scopeLine: 417, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!284 = !DISubprogram(name: "rfind", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE5rfindEcm", scope: !169, file: !170, line: 421, type: !275, scopeLine: 421, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!285 = !DISubprogram(name: "rfind", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE5rfindEPKcmm", scope: !169, file: !170, line: 424, type: !278, scopeLine: 424, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!286 = !DISubprogram(name: "rfind", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE5rfindEPKcm", scope: !169, file: !170, line: 427, type: !281, scopeLine: 427, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!287 = !DISubprogram(name: "find_first_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE13find_first_ofES2_m", scope: !169, file: !170, line: 431, type: !272, scopeLine: 431, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!288 = !DISubprogram(name: "find_first_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE13find_first_ofEcm", scope: !169, file: !170, line: 435, type: !275, scopeLine: 435, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!289 = !DISubprogram(name: "find_first_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE13find_first_ofEPKcmm", scope: !169, file: !170, line: 439, type: !278, scopeLine: 439, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!290 = !DISubprogram(name: "find_first_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE13find_first_ofEPKcm", scope: !169, file: !170, line: 443, type: !281, scopeLine: 443, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!291 = !DISubprogram(name: "find_last_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE12find_last_ofES2_m", scope: !169, file: !170, line: 447, type: !272, scopeLine: 447, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!292 = !DISubprogram(name: "find_last_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE12find_last_ofEcm", scope: !169, file: !170, line: 452, type: !275, scopeLine: 452, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!293 = !DISubprogram(name: "find_last_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE12find_last_ofEPKcmm", scope: !169, file: !170, line: 456, type: !278, scopeLine: 456, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!294 = !DISubprogram(name: "find_last_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE12find_last_ofEPKcm", scope: !169, file: !170, line: 460, type: !281, scopeLine: 460, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!295 = !DISubprogram(name: "find_first_not_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE17find_first_not_ofES2_m", scope: !169, file: !170, line: 464, type: !272, scopeLine: 464, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!296 = !DISubprogram(name: "find_first_not_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE17find_first_not_ofEcm", scope: !169, file: !170, line: 469, type: !275, scopeLine: 469, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!297 = !DISubprogram(name: "find_first_not_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE17find_first_not_ofEPKcmm", scope: !169, file: !170, line: 472, type: !278, scopeLine: 472, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!298 = !DISubprogram(name: "find_first_not_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE17find_first_not_ofEPKcm", scope: !169, file: !170, line: 476, type: !281, scopeLine: 476, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!299 = !DISubprogram(name: "find_last_not_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE16find_last_not_ofES2_m", scope: !169, file: !170, line: 483, type: !272, scopeLine: 483, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!300 = !DISubprogram(name: "find_last_not_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE16find_last_not_ofEcm", scope: !169, file: !170, line: 488, type: !275, scopeLine: 488, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!301 = !DISubprogram(name: "find_last_not_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE16find_last_not_ofEPKcmm", scope: !169, file: !170, line: 491, type: !278, scopeLine: 491, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!302 = !DISubprogram(name: "find_last_not_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE16find_last_not_ofEPKcm", scope: !169, file: !170, line: 495, type: !281, scopeLine: 495, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!303 = !DISubprogram(name: "_S_compare", linkageName: "_ZNSt17basic_string_viewIcSt11char_traitsIcEE10_S_compareEmm", scope: !169, file: !170, line: 505, type: !304, scopeLine: 505, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!304 = !DISubroutineType(types: !305)
!305 = !{!255, !174, !174}
!306 = !{!307, !308}
!307 = !DITemplateTypeParameter(name: "_CharT", type: !29)
!308 = !DITemplateTypeParameter(name: "_Traits", type: !309, defaulted: true)
!309 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "char_traits<char>", scope: !10, file: !310, line: 335, size: 8, flags: DIFlagTypePassByValue, elements: !311, templateParams: !359, identifier: "_ZTSSt11char_traitsIcE")
!310 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/char_traits.h", directory: "")
!311 = !{!312, !319, !322, !323, !327, !330, !333, !337, !338, !341, !347, !350, !353, !356}
!312 = !DISubprogram(name: "assign", linkageName: "_ZNSt11char_traitsIcE6assignERcRKc", scope: !309, file: !310, line: 347, type: !313, scopeLine: 347, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!313 = !DISubroutineType(types: !314)
!314 = !{null, !315, !317}
!315 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !316, size: 64)
!316 = !DIDerivedType(tag: DW_TAG_typedef, name: "char_type", scope: !309, file: !310, line: 337, baseType: !29)
!317 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !318, size: 64)
!318 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !316)
!319 = !DISubprogram(name: "eq", linkageName: "_ZNSt11char_traitsIcE2eqERKcS2_", scope: !309, file: !310, line: 358, type: !320, scopeLine: 358, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!320 = !DISubroutineType(types: !321)
!321 = !{!128, !317, !317}
!322 = !DISubprogram(name: "lt", linkageName: "_ZNSt11char_traitsIcE2ltERKcS2_", scope: !309, file: !310, line: 362, type: !320, scopeLine: 362, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!323 = !DISubprogram(name: "compare", linkageName: "_ZNSt11char_traitsIcE7compareEPKcS2_m", scope: !309, file: !310, line: 370, type: !324, scopeLine: 370, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!324 = !DISubroutineType(types: !325)
!325 = !{!255, !326, !326, !70}
!326 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !318, size: 64)
!327 = !DISubprogram(name: "length", linkageName: "_ZNSt11char_traitsIcE6lengthEPKc", scope: !309, file: !310, line: 389, type: !328, scopeLine: 389, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!328 = !DISubroutineType(types: !329)
!329 = !{!70, !326}
!330 = !DISubprogram(name: "find", linkageName: "_ZNSt11char_traitsIcE4findEPKcmRS1_", scope: !309, file: !310, line: 399, type: !331, scopeLine: 399, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!331 = !DISubroutineType(types: !332)
!332 = !{!326, !326, !70, !317}
!333 = !DISubprogram(name: "move", linkageName: "_ZNSt11char_traitsIcE4moveEPcPKcm", scope: !309, file: !310, line: 411, type: !334, scopeLine: 411, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!334 = !DISubroutineType(types: !335)
!335 = !{!336, !336, !326, !70}
!336 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !316, size: 64)
!337 = !DISubprogram(name: "copy", linkageName: "_ZNSt11char_traitsIcE4copyEPcPKcm", scope: !309, file: !310, line: 423, type: !334, scopeLine: 423, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!338 = !DISubprogram(name: "assign", linkageName: "_ZNSt11char_traitsIcE6assignEPcmc", scope: !309, file: !310, line: 435, type: !339, scopeLine: 435, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!339 = !DISubroutineType(types: !340)
!340 = !{!336, !336, !70, !316}
!341 = !DISubprogram(name: "to_char_type", linkageName: "_ZNSt11char_traitsIcE12to_char_typeERKi", scope: !309, file: !310, line: 447, type: !342, scopeLine: 447, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!342 = !DISubroutineType(types: !343)
!343 = !{!316, !344}
!344 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !345, size: 64)
!345 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !346)
!346 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_type", scope: !309, file: !310, line: 338, baseType: !255)
!347 = !DISubprogram(name: "to_int_type", linkageName: "_ZNSt11char_traitsIcE11to_int_typeERKc", scope: !309, file: !310, line: 453, type: !348, scopeLine: 453, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!348 = !DISubroutineType(types: !349)
!349 = !{!346, !317}
!350 = !DISubprogram(name: "eq_int_type", linkageName: "_ZNSt11char_traitsIcE11eq_int_typeERKiS2_", scope: !309, file: !310, line: 457, type: !351, scopeLine: 457, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!351 = !DISubroutineType(types: !352)
!352 = !{!128, !344, !344}
!353 = !DISubprogram(name: "eof", linkageName: "_ZNSt11char_traitsIcE3eofEv", scope: !309, file: !310, line: 461, type: !354, scopeLine: 461, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!354 = !DISubroutineType(types: !355)
!355 = !{!346}
!356 = !DISubprogram(name: "not_eof", linkageName: "_ZNSt11char_traitsIcE7not_eofERKi", scope: !309, file: !310, line: 465, type: !357, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!357 = !DISubroutineType(types: !358)
!358 = !{!346, !344}
!359 = !{!307}
!360 = !DISubprogram(name: "basic_string", scope: !7, file: !6, line: 187, type: !361, scopeLine: 187, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!361 = !DISubroutineType(types: !362)
!362 = !{null, !363, !364, !91}
!363 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!364 = !DICompositeType(tag: DW_TAG_structure_type, name: "__sv_wrapper", scope: !7, file: !6, line: 171, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12__sv_wrapperE")
!365 = !DISubprogram(name: "_M_data", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_M_dataEPc", scope: !7, file: !6, line: 223, type: !366, scopeLine: 223, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!366 = !DISubroutineType(types: !367)
!367 = !{null, !363, !146}
!368 = !DISubprogram(name: "_M_length", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_lengthEm", scope: !7, file: !6, line: 228, type: !369, scopeLine: 228, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!369 = !DISubroutineType(types: !370)
!370 = !{null, !363, !14}
!371 = !DISubprogram(name: "_M_data", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_M_dataEv", scope: !7, file: !6, line: 233, type: !372, scopeLine: 233, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!372 = !DISubroutineType(types: !373)
!373 = !{!146, !374}
!374 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !375, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!375 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!376 = !DISubprogram(name: "_M_local_data", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_local_dataEv", scope: !7, file: !6, line: 238, type: !377, scopeLine: 238, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!377 = !DISubroutineType(types: !378)
!378 = !{!146, !363}
!379 = !DISubprogram(name: "_M_local_data", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_local_dataEv", scope: !7, file: !6, line: 249, type: !380, scopeLine: 249, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!380 = !DISubroutineType(types: !381)
!381 = !{!382, !374}
!382 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !7, file: !6, line: 131, baseType: !383, flags: DIFlagPublic)
!383 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !17, file: !16, line: 58, baseType: !384)
!384 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !21, file: !22, line: 423, baseType: !62)
!385 = !DISubprogram(name: "_M_capacity", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE11_M_capacityEm", scope: !7, file: !6, line: 260, type: !369, scopeLine: 260, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!386 = !DISubprogram(name: "_M_set_length", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_set_lengthEm", scope: !7, file: !6, line: 265, type: !369, scopeLine: 265, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!387 = !DISubprogram(name: "_M_is_local", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE11_M_is_localEv", scope: !7, file: !6, line: 273, type: !388, scopeLine: 273, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!388 = !DISubroutineType(types: !389)
!389 = !{!128, !374}
!390 = !DISubprogram(name: "_M_create", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm", scope: !7, file: !6, line: 279, type: !391, scopeLine: 279, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!391 = !DISubroutineType(types: !392)
!392 = !{!146, !363, !393, !14}
!393 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !14, size: 64)
!394 = !DISubprogram(name: "_M_dispose", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_disposeEv", scope: !7, file: !6, line: 283, type: !395, scopeLine: 283, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!395 = !DISubroutineType(types: !396)
!396 = !{null, !363}
!397 = !DISubprogram(name: "_M_destroy", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_destroyEm", scope: !7, file: !6, line: 291, type: !369, scopeLine: 291, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!398 = !DISubprogram(name: "_M_construct", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc", scope: !7, file: !6, line: 335, type: !399, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!399 = !DISubroutineType(types: !400)
!400 = !{null, !363, !14, !29}
!401 = !DISubprogram(name: "_M_get_allocator", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE16_M_get_allocatorEv", scope: !7, file: !6, line: 339, type: !402, scopeLine: 339, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!402 = !DISubroutineType(types: !403)
!403 = !{!404, !363}
!404 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !139, size: 64)
!405 = !DISubprogram(name: "_M_get_allocator", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE16_M_get_allocatorEv", scope: !7, file: !6, line: 344, type: !406, scopeLine: 344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!406 = !DISubroutineType(types: !407)
!407 = !{!408, !374}
!408 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !409, size: 64)
!409 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !139)
!410 = !DISubprogram(name: "_M_use_local_data", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE17_M_use_local_dataEv", scope: !7, file: !6, line: 351, type: !377, scopeLine: 351, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!411 = !DISubprogram(name: "_M_check", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE8_M_checkEmPKc", scope: !7, file: !6, line: 379, type: !412, scopeLine: 379, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!412 = !DISubroutineType(types: !413)
!413 = !{!14, !374, !14, !62}
!414 = !DISubprogram(name: "_M_check_length", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE15_M_check_lengthEmmPKc", scope: !7, file: !6, line: 390, type: !415, scopeLine: 390, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!415 = !DISubroutineType(types: !416)
!416 = !{null, !374, !14, !14, !62}
!417 = !DISubprogram(name: "_M_limit", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE8_M_limitEmm", scope: !7, file: !6, line: 400, type: !418, scopeLine: 400, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!418 = !DISubroutineType(types: !419)
!419 = !{!14, !374, !14, !14}
!420 = !DISubprogram(name: "_M_disjunct", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE11_M_disjunctEPKc", scope: !7, file: !6, line: 408, type: !421, scopeLine: 408, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!421 = !DISubroutineType(types: !422)
!422 = !{!128, !374, !62}
!423 = !DISubprogram(name: "_S_copy", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_S_copyEPcPKcm", scope: !7, file: !6, line: 418, type: !424, scopeLine: 418, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!424 = !DISubroutineType(types: !425)
!425 = !{null, !28, !62, !14}
!426 = !DISubprogram(name: "_S_move", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_S_moveEPcPKcm", scope: !7, file: !6, line: 428, type: !424, scopeLine: 428, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!427 = !DISubprogram(name: "_S_assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_S_assignEPcmc", scope: !7, file: !6, line: 438, type: !428, scopeLine: 438, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!428 = !DISubroutineType(types: !429)
!429 = !{null, !28, !14, !29}
!430 = !DISubprogram(name: "_S_copy_chars", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_S_copy_charsEPcN9__gnu_cxx17__normal_iteratorIS5_S4_EES8_", scope: !7, file: !6, line: 459, type: !431, scopeLine: 459, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!431 = !DISubroutineType(types: !432)
!432 = !{null, !28, !433, !433}
!433 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !7, file: !6, line: 132, baseType: !434, flags: DIFlagPublic)
!434 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<char *, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >", scope: !18, file: !212, line: 1043, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPcNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEEE")
!435 = !DISubprogram(name: "_S_copy_chars", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_S_copy_charsEPcN9__gnu_cxx17__normal_iteratorIPKcS4_EESA_", scope: !7, file: !6, line: 464, type: !436, scopeLine: 464, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!436 = !DISubroutineType(types: !437)
!437 = !{null, !28, !438, !438}
!438 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !7, file: !6, line: 134, baseType: !439, flags: DIFlagPublic)
!439 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const char *, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >", scope: !18, file: !212, line: 1043, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKcNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEEE")
!440 = !DISubprogram(name: "_S_copy_chars", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_S_copy_charsEPcS5_S5_", scope: !7, file: !6, line: 470, type: !441, scopeLine: 470, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!441 = !DISubroutineType(types: !442)
!442 = !{null, !28, !28, !28}
!443 = !DISubprogram(name: "_S_copy_chars", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_S_copy_charsEPcPKcS7_", scope: !7, file: !6, line: 475, type: !444, scopeLine: 475, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!444 = !DISubroutineType(types: !445)
!445 = !{null, !28, !62, !62}
!446 = !DISubprogram(name: "_S_compare", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_S_compareEmm", scope: !7, file: !6, line: 481, type: !447, scopeLine: 481, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!447 = !DISubroutineType(types: !448)
!448 = !{!255, !14, !14}
!449 = !DISubprogram(name: "_M_assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_assignERKS4_", scope: !7, file: !6, line: 495, type: !450, scopeLine: 495, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!450 = !DISubroutineType(types: !451)
!451 = !{null, !363, !452}
!452 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !375, size: 64)
!453 = !DISubprogram(name: "_M_mutate", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_mutateEmmPKcm", scope: !7, file: !6, line: 499, type: !454, scopeLine: 499, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!454 = !DISubroutineType(types: !455)
!455 = !{null, !363, !14, !14, !62, !14}
!456 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE8_M_eraseEmm", scope: !7, file: !6, line: 504, type: !457, scopeLine: 504, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!457 = !DISubroutineType(types: !458)
!458 = !{null, !363, !14, !14}
!459 = !DISubprogram(name: "basic_string", scope: !7, file: !6, line: 515, type: !395, scopeLine: 515, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!460 = !DISubprogram(name: "basic_string", scope: !7, file: !6, line: 528, type: !461, scopeLine: 528, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!461 = !DISubroutineType(types: !462)
!462 = !{null, !363, !91}
!463 = !DISubprogram(name: "basic_string", scope: !7, file: !6, line: 540, type: !450, scopeLine: 540, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!464 = !DISubprogram(name: "basic_string", scope: !7, file: !6, line: 557, type: !465, scopeLine: 557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!465 = !DISubroutineType(types: !466)
!466 = !{null, !363, !452, !14, !91}
!467 = !DISubprogram(name: "basic_string", scope: !7, file: !6, line: 574, type: !468, scopeLine: 574, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!468 = !DISubroutineType(types: !469)
!469 = !{null, !363, !452, !14, !14}
!470 = !DISubprogram(name: "basic_string", scope: !7, file: !6, line: 592, type: !471, scopeLine: 592, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!471 = !DISubroutineType(types: !472)
!472 = !{null, !363, !452, !14, !14, !91}
!473 = !DISubprogram(name: "basic_string", scope: !7, file: !6, line: 612, type: !474, scopeLine: 612, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!474 = !DISubroutineType(types: !475)
!475 = !{null, !363, !62, !14, !91}
!476 = !DISubprogram(name: "basic_string", scope: !7, file: !6, line: 670, type: !477, scopeLine: 670, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!477 = !DISubroutineType(types: !478)
!478 = !{null, !363, !479}
!479 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !7, size: 64)
!480 = !DISubprogram(name: "basic_string", scope: !7, file: !6, line: 698, type: !481, scopeLine: 698, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!481 = !DISubroutineType(types: !482)
!482 = !{null, !363, !483, !91}
!483 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<char>", scope: !10, file: !484, line: 47, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIcE")
!484 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/initializer_list", directory: "")
!485 = !DISubprogram(name: "basic_string", scope: !7, file: !6, line: 703, type: !486, scopeLine: 703, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!486 = !DISubroutineType(types: !487)
!487 = !{null, !363, !452, !91}
!488 = !DISubprogram(name: "basic_string", scope: !7, file: !6, line: 708, type: !489, scopeLine: 708, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!489 = !DISubroutineType(types: !490)
!490 = !{null, !363, !479, !91}
!491 = !DISubprogram(name: "~basic_string", scope: !7, file: !6, line: 794, type: !395, scopeLine: 794, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!492 = !DISubprogram(name: "operator=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEaSERKS4_", scope: !7, file: !6, line: 803, type: !493, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!493 = !DISubroutineType(types: !494)
!494 = !{!495, !363, !452}
!495 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 64)
!496 = !DISubprogram(name: "operator=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEaSEPKc", scope: !7, file: !6, line: 814, type: !497, scopeLine: 814, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!497 = !DISubroutineType(types: !498)
!498 = !{!495, !363, !62}
!499 = !DISubprogram(name: "operator=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEaSEc", scope: !7, file: !6, line: 826, type: !500, scopeLine: 826, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!500 = !DISubroutineType(types: !501)
!501 = !{!495, !363, !29}
!502 = !DISubprogram(name: "operator=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEaSEOS4_", scope: !7, file: !6, line: 844, type: !503, scopeLine: 844, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!503 = !DISubroutineType(types: !504)
!504 = !{!495, !363, !479}
!505 = !DISubprogram(name: "operator=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEaSESt16initializer_listIcE", scope: !7, file: !6, line: 913, type: !506, scopeLine: 913, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!506 = !DISubroutineType(types: !507)
!507 = !{!495, !363, !483}
!508 = !DISubprogram(name: "operator basic_string_view", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEcvSt17basic_string_viewIcS2_EEv", scope: !7, file: !6, line: 936, type: !509, scopeLine: 936, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!509 = !DISubroutineType(types: !510)
!510 = !{!168, !374}
!511 = !DISubprogram(name: "begin", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5beginEv", scope: !7, file: !6, line: 947, type: !512, scopeLine: 947, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!512 = !DISubroutineType(types: !513)
!513 = !{!433, !363}
!514 = !DISubprogram(name: "begin", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5beginEv", scope: !7, file: !6, line: 956, type: !515, scopeLine: 956, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!515 = !DISubroutineType(types: !516)
!516 = !{!438, !374}
!517 = !DISubprogram(name: "end", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE3endEv", scope: !7, file: !6, line: 965, type: !512, scopeLine: 965, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!518 = !DISubprogram(name: "end", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE3endEv", scope: !7, file: !6, line: 974, type: !515, scopeLine: 974, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!519 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6rbeginEv", scope: !7, file: !6, line: 984, type: !520, scopeLine: 984, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!520 = !DISubroutineType(types: !521)
!521 = !{!522, !363}
!522 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !7, file: !6, line: 136, baseType: !523, flags: DIFlagPublic)
!523 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<char *, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > > >", scope: !10, file: !212, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPcNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEEEE")
!524 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6rbeginEv", scope: !7, file: !6, line: 994, type: !525, scopeLine: 994, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!525 = !DISubroutineType(types: !526)
!526 = !{!527, !374}
!527 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !7, file: !6, line: 135, baseType: !528, flags: DIFlagPublic)
!528 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const char *, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > > >", scope: !10, file: !212, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKcNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEEEE")
!529 = !DISubprogram(name: "rend", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4rendEv", scope: !7, file: !6, line: 1004, type: !520, scopeLine: 1004, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!530 = !DISubprogram(name: "rend", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4rendEv", scope: !7, file: !6, line: 1014, type: !525, scopeLine: 1014, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!531 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6cbeginEv", scope: !7, file: !6, line: 1024, type: !515, scopeLine: 1024, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!532 = !DISubprogram(name: "cend", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4cendEv", scope: !7, file: !6, line: 1033, type: !515, scopeLine: 1033, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!533 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7crbeginEv", scope: !7, file: !6, line: 1043, type: !525, scopeLine: 1043, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!534 = !DISubprogram(name: "crend", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5crendEv", scope: !7, file: !6, line: 1053, type: !525, scopeLine: 1053, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!535 = !DISubprogram(name: "size", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4sizeEv", scope: !7, file: !6, line: 1063, type: !536, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!536 = !DISubroutineType(types: !537)
!537 = !{!14, !374}
!538 = !DISubprogram(name: "length", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6lengthEv", scope: !7, file: !6, line: 1070, type: !536, scopeLine: 1070, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!539 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE8max_sizeEv", scope: !7, file: !6, line: 1076, type: !536, scopeLine: 1076, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!540 = !DISubprogram(name: "resize", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6resizeEmc", scope: !7, file: !6, line: 1091, type: !399, scopeLine: 1091, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!541 = !DISubprogram(name: "resize", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6resizeEm", scope: !7, file: !6, line: 1105, type: !369, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!542 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13shrink_to_fitEv", scope: !7, file: !6, line: 1114, type: !395, scopeLine: 1114, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!543 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE8capacityEv", scope: !7, file: !6, line: 1132, type: !536, scopeLine: 1132, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!544 = !DISubprogram(name: "reserve", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7reserveEm", scope: !7, file: !6, line: 1157, type: !369, scopeLine: 1157, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!545 = !DISubprogram(name: "reserve", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7reserveEv", scope: !7, file: !6, line: 1167, type: !395, scopeLine: 1167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!546 = !DISubprogram(name: "clear", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5clearEv", scope: !7, file: !6, line: 1174, type: !395, scopeLine: 1174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!547 = !DISubprogram(name: "empty", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5emptyEv", scope: !7, file: !6, line: 1183, type: !388, scopeLine: 1183, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!548 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEixEm", scope: !7, file: !6, line: 1199, type: !549, scopeLine: 1199, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!549 = !DISubroutineType(types: !550)
!550 = !{!551, !374, !14}
!551 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !7, file: !6, line: 129, baseType: !552, flags: DIFlagPublic)
!552 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !17, file: !16, line: 63, baseType: !553)
!553 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !554, size: 64)
!554 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !555)
!555 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !17, file: !16, line: 56, baseType: !556)
!556 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !21, file: !22, line: 417, baseType: !29)
!557 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEixEm", scope: !7, file: !6, line: 1217, type: !558, scopeLine: 1217, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!558 = !DISubroutineType(types: !559)
!559 = !{!560, !363, !14}
!560 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !7, file: !6, line: 128, baseType: !561, flags: DIFlagPublic)
!561 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !17, file: !16, line: 62, baseType: !562)
!562 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !555, size: 64)
!563 = !DISubprogram(name: "at", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE2atEm", scope: !7, file: !6, line: 1239, type: !549, scopeLine: 1239, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!564 = !DISubprogram(name: "at", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE2atEm", scope: !7, file: !6, line: 1261, type: !558, scopeLine: 1261, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!565 = !DISubprogram(name: "front", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5frontEv", scope: !7, file: !6, line: 1278, type: !566, scopeLine: 1278, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!566 = !DISubroutineType(types: !567)
!567 = !{!560, !363}
!568 = !DISubprogram(name: "front", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5frontEv", scope: !7, file: !6, line: 1290, type: !569, scopeLine: 1290, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!569 = !DISubroutineType(types: !570)
!570 = !{!551, !374}
!571 = !DISubprogram(name: "back", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4backEv", scope: !7, file: !6, line: 1302, type: !566, scopeLine: 1302, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!572 = !DISubprogram(name: "back", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4backEv", scope: !7, file: !6, line: 1314, type: !569, scopeLine: 1314, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!573 = !DISubprogram(name: "operator+=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEpLERKS4_", scope: !7, file: !6, line: 1329, type: !493, scopeLine: 1329, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!574 = !DISubprogram(name: "operator+=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEpLEPKc", scope: !7, file: !6, line: 1339, type: !497, scopeLine: 1339, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!575 = !DISubprogram(name: "operator+=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEpLEc", scope: !7, file: !6, line: 1349, type: !500, scopeLine: 1349, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!576 = !DISubprogram(name: "operator+=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEpLESt16initializer_listIcE", scope: !7, file: !6, line: 1363, type: !506, scopeLine: 1363, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!577 = !DISubprogram(name: "append", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6appendERKS4_", scope: !7, file: !6, line: 1387, type: !493, scopeLine: 1387, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!578 = !DISubprogram(name: "append", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6appendERKS4_mm", scope: !7, file: !6, line: 1405, type: !579, scopeLine: 1405, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!579 = !DISubroutineType(types: !580)
!580 = !{!495, !363, !452, !14, !14}
!581 = !DISubprogram(name: "append", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6appendEPKcm", scope: !7, file: !6, line: 1418, type: !582, scopeLine: 1418, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!582 = !DISubroutineType(types: !583)
!583 = !{!495, !363, !62, !14}
!584 = !DISubprogram(name: "append", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6appendEPKc", scope: !7, file: !6, line: 1432, type: !497, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!585 = !DISubprogram(name: "append", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6appendEmc", scope: !7, file: !6, line: 1450, type: !586, scopeLine: 1450, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!586 = !DISubroutineType(types: !587)
!587 = !{!495, !363, !14, !29}
!588 = !DISubprogram(name: "append", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6appendESt16initializer_listIcE", scope: !7, file: !6, line: 1461, type: !506, scopeLine: 1461, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!589 = !DISubprogram(name: "push_back", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9push_backEc", scope: !7, file: !6, line: 1524, type: !590, scopeLine: 1524, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!590 = !DISubroutineType(types: !591)
!591 = !{null, !363, !29}
!592 = !DISubprogram(name: "assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6assignERKS4_", scope: !7, file: !6, line: 1540, type: !493, scopeLine: 1540, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!593 = !DISubprogram(name: "assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6assignEOS4_", scope: !7, file: !6, line: 1586, type: !503, scopeLine: 1586, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!594 = !DISubprogram(name: "assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6assignERKS4_mm", scope: !7, file: !6, line: 1610, type: !579, scopeLine: 1610, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!595 = !DISubprogram(name: "assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6assignEPKcm", scope: !7, file: !6, line: 1627, type: !582, scopeLine: 1627, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!596 = !DISubprogram(name: "assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6assignEPKc", scope: !7, file: !6, line: 1644, type: !497, scopeLine: 1644, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!597 = !DISubprogram(name: "assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6assignEmc", scope: !7, file: !6, line: 1662, type: !586, scopeLine: 1662, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!598 = !DISubprogram(name: "assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6assignESt16initializer_listIcE", scope: !7, file: !6, line: 1692, type: !506, scopeLine: 1692, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!599 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEN9__gnu_cxx17__normal_iteratorIPKcS4_EEmc", scope: !7, file: !6, line: 1749, type: !600, scopeLine: 1749, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!600 = !DISubroutineType(types: !601)
!601 = !{!433, !363, !438, !14, !29}
!602 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEN9__gnu_cxx17__normal_iteratorIPKcS4_EESt16initializer_listIcE", scope: !7, file: !6, line: 1829, type: !603, scopeLine: 1829, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!603 = !DISubroutineType(types: !604)
!604 = !{!433, !363, !438, !483}
!605 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEmRKS4_", scope: !7, file: !6, line: 1857, type: !606, scopeLine: 1857, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!606 = !DISubroutineType(types: !607)
!607 = !{!495, !363, !14, !452}
!608 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEmRKS4_mm", scope: !7, file: !6, line: 1881, type: !609, scopeLine: 1881, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!609 = !DISubroutineType(types: !610)
!610 = !{!495, !363, !14, !452, !14, !14}
!611 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEmPKcm", scope: !7, file: !6, line: 1905, type: !612, scopeLine: 1905, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!612 = !DISubroutineType(types: !613)
!613 = !{!495, !363, !14, !62, !14}
!614 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEmPKc", scope: !7, file: !6, line: 1925, type: !615, scopeLine: 1925, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!615 = !DISubroutineType(types: !616)
!616 = !{!495, !363, !14, !62}
!617 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEmmc", scope: !7, file: !6, line: 1950, type: !618, scopeLine: 1950, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!618 = !DISubroutineType(types: !619)
!619 = !{!495, !363, !14, !14, !29}
!620 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEN9__gnu_cxx17__normal_iteratorIPKcS4_EEc", scope: !7, file: !6, line: 1969, type: !621, scopeLine: 1969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!621 = !DISubroutineType(types: !622)
!622 = !{!433, !363, !623, !29}
!623 = !DIDerivedType(tag: DW_TAG_typedef, name: "__const_iterator", scope: !7, file: !6, line: 146, baseType: !438, flags: DIFlagProtected)
!624 = !DISubprogram(name: "erase", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5eraseEmm", scope: !7, file: !6, line: 2032, type: !625, scopeLine: 2032, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!625 = !DISubroutineType(types: !626)
!626 = !{!495, !363, !14, !14}
!627 = !DISubprogram(name: "erase", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5eraseEN9__gnu_cxx17__normal_iteratorIPKcS4_EE", scope: !7, file: !6, line: 2052, type: !628, scopeLine: 2052, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!628 = !DISubroutineType(types: !629)
!629 = !{!433, !363, !623}
!630 = !DISubprogram(name: "erase", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5eraseEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_", scope: !7, file: !6, line: 2072, type: !631, scopeLine: 2072, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!631 = !DISubroutineType(types: !632)
!632 = !{!433, !363, !623, !623}
!633 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE8pop_backEv", scope: !7, file: !6, line: 2092, type: !395, scopeLine: 2092, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!634 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEmmRKS4_", scope: !7, file: !6, line: 2118, type: !635, scopeLine: 2118, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!635 = !DISubroutineType(types: !636)
!636 = !{!495, !363, !14, !14, !452}
!637 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEmmRKS4_mm", scope: !7, file: !6, line: 2141, type: !638, scopeLine: 2141, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!638 = !DISubroutineType(types: !639)
!639 = !{!495, !363, !14, !14, !452, !14, !14}
!640 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEmmPKcm", scope: !7, file: !6, line: 2167, type: !641, scopeLine: 2167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!641 = !DISubroutineType(types: !642)
!642 = !{!495, !363, !14, !14, !62, !14}
!643 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEmmPKc", scope: !7, file: !6, line: 2193, type: !644, scopeLine: 2193, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!644 = !DISubroutineType(types: !645)
!645 = !{!495, !363, !14, !14, !62}
!646 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEmmmc", scope: !7, file: !6, line: 2218, type: !647, scopeLine: 2218, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!647 = !DISubroutineType(types: !648)
!648 = !{!495, !363, !14, !14, !14, !29}
!649 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_RKS4_", scope: !7, file: !6, line: 2237, type: !650, scopeLine: 2237, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!650 = !DISubroutineType(types: !651)
!651 = !{!495, !363, !623, !623, !452}
!652 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_S8_m", scope: !7, file: !6, line: 2258, type: !653, scopeLine: 2258, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!653 = !DISubroutineType(types: !654)
!654 = !{!495, !363, !623, !623, !62, !14}
!655 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_S8_", scope: !7, file: !6, line: 2281, type: !656, scopeLine: 2281, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!656 = !DISubroutineType(types: !657)
!657 = !{!495, !363, !623, !623, !62}
!658 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_mc", scope: !7, file: !6, line: 2303, type: !659, scopeLine: 2303, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!659 = !DISubroutineType(types: !660)
!660 = !{!495, !363, !623, !623, !14, !29}
!661 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_PcSA_", scope: !7, file: !6, line: 2362, type: !662, scopeLine: 2362, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!662 = !DISubroutineType(types: !663)
!663 = !{!495, !363, !623, !623, !28, !28}
!664 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_S8_S8_", scope: !7, file: !6, line: 2374, type: !665, scopeLine: 2374, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!665 = !DISubroutineType(types: !666)
!666 = !{!495, !363, !623, !623, !62, !62}
!667 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_NS6_IPcS4_EESB_", scope: !7, file: !6, line: 2386, type: !668, scopeLine: 2386, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!668 = !DISubroutineType(types: !669)
!669 = !{!495, !363, !623, !623, !433, !433}
!670 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_S9_S9_", scope: !7, file: !6, line: 2398, type: !671, scopeLine: 2398, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!671 = !DISubroutineType(types: !672)
!672 = !{!495, !363, !623, !623, !438, !438}
!673 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_St16initializer_listIcE", scope: !7, file: !6, line: 2424, type: !674, scopeLine: 2424, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!674 = !DISubroutineType(types: !675)
!675 = !{!495, !363, !438, !438, !483}
!676 = !DISubprogram(name: "_M_replace_aux", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE14_M_replace_auxEmmmc", scope: !7, file: !6, line: 2504, type: !647, scopeLine: 2504, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!677 = !DISubprogram(name: "_M_replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm", scope: !7, file: !6, line: 2509, type: !678, scopeLine: 2509, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!678 = !DISubroutineType(types: !679)
!679 = !{!495, !363, !14, !14, !62, !13}
!680 = !DISubprogram(name: "_M_append", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm", scope: !7, file: !6, line: 2514, type: !582, scopeLine: 2514, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!681 = !DISubprogram(name: "copy", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4copyEPcmm", scope: !7, file: !6, line: 2532, type: !682, scopeLine: 2532, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!682 = !DISubroutineType(types: !683)
!683 = !{!14, !374, !28, !14, !14}
!684 = !DISubprogram(name: "swap", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4swapERS4_", scope: !7, file: !6, line: 2543, type: !685, scopeLine: 2543, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!685 = !DISubroutineType(types: !686)
!686 = !{null, !363, !495}
!687 = !DISubprogram(name: "c_str", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5c_strEv", scope: !7, file: !6, line: 2554, type: !688, scopeLine: 2554, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!688 = !DISubroutineType(types: !689)
!689 = !{!62, !374}
!690 = !DISubprogram(name: "data", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4dataEv", scope: !7, file: !6, line: 2567, type: !688, scopeLine: 2567, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!691 = !DISubprogram(name: "data", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4dataEv", scope: !7, file: !6, line: 2579, type: !692, scopeLine: 2579, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!692 = !DISubroutineType(types: !693)
!693 = !{!28, !363}
!694 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13get_allocatorEv", scope: !7, file: !6, line: 2588, type: !695, scopeLine: 2588, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!695 = !DISubroutineType(types: !696)
!696 = !{!139, !374}
!697 = !DISubprogram(name: "find", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4findEPKcmm", scope: !7, file: !6, line: 2605, type: !698, scopeLine: 2605, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!698 = !DISubroutineType(types: !699)
!699 = !{!14, !374, !62, !14, !14}
!700 = !DISubprogram(name: "find", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4findERKS4_m", scope: !7, file: !6, line: 2620, type: !701, scopeLine: 2620, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!701 = !DISubroutineType(types: !702)
!702 = !{!14, !374, !452, !14}
!703 = !DISubprogram(name: "find", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4findEPKcm", scope: !7, file: !6, line: 2654, type: !704, scopeLine: 2654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!704 = !DISubroutineType(types: !705)
!705 = !{!14, !374, !62, !14}
!706 = !DISubprogram(name: "find", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4findEcm", scope: !7, file: !6, line: 2672, type: !707, scopeLine: 2672, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!707 = !DISubroutineType(types: !708)
!708 = !{!14, !374, !29, !14}
!709 = !DISubprogram(name: "rfind", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5rfindERKS4_m", scope: !7, file: !6, line: 2686, type: !701, scopeLine: 2686, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!710 = !DISubprogram(name: "rfind", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5rfindEPKcmm", scope: !7, file: !6, line: 2722, type: !698, scopeLine: 2722, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!711 = !DISubprogram(name: "rfind", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5rfindEPKcm", scope: !7, file: !6, line: 2737, type: !704, scopeLine: 2737, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!712 = !DISubprogram(name: "rfind", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5rfindEcm", scope: !7, file: !6, line: 2755, type: !707, scopeLine: 2755, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!713 = !DISubprogram(name: "find_first_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13find_first_ofERKS4_m", scope: !7, file: !6, line: 2770, type: !701, scopeLine: 2770, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!714 = !DISubprogram(name: "find_first_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13find_first_ofEPKcmm", scope: !7, file: !6, line: 2807, type: !698, scopeLine: 2807, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!715 = !DISubprogram(name: "find_first_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13find_first_ofEPKcm", scope: !7, file: !6, line: 2822, type: !704, scopeLine: 2822, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!716 = !DISubprogram(name: "find_first_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13find_first_ofEcm", scope: !7, file: !6, line: 2843, type: !707, scopeLine: 2843, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!717 = !DISubprogram(name: "find_last_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12find_last_ofERKS4_m", scope: !7, file: !6, line: 2859, type: !701, scopeLine: 2859, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!718 = !DISubprogram(name: "find_last_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12find_last_ofEPKcmm", scope: !7, file: !6, line: 2896, type: !698, scopeLine: 2896, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!719 = !DISubprogram(name: "find_last_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12find_last_ofEPKcm", scope: !7, file: !6, line: 2911, type: !704, scopeLine: 2911, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!720 = !DISubprogram(name: "find_last_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12find_last_ofEcm", scope: !7, file: !6, line: 2932, type: !707, scopeLine: 2932, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!721 = !DISubprogram(name: "find_first_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE17find_first_not_ofERKS4_m", scope: !7, file: !6, line: 2947, type: !701, scopeLine: 2947, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!722 = !DISubprogram(name: "find_first_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE17find_first_not_ofEPKcmm", scope: !7, file: !6, line: 2984, type: !698, scopeLine: 2984, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!723 = !DISubprogram(name: "find_first_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE17find_first_not_ofEPKcm", scope: !7, file: !6, line: 2999, type: !704, scopeLine: 2999, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!724 = !DISubprogram(name: "find_first_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE17find_first_not_ofEcm", scope: !7, file: !6, line: 3018, type: !707, scopeLine: 3018, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!725 = !DISubprogram(name: "find_last_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE16find_last_not_ofERKS4_m", scope: !7, file: !6, line: 3034, type: !701, scopeLine: 3034, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!726 = !DISubprogram(name: "find_last_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE16find_last_not_ofEPKcmm", scope: !7, file: !6, line: 3071, type: !698, scopeLine: 3071, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!727 = !DISubprogram(name: "find_last_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE16find_last_not_ofEPKcm", scope: !7, file: !6, line: 3086, type: !704, scopeLine: 3086, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!728 = !DISubprogram(name: "find_last_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE16find_last_not_ofEcm", scope: !7, file: !6, line: 3105, type: !707, scopeLine: 3105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!729 = !DISubprogram(name: "substr", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6substrEmm", scope: !7, file: !6, line: 3122, type: !730, scopeLine: 3122, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!730 = !DISubroutineType(types: !731)
!731 = !{!7, !374, !14, !14}
!732 = !DISubprogram(name: "compare", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7compareERKS4_", scope: !7, file: !6, line: 3142, type: !733, scopeLine: 3142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!733 = !DISubroutineType(types: !734)
!734 = !{!255, !374, !452}
!735 = !DISubprogram(name: "compare", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7compareEmmRKS4_", scope: !7, file: !6, line: 3239, type: !736, scopeLine: 3239, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!736 = !DISubroutineType(types: !737)
!737 = !{!255, !374, !14, !14, !452}
!738 = !DISubprogram(name: "compare", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7compareEmmRKS4_mm", scope: !7, file: !6, line: 3266, type: !739, scopeLine: 3266, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!739 = !DISubroutineType(types: !740)
!740 = !{!255, !374, !14, !14, !452, !14, !14}
!741 = !DISubprogram(name: "compare", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7compareEPKc", scope: !7, file: !6, line: 3285, type: !742, scopeLine: 3285, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!742 = !DISubroutineType(types: !743)
!743 = !{!255, !374, !62}
!744 = !DISubprogram(name: "compare", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7compareEmmPKc", scope: !7, file: !6, line: 3310, type: !745, scopeLine: 3310, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!745 = !DISubroutineType(types: !746)
!746 = !{!255, !374, !14, !14, !62}
!747 = !DISubprogram(name: "compare", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7compareEmmPKcm", scope: !7, file: !6, line: 3338, type: !748, scopeLine: 3338, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!748 = !DISubroutineType(types: !749)
!749 = !{!255, !374, !14, !14, !62, !14}
!750 = !{!307, !308, !751}
!751 = !DITemplateTypeParameter(name: "_Alloc", type: !32, defaulted: true)
!752 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!753 = !{!754}
!754 = !DIEnumerator(name: "_S_local_capacity", value: 15, isUnsigned: true)
!755 = !{!756, !774, !776, !336, !777, !752, !778, !14, !782, !783, !70, !73, !785, !839, !1218, !169, !7, !136, !32, !38, !1362, !1366, !896, !899, !902, !919, !923, !1005, !786, !1377}
!756 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tracked", file: !3, line: 11, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !757, identifier: "_ZTS7Tracked")
!757 = !{!758, !759, !762, !766, !771}
!758 = !DIDerivedType(tag: DW_TAG_variable, name: "alive", scope: !756, file: !3, line: 12, baseType: !255, flags: DIFlagStaticMember)
!759 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !756, file: !3, line: 13, baseType: !760, size: 256)
!760 = !DIDerivedType(tag: DW_TAG_typedef, name: "string", scope: !10, file: !761, line: 77, baseType: !7)
!761 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/stringfwd.h", directory: "")
!762 = !DISubprogram(name: "Tracked", scope: !756, file: !3, line: 14, type: !763, scopeLine: 14, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!763 = !DISubroutineType(types: !764)
!764 = !{null, !765, !760}
!765 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !756, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!766 = !DISubprogram(name: "Tracked", scope: !756, file: !3, line: 15, type: !767, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!767 = !DISubroutineType(types: !768)
!768 = !{null, !765, !769}
!769 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !770, size: 64)
!770 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !756)
!771 = !DISubprogram(name: "~Tracked", scope: !756, file: !3, line: 16, type: !772, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!772 = !DISubroutineType(types: !773)
!773 = !{null, !765}
!774 = !DICompositeType(tag: DW_TAG_class_type, name: "domain_error", scope: !10, file: !775, line: 153, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt12domain_error")
!775 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/stdexcept", directory: "")
!776 = !DICompositeType(tag: DW_TAG_class_type, name: "runtime_error", scope: !10, file: !775, line: 219, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt13runtime_error")
!777 = !DICompositeType(tag: DW_TAG_class_type, name: "length_error", scope: !10, file: !775, line: 184, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt12length_error")
!778 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !779, size: 64)
!779 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !780)
!780 = !DICompositeType(tag: DW_TAG_class_type, name: "nested_exception", scope: !10, file: !781, line: 52, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16nested_exception")
!781 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/nested_exception.h", directory: "", checksumkind: CSK_MD5, checksum: "6755474390a686b5c656c90169fe7622")
!782 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!783 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !784, line: 458, baseType: !70, flags: DIFlagPublic)
!784 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/stl_vector.h", directory: "", checksumkind: CSK_MD5, checksum: "8db44c3d22440641ac1ba040d9370a58")
!785 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !786, size: 64)
!786 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !788, file: !787, line: 90, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !789, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!787 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/exception_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!788 = !DINamespace(name: "__exception_ptr", scope: !10)
!789 = !{!790, !791, !795, !798, !799, !804, !805, !809, !814, !818, !822, !825, !826, !829, !832}
!790 = !DIDerivedType(tag: DW_TAG_member, name: "_M_exception_object", scope: !786, file: !787, line: 92, baseType: !782, size: 64)
!791 = !DISubprogram(name: "exception_ptr", scope: !786, file: !787, line: 94, type: !792, scopeLine: 94, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!792 = !DISubroutineType(types: !793)
!793 = !{null, !794, !782}
!794 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !786, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!795 = !DISubprogram(name: "_M_addref", linkageName: "_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv", scope: !786, file: !787, line: 96, type: !796, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!796 = !DISubroutineType(types: !797)
!797 = !{null, !794}
!798 = !DISubprogram(name: "_M_release", linkageName: "_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv", scope: !786, file: !787, line: 97, type: !796, scopeLine: 97, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!799 = !DISubprogram(name: "_M_get", linkageName: "_ZNKSt15__exception_ptr13exception_ptr6_M_getEv", scope: !786, file: !787, line: 99, type: !800, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!800 = !DISubroutineType(types: !801)
!801 = !{!782, !802}
!802 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !803, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!803 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !786)
!804 = !DISubprogram(name: "exception_ptr", scope: !786, file: !787, line: 107, type: !796, scopeLine: 107, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!805 = !DISubprogram(name: "exception_ptr", scope: !786, file: !787, line: 109, type: !806, scopeLine: 109, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!806 = !DISubroutineType(types: !807)
!807 = !{null, !794, !808}
!808 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !803, size: 64)
!809 = !DISubprogram(name: "exception_ptr", scope: !786, file: !787, line: 112, type: !810, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!810 = !DISubroutineType(types: !811)
!811 = !{null, !794, !812}
!812 = !DIDerivedType(tag: DW_TAG_typedef, name: "nullptr_t", scope: !10, file: !71, line: 302, baseType: !813)
!813 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "decltype(nullptr)")
!814 = !DISubprogram(name: "exception_ptr", scope: !786, file: !787, line: 116, type: !815, scopeLine: 116, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!815 = !DISubroutineType(types: !816)
!816 = !{null, !794, !817}
!817 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !786, size: 64)
!818 = !DISubprogram(name: "operator=", linkageName: "_ZNSt15__exception_ptr13exception_ptraSERKS0_", scope: !786, file: !787, line: 129, type: !819, scopeLine: 129, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!819 = !DISubroutineType(types: !820)
!820 = !{!821, !794, !808}
!821 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !786, size: 64)
!822 = !DISubprogram(name: "operator=", linkageName: "_ZNSt15__exception_ptr13exception_ptraSEOS0_", scope: !786, file: !787, line: 133, type: !823, scopeLine: 133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!823 = !DISubroutineType(types: !824)
!824 = !{!821, !794, !817}
!825 = !DISubprogram(name: "~exception_ptr", scope: !786, file: !787, line: 140, type: !796, scopeLine: 140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!826 = !DISubprogram(name: "swap", linkageName: "_ZNSt15__exception_ptr13exception_ptr4swapERS0_", scope: !786, file: !787, line: 143, type: !827, scopeLine: 143, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!827 = !DISubroutineType(types: !828)
!828 = !{null, !794, !821}
!829 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt15__exception_ptr13exception_ptrcvbEv", scope: !786, file: !787, line: 155, type: !830, scopeLine: 155, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!830 = !DISubroutineType(types: !831)
!831 = !{!128, !802}
!832 = !DISubprogram(name: "__cxa_exception_type", linkageName: "_ZNKSt15__exception_ptr13exception_ptr20__cxa_exception_typeEv", scope: !786, file: !787, line: 176, type: !833, scopeLine: 176, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!833 = !DISubroutineType(types: !834)
!834 = !{!835, !802}
!835 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !836, size: 64)
!836 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !837)
!837 = !DICompositeType(tag: DW_TAG_class_type, name: "type_info", scope: !10, file: !838, line: 92, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt9type_info")
!838 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/typeinfo", directory: "")
!839 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<std::__exception_ptr::exception_ptr *, std::vector<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr> > >", scope: !18, file: !212, line: 1043, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !840, templateParams: !894, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPNSt15__exception_ptr13exception_ptrESt6vectorIS2_SaIS2_EEEE")
!840 = !{!841, !842, !846, !851, !862, !867, !871, !874, !875, !876, !883, !886, !889, !890, !891}
!841 = !DIDerivedType(tag: DW_TAG_member, name: "_M_current", scope: !839, file: !212, line: 1046, baseType: !785, size: 64, flags: DIFlagProtected)
!842 = !DISubprogram(name: "__normal_iterator", scope: !839, file: !212, line: 1068, type: !843, scopeLine: 1068, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!843 = !DISubroutineType(types: !844)
!844 = !{null, !845}
!845 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !839, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!846 = !DISubprogram(name: "__normal_iterator", scope: !839, file: !212, line: 1072, type: !847, scopeLine: 1072, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!847 = !DISubroutineType(types: !848)
!848 = !{null, !845, !849}
!849 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !850, size: 64)
!850 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !785)
!851 = !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPNSt15__exception_ptr13exception_ptrESt6vectorIS2_SaIS2_EEEdeEv", scope: !839, file: !212, line: 1095, type: !852, scopeLine: 1095, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!852 = !DISubroutineType(types: !853)
!853 = !{!854, !860}
!854 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !839, file: !212, line: 1061, baseType: !855, flags: DIFlagPublic)
!855 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !857, file: !856, line: 216, baseType: !821)
!856 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/stl_iterator_base_types.h", directory: "")
!857 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<std::__exception_ptr::exception_ptr *>", scope: !10, file: !856, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !143, templateParams: !858, identifier: "_ZTSSt15iterator_traitsIPNSt15__exception_ptr13exception_ptrEE")
!858 = !{!859}
!859 = !DITemplateTypeParameter(name: "_Iterator", type: !785)
!860 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !861, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!861 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !839)
!862 = !DISubprogram(name: "operator->", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPNSt15__exception_ptr13exception_ptrESt6vectorIS2_SaIS2_EEEptEv", scope: !839, file: !212, line: 1100, type: !863, scopeLine: 1100, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!863 = !DISubroutineType(types: !864)
!864 = !{!865, !860}
!865 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !839, file: !212, line: 1062, baseType: !866, flags: DIFlagPublic)
!866 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !857, file: !856, line: 215, baseType: !785)
!867 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPNSt15__exception_ptr13exception_ptrESt6vectorIS2_SaIS2_EEEppEv", scope: !839, file: !212, line: 1105, type: !868, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!868 = !DISubroutineType(types: !869)
!869 = !{!870, !845}
!870 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !839, size: 64)
!871 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPNSt15__exception_ptr13exception_ptrESt6vectorIS2_SaIS2_EEEppEi", scope: !839, file: !212, line: 1113, type: !872, scopeLine: 1113, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!872 = !DISubroutineType(types: !873)
!873 = !{!839, !845, !255}
!874 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPNSt15__exception_ptr13exception_ptrESt6vectorIS2_SaIS2_EEEmmEv", scope: !839, file: !212, line: 1119, type: !868, scopeLine: 1119, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!875 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPNSt15__exception_ptr13exception_ptrESt6vectorIS2_SaIS2_EEEmmEi", scope: !839, file: !212, line: 1127, type: !872, scopeLine: 1127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!876 = !DISubprogram(name: "operator[]", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPNSt15__exception_ptr13exception_ptrESt6vectorIS2_SaIS2_EEEixEl", scope: !839, file: !212, line: 1133, type: !877, scopeLine: 1133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!877 = !DISubroutineType(types: !878)
!878 = !{!854, !860, !879}
!879 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !839, file: !212, line: 1060, baseType: !880, flags: DIFlagPublic)
!880 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !857, file: !856, line: 214, baseType: !881)
!881 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", scope: !10, file: !71, line: 299, baseType: !882)
!882 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!883 = !DISubprogram(name: "operator+=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPNSt15__exception_ptr13exception_ptrESt6vectorIS2_SaIS2_EEEpLEl", scope: !839, file: !212, line: 1138, type: !884, scopeLine: 1138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!884 = !DISubroutineType(types: !885)
!885 = !{!870, !845, !879}
!886 = !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPNSt15__exception_ptr13exception_ptrESt6vectorIS2_SaIS2_EEEplEl", scope: !839, file: !212, line: 1143, type: !887, scopeLine: 1143, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!887 = !DISubroutineType(types: !888)
!888 = !{!839, !860, !879}
!889 = !DISubprogram(name: "operator-=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPNSt15__exception_ptr13exception_ptrESt6vectorIS2_SaIS2_EEEmIEl", scope: !839, file: !212, line: 1148, type: !884, scopeLine: 1148, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!890 = !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPNSt15__exception_ptr13exception_ptrESt6vectorIS2_SaIS2_EEEmiEl", scope: !839, file: !212, line: 1153, type: !887, scopeLine: 1153, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!891 = !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPNSt15__exception_ptr13exception_ptrESt6vectorIS2_SaIS2_EEE4baseEv", scope: !839, file: !212, line: 1158, type: !892, scopeLine: 1158, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!892 = !DISubroutineType(types: !893)
!893 = !{!849, !860}
!894 = !{!859, !895}
!895 = !DITemplateTypeParameter(name: "_Container", type: !896)
!896 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr> >", scope: !10, file: !784, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !897, templateParams: !1360, identifier: "_ZTSSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE")
!897 = !{!898, !1099, !1118, !1134, !1135, !1141, !1144, !1147, !1151, !1157, !1160, !1166, !1171, !1175, !1185, !1188, !1191, !1194, !1198, !1199, !1203, !1206, !1209, !1212, !1215, !1219, !1225, !1226, !1227, !1232, !1237, !1238, !1239, !1240, !1241, !1242, !1243, !1246, !1247, !1250, !1251, !1252, !1253, !1256, !1257, !1265, !1272, !1275, !1276, !1277, !1280, !1283, !1284, !1285, !1288, !1291, !1294, !1298, !1299, !1302, !1305, !1308, !1311, !1314, !1317, !1320, !1321, !1322, !1323, !1324, !1327, !1328, !1331, !1332, !1333, !1337, !1340, !1345, !1348, !1351, !1354, !1357}
!898 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !896, baseType: !899, flags: DIFlagProtected, extraData: i32 0)
!899 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr> >", scope: !10, file: !784, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !900, templateParams: !1098, identifier: "_ZTSSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE")
!900 = !{!901, !1049, !1054, !1059, !1063, !1066, !1071, !1074, !1077, !1081, !1084, !1087, !1090, !1091, !1094, !1097}
!901 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !899, file: !784, line: 371, baseType: !902, size: 192)
!902 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !899, file: !784, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !903, identifier: "_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE12_Vector_implE")
!903 = !{!904, !1004, !1029, !1033, !1038, !1042, !1046}
!904 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !902, baseType: !905, extraData: i32 0)
!905 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !899, file: !784, line: 88, baseType: !906)
!906 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !907, file: !16, line: 120, baseType: !1003)
!907 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<std::__exception_ptr::exception_ptr>", scope: !908, file: !16, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !143, templateParams: !957, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaINSt15__exception_ptr13exception_ptrEES2_E6rebindIS2_EE")
!908 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<std::__exception_ptr::exception_ptr>, std::__exception_ptr::exception_ptr>", scope: !18, file: !16, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !909, templateParams: !1001, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaINSt15__exception_ptr13exception_ptrEES2_EE")
!909 = !{!910, !990, !993, !996, !997, !998, !999, !1000}
!910 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !908, baseType: !911, extraData: i32 0)
!911 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<std::__exception_ptr::exception_ptr> >", scope: !10, file: !22, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !912, templateParams: !988, identifier: "_ZTSSt16allocator_traitsISaINSt15__exception_ptr13exception_ptrEEE")
!912 = !{!913, !973, !976, !979, !985}
!913 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaINSt15__exception_ptr13exception_ptrEEE8allocateERS2_m", scope: !911, file: !22, line: 463, type: !914, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!914 = !DISubroutineType(types: !915)
!915 = !{!916, !917, !100}
!916 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !911, file: !22, line: 420, baseType: !785)
!917 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !918, size: 64)
!918 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !911, file: !22, line: 414, baseType: !919)
!919 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<std::__exception_ptr::exception_ptr>", scope: !10, file: !33, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !920, templateParams: !957, identifier: "_ZTSSaINSt15__exception_ptr13exception_ptrEE")
!920 = !{!921, !959, !963, !968, !972}
!921 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !919, baseType: !922, flags: DIFlagPublic, extraData: i32 0)
!922 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<std::__exception_ptr::exception_ptr>", scope: !10, file: !37, line: 47, baseType: !923)
!923 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<std::__exception_ptr::exception_ptr>", scope: !10, file: !39, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !924, templateParams: !957, identifier: "_ZTSSt15__new_allocatorINSt15__exception_ptr13exception_ptrEE")
!924 = !{!925, !929, !934, !935, !941, !947, !950, !953, !956}
!925 = !DISubprogram(name: "__new_allocator", scope: !923, file: !39, line: 80, type: !926, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!926 = !DISubroutineType(types: !927)
!927 = !{null, !928}
!928 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !923, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!929 = !DISubprogram(name: "__new_allocator", scope: !923, file: !39, line: 83, type: !930, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!930 = !DISubroutineType(types: !931)
!931 = !{null, !928, !932}
!932 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !933, size: 64)
!933 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !923)
!934 = !DISubprogram(name: "~__new_allocator", scope: !923, file: !39, line: 90, type: !926, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!935 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorINSt15__exception_ptr13exception_ptrEE7addressERS1_", scope: !923, file: !39, line: 93, type: !936, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!936 = !DISubroutineType(types: !937)
!937 = !{!938, !939, !940}
!938 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !923, file: !39, line: 63, baseType: !785, flags: DIFlagPublic)
!939 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !933, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!940 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !923, file: !39, line: 65, baseType: !821, flags: DIFlagPublic)
!941 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorINSt15__exception_ptr13exception_ptrEE7addressERKS1_", scope: !923, file: !39, line: 97, type: !942, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!942 = !DISubroutineType(types: !943)
!943 = !{!944, !939, !946}
!944 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !923, file: !39, line: 64, baseType: !945, flags: DIFlagPublic)
!945 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !803, size: 64)
!946 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !923, file: !39, line: 66, baseType: !808, flags: DIFlagPublic)
!947 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorINSt15__exception_ptr13exception_ptrEE8allocateEmPKv", scope: !923, file: !39, line: 112, type: !948, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!948 = !DISubroutineType(types: !949)
!949 = !{!785, !928, !69, !73}
!950 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorINSt15__exception_ptr13exception_ptrEE10deallocateEPS1_m", scope: !923, file: !39, line: 142, type: !951, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!951 = !DISubroutineType(types: !952)
!952 = !{null, !928, !785, !69}
!953 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorINSt15__exception_ptr13exception_ptrEE8max_sizeEv", scope: !923, file: !39, line: 167, type: !954, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!954 = !DISubroutineType(types: !955)
!955 = !{!69, !939}
!956 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorINSt15__exception_ptr13exception_ptrEE11_M_max_sizeEv", scope: !923, file: !39, line: 210, type: !954, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!957 = !{!958}
!958 = !DITemplateTypeParameter(name: "_Tp", type: !786)
!959 = !DISubprogram(name: "allocator", scope: !919, file: !33, line: 156, type: !960, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!960 = !DISubroutineType(types: !961)
!961 = !{null, !962}
!962 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !919, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!963 = !DISubprogram(name: "allocator", scope: !919, file: !33, line: 159, type: !964, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!964 = !DISubroutineType(types: !965)
!965 = !{null, !962, !966}
!966 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !967, size: 64)
!967 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !919)
!968 = !DISubprogram(name: "operator=", linkageName: "_ZNSaINSt15__exception_ptr13exception_ptrEEaSERKS1_", scope: !919, file: !33, line: 164, type: !969, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!969 = !DISubroutineType(types: !970)
!970 = !{!971, !962, !966}
!971 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !919, size: 64)
!972 = !DISubprogram(name: "~allocator", scope: !919, file: !33, line: 174, type: !960, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!973 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaINSt15__exception_ptr13exception_ptrEEE8allocateERS2_mPKv", scope: !911, file: !22, line: 477, type: !974, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!974 = !DISubroutineType(types: !975)
!975 = !{!916, !917, !100, !104}
!976 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaINSt15__exception_ptr13exception_ptrEEE10deallocateERS2_PS1_m", scope: !911, file: !22, line: 495, type: !977, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!977 = !DISubroutineType(types: !978)
!978 = !{null, !917, !916, !100}
!979 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaINSt15__exception_ptr13exception_ptrEEE8max_sizeERKS2_", scope: !911, file: !22, line: 547, type: !980, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!980 = !DISubroutineType(types: !981)
!981 = !{!982, !983}
!982 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !911, file: !22, line: 435, baseType: !70)
!983 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !984, size: 64)
!984 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !918)
!985 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaINSt15__exception_ptr13exception_ptrEEE37select_on_container_copy_constructionERKS2_", scope: !911, file: !22, line: 562, type: !986, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!986 = !DISubroutineType(types: !987)
!987 = !{!918, !983}
!988 = !{!989}
!989 = !DITemplateTypeParameter(name: "_Alloc", type: !919)
!990 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaINSt15__exception_ptr13exception_ptrEES2_E17_S_select_on_copyERKS3_", scope: !908, file: !16, line: 97, type: !991, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!991 = !DISubroutineType(types: !992)
!992 = !{!919, !966}
!993 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaINSt15__exception_ptr13exception_ptrEES2_E10_S_on_swapERS3_S5_", scope: !908, file: !16, line: 100, type: !994, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!994 = !DISubroutineType(types: !995)
!995 = !{null, !971, !971}
!996 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaINSt15__exception_ptr13exception_ptrEES2_E27_S_propagate_on_copy_assignEv", scope: !908, file: !16, line: 103, type: !126, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!997 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaINSt15__exception_ptr13exception_ptrEES2_E27_S_propagate_on_move_assignEv", scope: !908, file: !16, line: 106, type: !126, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!998 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaINSt15__exception_ptr13exception_ptrEES2_E20_S_propagate_on_swapEv", scope: !908, file: !16, line: 109, type: !126, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!999 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaINSt15__exception_ptr13exception_ptrEES2_E15_S_always_equalEv", scope: !908, file: !16, line: 112, type: !126, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1000 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaINSt15__exception_ptr13exception_ptrEES2_E15_S_nothrow_moveEv", scope: !908, file: !16, line: 115, type: !126, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1001 = !{!989, !1002}
!1002 = !DITemplateTypeParameter(type: !786, defaulted: true)
!1003 = !DIDerivedType(tag: DW_TAG_typedef, name: "template rebind_alloc<std::__exception_ptr::exception_ptr>", scope: !911, file: !22, line: 450, baseType: !919)
!1004 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !902, baseType: !1005, extraData: i32 0)
!1005 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !899, file: !784, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1006, identifier: "_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE")
!1006 = !{!1007, !1010, !1011, !1012, !1016, !1020, !1025}
!1007 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !1005, file: !784, line: 94, baseType: !1008, size: 64)
!1008 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !899, file: !784, line: 90, baseType: !1009)
!1009 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !908, file: !16, line: 57, baseType: !916)
!1010 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !1005, file: !784, line: 95, baseType: !1008, size: 64, offset: 64)
!1011 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !1005, file: !784, line: 96, baseType: !1008, size: 64, offset: 128)
!1012 = !DISubprogram(name: "_Vector_impl_data", scope: !1005, file: !784, line: 99, type: !1013, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1013 = !DISubroutineType(types: !1014)
!1014 = !{null, !1015}
!1015 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1005, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1016 = !DISubprogram(name: "_Vector_impl_data", scope: !1005, file: !784, line: 105, type: !1017, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1017 = !DISubroutineType(types: !1018)
!1018 = !{null, !1015, !1019}
!1019 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1005, size: 64)
!1020 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_data12_M_copy_dataERKS4_", scope: !1005, file: !784, line: 113, type: !1021, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1021 = !DISubroutineType(types: !1022)
!1022 = !{null, !1015, !1023}
!1023 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1024, size: 64)
!1024 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1005)
!1025 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_data12_M_swap_dataERS4_", scope: !1005, file: !784, line: 122, type: !1026, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1026 = !DISubroutineType(types: !1027)
!1027 = !{null, !1015, !1028}
!1028 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1005, size: 64)
!1029 = !DISubprogram(name: "_Vector_impl", scope: !902, file: !784, line: 137, type: !1030, scopeLine: 137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1030 = !DISubroutineType(types: !1031)
!1031 = !{null, !1032}
!1032 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !902, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1033 = !DISubprogram(name: "_Vector_impl", scope: !902, file: !784, line: 143, type: !1034, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1034 = !DISubroutineType(types: !1035)
!1035 = !{null, !1032, !1036}
!1036 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1037, size: 64)
!1037 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !905)
!1038 = !DISubprogram(name: "_Vector_impl", scope: !902, file: !784, line: 151, type: !1039, scopeLine: 151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1039 = !DISubroutineType(types: !1040)
!1040 = !{null, !1032, !1041}
!1041 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !902, size: 64)
!1042 = !DISubprogram(name: "_Vector_impl", scope: !902, file: !784, line: 156, type: !1043, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1043 = !DISubroutineType(types: !1044)
!1044 = !{null, !1032, !1045}
!1045 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !905, size: 64)
!1046 = !DISubprogram(name: "_Vector_impl", scope: !902, file: !784, line: 161, type: !1047, scopeLine: 161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1047 = !DISubroutineType(types: !1048)
!1048 = !{null, !1032, !1045, !1041}
!1049 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE19_M_get_Tp_allocatorEv", scope: !899, file: !784, line: 298, type: !1050, scopeLine: 298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1050 = !DISubroutineType(types: !1051)
!1051 = !{!1052, !1053}
!1052 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !905, size: 64)
!1053 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !899, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1054 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE19_M_get_Tp_allocatorEv", scope: !899, file: !784, line: 303, type: !1055, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1055 = !DISubroutineType(types: !1056)
!1056 = !{!1036, !1057}
!1057 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1058, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1058 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !899)
!1059 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE13get_allocatorEv", scope: !899, file: !784, line: 308, type: !1060, scopeLine: 308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1060 = !DISubroutineType(types: !1061)
!1061 = !{!1062, !1057}
!1062 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !899, file: !784, line: 294, baseType: !919)
!1063 = !DISubprogram(name: "_Vector_base", scope: !899, file: !784, line: 312, type: !1064, scopeLine: 312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1064 = !DISubroutineType(types: !1065)
!1065 = !{null, !1053}
!1066 = !DISubprogram(name: "_Vector_base", scope: !899, file: !784, line: 318, type: !1067, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1067 = !DISubroutineType(types: !1068)
!1068 = !{null, !1053, !1069}
!1069 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1070, size: 64)
!1070 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1062)
!1071 = !DISubprogram(name: "_Vector_base", scope: !899, file: !784, line: 324, type: !1072, scopeLine: 324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1072 = !DISubroutineType(types: !1073)
!1073 = !{null, !1053, !70}
!1074 = !DISubprogram(name: "_Vector_base", scope: !899, file: !784, line: 330, type: !1075, scopeLine: 330, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1075 = !DISubroutineType(types: !1076)
!1076 = !{null, !1053, !70, !1069}
!1077 = !DISubprogram(name: "_Vector_base", scope: !899, file: !784, line: 335, type: !1078, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1078 = !DISubroutineType(types: !1079)
!1079 = !{null, !1053, !1080}
!1080 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !899, size: 64)
!1081 = !DISubprogram(name: "_Vector_base", scope: !899, file: !784, line: 340, type: !1082, scopeLine: 340, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1082 = !DISubroutineType(types: !1083)
!1083 = !{null, !1053, !1045}
!1084 = !DISubprogram(name: "_Vector_base", scope: !899, file: !784, line: 344, type: !1085, scopeLine: 344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1085 = !DISubroutineType(types: !1086)
!1086 = !{null, !1053, !1080, !1069}
!1087 = !DISubprogram(name: "_Vector_base", scope: !899, file: !784, line: 358, type: !1088, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1088 = !DISubroutineType(types: !1089)
!1089 = !{null, !1053, !1069, !1080}
!1090 = !DISubprogram(name: "~_Vector_base", scope: !899, file: !784, line: 364, type: !1064, scopeLine: 364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1091 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE11_M_allocateEm", scope: !899, file: !784, line: 375, type: !1092, scopeLine: 375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1092 = !DISubroutineType(types: !1093)
!1093 = !{!1008, !1053, !70}
!1094 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE13_M_deallocateEPS1_m", scope: !899, file: !784, line: 383, type: !1095, scopeLine: 383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1095 = !DISubroutineType(types: !1096)
!1096 = !{null, !1053, !1008, !70}
!1097 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_M_create_storageEm", scope: !899, file: !784, line: 393, type: !1072, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1098 = !{!958, !989}
!1099 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !896, file: !784, line: 465, type: !1100, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1100 = !DISubroutineType(types: !1101)
!1101 = !{!128, !1102}
!1102 = !DIDerivedType(tag: DW_TAG_typedef, name: "true_type", scope: !10, file: !1103, line: 82, baseType: !1104)
!1103 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/type_traits", directory: "")
!1104 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, true>", scope: !10, file: !1103, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !1105, templateParams: !1115, identifier: "_ZTSSt17integral_constantIbLb1EE")
!1105 = !{!1106, !1108, !1114}
!1106 = !DIDerivedType(tag: DW_TAG_variable, name: "value", scope: !1104, file: !1103, line: 64, baseType: !1107, flags: DIFlagStaticMember, extraData: i1 true)
!1107 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !128)
!1108 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb1EEcvbEv", scope: !1104, file: !1103, line: 67, type: !1109, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1109 = !DISubroutineType(types: !1110)
!1110 = !{!1111, !1112}
!1111 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !1104, file: !1103, line: 65, baseType: !128)
!1112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1113, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1113 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1104)
!1114 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb1EEclEv", scope: !1104, file: !1103, line: 72, type: !1109, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1115 = !{!1116, !1117}
!1116 = !DITemplateTypeParameter(name: "_Tp", type: !128)
!1117 = !DITemplateValueParameter(name: "__v", type: !128, value: i1 true)
!1118 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !896, file: !784, line: 474, type: !1119, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1119 = !DISubroutineType(types: !1120)
!1120 = !{!128, !1121}
!1121 = !DIDerivedType(tag: DW_TAG_typedef, name: "false_type", scope: !10, file: !1103, line: 85, baseType: !1122)
!1122 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, false>", scope: !10, file: !1103, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !1123, templateParams: !1132, identifier: "_ZTSSt17integral_constantIbLb0EE")
!1123 = !{!1124, !1125, !1131}
!1124 = !DIDerivedType(tag: DW_TAG_variable, name: "value", scope: !1122, file: !1103, line: 64, baseType: !1107, flags: DIFlagStaticMember, extraData: i1 false)
!1125 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb0EEcvbEv", scope: !1122, file: !1103, line: 67, type: !1126, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1126 = !DISubroutineType(types: !1127)
!1127 = !{!1128, !1129}
!1128 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !1122, file: !1103, line: 65, baseType: !128)
!1129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1130, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1130 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1122)
!1131 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb0EEclEv", scope: !1122, file: !1103, line: 72, type: !1126, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1132 = !{!1116, !1133}
!1133 = !DITemplateValueParameter(name: "__v", type: !128, value: i1 false)
!1134 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE15_S_use_relocateEv", scope: !896, file: !784, line: 478, type: !126, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1135 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE14_S_do_relocateEPS1_S4_S4_RS2_St17integral_constantIbLb1EE", scope: !896, file: !784, line: 487, type: !1136, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1136 = !DISubroutineType(types: !1137)
!1137 = !{!1138, !1138, !1138, !1138, !1139, !1102}
!1138 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !896, file: !784, line: 449, baseType: !1008, flags: DIFlagPublic)
!1139 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1140, size: 64)
!1140 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !896, file: !784, line: 444, baseType: !905)
!1141 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE14_S_do_relocateEPS1_S4_S4_RS2_St17integral_constantIbLb0EE", scope: !896, file: !784, line: 494, type: !1142, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1142 = !DISubroutineType(types: !1143)
!1143 = !{!1138, !1138, !1138, !1138, !1139, !1121}
!1144 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE11_S_relocateEPS1_S4_S4_RS2_", scope: !896, file: !784, line: 499, type: !1145, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1145 = !DISubroutineType(types: !1146)
!1146 = !{!1138, !1138, !1138, !1138, !1139}
!1147 = !DISubprogram(name: "vector", scope: !896, file: !784, line: 526, type: !1148, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1148 = !DISubroutineType(types: !1149)
!1149 = !{null, !1150}
!1150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !896, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1151 = !DISubprogram(name: "vector", scope: !896, file: !784, line: 537, type: !1152, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1152 = !DISubroutineType(types: !1153)
!1153 = !{null, !1150, !1154}
!1154 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1155, size: 64)
!1155 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1156)
!1156 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !896, file: !784, line: 460, baseType: !919, flags: DIFlagPublic)
!1157 = !DISubprogram(name: "vector", scope: !896, file: !784, line: 551, type: !1158, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1158 = !DISubroutineType(types: !1159)
!1159 = !{null, !1150, !783, !1154}
!1160 = !DISubprogram(name: "vector", scope: !896, file: !784, line: 564, type: !1161, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1161 = !DISubroutineType(types: !1162)
!1162 = !{null, !1150, !783, !1163, !1154}
!1163 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1164, size: 64)
!1164 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1165)
!1165 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !896, file: !784, line: 448, baseType: !786, flags: DIFlagPublic)
!1166 = !DISubprogram(name: "vector", scope: !896, file: !784, line: 596, type: !1167, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1167 = !DISubroutineType(types: !1168)
!1168 = !{null, !1150, !1169}
!1169 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1170, size: 64)
!1170 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !896)
!1171 = !DISubprogram(name: "vector", scope: !896, file: !784, line: 615, type: !1172, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1172 = !DISubroutineType(types: !1173)
!1173 = !{null, !1150, !1174}
!1174 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !896, size: 64)
!1175 = !DISubprogram(name: "vector", scope: !896, file: !784, line: 619, type: !1176, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1176 = !DISubroutineType(types: !1177)
!1177 = !{null, !1150, !1169, !1178}
!1178 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1179, size: 64)
!1179 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1180)
!1180 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<allocator_type>", scope: !10, file: !1103, line: 128, baseType: !1181)
!1181 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !1182, file: !1103, line: 125, baseType: !919)
!1182 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<std::__exception_ptr::exception_ptr> >", scope: !10, file: !1103, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !143, templateParams: !1183, identifier: "_ZTSSt15__type_identityISaINSt15__exception_ptr13exception_ptrEEE")
!1183 = !{!1184}
!1184 = !DITemplateTypeParameter(name: "_Type", type: !919)
!1185 = !DISubprogram(name: "vector", scope: !896, file: !784, line: 630, type: !1186, scopeLine: 630, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1186 = !DISubroutineType(types: !1187)
!1187 = !{null, !1150, !1174, !1154, !1102}
!1188 = !DISubprogram(name: "vector", scope: !896, file: !784, line: 635, type: !1189, scopeLine: 635, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1189 = !DISubroutineType(types: !1190)
!1190 = !{null, !1150, !1174, !1154, !1121}
!1191 = !DISubprogram(name: "vector", scope: !896, file: !784, line: 654, type: !1192, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1192 = !DISubroutineType(types: !1193)
!1193 = !{null, !1150, !1174, !1178}
!1194 = !DISubprogram(name: "vector", scope: !896, file: !784, line: 673, type: !1195, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1195 = !DISubroutineType(types: !1196)
!1196 = !{null, !1150, !1197, !1154}
!1197 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<std::__exception_ptr::exception_ptr>", scope: !10, file: !484, line: 47, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listINSt15__exception_ptr13exception_ptrEE")
!1198 = !DISubprogram(name: "~vector", scope: !896, file: !784, line: 728, type: !1148, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1199 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EEaSERKS3_", scope: !896, file: !784, line: 746, type: !1200, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1200 = !DISubroutineType(types: !1201)
!1201 = !{!1202, !1150, !1169}
!1202 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !896, size: 64)
!1203 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EEaSEOS3_", scope: !896, file: !784, line: 761, type: !1204, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1204 = !DISubroutineType(types: !1205)
!1205 = !{!1202, !1150, !1174}
!1206 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EEaSESt16initializer_listIS1_E", scope: !896, file: !784, line: 783, type: !1207, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1207 = !DISubroutineType(types: !1208)
!1208 = !{!1202, !1150, !1197}
!1209 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE6assignEmRKS1_", scope: !896, file: !784, line: 803, type: !1210, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1210 = !DISubroutineType(types: !1211)
!1211 = !{null, !1150, !783, !1163}
!1212 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE6assignESt16initializer_listIS1_E", scope: !896, file: !784, line: 850, type: !1213, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1213 = !DISubroutineType(types: !1214)
!1214 = !{null, !1150, !1197}
!1215 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE5beginEv", scope: !896, file: !784, line: 868, type: !1216, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1216 = !DISubroutineType(types: !1217)
!1217 = !{!1218, !1150}
!1218 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !896, file: !784, line: 453, baseType: !839, flags: DIFlagPublic)
!1219 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE5beginEv", scope: !896, file: !784, line: 878, type: !1220, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1220 = !DISubroutineType(types: !1221)
!1221 = !{!1222, !1224}
!1222 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !896, file: !784, line: 455, baseType: !1223, flags: DIFlagPublic)
!1223 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const std::__exception_ptr::exception_ptr *, std::vector<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr> > >", scope: !18, file: !212, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKNSt15__exception_ptr13exception_ptrESt6vectorIS2_SaIS2_EEEE")
!1224 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1170, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1225 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE3endEv", scope: !896, file: !784, line: 888, type: !1216, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1226 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE3endEv", scope: !896, file: !784, line: 898, type: !1220, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1227 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE6rbeginEv", scope: !896, file: !784, line: 908, type: !1228, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1228 = !DISubroutineType(types: !1229)
!1229 = !{!1230, !1150}
!1230 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !896, file: !784, line: 457, baseType: !1231, flags: DIFlagPublic)
!1231 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<std::__exception_ptr::exception_ptr *, std::vector<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr> > > >", scope: !10, file: !212, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPNSt15__exception_ptr13exception_ptrESt6vectorIS3_SaIS3_EEEEE")
!1232 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE6rbeginEv", scope: !896, file: !784, line: 918, type: !1233, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1233 = !DISubroutineType(types: !1234)
!1234 = !{!1235, !1224}
!1235 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !896, file: !784, line: 456, baseType: !1236, flags: DIFlagPublic)
!1236 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const std::__exception_ptr::exception_ptr *, std::vector<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr> > > >", scope: !10, file: !212, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKNSt15__exception_ptr13exception_ptrESt6vectorIS3_SaIS3_EEEEE")
!1237 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE4rendEv", scope: !896, file: !784, line: 928, type: !1228, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1238 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE4rendEv", scope: !896, file: !784, line: 938, type: !1233, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1239 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE6cbeginEv", scope: !896, file: !784, line: 949, type: !1220, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1240 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE4cendEv", scope: !896, file: !784, line: 959, type: !1220, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1241 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE7crbeginEv", scope: !896, file: !784, line: 969, type: !1233, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1242 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE5crendEv", scope: !896, file: !784, line: 979, type: !1233, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1243 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE4sizeEv", scope: !896, file: !784, line: 987, type: !1244, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1244 = !DISubroutineType(types: !1245)
!1245 = !{!783, !1224}
!1246 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE8max_sizeEv", scope: !896, file: !784, line: 993, type: !1244, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1247 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE6resizeEm", scope: !896, file: !784, line: 1008, type: !1248, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1248 = !DISubroutineType(types: !1249)
!1249 = !{null, !1150, !783}
!1250 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE6resizeEmRKS1_", scope: !896, file: !784, line: 1029, type: !1210, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1251 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE13shrink_to_fitEv", scope: !896, file: !784, line: 1063, type: !1148, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1252 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE8capacityEv", scope: !896, file: !784, line: 1073, type: !1244, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1253 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE5emptyEv", scope: !896, file: !784, line: 1083, type: !1254, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1254 = !DISubroutineType(types: !1255)
!1255 = !{!128, !1224}
!1256 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE7reserveEm", scope: !896, file: !784, line: 1105, type: !1248, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1257 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EEixEm", scope: !896, file: !784, line: 1121, type: !1258, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1258 = !DISubroutineType(types: !1259)
!1259 = !{!1260, !1150, !783}
!1260 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !896, file: !784, line: 451, baseType: !1261, flags: DIFlagPublic)
!1261 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !908, file: !16, line: 62, baseType: !1262)
!1262 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1263, size: 64)
!1263 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !908, file: !16, line: 56, baseType: !1264)
!1264 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !911, file: !22, line: 417, baseType: !786)
!1265 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EEixEm", scope: !896, file: !784, line: 1140, type: !1266, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1266 = !DISubroutineType(types: !1267)
!1267 = !{!1268, !1224, !783}
!1268 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !896, file: !784, line: 452, baseType: !1269, flags: DIFlagPublic)
!1269 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !908, file: !16, line: 63, baseType: !1270)
!1270 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1271, size: 64)
!1271 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1263)
!1272 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE14_M_range_checkEm", scope: !896, file: !784, line: 1150, type: !1273, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1273 = !DISubroutineType(types: !1274)
!1274 = !{null, !1224, !783}
!1275 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE2atEm", scope: !896, file: !784, line: 1173, type: !1258, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1276 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE2atEm", scope: !896, file: !784, line: 1192, type: !1266, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1277 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE5frontEv", scope: !896, file: !784, line: 1204, type: !1278, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1278 = !DISubroutineType(types: !1279)
!1279 = !{!1260, !1150}
!1280 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE5frontEv", scope: !896, file: !784, line: 1216, type: !1281, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1281 = !DISubroutineType(types: !1282)
!1282 = !{!1268, !1224}
!1283 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE4backEv", scope: !896, file: !784, line: 1228, type: !1278, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1284 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE4backEv", scope: !896, file: !784, line: 1240, type: !1281, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1285 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE4dataEv", scope: !896, file: !784, line: 1255, type: !1286, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1286 = !DISubroutineType(types: !1287)
!1287 = !{!785, !1150}
!1288 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE4dataEv", scope: !896, file: !784, line: 1260, type: !1289, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1289 = !DISubroutineType(types: !1290)
!1290 = !{!945, !1224}
!1291 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE9push_backERKS1_", scope: !896, file: !784, line: 1276, type: !1292, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1292 = !DISubroutineType(types: !1293)
!1293 = !{null, !1150, !1163}
!1294 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE9push_backEOS1_", scope: !896, file: !784, line: 1293, type: !1295, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1295 = !DISubroutineType(types: !1296)
!1296 = !{null, !1150, !1297}
!1297 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1165, size: 64)
!1298 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE8pop_backEv", scope: !896, file: !784, line: 1317, type: !1148, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1299 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE6insertEN9__gnu_cxx17__normal_iteratorIPKS1_S3_EERS6_", scope: !896, file: !784, line: 1357, type: !1300, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1300 = !DISubroutineType(types: !1301)
!1301 = !{!1218, !1150, !1222, !1163}
!1302 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE6insertEN9__gnu_cxx17__normal_iteratorIPKS1_S3_EEOS1_", scope: !896, file: !784, line: 1388, type: !1303, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1303 = !DISubroutineType(types: !1304)
!1304 = !{!1218, !1150, !1222, !1297}
!1305 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE6insertEN9__gnu_cxx17__normal_iteratorIPKS1_S3_EESt16initializer_listIS1_E", scope: !896, file: !784, line: 1406, type: !1306, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1306 = !DISubroutineType(types: !1307)
!1307 = !{!1218, !1150, !1222, !1197}
!1308 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE6insertEN9__gnu_cxx17__normal_iteratorIPKS1_S3_EEmRS6_", scope: !896, file: !784, line: 1432, type: !1309, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1309 = !DISubroutineType(types: !1310)
!1310 = !{!1218, !1150, !1222, !783, !1163}
!1311 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE5eraseEN9__gnu_cxx17__normal_iteratorIPKS1_S3_EE", scope: !896, file: !784, line: 1529, type: !1312, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1312 = !DISubroutineType(types: !1313)
!1313 = !{!1218, !1150, !1222}
!1314 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE5eraseEN9__gnu_cxx17__normal_iteratorIPKS1_S3_EES8_", scope: !896, file: !784, line: 1557, type: !1315, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1315 = !DISubroutineType(types: !1316)
!1316 = !{!1218, !1150, !1222, !1222}
!1317 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE4swapERS3_", scope: !896, file: !784, line: 1581, type: !1318, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1318 = !DISubroutineType(types: !1319)
!1319 = !{null, !1150, !1202}
!1320 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE5clearEv", scope: !896, file: !784, line: 1600, type: !1148, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1321 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE18_M_fill_initializeEmRKS1_", scope: !896, file: !784, line: 1699, type: !1210, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1322 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE21_M_default_initializeEm", scope: !896, file: !784, line: 1710, type: !1248, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1323 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE14_M_fill_assignEmRKS1_", scope: !896, file: !784, line: 1757, type: !1210, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1324 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPS1_S3_EEmRKS1_", scope: !896, file: !784, line: 1801, type: !1325, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1325 = !DISubroutineType(types: !1326)
!1326 = !{null, !1150, !1218, !783, !1163}
!1327 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE17_M_default_appendEm", scope: !896, file: !784, line: 1807, type: !1248, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1328 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE16_M_shrink_to_fitEv", scope: !896, file: !784, line: 1811, type: !1329, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1329 = !DISubroutineType(types: !1330)
!1330 = !{!128, !1150}
!1331 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKS1_S3_EEOS1_", scope: !896, file: !784, line: 1873, type: !1303, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1332 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKS1_S3_EEOS1_", scope: !896, file: !784, line: 1884, type: !1303, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1333 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE12_M_check_lenEmPKc", scope: !896, file: !784, line: 1891, type: !1334, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1334 = !DISubroutineType(types: !1335)
!1335 = !{!1336, !1224, !783, !62}
!1336 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !896, file: !784, line: 458, baseType: !70, flags: DIFlagPublic)
!1337 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE17_S_check_init_lenEmRKS2_", scope: !896, file: !784, line: 1902, type: !1338, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1338 = !DISubroutineType(types: !1339)
!1339 = !{!1336, !783, !1154}
!1340 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE11_S_max_sizeERKS2_", scope: !896, file: !784, line: 1911, type: !1341, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1341 = !DISubroutineType(types: !1342)
!1342 = !{!1336, !1343}
!1343 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1344, size: 64)
!1344 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1140)
!1345 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE15_M_erase_at_endEPS1_", scope: !896, file: !784, line: 1928, type: !1346, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1346 = !DISubroutineType(types: !1347)
!1347 = !{null, !1150, !1138}
!1348 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPS1_S3_EE", scope: !896, file: !784, line: 1941, type: !1349, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1349 = !DISubroutineType(types: !1350)
!1350 = !{!1218, !1150, !1218}
!1351 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPS1_S3_EES7_", scope: !896, file: !784, line: 1945, type: !1352, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1352 = !DISubroutineType(types: !1353)
!1353 = !{!1218, !1150, !1218, !1218}
!1354 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE14_M_move_assignEOS3_St17integral_constantIbLb1EE", scope: !896, file: !784, line: 1954, type: !1355, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1355 = !DISubroutineType(types: !1356)
!1356 = !{null, !1150, !1174, !1102}
!1357 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE14_M_move_assignEOS3_St17integral_constantIbLb0EE", scope: !896, file: !784, line: 1966, type: !1358, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1358 = !DISubroutineType(types: !1359)
!1359 = !{null, !1150, !1174, !1121}
!1360 = !{!958, !1361}
!1361 = !DITemplateTypeParameter(name: "_Alloc", type: !919, defaulted: true)
!1362 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Whole", file: !3, line: 21, size: 320, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1363, identifier: "_ZTS5Whole")
!1363 = !{!1364, !1365, !1372, !1373}
!1364 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1362, baseType: !756, extraData: i32 0)
!1365 = !DIDerivedType(tag: DW_TAG_member, name: "p1", scope: !1362, file: !3, line: 21, baseType: !1366, size: 8, offset: 256)
!1366 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Part", file: !3, line: 20, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !1367, identifier: "_ZTS4Part")
!1367 = !{!1368}
!1368 = !DISubprogram(name: "Part", scope: !1366, file: !3, line: 20, type: !1369, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1369 = !DISubroutineType(types: !1370)
!1370 = !{null, !1371, !255}
!1371 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1366, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1372 = !DIDerivedType(tag: DW_TAG_member, name: "p2", scope: !1362, file: !3, line: 21, baseType: !1366, size: 8, offset: 264)
!1373 = !DISubprogram(name: "Whole", scope: !1362, file: !3, line: 21, type: !1374, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1374 = !DISubroutineType(types: !1375)
!1375 = !{null, !1376, !255, !255}
!1376 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1362, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1377 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Guard", scope: !1378, file: !8, line: 232, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1396, identifier: "_ZTSZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructIPKcEEvT_S8_St20forward_iterator_tagE6_Guard")
!1378 = distinct !DISubprogram(name: "_M_construct<const char *>", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructIPKcEEvT_S8_St20forward_iterator_tag", scope: !7, file: !8, line: 218, type: !1379, scopeLine: 220, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !1386, declaration: !1385, retainedNodes: !1388)
!1379 = !DISubroutineType(types: !1380)
!1380 = !{null, !363, !62, !62, !1381}
!1381 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "forward_iterator_tag", scope: !10, file: !856, line: 99, size: 8, flags: DIFlagTypePassByValue, elements: !1382, identifier: "_ZTSSt20forward_iterator_tag")
!1382 = !{!1383}
!1383 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1381, baseType: !1384, extraData: i32 0)
!1384 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "input_iterator_tag", scope: !10, file: !856, line: 93, size: 8, flags: DIFlagTypePassByValue, elements: !143, identifier: "_ZTSSt18input_iterator_tag")
!1385 = !DISubprogram(name: "_M_construct<const char *>", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructIPKcEEvT_S8_St20forward_iterator_tag", scope: !7, file: !8, line: 218, type: !1379, scopeLine: 218, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !1386)
!1386 = !{!1387}
!1387 = !DITemplateTypeParameter(name: "_FwdIterator", type: !62)
!1388 = !{!1389, !1391, !1392, !1393, !1394, !1395}
!1389 = !DILocalVariable(name: "this", arg: 1, scope: !1378, type: !1390, flags: DIFlagArtificial | DIFlagObjectPointer)
!1390 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!1391 = !DILocalVariable(name: "__beg", arg: 2, scope: !1378, file: !6, line: 330, type: !62)
!1392 = !DILocalVariable(name: "__end", arg: 3, scope: !1378, file: !6, line: 330, type: !62)
!1393 = !DILocalVariable(arg: 4, scope: !1378, file: !6, line: 331, type: !1381)
!1394 = !DILocalVariable(name: "__dnew", scope: !1378, file: !8, line: 221, type: !14)
!1395 = !DILocalVariable(name: "__guard", scope: !1378, file: !8, line: 241, type: !1377)
!1396 = !{!1397, !1398, !1402}
!1397 = !DIDerivedType(tag: DW_TAG_member, name: "_M_guarded", scope: !1377, file: !8, line: 240, baseType: !1390, size: 64)
!1398 = !DISubprogram(name: "_Guard", scope: !1377, file: !8, line: 235, type: !1399, scopeLine: 235, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1399 = !DISubroutineType(types: !1400)
!1400 = !{null, !1401, !1390}
!1401 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1377, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1402 = !DISubprogram(name: "~_Guard", scope: !1377, file: !8, line: 238, type: !1403, scopeLine: 238, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1403 = !DISubroutineType(types: !1404)
!1404 = !{null, !1401}
!1405 = !{!0, !1406, !1411, !1416, !1421, !1426, !1431, !1436, !1438, !1440, !1464, !1469, !1474, !1479, !1484, !1489, !1494}
!1406 = !DIGlobalVariableExpression(var: !1407, expr: !DIExpression())
!1407 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !1408, isLocal: true, isDefinition: true)
!1408 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 64, elements: !1409)
!1409 = !{!1410}
!1410 = !DISubrange(count: 8)
!1411 = !DIGlobalVariableExpression(var: !1412, expr: !DIExpression())
!1412 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !1413, isLocal: true, isDefinition: true)
!1413 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 32, elements: !1414)
!1414 = !{!1415}
!1415 = !DISubrange(count: 4)
!1416 = !DIGlobalVariableExpression(var: !1417, expr: !DIExpression())
!1417 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !1418, isLocal: true, isDefinition: true)
!1418 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 48, elements: !1419)
!1419 = !{!1420}
!1420 = !DISubrange(count: 6)
!1421 = !DIGlobalVariableExpression(var: !1422, expr: !DIExpression())
!1422 = distinct !DIGlobalVariable(scope: null, file: !3, line: 44, type: !1423, isLocal: true, isDefinition: true)
!1423 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 72, elements: !1424)
!1424 = !{!1425}
!1425 = !DISubrange(count: 9)
!1426 = !DIGlobalVariableExpression(var: !1427, expr: !DIExpression())
!1427 = distinct !DIGlobalVariable(scope: null, file: !3, line: 49, type: !1428, isLocal: true, isDefinition: true)
!1428 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 88, elements: !1429)
!1429 = !{!1430}
!1430 = !DISubrange(count: 11)
!1431 = !DIGlobalVariableExpression(var: !1432, expr: !DIExpression())
!1432 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !1433, isLocal: true, isDefinition: true)
!1433 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 80, elements: !1434)
!1434 = !{!1435}
!1435 = !DISubrange(count: 10)
!1436 = !DIGlobalVariableExpression(var: !1437, expr: !DIExpression())
!1437 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !1418, isLocal: true, isDefinition: true)
!1438 = !DIGlobalVariableExpression(var: !1439, expr: !DIExpression())
!1439 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !1418, isLocal: true, isDefinition: true)
!1440 = !DIGlobalVariableExpression(var: !1441, expr: !DIExpression())
!1441 = distinct !DIGlobalVariable(name: "__digits", scope: !1442, file: !1443, line: 77, type: !1460, isLocal: false, isDefinition: true)
!1442 = distinct !DISubprogram(name: "__to_chars_10_impl<unsigned int>", linkageName: "_ZNSt8__detail18__to_chars_10_implIjEEvPcjT_", scope: !1444, file: !1443, line: 72, type: !1445, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !1458, retainedNodes: !1447)
!1443 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/charconv.h", directory: "")
!1444 = !DINamespace(name: "__detail", scope: !10)
!1445 = !DISubroutineType(types: !1446)
!1446 = !{null, !28, !752, !752}
!1447 = !{!1448, !1449, !1450, !1451, !1452, !1455}
!1448 = !DILocalVariable(name: "__first", arg: 1, scope: !1442, file: !1443, line: 72, type: !28)
!1449 = !DILocalVariable(name: "__len", arg: 2, scope: !1442, file: !1443, line: 72, type: !752)
!1450 = !DILocalVariable(name: "__val", arg: 3, scope: !1442, file: !1443, line: 72, type: !752)
!1451 = !DILocalVariable(name: "__pos", scope: !1442, file: !1443, line: 83, type: !752)
!1452 = !DILocalVariable(name: "__num", scope: !1453, file: !1443, line: 86, type: !1454)
!1453 = distinct !DILexicalBlock(scope: !1442, file: !1443, line: 85, column: 2)
!1454 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !752)
!1455 = !DILocalVariable(name: "__num", scope: !1456, file: !1443, line: 94, type: !1454)
!1456 = distinct !DILexicalBlock(scope: !1457, file: !1443, line: 93, column: 2)
!1457 = distinct !DILexicalBlock(scope: !1442, file: !1443, line: 92, column: 11)
!1458 = !{!1459}
!1459 = !DITemplateTypeParameter(name: "_Tp", type: !752)
!1460 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1461)
!1461 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 1608, elements: !1462)
!1462 = !{!1463}
!1463 = !DISubrange(count: 201)
!1464 = !DIGlobalVariableExpression(var: !1465, expr: !DIExpression())
!1465 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !1466, isLocal: true, isDefinition: true)
!1466 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 56, elements: !1467)
!1467 = !{!1468}
!1468 = !DISubrange(count: 7)
!1469 = !DIGlobalVariableExpression(var: !1470, expr: !DIExpression())
!1470 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !1471, isLocal: true, isDefinition: true)
!1471 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 8, elements: !1472)
!1472 = !{!1473}
!1473 = !DISubrange(count: 1)
!1474 = !DIGlobalVariableExpression(var: !1475, expr: !DIExpression())
!1475 = distinct !DIGlobalVariable(scope: null, file: !3, line: 38, type: !1476, isLocal: true, isDefinition: true)
!1476 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 120, elements: !1477)
!1477 = !{!1478}
!1478 = !DISubrange(count: 15)
!1479 = !DIGlobalVariableExpression(var: !1480, expr: !DIExpression())
!1480 = distinct !DIGlobalVariable(scope: null, file: !6, line: 2171, type: !1481, isLocal: true, isDefinition: true)
!1481 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 176, elements: !1482)
!1482 = !{!1483}
!1483 = !DISubrange(count: 22)
!1484 = !DIGlobalVariableExpression(var: !1485, expr: !DIExpression())
!1485 = distinct !DIGlobalVariable(scope: null, file: !6, line: 382, type: !1486, isLocal: true, isDefinition: true)
!1486 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 440, elements: !1487)
!1487 = !{!1488}
!1488 = !DISubrange(count: 55)
!1489 = !DIGlobalVariableExpression(var: !1490, expr: !DIExpression())
!1490 = distinct !DIGlobalVariable(scope: null, file: !6, line: 639, type: !1491, isLocal: true, isDefinition: true)
!1491 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 400, elements: !1492)
!1492 = !{!1493}
!1493 = !DISubrange(count: 50)
!1494 = !DIGlobalVariableExpression(var: !1495, expr: !DIExpression())
!1495 = distinct !DIGlobalVariable(scope: null, file: !1496, line: 449, type: !1497, isLocal: true, isDefinition: true)
!1496 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/vector.tcc", directory: "", checksumkind: CSK_MD5, checksum: "702d153ab458d0b16d6f5b626a017649")
!1497 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 208, elements: !1498)
!1498 = !{!1499}
!1499 = !DISubrange(count: 26)
!1500 = !{!1501, !1557, !1563, !1568, !1572, !1574, !1576, !1578, !1580, !1587, !1592, !1597, !1601, !1605, !1609, !1614, !1618, !1620, !1624, !1630, !1634, !1639, !1641, !1646, !1650, !1654, !1656, !1660, !1664, !1666, !1670, !1672, !1674, !1678, !1682, !1686, !1690, !1694, !1698, !1700, !1714, !1718, !1722, !1726, !1728, !1730, !1734, !1738, !1739, !1740, !1741, !1742, !1743, !1744, !1748, !1763, !1766, !1771, !1778, !1786, !1790, !1797, !1801, !1805, !1807, !1809, !1813, !1819, !1823, !1829, !1835, !1837, !1841, !1845, !1849, !1853, !1857, !1859, !1863, !1867, !1871, !1873, !1877, !1881, !1885, !1887, !1889, !1893, !1901, !1905, !1909, !1913, !1915, !1921, !1923, !1930, !1935, !1939, !1943, !1947, !1951, !1955, !1957, !1959, !1963, !1967, !1971, !1973, !1977, !1981, !1983, !1985, !1989, !1994, !1999, !2004, !2005, !2006, !2007, !2008, !2009, !2010, !2011, !2012, !2013, !2014, !2019, !2023, !2026, !2029, !2032, !2034, !2036, !2038, !2041, !2044, !2047, !2050, !2053, !2055, !2060, !2063, !2066, !2069, !2071, !2073, !2075, !2077, !2080, !2083, !2086, !2089, !2092, !2094, !2098, !2102, !2107, !2111, !2113, !2115, !2117, !2119, !2121, !2123, !2125, !2127, !2129, !2131, !2133, !2135, !2137, !2141, !2145, !2149, !2155, !2159, !2163, !2168, !2170, !2175, !2177, !2181, !2190, !2192, !2196, !2200, !2204, !2208, !2212, !2216, !2220, !2224, !2228, !2232, !2236, !2238, !2240, !2244, !2248, !2254, !2258, !2262, !2264, !2268, !2272, !2278, !2280, !2284, !2288, !2292, !2296, !2300, !2304, !2308, !2309, !2310, !2311, !2313, !2314, !2315, !2316, !2317, !2318}
!1501 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1502, file: !1556, line: 98)
!1502 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !1503, line: 7, baseType: !1504)
!1503 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!1504 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !1505, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !1506, identifier: "_ZTS8_IO_FILE")
!1505 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!1506 = !{!1507, !1508, !1509, !1510, !1511, !1512, !1513, !1514, !1515, !1516, !1517, !1518, !1519, !1522, !1524, !1525, !1526, !1529, !1531, !1533, !1535, !1538, !1540, !1543, !1546, !1547, !1548, !1551, !1552}
!1507 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !1504, file: !1505, line: 51, baseType: !255, size: 32)
!1508 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !1504, file: !1505, line: 54, baseType: !28, size: 64, offset: 64)
!1509 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !1504, file: !1505, line: 55, baseType: !28, size: 64, offset: 128)
!1510 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !1504, file: !1505, line: 56, baseType: !28, size: 64, offset: 192)
!1511 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !1504, file: !1505, line: 57, baseType: !28, size: 64, offset: 256)
!1512 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !1504, file: !1505, line: 58, baseType: !28, size: 64, offset: 320)
!1513 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !1504, file: !1505, line: 59, baseType: !28, size: 64, offset: 384)
!1514 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !1504, file: !1505, line: 60, baseType: !28, size: 64, offset: 448)
!1515 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !1504, file: !1505, line: 61, baseType: !28, size: 64, offset: 512)
!1516 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !1504, file: !1505, line: 64, baseType: !28, size: 64, offset: 576)
!1517 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !1504, file: !1505, line: 65, baseType: !28, size: 64, offset: 640)
!1518 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !1504, file: !1505, line: 66, baseType: !28, size: 64, offset: 704)
!1519 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !1504, file: !1505, line: 68, baseType: !1520, size: 64, offset: 768)
!1520 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1521, size: 64)
!1521 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !1505, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!1522 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !1504, file: !1505, line: 70, baseType: !1523, size: 64, offset: 832)
!1523 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1504, size: 64)
!1524 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !1504, file: !1505, line: 72, baseType: !255, size: 32, offset: 896)
!1525 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !1504, file: !1505, line: 73, baseType: !255, size: 32, offset: 928)
!1526 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !1504, file: !1505, line: 74, baseType: !1527, size: 64, offset: 960)
!1527 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !1528, line: 152, baseType: !882)
!1528 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!1529 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !1504, file: !1505, line: 77, baseType: !1530, size: 16, offset: 1024)
!1530 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!1531 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !1504, file: !1505, line: 78, baseType: !1532, size: 8, offset: 1040)
!1532 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!1533 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !1504, file: !1505, line: 79, baseType: !1534, size: 8, offset: 1048)
!1534 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 8, elements: !1472)
!1535 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !1504, file: !1505, line: 81, baseType: !1536, size: 64, offset: 1088)
!1536 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1537, size: 64)
!1537 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !1505, line: 43, baseType: null)
!1538 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !1504, file: !1505, line: 89, baseType: !1539, size: 64, offset: 1152)
!1539 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !1528, line: 153, baseType: !882)
!1540 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !1504, file: !1505, line: 91, baseType: !1541, size: 64, offset: 1216)
!1541 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1542, size: 64)
!1542 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !1505, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!1543 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !1504, file: !1505, line: 92, baseType: !1544, size: 64, offset: 1280)
!1544 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1545, size: 64)
!1545 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !1505, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!1546 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !1504, file: !1505, line: 93, baseType: !1523, size: 64, offset: 1344)
!1547 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !1504, file: !1505, line: 94, baseType: !782, size: 64, offset: 1408)
!1548 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !1504, file: !1505, line: 95, baseType: !1549, size: 64, offset: 1472)
!1549 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !1550, line: 18, baseType: !72)
!1550 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!1551 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !1504, file: !1505, line: 96, baseType: !255, size: 32, offset: 1536)
!1552 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !1504, file: !1505, line: 98, baseType: !1553, size: 160, offset: 1568)
!1553 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 160, elements: !1554)
!1554 = !{!1555}
!1555 = !DISubrange(count: 20)
!1556 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cstdio", directory: "")
!1557 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1558, file: !1556, line: 99)
!1558 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !1559, line: 84, baseType: !1560)
!1559 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1560 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !1561, line: 14, baseType: !1562)
!1561 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!1562 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !1561, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!1563 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1564, file: !1556, line: 101)
!1564 = !DISubprogram(name: "clearerr", scope: !1559, file: !1559, line: 786, type: !1565, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1565 = !DISubroutineType(types: !1566)
!1566 = !{null, !1567}
!1567 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1502, size: 64)
!1568 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1569, file: !1556, line: 102)
!1569 = !DISubprogram(name: "fclose", scope: !1559, file: !1559, line: 178, type: !1570, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1570 = !DISubroutineType(types: !1571)
!1571 = !{!255, !1567}
!1572 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1573, file: !1556, line: 103)
!1573 = !DISubprogram(name: "feof", scope: !1559, file: !1559, line: 788, type: !1570, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1574 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1575, file: !1556, line: 104)
!1575 = !DISubprogram(name: "ferror", scope: !1559, file: !1559, line: 790, type: !1570, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1576 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1577, file: !1556, line: 105)
!1577 = !DISubprogram(name: "fflush", scope: !1559, file: !1559, line: 230, type: !1570, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1578 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1579, file: !1556, line: 106)
!1579 = !DISubprogram(name: "fgetc", scope: !1559, file: !1559, line: 513, type: !1570, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1580 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1581, file: !1556, line: 107)
!1581 = !DISubprogram(name: "fgetpos", scope: !1559, file: !1559, line: 760, type: !1582, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1582 = !DISubroutineType(types: !1583)
!1583 = !{!255, !1584, !1585}
!1584 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1567)
!1585 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1586)
!1586 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1558, size: 64)
!1587 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1588, file: !1556, line: 108)
!1588 = !DISubprogram(name: "fgets", scope: !1559, file: !1559, line: 592, type: !1589, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1589 = !DISubroutineType(types: !1590)
!1590 = !{!28, !1591, !255, !1584}
!1591 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !28)
!1592 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1593, file: !1556, line: 109)
!1593 = !DISubprogram(name: "fopen", scope: !1559, file: !1559, line: 258, type: !1594, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1594 = !DISubroutineType(types: !1595)
!1595 = !{!1567, !1596, !1596}
!1596 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !62)
!1597 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1598, file: !1556, line: 110)
!1598 = !DISubprogram(name: "fprintf", scope: !1559, file: !1559, line: 350, type: !1599, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1599 = !DISubroutineType(types: !1600)
!1600 = !{!255, !1584, !1596, null}
!1601 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1602, file: !1556, line: 111)
!1602 = !DISubprogram(name: "fputc", scope: !1559, file: !1559, line: 549, type: !1603, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1603 = !DISubroutineType(types: !1604)
!1604 = !{!255, !255, !1567}
!1605 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1606, file: !1556, line: 112)
!1606 = !DISubprogram(name: "fputs", scope: !1559, file: !1559, line: 655, type: !1607, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1607 = !DISubroutineType(types: !1608)
!1608 = !{!255, !1596, !1584}
!1609 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1610, file: !1556, line: 113)
!1610 = !DISubprogram(name: "fread", scope: !1559, file: !1559, line: 675, type: !1611, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1611 = !DISubroutineType(types: !1612)
!1612 = !{!1549, !1613, !1549, !1549, !1584}
!1613 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !782)
!1614 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1615, file: !1556, line: 114)
!1615 = !DISubprogram(name: "freopen", scope: !1559, file: !1559, line: 265, type: !1616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1616 = !DISubroutineType(types: !1617)
!1617 = !{!1567, !1596, !1596, !1584}
!1618 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1619, file: !1556, line: 115)
!1619 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !1559, file: !1559, line: 434, type: !1599, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1620 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1621, file: !1556, line: 116)
!1621 = !DISubprogram(name: "fseek", scope: !1559, file: !1559, line: 713, type: !1622, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1622 = !DISubroutineType(types: !1623)
!1623 = !{!255, !1567, !882, !255}
!1624 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1625, file: !1556, line: 117)
!1625 = !DISubprogram(name: "fsetpos", scope: !1559, file: !1559, line: 765, type: !1626, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1626 = !DISubroutineType(types: !1627)
!1627 = !{!255, !1567, !1628}
!1628 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1629, size: 64)
!1629 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1558)
!1630 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1631, file: !1556, line: 118)
!1631 = !DISubprogram(name: "ftell", scope: !1559, file: !1559, line: 718, type: !1632, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1632 = !DISubroutineType(types: !1633)
!1633 = !{!882, !1567}
!1634 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1635, file: !1556, line: 119)
!1635 = !DISubprogram(name: "fwrite", scope: !1559, file: !1559, line: 681, type: !1636, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1636 = !DISubroutineType(types: !1637)
!1637 = !{!1549, !1638, !1549, !1549, !1584}
!1638 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !73)
!1639 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1640, file: !1556, line: 120)
!1640 = !DISubprogram(name: "getc", scope: !1559, file: !1559, line: 514, type: !1570, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1641 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1642, file: !1556, line: 121)
!1642 = !DISubprogram(name: "getchar", scope: !1643, file: !1643, line: 47, type: !1644, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1643 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!1644 = !DISubroutineType(types: !1645)
!1645 = !{!255}
!1646 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1647, file: !1556, line: 126)
!1647 = !DISubprogram(name: "perror", scope: !1559, file: !1559, line: 804, type: !1648, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1648 = !DISubroutineType(types: !1649)
!1649 = !{null, !62}
!1650 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1651, file: !1556, line: 127)
!1651 = !DISubprogram(name: "printf", scope: !1559, file: !1559, line: 356, type: !1652, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1652 = !DISubroutineType(types: !1653)
!1653 = !{!255, !1596, null}
!1654 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1655, file: !1556, line: 128)
!1655 = !DISubprogram(name: "putc", scope: !1559, file: !1559, line: 550, type: !1603, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1656 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1657, file: !1556, line: 129)
!1657 = !DISubprogram(name: "putchar", scope: !1643, file: !1643, line: 82, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1658 = !DISubroutineType(types: !1659)
!1659 = !{!255, !255}
!1660 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1661, file: !1556, line: 130)
!1661 = !DISubprogram(name: "puts", scope: !1559, file: !1559, line: 661, type: !1662, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1662 = !DISubroutineType(types: !1663)
!1663 = !{!255, !62}
!1664 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1665, file: !1556, line: 131)
!1665 = !DISubprogram(name: "remove", scope: !1559, file: !1559, line: 152, type: !1662, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1666 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1667, file: !1556, line: 132)
!1667 = !DISubprogram(name: "rename", scope: !1559, file: !1559, line: 154, type: !1668, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1668 = !DISubroutineType(types: !1669)
!1669 = !{!255, !62, !62}
!1670 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1671, file: !1556, line: 133)
!1671 = !DISubprogram(name: "rewind", scope: !1559, file: !1559, line: 723, type: !1565, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1672 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1673, file: !1556, line: 134)
!1673 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !1559, file: !1559, line: 437, type: !1652, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1674 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1675, file: !1556, line: 135)
!1675 = !DISubprogram(name: "setbuf", scope: !1559, file: !1559, line: 328, type: !1676, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1676 = !DISubroutineType(types: !1677)
!1677 = !{null, !1584, !1591}
!1678 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1679, file: !1556, line: 136)
!1679 = !DISubprogram(name: "setvbuf", scope: !1559, file: !1559, line: 332, type: !1680, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1680 = !DISubroutineType(types: !1681)
!1681 = !{!255, !1584, !1591, !255, !1549}
!1682 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1683, file: !1556, line: 137)
!1683 = !DISubprogram(name: "sprintf", scope: !1559, file: !1559, line: 358, type: !1684, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1684 = !DISubroutineType(types: !1685)
!1685 = !{!255, !1591, !1596, null}
!1686 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1687, file: !1556, line: 138)
!1687 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !1559, file: !1559, line: 439, type: !1688, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1688 = !DISubroutineType(types: !1689)
!1689 = !{!255, !1596, !1596, null}
!1690 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1691, file: !1556, line: 139)
!1691 = !DISubprogram(name: "tmpfile", scope: !1559, file: !1559, line: 188, type: !1692, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1692 = !DISubroutineType(types: !1693)
!1693 = !{!1567}
!1694 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1695, file: !1556, line: 141)
!1695 = !DISubprogram(name: "tmpnam", scope: !1559, file: !1559, line: 205, type: !1696, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1696 = !DISubroutineType(types: !1697)
!1697 = !{!28, !28}
!1698 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1699, file: !1556, line: 143)
!1699 = !DISubprogram(name: "ungetc", scope: !1559, file: !1559, line: 668, type: !1603, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1700 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1701, file: !1556, line: 144)
!1701 = !DISubprogram(name: "vfprintf", scope: !1559, file: !1559, line: 365, type: !1702, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1702 = !DISubroutineType(types: !1703)
!1703 = !{!255, !1584, !1596, !1704}
!1704 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !1705, line: 12, baseType: !1706)
!1705 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
!1706 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !1707)
!1707 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list", scope: !10, size: 256, flags: DIFlagTypePassByValue, elements: !1708, identifier: "_ZTSSt9__va_list")
!1708 = !{!1709, !1710, !1711, !1712, !1713}
!1709 = !DIDerivedType(tag: DW_TAG_member, name: "__stack", scope: !1707, file: !3, baseType: !782, size: 64)
!1710 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_top", scope: !1707, file: !3, baseType: !782, size: 64, offset: 64)
!1711 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_top", scope: !1707, file: !3, baseType: !782, size: 64, offset: 128)
!1712 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_offs", scope: !1707, file: !3, baseType: !255, size: 32, offset: 192)
!1713 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_offs", scope: !1707, file: !3, baseType: !255, size: 32, offset: 224)
!1714 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1715, file: !1556, line: 145)
!1715 = !DISubprogram(name: "vprintf", scope: !1643, file: !1643, line: 39, type: !1716, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1716 = !DISubroutineType(types: !1717)
!1717 = !{!255, !1596, !1704}
!1718 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1719, file: !1556, line: 146)
!1719 = !DISubprogram(name: "vsprintf", scope: !1559, file: !1559, line: 373, type: !1720, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1720 = !DISubroutineType(types: !1721)
!1721 = !{!255, !1591, !1596, !1704}
!1722 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !1723, file: !1556, line: 175)
!1723 = !DISubprogram(name: "snprintf", scope: !1559, file: !1559, line: 378, type: !1724, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1724 = !DISubroutineType(types: !1725)
!1725 = !{!255, !1591, !1549, !1596, null}
!1726 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !1727, file: !1556, line: 176)
!1727 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !1559, file: !1559, line: 479, type: !1702, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1728 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !1729, file: !1556, line: 177)
!1729 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !1559, file: !1559, line: 484, type: !1716, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1730 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !1731, file: !1556, line: 178)
!1731 = !DISubprogram(name: "vsnprintf", scope: !1559, file: !1559, line: 382, type: !1732, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1732 = !DISubroutineType(types: !1733)
!1733 = !{!255, !1591, !1549, !1596, !1704}
!1734 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !1735, file: !1556, line: 179)
!1735 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !1559, file: !1559, line: 487, type: !1736, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1736 = !DISubroutineType(types: !1737)
!1737 = !{!255, !1596, !1596, !1704}
!1738 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1723, file: !1556, line: 185)
!1739 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1727, file: !1556, line: 186)
!1740 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1729, file: !1556, line: 187)
!1741 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1731, file: !1556, line: 188)
!1742 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1735, file: !1556, line: 189)
!1743 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !786, file: !787, line: 68)
!1744 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !788, entity: !1745, file: !787, line: 84)
!1745 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !10, file: !787, line: 80, type: !1746, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1746 = !DISubroutineType(types: !1747)
!1747 = !{null, !786}
!1748 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1749, file: !1762, line: 64)
!1749 = !DIDerivedType(tag: DW_TAG_typedef, name: "mbstate_t", file: !1750, line: 6, baseType: !1751)
!1750 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "ba8742313715e20e434cf6ccb2db98e3")
!1751 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mbstate_t", file: !1752, line: 21, baseType: !1753)
!1752 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/__mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "82911a3e689448e3691ded3e0b471a55")
!1753 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1752, line: 13, size: 64, flags: DIFlagTypePassByValue, elements: !1754, identifier: "_ZTS11__mbstate_t")
!1754 = !{!1755, !1756}
!1755 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !1753, file: !1752, line: 15, baseType: !255, size: 32)
!1756 = !DIDerivedType(tag: DW_TAG_member, name: "__value", scope: !1753, file: !1752, line: 20, baseType: !1757, size: 32, offset: 32)
!1757 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !1753, file: !1752, line: 16, size: 32, flags: DIFlagTypePassByValue, elements: !1758, identifier: "_ZTSN11__mbstate_tUt_E")
!1758 = !{!1759, !1760}
!1759 = !DIDerivedType(tag: DW_TAG_member, name: "__wch", scope: !1757, file: !1752, line: 18, baseType: !752, size: 32)
!1760 = !DIDerivedType(tag: DW_TAG_member, name: "__wchb", scope: !1757, file: !1752, line: 19, baseType: !1761, size: 32)
!1761 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 32, elements: !1414)
!1762 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cwchar", directory: "")
!1763 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1764, file: !1762, line: 141)
!1764 = !DIDerivedType(tag: DW_TAG_typedef, name: "wint_t", file: !1765, line: 20, baseType: !752)
!1765 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/wint_t.h", directory: "", checksumkind: CSK_MD5, checksum: "aa31b53ef28dc23152ceb41e2763ded3")
!1766 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1767, file: !1762, line: 143)
!1767 = !DISubprogram(name: "btowc", scope: !1768, file: !1768, line: 319, type: !1769, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1768 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/wchar.h", directory: "", checksumkind: CSK_MD5, checksum: "c2c1588988a2a89d06792ce221872236")
!1769 = !DISubroutineType(types: !1770)
!1770 = !{!1764, !255}
!1771 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1772, file: !1762, line: 144)
!1772 = !DISubprogram(name: "fgetwc", scope: !1768, file: !1768, line: 744, type: !1773, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1773 = !DISubroutineType(types: !1774)
!1774 = !{!1764, !1775}
!1775 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1776, size: 64)
!1776 = !DIDerivedType(tag: DW_TAG_typedef, name: "__FILE", file: !1777, line: 5, baseType: !1504)
!1777 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/__FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "72a8fe90981f484acae7c6f3dfc5c2b7")
!1778 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1779, file: !1762, line: 145)
!1779 = !DISubprogram(name: "fgetws", scope: !1768, file: !1768, line: 773, type: !1780, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1780 = !DISubroutineType(types: !1781)
!1781 = !{!1782, !1784, !255, !1785}
!1782 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1783, size: 64)
!1783 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_unsigned)
!1784 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1782)
!1785 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1775)
!1786 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1787, file: !1762, line: 146)
!1787 = !DISubprogram(name: "fputwc", scope: !1768, file: !1768, line: 758, type: !1788, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1788 = !DISubroutineType(types: !1789)
!1789 = !{!1764, !1783, !1775}
!1790 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1791, file: !1762, line: 147)
!1791 = !DISubprogram(name: "fputws", scope: !1768, file: !1768, line: 780, type: !1792, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1792 = !DISubroutineType(types: !1793)
!1793 = !{!255, !1794, !1785}
!1794 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1795)
!1795 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1796, size: 64)
!1796 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1783)
!1797 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1798, file: !1762, line: 148)
!1798 = !DISubprogram(name: "fwide", scope: !1768, file: !1768, line: 588, type: !1799, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1799 = !DISubroutineType(types: !1800)
!1800 = !{!255, !1775, !255}
!1801 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1802, file: !1762, line: 149)
!1802 = !DISubprogram(name: "fwprintf", scope: !1768, file: !1768, line: 595, type: !1803, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1803 = !DISubroutineType(types: !1804)
!1804 = !{!255, !1785, !1794, null}
!1805 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1806, file: !1762, line: 150)
!1806 = !DISubprogram(name: "fwscanf", linkageName: "__isoc99_fwscanf", scope: !1768, file: !1768, line: 657, type: !1803, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1807 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1808, file: !1762, line: 151)
!1808 = !DISubprogram(name: "getwc", scope: !1768, file: !1768, line: 745, type: !1773, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1809 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1810, file: !1762, line: 152)
!1810 = !DISubprogram(name: "getwchar", scope: !1768, file: !1768, line: 751, type: !1811, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1811 = !DISubroutineType(types: !1812)
!1812 = !{!1764}
!1813 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1814, file: !1762, line: 153)
!1814 = !DISubprogram(name: "mbrlen", scope: !1768, file: !1768, line: 330, type: !1815, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1815 = !DISubroutineType(types: !1816)
!1816 = !{!1549, !1596, !1549, !1817}
!1817 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1818)
!1818 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1749, size: 64)
!1819 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1820, file: !1762, line: 154)
!1820 = !DISubprogram(name: "mbrtowc", scope: !1768, file: !1768, line: 297, type: !1821, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1821 = !DISubroutineType(types: !1822)
!1822 = !{!1549, !1784, !1596, !1549, !1817}
!1823 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1824, file: !1762, line: 155)
!1824 = !DISubprogram(name: "mbsinit", scope: !1768, file: !1768, line: 293, type: !1825, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1825 = !DISubroutineType(types: !1826)
!1826 = !{!255, !1827}
!1827 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1828, size: 64)
!1828 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1749)
!1829 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1830, file: !1762, line: 156)
!1830 = !DISubprogram(name: "mbsrtowcs", scope: !1768, file: !1768, line: 338, type: !1831, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1831 = !DISubroutineType(types: !1832)
!1832 = !{!1549, !1784, !1833, !1549, !1817}
!1833 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1834)
!1834 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!1835 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1836, file: !1762, line: 157)
!1836 = !DISubprogram(name: "putwc", scope: !1768, file: !1768, line: 759, type: !1788, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1837 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1838, file: !1762, line: 158)
!1838 = !DISubprogram(name: "putwchar", scope: !1768, file: !1768, line: 765, type: !1839, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1839 = !DISubroutineType(types: !1840)
!1840 = !{!1764, !1783}
!1841 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1842, file: !1762, line: 160)
!1842 = !DISubprogram(name: "swprintf", scope: !1768, file: !1768, line: 605, type: !1843, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1843 = !DISubroutineType(types: !1844)
!1844 = !{!255, !1784, !1549, !1794, null}
!1845 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1846, file: !1762, line: 162)
!1846 = !DISubprogram(name: "swscanf", linkageName: "__isoc99_swscanf", scope: !1768, file: !1768, line: 664, type: !1847, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1847 = !DISubroutineType(types: !1848)
!1848 = !{!255, !1794, !1794, null}
!1849 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1850, file: !1762, line: 163)
!1850 = !DISubprogram(name: "ungetwc", scope: !1768, file: !1768, line: 788, type: !1851, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1851 = !DISubroutineType(types: !1852)
!1852 = !{!1764, !1764, !1775}
!1853 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1854, file: !1762, line: 164)
!1854 = !DISubprogram(name: "vfwprintf", scope: !1768, file: !1768, line: 613, type: !1855, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1855 = !DISubroutineType(types: !1856)
!1856 = !{!255, !1785, !1794, !1704}
!1857 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1858, file: !1762, line: 166)
!1858 = !DISubprogram(name: "vfwscanf", linkageName: "__isoc99_vfwscanf", scope: !1768, file: !1768, line: 711, type: !1855, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1859 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1860, file: !1762, line: 169)
!1860 = !DISubprogram(name: "vswprintf", scope: !1768, file: !1768, line: 626, type: !1861, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1861 = !DISubroutineType(types: !1862)
!1862 = !{!255, !1784, !1549, !1794, !1704}
!1863 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1864, file: !1762, line: 172)
!1864 = !DISubprogram(name: "vswscanf", linkageName: "__isoc99_vswscanf", scope: !1768, file: !1768, line: 718, type: !1865, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1865 = !DISubroutineType(types: !1866)
!1866 = !{!255, !1794, !1794, !1704}
!1867 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1868, file: !1762, line: 174)
!1868 = !DISubprogram(name: "vwprintf", scope: !1768, file: !1768, line: 621, type: !1869, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1869 = !DISubroutineType(types: !1870)
!1870 = !{!255, !1794, !1704}
!1871 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1872, file: !1762, line: 176)
!1872 = !DISubprogram(name: "vwscanf", linkageName: "__isoc99_vwscanf", scope: !1768, file: !1768, line: 715, type: !1869, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1873 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1874, file: !1762, line: 178)
!1874 = !DISubprogram(name: "wcrtomb", scope: !1768, file: !1768, line: 302, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1875 = !DISubroutineType(types: !1876)
!1876 = !{!1549, !1591, !1783, !1817}
!1877 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1878, file: !1762, line: 179)
!1878 = !DISubprogram(name: "wcscat", scope: !1768, file: !1768, line: 97, type: !1879, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1879 = !DISubroutineType(types: !1880)
!1880 = !{!1782, !1784, !1794}
!1881 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1882, file: !1762, line: 180)
!1882 = !DISubprogram(name: "wcscmp", scope: !1768, file: !1768, line: 106, type: !1883, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1883 = !DISubroutineType(types: !1884)
!1884 = !{!255, !1795, !1795}
!1885 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1886, file: !1762, line: 181)
!1886 = !DISubprogram(name: "wcscoll", scope: !1768, file: !1768, line: 131, type: !1883, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1887 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1888, file: !1762, line: 182)
!1888 = !DISubprogram(name: "wcscpy", scope: !1768, file: !1768, line: 87, type: !1879, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1889 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1890, file: !1762, line: 183)
!1890 = !DISubprogram(name: "wcscspn", scope: !1768, file: !1768, line: 188, type: !1891, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1891 = !DISubroutineType(types: !1892)
!1892 = !{!1549, !1795, !1795}
!1893 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1894, file: !1762, line: 184)
!1894 = !DISubprogram(name: "wcsftime", scope: !1768, file: !1768, line: 852, type: !1895, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1895 = !DISubroutineType(types: !1896)
!1896 = !{!1549, !1784, !1549, !1794, !1897}
!1897 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1898)
!1898 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1899, size: 64)
!1899 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1900)
!1900 = !DICompositeType(tag: DW_TAG_structure_type, name: "tm", file: !1768, line: 83, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS2tm")
!1901 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1902, file: !1762, line: 185)
!1902 = !DISubprogram(name: "wcslen", scope: !1768, file: !1768, line: 223, type: !1903, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1903 = !DISubroutineType(types: !1904)
!1904 = !{!1549, !1795}
!1905 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1906, file: !1762, line: 186)
!1906 = !DISubprogram(name: "wcsncat", scope: !1768, file: !1768, line: 101, type: !1907, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1907 = !DISubroutineType(types: !1908)
!1908 = !{!1782, !1784, !1794, !1549}
!1909 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1910, file: !1762, line: 187)
!1910 = !DISubprogram(name: "wcsncmp", scope: !1768, file: !1768, line: 109, type: !1911, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1911 = !DISubroutineType(types: !1912)
!1912 = !{!255, !1795, !1795, !1549}
!1913 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1914, file: !1762, line: 188)
!1914 = !DISubprogram(name: "wcsncpy", scope: !1768, file: !1768, line: 92, type: !1907, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1915 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1916, file: !1762, line: 189)
!1916 = !DISubprogram(name: "wcsrtombs", scope: !1768, file: !1768, line: 344, type: !1917, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1917 = !DISubroutineType(types: !1918)
!1918 = !{!1549, !1591, !1919, !1549, !1817}
!1919 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1920)
!1920 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1795, size: 64)
!1921 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1922, file: !1762, line: 190)
!1922 = !DISubprogram(name: "wcsspn", scope: !1768, file: !1768, line: 192, type: !1891, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1923 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1924, file: !1762, line: 191)
!1924 = !DISubprogram(name: "wcstod", scope: !1768, file: !1768, line: 378, type: !1925, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1925 = !DISubroutineType(types: !1926)
!1926 = !{!1927, !1794, !1928}
!1927 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!1928 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1929)
!1929 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1782, size: 64)
!1930 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1931, file: !1762, line: 193)
!1931 = !DISubprogram(name: "wcstof", scope: !1768, file: !1768, line: 383, type: !1932, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1932 = !DISubroutineType(types: !1933)
!1933 = !{!1934, !1794, !1928}
!1934 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!1935 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1936, file: !1762, line: 195)
!1936 = !DISubprogram(name: "wcstok", scope: !1768, file: !1768, line: 218, type: !1937, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1937 = !DISubroutineType(types: !1938)
!1938 = !{!1782, !1784, !1794, !1928}
!1939 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1940, file: !1762, line: 196)
!1940 = !DISubprogram(name: "wcstol", scope: !1768, file: !1768, line: 429, type: !1941, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1941 = !DISubroutineType(types: !1942)
!1942 = !{!882, !1794, !1928, !255}
!1943 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1944, file: !1762, line: 197)
!1944 = !DISubprogram(name: "wcstoul", scope: !1768, file: !1768, line: 434, type: !1945, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1945 = !DISubroutineType(types: !1946)
!1946 = !{!72, !1794, !1928, !255}
!1947 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1948, file: !1762, line: 198)
!1948 = !DISubprogram(name: "wcsxfrm", scope: !1768, file: !1768, line: 135, type: !1949, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1949 = !DISubroutineType(types: !1950)
!1950 = !{!1549, !1784, !1794, !1549}
!1951 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1952, file: !1762, line: 199)
!1952 = !DISubprogram(name: "wctob", scope: !1768, file: !1768, line: 325, type: !1953, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1953 = !DISubroutineType(types: !1954)
!1954 = !{!255, !1764}
!1955 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1956, file: !1762, line: 200)
!1956 = !DISubprogram(name: "wmemcmp", scope: !1768, file: !1768, line: 259, type: !1911, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1957 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1958, file: !1762, line: 201)
!1958 = !DISubprogram(name: "wmemcpy", scope: !1768, file: !1768, line: 263, type: !1907, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1959 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1960, file: !1762, line: 202)
!1960 = !DISubprogram(name: "wmemmove", scope: !1768, file: !1768, line: 268, type: !1961, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1961 = !DISubroutineType(types: !1962)
!1962 = !{!1782, !1782, !1795, !1549}
!1963 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1964, file: !1762, line: 203)
!1964 = !DISubprogram(name: "wmemset", scope: !1768, file: !1768, line: 272, type: !1965, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1965 = !DISubroutineType(types: !1966)
!1966 = !{!1782, !1782, !1783, !1549}
!1967 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1968, file: !1762, line: 204)
!1968 = !DISubprogram(name: "wprintf", scope: !1768, file: !1768, line: 602, type: !1969, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1969 = !DISubroutineType(types: !1970)
!1970 = !{!255, !1794, null}
!1971 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1972, file: !1762, line: 205)
!1972 = !DISubprogram(name: "wscanf", linkageName: "__isoc99_wscanf", scope: !1768, file: !1768, line: 661, type: !1969, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1973 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1974, file: !1762, line: 206)
!1974 = !DISubprogram(name: "wcschr", scope: !1768, file: !1768, line: 165, type: !1975, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1975 = !DISubroutineType(types: !1976)
!1976 = !{!1782, !1795, !1783}
!1977 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1978, file: !1762, line: 207)
!1978 = !DISubprogram(name: "wcspbrk", scope: !1768, file: !1768, line: 202, type: !1979, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1979 = !DISubroutineType(types: !1980)
!1980 = !{!1782, !1795, !1795}
!1981 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1982, file: !1762, line: 208)
!1982 = !DISubprogram(name: "wcsrchr", scope: !1768, file: !1768, line: 175, type: !1975, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1983 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1984, file: !1762, line: 209)
!1984 = !DISubprogram(name: "wcsstr", scope: !1768, file: !1768, line: 213, type: !1979, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1985 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1986, file: !1762, line: 210)
!1986 = !DISubprogram(name: "wmemchr", scope: !1768, file: !1768, line: 254, type: !1987, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1987 = !DISubroutineType(types: !1988)
!1988 = !{!1782, !1795, !1783, !1549}
!1989 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !1990, file: !1762, line: 251)
!1990 = !DISubprogram(name: "wcstold", scope: !1768, file: !1768, line: 385, type: !1991, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1991 = !DISubroutineType(types: !1992)
!1992 = !{!1993, !1794, !1928}
!1993 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!1994 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !1995, file: !1762, line: 260)
!1995 = !DISubprogram(name: "wcstoll", scope: !1768, file: !1768, line: 442, type: !1996, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1996 = !DISubroutineType(types: !1997)
!1997 = !{!1998, !1794, !1928, !255}
!1998 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!1999 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !2000, file: !1762, line: 261)
!2000 = !DISubprogram(name: "wcstoull", scope: !1768, file: !1768, line: 449, type: !2001, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2001 = !DISubroutineType(types: !2002)
!2002 = !{!2003, !1794, !1928, !255}
!2003 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!2004 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1990, file: !1762, line: 267)
!2005 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1995, file: !1762, line: 268)
!2006 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2000, file: !1762, line: 269)
!2007 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1931, file: !1762, line: 283)
!2008 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1858, file: !1762, line: 286)
!2009 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1864, file: !1762, line: 289)
!2010 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1872, file: !1762, line: 292)
!2011 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1990, file: !1762, line: 296)
!2012 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1995, file: !1762, line: 297)
!2013 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2000, file: !1762, line: 298)
!2014 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2015, file: !2018, line: 47)
!2015 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !2016, line: 24, baseType: !2017)
!2016 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!2017 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !1528, line: 37, baseType: !1532)
!2018 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cstdint", directory: "")
!2019 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2020, file: !2018, line: 48)
!2020 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !2016, line: 25, baseType: !2021)
!2021 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !1528, line: 39, baseType: !2022)
!2022 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!2023 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2024, file: !2018, line: 49)
!2024 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !2016, line: 26, baseType: !2025)
!2025 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !1528, line: 41, baseType: !255)
!2026 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2027, file: !2018, line: 50)
!2027 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !2016, line: 27, baseType: !2028)
!2028 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !1528, line: 44, baseType: !882)
!2029 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2030, file: !2018, line: 52)
!2030 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast8_t", file: !2031, line: 58, baseType: !1532)
!2031 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!2032 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2033, file: !2018, line: 53)
!2033 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast16_t", file: !2031, line: 60, baseType: !882)
!2034 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2035, file: !2018, line: 54)
!2035 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast32_t", file: !2031, line: 61, baseType: !882)
!2036 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2037, file: !2018, line: 55)
!2037 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast64_t", file: !2031, line: 62, baseType: !882)
!2038 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2039, file: !2018, line: 57)
!2039 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least8_t", file: !2031, line: 43, baseType: !2040)
!2040 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least8_t", file: !1528, line: 52, baseType: !2017)
!2041 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2042, file: !2018, line: 58)
!2042 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !2031, line: 44, baseType: !2043)
!2043 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !1528, line: 54, baseType: !2021)
!2044 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2045, file: !2018, line: 59)
!2045 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least32_t", file: !2031, line: 45, baseType: !2046)
!2046 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least32_t", file: !1528, line: 56, baseType: !2025)
!2047 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2048, file: !2018, line: 60)
!2048 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least64_t", file: !2031, line: 46, baseType: !2049)
!2049 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least64_t", file: !1528, line: 58, baseType: !2028)
!2050 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2051, file: !2018, line: 62)
!2051 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !2031, line: 101, baseType: !2052)
!2052 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !1528, line: 72, baseType: !882)
!2053 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2054, file: !2018, line: 63)
!2054 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !2031, line: 87, baseType: !882)
!2055 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2056, file: !2018, line: 65)
!2056 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !2057, line: 24, baseType: !2058)
!2057 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!2058 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !1528, line: 38, baseType: !2059)
!2059 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!2060 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2061, file: !2018, line: 66)
!2061 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !2057, line: 25, baseType: !2062)
!2062 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !1528, line: 40, baseType: !1530)
!2063 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2064, file: !2018, line: 67)
!2064 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !2057, line: 26, baseType: !2065)
!2065 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !1528, line: 42, baseType: !752)
!2066 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2067, file: !2018, line: 68)
!2067 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !2057, line: 27, baseType: !2068)
!2068 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !1528, line: 45, baseType: !72)
!2069 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2070, file: !2018, line: 70)
!2070 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !2031, line: 71, baseType: !2059)
!2071 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2072, file: !2018, line: 71)
!2072 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast16_t", file: !2031, line: 73, baseType: !72)
!2073 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2074, file: !2018, line: 72)
!2074 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !2031, line: 74, baseType: !72)
!2075 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2076, file: !2018, line: 73)
!2076 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast64_t", file: !2031, line: 75, baseType: !72)
!2077 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2078, file: !2018, line: 75)
!2078 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least8_t", file: !2031, line: 49, baseType: !2079)
!2079 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least8_t", file: !1528, line: 53, baseType: !2058)
!2080 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2081, file: !2018, line: 76)
!2081 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least16_t", file: !2031, line: 50, baseType: !2082)
!2082 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least16_t", file: !1528, line: 55, baseType: !2062)
!2083 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2084, file: !2018, line: 77)
!2084 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least32_t", file: !2031, line: 51, baseType: !2085)
!2085 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least32_t", file: !1528, line: 57, baseType: !2065)
!2086 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2087, file: !2018, line: 78)
!2087 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least64_t", file: !2031, line: 52, baseType: !2088)
!2088 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least64_t", file: !1528, line: 59, baseType: !2068)
!2089 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2090, file: !2018, line: 80)
!2090 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !2031, line: 102, baseType: !2091)
!2091 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !1528, line: 73, baseType: !72)
!2092 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2093, file: !2018, line: 81)
!2093 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !2031, line: 90, baseType: !72)
!2094 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2095, file: !2097, line: 53)
!2095 = !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !2096, line: 51, size: 768, flags: DIFlagFwdDecl, identifier: "_ZTS5lconv")
!2096 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/locale.h", directory: "", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!2097 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/clocale", directory: "")
!2098 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2099, file: !2097, line: 54)
!2099 = !DISubprogram(name: "setlocale", scope: !2096, file: !2096, line: 122, type: !2100, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2100 = !DISubroutineType(types: !2101)
!2101 = !{!28, !255, !62}
!2102 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2103, file: !2097, line: 55)
!2103 = !DISubprogram(name: "localeconv", scope: !2096, file: !2096, line: 125, type: !2104, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2104 = !DISubroutineType(types: !2105)
!2105 = !{!2106}
!2106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2095, size: 64)
!2107 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2108, file: !2110, line: 64)
!2108 = !DISubprogram(name: "isalnum", scope: !2109, file: !2109, line: 108, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2109 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!2110 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cctype", directory: "")
!2111 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2112, file: !2110, line: 65)
!2112 = !DISubprogram(name: "isalpha", scope: !2109, file: !2109, line: 109, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2113 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2114, file: !2110, line: 66)
!2114 = !DISubprogram(name: "iscntrl", scope: !2109, file: !2109, line: 110, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2115 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2116, file: !2110, line: 67)
!2116 = !DISubprogram(name: "isdigit", scope: !2109, file: !2109, line: 111, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2117 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2118, file: !2110, line: 68)
!2118 = !DISubprogram(name: "isgraph", scope: !2109, file: !2109, line: 113, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2119 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2120, file: !2110, line: 69)
!2120 = !DISubprogram(name: "islower", scope: !2109, file: !2109, line: 112, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2121 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2122, file: !2110, line: 70)
!2122 = !DISubprogram(name: "isprint", scope: !2109, file: !2109, line: 114, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2123 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2124, file: !2110, line: 71)
!2124 = !DISubprogram(name: "ispunct", scope: !2109, file: !2109, line: 115, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2125 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2126, file: !2110, line: 72)
!2126 = !DISubprogram(name: "isspace", scope: !2109, file: !2109, line: 116, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2127 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2128, file: !2110, line: 73)
!2128 = !DISubprogram(name: "isupper", scope: !2109, file: !2109, line: 117, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2129 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2130, file: !2110, line: 74)
!2130 = !DISubprogram(name: "isxdigit", scope: !2109, file: !2109, line: 118, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2131 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2132, file: !2110, line: 75)
!2132 = !DISubprogram(name: "tolower", scope: !2109, file: !2109, line: 122, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2133 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2134, file: !2110, line: 76)
!2134 = !DISubprogram(name: "toupper", scope: !2109, file: !2109, line: 125, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2135 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2136, file: !2110, line: 87)
!2136 = !DISubprogram(name: "isblank", scope: !2109, file: !2109, line: 130, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2137 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !2138, entity: !2139, file: !2140, line: 58)
!2138 = !DINamespace(name: "__gnu_debug", scope: null)
!2139 = !DINamespace(name: "__debug", scope: !10)
!2140 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!2141 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2142, file: !2144, line: 52)
!2142 = !DISubprogram(name: "abs", scope: !2143, file: !2143, line: 861, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2143 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!2144 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/std_abs.h", directory: "")
!2145 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2146, file: !2148, line: 127)
!2146 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !2143, line: 63, baseType: !2147)
!2147 = !DICompositeType(tag: DW_TAG_structure_type, file: !2143, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!2148 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cstdlib", directory: "")
!2149 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2150, file: !2148, line: 128)
!2150 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !2143, line: 71, baseType: !2151)
!2151 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2143, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !2152, identifier: "_ZTS6ldiv_t")
!2152 = !{!2153, !2154}
!2153 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !2151, file: !2143, line: 69, baseType: !882, size: 64)
!2154 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !2151, file: !2143, line: 70, baseType: !882, size: 64, offset: 64)
!2155 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2156, file: !2148, line: 130)
!2156 = !DISubprogram(name: "abort", scope: !2143, file: !2143, line: 611, type: !2157, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2157 = !DISubroutineType(types: !2158)
!2158 = !{null}
!2159 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2160, file: !2148, line: 132)
!2160 = !DISubprogram(name: "aligned_alloc", scope: !2143, file: !2143, line: 605, type: !2161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2161 = !DISubroutineType(types: !2162)
!2162 = !{!782, !1549, !1549}
!2163 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2164, file: !2148, line: 134)
!2164 = !DISubprogram(name: "atexit", scope: !2143, file: !2143, line: 615, type: !2165, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2165 = !DISubroutineType(types: !2166)
!2166 = !{!255, !2167}
!2167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2157, size: 64)
!2168 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2169, file: !2148, line: 137)
!2169 = !DISubprogram(name: "at_quick_exit", scope: !2143, file: !2143, line: 620, type: !2165, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2170 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2171, file: !2148, line: 140)
!2171 = !DISubprogram(name: "atof", scope: !2172, file: !2172, line: 25, type: !2173, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2172 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!2173 = !DISubroutineType(types: !2174)
!2174 = !{!1927, !62}
!2175 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2176, file: !2148, line: 141)
!2176 = !DISubprogram(name: "atoi", scope: !2143, file: !2143, line: 362, type: !1662, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2177 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2178, file: !2148, line: 142)
!2178 = !DISubprogram(name: "atol", scope: !2143, file: !2143, line: 367, type: !2179, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2179 = !DISubroutineType(types: !2180)
!2180 = !{!882, !62}
!2181 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2182, file: !2148, line: 143)
!2182 = !DISubprogram(name: "bsearch", scope: !2183, file: !2183, line: 20, type: !2184, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2183 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!2184 = !DISubroutineType(types: !2185)
!2185 = !{!782, !73, !73, !1549, !1549, !2186}
!2186 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !2143, line: 829, baseType: !2187)
!2187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2188, size: 64)
!2188 = !DISubroutineType(types: !2189)
!2189 = !{!255, !73, !73}
!2190 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2191, file: !2148, line: 144)
!2191 = !DISubprogram(name: "calloc", scope: !2143, file: !2143, line: 556, type: !2161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2192 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2193, file: !2148, line: 145)
!2193 = !DISubprogram(name: "div", scope: !2143, file: !2143, line: 873, type: !2194, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2194 = !DISubroutineType(types: !2195)
!2195 = !{!2146, !255, !255}
!2196 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2197, file: !2148, line: 146)
!2197 = !DISubprogram(name: "exit", scope: !2143, file: !2143, line: 637, type: !2198, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2198 = !DISubroutineType(types: !2199)
!2199 = !{null, !255}
!2200 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2201, file: !2148, line: 147)
!2201 = !DISubprogram(name: "free", scope: !2143, file: !2143, line: 568, type: !2202, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2202 = !DISubroutineType(types: !2203)
!2203 = !{null, !782}
!2204 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2205, file: !2148, line: 148)
!2205 = !DISubprogram(name: "getenv", scope: !2143, file: !2143, line: 654, type: !2206, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2206 = !DISubroutineType(types: !2207)
!2207 = !{!28, !62}
!2208 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2209, file: !2148, line: 149)
!2209 = !DISubprogram(name: "labs", scope: !2143, file: !2143, line: 862, type: !2210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2210 = !DISubroutineType(types: !2211)
!2211 = !{!882, !882}
!2212 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2213, file: !2148, line: 150)
!2213 = !DISubprogram(name: "ldiv", scope: !2143, file: !2143, line: 875, type: !2214, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2214 = !DISubroutineType(types: !2215)
!2215 = !{!2150, !882, !882}
!2216 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2217, file: !2148, line: 151)
!2217 = !DISubprogram(name: "malloc", scope: !2143, file: !2143, line: 553, type: !2218, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2218 = !DISubroutineType(types: !2219)
!2219 = !{!782, !1549}
!2220 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2221, file: !2148, line: 153)
!2221 = !DISubprogram(name: "mblen", scope: !2143, file: !2143, line: 943, type: !2222, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2222 = !DISubroutineType(types: !2223)
!2223 = !{!255, !62, !1549}
!2224 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2225, file: !2148, line: 154)
!2225 = !DISubprogram(name: "mbstowcs", scope: !2143, file: !2143, line: 954, type: !2226, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2226 = !DISubroutineType(types: !2227)
!2227 = !{!1549, !1784, !1596, !1549}
!2228 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2229, file: !2148, line: 155)
!2229 = !DISubprogram(name: "mbtowc", scope: !2143, file: !2143, line: 946, type: !2230, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2230 = !DISubroutineType(types: !2231)
!2231 = !{!255, !1784, !1596, !1549}
!2232 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2233, file: !2148, line: 157)
!2233 = !DISubprogram(name: "qsort", scope: !2143, file: !2143, line: 851, type: !2234, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2234 = !DISubroutineType(types: !2235)
!2235 = !{null, !782, !1549, !1549, !2186}
!2236 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2237, file: !2148, line: 160)
!2237 = !DISubprogram(name: "quick_exit", scope: !2143, file: !2143, line: 643, type: !2198, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2238 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2239, file: !2148, line: 163)
!2239 = !DISubprogram(name: "rand", scope: !2143, file: !2143, line: 454, type: !1644, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2240 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2241, file: !2148, line: 164)
!2241 = !DISubprogram(name: "realloc", scope: !2143, file: !2143, line: 564, type: !2242, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2242 = !DISubroutineType(types: !2243)
!2243 = !{!782, !782, !1549}
!2244 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2245, file: !2148, line: 165)
!2245 = !DISubprogram(name: "srand", scope: !2143, file: !2143, line: 456, type: !2246, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2246 = !DISubroutineType(types: !2247)
!2247 = !{null, !752}
!2248 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2249, file: !2148, line: 166)
!2249 = !DISubprogram(name: "strtod", scope: !2143, file: !2143, line: 118, type: !2250, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2250 = !DISubroutineType(types: !2251)
!2251 = !{!1927, !1596, !2252}
!2252 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2253)
!2253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!2254 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2255, file: !2148, line: 167)
!2255 = !DISubprogram(name: "strtol", scope: !2143, file: !2143, line: 177, type: !2256, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2256 = !DISubroutineType(types: !2257)
!2257 = !{!882, !1596, !2252, !255}
!2258 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2259, file: !2148, line: 168)
!2259 = !DISubprogram(name: "strtoul", scope: !2143, file: !2143, line: 181, type: !2260, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2260 = !DISubroutineType(types: !2261)
!2261 = !{!72, !1596, !2252, !255}
!2262 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2263, file: !2148, line: 169)
!2263 = !DISubprogram(name: "system", scope: !2143, file: !2143, line: 804, type: !1662, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2264 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2265, file: !2148, line: 171)
!2265 = !DISubprogram(name: "wcstombs", scope: !2143, file: !2143, line: 958, type: !2266, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2266 = !DISubroutineType(types: !2267)
!2267 = !{!1549, !1591, !1794, !1549}
!2268 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2269, file: !2148, line: 172)
!2269 = !DISubprogram(name: "wctomb", scope: !2143, file: !2143, line: 950, type: !2270, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2270 = !DISubroutineType(types: !2271)
!2271 = !{!255, !28, !1783}
!2272 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !2273, file: !2148, line: 200)
!2273 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !2143, line: 81, baseType: !2274)
!2274 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2143, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !2275, identifier: "_ZTS7lldiv_t")
!2275 = !{!2276, !2277}
!2276 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !2274, file: !2143, line: 79, baseType: !1998, size: 64)
!2277 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !2274, file: !2143, line: 80, baseType: !1998, size: 64, offset: 64)
!2278 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !2279, file: !2148, line: 206)
!2279 = !DISubprogram(name: "_Exit", scope: !2143, file: !2143, line: 649, type: !2198, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2280 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !2281, file: !2148, line: 210)
!2281 = !DISubprogram(name: "llabs", scope: !2143, file: !2143, line: 865, type: !2282, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2282 = !DISubroutineType(types: !2283)
!2283 = !{!1998, !1998}
!2284 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !2285, file: !2148, line: 216)
!2285 = !DISubprogram(name: "lldiv", scope: !2143, file: !2143, line: 879, type: !2286, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2286 = !DISubroutineType(types: !2287)
!2287 = !{!2273, !1998, !1998}
!2288 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !2289, file: !2148, line: 227)
!2289 = !DISubprogram(name: "atoll", scope: !2143, file: !2143, line: 374, type: !2290, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2290 = !DISubroutineType(types: !2291)
!2291 = !{!1998, !62}
!2292 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !2293, file: !2148, line: 228)
!2293 = !DISubprogram(name: "strtoll", scope: !2143, file: !2143, line: 201, type: !2294, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2294 = !DISubroutineType(types: !2295)
!2295 = !{!1998, !1596, !2252, !255}
!2296 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !2297, file: !2148, line: 229)
!2297 = !DISubprogram(name: "strtoull", scope: !2143, file: !2143, line: 206, type: !2298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2298 = !DISubroutineType(types: !2299)
!2299 = !{!2003, !1596, !2252, !255}
!2300 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !2301, file: !2148, line: 231)
!2301 = !DISubprogram(name: "strtof", scope: !2143, file: !2143, line: 124, type: !2302, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2302 = !DISubroutineType(types: !2303)
!2303 = !{!1934, !1596, !2252}
!2304 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !2305, file: !2148, line: 232)
!2305 = !DISubprogram(name: "strtold", scope: !2143, file: !2143, line: 127, type: !2306, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2306 = !DISubroutineType(types: !2307)
!2307 = !{!1993, !1596, !2252}
!2308 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2273, file: !2148, line: 240)
!2309 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2279, file: !2148, line: 242)
!2310 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2281, file: !2148, line: 244)
!2311 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2312, file: !2148, line: 245)
!2312 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !18, file: !2148, line: 213, type: !2286, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2313 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2285, file: !2148, line: 246)
!2314 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2289, file: !2148, line: 248)
!2315 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2301, file: !2148, line: 249)
!2316 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2293, file: !2148, line: 250)
!2317 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2297, file: !2148, line: 251)
!2318 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2305, file: !2148, line: 252)
!2319 = !{i32 7, !"Dwarf Version", i32 5}
!2320 = !{i32 2, !"Debug Info Version", i32 3}
!2321 = !{i32 1, !"wchar_size", i32 4}
!2322 = !{i32 8, !"PIC Level", i32 2}
!2323 = !{i32 7, !"PIE Level", i32 2}
!2324 = !{i32 7, !"uwtable", i32 2}
!2325 = !{i32 7, !"frame-pointer", i32 1}
!2326 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!2327 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2328 = distinct !DISubprogram(name: "low", linkageName: "_Z3lowi", scope: !3, file: !3, line: 23, type: !2198, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2329)
!2329 = !{!2330, !2331}
!2330 = !DILocalVariable(name: "k", arg: 1, scope: !2328, file: !3, line: 23, type: !255)
!2331 = !DILocalVariable(name: "w", scope: !2328, file: !3, line: 26, type: !1362)
!2332 = distinct !DIAssignID()
!2333 = !DILocation(line: 0, scope: !2328)
!2334 = !DILocation(line: 24, column: 7, scope: !2328)
!2335 = !DILocation(line: 24, column: 15, scope: !2336)
!2336 = distinct !DILexicalBlock(scope: !2328, file: !3, line: 24, column: 7)
!2337 = !DILocation(line: 24, column: 29, scope: !2336)
!2338 = !DILocalVariable(name: "this", arg: 1, scope: !2339, type: !2342, flags: DIFlagArtificial | DIFlagObjectPointer)
!2339 = distinct !DISubprogram(name: "Tracked", linkageName: "_ZN7TrackedC2ENSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", scope: !756, file: !3, line: 14, type: !763, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !762, retainedNodes: !2340)
!2340 = !{!2338, !2341}
!2341 = !DILocalVariable(name: "n", arg: 2, scope: !2339, file: !3, line: 14, type: !760)
!2342 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !756, size: 64)
!2343 = !DILocation(line: 0, scope: !2339, inlinedAt: !2344)
!2344 = distinct !DILocation(line: 24, column: 21, scope: !2336)
!2345 = !DILocalVariable(name: "this", arg: 1, scope: !2346, type: !1390, flags: DIFlagArtificial | DIFlagObjectPointer)
!2346 = distinct !DISubprogram(name: "basic_string", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2EOS4_", scope: !7, file: !6, line: 670, type: !477, scopeLine: 672, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !476, retainedNodes: !2347)
!2347 = !{!2345, !2348}
!2348 = !DILocalVariable(name: "__str", arg: 2, scope: !2346, file: !6, line: 670, type: !479)
!2349 = !DILocation(line: 0, scope: !2346, inlinedAt: !2350)
!2350 = distinct !DILocation(line: 14, column: 37, scope: !2339, inlinedAt: !2344)
!2351 = !DILocalVariable(name: "this", arg: 1, scope: !2352, type: !1390, flags: DIFlagArtificial | DIFlagObjectPointer)
!2352 = distinct !DISubprogram(name: "_M_local_data", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_local_dataEv", scope: !7, file: !6, line: 238, type: !377, scopeLine: 239, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !376, retainedNodes: !2353)
!2353 = !{!2351}
!2354 = !DILocation(line: 0, scope: !2352, inlinedAt: !2355)
!2355 = distinct !DILocation(line: 671, column: 21, scope: !2346, inlinedAt: !2350)
!2356 = !DILocation(line: 241, column: 51, scope: !2352, inlinedAt: !2355)
!2357 = !DILocalVariable(name: "this", arg: 1, scope: !2358, type: !2362, flags: DIFlagArtificial | DIFlagObjectPointer)
!2358 = distinct !DISubprogram(name: "_Alloc_hider", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderC2EPcOS3_", scope: !136, file: !6, line: 203, type: !153, scopeLine: 204, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !152, retainedNodes: !2359)
!2359 = !{!2357, !2360, !2361}
!2360 = !DILocalVariable(name: "__dat", arg: 2, scope: !2358, file: !6, line: 203, type: !146)
!2361 = !DILocalVariable(name: "__a", arg: 3, scope: !2358, file: !6, line: 203, type: !155)
!2362 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!2363 = !DILocation(line: 0, scope: !2358, inlinedAt: !2364)
!2364 = distinct !DILocation(line: 671, column: 9, scope: !2346, inlinedAt: !2350)
!2365 = !DILocation(line: 204, column: 36, scope: !2358, inlinedAt: !2364)
!2366 = !{!2367, !2368, i64 0}
!2367 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !2368, i64 0}
!2368 = !{!"any pointer", !2369, i64 0}
!2369 = !{!"omnipotent char", !2370, i64 0}
!2370 = !{!"Simple C++ TBAA"}
!2371 = !DILocalVariable(name: "this", arg: 1, scope: !2372, type: !2374, flags: DIFlagArtificial | DIFlagObjectPointer)
!2372 = distinct !DISubprogram(name: "_M_is_local", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE11_M_is_localEv", scope: !7, file: !6, line: 273, type: !388, scopeLine: 274, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !387, retainedNodes: !2373)
!2373 = !{!2371}
!2374 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !375, size: 64)
!2375 = !DILocation(line: 0, scope: !2372, inlinedAt: !2376)
!2376 = distinct !DILocation(line: 673, column: 12, scope: !2377, inlinedAt: !2350)
!2377 = distinct !DILexicalBlock(scope: !2378, file: !6, line: 673, column: 6)
!2378 = distinct !DILexicalBlock(scope: !2346, file: !6, line: 672, column: 7)
!2379 = !DILocalVariable(name: "this", arg: 1, scope: !2380, type: !2374, flags: DIFlagArtificial | DIFlagObjectPointer)
!2380 = distinct !DISubprogram(name: "_M_data", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_M_dataEv", scope: !7, file: !6, line: 233, type: !372, scopeLine: 234, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !371, retainedNodes: !2381)
!2381 = !{!2379}
!2382 = !DILocation(line: 0, scope: !2380, inlinedAt: !2383)
!2383 = distinct !DILocation(line: 274, column: 16, scope: !2372, inlinedAt: !2376)
!2384 = !DILocation(line: 234, column: 28, scope: !2380, inlinedAt: !2383)
!2385 = !{!2386, !2368, i64 0}
!2386 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !2367, i64 0, !2387, i64 8, !2369, i64 16}
!2387 = !{!"long", !2369, i64 0}
!2388 = !DILocalVariable(name: "this", arg: 1, scope: !2389, type: !2374, flags: DIFlagArtificial | DIFlagObjectPointer)
!2389 = distinct !DISubprogram(name: "_M_local_data", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_local_dataEv", scope: !7, file: !6, line: 249, type: !380, scopeLine: 250, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !379, retainedNodes: !2390)
!2390 = !{!2388}
!2391 = !DILocation(line: 0, scope: !2389, inlinedAt: !2392)
!2392 = distinct !DILocation(line: 274, column: 29, scope: !2372, inlinedAt: !2376)
!2393 = !DILocation(line: 252, column: 57, scope: !2389, inlinedAt: !2392)
!2394 = !DILocation(line: 274, column: 26, scope: !2372, inlinedAt: !2376)
!2395 = !DILocation(line: 673, column: 6, scope: !2378, inlinedAt: !2350)
!2396 = !DILocalVariable(name: "this", arg: 1, scope: !2397, type: !2374, flags: DIFlagArtificial | DIFlagObjectPointer)
!2397 = distinct !DISubprogram(name: "length", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6lengthEv", scope: !7, file: !6, line: 1070, type: !536, scopeLine: 1071, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !538, retainedNodes: !2398)
!2398 = !{!2396}
!2399 = !DILocation(line: 0, scope: !2397, inlinedAt: !2400)
!2400 = distinct !DILocation(line: 676, column: 16, scope: !2401, inlinedAt: !2350)
!2401 = distinct !DILexicalBlock(scope: !2377, file: !6, line: 674, column: 4)
!2402 = !DILocation(line: 1071, column: 16, scope: !2397, inlinedAt: !2400)
!2403 = !{!2386, !2387, i64 8}
!2404 = !DILocation(line: 676, column: 25, scope: !2401, inlinedAt: !2350)
!2405 = !DILocalVariable(name: "__s1", arg: 1, scope: !2406, file: !310, line: 423, type: !336)
!2406 = distinct !DISubprogram(name: "copy", linkageName: "_ZNSt11char_traitsIcE4copyEPcPKcm", scope: !309, file: !310, line: 423, type: !334, scopeLine: 424, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !337, retainedNodes: !2407)
!2407 = !{!2405, !2408, !2409}
!2408 = !DILocalVariable(name: "__s2", arg: 2, scope: !2406, file: !310, line: 423, type: !326)
!2409 = !DILocalVariable(name: "__n", arg: 3, scope: !2406, file: !310, line: 423, type: !70)
!2410 = !DILocation(line: 0, scope: !2406, inlinedAt: !2411)
!2411 = distinct !DILocation(line: 675, column: 6, scope: !2401, inlinedAt: !2350)
!2412 = !DILocation(line: 425, column: 10, scope: !2413, inlinedAt: !2411)
!2413 = distinct !DILexicalBlock(scope: !2406, file: !310, line: 425, column: 6)
!2414 = !DILocation(line: 425, column: 6, scope: !2406, inlinedAt: !2411)
!2415 = !DILocation(line: 431, column: 33, scope: !2406, inlinedAt: !2411)
!2416 = !DILocation(line: 431, column: 2, scope: !2406, inlinedAt: !2411)
!2417 = !DILocation(line: 0, scope: !2380, inlinedAt: !2418)
!2418 = distinct !DILocation(line: 680, column: 20, scope: !2419, inlinedAt: !2350)
!2419 = distinct !DILexicalBlock(scope: !2377, file: !6, line: 679, column: 4)
!2420 = !DILocalVariable(name: "this", arg: 1, scope: !2421, type: !1390, flags: DIFlagArtificial | DIFlagObjectPointer)
!2421 = distinct !DISubprogram(name: "_M_data", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_M_dataEPc", scope: !7, file: !6, line: 223, type: !366, scopeLine: 224, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !365, retainedNodes: !2422)
!2422 = !{!2420, !2423}
!2423 = !DILocalVariable(name: "__p", arg: 2, scope: !2421, file: !6, line: 223, type: !146)
!2424 = !DILocation(line: 0, scope: !2421, inlinedAt: !2425)
!2425 = distinct !DILocation(line: 680, column: 6, scope: !2419, inlinedAt: !2350)
!2426 = !DILocation(line: 224, column: 26, scope: !2421, inlinedAt: !2425)
!2427 = !DILocation(line: 681, column: 24, scope: !2419, inlinedAt: !2350)
!2428 = !{!2369, !2369, i64 0}
!2429 = !DILocalVariable(name: "this", arg: 1, scope: !2430, type: !1390, flags: DIFlagArtificial | DIFlagObjectPointer)
!2430 = distinct !DISubprogram(name: "_M_capacity", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE11_M_capacityEm", scope: !7, file: !6, line: 260, type: !369, scopeLine: 261, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !385, retainedNodes: !2431)
!2431 = !{!2429, !2432}
!2432 = !DILocalVariable(name: "__capacity", arg: 2, scope: !2430, file: !6, line: 260, type: !14)
!2433 = !DILocation(line: 0, scope: !2430, inlinedAt: !2434)
!2434 = distinct !DILocation(line: 681, column: 6, scope: !2419, inlinedAt: !2350)
!2435 = !DILocation(line: 261, column: 31, scope: !2430, inlinedAt: !2434)
!2436 = !DILocation(line: 1071, column: 16, scope: !2397, inlinedAt: !2437)
!2437 = distinct !DILocation(line: 687, column: 18, scope: !2378, inlinedAt: !2350)
!2438 = !DILocation(line: 0, scope: !2397, inlinedAt: !2437)
!2439 = !DILocalVariable(name: "this", arg: 1, scope: !2440, type: !1390, flags: DIFlagArtificial | DIFlagObjectPointer)
!2440 = distinct !DISubprogram(name: "_M_length", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_lengthEm", scope: !7, file: !6, line: 228, type: !369, scopeLine: 229, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !368, retainedNodes: !2441)
!2441 = !{!2439, !2442}
!2442 = !DILocalVariable(name: "__length", arg: 2, scope: !2440, file: !6, line: 228, type: !14)
!2443 = !DILocation(line: 0, scope: !2440, inlinedAt: !2444)
!2444 = distinct !DILocation(line: 687, column: 2, scope: !2378, inlinedAt: !2350)
!2445 = !DILocation(line: 229, column: 9, scope: !2440, inlinedAt: !2444)
!2446 = !DILocation(line: 229, column: 26, scope: !2440, inlinedAt: !2444)
!2447 = !DILocation(line: 0, scope: !2352, inlinedAt: !2448)
!2448 = distinct !DILocation(line: 688, column: 22, scope: !2378, inlinedAt: !2350)
!2449 = !DILocation(line: 0, scope: !2421, inlinedAt: !2450)
!2450 = distinct !DILocation(line: 688, column: 8, scope: !2378, inlinedAt: !2350)
!2451 = !DILocation(line: 224, column: 26, scope: !2421, inlinedAt: !2450)
!2452 = !DILocalVariable(name: "this", arg: 1, scope: !2453, type: !1390, flags: DIFlagArtificial | DIFlagObjectPointer)
!2453 = distinct !DISubprogram(name: "_M_set_length", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_set_lengthEm", scope: !7, file: !6, line: 265, type: !369, scopeLine: 266, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !386, retainedNodes: !2454)
!2454 = !{!2452, !2455}
!2455 = !DILocalVariable(name: "__n", arg: 2, scope: !2453, file: !6, line: 265, type: !14)
!2456 = !DILocation(line: 0, scope: !2453, inlinedAt: !2457)
!2457 = distinct !DILocation(line: 689, column: 8, scope: !2378, inlinedAt: !2350)
!2458 = !DILocation(line: 0, scope: !2440, inlinedAt: !2459)
!2459 = distinct !DILocation(line: 267, column: 2, scope: !2453, inlinedAt: !2457)
!2460 = !DILocation(line: 229, column: 26, scope: !2440, inlinedAt: !2459)
!2461 = !DILocation(line: 0, scope: !2380, inlinedAt: !2462)
!2462 = distinct !DILocation(line: 268, column: 22, scope: !2453, inlinedAt: !2457)
!2463 = !DILocalVariable(name: "__c1", arg: 1, scope: !2464, file: !310, line: 347, type: !315)
!2464 = distinct !DISubprogram(name: "assign", linkageName: "_ZNSt11char_traitsIcE6assignERcRKc", scope: !309, file: !310, line: 347, type: !313, scopeLine: 348, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !312, retainedNodes: !2465)
!2465 = !{!2463, !2466}
!2466 = !DILocalVariable(name: "__c2", arg: 2, scope: !2464, file: !310, line: 347, type: !317)
!2467 = !DILocation(line: 0, scope: !2464, inlinedAt: !2468)
!2468 = distinct !DILocation(line: 268, column: 2, scope: !2453, inlinedAt: !2457)
!2469 = !DILocation(line: 354, column: 7, scope: !2464, inlinedAt: !2468)
!2470 = !DILocation(line: 14, column: 58, scope: !2471, inlinedAt: !2344)
!2471 = distinct !DILexicalBlock(scope: !2339, file: !3, line: 14, column: 56)
!2472 = !{!2473, !2473, i64 0}
!2473 = !{!"int", !2369, i64 0}
!2474 = !DILocation(line: 27, column: 1, scope: !2336)
!2475 = !DILocalVariable(name: "this", arg: 1, scope: !2476, type: !1390, flags: DIFlagArtificial | DIFlagObjectPointer)
!2476 = distinct !DISubprogram(name: "~basic_string", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev", scope: !7, file: !6, line: 794, type: !395, scopeLine: 795, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !491, retainedNodes: !2477)
!2477 = !{!2475}
!2478 = !DILocation(line: 0, scope: !2476, inlinedAt: !2479)
!2479 = distinct !DILocation(line: 24, column: 15, scope: !2336)
!2480 = !DILocalVariable(name: "this", arg: 1, scope: !2481, type: !1390, flags: DIFlagArtificial | DIFlagObjectPointer)
!2481 = distinct !DISubprogram(name: "_M_dispose", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_disposeEv", scope: !7, file: !6, line: 283, type: !395, scopeLine: 284, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !394, retainedNodes: !2482)
!2482 = !{!2480}
!2483 = !DILocation(line: 0, scope: !2481, inlinedAt: !2484)
!2484 = distinct !DILocation(line: 795, column: 9, scope: !2485, inlinedAt: !2479)
!2485 = distinct !DILexicalBlock(scope: !2476, file: !6, line: 795, column: 7)
!2486 = !DILocation(line: 0, scope: !2372, inlinedAt: !2487)
!2487 = distinct !DILocation(line: 285, column: 7, scope: !2488, inlinedAt: !2484)
!2488 = distinct !DILexicalBlock(scope: !2481, file: !6, line: 285, column: 6)
!2489 = !DILocation(line: 0, scope: !2380, inlinedAt: !2490)
!2490 = distinct !DILocation(line: 274, column: 16, scope: !2372, inlinedAt: !2487)
!2491 = !DILocation(line: 234, column: 28, scope: !2380, inlinedAt: !2490)
!2492 = !DILocation(line: 0, scope: !2389, inlinedAt: !2493)
!2493 = distinct !DILocation(line: 274, column: 29, scope: !2372, inlinedAt: !2487)
!2494 = !DILocation(line: 274, column: 26, scope: !2372, inlinedAt: !2487)
!2495 = !DILocation(line: 285, column: 6, scope: !2481, inlinedAt: !2484)
!2496 = !DILocation(line: 286, column: 15, scope: !2488, inlinedAt: !2484)
!2497 = !DILocalVariable(name: "this", arg: 1, scope: !2498, type: !1390, flags: DIFlagArtificial | DIFlagObjectPointer)
!2498 = distinct !DISubprogram(name: "_M_destroy", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_destroyEm", scope: !7, file: !6, line: 291, type: !369, scopeLine: 292, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !397, retainedNodes: !2499)
!2499 = !{!2497, !2500}
!2500 = !DILocalVariable(name: "__size", arg: 2, scope: !2498, file: !6, line: 291, type: !14)
!2501 = !DILocation(line: 0, scope: !2498, inlinedAt: !2502)
!2502 = distinct !DILocation(line: 286, column: 4, scope: !2488, inlinedAt: !2484)
!2503 = !DILocation(line: 0, scope: !2380, inlinedAt: !2504)
!2504 = distinct !DILocation(line: 292, column: 55, scope: !2498, inlinedAt: !2502)
!2505 = !DILocation(line: 292, column: 73, scope: !2498, inlinedAt: !2502)
!2506 = !DILocalVariable(name: "__a", arg: 1, scope: !2507, file: !22, line: 495, type: !30)
!2507 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIcEE10deallocateERS0_Pcm", scope: !21, file: !22, line: 495, type: !106, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !105, retainedNodes: !2508)
!2508 = !{!2506, !2509, !2510}
!2509 = !DILocalVariable(name: "__p", arg: 2, scope: !2507, file: !22, line: 495, type: !27)
!2510 = !DILocalVariable(name: "__n", arg: 3, scope: !2507, file: !22, line: 495, type: !100)
!2511 = !DILocation(line: 0, scope: !2507, inlinedAt: !2512)
!2512 = distinct !DILocation(line: 292, column: 9, scope: !2498, inlinedAt: !2502)
!2513 = !DILocalVariable(name: "this", arg: 1, scope: !2514, type: !2518, flags: DIFlagArtificial | DIFlagObjectPointer)
!2514 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIcE10deallocateEPcm", scope: !38, file: !39, line: 142, type: !76, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !75, retainedNodes: !2515)
!2515 = !{!2513, !2516, !2517}
!2516 = !DILocalVariable(name: "__p", arg: 2, scope: !2514, file: !39, line: 142, type: !28)
!2517 = !DILocalVariable(name: "__n", arg: 3, scope: !2514, file: !39, line: 142, type: !69)
!2518 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!2519 = !DILocation(line: 0, scope: !2514, inlinedAt: !2520)
!2520 = distinct !DILocation(line: 496, column: 13, scope: !2507, inlinedAt: !2512)
!2521 = !DILocation(line: 158, column: 2, scope: !2514, inlinedAt: !2520)
!2522 = !DILocation(line: 286, column: 4, scope: !2488, inlinedAt: !2484)
!2523 = !DILocation(line: 25, column: 15, scope: !2524)
!2524 = distinct !DILexicalBlock(scope: !2328, file: !3, line: 25, column: 7)
!2525 = !DILocation(line: 25, column: 21, scope: !2524)
!2526 = !DILocation(line: 27, column: 1, scope: !2524)
!2527 = !DILocation(line: 26, column: 3, scope: !2328)
!2528 = !DILocation(line: 241, column: 51, scope: !2352, inlinedAt: !2529)
!2529 = distinct !DILocation(line: 635, column: 21, scope: !2530, inlinedAt: !2542)
!2530 = distinct !DISubprogram(name: "basic_string<std::allocator<char> >", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_", scope: !7, file: !6, line: 634, type: !2531, scopeLine: 636, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !2534, declaration: !2533, retainedNodes: !2536)
!2531 = !DISubroutineType(types: !2532)
!2532 = !{null, !363, !62, !91}
!2533 = !DISubprogram(name: "basic_string<std::allocator<char> >", scope: !7, file: !6, line: 634, type: !2531, scopeLine: 634, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2534)
!2534 = !{!2535}
!2535 = !DITemplateTypeParameter(type: !32)
!2536 = !{!2537, !2538, !2539, !2540}
!2537 = !DILocalVariable(name: "this", arg: 1, scope: !2530, type: !1390, flags: DIFlagArtificial | DIFlagObjectPointer)
!2538 = !DILocalVariable(name: "__s", arg: 2, scope: !2530, file: !6, line: 634, type: !62)
!2539 = !DILocalVariable(name: "__a", arg: 3, scope: !2530, file: !6, line: 634, type: !91)
!2540 = !DILocalVariable(name: "__end", scope: !2541, file: !6, line: 641, type: !62)
!2541 = distinct !DILexicalBlock(scope: !2530, file: !6, line: 636, column: 7)
!2542 = distinct !DILocation(line: 21, column: 69, scope: !2543, inlinedAt: !2549)
!2543 = distinct !DISubprogram(name: "Whole", linkageName: "_ZN5WholeC2Eii", scope: !1362, file: !3, line: 21, type: !1374, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1373, retainedNodes: !2544)
!2544 = !{!2545, !2547, !2548}
!2545 = !DILocalVariable(name: "this", arg: 1, scope: !2543, type: !2546, flags: DIFlagArtificial | DIFlagObjectPointer)
!2546 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1362, size: 64)
!2547 = !DILocalVariable(name: "a", arg: 2, scope: !2543, file: !3, line: 21, type: !255)
!2548 = !DILocalVariable(name: "b", arg: 3, scope: !2543, file: !3, line: 21, type: !255)
!2549 = distinct !DILocation(line: 26, column: 9, scope: !2328)
!2550 = !DILocation(line: 0, scope: !2543, inlinedAt: !2549)
!2551 = !DILocation(line: 0, scope: !2530, inlinedAt: !2542)
!2552 = !DILocation(line: 0, scope: !2352, inlinedAt: !2529)
!2553 = !DILocation(line: 0, scope: !2541, inlinedAt: !2542)
!2554 = !DILocation(line: 0, scope: !1378, inlinedAt: !2555)
!2555 = distinct !DILocation(line: 642, column: 2, scope: !2541, inlinedAt: !2542)
!2556 = distinct !DIAssignID()
!2557 = !DILocalVariable(name: "__p", arg: 1, scope: !2558, file: !6, line: 475, type: !28)
!2558 = distinct !DISubprogram(name: "_S_copy_chars", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_S_copy_charsEPcPKcS7_", scope: !7, file: !6, line: 475, type: !444, scopeLine: 477, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !443, retainedNodes: !2559)
!2559 = !{!2557, !2560, !2561}
!2560 = !DILocalVariable(name: "__k1", arg: 2, scope: !2558, file: !6, line: 475, type: !62)
!2561 = !DILocalVariable(name: "__k2", arg: 3, scope: !2558, file: !6, line: 475, type: !62)
!2562 = !DILocation(line: 0, scope: !2558, inlinedAt: !2563)
!2563 = distinct !DILocation(line: 243, column: 2, scope: !1378, inlinedAt: !2555)
!2564 = !DILocalVariable(name: "__d", arg: 1, scope: !2565, file: !6, line: 418, type: !28)
!2565 = distinct !DISubprogram(name: "_S_copy", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_S_copyEPcPKcm", scope: !7, file: !6, line: 418, type: !424, scopeLine: 419, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !423, retainedNodes: !2566)
!2566 = !{!2564, !2567, !2568}
!2567 = !DILocalVariable(name: "__s", arg: 2, scope: !2565, file: !6, line: 418, type: !62)
!2568 = !DILocalVariable(name: "__n", arg: 3, scope: !2565, file: !6, line: 418, type: !14)
!2569 = !DILocation(line: 0, scope: !2565, inlinedAt: !2570)
!2570 = distinct !DILocation(line: 477, column: 9, scope: !2558, inlinedAt: !2563)
!2571 = !DILocation(line: 431, column: 33, scope: !2406, inlinedAt: !2572)
!2572 = distinct !DILocation(line: 423, column: 4, scope: !2573, inlinedAt: !2570)
!2573 = distinct !DILexicalBlock(scope: !2565, file: !6, line: 420, column: 6)
!2574 = !DILocation(line: 0, scope: !2453, inlinedAt: !2575)
!2575 = distinct !DILocation(line: 247, column: 2, scope: !1378, inlinedAt: !2555)
!2576 = !DILocation(line: 0, scope: !2440, inlinedAt: !2577)
!2577 = distinct !DILocation(line: 267, column: 2, scope: !2453, inlinedAt: !2575)
!2578 = !DILocation(line: 229, column: 9, scope: !2440, inlinedAt: !2577)
!2579 = !DILocation(line: 268, column: 22, scope: !2453, inlinedAt: !2575)
!2580 = !DILocation(line: 0, scope: !2464, inlinedAt: !2581)
!2581 = distinct !DILocation(line: 268, column: 2, scope: !2453, inlinedAt: !2575)
!2582 = !DILocation(line: 354, column: 7, scope: !2464, inlinedAt: !2581)
!2583 = !DILocation(line: 0, scope: !2339, inlinedAt: !2584)
!2584 = distinct !DILocation(line: 21, column: 61, scope: !2543, inlinedAt: !2549)
!2585 = !DILocation(line: 0, scope: !2346, inlinedAt: !2586)
!2586 = distinct !DILocation(line: 14, column: 37, scope: !2339, inlinedAt: !2584)
!2587 = !DILocation(line: 0, scope: !2352, inlinedAt: !2588)
!2588 = distinct !DILocation(line: 671, column: 21, scope: !2346, inlinedAt: !2586)
!2589 = !DILocation(line: 241, column: 51, scope: !2352, inlinedAt: !2588)
!2590 = !DILocation(line: 0, scope: !2358, inlinedAt: !2591)
!2591 = distinct !DILocation(line: 671, column: 9, scope: !2346, inlinedAt: !2586)
!2592 = !DILocation(line: 204, column: 36, scope: !2358, inlinedAt: !2591)
!2593 = distinct !DIAssignID()
!2594 = !DILocation(line: 0, scope: !2406, inlinedAt: !2595)
!2595 = distinct !DILocation(line: 675, column: 6, scope: !2401, inlinedAt: !2586)
!2596 = !DILocation(line: 431, column: 33, scope: !2406, inlinedAt: !2595)
!2597 = distinct !DIAssignID()
!2598 = !DILocation(line: 0, scope: !2440, inlinedAt: !2599)
!2599 = distinct !DILocation(line: 687, column: 2, scope: !2378, inlinedAt: !2586)
!2600 = !DILocation(line: 229, column: 9, scope: !2440, inlinedAt: !2599)
!2601 = !DILocation(line: 229, column: 26, scope: !2440, inlinedAt: !2599)
!2602 = distinct !DIAssignID()
!2603 = !DILocation(line: 0, scope: !2352, inlinedAt: !2604)
!2604 = distinct !DILocation(line: 688, column: 22, scope: !2378, inlinedAt: !2586)
!2605 = !DILocation(line: 0, scope: !2421, inlinedAt: !2606)
!2606 = distinct !DILocation(line: 688, column: 8, scope: !2378, inlinedAt: !2586)
!2607 = !DILocation(line: 224, column: 26, scope: !2421, inlinedAt: !2606)
!2608 = !DILocation(line: 0, scope: !2453, inlinedAt: !2609)
!2609 = distinct !DILocation(line: 689, column: 8, scope: !2378, inlinedAt: !2586)
!2610 = !DILocation(line: 0, scope: !2440, inlinedAt: !2611)
!2611 = distinct !DILocation(line: 267, column: 2, scope: !2453, inlinedAt: !2609)
!2612 = !DILocation(line: 229, column: 26, scope: !2440, inlinedAt: !2611)
!2613 = !DILocation(line: 0, scope: !2464, inlinedAt: !2614)
!2614 = distinct !DILocation(line: 268, column: 2, scope: !2453, inlinedAt: !2609)
!2615 = !DILocation(line: 354, column: 7, scope: !2464, inlinedAt: !2614)
!2616 = !DILocation(line: 14, column: 58, scope: !2471, inlinedAt: !2584)
!2617 = !DILocation(line: 21, column: 86, scope: !2543, inlinedAt: !2549)
!2618 = !DILocation(line: 21, column: 93, scope: !2543, inlinedAt: !2549)
!2619 = !DILocalVariable(name: "this", arg: 1, scope: !2620, type: !2342, flags: DIFlagArtificial | DIFlagObjectPointer)
!2620 = distinct !DISubprogram(name: "~Tracked", linkageName: "_ZN7TrackedD2Ev", scope: !756, file: !3, line: 16, type: !772, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !771, retainedNodes: !2621)
!2621 = !{!2619}
!2622 = !DILocation(line: 0, scope: !2620, inlinedAt: !2623)
!2623 = distinct !DILocation(line: 21, column: 93, scope: !2624, inlinedAt: !2549)
!2624 = distinct !DILexicalBlock(scope: !2543, file: !3, line: 21, column: 92)
!2625 = !DILocation(line: 16, column: 16, scope: !2626, inlinedAt: !2623)
!2626 = distinct !DILexicalBlock(scope: !2620, file: !3, line: 16, column: 14)
!2627 = !DILocation(line: 0, scope: !2476, inlinedAt: !2628)
!2628 = distinct !DILocation(line: 16, column: 25, scope: !2626, inlinedAt: !2623)
!2629 = !DILocation(line: 0, scope: !2481, inlinedAt: !2630)
!2630 = distinct !DILocation(line: 795, column: 9, scope: !2485, inlinedAt: !2628)
!2631 = !DILocation(line: 0, scope: !2372, inlinedAt: !2632)
!2632 = distinct !DILocation(line: 285, column: 7, scope: !2488, inlinedAt: !2630)
!2633 = !DILocation(line: 0, scope: !2380, inlinedAt: !2634)
!2634 = distinct !DILocation(line: 274, column: 16, scope: !2372, inlinedAt: !2632)
!2635 = !DILocation(line: 234, column: 28, scope: !2380, inlinedAt: !2634)
!2636 = !DILocation(line: 0, scope: !2389, inlinedAt: !2637)
!2637 = distinct !DILocation(line: 274, column: 29, scope: !2372, inlinedAt: !2632)
!2638 = !DILocation(line: 274, column: 26, scope: !2372, inlinedAt: !2632)
!2639 = !DILocation(line: 285, column: 6, scope: !2481, inlinedAt: !2630)
!2640 = !DILocation(line: 286, column: 15, scope: !2488, inlinedAt: !2630)
!2641 = !DILocation(line: 0, scope: !2498, inlinedAt: !2642)
!2642 = distinct !DILocation(line: 286, column: 4, scope: !2488, inlinedAt: !2630)
!2643 = !DILocation(line: 0, scope: !2380, inlinedAt: !2644)
!2644 = distinct !DILocation(line: 292, column: 55, scope: !2498, inlinedAt: !2642)
!2645 = !DILocation(line: 292, column: 73, scope: !2498, inlinedAt: !2642)
!2646 = !DILocation(line: 0, scope: !2507, inlinedAt: !2647)
!2647 = distinct !DILocation(line: 292, column: 9, scope: !2498, inlinedAt: !2642)
!2648 = !DILocation(line: 0, scope: !2514, inlinedAt: !2649)
!2649 = distinct !DILocation(line: 496, column: 13, scope: !2507, inlinedAt: !2647)
!2650 = !DILocation(line: 158, column: 2, scope: !2514, inlinedAt: !2649)
!2651 = !DILocation(line: 286, column: 4, scope: !2488, inlinedAt: !2630)
!2652 = !DILocation(line: 0, scope: !2620, inlinedAt: !2653)
!2653 = distinct !DILocation(line: 27, column: 1, scope: !2328)
!2654 = !DILocation(line: 16, column: 16, scope: !2626, inlinedAt: !2653)
!2655 = !DILocation(line: 0, scope: !2476, inlinedAt: !2656)
!2656 = distinct !DILocation(line: 16, column: 25, scope: !2626, inlinedAt: !2653)
!2657 = !DILocation(line: 0, scope: !2481, inlinedAt: !2658)
!2658 = distinct !DILocation(line: 795, column: 9, scope: !2485, inlinedAt: !2656)
!2659 = !DILocation(line: 0, scope: !2372, inlinedAt: !2660)
!2660 = distinct !DILocation(line: 285, column: 7, scope: !2488, inlinedAt: !2658)
!2661 = !DILocation(line: 0, scope: !2380, inlinedAt: !2662)
!2662 = distinct !DILocation(line: 274, column: 16, scope: !2372, inlinedAt: !2660)
!2663 = !DILocation(line: 234, column: 28, scope: !2380, inlinedAt: !2662)
!2664 = !DILocation(line: 0, scope: !2389, inlinedAt: !2665)
!2665 = distinct !DILocation(line: 274, column: 29, scope: !2372, inlinedAt: !2660)
!2666 = !DILocation(line: 274, column: 26, scope: !2372, inlinedAt: !2660)
!2667 = !DILocation(line: 285, column: 6, scope: !2481, inlinedAt: !2658)
!2668 = !DILocation(line: 286, column: 15, scope: !2488, inlinedAt: !2658)
!2669 = !DILocation(line: 0, scope: !2498, inlinedAt: !2670)
!2670 = distinct !DILocation(line: 286, column: 4, scope: !2488, inlinedAt: !2658)
!2671 = !DILocation(line: 0, scope: !2380, inlinedAt: !2672)
!2672 = distinct !DILocation(line: 292, column: 55, scope: !2498, inlinedAt: !2670)
!2673 = !DILocation(line: 292, column: 73, scope: !2498, inlinedAt: !2670)
!2674 = !DILocation(line: 0, scope: !2507, inlinedAt: !2675)
!2675 = distinct !DILocation(line: 292, column: 9, scope: !2498, inlinedAt: !2670)
!2676 = !DILocation(line: 0, scope: !2514, inlinedAt: !2677)
!2677 = distinct !DILocation(line: 496, column: 13, scope: !2507, inlinedAt: !2675)
!2678 = !DILocation(line: 158, column: 2, scope: !2514, inlinedAt: !2677)
!2679 = !DILocation(line: 286, column: 4, scope: !2488, inlinedAt: !2658)
!2680 = !DILocation(line: 27, column: 1, scope: !2328)
!2681 = distinct !DIAssignID()
!2682 = !DILocation(line: 0, scope: !2530)
!2683 = !DILocation(line: 0, scope: !2352, inlinedAt: !2684)
!2684 = distinct !DILocation(line: 635, column: 21, scope: !2530)
!2685 = !DILocation(line: 241, column: 51, scope: !2352, inlinedAt: !2684)
!2686 = !DILocalVariable(name: "this", arg: 1, scope: !2687, type: !2362, flags: DIFlagArtificial | DIFlagObjectPointer)
!2687 = distinct !DISubprogram(name: "_Alloc_hider", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderC2EPcRKS3_", scope: !136, file: !6, line: 199, type: !149, scopeLine: 200, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !148, retainedNodes: !2688)
!2688 = !{!2686, !2689, !2690}
!2689 = !DILocalVariable(name: "__dat", arg: 2, scope: !2687, file: !6, line: 199, type: !146)
!2690 = !DILocalVariable(name: "__a", arg: 3, scope: !2687, file: !6, line: 199, type: !91)
!2691 = !DILocation(line: 0, scope: !2687, inlinedAt: !2692)
!2692 = distinct !DILocation(line: 635, column: 9, scope: !2530)
!2693 = !DILocation(line: 200, column: 25, scope: !2687, inlinedAt: !2692)
!2694 = !DILocation(line: 638, column: 10, scope: !2695)
!2695 = distinct !DILexicalBlock(scope: !2541, file: !6, line: 638, column: 6)
!2696 = !DILocation(line: 638, column: 6, scope: !2541)
!2697 = !DILocation(line: 639, column: 4, scope: !2695)
!2698 = !DILocalVariable(name: "__s", arg: 1, scope: !2699, file: !310, line: 389, type: !326)
!2699 = distinct !DISubprogram(name: "length", linkageName: "_ZNSt11char_traitsIcE6lengthEPKc", scope: !309, file: !310, line: 389, type: !328, scopeLine: 390, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !327, retainedNodes: !2700)
!2700 = !{!2698}
!2701 = !DILocation(line: 0, scope: !2699, inlinedAt: !2702)
!2702 = distinct !DILocation(line: 641, column: 30, scope: !2541)
!2703 = !DILocation(line: 395, column: 9, scope: !2699, inlinedAt: !2702)
!2704 = !DILocation(line: 0, scope: !2541)
!2705 = !DILocation(line: 0, scope: !1378, inlinedAt: !2706)
!2706 = distinct !DILocation(line: 642, column: 2, scope: !2541)
!2707 = !DILocation(line: 221, column: 2, scope: !1378, inlinedAt: !2706)
!2708 = !DILocation(line: 221, column: 12, scope: !1378, inlinedAt: !2706)
!2709 = !{!2387, !2387, i64 0}
!2710 = distinct !DIAssignID()
!2711 = !DILocation(line: 223, column: 13, scope: !2712, inlinedAt: !2706)
!2712 = distinct !DILexicalBlock(scope: !1378, file: !8, line: 223, column: 6)
!2713 = !DILocation(line: 223, column: 6, scope: !1378, inlinedAt: !2706)
!2714 = !DILocation(line: 225, column: 14, scope: !2715, inlinedAt: !2706)
!2715 = distinct !DILexicalBlock(scope: !2712, file: !8, line: 224, column: 4)
!2716 = !DILocation(line: 0, scope: !2421, inlinedAt: !2717)
!2717 = distinct !DILocation(line: 225, column: 6, scope: !2715, inlinedAt: !2706)
!2718 = !DILocation(line: 224, column: 26, scope: !2421, inlinedAt: !2717)
!2719 = !DILocation(line: 226, column: 18, scope: !2715, inlinedAt: !2706)
!2720 = !DILocation(line: 0, scope: !2430, inlinedAt: !2721)
!2721 = distinct !DILocation(line: 226, column: 6, scope: !2715, inlinedAt: !2706)
!2722 = !DILocation(line: 261, column: 31, scope: !2430, inlinedAt: !2721)
!2723 = !DILocation(line: 227, column: 4, scope: !2715, inlinedAt: !2706)
!2724 = !DILocation(line: 234, column: 28, scope: !2380, inlinedAt: !2725)
!2725 = distinct !DILocation(line: 243, column: 22, scope: !1378, inlinedAt: !2706)
!2726 = !DILocation(line: 0, scope: !2380, inlinedAt: !2725)
!2727 = !DILocation(line: 0, scope: !2558, inlinedAt: !2728)
!2728 = distinct !DILocation(line: 243, column: 2, scope: !1378, inlinedAt: !2706)
!2729 = !DILocation(line: 0, scope: !2565, inlinedAt: !2730)
!2730 = distinct !DILocation(line: 477, column: 9, scope: !2558, inlinedAt: !2728)
!2731 = !DILocation(line: 420, column: 6, scope: !2565, inlinedAt: !2730)
!2732 = !DILocation(line: 0, scope: !2464, inlinedAt: !2733)
!2733 = distinct !DILocation(line: 421, column: 4, scope: !2573, inlinedAt: !2730)
!2734 = !DILocation(line: 354, column: 9, scope: !2464, inlinedAt: !2733)
!2735 = !DILocation(line: 354, column: 7, scope: !2464, inlinedAt: !2733)
!2736 = !DILocation(line: 421, column: 4, scope: !2573, inlinedAt: !2730)
!2737 = !DILocation(line: 431, column: 33, scope: !2406, inlinedAt: !2738)
!2738 = distinct !DILocation(line: 423, column: 4, scope: !2573, inlinedAt: !2730)
!2739 = !DILocation(line: 431, column: 2, scope: !2406, inlinedAt: !2738)
!2740 = !DILocation(line: 247, column: 16, scope: !1378, inlinedAt: !2706)
!2741 = !DILocation(line: 0, scope: !2453, inlinedAt: !2742)
!2742 = distinct !DILocation(line: 247, column: 2, scope: !1378, inlinedAt: !2706)
!2743 = !DILocation(line: 0, scope: !2440, inlinedAt: !2744)
!2744 = distinct !DILocation(line: 267, column: 2, scope: !2453, inlinedAt: !2742)
!2745 = !DILocation(line: 229, column: 9, scope: !2440, inlinedAt: !2744)
!2746 = !DILocation(line: 229, column: 26, scope: !2440, inlinedAt: !2744)
!2747 = !DILocation(line: 0, scope: !2380, inlinedAt: !2748)
!2748 = distinct !DILocation(line: 268, column: 22, scope: !2453, inlinedAt: !2742)
!2749 = !DILocation(line: 234, column: 28, scope: !2380, inlinedAt: !2748)
!2750 = !DILocation(line: 268, column: 22, scope: !2453, inlinedAt: !2742)
!2751 = !DILocation(line: 0, scope: !2464, inlinedAt: !2752)
!2752 = distinct !DILocation(line: 268, column: 2, scope: !2453, inlinedAt: !2742)
!2753 = !DILocation(line: 354, column: 7, scope: !2464, inlinedAt: !2752)
!2754 = !DILocation(line: 248, column: 7, scope: !1378, inlinedAt: !2706)
!2755 = !DILocation(line: 643, column: 7, scope: !2530)
!2756 = !DILocation(line: 0, scope: !2620)
!2757 = !DILocation(line: 16, column: 16, scope: !2626)
!2758 = !DILocation(line: 0, scope: !2476, inlinedAt: !2759)
!2759 = distinct !DILocation(line: 16, column: 25, scope: !2626)
!2760 = !DILocation(line: 0, scope: !2481, inlinedAt: !2761)
!2761 = distinct !DILocation(line: 795, column: 9, scope: !2485, inlinedAt: !2759)
!2762 = !DILocation(line: 0, scope: !2372, inlinedAt: !2763)
!2763 = distinct !DILocation(line: 285, column: 7, scope: !2488, inlinedAt: !2761)
!2764 = !DILocation(line: 0, scope: !2380, inlinedAt: !2765)
!2765 = distinct !DILocation(line: 274, column: 16, scope: !2372, inlinedAt: !2763)
!2766 = !DILocation(line: 234, column: 28, scope: !2380, inlinedAt: !2765)
!2767 = !DILocation(line: 0, scope: !2389, inlinedAt: !2768)
!2768 = distinct !DILocation(line: 274, column: 29, scope: !2372, inlinedAt: !2763)
!2769 = !DILocation(line: 252, column: 57, scope: !2389, inlinedAt: !2768)
!2770 = !DILocation(line: 274, column: 26, scope: !2372, inlinedAt: !2763)
!2771 = !DILocation(line: 285, column: 6, scope: !2481, inlinedAt: !2761)
!2772 = !DILocation(line: 286, column: 15, scope: !2488, inlinedAt: !2761)
!2773 = !DILocation(line: 0, scope: !2498, inlinedAt: !2774)
!2774 = distinct !DILocation(line: 286, column: 4, scope: !2488, inlinedAt: !2761)
!2775 = !DILocation(line: 0, scope: !2380, inlinedAt: !2776)
!2776 = distinct !DILocation(line: 292, column: 55, scope: !2498, inlinedAt: !2774)
!2777 = !DILocation(line: 292, column: 73, scope: !2498, inlinedAt: !2774)
!2778 = !DILocation(line: 0, scope: !2507, inlinedAt: !2779)
!2779 = distinct !DILocation(line: 292, column: 9, scope: !2498, inlinedAt: !2774)
!2780 = !DILocation(line: 0, scope: !2514, inlinedAt: !2781)
!2781 = distinct !DILocation(line: 496, column: 13, scope: !2507, inlinedAt: !2779)
!2782 = !DILocation(line: 158, column: 2, scope: !2514, inlinedAt: !2781)
!2783 = !DILocation(line: 286, column: 4, scope: !2488, inlinedAt: !2761)
!2784 = !DILocation(line: 16, column: 25, scope: !2620)
!2785 = distinct !DISubprogram(name: "high", linkageName: "_Z4highi", scope: !3, file: !3, line: 29, type: !2198, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2786)
!2786 = !{!2787}
!2787 = !DILocalVariable(name: "k", arg: 1, scope: !2785, file: !3, line: 29, type: !255)
!2788 = !DILocation(line: 0, scope: !2785)
!2789 = !DILocation(line: 30, column: 9, scope: !2790)
!2790 = distinct !DILexicalBlock(scope: !2785, file: !3, line: 30, column: 7)
!2791 = !DILocation(line: 32, column: 1, scope: !2790)
!2792 = !DILocation(line: 30, column: 17, scope: !2790)
!2793 = !DILocation(line: 31, column: 40, scope: !2794)
!2794 = distinct !DILexicalBlock(scope: !2785, file: !3, line: 31, column: 15)
!2795 = !DILocation(line: 31, column: 59, scope: !2794)
!2796 = !DILocation(line: 31, column: 69, scope: !2794)
!2797 = !DILocation(line: 31, column: 67, scope: !2794)
!2798 = !DILocation(line: 31, column: 17, scope: !2794)
!2799 = !DILocation(line: 32, column: 1, scope: !2794)
!2800 = !DILocation(line: 0, scope: !2476, inlinedAt: !2801)
!2801 = distinct !DILocation(line: 31, column: 17, scope: !2794)
!2802 = !DILocation(line: 0, scope: !2481, inlinedAt: !2803)
!2803 = distinct !DILocation(line: 795, column: 9, scope: !2485, inlinedAt: !2801)
!2804 = !DILocation(line: 0, scope: !2372, inlinedAt: !2805)
!2805 = distinct !DILocation(line: 285, column: 7, scope: !2488, inlinedAt: !2803)
!2806 = !DILocation(line: 0, scope: !2380, inlinedAt: !2807)
!2807 = distinct !DILocation(line: 274, column: 16, scope: !2372, inlinedAt: !2805)
!2808 = !DILocation(line: 234, column: 28, scope: !2380, inlinedAt: !2807)
!2809 = !DILocation(line: 0, scope: !2389, inlinedAt: !2810)
!2810 = distinct !DILocation(line: 274, column: 29, scope: !2372, inlinedAt: !2805)
!2811 = !DILocation(line: 252, column: 57, scope: !2389, inlinedAt: !2810)
!2812 = !DILocation(line: 274, column: 26, scope: !2372, inlinedAt: !2805)
!2813 = !DILocation(line: 285, column: 6, scope: !2481, inlinedAt: !2803)
!2814 = !DILocation(line: 286, column: 15, scope: !2488, inlinedAt: !2803)
!2815 = !DILocation(line: 0, scope: !2498, inlinedAt: !2816)
!2816 = distinct !DILocation(line: 286, column: 4, scope: !2488, inlinedAt: !2803)
!2817 = !DILocation(line: 0, scope: !2380, inlinedAt: !2818)
!2818 = distinct !DILocation(line: 292, column: 55, scope: !2498, inlinedAt: !2816)
!2819 = !DILocation(line: 292, column: 73, scope: !2498, inlinedAt: !2816)
!2820 = !DILocation(line: 0, scope: !2507, inlinedAt: !2821)
!2821 = distinct !DILocation(line: 292, column: 9, scope: !2498, inlinedAt: !2816)
!2822 = !DILocation(line: 0, scope: !2514, inlinedAt: !2823)
!2823 = distinct !DILocation(line: 496, column: 13, scope: !2507, inlinedAt: !2821)
!2824 = !DILocation(line: 158, column: 2, scope: !2514, inlinedAt: !2823)
!2825 = !DILocation(line: 286, column: 4, scope: !2488, inlinedAt: !2803)
!2826 = !DILocation(line: 0, scope: !2476, inlinedAt: !2827)
!2827 = distinct !DILocation(line: 31, column: 17, scope: !2794)
!2828 = !DILocation(line: 0, scope: !2481, inlinedAt: !2829)
!2829 = distinct !DILocation(line: 795, column: 9, scope: !2485, inlinedAt: !2827)
!2830 = !DILocation(line: 0, scope: !2372, inlinedAt: !2831)
!2831 = distinct !DILocation(line: 285, column: 7, scope: !2488, inlinedAt: !2829)
!2832 = !DILocation(line: 0, scope: !2380, inlinedAt: !2833)
!2833 = distinct !DILocation(line: 274, column: 16, scope: !2372, inlinedAt: !2831)
!2834 = !DILocation(line: 234, column: 28, scope: !2380, inlinedAt: !2833)
!2835 = !DILocation(line: 0, scope: !2389, inlinedAt: !2836)
!2836 = distinct !DILocation(line: 274, column: 29, scope: !2372, inlinedAt: !2831)
!2837 = !DILocation(line: 252, column: 57, scope: !2389, inlinedAt: !2836)
!2838 = !DILocation(line: 274, column: 26, scope: !2372, inlinedAt: !2831)
!2839 = !DILocation(line: 285, column: 6, scope: !2481, inlinedAt: !2829)
!2840 = !DILocation(line: 286, column: 15, scope: !2488, inlinedAt: !2829)
!2841 = !DILocation(line: 0, scope: !2498, inlinedAt: !2842)
!2842 = distinct !DILocation(line: 286, column: 4, scope: !2488, inlinedAt: !2829)
!2843 = !DILocation(line: 0, scope: !2380, inlinedAt: !2844)
!2844 = distinct !DILocation(line: 292, column: 55, scope: !2498, inlinedAt: !2842)
!2845 = !DILocation(line: 292, column: 73, scope: !2498, inlinedAt: !2842)
!2846 = !DILocation(line: 0, scope: !2507, inlinedAt: !2847)
!2847 = distinct !DILocation(line: 292, column: 9, scope: !2498, inlinedAt: !2842)
!2848 = !DILocation(line: 0, scope: !2514, inlinedAt: !2849)
!2849 = distinct !DILocation(line: 496, column: 13, scope: !2507, inlinedAt: !2847)
!2850 = !DILocation(line: 158, column: 2, scope: !2514, inlinedAt: !2849)
!2851 = !DILocation(line: 286, column: 4, scope: !2488, inlinedAt: !2829)
!2852 = !DILocation(line: 31, column: 90, scope: !2794)
!2853 = !DILocation(line: 32, column: 1, scope: !2785)
!2854 = distinct !DISubprogram(name: "throw_with_nested<std::runtime_error>", linkageName: "_ZSt17throw_with_nestedISt13runtime_errorEvOT_", scope: !10, file: !781, line: 118, type: !2855, scopeLine: 119, flags: DIFlagPrototyped | DIFlagNoReturn | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !2860, retainedNodes: !2858)
!2855 = !DISubroutineType(types: !2856)
!2856 = !{null, !2857}
!2857 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !776, size: 64)
!2858 = !{!2859}
!2859 = !DILocalVariable(name: "__t", arg: 1, scope: !2854, file: !781, line: 118, type: !2857)
!2860 = !{!2861}
!2861 = !DITemplateTypeParameter(name: "_Tp", type: !776)
!2862 = !DILocation(line: 0, scope: !2854)
!2863 = !DILocation(line: 127, column: 7, scope: !2854)
!2864 = distinct !DISubprogram(name: "operator+<char, std::char_traits<char>, std::allocator<char> >", linkageName: "_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_", scope: !10, file: !6, line: 3539, type: !2865, scopeLine: 3541, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !2870, retainedNodes: !2867)
!2865 = !DISubroutineType(types: !2866)
!2866 = !{!7, !62, !479}
!2867 = !{!2868, !2869}
!2868 = !DILocalVariable(name: "__lhs", arg: 1, scope: !2864, file: !6, line: 3539, type: !62)
!2869 = !DILocalVariable(name: "__rhs", arg: 2, scope: !2864, file: !6, line: 3540, type: !479)
!2870 = !{!307, !2871, !118}
!2871 = !DITemplateTypeParameter(name: "_Traits", type: !309)
!2872 = !DILocation(line: 0, scope: !2864)
!2873 = !DILocalVariable(name: "this", arg: 1, scope: !2874, type: !1390, flags: DIFlagArtificial | DIFlagObjectPointer)
!2874 = distinct !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEmPKc", scope: !7, file: !6, line: 1925, type: !615, scopeLine: 1926, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !614, retainedNodes: !2875)
!2875 = !{!2873, !2876, !2877}
!2876 = !DILocalVariable(name: "__pos", arg: 2, scope: !2874, file: !6, line: 1925, type: !14)
!2877 = !DILocalVariable(name: "__s", arg: 3, scope: !2874, file: !6, line: 1925, type: !62)
!2878 = !DILocation(line: 0, scope: !2874, inlinedAt: !2879)
!2879 = distinct !DILocation(line: 3541, column: 30, scope: !2864)
!2880 = !DILocation(line: 0, scope: !2699, inlinedAt: !2881)
!2881 = distinct !DILocation(line: 1929, column: 9, scope: !2874, inlinedAt: !2879)
!2882 = !DILocalVariable(name: "this", arg: 1, scope: !2883, type: !1390, flags: DIFlagArtificial | DIFlagObjectPointer)
!2883 = distinct !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEmmPKcm", scope: !7, file: !6, line: 2167, type: !641, scopeLine: 2169, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !640, retainedNodes: !2884)
!2884 = !{!2882, !2885, !2886, !2887, !2888}
!2885 = !DILocalVariable(name: "__pos", arg: 2, scope: !2883, file: !6, line: 2167, type: !14)
!2886 = !DILocalVariable(name: "__n1", arg: 3, scope: !2883, file: !6, line: 2167, type: !14)
!2887 = !DILocalVariable(name: "__s", arg: 4, scope: !2883, file: !6, line: 2167, type: !62)
!2888 = !DILocalVariable(name: "__n2", arg: 5, scope: !2883, file: !6, line: 2168, type: !14)
!2889 = !DILocation(line: 0, scope: !2883, inlinedAt: !2890)
!2890 = distinct !DILocation(line: 1928, column: 15, scope: !2874, inlinedAt: !2879)
!2891 = !DILocation(line: 395, column: 9, scope: !2699, inlinedAt: !2881)
!2892 = !DILocation(line: 2171, column: 9, scope: !2883, inlinedAt: !2890)
!2893 = !DILocation(line: 0, scope: !2346, inlinedAt: !2894)
!2894 = distinct !DILocation(line: 3541, column: 14, scope: !2864)
!2895 = !DILocation(line: 0, scope: !2352, inlinedAt: !2896)
!2896 = distinct !DILocation(line: 671, column: 21, scope: !2346, inlinedAt: !2894)
!2897 = !DILocation(line: 241, column: 51, scope: !2352, inlinedAt: !2896)
!2898 = !DILocation(line: 0, scope: !2358, inlinedAt: !2899)
!2899 = distinct !DILocation(line: 671, column: 9, scope: !2346, inlinedAt: !2894)
!2900 = !DILocation(line: 204, column: 36, scope: !2358, inlinedAt: !2899)
!2901 = !DILocation(line: 0, scope: !2372, inlinedAt: !2902)
!2902 = distinct !DILocation(line: 673, column: 12, scope: !2377, inlinedAt: !2894)
!2903 = !DILocation(line: 0, scope: !2380, inlinedAt: !2904)
!2904 = distinct !DILocation(line: 274, column: 16, scope: !2372, inlinedAt: !2902)
!2905 = !DILocation(line: 234, column: 28, scope: !2380, inlinedAt: !2904)
!2906 = !DILocation(line: 0, scope: !2389, inlinedAt: !2907)
!2907 = distinct !DILocation(line: 274, column: 29, scope: !2372, inlinedAt: !2902)
!2908 = !DILocation(line: 252, column: 57, scope: !2389, inlinedAt: !2907)
!2909 = !DILocation(line: 274, column: 26, scope: !2372, inlinedAt: !2902)
!2910 = !DILocation(line: 673, column: 6, scope: !2378, inlinedAt: !2894)
!2911 = !DILocation(line: 0, scope: !2397, inlinedAt: !2912)
!2912 = distinct !DILocation(line: 676, column: 16, scope: !2401, inlinedAt: !2894)
!2913 = !DILocation(line: 1071, column: 16, scope: !2397, inlinedAt: !2912)
!2914 = !DILocation(line: 676, column: 25, scope: !2401, inlinedAt: !2894)
!2915 = !DILocation(line: 0, scope: !2406, inlinedAt: !2916)
!2916 = distinct !DILocation(line: 675, column: 6, scope: !2401, inlinedAt: !2894)
!2917 = !DILocation(line: 425, column: 10, scope: !2413, inlinedAt: !2916)
!2918 = !DILocation(line: 425, column: 6, scope: !2406, inlinedAt: !2916)
!2919 = !DILocation(line: 431, column: 33, scope: !2406, inlinedAt: !2916)
!2920 = !DILocation(line: 431, column: 2, scope: !2406, inlinedAt: !2916)
!2921 = !DILocation(line: 0, scope: !2380, inlinedAt: !2922)
!2922 = distinct !DILocation(line: 680, column: 20, scope: !2419, inlinedAt: !2894)
!2923 = !DILocation(line: 0, scope: !2421, inlinedAt: !2924)
!2924 = distinct !DILocation(line: 680, column: 6, scope: !2419, inlinedAt: !2894)
!2925 = !DILocation(line: 224, column: 26, scope: !2421, inlinedAt: !2924)
!2926 = !DILocation(line: 681, column: 24, scope: !2419, inlinedAt: !2894)
!2927 = !DILocation(line: 0, scope: !2430, inlinedAt: !2928)
!2928 = distinct !DILocation(line: 681, column: 6, scope: !2419, inlinedAt: !2894)
!2929 = !DILocation(line: 261, column: 31, scope: !2430, inlinedAt: !2928)
!2930 = !DILocation(line: 1071, column: 16, scope: !2397, inlinedAt: !2931)
!2931 = distinct !DILocation(line: 687, column: 18, scope: !2378, inlinedAt: !2894)
!2932 = !DILocation(line: 0, scope: !2397, inlinedAt: !2931)
!2933 = !DILocation(line: 0, scope: !2440, inlinedAt: !2934)
!2934 = distinct !DILocation(line: 687, column: 2, scope: !2378, inlinedAt: !2894)
!2935 = !DILocation(line: 229, column: 9, scope: !2440, inlinedAt: !2934)
!2936 = !DILocation(line: 229, column: 26, scope: !2440, inlinedAt: !2934)
!2937 = !DILocation(line: 0, scope: !2352, inlinedAt: !2938)
!2938 = distinct !DILocation(line: 688, column: 22, scope: !2378, inlinedAt: !2894)
!2939 = !DILocation(line: 0, scope: !2421, inlinedAt: !2940)
!2940 = distinct !DILocation(line: 688, column: 8, scope: !2378, inlinedAt: !2894)
!2941 = !DILocation(line: 224, column: 26, scope: !2421, inlinedAt: !2940)
!2942 = !DILocation(line: 0, scope: !2453, inlinedAt: !2943)
!2943 = distinct !DILocation(line: 689, column: 8, scope: !2378, inlinedAt: !2894)
!2944 = !DILocation(line: 0, scope: !2440, inlinedAt: !2945)
!2945 = distinct !DILocation(line: 267, column: 2, scope: !2453, inlinedAt: !2943)
!2946 = !DILocation(line: 229, column: 26, scope: !2440, inlinedAt: !2945)
!2947 = !DILocation(line: 0, scope: !2380, inlinedAt: !2948)
!2948 = distinct !DILocation(line: 268, column: 22, scope: !2453, inlinedAt: !2943)
!2949 = !DILocation(line: 0, scope: !2464, inlinedAt: !2950)
!2950 = distinct !DILocation(line: 268, column: 2, scope: !2453, inlinedAt: !2943)
!2951 = !DILocation(line: 354, column: 7, scope: !2464, inlinedAt: !2950)
!2952 = !DILocation(line: 3541, column: 7, scope: !2864)
!2953 = distinct !DISubprogram(name: "to_string", linkageName: "_ZNSt7__cxx119to_stringEi", scope: !9, file: !6, line: 4012, type: !2954, scopeLine: 4016, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2956)
!2954 = !DISubroutineType(types: !2955)
!2955 = !{!760, !255}
!2956 = !{!2957, !2958, !2959, !2960, !2961}
!2957 = !DILocalVariable(name: "__val", arg: 1, scope: !2953, file: !6, line: 4012, type: !255)
!2958 = !DILocalVariable(name: "__neg", scope: !2953, file: !6, line: 4017, type: !1107)
!2959 = !DILocalVariable(name: "__uval", scope: !2953, file: !6, line: 4018, type: !1454)
!2960 = !DILocalVariable(name: "__len", scope: !2953, file: !6, line: 4019, type: !1454)
!2961 = !DILocalVariable(name: "__str", scope: !2953, file: !6, line: 4020, type: !760)
!2962 = !DILocation(line: 0, scope: !2953)
!2963 = !DILocation(line: 4018, column: 29, scope: !2953)
!2964 = !DILocalVariable(name: "__base", arg: 2, scope: !2965, file: !1443, line: 47, type: !255)
!2965 = distinct !DISubprogram(name: "__to_chars_len<unsigned int>", linkageName: "_ZNSt8__detail14__to_chars_lenIjEEjT_i", scope: !1444, file: !1443, line: 47, type: !2966, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !1458, retainedNodes: !2968)
!2966 = !DISubroutineType(types: !2967)
!2967 = !{!752, !752, !255}
!2968 = !{!2969, !2964, !2970, !2971, !2972, !2973}
!2969 = !DILocalVariable(name: "__value", arg: 1, scope: !2965, file: !1443, line: 47, type: !752)
!2970 = !DILocalVariable(name: "__n", scope: !2965, file: !1443, line: 52, type: !752)
!2971 = !DILocalVariable(name: "__b2", scope: !2965, file: !1443, line: 53, type: !1454)
!2972 = !DILocalVariable(name: "__b3", scope: !2965, file: !1443, line: 54, type: !1454)
!2973 = !DILocalVariable(name: "__b4", scope: !2965, file: !1443, line: 55, type: !2974)
!2974 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !72)
!2975 = !DILocation(line: 0, scope: !2965, inlinedAt: !2976)
!2976 = distinct !DILocation(line: 4019, column: 24, scope: !2953)
!2977 = !DILocation(line: 58, column: 16, scope: !2978, inlinedAt: !2976)
!2978 = distinct !DILexicalBlock(scope: !2979, file: !1443, line: 58, column: 8)
!2979 = distinct !DILexicalBlock(scope: !2980, file: !1443, line: 57, column: 2)
!2980 = distinct !DILexicalBlock(scope: !2981, file: !1443, line: 56, column: 7)
!2981 = distinct !DILexicalBlock(scope: !2965, file: !1443, line: 56, column: 7)
!2982 = !DILocation(line: 58, column: 8, scope: !2979, inlinedAt: !2976)
!2983 = !DILocation(line: 59, column: 16, scope: !2984, inlinedAt: !2976)
!2984 = distinct !DILexicalBlock(scope: !2979, file: !1443, line: 59, column: 8)
!2985 = !DILocation(line: 59, column: 8, scope: !2979, inlinedAt: !2976)
!2986 = !DILocation(line: 59, column: 35, scope: !2984, inlinedAt: !2976)
!2987 = !DILocation(line: 59, column: 24, scope: !2984, inlinedAt: !2976)
!2988 = !DILocation(line: 60, column: 16, scope: !2989, inlinedAt: !2976)
!2989 = distinct !DILexicalBlock(scope: !2979, file: !1443, line: 60, column: 8)
!2990 = !DILocation(line: 60, column: 8, scope: !2979, inlinedAt: !2976)
!2991 = !DILocation(line: 60, column: 35, scope: !2989, inlinedAt: !2976)
!2992 = !DILocation(line: 60, column: 24, scope: !2989, inlinedAt: !2976)
!2993 = !DILocation(line: 61, column: 16, scope: !2994, inlinedAt: !2976)
!2994 = distinct !DILexicalBlock(scope: !2979, file: !1443, line: 61, column: 8)
!2995 = !DILocation(line: 61, column: 8, scope: !2979, inlinedAt: !2976)
!2996 = !DILocation(line: 61, column: 35, scope: !2994, inlinedAt: !2976)
!2997 = !DILocation(line: 61, column: 24, scope: !2994, inlinedAt: !2976)
!2998 = !DILocation(line: 62, column: 12, scope: !2979, inlinedAt: !2976)
!2999 = !DILocation(line: 63, column: 8, scope: !2979, inlinedAt: !2976)
!3000 = distinct !{!3000, !3001, !3002, !3003}
!3001 = !DILocation(line: 56, column: 7, scope: !2981, inlinedAt: !2976)
!3002 = !DILocation(line: 64, column: 2, scope: !2981, inlinedAt: !2976)
!3003 = !{!"llvm.loop.mustprogress"}
!3004 = !DILocation(line: 0, scope: !2979, inlinedAt: !2976)
!3005 = !DILocation(line: 4020, column: 18, scope: !2953)
!3006 = !DILocation(line: 4020, column: 24, scope: !2953)
!3007 = !DILocalVariable(name: "this", arg: 1, scope: !3008, type: !1390, flags: DIFlagArtificial | DIFlagObjectPointer)
!3008 = distinct !DISubprogram(name: "basic_string<std::allocator<char> >", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEmcRKS3_", scope: !7, file: !6, line: 657, type: !3009, scopeLine: 659, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !2534, declaration: !3011, retainedNodes: !3012)
!3009 = !DISubroutineType(types: !3010)
!3010 = !{null, !363, !14, !29, !91}
!3011 = !DISubprogram(name: "basic_string<std::allocator<char> >", scope: !7, file: !6, line: 657, type: !3009, scopeLine: 657, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2534)
!3012 = !{!3007, !3013, !3014, !3015}
!3013 = !DILocalVariable(name: "__n", arg: 2, scope: !3008, file: !6, line: 657, type: !14)
!3014 = !DILocalVariable(name: "__c", arg: 3, scope: !3008, file: !6, line: 657, type: !29)
!3015 = !DILocalVariable(name: "__a", arg: 4, scope: !3008, file: !6, line: 657, type: !91)
!3016 = !DILocation(line: 0, scope: !3008, inlinedAt: !3017)
!3017 = distinct !DILocation(line: 4020, column: 12, scope: !2953)
!3018 = !DILocation(line: 0, scope: !2352, inlinedAt: !3019)
!3019 = distinct !DILocation(line: 658, column: 21, scope: !3008, inlinedAt: !3017)
!3020 = !DILocation(line: 241, column: 51, scope: !2352, inlinedAt: !3019)
!3021 = !DILocation(line: 0, scope: !2687, inlinedAt: !3022)
!3022 = distinct !DILocation(line: 658, column: 9, scope: !3008, inlinedAt: !3017)
!3023 = !DILocation(line: 200, column: 25, scope: !2687, inlinedAt: !3022)
!3024 = !DILocation(line: 659, column: 9, scope: !3025, inlinedAt: !3017)
!3025 = distinct !DILexicalBlock(scope: !3008, file: !6, line: 659, column: 7)
!3026 = !DILocation(line: 4021, column: 41, scope: !2953)
!3027 = !DILocalVariable(name: "this", arg: 1, scope: !3028, type: !1390, flags: DIFlagArtificial | DIFlagObjectPointer)
!3028 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEixEm", scope: !7, file: !6, line: 1217, type: !558, scopeLine: 1218, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !557, retainedNodes: !3029)
!3029 = !{!3027, !3030}
!3030 = !DILocalVariable(name: "__pos", arg: 2, scope: !3028, file: !6, line: 1217, type: !14)
!3031 = !DILocation(line: 0, scope: !3028, inlinedAt: !3032)
!3032 = distinct !DILocation(line: 4021, column: 35, scope: !2953)
!3033 = !DILocation(line: 0, scope: !2380, inlinedAt: !3034)
!3034 = distinct !DILocation(line: 1224, column: 9, scope: !3028, inlinedAt: !3032)
!3035 = !DILocation(line: 234, column: 28, scope: !2380, inlinedAt: !3034)
!3036 = !DILocation(line: 1224, column: 9, scope: !3028, inlinedAt: !3032)
!3037 = !DILocation(line: 0, scope: !1442, inlinedAt: !3038)
!3038 = distinct !DILocation(line: 4021, column: 5, scope: !2953)
!3039 = !DILocation(line: 84, column: 20, scope: !1442, inlinedAt: !3038)
!3040 = !DILocation(line: 84, column: 7, scope: !1442, inlinedAt: !3038)
!3041 = !DILocation(line: 83, column: 30, scope: !1442, inlinedAt: !3038)
!3042 = !DILocation(line: 87, column: 10, scope: !1453, inlinedAt: !3038)
!3043 = !DILocation(line: 86, column: 30, scope: !1453, inlinedAt: !3038)
!3044 = !DILocation(line: 86, column: 37, scope: !1453, inlinedAt: !3038)
!3045 = !DILocation(line: 0, scope: !1453, inlinedAt: !3038)
!3046 = !DILocation(line: 88, column: 36, scope: !1453, inlinedAt: !3038)
!3047 = !DILocation(line: 88, column: 21, scope: !1453, inlinedAt: !3038)
!3048 = !DILocation(line: 88, column: 4, scope: !1453, inlinedAt: !3038)
!3049 = !DILocation(line: 88, column: 19, scope: !1453, inlinedAt: !3038)
!3050 = !DILocation(line: 89, column: 25, scope: !1453, inlinedAt: !3038)
!3051 = !DILocation(line: 89, column: 18, scope: !1453, inlinedAt: !3038)
!3052 = !DILocation(line: 89, column: 4, scope: !1453, inlinedAt: !3038)
!3053 = !DILocation(line: 89, column: 23, scope: !1453, inlinedAt: !3038)
!3054 = !DILocation(line: 90, column: 10, scope: !1453, inlinedAt: !3038)
!3055 = distinct !{!3055, !3040, !3056, !3003}
!3056 = !DILocation(line: 91, column: 2, scope: !1442, inlinedAt: !3038)
!3057 = !DILocation(line: 92, column: 17, scope: !1457, inlinedAt: !3038)
!3058 = !DILocation(line: 92, column: 11, scope: !1442, inlinedAt: !3038)
!3059 = !DILocation(line: 94, column: 29, scope: !1456, inlinedAt: !3038)
!3060 = !DILocation(line: 0, scope: !1456, inlinedAt: !3038)
!3061 = !DILocation(line: 95, column: 32, scope: !1456, inlinedAt: !3038)
!3062 = !DILocation(line: 95, column: 17, scope: !1456, inlinedAt: !3038)
!3063 = !DILocation(line: 95, column: 4, scope: !1456, inlinedAt: !3038)
!3064 = !DILocation(line: 95, column: 15, scope: !1456, inlinedAt: !3038)
!3065 = !DILocation(line: 96, column: 17, scope: !1456, inlinedAt: !3038)
!3066 = !DILocation(line: 97, column: 2, scope: !1456, inlinedAt: !3038)
!3067 = !DILocation(line: 99, column: 15, scope: !1457, inlinedAt: !3038)
!3068 = !DILocation(line: 0, scope: !1457, inlinedAt: !3038)
!3069 = !DILocation(line: 4023, column: 3, scope: !2953)
!3070 = !DILocation(line: 4020, column: 12, scope: !2953)
!3071 = !DISubprogram(name: "terminate", linkageName: "_ZSt9terminatev", scope: !3072, file: !3072, line: 80, type: !2157, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!3072 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/exception", directory: "")
!3073 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 41, type: !1644, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3074)
!3074 = !{!3075, !3076, !3078, !3085, !3087, !3088, !3089, !3091}
!3075 = !DILocalVariable(name: "saved", scope: !3073, file: !3, line: 42, type: !896)
!3076 = !DILocalVariable(name: "k", scope: !3077, file: !3, line: 43, type: !255)
!3077 = distinct !DILexicalBlock(scope: !3073, file: !3, line: 43, column: 3)
!3078 = !DILocalVariable(name: "e", scope: !3079, file: !3, line: 45, type: !3081)
!3079 = distinct !DILexicalBlock(scope: !3080, file: !3, line: 43, column: 31)
!3080 = distinct !DILexicalBlock(scope: !3077, file: !3, line: 43, column: 3)
!3081 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3082, size: 64)
!3082 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3083)
!3083 = !DICompositeType(tag: DW_TAG_class_type, name: "exception", scope: !10, file: !3084, line: 61, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt9exception")
!3084 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/exception.h", directory: "")
!3085 = !DILocalVariable(name: "__range1", scope: !3086, type: !1202, flags: DIFlagArtificial)
!3086 = distinct !DILexicalBlock(scope: !3073, file: !3, line: 47, column: 3)
!3087 = !DILocalVariable(name: "__begin1", scope: !3086, type: !1218, flags: DIFlagArtificial)
!3088 = !DILocalVariable(name: "__end1", scope: !3086, type: !1218, flags: DIFlagArtificial)
!3089 = !DILocalVariable(name: "p", scope: !3090, file: !3, line: 47, type: !821)
!3090 = distinct !DILexicalBlock(scope: !3086, file: !3, line: 47, column: 3)
!3091 = !DILocalVariable(name: "e", scope: !3092, file: !3, line: 49, type: !3093)
!3092 = distinct !DILexicalBlock(scope: !3090, file: !3, line: 47, column: 25)
!3093 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3094, size: 64)
!3094 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !776)
!3095 = distinct !DIAssignID()
!3096 = !DILocation(line: 0, scope: !3073)
!3097 = !DILocation(line: 42, column: 3, scope: !3073)
!3098 = !DILocalVariable(name: "this", arg: 1, scope: !3099, type: !3101, flags: DIFlagArtificial | DIFlagObjectPointer)
!3099 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EEC2Ev", scope: !896, file: !784, line: 526, type: !1148, scopeLine: 526, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1147, retainedNodes: !3100)
!3100 = !{!3098}
!3101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !896, size: 64)
!3102 = !DILocation(line: 0, scope: !3099, inlinedAt: !3103)
!3103 = distinct !DILocation(line: 42, column: 35, scope: !3073)
!3104 = !DILocalVariable(name: "this", arg: 1, scope: !3105, type: !3107, flags: DIFlagArtificial | DIFlagObjectPointer)
!3105 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EEC2Ev", scope: !899, file: !784, line: 312, type: !1064, scopeLine: 312, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1063, retainedNodes: !3106)
!3106 = !{!3104}
!3107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !899, size: 64)
!3108 = !DILocation(line: 0, scope: !3105, inlinedAt: !3109)
!3109 = distinct !DILocation(line: 526, column: 7, scope: !3099, inlinedAt: !3103)
!3110 = !DILocalVariable(name: "this", arg: 1, scope: !3111, type: !3113, flags: DIFlagArtificial | DIFlagObjectPointer)
!3111 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE12_Vector_implC2Ev", scope: !902, file: !784, line: 137, type: !1030, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1029, retainedNodes: !3112)
!3112 = !{!3110}
!3113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !902, size: 64)
!3114 = !DILocation(line: 0, scope: !3111, inlinedAt: !3115)
!3115 = distinct !DILocation(line: 312, column: 7, scope: !3105, inlinedAt: !3109)
!3116 = !DILocalVariable(name: "this", arg: 1, scope: !3117, type: !3119, flags: DIFlagArtificial | DIFlagObjectPointer)
!3117 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataC2Ev", scope: !1005, file: !784, line: 99, type: !1013, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1012, retainedNodes: !3118)
!3118 = !{!3116}
!3119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1005, size: 64)
!3120 = !DILocation(line: 0, scope: !3117, inlinedAt: !3121)
!3121 = distinct !DILocation(line: 137, column: 2, scope: !3111, inlinedAt: !3115)
!3122 = !DILocation(line: 100, column: 16, scope: !3117, inlinedAt: !3121)
!3123 = distinct !DIAssignID()
!3124 = !DILocation(line: 0, scope: !3077)
!3125 = !DILocation(line: 44, column: 11, scope: !3126)
!3126 = distinct !DILexicalBlock(scope: !3079, file: !3, line: 44, column: 9)
!3127 = !DILocation(line: 44, column: 20, scope: !3126)
!3128 = !DILocation(line: 44, column: 49, scope: !3126)
!3129 = !DILocation(line: 54, column: 1, scope: !3126)
!3130 = !DILocation(line: 0, scope: !3079)
!3131 = !DILocation(line: 45, column: 39, scope: !3132)
!3132 = distinct !DILexicalBlock(scope: !3079, file: !3, line: 45, column: 37)
!3133 = !DILocation(line: 45, column: 69, scope: !3132)
!3134 = !DILocation(line: 45, column: 59, scope: !3132)
!3135 = !DILocalVariable(name: "this", arg: 1, scope: !3136, type: !785, flags: DIFlagArtificial | DIFlagObjectPointer)
!3136 = distinct !DISubprogram(name: "~exception_ptr", linkageName: "_ZNSt15__exception_ptr13exception_ptrD2Ev", scope: !786, file: !787, line: 198, type: !796, scopeLine: 199, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !825, retainedNodes: !3137)
!3137 = !{!3135}
!3138 = !DILocation(line: 0, scope: !3136, inlinedAt: !3139)
!3139 = distinct !DILocation(line: 45, column: 53, scope: !3132)
!3140 = !DILocation(line: 200, column: 11, scope: !3141, inlinedAt: !3139)
!3141 = distinct !DILexicalBlock(scope: !3142, file: !787, line: 200, column: 11)
!3142 = distinct !DILexicalBlock(scope: !3136, file: !787, line: 199, column: 5)
!3143 = !{!3144, !2368, i64 0}
!3144 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !2368, i64 0}
!3145 = !DILocation(line: 200, column: 11, scope: !3142, inlinedAt: !3139)
!3146 = !DILocation(line: 201, column: 2, scope: !3141, inlinedAt: !3139)
!3147 = !DILocation(line: 45, column: 53, scope: !3132)
!3148 = !DILocation(line: 45, column: 96, scope: !3132)
!3149 = !DILocation(line: 0, scope: !3086)
!3150 = !DILocalVariable(name: "this", arg: 1, scope: !3151, type: !3101, flags: DIFlagArtificial | DIFlagObjectPointer)
!3151 = distinct !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE5beginEv", scope: !896, file: !784, line: 868, type: !1216, scopeLine: 869, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1215, retainedNodes: !3152)
!3152 = !{!3150}
!3153 = !DILocation(line: 0, scope: !3151, inlinedAt: !3154)
!3154 = distinct !DILocation(line: 47, column: 16, scope: !3086)
!3155 = !DILocalVariable(name: "this", arg: 1, scope: !3156, type: !3159, flags: DIFlagArtificial | DIFlagObjectPointer)
!3156 = distinct !DISubprogram(name: "__normal_iterator", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPNSt15__exception_ptr13exception_ptrESt6vectorIS2_SaIS2_EEEC2ERKS3_", scope: !839, file: !212, line: 1072, type: !847, scopeLine: 1073, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !846, retainedNodes: !3157)
!3157 = !{!3155, !3158}
!3158 = !DILocalVariable(name: "__i", arg: 2, scope: !3156, file: !212, line: 1072, type: !849)
!3159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !839, size: 64)
!3160 = !DILocation(line: 0, scope: !3156, inlinedAt: !3161)
!3161 = distinct !DILocation(line: 869, column: 16, scope: !3151, inlinedAt: !3154)
!3162 = !DILocation(line: 1073, column: 20, scope: !3156, inlinedAt: !3161)
!3163 = !{!2368, !2368, i64 0}
!3164 = !DILocalVariable(name: "this", arg: 1, scope: !3165, type: !3101, flags: DIFlagArtificial | DIFlagObjectPointer)
!3165 = distinct !DISubprogram(name: "end", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE3endEv", scope: !896, file: !784, line: 888, type: !1216, scopeLine: 889, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1225, retainedNodes: !3166)
!3166 = !{!3164}
!3167 = !DILocation(line: 0, scope: !3165, inlinedAt: !3168)
!3168 = distinct !DILocation(line: 47, column: 16, scope: !3086)
!3169 = !DILocation(line: 889, column: 39, scope: !3165, inlinedAt: !3168)
!3170 = !DILocation(line: 0, scope: !3156, inlinedAt: !3171)
!3171 = distinct !DILocation(line: 889, column: 16, scope: !3165, inlinedAt: !3168)
!3172 = !DILocation(line: 1073, column: 20, scope: !3156, inlinedAt: !3171)
!3173 = !DILocalVariable(name: "__lhs", arg: 1, scope: !3174, file: !212, line: 1237, type: !3177)
!3174 = distinct !DISubprogram(name: "operator!=<std::__exception_ptr::exception_ptr *, std::vector<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr> > >", linkageName: "_ZN9__gnu_cxxneIPNSt15__exception_ptr13exception_ptrESt6vectorIS2_SaIS2_EEEEbRKNS_17__normal_iteratorIT_T0_EESC_", scope: !18, file: !212, line: 1237, type: !3175, scopeLine: 1240, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !894, retainedNodes: !3178)
!3175 = !DISubroutineType(types: !3176)
!3176 = !{!128, !3177, !3177}
!3177 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !861, size: 64)
!3178 = !{!3173, !3179}
!3179 = !DILocalVariable(name: "__rhs", arg: 2, scope: !3174, file: !212, line: 1238, type: !3177)
!3180 = !DILocation(line: 0, scope: !3174, inlinedAt: !3181)
!3181 = distinct !DILocation(line: 47, column: 16, scope: !3086)
!3182 = !DILocation(line: 1240, column: 27, scope: !3174, inlinedAt: !3181)
!3183 = !DILocation(line: 47, column: 16, scope: !3086)
!3184 = !DILocation(line: 54, column: 1, scope: !3132)
!3185 = !DILocation(line: 0, scope: !3136, inlinedAt: !3186)
!3186 = distinct !DILocation(line: 45, column: 53, scope: !3132)
!3187 = !DILocation(line: 200, column: 11, scope: !3141, inlinedAt: !3186)
!3188 = !DILocation(line: 200, column: 11, scope: !3142, inlinedAt: !3186)
!3189 = !DILocation(line: 201, column: 2, scope: !3141, inlinedAt: !3186)
!3190 = !DILocation(line: 54, column: 1, scope: !3079)
!3191 = !DILocation(line: 1601, column: 39, scope: !3192, inlinedAt: !3195)
!3192 = distinct !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE5clearEv", scope: !896, file: !784, line: 1600, type: !1148, scopeLine: 1601, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1320, retainedNodes: !3193)
!3193 = !{!3194}
!3194 = !DILocalVariable(name: "this", arg: 1, scope: !3192, type: !3101, flags: DIFlagArtificial | DIFlagObjectPointer)
!3195 = distinct !DILocation(line: 51, column: 9, scope: !3073)
!3196 = !{!3197, !2368, i64 0}
!3197 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !2368, i64 0, !2368, i64 8, !2368, i64 16}
!3198 = !DILocation(line: 1930, column: 36, scope: !3199, inlinedAt: !3205)
!3199 = distinct !DILexicalBlock(scope: !3200, file: !784, line: 1930, column: 16)
!3200 = distinct !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE15_M_erase_at_endEPS1_", scope: !896, file: !784, line: 1928, type: !1346, scopeLine: 1929, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1345, retainedNodes: !3201)
!3201 = !{!3202, !3203, !3204}
!3202 = !DILocalVariable(name: "this", arg: 1, scope: !3200, type: !3101, flags: DIFlagArtificial | DIFlagObjectPointer)
!3203 = !DILocalVariable(name: "__pos", arg: 2, scope: !3200, file: !784, line: 1928, type: !1138)
!3204 = !DILocalVariable(name: "__n", scope: !3199, file: !784, line: 1930, type: !783)
!3205 = distinct !DILocation(line: 1601, column: 9, scope: !3192, inlinedAt: !3195)
!3206 = !{!3197, !2368, i64 8}
!3207 = !DILocation(line: 0, scope: !3192, inlinedAt: !3195)
!3208 = !DILocation(line: 0, scope: !3200, inlinedAt: !3205)
!3209 = !DILocation(line: 0, scope: !3199, inlinedAt: !3205)
!3210 = !DILocation(line: 1930, column: 16, scope: !3199, inlinedAt: !3205)
!3211 = !DILocation(line: 1930, column: 16, scope: !3200, inlinedAt: !3205)
!3212 = !DILocalVariable(name: "__first", arg: 1, scope: !3213, file: !3214, line: 160, type: !785)
!3213 = distinct !DISubprogram(name: "__destroy<std::__exception_ptr::exception_ptr *>", linkageName: "_ZNSt12_Destroy_auxILb0EE9__destroyIPNSt15__exception_ptr13exception_ptrEEEvT_S5_", scope: !3215, file: !3214, line: 160, type: !3218, scopeLine: 161, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !3221, declaration: !3220, retainedNodes: !3223)
!3214 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/stl_construct.h", directory: "", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!3215 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Destroy_aux<false>", scope: !10, file: !3214, line: 156, size: 8, flags: DIFlagTypePassByValue, elements: !143, templateParams: !3216, identifier: "_ZTSSt12_Destroy_auxILb0EE")
!3216 = !{!3217}
!3217 = !DITemplateValueParameter(type: !128, value: i1 false)
!3218 = !DISubroutineType(types: !3219)
!3219 = !{null, !785, !785}
!3220 = !DISubprogram(name: "__destroy<std::__exception_ptr::exception_ptr *>", linkageName: "_ZNSt12_Destroy_auxILb0EE9__destroyIPNSt15__exception_ptr13exception_ptrEEEvT_S5_", scope: !3215, file: !3214, line: 160, type: !3218, scopeLine: 160, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !3221)
!3221 = !{!3222}
!3222 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !785)
!3223 = !{!3212, !3224}
!3224 = !DILocalVariable(name: "__last", arg: 2, scope: !3213, file: !3214, line: 160, type: !785)
!3225 = !DILocation(line: 0, scope: !3213, inlinedAt: !3226)
!3226 = distinct !DILocation(line: 195, column: 7, scope: !3227, inlinedAt: !3231)
!3227 = distinct !DISubprogram(name: "_Destroy<std::__exception_ptr::exception_ptr *>", linkageName: "_ZSt8_DestroyIPNSt15__exception_ptr13exception_ptrEEvT_S3_", scope: !10, file: !3214, line: 182, type: !3218, scopeLine: 183, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !3221, retainedNodes: !3228)
!3228 = !{!3229, !3230}
!3229 = !DILocalVariable(name: "__first", arg: 1, scope: !3227, file: !3214, line: 182, type: !785)
!3230 = !DILocalVariable(name: "__last", arg: 2, scope: !3227, file: !3214, line: 182, type: !785)
!3231 = distinct !DILocation(line: 850, column: 7, scope: !3232, inlinedAt: !3240)
!3232 = distinct !DISubprogram(name: "_Destroy<std::__exception_ptr::exception_ptr *, std::__exception_ptr::exception_ptr>", linkageName: "_ZSt8_DestroyIPNSt15__exception_ptr13exception_ptrES1_EvT_S3_RSaIT0_E", scope: !10, file: !22, line: 847, type: !3233, scopeLine: 849, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !3239, retainedNodes: !3235)
!3233 = !DISubroutineType(types: !3234)
!3234 = !{null, !785, !785, !971}
!3235 = !{!3236, !3237, !3238}
!3236 = !DILocalVariable(name: "__first", arg: 1, scope: !3232, file: !22, line: 847, type: !785)
!3237 = !DILocalVariable(name: "__last", arg: 2, scope: !3232, file: !22, line: 847, type: !785)
!3238 = !DILocalVariable(arg: 3, scope: !3232, file: !22, line: 848, type: !971)
!3239 = !{!3222, !958}
!3240 = distinct !DILocation(line: 1932, column: 6, scope: !3241, inlinedAt: !3205)
!3241 = distinct !DILexicalBlock(scope: !3199, file: !784, line: 1931, column: 4)
!3242 = !DILocalVariable(name: "__pointer", arg: 1, scope: !3243, file: !3214, line: 146, type: !785)
!3243 = distinct !DISubprogram(name: "_Destroy<std::__exception_ptr::exception_ptr>", linkageName: "_ZSt8_DestroyINSt15__exception_ptr13exception_ptrEEvPT_", scope: !10, file: !3214, line: 146, type: !3244, scopeLine: 147, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !957, retainedNodes: !3246)
!3244 = !DISubroutineType(types: !3245)
!3245 = !{null, !785}
!3246 = !{!3242}
!3247 = !DILocation(line: 0, scope: !3243, inlinedAt: !3248)
!3248 = distinct !DILocation(line: 163, column: 6, scope: !3249, inlinedAt: !3226)
!3249 = distinct !DILexicalBlock(scope: !3250, file: !3214, line: 162, column: 4)
!3250 = distinct !DILexicalBlock(scope: !3213, file: !3214, line: 162, column: 4)
!3251 = !DILocation(line: 0, scope: !3136, inlinedAt: !3252)
!3252 = distinct !DILocation(line: 151, column: 19, scope: !3243, inlinedAt: !3248)
!3253 = !DILocation(line: 200, column: 11, scope: !3141, inlinedAt: !3252)
!3254 = !DILocation(line: 200, column: 11, scope: !3142, inlinedAt: !3252)
!3255 = !DILocation(line: 201, column: 2, scope: !3141, inlinedAt: !3252)
!3256 = !DILocation(line: 162, column: 30, scope: !3249, inlinedAt: !3226)
!3257 = !DILocation(line: 162, column: 19, scope: !3249, inlinedAt: !3226)
!3258 = !DILocation(line: 162, column: 4, scope: !3250, inlinedAt: !3226)
!3259 = distinct !{!3259, !3258, !3260, !3003}
!3260 = !DILocation(line: 163, column: 46, scope: !3250, inlinedAt: !3226)
!3261 = !DILocation(line: 1934, column: 30, scope: !3241, inlinedAt: !3205)
!3262 = distinct !DIAssignID()
!3263 = !DILocation(line: 1936, column: 4, scope: !3241, inlinedAt: !3205)
!3264 = !DILocation(line: 52, column: 29, scope: !3073)
!3265 = !DILocation(line: 52, column: 3, scope: !3073)
!3266 = !DILocation(line: 53, column: 10, scope: !3073)
!3267 = !DILocalVariable(name: "this", arg: 1, scope: !3268, type: !3101, flags: DIFlagArtificial | DIFlagObjectPointer)
!3268 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EED2Ev", scope: !896, file: !784, line: 728, type: !1148, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1198, retainedNodes: !3269)
!3269 = !{!3267}
!3270 = !DILocation(line: 0, scope: !3268, inlinedAt: !3271)
!3271 = distinct !DILocation(line: 54, column: 1, scope: !3073)
!3272 = !DILocation(line: 730, column: 30, scope: !3273, inlinedAt: !3271)
!3273 = distinct !DILexicalBlock(scope: !3268, file: !784, line: 729, column: 7)
!3274 = !DILocation(line: 730, column: 54, scope: !3273, inlinedAt: !3271)
!3275 = !DILocation(line: 0, scope: !3232, inlinedAt: !3276)
!3276 = distinct !DILocation(line: 730, column: 2, scope: !3273, inlinedAt: !3271)
!3277 = !DILocation(line: 0, scope: !3227, inlinedAt: !3278)
!3278 = distinct !DILocation(line: 850, column: 7, scope: !3232, inlinedAt: !3276)
!3279 = !DILocation(line: 0, scope: !3213, inlinedAt: !3280)
!3280 = distinct !DILocation(line: 195, column: 7, scope: !3227, inlinedAt: !3278)
!3281 = !DILocation(line: 162, column: 19, scope: !3249, inlinedAt: !3280)
!3282 = !DILocation(line: 162, column: 4, scope: !3250, inlinedAt: !3280)
!3283 = !DILocation(line: 0, scope: !3243, inlinedAt: !3284)
!3284 = distinct !DILocation(line: 163, column: 6, scope: !3249, inlinedAt: !3280)
!3285 = !DILocation(line: 0, scope: !3136, inlinedAt: !3286)
!3286 = distinct !DILocation(line: 151, column: 19, scope: !3243, inlinedAt: !3284)
!3287 = !DILocation(line: 200, column: 11, scope: !3141, inlinedAt: !3286)
!3288 = !DILocation(line: 200, column: 11, scope: !3142, inlinedAt: !3286)
!3289 = !DILocation(line: 201, column: 2, scope: !3141, inlinedAt: !3286)
!3290 = !DILocation(line: 162, column: 30, scope: !3249, inlinedAt: !3280)
!3291 = distinct !{!3291, !3282, !3292, !3003}
!3292 = !DILocation(line: 163, column: 46, scope: !3250, inlinedAt: !3280)
!3293 = !DILocation(line: 366, column: 24, scope: !3294, inlinedAt: !3298)
!3294 = distinct !DILexicalBlock(scope: !3295, file: !784, line: 365, column: 7)
!3295 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EED2Ev", scope: !899, file: !784, line: 364, type: !1064, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1090, retainedNodes: !3296)
!3296 = !{!3297}
!3297 = !DILocalVariable(name: "this", arg: 1, scope: !3295, type: !3107, flags: DIFlagArtificial | DIFlagObjectPointer)
!3298 = distinct !DILocation(line: 733, column: 7, scope: !3273, inlinedAt: !3271)
!3299 = !DILocation(line: 0, scope: !3295, inlinedAt: !3298)
!3300 = !DILocalVariable(name: "this", arg: 1, scope: !3301, type: !3107, flags: DIFlagArtificial | DIFlagObjectPointer)
!3301 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE13_M_deallocateEPS1_m", scope: !899, file: !784, line: 383, type: !1095, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1094, retainedNodes: !3302)
!3302 = !{!3300, !3303, !3304}
!3303 = !DILocalVariable(name: "__p", arg: 2, scope: !3301, file: !784, line: 383, type: !1008)
!3304 = !DILocalVariable(name: "__n", arg: 3, scope: !3301, file: !784, line: 383, type: !70)
!3305 = !DILocation(line: 0, scope: !3301, inlinedAt: !3306)
!3306 = distinct !DILocation(line: 366, column: 2, scope: !3294, inlinedAt: !3298)
!3307 = !DILocation(line: 386, column: 6, scope: !3308, inlinedAt: !3306)
!3308 = distinct !DILexicalBlock(scope: !3301, file: !784, line: 386, column: 6)
!3309 = !DILocation(line: 386, column: 6, scope: !3301, inlinedAt: !3306)
!3310 = !DILocation(line: 367, column: 17, scope: !3294, inlinedAt: !3298)
!3311 = !{!3197, !2368, i64 16}
!3312 = !DILocation(line: 367, column: 35, scope: !3294, inlinedAt: !3298)
!3313 = !DILocalVariable(name: "__a", arg: 1, scope: !3314, file: !22, line: 495, type: !917)
!3314 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaINSt15__exception_ptr13exception_ptrEEE10deallocateERS2_PS1_m", scope: !911, file: !22, line: 495, type: !977, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !976, retainedNodes: !3315)
!3315 = !{!3313, !3316, !3317}
!3316 = !DILocalVariable(name: "__p", arg: 2, scope: !3314, file: !22, line: 495, type: !916)
!3317 = !DILocalVariable(name: "__n", arg: 3, scope: !3314, file: !22, line: 495, type: !100)
!3318 = !DILocation(line: 0, scope: !3314, inlinedAt: !3319)
!3319 = distinct !DILocation(line: 387, column: 4, scope: !3308, inlinedAt: !3306)
!3320 = !DILocalVariable(name: "this", arg: 1, scope: !3321, type: !3325, flags: DIFlagArtificial | DIFlagObjectPointer)
!3321 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorINSt15__exception_ptr13exception_ptrEE10deallocateEPS1_m", scope: !923, file: !39, line: 142, type: !951, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !950, retainedNodes: !3322)
!3322 = !{!3320, !3323, !3324}
!3323 = !DILocalVariable(name: "__p", arg: 2, scope: !3321, file: !39, line: 142, type: !785)
!3324 = !DILocalVariable(name: "__n", arg: 3, scope: !3321, file: !39, line: 142, type: !69)
!3325 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !923, size: 64)
!3326 = !DILocation(line: 0, scope: !3321, inlinedAt: !3327)
!3327 = distinct !DILocation(line: 496, column: 13, scope: !3314, inlinedAt: !3319)
!3328 = !DILocation(line: 158, column: 2, scope: !3321, inlinedAt: !3327)
!3329 = !DILocation(line: 387, column: 4, scope: !3308, inlinedAt: !3306)
!3330 = !DILocation(line: 54, column: 1, scope: !3073)
!3331 = !DILocation(line: 0, scope: !3090)
!3332 = !DILocalVariable(name: "this", arg: 1, scope: !3333, type: !785, flags: DIFlagArtificial | DIFlagObjectPointer)
!3333 = distinct !DISubprogram(name: "exception_ptr", linkageName: "_ZNSt15__exception_ptr13exception_ptrC2ERKS0_", scope: !786, file: !787, line: 188, type: !806, scopeLine: 191, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !805, retainedNodes: !3334)
!3334 = !{!3332, !3335}
!3335 = !DILocalVariable(name: "__other", arg: 2, scope: !3333, file: !787, line: 188, type: !808)
!3336 = !DILocation(line: 0, scope: !3333, inlinedAt: !3337)
!3337 = distinct !DILocation(line: 48, column: 34, scope: !3338)
!3338 = distinct !DILexicalBlock(scope: !3092, file: !3, line: 48, column: 9)
!3339 = !DILocation(line: 190, column: 35, scope: !3333, inlinedAt: !3337)
!3340 = !DILocation(line: 190, column: 7, scope: !3333, inlinedAt: !3337)
!3341 = !DILocation(line: 192, column: 11, scope: !3342, inlinedAt: !3337)
!3342 = distinct !DILexicalBlock(scope: !3343, file: !787, line: 192, column: 11)
!3343 = distinct !DILexicalBlock(scope: !3333, file: !787, line: 191, column: 5)
!3344 = !DILocation(line: 192, column: 11, scope: !3343, inlinedAt: !3337)
!3345 = !DILocation(line: 193, column: 2, scope: !3342, inlinedAt: !3337)
!3346 = !DILocation(line: 48, column: 11, scope: !3338)
!3347 = !DILocation(line: 54, column: 1, scope: !3338)
!3348 = !DILocation(line: 0, scope: !3136, inlinedAt: !3349)
!3349 = distinct !DILocation(line: 48, column: 11, scope: !3338)
!3350 = !DILocation(line: 200, column: 11, scope: !3141, inlinedAt: !3349)
!3351 = !DILocation(line: 200, column: 11, scope: !3142, inlinedAt: !3349)
!3352 = !DILocation(line: 201, column: 2, scope: !3141, inlinedAt: !3349)
!3353 = !DILocation(line: 48, column: 38, scope: !3338)
!3354 = !DILocation(line: 0, scope: !3092)
!3355 = !DILocation(line: 49, column: 72, scope: !3356)
!3356 = distinct !DILexicalBlock(scope: !3092, file: !3, line: 49, column: 41)
!3357 = !{!3358, !3358, i64 0}
!3358 = !{!"vtable pointer", !2370, i64 0}
!3359 = !DILocation(line: 49, column: 43, scope: !3356)
!3360 = !DILocation(line: 49, column: 81, scope: !3356)
!3361 = !DILocalVariable(name: "this", arg: 1, scope: !3362, type: !3159, flags: DIFlagArtificial | DIFlagObjectPointer)
!3362 = distinct !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPNSt15__exception_ptr13exception_ptrESt6vectorIS2_SaIS2_EEEppEv", scope: !839, file: !212, line: 1105, type: !868, scopeLine: 1106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !867, retainedNodes: !3363)
!3363 = !{!3361}
!3364 = !DILocation(line: 0, scope: !3362, inlinedAt: !3365)
!3365 = distinct !DILocation(line: 47, column: 16, scope: !3086)
!3366 = !DILocation(line: 1107, column: 2, scope: !3362, inlinedAt: !3365)
!3367 = distinct !{!3367, !3368, !3369}
!3368 = !DILocation(line: 47, column: 3, scope: !3086)
!3369 = !DILocation(line: 50, column: 3, scope: !3086)
!3370 = !DILocation(line: 54, column: 1, scope: !3092)
!3371 = distinct !DISubprogram(name: "report", linkageName: "_ZL6reportRKSt9exceptioni", scope: !3, file: !3, line: 34, type: !3372, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3374)
!3372 = !DISubroutineType(types: !3373)
!3373 = !{null, !3081, !255}
!3374 = !{!3375, !3376, !3377, !3378}
!3375 = !DILocalVariable(name: "e", arg: 1, scope: !3371, file: !3, line: 34, type: !3081)
!3376 = !DILocalVariable(name: "depth", arg: 2, scope: !3371, file: !3, line: 34, type: !255)
!3377 = !DILocalVariable(name: "t", scope: !3371, file: !3, line: 38, type: !769)
!3378 = !DILocalVariable(name: "inner", scope: !3371, file: !3, line: 37, type: !3081)
!3379 = !DILocation(line: 0, scope: !3371)
!3380 = !DILocation(line: 35, column: 32, scope: !3371)
!3381 = !DILocation(line: 35, column: 43, scope: !3371)
!3382 = !DILocation(line: 35, column: 3, scope: !3371)
!3383 = !DILocalVariable(name: "__ex", arg: 1, scope: !3384, file: !781, line: 159, type: !3081)
!3384 = distinct !DISubprogram(name: "rethrow_if_nested<std::exception>", linkageName: "_ZSt17rethrow_if_nestedISt9exceptionEvRKT_", scope: !10, file: !781, line: 159, type: !3385, scopeLine: 160, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !3388, retainedNodes: !3387)
!3385 = !DISubroutineType(types: !3386)
!3386 = !{null, !3081}
!3387 = !{!3383}
!3388 = !{!3389}
!3389 = !DITemplateTypeParameter(name: "_Ex", type: !3083)
!3390 = !DILocation(line: 0, scope: !3384, inlinedAt: !3391)
!3391 = distinct !DILocation(line: 36, column: 9, scope: !3392)
!3392 = distinct !DILexicalBlock(scope: !3371, file: !3, line: 36, column: 7)
!3393 = !DILocalVariable(name: "__ptr", arg: 1, scope: !3394, file: !781, line: 143, type: !3403)
!3394 = distinct !DISubprogram(name: "__rethrow_if_nested_impl<std::exception>", linkageName: "_ZSt24__rethrow_if_nested_implISt9exceptionENSt9enable_ifIXsr6__and_ISt14is_polymorphicIT_ESt5__or_IJSt6__not_ISt10is_base_ofISt16nested_exceptionS3_EESt14is_convertibleIPS3_PS8_EEEEE5valueEvE4typeEPKS3_", scope: !10, file: !781, line: 143, type: !3395, scopeLine: 144, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !3388, retainedNodes: !3404)
!3395 = !DISubroutineType(types: !3396)
!3396 = !{!3397, !3403}
!3397 = !DIDerivedType(tag: DW_TAG_typedef, name: "__rethrow_if_nested_cond<std::exception>", scope: !10, file: !781, line: 134, baseType: !3398)
!3398 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !3399, file: !1103, line: 2234, baseType: null)
!3399 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "enable_if<true, void>", scope: !10, file: !1103, line: 2233, size: 8, flags: DIFlagTypePassByValue, elements: !143, templateParams: !3400, identifier: "_ZTSSt9enable_ifILb1EvE")
!3400 = !{!3401, !3402}
!3401 = !DITemplateValueParameter(type: !128, value: i1 true)
!3402 = !DITemplateTypeParameter(name: "_Tp", type: null, defaulted: true)
!3403 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3082, size: 64)
!3404 = !{!3393, !3405}
!3405 = !DILocalVariable(name: "__ne_ptr", scope: !3406, file: !781, line: 145, type: !778)
!3406 = distinct !DILexicalBlock(scope: !3394, file: !781, line: 145, column: 16)
!3407 = !DILocation(line: 0, scope: !3394, inlinedAt: !3408)
!3408 = distinct !DILocation(line: 160, column: 7, scope: !3384, inlinedAt: !3391)
!3409 = !DILocation(line: 145, column: 27, scope: !3406, inlinedAt: !3408)
!3410 = !DILocation(line: 0, scope: !3406, inlinedAt: !3408)
!3411 = !DILocation(line: 145, column: 16, scope: !3406, inlinedAt: !3408)
!3412 = !DILocation(line: 145, column: 16, scope: !3394, inlinedAt: !3408)
!3413 = !DILocation(line: 146, column: 12, scope: !3406, inlinedAt: !3408)
!3414 = !DILocation(line: 39, column: 1, scope: !3392)
!3415 = !DILocation(line: 36, column: 36, scope: !3392)
!3416 = !DILocation(line: 38, column: 97, scope: !3417)
!3417 = distinct !DILexicalBlock(scope: !3371, file: !3, line: 38, column: 28)
!3418 = !DILocation(line: 37, column: 61, scope: !3419)
!3419 = distinct !DILexicalBlock(scope: !3371, file: !3, line: 37, column: 39)
!3420 = !DILocation(line: 37, column: 41, scope: !3419)
!3421 = !DILocation(line: 39, column: 1, scope: !3371)
!3422 = !DILocation(line: 38, column: 71, scope: !3417)
!3423 = !DILocalVariable(name: "this", arg: 1, scope: !3424, type: !2374, flags: DIFlagArtificial | DIFlagObjectPointer)
!3424 = distinct !DISubprogram(name: "c_str", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5c_strEv", scope: !7, file: !6, line: 2554, type: !688, scopeLine: 2555, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !687, retainedNodes: !3425)
!3425 = !{!3423}
!3426 = !DILocation(line: 0, scope: !3424, inlinedAt: !3427)
!3427 = distinct !DILocation(line: 38, column: 87, scope: !3417)
!3428 = !DILocation(line: 0, scope: !2380, inlinedAt: !3429)
!3429 = distinct !DILocation(line: 2555, column: 16, scope: !3424, inlinedAt: !3427)
!3430 = !DILocation(line: 234, column: 28, scope: !2380, inlinedAt: !3429)
!3431 = !DILocation(line: 38, column: 30, scope: !3417)
!3432 = !DILocation(line: 39, column: 1, scope: !3419)
!3433 = !DILocation(line: 37, column: 67, scope: !3419)
!3434 = distinct !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE9push_backEOS1_", scope: !896, file: !784, line: 1293, type: !1295, scopeLine: 1294, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1294, retainedNodes: !3435)
!3435 = !{!3436, !3437}
!3436 = !DILocalVariable(name: "this", arg: 1, scope: !3434, type: !3101, flags: DIFlagArtificial | DIFlagObjectPointer)
!3437 = !DILocalVariable(name: "__x", arg: 2, scope: !3434, file: !784, line: 1293, type: !1297)
!3438 = !DILocation(line: 0, scope: !3434)
!3439 = !DILocalVariable(name: "this", arg: 1, scope: !3440, type: !3101, flags: DIFlagArtificial | DIFlagObjectPointer)
!3440 = distinct !DISubprogram(name: "emplace_back<std::__exception_ptr::exception_ptr>", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE12emplace_backIJS1_EEERS1_DpOT_", scope: !896, file: !1496, line: 112, type: !3441, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !3444, declaration: !3443, retainedNodes: !3448)
!3441 = !DISubroutineType(types: !3442)
!3442 = !{!1260, !1150, !817}
!3443 = !DISubprogram(name: "emplace_back<std::__exception_ptr::exception_ptr>", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE12emplace_backIJS1_EEERS1_DpOT_", scope: !896, file: !1496, line: 112, type: !3441, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3444)
!3444 = !{!3445}
!3445 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !3446)
!3446 = !{!3447}
!3447 = !DITemplateTypeParameter(type: !786)
!3448 = !{!3439, !3449}
!3449 = !DILocalVariable(name: "__args", arg: 2, scope: !3440, file: !784, line: 1303, type: !817)
!3450 = !DILocation(line: 0, scope: !3440, inlinedAt: !3451)
!3451 = distinct !DILocation(line: 1294, column: 9, scope: !3434)
!3452 = !DILocation(line: 114, column: 20, scope: !3453, inlinedAt: !3451)
!3453 = distinct !DILexicalBlock(scope: !3440, file: !1496, line: 114, column: 6)
!3454 = !DILocation(line: 114, column: 47, scope: !3453, inlinedAt: !3451)
!3455 = !DILocation(line: 114, column: 30, scope: !3453, inlinedAt: !3451)
!3456 = !DILocation(line: 114, column: 6, scope: !3440, inlinedAt: !3451)
!3457 = !DILocalVariable(name: "__a", arg: 1, scope: !3458, file: !22, line: 511, type: !917)
!3458 = distinct !DISubprogram(name: "construct<std::__exception_ptr::exception_ptr, std::__exception_ptr::exception_ptr>", linkageName: "_ZNSt16allocator_traitsISaINSt15__exception_ptr13exception_ptrEEE9constructIS1_JS1_EEEvRS2_PT_DpOT0_", scope: !911, file: !22, line: 511, type: !3459, scopeLine: 514, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !3462, declaration: !3461, retainedNodes: !3464)
!3459 = !DISubroutineType(types: !3460)
!3460 = !{null, !917, !785, !817}
!3461 = !DISubprogram(name: "construct<std::__exception_ptr::exception_ptr, std::__exception_ptr::exception_ptr>", linkageName: "_ZNSt16allocator_traitsISaINSt15__exception_ptr13exception_ptrEEE9constructIS1_JS1_EEEvRS2_PT_DpOT0_", scope: !911, file: !22, line: 511, type: !3459, scopeLine: 511, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !3462)
!3462 = !{!3463, !3445}
!3463 = !DITemplateTypeParameter(name: "_Up", type: !786)
!3464 = !{!3457, !3465, !3466}
!3465 = !DILocalVariable(name: "__p", arg: 2, scope: !3458, file: !22, line: 511, type: !785)
!3466 = !DILocalVariable(name: "__args", arg: 3, scope: !3458, file: !22, line: 512, type: !817)
!3467 = !DILocation(line: 0, scope: !3458, inlinedAt: !3468)
!3468 = distinct !DILocation(line: 117, column: 6, scope: !3469, inlinedAt: !3451)
!3469 = distinct !DILexicalBlock(scope: !3453, file: !1496, line: 115, column: 4)
!3470 = !DILocalVariable(name: "this", arg: 1, scope: !3471, type: !3325, flags: DIFlagArtificial | DIFlagObjectPointer)
!3471 = distinct !DISubprogram(name: "construct<std::__exception_ptr::exception_ptr, std::__exception_ptr::exception_ptr>", linkageName: "_ZNSt15__new_allocatorINSt15__exception_ptr13exception_ptrEE9constructIS1_JS1_EEEvPT_DpOT0_", scope: !923, file: !39, line: 173, type: !3472, scopeLine: 175, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !3462, declaration: !3474, retainedNodes: !3475)
!3472 = !DISubroutineType(types: !3473)
!3473 = !{null, !928, !785, !817}
!3474 = !DISubprogram(name: "construct<std::__exception_ptr::exception_ptr, std::__exception_ptr::exception_ptr>", linkageName: "_ZNSt15__new_allocatorINSt15__exception_ptr13exception_ptrEE9constructIS1_JS1_EEEvPT_DpOT0_", scope: !923, file: !39, line: 173, type: !3472, scopeLine: 173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3462)
!3475 = !{!3470, !3476, !3477}
!3476 = !DILocalVariable(name: "__p", arg: 2, scope: !3471, file: !39, line: 173, type: !785)
!3477 = !DILocalVariable(name: "__args", arg: 3, scope: !3471, file: !39, line: 173, type: !817)
!3478 = !DILocation(line: 0, scope: !3471, inlinedAt: !3479)
!3479 = distinct !DILocation(line: 516, column: 8, scope: !3458, inlinedAt: !3468)
!3480 = !DILocalVariable(name: "this", arg: 1, scope: !3481, type: !785, flags: DIFlagArtificial | DIFlagObjectPointer)
!3481 = distinct !DISubprogram(name: "exception_ptr", linkageName: "_ZNSt15__exception_ptr13exception_ptrC2EOS0_", scope: !786, file: !787, line: 116, type: !815, scopeLine: 118, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !814, retainedNodes: !3482)
!3482 = !{!3480, !3483}
!3483 = !DILocalVariable(name: "__o", arg: 2, scope: !3481, file: !787, line: 116, type: !817)
!3484 = !DILocation(line: 0, scope: !3481, inlinedAt: !3485)
!3485 = distinct !DILocation(line: 175, column: 23, scope: !3471, inlinedAt: !3479)
!3486 = !DILocation(line: 117, column: 33, scope: !3481, inlinedAt: !3485)
!3487 = !DILocation(line: 117, column: 9, scope: !3481, inlinedAt: !3485)
!3488 = !DILocation(line: 118, column: 33, scope: !3489, inlinedAt: !3485)
!3489 = distinct !DILexicalBlock(scope: !3481, file: !787, line: 118, column: 7)
!3490 = !DILocation(line: 119, column: 6, scope: !3469, inlinedAt: !3451)
!3491 = !DILocation(line: 121, column: 4, scope: !3469, inlinedAt: !3451)
!3492 = !DILocation(line: 0, scope: !3165, inlinedAt: !3493)
!3493 = distinct !DILocation(line: 123, column: 22, scope: !3453, inlinedAt: !3451)
!3494 = !DILocation(line: 889, column: 9, scope: !3165, inlinedAt: !3493)
!3495 = !DILocation(line: 123, column: 4, scope: !3453, inlinedAt: !3451)
!3496 = !DILocation(line: 0, scope: !3165, inlinedAt: !3497)
!3497 = distinct !DILocation(line: 1231, column: 11, scope: !3498, inlinedAt: !3501)
!3498 = distinct !DISubprogram(name: "back", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE4backEv", scope: !896, file: !784, line: 1228, type: !1278, scopeLine: 1229, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1283, retainedNodes: !3499)
!3499 = !{!3500}
!3500 = !DILocalVariable(name: "this", arg: 1, scope: !3498, type: !3101, flags: DIFlagArtificial | DIFlagObjectPointer)
!3501 = distinct !DILocation(line: 125, column: 9, scope: !3440, inlinedAt: !3451)
!3502 = !DILocation(line: 1294, column: 39, scope: !3434)
!3503 = !DISubprogram(name: "current_exception", linkageName: "_ZSt17current_exceptionv", scope: !10, file: !787, line: 74, type: !3504, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3504 = !DISubroutineType(types: !3505)
!3505 = !{!786}
!3506 = !DILocation(line: 0, scope: !3268)
!3507 = !DILocation(line: 730, column: 30, scope: !3273)
!3508 = !DILocation(line: 730, column: 54, scope: !3273)
!3509 = !DILocation(line: 0, scope: !3232, inlinedAt: !3510)
!3510 = distinct !DILocation(line: 730, column: 2, scope: !3273)
!3511 = !DILocation(line: 0, scope: !3227, inlinedAt: !3512)
!3512 = distinct !DILocation(line: 850, column: 7, scope: !3232, inlinedAt: !3510)
!3513 = !DILocation(line: 0, scope: !3213, inlinedAt: !3514)
!3514 = distinct !DILocation(line: 195, column: 7, scope: !3227, inlinedAt: !3512)
!3515 = !DILocation(line: 162, column: 19, scope: !3249, inlinedAt: !3514)
!3516 = !DILocation(line: 162, column: 4, scope: !3250, inlinedAt: !3514)
!3517 = !DILocation(line: 0, scope: !3243, inlinedAt: !3518)
!3518 = distinct !DILocation(line: 163, column: 6, scope: !3249, inlinedAt: !3514)
!3519 = !DILocation(line: 0, scope: !3136, inlinedAt: !3520)
!3520 = distinct !DILocation(line: 151, column: 19, scope: !3243, inlinedAt: !3518)
!3521 = !DILocation(line: 200, column: 11, scope: !3141, inlinedAt: !3520)
!3522 = !DILocation(line: 200, column: 11, scope: !3142, inlinedAt: !3520)
!3523 = !DILocation(line: 201, column: 2, scope: !3141, inlinedAt: !3520)
!3524 = !DILocation(line: 162, column: 30, scope: !3249, inlinedAt: !3514)
!3525 = distinct !{!3525, !3516, !3526, !3003}
!3526 = !DILocation(line: 163, column: 46, scope: !3250, inlinedAt: !3514)
!3527 = !DILocation(line: 366, column: 24, scope: !3294, inlinedAt: !3528)
!3528 = distinct !DILocation(line: 733, column: 7, scope: !3273)
!3529 = !DILocation(line: 0, scope: !3295, inlinedAt: !3528)
!3530 = !DILocation(line: 0, scope: !3301, inlinedAt: !3531)
!3531 = distinct !DILocation(line: 366, column: 2, scope: !3294, inlinedAt: !3528)
!3532 = !DILocation(line: 386, column: 6, scope: !3308, inlinedAt: !3531)
!3533 = !DILocation(line: 386, column: 6, scope: !3301, inlinedAt: !3531)
!3534 = !DILocation(line: 367, column: 17, scope: !3294, inlinedAt: !3528)
!3535 = !DILocation(line: 367, column: 35, scope: !3294, inlinedAt: !3528)
!3536 = !DILocation(line: 0, scope: !3314, inlinedAt: !3537)
!3537 = distinct !DILocation(line: 387, column: 4, scope: !3308, inlinedAt: !3531)
!3538 = !DILocation(line: 0, scope: !3321, inlinedAt: !3539)
!3539 = distinct !DILocation(line: 496, column: 13, scope: !3314, inlinedAt: !3537)
!3540 = !DILocation(line: 158, column: 2, scope: !3321, inlinedAt: !3539)
!3541 = !DILocation(line: 387, column: 4, scope: !3308, inlinedAt: !3531)
!3542 = !DILocation(line: 733, column: 7, scope: !3268)
!3543 = distinct !DISubprogram(name: "Part", linkageName: "_ZN4PartC2Ei", scope: !1366, file: !3, line: 20, type: !1369, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1368, retainedNodes: !3544)
!3544 = !{!3545, !3547}
!3545 = !DILocalVariable(name: "this", arg: 1, scope: !3543, type: !3546, flags: DIFlagArtificial | DIFlagObjectPointer)
!3546 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1366, size: 64)
!3547 = !DILocalVariable(name: "k", arg: 2, scope: !3543, file: !3, line: 20, type: !255)
!3548 = !DILocation(line: 0, scope: !3543)
!3549 = !DILocation(line: 20, column: 35, scope: !3550)
!3550 = distinct !DILexicalBlock(scope: !3551, file: !3, line: 20, column: 33)
!3551 = distinct !DILexicalBlock(scope: !3543, file: !3, line: 20, column: 27)
!3552 = !DILocation(line: 20, column: 33, scope: !3551)
!3553 = !DILocation(line: 20, column: 41, scope: !3550)
!3554 = !DILocation(line: 20, column: 65, scope: !3550)
!3555 = !DILocation(line: 20, column: 75, scope: !3550)
!3556 = !DILocation(line: 20, column: 73, scope: !3550)
!3557 = !DILocation(line: 20, column: 47, scope: !3550)
!3558 = !DILocation(line: 20, column: 95, scope: !3550)
!3559 = !DILocation(line: 0, scope: !2476, inlinedAt: !3560)
!3560 = distinct !DILocation(line: 20, column: 41, scope: !3550)
!3561 = !DILocation(line: 0, scope: !2481, inlinedAt: !3562)
!3562 = distinct !DILocation(line: 795, column: 9, scope: !2485, inlinedAt: !3560)
!3563 = !DILocation(line: 0, scope: !2372, inlinedAt: !3564)
!3564 = distinct !DILocation(line: 285, column: 7, scope: !2488, inlinedAt: !3562)
!3565 = !DILocation(line: 0, scope: !2380, inlinedAt: !3566)
!3566 = distinct !DILocation(line: 274, column: 16, scope: !2372, inlinedAt: !3564)
!3567 = !DILocation(line: 234, column: 28, scope: !2380, inlinedAt: !3566)
!3568 = !DILocation(line: 0, scope: !2389, inlinedAt: !3569)
!3569 = distinct !DILocation(line: 274, column: 29, scope: !2372, inlinedAt: !3564)
!3570 = !DILocation(line: 252, column: 57, scope: !2389, inlinedAt: !3569)
!3571 = !DILocation(line: 274, column: 26, scope: !2372, inlinedAt: !3564)
!3572 = !DILocation(line: 285, column: 6, scope: !2481, inlinedAt: !3562)
!3573 = !DILocation(line: 286, column: 15, scope: !2488, inlinedAt: !3562)
!3574 = !DILocation(line: 0, scope: !2498, inlinedAt: !3575)
!3575 = distinct !DILocation(line: 286, column: 4, scope: !2488, inlinedAt: !3562)
!3576 = !DILocation(line: 0, scope: !2380, inlinedAt: !3577)
!3577 = distinct !DILocation(line: 292, column: 55, scope: !2498, inlinedAt: !3575)
!3578 = !DILocation(line: 292, column: 73, scope: !2498, inlinedAt: !3575)
!3579 = !DILocation(line: 0, scope: !2507, inlinedAt: !3580)
!3580 = distinct !DILocation(line: 292, column: 9, scope: !2498, inlinedAt: !3575)
!3581 = !DILocation(line: 0, scope: !2514, inlinedAt: !3582)
!3582 = distinct !DILocation(line: 496, column: 13, scope: !2507, inlinedAt: !3580)
!3583 = !DILocation(line: 158, column: 2, scope: !2514, inlinedAt: !3582)
!3584 = !DILocation(line: 286, column: 4, scope: !2488, inlinedAt: !3562)
!3585 = !DILocation(line: 0, scope: !2476, inlinedAt: !3586)
!3586 = distinct !DILocation(line: 20, column: 41, scope: !3550)
!3587 = !DILocation(line: 0, scope: !2481, inlinedAt: !3588)
!3588 = distinct !DILocation(line: 795, column: 9, scope: !2485, inlinedAt: !3586)
!3589 = !DILocation(line: 0, scope: !2372, inlinedAt: !3590)
!3590 = distinct !DILocation(line: 285, column: 7, scope: !2488, inlinedAt: !3588)
!3591 = !DILocation(line: 0, scope: !2380, inlinedAt: !3592)
!3592 = distinct !DILocation(line: 274, column: 16, scope: !2372, inlinedAt: !3590)
!3593 = !DILocation(line: 234, column: 28, scope: !2380, inlinedAt: !3592)
!3594 = !DILocation(line: 0, scope: !2389, inlinedAt: !3595)
!3595 = distinct !DILocation(line: 274, column: 29, scope: !2372, inlinedAt: !3590)
!3596 = !DILocation(line: 252, column: 57, scope: !2389, inlinedAt: !3595)
!3597 = !DILocation(line: 274, column: 26, scope: !2372, inlinedAt: !3590)
!3598 = !DILocation(line: 285, column: 6, scope: !2481, inlinedAt: !3588)
!3599 = !DILocation(line: 286, column: 15, scope: !2488, inlinedAt: !3588)
!3600 = !DILocation(line: 0, scope: !2498, inlinedAt: !3601)
!3601 = distinct !DILocation(line: 286, column: 4, scope: !2488, inlinedAt: !3588)
!3602 = !DILocation(line: 0, scope: !2380, inlinedAt: !3603)
!3603 = distinct !DILocation(line: 292, column: 55, scope: !2498, inlinedAt: !3601)
!3604 = !DILocation(line: 292, column: 73, scope: !2498, inlinedAt: !3601)
!3605 = !DILocation(line: 0, scope: !2507, inlinedAt: !3606)
!3606 = distinct !DILocation(line: 292, column: 9, scope: !2498, inlinedAt: !3601)
!3607 = !DILocation(line: 0, scope: !2514, inlinedAt: !3608)
!3608 = distinct !DILocation(line: 496, column: 13, scope: !2507, inlinedAt: !3606)
!3609 = !DILocation(line: 158, column: 2, scope: !2514, inlinedAt: !3608)
!3610 = !DILocation(line: 286, column: 4, scope: !2488, inlinedAt: !3588)
!3611 = !DILocation(line: 20, column: 95, scope: !3543)
!3612 = distinct !DISubprogram(name: "rethrow_nested", linkageName: "_ZNKSt16nested_exception14rethrow_nestedEv", scope: !780, file: !781, line: 67, type: !3613, scopeLine: 68, flags: DIFlagPrototyped | DIFlagNoReturn | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !3616, retainedNodes: !3617)
!3613 = !DISubroutineType(types: !3614)
!3614 = !{null, !3615}
!3615 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !779, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!3616 = !DISubprogram(name: "rethrow_nested", linkageName: "_ZNKSt16nested_exception14rethrow_nestedEv", scope: !780, file: !781, line: 67, type: !3613, scopeLine: 67, flags: DIFlagPublic | DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!3617 = !{!3618}
!3618 = !DILocalVariable(name: "this", arg: 1, scope: !3612, type: !778, flags: DIFlagArtificial | DIFlagObjectPointer)
!3619 = !DILocation(line: 0, scope: !3612)
!3620 = !DILocation(line: 69, column: 11, scope: !3621)
!3621 = distinct !DILexicalBlock(scope: !3612, file: !781, line: 69, column: 11)
!3622 = !DILocalVariable(name: "this", arg: 1, scope: !3623, type: !945, flags: DIFlagArtificial | DIFlagObjectPointer)
!3623 = distinct !DISubprogram(name: "operator bool", linkageName: "_ZNKSt15__exception_ptr13exception_ptrcvbEv", scope: !786, file: !787, line: 155, type: !830, scopeLine: 156, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !829, retainedNodes: !3624)
!3624 = !{!3622}
!3625 = !DILocation(line: 0, scope: !3623, inlinedAt: !3626)
!3626 = distinct !DILocation(line: 69, column: 11, scope: !3621)
!3627 = !DILocation(line: 156, column: 16, scope: !3623, inlinedAt: !3626)
!3628 = !DILocation(line: 69, column: 11, scope: !3612)
!3629 = !DILocation(line: 0, scope: !3333, inlinedAt: !3630)
!3630 = distinct !DILocation(line: 70, column: 20, scope: !3621)
!3631 = !DILocation(line: 190, column: 7, scope: !3333, inlinedAt: !3630)
!3632 = !DILocation(line: 193, column: 2, scope: !3342, inlinedAt: !3630)
!3633 = !DILocation(line: 70, column: 2, scope: !3621)
!3634 = !DILocation(line: 72, column: 5, scope: !3621)
!3635 = !DILocation(line: 0, scope: !3136, inlinedAt: !3636)
!3636 = distinct !DILocation(line: 70, column: 2, scope: !3621)
!3637 = !DILocation(line: 200, column: 11, scope: !3141, inlinedAt: !3636)
!3638 = !DILocation(line: 200, column: 11, scope: !3142, inlinedAt: !3636)
!3639 = !DILocation(line: 201, column: 2, scope: !3141, inlinedAt: !3636)
!3640 = !DILocation(line: 71, column: 7, scope: !3612)
!3641 = !DISubprogram(name: "__builtin_strlen", scope: !838, file: !838, line: 122, type: !3642, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3642 = !DISubroutineType(types: !3643)
!3643 = !{!72, !62}
!3644 = !DISubprogram(name: "__throw_logic_error", linkageName: "_ZSt19__throw_logic_errorPKc", scope: !10, file: !3645, line: 66, type: !1648, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!3645 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/functexcept.h", directory: "", checksumkind: CSK_MD5, checksum: "a363406ed41198146320f1e077ba3f30")
!3646 = distinct !DISubprogram(name: "__throw_with_nested_impl<std::runtime_error>", linkageName: "_ZSt24__throw_with_nested_implISt13runtime_errorEvOT_St17integral_constantIbLb1EE", scope: !10, file: !781, line: 99, type: !3647, scopeLine: 100, flags: DIFlagPrototyped | DIFlagNoReturn | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !2860, retainedNodes: !3649)
!3647 = !DISubroutineType(types: !3648)
!3648 = !{null, !2857, !1102}
!3649 = !{!3650, !3651}
!3650 = !DILocalVariable(name: "__t", arg: 1, scope: !3646, file: !781, line: 99, type: !2857)
!3651 = !DILocalVariable(arg: 2, scope: !3646, file: !781, line: 99, type: !1102)
!3652 = !DILocation(line: 0, scope: !3646)
!3653 = !DILocation(line: 102, column: 7, scope: !3646)
!3654 = !DILocation(line: 102, column: 13, scope: !3646)
!3655 = distinct !DISubprogram(name: "_Nested_exception", linkageName: "_ZNSt17_Nested_exceptionISt13runtime_errorEC2EOS0_", scope: !3656, file: !781, line: 88, type: !3665, scopeLine: 90, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !3664, retainedNodes: !3669)
!3656 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Nested_exception<std::runtime_error>", scope: !10, file: !781, line: 82, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !3657, vtableHolder: !3083, templateParams: !3667, identifier: "_ZTSSt17_Nested_exceptionISt13runtime_errorE")
!3657 = !{!3658, !3659, !3660, !3664}
!3658 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !3656, baseType: !776, extraData: i32 0)
!3659 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !3656, baseType: !780, offset: 128, extraData: i32 0)
!3660 = !DISubprogram(name: "_Nested_exception", scope: !3656, file: !781, line: 84, type: !3661, scopeLine: 84, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3661 = !DISubroutineType(types: !3662)
!3662 = !{null, !3663, !3093}
!3663 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3656, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!3664 = !DISubprogram(name: "_Nested_exception", scope: !3656, file: !781, line: 88, type: !3665, scopeLine: 88, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3665 = !DISubroutineType(types: !3666)
!3666 = !{null, !3663, !2857}
!3667 = !{!3668}
!3668 = !DITemplateTypeParameter(name: "_Except", type: !776)
!3669 = !{!3670, !3672}
!3670 = !DILocalVariable(name: "this", arg: 1, scope: !3655, type: !3671, flags: DIFlagArtificial | DIFlagObjectPointer)
!3671 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3656, size: 64)
!3672 = !DILocalVariable(name: "__ex", arg: 2, scope: !3655, file: !781, line: 88, type: !2857)
!3673 = !DILocation(line: 0, scope: !3655)
!3674 = !DILocation(line: 89, column: 9, scope: !3655)
!3675 = !DILocation(line: 90, column: 7, scope: !3655)
!3676 = !DILocalVariable(name: "this", arg: 1, scope: !3677, type: !3683, flags: DIFlagArtificial | DIFlagObjectPointer)
!3677 = distinct !DISubprogram(name: "nested_exception", linkageName: "_ZNSt16nested_exceptionC2Ev", scope: !780, file: !781, line: 57, type: !3678, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !3681, retainedNodes: !3682)
!3678 = !DISubroutineType(types: !3679)
!3679 = !{null, !3680}
!3680 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !780, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!3681 = !DISubprogram(name: "nested_exception", scope: !780, file: !781, line: 57, type: !3678, scopeLine: 57, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3682 = !{!3676}
!3683 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !780, size: 64)
!3684 = !DILocation(line: 0, scope: !3677, inlinedAt: !3685)
!3685 = distinct !DILocation(line: 88, column: 16, scope: !3655)
!3686 = !DILocation(line: 57, column: 63, scope: !3677, inlinedAt: !3685)
!3687 = !DILocation(line: 57, column: 35, scope: !3677, inlinedAt: !3685)
!3688 = !DILocation(line: 57, column: 42, scope: !3677, inlinedAt: !3685)
!3689 = !DILocation(line: 90, column: 9, scope: !3655)
!3690 = distinct !DISubprogram(name: "~_Nested_exception", linkageName: "_ZNSt17_Nested_exceptionISt13runtime_errorED2Ev", scope: !3656, file: !781, line: 82, type: !3691, scopeLine: 82, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !3693, retainedNodes: !3694)
!3691 = !DISubroutineType(types: !3692)
!3692 = !{null, !3663}
!3693 = !DISubprogram(name: "~_Nested_exception", scope: !3656, type: !3691, containingType: !3656, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!3694 = !{!3695}
!3695 = !DILocalVariable(name: "this", arg: 1, scope: !3690, type: !3671, flags: DIFlagArtificial | DIFlagObjectPointer)
!3696 = !DILocation(line: 0, scope: !3690)
!3697 = !DILocation(line: 82, column: 12, scope: !3698)
!3698 = distinct !DILexicalBlock(scope: !3690, file: !781, line: 82, column: 12)
!3699 = !DILocation(line: 82, column: 12, scope: !3690)
!3700 = distinct !DISubprogram(name: "~_Nested_exception", linkageName: "_ZNSt17_Nested_exceptionISt13runtime_errorED0Ev", scope: !3656, file: !781, line: 82, type: !3691, scopeLine: 82, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !3693, retainedNodes: !3701)
!3701 = !{!3702}
!3702 = !DILocalVariable(name: "this", arg: 1, scope: !3700, type: !3671, flags: DIFlagArtificial | DIFlagObjectPointer)
!3703 = !DILocation(line: 0, scope: !3700)
!3704 = !DILocation(line: 0, scope: !3690, inlinedAt: !3705)
!3705 = distinct !DILocation(line: 82, column: 12, scope: !3700)
!3706 = !DILocation(line: 82, column: 12, scope: !3698, inlinedAt: !3705)
!3707 = !DILocation(line: 82, column: 12, scope: !3700)
!3708 = distinct !DISubprogram(linkageName: "_ZThn16_NSt17_Nested_exceptionISt13runtime_errorED1Ev", scope: !781, file: !781, line: 82, type: !3709, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!3709 = !DISubroutineType(types: !143)
!3710 = !DILocation(line: 0, scope: !3708)
!3711 = !DILocation(line: 0, scope: !3690, inlinedAt: !3712)
!3712 = distinct !DILocation(line: 0, scope: !3708)
!3713 = !DILocation(line: 82, column: 12, scope: !3698, inlinedAt: !3712)
!3714 = distinct !DISubprogram(linkageName: "_ZThn16_NSt17_Nested_exceptionISt13runtime_errorED0Ev", scope: !781, file: !781, line: 82, type: !3709, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!3715 = !DILocation(line: 0, scope: !3714)
!3716 = !DILocation(line: 0, scope: !3700, inlinedAt: !3717)
!3717 = distinct !DILocation(line: 0, scope: !3714)
!3718 = !DILocation(line: 0, scope: !3690, inlinedAt: !3719)
!3719 = distinct !DILocation(line: 82, column: 12, scope: !3700, inlinedAt: !3717)
!3720 = !DILocation(line: 82, column: 12, scope: !3698, inlinedAt: !3719)
!3721 = !DILocation(line: 82, column: 12, scope: !3700, inlinedAt: !3717)
!3722 = distinct !DISubprogram(name: "_M_realloc_insert<std::__exception_ptr::exception_ptr>", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE17_M_realloc_insertIJS1_EEEvN9__gnu_cxx17__normal_iteratorIPS1_S3_EEDpOT_", scope: !896, file: !1496, line: 440, type: !3723, scopeLine: 447, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !3444, declaration: !3725, retainedNodes: !3726)
!3723 = !DISubroutineType(types: !3724)
!3724 = !{null, !1150, !1218, !817}
!3725 = !DISubprogram(name: "_M_realloc_insert<std::__exception_ptr::exception_ptr>", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE17_M_realloc_insertIJS1_EEEvN9__gnu_cxx17__normal_iteratorIPS1_S3_EEDpOT_", scope: !896, file: !1496, line: 440, type: !3723, scopeLine: 440, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3444)
!3726 = !{!3727, !3728, !3729, !3730, !3732, !3733, !3734, !3735, !3736}
!3727 = !DILocalVariable(name: "this", arg: 1, scope: !3722, type: !3101, flags: DIFlagArtificial | DIFlagObjectPointer)
!3728 = !DILocalVariable(name: "__position", arg: 2, scope: !3722, file: !784, line: 1868, type: !1218)
!3729 = !DILocalVariable(name: "__args", arg: 3, scope: !3722, file: !784, line: 1868, type: !817)
!3730 = !DILocalVariable(name: "__len", scope: !3722, file: !1496, line: 448, type: !3731)
!3731 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !783)
!3732 = !DILocalVariable(name: "__old_start", scope: !3722, file: !1496, line: 450, type: !1138)
!3733 = !DILocalVariable(name: "__old_finish", scope: !3722, file: !1496, line: 451, type: !1138)
!3734 = !DILocalVariable(name: "__elems_before", scope: !3722, file: !1496, line: 452, type: !3731)
!3735 = !DILocalVariable(name: "__new_start", scope: !3722, file: !1496, line: 453, type: !1138)
!3736 = !DILocalVariable(name: "__new_finish", scope: !3722, file: !1496, line: 454, type: !1138)
!3737 = !DILocation(line: 0, scope: !3722)
!3738 = !DILocalVariable(name: "this", arg: 1, scope: !3739, type: !3744, flags: DIFlagArtificial | DIFlagObjectPointer)
!3739 = distinct !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE12_M_check_lenEmPKc", scope: !896, file: !784, line: 1891, type: !1334, scopeLine: 1892, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1333, retainedNodes: !3740)
!3740 = !{!3738, !3741, !3742, !3743}
!3741 = !DILocalVariable(name: "__n", arg: 2, scope: !3739, file: !784, line: 1891, type: !783)
!3742 = !DILocalVariable(name: "__s", arg: 3, scope: !3739, file: !784, line: 1891, type: !62)
!3743 = !DILocalVariable(name: "__len", scope: !3739, file: !784, line: 1896, type: !3731)
!3744 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1170, size: 64)
!3745 = !DILocation(line: 0, scope: !3739, inlinedAt: !3746)
!3746 = distinct !DILocation(line: 449, column: 2, scope: !3722)
!3747 = !DILocalVariable(name: "this", arg: 1, scope: !3748, type: !3744, flags: DIFlagArtificial | DIFlagObjectPointer)
!3748 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE4sizeEv", scope: !896, file: !784, line: 987, type: !1244, scopeLine: 988, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1243, retainedNodes: !3749)
!3749 = !{!3747}
!3750 = !DILocation(line: 0, scope: !3748, inlinedAt: !3751)
!3751 = distinct !DILocation(line: 1893, column: 19, scope: !3752, inlinedAt: !3746)
!3752 = distinct !DILexicalBlock(scope: !3739, file: !784, line: 1893, column: 6)
!3753 = !DILocation(line: 988, column: 40, scope: !3748, inlinedAt: !3751)
!3754 = !DILocation(line: 988, column: 66, scope: !3748, inlinedAt: !3751)
!3755 = !DILocation(line: 988, column: 50, scope: !3748, inlinedAt: !3751)
!3756 = !DILocation(line: 1893, column: 26, scope: !3752, inlinedAt: !3746)
!3757 = !DILocation(line: 1893, column: 6, scope: !3739, inlinedAt: !3746)
!3758 = !DILocation(line: 1894, column: 4, scope: !3752, inlinedAt: !3746)
!3759 = !DILocation(line: 0, scope: !3748, inlinedAt: !3760)
!3760 = distinct !DILocation(line: 1896, column: 26, scope: !3739, inlinedAt: !3746)
!3761 = !DILocation(line: 0, scope: !3748, inlinedAt: !3762)
!3762 = distinct !DILocation(line: 1896, column: 46, scope: !3739, inlinedAt: !3746)
!3763 = !DILocation(line: 1896, column: 35, scope: !3739, inlinedAt: !3746)
!3764 = !DILocation(line: 1896, column: 33, scope: !3739, inlinedAt: !3746)
!3765 = !DILocation(line: 0, scope: !3748, inlinedAt: !3766)
!3766 = distinct !DILocation(line: 1897, column: 18, scope: !3739, inlinedAt: !3746)
!3767 = !DILocation(line: 1897, column: 16, scope: !3739, inlinedAt: !3746)
!3768 = !DILocation(line: 1897, column: 25, scope: !3739, inlinedAt: !3746)
!3769 = !DILocalVariable(name: "__lhs", arg: 1, scope: !3770, file: !212, line: 1330, type: !3177)
!3770 = distinct !DISubprogram(name: "operator-<std::__exception_ptr::exception_ptr *, std::vector<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr> > >", linkageName: "_ZN9__gnu_cxxmiIPNSt15__exception_ptr13exception_ptrESt6vectorIS2_SaIS2_EEEENS_17__normal_iteratorIT_T0_E15difference_typeERKSA_SD_", scope: !18, file: !212, line: 1330, type: !3771, scopeLine: 1333, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !894, retainedNodes: !3773)
!3771 = !DISubroutineType(types: !3772)
!3772 = !{!879, !3177, !3177}
!3773 = !{!3769, !3774}
!3774 = !DILocalVariable(name: "__rhs", arg: 2, scope: !3770, file: !212, line: 1331, type: !3177)
!3775 = !DILocation(line: 0, scope: !3770, inlinedAt: !3776)
!3776 = distinct !DILocation(line: 452, column: 51, scope: !3722)
!3777 = !DILocation(line: 1333, column: 27, scope: !3770, inlinedAt: !3776)
!3778 = !DILocalVariable(name: "this", arg: 1, scope: !3779, type: !3107, flags: DIFlagArtificial | DIFlagObjectPointer)
!3779 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE11_M_allocateEm", scope: !899, file: !784, line: 375, type: !1092, scopeLine: 376, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1091, retainedNodes: !3780)
!3780 = !{!3778, !3781}
!3781 = !DILocalVariable(name: "__n", arg: 2, scope: !3779, file: !784, line: 375, type: !70)
!3782 = !DILocation(line: 0, scope: !3779, inlinedAt: !3783)
!3783 = distinct !DILocation(line: 453, column: 33, scope: !3722)
!3784 = !DILocation(line: 378, column: 13, scope: !3779, inlinedAt: !3783)
!3785 = !DILocation(line: 378, column: 9, scope: !3779, inlinedAt: !3783)
!3786 = !DILocalVariable(name: "__a", arg: 1, scope: !3787, file: !22, line: 463, type: !917)
!3787 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaINSt15__exception_ptr13exception_ptrEEE8allocateERS2_m", scope: !911, file: !22, line: 463, type: !914, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !913, retainedNodes: !3788)
!3788 = !{!3786, !3789}
!3789 = !DILocalVariable(name: "__n", arg: 2, scope: !3787, file: !22, line: 463, type: !100)
!3790 = !DILocation(line: 0, scope: !3787, inlinedAt: !3791)
!3791 = distinct !DILocation(line: 378, column: 20, scope: !3779, inlinedAt: !3783)
!3792 = !DILocalVariable(name: "this", arg: 1, scope: !3793, type: !3325, flags: DIFlagArtificial | DIFlagObjectPointer)
!3793 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorINSt15__exception_ptr13exception_ptrEE8allocateEmPKv", scope: !923, file: !39, line: 112, type: !948, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !947, retainedNodes: !3794)
!3794 = !{!3792, !3795, !3796}
!3795 = !DILocalVariable(name: "__n", arg: 2, scope: !3793, file: !39, line: 112, type: !69)
!3796 = !DILocalVariable(arg: 3, scope: !3793, file: !39, line: 112, type: !73)
!3797 = !DILocation(line: 0, scope: !3793, inlinedAt: !3798)
!3798 = distinct !DILocation(line: 464, column: 20, scope: !3787, inlinedAt: !3791)
!3799 = !DILocation(line: 137, column: 53, scope: !3793, inlinedAt: !3798)
!3800 = !DILocation(line: 137, column: 27, scope: !3793, inlinedAt: !3798)
!3801 = !DILocation(line: 463, column: 20, scope: !3802)
!3802 = distinct !DILexicalBlock(scope: !3722, file: !1496, line: 456, column: 2)
!3803 = !DILocation(line: 0, scope: !3458, inlinedAt: !3804)
!3804 = distinct !DILocation(line: 462, column: 4, scope: !3802)
!3805 = !DILocation(line: 0, scope: !3471, inlinedAt: !3806)
!3806 = distinct !DILocation(line: 516, column: 8, scope: !3458, inlinedAt: !3804)
!3807 = !DILocation(line: 0, scope: !3481, inlinedAt: !3808)
!3808 = distinct !DILocation(line: 175, column: 23, scope: !3471, inlinedAt: !3806)
!3809 = !DILocation(line: 117, column: 33, scope: !3481, inlinedAt: !3808)
!3810 = !DILocation(line: 117, column: 9, scope: !3481, inlinedAt: !3808)
!3811 = !DILocation(line: 118, column: 33, scope: !3489, inlinedAt: !3808)
!3812 = !DILocalVariable(name: "__first", arg: 1, scope: !3813, file: !784, line: 499, type: !1138)
!3813 = distinct !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE11_S_relocateEPS1_S4_S4_RS2_", scope: !896, file: !784, line: 499, type: !1145, scopeLine: 501, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1144, retainedNodes: !3814)
!3814 = !{!3812, !3815, !3816, !3817}
!3815 = !DILocalVariable(name: "__last", arg: 2, scope: !3813, file: !784, line: 499, type: !1138)
!3816 = !DILocalVariable(name: "__result", arg: 3, scope: !3813, file: !784, line: 499, type: !1138)
!3817 = !DILocalVariable(name: "__alloc", arg: 4, scope: !3813, file: !784, line: 500, type: !1139)
!3818 = !DILocation(line: 0, scope: !3813, inlinedAt: !3819)
!3819 = distinct !DILocation(line: 474, column: 23, scope: !3820)
!3820 = distinct !DILexicalBlock(scope: !3821, file: !1496, line: 473, column: 6)
!3821 = distinct !DILexicalBlock(scope: !3802, file: !1496, line: 472, column: 29)
!3822 = !DILocalVariable(name: "__first", arg: 1, scope: !3823, file: !3824, line: 1127, type: !785)
!3823 = distinct !DISubprogram(name: "__relocate_a<std::__exception_ptr::exception_ptr *, std::__exception_ptr::exception_ptr *, std::allocator<std::__exception_ptr::exception_ptr> >", linkageName: "_ZSt12__relocate_aIPNSt15__exception_ptr13exception_ptrES2_SaIS1_EET0_T_S5_S4_RT1_", scope: !10, file: !3824, line: 1127, type: !3825, scopeLine: 1132, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !3831, retainedNodes: !3827)
!3824 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/stl_uninitialized.h", directory: "", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!3825 = !DISubroutineType(types: !3826)
!3826 = !{!785, !785, !785, !785, !971}
!3827 = !{!3822, !3828, !3829, !3830}
!3828 = !DILocalVariable(name: "__last", arg: 2, scope: !3823, file: !3824, line: 1127, type: !785)
!3829 = !DILocalVariable(name: "__result", arg: 3, scope: !3823, file: !3824, line: 1128, type: !785)
!3830 = !DILocalVariable(name: "__alloc", arg: 4, scope: !3823, file: !3824, line: 1128, type: !971)
!3831 = !{!3832, !3222, !3833}
!3832 = !DITemplateTypeParameter(name: "_InputIterator", type: !785)
!3833 = !DITemplateTypeParameter(name: "_Allocator", type: !919)
!3834 = !DILocation(line: 0, scope: !3823, inlinedAt: !3835)
!3835 = distinct !DILocation(line: 504, column: 9, scope: !3813, inlinedAt: !3819)
!3836 = !DILocalVariable(name: "__first", arg: 1, scope: !3837, file: !3824, line: 1078, type: !785)
!3837 = distinct !DISubprogram(name: "__relocate_a_1<std::__exception_ptr::exception_ptr *, std::__exception_ptr::exception_ptr *, std::allocator<std::__exception_ptr::exception_ptr> >", linkageName: "_ZSt14__relocate_a_1IPNSt15__exception_ptr13exception_ptrES2_SaIS1_EET0_T_S5_S4_RT1_", scope: !10, file: !3824, line: 1078, type: !3825, scopeLine: 1083, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !3831, retainedNodes: !3838)
!3838 = !{!3836, !3839, !3840, !3841, !3842}
!3839 = !DILocalVariable(name: "__last", arg: 2, scope: !3837, file: !3824, line: 1078, type: !785)
!3840 = !DILocalVariable(name: "__result", arg: 3, scope: !3837, file: !3824, line: 1079, type: !785)
!3841 = !DILocalVariable(name: "__alloc", arg: 4, scope: !3837, file: !3824, line: 1079, type: !971)
!3842 = !DILocalVariable(name: "__cur", scope: !3837, file: !3824, line: 1090, type: !785)
!3843 = !DILocation(line: 0, scope: !3837, inlinedAt: !3844)
!3844 = distinct !DILocation(line: 1133, column: 14, scope: !3823, inlinedAt: !3835)
!3845 = !DILocation(line: 1091, column: 22, scope: !3846, inlinedAt: !3844)
!3846 = distinct !DILexicalBlock(scope: !3847, file: !3824, line: 1091, column: 7)
!3847 = distinct !DILexicalBlock(scope: !3837, file: !3824, line: 1091, column: 7)
!3848 = !DILocation(line: 1091, column: 7, scope: !3847, inlinedAt: !3844)
!3849 = !{!3850}
!3850 = distinct !{!3850, !3851, !"_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_: argument 0"}
!3851 = distinct !{!3851, !"_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_"}
!3852 = !DILocation(line: 1092, column: 2, scope: !3846, inlinedAt: !3844)
!3853 = !{!3854}
!3854 = distinct !{!3854, !3851, !"_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_: argument 1"}
!3855 = !DILocation(line: 117, column: 33, scope: !3481, inlinedAt: !3856)
!3856 = distinct !DILocation(line: 175, column: 23, scope: !3471, inlinedAt: !3857)
!3857 = distinct !DILocation(line: 516, column: 8, scope: !3458, inlinedAt: !3858)
!3858 = distinct !DILocation(line: 1064, column: 7, scope: !3859, inlinedAt: !3868)
!3859 = distinct !DISubprogram(name: "__relocate_object_a<std::__exception_ptr::exception_ptr, std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr> >", linkageName: "_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_", scope: !10, file: !3824, line: 1056, type: !3860, scopeLine: 1062, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !3867, retainedNodes: !3863)
!3860 = !DISubroutineType(types: !3861)
!3861 = !{null, !3862, !3862, !971}
!3862 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !785)
!3863 = !{!3864, !3865, !3866}
!3864 = !DILocalVariable(name: "__dest", arg: 1, scope: !3859, file: !3824, line: 1056, type: !3862)
!3865 = !DILocalVariable(name: "__orig", arg: 2, scope: !3859, file: !3824, line: 1056, type: !3862)
!3866 = !DILocalVariable(name: "__alloc", arg: 3, scope: !3859, file: !3824, line: 1057, type: !971)
!3867 = !{!958, !3463, !3833}
!3868 = distinct !DILocation(line: 1092, column: 2, scope: !3846, inlinedAt: !3844)
!3869 = !{!3854, !3870}
!3870 = distinct !{!3870, !3871}
!3871 = distinct !{!3871, !"LVerDomain"}
!3872 = !DILocation(line: 117, column: 9, scope: !3481, inlinedAt: !3856)
!3873 = !{!3850, !3874}
!3874 = distinct !{!3874, !3871}
!3875 = !DILocation(line: 118, column: 33, scope: !3489, inlinedAt: !3856)
!3876 = distinct !{!3876, !3848, !3877, !3003, !3878, !3879}
!3877 = !DILocation(line: 1093, column: 41, scope: !3847, inlinedAt: !3844)
!3878 = !{!"llvm.loop.isvectorized", i32 1}
!3879 = !{!"llvm.loop.unroll.runtime.disable"}
!3880 = !DILocation(line: 0, scope: !3859, inlinedAt: !3868)
!3881 = !DILocation(line: 0, scope: !3458, inlinedAt: !3858)
!3882 = !DILocation(line: 0, scope: !3471, inlinedAt: !3857)
!3883 = !DILocation(line: 0, scope: !3481, inlinedAt: !3856)
!3884 = !DILocation(line: 1091, column: 33, scope: !3846, inlinedAt: !3844)
!3885 = !DILocation(line: 1091, column: 50, scope: !3846, inlinedAt: !3844)
!3886 = distinct !{!3886, !3848, !3877, !3003, !3878}
!3887 = !DILocation(line: 477, column: 8, scope: !3820)
!3888 = !DILocation(line: 0, scope: !3813, inlinedAt: !3889)
!3889 = distinct !DILocation(line: 479, column: 23, scope: !3820)
!3890 = !DILocation(line: 0, scope: !3823, inlinedAt: !3891)
!3891 = distinct !DILocation(line: 504, column: 9, scope: !3813, inlinedAt: !3889)
!3892 = !DILocation(line: 0, scope: !3837, inlinedAt: !3893)
!3893 = distinct !DILocation(line: 1133, column: 14, scope: !3823, inlinedAt: !3891)
!3894 = !DILocation(line: 1091, column: 22, scope: !3846, inlinedAt: !3893)
!3895 = !DILocation(line: 1091, column: 7, scope: !3847, inlinedAt: !3893)
!3896 = !{!3897}
!3897 = distinct !{!3897, !3898, !"_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_: argument 0"}
!3898 = distinct !{!3898, !"_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_"}
!3899 = !DILocation(line: 1092, column: 2, scope: !3846, inlinedAt: !3893)
!3900 = !{!3901}
!3901 = distinct !{!3901, !3898, !"_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_: argument 1"}
!3902 = !DILocation(line: 117, column: 33, scope: !3481, inlinedAt: !3903)
!3903 = distinct !DILocation(line: 175, column: 23, scope: !3471, inlinedAt: !3904)
!3904 = distinct !DILocation(line: 516, column: 8, scope: !3458, inlinedAt: !3905)
!3905 = distinct !DILocation(line: 1064, column: 7, scope: !3859, inlinedAt: !3906)
!3906 = distinct !DILocation(line: 1092, column: 2, scope: !3846, inlinedAt: !3893)
!3907 = !{!3901, !3908}
!3908 = distinct !{!3908, !3909}
!3909 = distinct !{!3909, !"LVerDomain"}
!3910 = !DILocation(line: 117, column: 9, scope: !3481, inlinedAt: !3903)
!3911 = !{!3897, !3912}
!3912 = distinct !{!3912, !3909}
!3913 = !DILocation(line: 118, column: 33, scope: !3489, inlinedAt: !3903)
!3914 = distinct !{!3914, !3895, !3915, !3003, !3878, !3879}
!3915 = !DILocation(line: 1093, column: 41, scope: !3847, inlinedAt: !3893)
!3916 = !DILocation(line: 0, scope: !3859, inlinedAt: !3906)
!3917 = !DILocation(line: 0, scope: !3458, inlinedAt: !3905)
!3918 = !DILocation(line: 0, scope: !3471, inlinedAt: !3904)
!3919 = !DILocation(line: 0, scope: !3481, inlinedAt: !3903)
!3920 = !DILocation(line: 1091, column: 33, scope: !3846, inlinedAt: !3893)
!3921 = !DILocation(line: 1091, column: 50, scope: !3846, inlinedAt: !3893)
!3922 = distinct !{!3922, !3895, !3915, !3003, !3878}
!3923 = !DILocation(line: 514, column: 21, scope: !3722)
!3924 = !DILocation(line: 0, scope: !3301, inlinedAt: !3925)
!3925 = distinct !DILocation(line: 513, column: 7, scope: !3722)
!3926 = !DILocation(line: 386, column: 6, scope: !3308, inlinedAt: !3925)
!3927 = !DILocation(line: 386, column: 6, scope: !3301, inlinedAt: !3925)
!3928 = !DILocation(line: 514, column: 39, scope: !3722)
!3929 = !DILocation(line: 0, scope: !3314, inlinedAt: !3930)
!3930 = distinct !DILocation(line: 387, column: 4, scope: !3308, inlinedAt: !3925)
!3931 = !DILocation(line: 0, scope: !3321, inlinedAt: !3932)
!3932 = distinct !DILocation(line: 496, column: 13, scope: !3314, inlinedAt: !3930)
!3933 = !DILocation(line: 158, column: 2, scope: !3321, inlinedAt: !3932)
!3934 = !DILocation(line: 387, column: 4, scope: !3308, inlinedAt: !3925)
!3935 = !DILocation(line: 515, column: 30, scope: !3722)
!3936 = !DILocation(line: 516, column: 31, scope: !3722)
!3937 = !DILocation(line: 517, column: 53, scope: !3722)
!3938 = !DILocation(line: 517, column: 39, scope: !3722)
!3939 = !DILocation(line: 518, column: 5, scope: !3722)
!3940 = !DISubprogram(name: "__throw_length_error", linkageName: "_ZSt20__throw_length_errorPKc", scope: !10, file: !3645, line: 75, type: !1648, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
