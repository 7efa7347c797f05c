; ModuleID = 'tests/run/riscv64/eh_objects.cpp'
source_filename = "tests/run/riscv64/eh_objects.cpp"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local void @_Z3lowi(i32 noundef signext %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !2324 {
  %2 = alloca %"class.std::__cxx11::basic_string", align 8
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  %4 = alloca %"class.std::allocator", align 1
  %5 = alloca %struct.Whole, align 8, !DIAssignID !2328
    #dbg_assign(i1 undef, !2327, !DIExpression(), !2328, ptr %5, !DIExpression(), !2329)
    #dbg_value(i32 %0, !2326, !DIExpression(), !2329)
  switch i32 %0, label %44 [
    i32 0, label %6
    i32 1, label %39
  ], !dbg !2330

6:                                                ; preds = %1
  %7 = tail call ptr @__cxa_allocate_exception(i64 32) #24, !dbg !2331
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %4) #24, !dbg !2333
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull @.str, ptr noundef nonnull align 1 dereferenceable(1) %4)
          to label %8 unwind label %37, !dbg !2333

8:                                                ; preds = %6
    #dbg_value(ptr %7, !2334, !DIExpression(), !2339)
    #dbg_value(ptr %3, !2337, !DIExpression(DW_OP_deref), !2339)
    #dbg_value(ptr %7, !2341, !DIExpression(), !2345)
    #dbg_value(ptr %3, !2344, !DIExpression(), !2345)
    #dbg_value(ptr %7, !2347, !DIExpression(), !2350)
  %9 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !2352
    #dbg_value(ptr %7, !2353, !DIExpression(), !2359)
    #dbg_value(ptr %9, !2356, !DIExpression(), !2359)
    #dbg_value(ptr %3, !2357, !DIExpression(), !2359)
  store ptr %9, ptr %7, align 8, !dbg !2361, !tbaa !2362
    #dbg_value(ptr %3, !2367, !DIExpression(), !2371)
    #dbg_value(ptr %3, !2375, !DIExpression(), !2378)
  %10 = load ptr, ptr %3, align 8, !dbg !2380, !tbaa !2381
    #dbg_value(ptr %3, !2384, !DIExpression(), !2387)
  %11 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !2389
  %12 = icmp eq ptr %10, %11, !dbg !2390
  br i1 %12, label %13, label %19, !dbg !2391

13:                                               ; preds = %8
    #dbg_value(ptr %3, !2392, !DIExpression(), !2395)
  %14 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !2398
  %15 = load i64, ptr %14, align 8, !dbg !2398, !tbaa !2399
  %16 = add i64 %15, 1, !dbg !2400
    #dbg_value(ptr %9, !2401, !DIExpression(), !2406)
    #dbg_value(ptr %11, !2404, !DIExpression(), !2406)
    #dbg_value(i64 %16, !2405, !DIExpression(), !2406)
  %17 = icmp eq i64 %16, 0, !dbg !2408
  br i1 %17, label %23, label %18, !dbg !2410

18:                                               ; preds = %13
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %9, ptr nonnull align 8 %11, i64 %16, i1 false), !dbg !2411
  br label %23, !dbg !2412

19:                                               ; preds = %8
    #dbg_value(ptr %3, !2375, !DIExpression(), !2413)
    #dbg_value(ptr %7, !2416, !DIExpression(), !2420)
    #dbg_value(ptr %10, !2419, !DIExpression(), !2420)
  store ptr %10, ptr %7, align 8, !dbg !2422, !tbaa !2381
  %20 = load i64, ptr %11, align 8, !dbg !2423, !tbaa !2424
    #dbg_value(ptr %7, !2425, !DIExpression(), !2429)
    #dbg_value(i64 %20, !2428, !DIExpression(), !2429)
  store i64 %20, ptr %9, align 8, !dbg !2431, !tbaa !2424
  %21 = getelementptr inbounds i8, ptr %3, i64 8
  %22 = load i64, ptr %21, align 8, !dbg !2432, !tbaa !2399
  br label %23

23:                                               ; preds = %13, %18, %19
  %24 = phi i64 [ -1, %13 ], [ %15, %18 ], [ %22, %19 ], !dbg !2432
    #dbg_value(ptr %3, !2392, !DIExpression(), !2434)
  %25 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !2432
    #dbg_value(ptr %7, !2435, !DIExpression(), !2439)
    #dbg_value(i64 %24, !2438, !DIExpression(), !2439)
  %26 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !2441
  store i64 %24, ptr %26, align 8, !dbg !2442, !tbaa !2399
    #dbg_value(ptr %3, !2347, !DIExpression(), !2443)
    #dbg_value(ptr %3, !2416, !DIExpression(), !2445)
    #dbg_value(ptr %11, !2419, !DIExpression(), !2445)
  store ptr %11, ptr %3, align 8, !dbg !2447, !tbaa !2381
    #dbg_value(ptr %3, !2448, !DIExpression(), !2452)
    #dbg_value(i64 0, !2451, !DIExpression(), !2452)
    #dbg_value(ptr %3, !2435, !DIExpression(), !2454)
    #dbg_value(i64 0, !2438, !DIExpression(), !2454)
  store i64 0, ptr %25, align 8, !dbg !2456, !tbaa !2399
    #dbg_value(ptr %3, !2375, !DIExpression(), !2457)
    #dbg_value(ptr %11, !2459, !DIExpression(), !2463)
    #dbg_value(ptr undef, !2462, !DIExpression(), !2463)
  store i8 0, ptr %11, align 8, !dbg !2465, !tbaa !2424
  %27 = load i32, ptr @_ZN7Tracked5aliveE, align 4, !dbg !2466, !tbaa !2468
  %28 = add nsw i32 %27, 1, !dbg !2466
  store i32 %28, ptr @_ZN7Tracked5aliveE, align 4, !dbg !2466, !tbaa !2468
  invoke void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTI7Tracked, ptr nonnull @_ZN7TrackedD2Ev) #25
          to label %73 unwind label %29, !dbg !2331

29:                                               ; preds = %23
  %30 = landingpad { ptr, i32 }
          cleanup, !dbg !2470
    #dbg_value(ptr %3, !2471, !DIExpression(), !2474)
    #dbg_value(ptr %3, !2476, !DIExpression(), !2479)
    #dbg_value(ptr %3, !2367, !DIExpression(), !2482)
    #dbg_value(ptr %3, !2375, !DIExpression(), !2485)
  %31 = load ptr, ptr %3, align 8, !dbg !2487, !tbaa !2381
    #dbg_value(ptr %3, !2384, !DIExpression(), !2488)
  %32 = icmp eq ptr %31, %11, !dbg !2490
  br i1 %32, label %36, label %33, !dbg !2491

33:                                               ; preds = %29
  %34 = load i64, ptr %11, align 8, !dbg !2492, !tbaa !2424
    #dbg_value(ptr %3, !2493, !DIExpression(), !2497)
    #dbg_value(i64 %34, !2496, !DIExpression(), !2497)
    #dbg_value(ptr %3, !2375, !DIExpression(), !2499)
  %35 = add i64 %34, 1, !dbg !2501
    #dbg_value(ptr %3, !2502, !DIExpression(), !2507)
    #dbg_value(ptr %31, !2505, !DIExpression(), !2507)
    #dbg_value(i64 %35, !2506, !DIExpression(), !2507)
    #dbg_value(ptr %3, !2509, !DIExpression(), !2515)
    #dbg_value(ptr %31, !2512, !DIExpression(), !2515)
    #dbg_value(i64 %35, !2513, !DIExpression(), !2515)
  call void @_ZdlPvm(ptr noundef %31, i64 noundef %35) #26, !dbg !2517
  br label %36, !dbg !2518

36:                                               ; preds = %29, %33
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %4) #24, !dbg !2331
  br label %62, !dbg !2331

37:                                               ; preds = %6
  %38 = landingpad { ptr, i32 }
          cleanup, !dbg !2470
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %4) #24, !dbg !2331
  call void @__cxa_free_exception(ptr %7) #24, !dbg !2331
  br label %62, !dbg !2331

39:                                               ; preds = %1
  %40 = tail call ptr @__cxa_allocate_exception(i64 16) #24, !dbg !2519
  invoke void @_ZNSt12domain_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %40, ptr noundef nonnull @.str.1)
          to label %41 unwind label %42, !dbg !2521

41:                                               ; preds = %39
  tail call void @__cxa_throw(ptr nonnull %40, ptr nonnull @_ZTISt12domain_error, ptr nonnull @_ZNSt12domain_errorD1Ev) #25, !dbg !2519
  unreachable, !dbg !2519

42:                                               ; preds = %39
  %43 = landingpad { ptr, i32 }
          cleanup, !dbg !2522
  tail call void @__cxa_free_exception(ptr %40) #24, !dbg !2519
  br label %62, !dbg !2519

44:                                               ; preds = %1
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #24, !dbg !2523
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2), !dbg !2524
    #dbg_value(ptr %5, !2541, !DIExpression(), !2546)
    #dbg_value(i32 1, !2543, !DIExpression(), !2546)
    #dbg_value(i32 %0, !2544, !DIExpression(), !2546)
    #dbg_value(ptr %2, !2533, !DIExpression(), !2547)
    #dbg_value(ptr @.str.6, !2534, !DIExpression(), !2547)
    #dbg_value(ptr undef, !2535, !DIExpression(), !2547)
    #dbg_value(ptr %2, !2347, !DIExpression(), !2548)
  %45 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !2524
    #dbg_value(!DIArgList(ptr @.str.6, i64 5), !2536, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2549)
    #dbg_value(i64 0, !1393, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2550)
    #dbg_value(ptr %2, !1389, !DIExpression(), !2550)
    #dbg_value(ptr @.str.6, !1391, !DIExpression(), !2550)
    #dbg_value(!DIArgList(ptr @.str.6, i64 5), !1392, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2550)
    #dbg_assign(i64 5, !1394, !DIExpression(), !2552, ptr undef, !DIExpression(), !2550)
    #dbg_value(ptr %2, !1395, !DIExpression(), !2550)
    #dbg_value(ptr %45, !2553, !DIExpression(), !2558)
    #dbg_value(ptr @.str.6, !2556, !DIExpression(), !2558)
    #dbg_value(!DIArgList(ptr @.str.6, i64 5), !2557, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2558)
    #dbg_value(ptr %45, !2560, !DIExpression(), !2565)
    #dbg_value(ptr @.str.6, !2563, !DIExpression(), !2565)
    #dbg_value(i64 5, !2564, !DIExpression(), !2565)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5) %45, ptr noundef nonnull align 1 dereferenceable(5) @.str.6, i64 5, i1 false), !dbg !2567
    #dbg_value(ptr null, !1395, !DIExpression(), !2550)
    #dbg_value(ptr %2, !2448, !DIExpression(), !2570)
    #dbg_value(i64 5, !2451, !DIExpression(), !2570)
    #dbg_value(ptr %2, !2435, !DIExpression(), !2572)
    #dbg_value(i64 5, !2438, !DIExpression(), !2572)
  %46 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !2574
  %47 = getelementptr inbounds i8, ptr %2, i64 21, !dbg !2575
    #dbg_value(ptr %47, !2459, !DIExpression(), !2576)
    #dbg_value(ptr undef, !2462, !DIExpression(), !2576)
  store i8 0, ptr %47, align 1, !dbg !2578, !tbaa !2424
    #dbg_value(ptr %5, !2334, !DIExpression(), !2579)
    #dbg_value(ptr %2, !2337, !DIExpression(DW_OP_deref), !2579)
    #dbg_value(ptr %5, !2341, !DIExpression(), !2581)
    #dbg_value(ptr %2, !2344, !DIExpression(), !2581)
    #dbg_value(ptr %5, !2347, !DIExpression(), !2583)
  %48 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !2585
    #dbg_value(ptr %5, !2353, !DIExpression(), !2586)
    #dbg_value(ptr %48, !2356, !DIExpression(), !2586)
    #dbg_value(ptr %2, !2357, !DIExpression(), !2586)
  store ptr %48, ptr %5, align 8, !dbg !2588, !tbaa !2362, !DIAssignID !2589
    #dbg_assign(ptr %48, !2327, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2589, ptr %5, !DIExpression(), !2329)
    #dbg_value(ptr %48, !2401, !DIExpression(), !2590)
    #dbg_value(ptr %45, !2404, !DIExpression(), !2590)
    #dbg_value(i64 6, !2405, !DIExpression(), !2590)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(6) %48, ptr noundef nonnull align 8 dereferenceable(6) %45, i64 6, i1 false), !dbg !2592, !DIAssignID !2593
    #dbg_assign(i1 undef, !2327, !DIExpression(DW_OP_LLVM_fragment, 128, 48), !2593, ptr %48, !DIExpression(), !2329)
    #dbg_value(ptr %5, !2435, !DIExpression(), !2594)
    #dbg_value(i64 5, !2438, !DIExpression(), !2594)
  %49 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !2596
  store i64 5, ptr %49, align 8, !dbg !2597, !tbaa !2399, !DIAssignID !2598
    #dbg_assign(i64 5, !2327, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2598, ptr %49, !DIExpression(), !2329)
    #dbg_value(ptr %2, !2347, !DIExpression(), !2599)
    #dbg_value(ptr %2, !2416, !DIExpression(), !2601)
    #dbg_value(ptr %45, !2419, !DIExpression(), !2601)
  store ptr %45, ptr %2, align 8, !dbg !2603, !tbaa !2381
    #dbg_value(ptr %2, !2448, !DIExpression(), !2604)
    #dbg_value(i64 0, !2451, !DIExpression(), !2604)
    #dbg_value(ptr %2, !2435, !DIExpression(), !2606)
    #dbg_value(i64 0, !2438, !DIExpression(), !2606)
  store i64 0, ptr %46, align 8, !dbg !2608, !tbaa !2399
    #dbg_value(ptr %45, !2459, !DIExpression(), !2609)
    #dbg_value(ptr undef, !2462, !DIExpression(), !2609)
  store i8 0, ptr %45, align 8, !dbg !2611, !tbaa !2424
  %50 = load i32, ptr @_ZN7Tracked5aliveE, align 4, !dbg !2612, !tbaa !2468
  %51 = add nsw i32 %50, 1, !dbg !2612
  store i32 %51, ptr @_ZN7Tracked5aliveE, align 4, !dbg !2612, !tbaa !2468
  %52 = getelementptr inbounds i8, ptr %5, i64 33, !dbg !2613
  invoke void @_ZN4PartC2Ei(ptr noundef nonnull align 1 dereferenceable(1) %52, i32 noundef signext %0)
          to label %64 unwind label %53, !dbg !2613

53:                                               ; preds = %44
  %54 = landingpad { ptr, i32 }
          cleanup, !dbg !2614
    #dbg_value(ptr %5, !2615, !DIExpression(), !2618)
  %55 = load i32, ptr @_ZN7Tracked5aliveE, align 4, !dbg !2621, !tbaa !2468
  %56 = add nsw i32 %55, -1, !dbg !2621
  store i32 %56, ptr @_ZN7Tracked5aliveE, align 4, !dbg !2621, !tbaa !2468
    #dbg_value(ptr %5, !2471, !DIExpression(), !2623)
    #dbg_value(ptr %5, !2476, !DIExpression(), !2625)
    #dbg_value(ptr %5, !2367, !DIExpression(), !2627)
    #dbg_value(ptr %5, !2375, !DIExpression(), !2629)
  %57 = load ptr, ptr %5, align 8, !dbg !2631, !tbaa !2381
    #dbg_value(ptr %5, !2384, !DIExpression(), !2632)
  %58 = icmp eq ptr %57, %48, !dbg !2634
  br i1 %58, label %62, label %59, !dbg !2635

59:                                               ; preds = %53
  %60 = load i64, ptr %48, align 8, !dbg !2636, !tbaa !2424
    #dbg_value(ptr %5, !2493, !DIExpression(), !2637)
    #dbg_value(i64 %60, !2496, !DIExpression(), !2637)
    #dbg_value(ptr %5, !2375, !DIExpression(), !2639)
  %61 = add i64 %60, 1, !dbg !2641
    #dbg_value(ptr %5, !2502, !DIExpression(), !2642)
    #dbg_value(ptr %57, !2505, !DIExpression(), !2642)
    #dbg_value(i64 %61, !2506, !DIExpression(), !2642)
    #dbg_value(ptr %5, !2509, !DIExpression(), !2644)
    #dbg_value(ptr %57, !2512, !DIExpression(), !2644)
    #dbg_value(i64 %61, !2513, !DIExpression(), !2644)
  call void @_ZdlPvm(ptr noundef %57, i64 noundef %61) #26, !dbg !2646
  br label %62, !dbg !2647

62:                                               ; preds = %42, %37, %36, %59, %53
  %63 = phi { ptr, i32 } [ %54, %53 ], [ %54, %59 ], [ %38, %37 ], [ %43, %42 ], [ %30, %36 ]
  resume { ptr, i32 } %63, !dbg !2329

64:                                               ; preds = %44
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2), !dbg !2614
    #dbg_value(ptr %5, !2615, !DIExpression(), !2648)
  %65 = load i32, ptr @_ZN7Tracked5aliveE, align 4, !dbg !2650, !tbaa !2468
  %66 = add nsw i32 %65, -1, !dbg !2650
  store i32 %66, ptr @_ZN7Tracked5aliveE, align 4, !dbg !2650, !tbaa !2468
    #dbg_value(ptr %5, !2471, !DIExpression(), !2651)
    #dbg_value(ptr %5, !2476, !DIExpression(), !2653)
    #dbg_value(ptr %5, !2367, !DIExpression(), !2655)
    #dbg_value(ptr %5, !2375, !DIExpression(), !2657)
  %67 = load ptr, ptr %5, align 8, !dbg !2659, !tbaa !2381
    #dbg_value(ptr %5, !2384, !DIExpression(), !2660)
  %68 = icmp eq ptr %67, %48, !dbg !2662
  br i1 %68, label %72, label %69, !dbg !2663

69:                                               ; preds = %64
  %70 = load i64, ptr %48, align 8, !dbg !2664, !tbaa !2424
    #dbg_value(ptr %5, !2493, !DIExpression(), !2665)
    #dbg_value(i64 %70, !2496, !DIExpression(), !2665)
    #dbg_value(ptr %5, !2375, !DIExpression(), !2667)
  %71 = add i64 %70, 1, !dbg !2669
    #dbg_value(ptr %5, !2502, !DIExpression(), !2670)
    #dbg_value(ptr %67, !2505, !DIExpression(), !2670)
    #dbg_value(i64 %71, !2506, !DIExpression(), !2670)
    #dbg_value(ptr %5, !2509, !DIExpression(), !2672)
    #dbg_value(ptr %67, !2512, !DIExpression(), !2672)
    #dbg_value(i64 %71, !2513, !DIExpression(), !2672)
  call void @_ZdlPvm(ptr noundef %67, i64 noundef %71) #26, !dbg !2674
  br label %72, !dbg !2675

72:                                               ; preds = %64, %69
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #24, !dbg !2676
  ret void, !dbg !2676

73:                                               ; preds = %23
  unreachable
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1, ptr noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !2526 {
  %4 = alloca i64, align 8, !DIAssignID !2677
    #dbg_value(ptr %0, !2533, !DIExpression(), !2678)
    #dbg_value(ptr %1, !2534, !DIExpression(), !2678)
    #dbg_value(ptr %2, !2535, !DIExpression(), !2678)
    #dbg_value(ptr %0, !2347, !DIExpression(), !2679)
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2681
    #dbg_value(ptr %0, !2682, !DIExpression(), !2687)
    #dbg_value(ptr %5, !2685, !DIExpression(), !2687)
    #dbg_value(ptr %2, !2686, !DIExpression(), !2687)
  store ptr %5, ptr %0, align 8, !dbg !2689, !tbaa !2362
  %6 = icmp eq ptr %1, null, !dbg !2690
  br i1 %6, label %7, label %8, !dbg !2692

7:                                                ; preds = %3
  tail call void @_ZSt19__throw_logic_errorPKc(ptr noundef nonnull @.str.13) #25, !dbg !2693
  unreachable, !dbg !2693

8:                                                ; preds = %3
    #dbg_value(ptr %1, !2694, !DIExpression(), !2697)
  %9 = tail call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #24, !dbg !2699
    #dbg_value(!DIArgList(ptr %1, i64 %9), !2536, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2700)
    #dbg_assign(i1 undef, !1394, !DIExpression(), !2677, ptr %4, !DIExpression(), !2701)
    #dbg_value(i64 0, !1393, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2701)
    #dbg_value(ptr %0, !1389, !DIExpression(), !2701)
    #dbg_value(ptr %1, !1391, !DIExpression(), !2701)
    #dbg_value(!DIArgList(ptr %1, i64 %9), !1392, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2701)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #24, !dbg !2703
  store i64 %9, ptr %4, align 8, !dbg !2704, !tbaa !2705, !DIAssignID !2706
    #dbg_assign(i64 %9, !1394, !DIExpression(), !2706, ptr %4, !DIExpression(), !2701)
  %10 = icmp ugt i64 %9, 15, !dbg !2707
  br i1 %10, label %11, label %14, !dbg !2709

11:                                               ; preds = %8
  %12 = call noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 0), !dbg !2710
    #dbg_value(ptr %0, !2416, !DIExpression(), !2712)
    #dbg_value(ptr %12, !2419, !DIExpression(), !2712)
  store ptr %12, ptr %0, align 8, !dbg !2714, !tbaa !2381
  %13 = load i64, ptr %4, align 8, !dbg !2715, !tbaa !2705
    #dbg_value(ptr %0, !2425, !DIExpression(), !2716)
    #dbg_value(i64 %13, !2428, !DIExpression(), !2716)
  store i64 %13, ptr %5, align 8, !dbg !2718, !tbaa !2424
  br label %14, !dbg !2719

14:                                               ; preds = %8, %11
  %15 = phi ptr [ %12, %11 ], [ %5, %8 ], !dbg !2720
    #dbg_value(ptr %0, !1395, !DIExpression(), !2701)
    #dbg_value(ptr %0, !2375, !DIExpression(), !2722)
    #dbg_value(ptr %15, !2553, !DIExpression(), !2723)
    #dbg_value(ptr %1, !2556, !DIExpression(), !2723)
    #dbg_value(!DIArgList(ptr %1, i64 %9), !2557, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2723)
    #dbg_value(ptr %15, !2560, !DIExpression(), !2725)
    #dbg_value(ptr %1, !2563, !DIExpression(), !2725)
    #dbg_value(i64 %9, !2564, !DIExpression(), !2725)
  switch i64 %9, label %18 [
    i64 1, label %16
    i64 0, label %19
  ], !dbg !2727

16:                                               ; preds = %14
    #dbg_value(ptr %15, !2459, !DIExpression(), !2728)
    #dbg_value(ptr %1, !2462, !DIExpression(), !2728)
  %17 = load i8, ptr %1, align 1, !dbg !2730, !tbaa !2424
  store i8 %17, ptr %15, align 1, !dbg !2731, !tbaa !2424
  br label %19, !dbg !2732

18:                                               ; preds = %14
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %15, ptr nonnull align 1 %1, i64 %9, i1 false), !dbg !2733
  br label %19, !dbg !2735

19:                                               ; preds = %18, %16, %14
    #dbg_value(ptr null, !1395, !DIExpression(), !2701)
  %20 = load i64, ptr %4, align 8, !dbg !2736, !tbaa !2705
    #dbg_value(ptr %0, !2448, !DIExpression(), !2737)
    #dbg_value(i64 %20, !2451, !DIExpression(), !2737)
    #dbg_value(ptr %0, !2435, !DIExpression(), !2739)
    #dbg_value(i64 %20, !2438, !DIExpression(), !2739)
  %21 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !2741
  store i64 %20, ptr %21, align 8, !dbg !2742, !tbaa !2399
    #dbg_value(ptr %0, !2375, !DIExpression(), !2743)
  %22 = load ptr, ptr %0, align 8, !dbg !2745, !tbaa !2381
  %23 = getelementptr inbounds i8, ptr %22, i64 %20, !dbg !2746
    #dbg_value(ptr %23, !2459, !DIExpression(), !2747)
    #dbg_value(ptr undef, !2462, !DIExpression(), !2747)
  store i8 0, ptr %23, align 1, !dbg !2749, !tbaa !2424
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #24, !dbg !2750
  ret void, !dbg !2751
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
define linkonce_odr dso_local void @_ZN7TrackedD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !2616 {
    #dbg_value(ptr %0, !2615, !DIExpression(), !2752)
  %2 = load i32, ptr @_ZN7Tracked5aliveE, align 4, !dbg !2753, !tbaa !2468
  %3 = add nsw i32 %2, -1, !dbg !2753
  store i32 %3, ptr @_ZN7Tracked5aliveE, align 4, !dbg !2753, !tbaa !2468
    #dbg_value(ptr %0, !2471, !DIExpression(), !2754)
    #dbg_value(ptr %0, !2476, !DIExpression(), !2756)
    #dbg_value(ptr %0, !2367, !DIExpression(), !2758)
    #dbg_value(ptr %0, !2375, !DIExpression(), !2760)
  %4 = load ptr, ptr %0, align 8, !dbg !2762, !tbaa !2381
    #dbg_value(ptr %0, !2384, !DIExpression(), !2763)
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2765
  %6 = icmp eq ptr %4, %5, !dbg !2766
  br i1 %6, label %10, label %7, !dbg !2767

7:                                                ; preds = %1
  %8 = load i64, ptr %5, align 8, !dbg !2768, !tbaa !2424
    #dbg_value(ptr %0, !2493, !DIExpression(), !2769)
    #dbg_value(i64 %8, !2496, !DIExpression(), !2769)
    #dbg_value(ptr %0, !2375, !DIExpression(), !2771)
  %9 = add i64 %8, 1, !dbg !2773
    #dbg_value(ptr %0, !2502, !DIExpression(), !2774)
    #dbg_value(ptr %4, !2505, !DIExpression(), !2774)
    #dbg_value(i64 %9, !2506, !DIExpression(), !2774)
    #dbg_value(ptr %0, !2509, !DIExpression(), !2776)
    #dbg_value(ptr %4, !2512, !DIExpression(), !2776)
    #dbg_value(i64 %9, !2513, !DIExpression(), !2776)
  tail call void @_ZdlPvm(ptr noundef %4, i64 noundef %9) #26, !dbg !2778
  br label %10, !dbg !2779

10:                                               ; preds = %1, %7
  ret void, !dbg !2780
}

; Function Attrs: mustprogress noinline uwtable
define dso_local void @_Z4highi(i32 noundef signext %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !2781 {
  %2 = alloca %"class.std::runtime_error", align 8
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
    #dbg_value(i32 %0, !2783, !DIExpression(), !2784)
  invoke void @_Z3lowi(i32 noundef signext %0)
          to label %35 unwind label %5, !dbg !2785

5:                                                ; preds = %1
  %6 = landingpad { ptr, i32 }
          catch ptr null, !dbg !2787
  %7 = extractvalue { ptr, i32 } %6, 0, !dbg !2787
  %8 = tail call ptr @__cxa_begin_catch(ptr %7) #24, !dbg !2788
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #24, !dbg !2789
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #24, !dbg !2791
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #24, !dbg !2792
  call void @_ZNSt7__cxx119to_stringEi(ptr dead_on_unwind nonnull writable sret(%"class.std::__cxx11::basic_string") align 8 %4, i32 noundef signext %0) #24, !dbg !2792
  invoke void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_(ptr dead_on_unwind nonnull writable sret(%"class.std::__cxx11::basic_string") align 8 %3, ptr noundef nonnull @.str.2, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %9 unwind label %12, !dbg !2793

9:                                                ; preds = %5
  invoke void @_ZNSt13runtime_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %10 unwind label %14, !dbg !2789

10:                                               ; preds = %9
  invoke void @_ZSt17throw_with_nestedISt13runtime_errorEvOT_(ptr noundef nonnull align 8 dereferenceable(16) %2) #25
          to label %11 unwind label %16, !dbg !2794

11:                                               ; preds = %10
  unreachable, !dbg !2794

12:                                               ; preds = %5
  %13 = landingpad { ptr, i32 }
          cleanup, !dbg !2795
  br label %26, !dbg !2795

14:                                               ; preds = %9
  %15 = landingpad { ptr, i32 }
          cleanup, !dbg !2795
  br label %18, !dbg !2795

16:                                               ; preds = %10
  %17 = landingpad { ptr, i32 }
          cleanup, !dbg !2795
  call void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #24, !dbg !2794
  br label %18, !dbg !2794

18:                                               ; preds = %16, %14
  %19 = phi { ptr, i32 } [ %17, %16 ], [ %15, %14 ]
    #dbg_value(ptr %3, !2471, !DIExpression(), !2796)
    #dbg_value(ptr %3, !2476, !DIExpression(), !2798)
    #dbg_value(ptr %3, !2367, !DIExpression(), !2800)
    #dbg_value(ptr %3, !2375, !DIExpression(), !2802)
  %20 = load ptr, ptr %3, align 8, !dbg !2804, !tbaa !2381
    #dbg_value(ptr %3, !2384, !DIExpression(), !2805)
  %21 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !2807
  %22 = icmp eq ptr %20, %21, !dbg !2808
  br i1 %22, label %26, label %23, !dbg !2809

23:                                               ; preds = %18
  %24 = load i64, ptr %21, align 8, !dbg !2810, !tbaa !2424
    #dbg_value(ptr %3, !2493, !DIExpression(), !2811)
    #dbg_value(i64 %24, !2496, !DIExpression(), !2811)
    #dbg_value(ptr %3, !2375, !DIExpression(), !2813)
  %25 = add i64 %24, 1, !dbg !2815
    #dbg_value(ptr %3, !2502, !DIExpression(), !2816)
    #dbg_value(ptr %20, !2505, !DIExpression(), !2816)
    #dbg_value(i64 %25, !2506, !DIExpression(), !2816)
    #dbg_value(ptr %3, !2509, !DIExpression(), !2818)
    #dbg_value(ptr %20, !2512, !DIExpression(), !2818)
    #dbg_value(i64 %25, !2513, !DIExpression(), !2818)
  call void @_ZdlPvm(ptr noundef %20, i64 noundef %25) #26, !dbg !2820
  br label %26, !dbg !2821

26:                                               ; preds = %23, %18, %12
  %27 = phi { ptr, i32 } [ %13, %12 ], [ %19, %18 ], [ %19, %23 ]
    #dbg_value(ptr %4, !2471, !DIExpression(), !2822)
    #dbg_value(ptr %4, !2476, !DIExpression(), !2824)
    #dbg_value(ptr %4, !2367, !DIExpression(), !2826)
    #dbg_value(ptr %4, !2375, !DIExpression(), !2828)
  %28 = load ptr, ptr %4, align 8, !dbg !2830, !tbaa !2381
    #dbg_value(ptr %4, !2384, !DIExpression(), !2831)
  %29 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !2833
  %30 = icmp eq ptr %28, %29, !dbg !2834
  br i1 %30, label %34, label %31, !dbg !2835

31:                                               ; preds = %26
  %32 = load i64, ptr %29, align 8, !dbg !2836, !tbaa !2424
    #dbg_value(ptr %4, !2493, !DIExpression(), !2837)
    #dbg_value(i64 %32, !2496, !DIExpression(), !2837)
    #dbg_value(ptr %4, !2375, !DIExpression(), !2839)
  %33 = add i64 %32, 1, !dbg !2841
    #dbg_value(ptr %4, !2502, !DIExpression(), !2842)
    #dbg_value(ptr %28, !2505, !DIExpression(), !2842)
    #dbg_value(i64 %33, !2506, !DIExpression(), !2842)
    #dbg_value(ptr %4, !2509, !DIExpression(), !2844)
    #dbg_value(ptr %28, !2512, !DIExpression(), !2844)
    #dbg_value(i64 %33, !2513, !DIExpression(), !2844)
  call void @_ZdlPvm(ptr noundef %28, i64 noundef %33) #26, !dbg !2846
  br label %34, !dbg !2847

34:                                               ; preds = %26, %31
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24, !dbg !2794
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #24, !dbg !2794
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #24, !dbg !2794
  invoke void @__cxa_end_catch()
          to label %36 unwind label %37, !dbg !2848

35:                                               ; preds = %1
  ret void, !dbg !2849

36:                                               ; preds = %34
  resume { ptr, i32 } %27, !dbg !2848

37:                                               ; preds = %34
  %38 = landingpad { ptr, i32 }
          catch ptr null, !dbg !2848
  %39 = extractvalue { ptr, i32 } %38, 0, !dbg !2848
  call void @__clang_call_terminate(ptr %39) #27, !dbg !2848
  unreachable, !dbg !2848
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress noreturn uwtable
define linkonce_odr dso_local void @_ZSt17throw_with_nestedISt13runtime_errorEvOT_(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #6 comdat !dbg !2850 {
    #dbg_value(ptr %0, !2855, !DIExpression(), !2858)
  tail call void @_ZSt24__throw_with_nested_implISt13runtime_errorEvOT_St17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(16) %0, i64 0) #25, !dbg !2859
  unreachable, !dbg !2859
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8 %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #7 comdat personality ptr @__gxx_personality_v0 !dbg !2860 {
    #dbg_value(ptr %1, !2864, !DIExpression(), !2868)
    #dbg_value(ptr %2, !2865, !DIExpression(), !2868)
    #dbg_value(ptr %2, !2869, !DIExpression(), !2874)
    #dbg_value(i64 0, !2872, !DIExpression(), !2874)
    #dbg_value(ptr %1, !2873, !DIExpression(), !2874)
    #dbg_value(ptr %1, !2694, !DIExpression(), !2876)
    #dbg_value(ptr %2, !2878, !DIExpression(), !2885)
    #dbg_value(i64 0, !2881, !DIExpression(), !2885)
    #dbg_value(i64 0, !2882, !DIExpression(), !2885)
    #dbg_value(ptr %1, !2883, !DIExpression(), !2885)
    #dbg_value(i64 poison, !2884, !DIExpression(), !2885)
  %4 = tail call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #24, !dbg !2887
    #dbg_value(i64 %4, !2884, !DIExpression(), !2885)
  %5 = tail call noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32) %2, i64 noundef 0, i64 noundef 0, ptr noundef %1, i64 noundef %4), !dbg !2888
    #dbg_value(ptr %0, !2341, !DIExpression(), !2889)
    #dbg_value(ptr %5, !2344, !DIExpression(), !2889)
    #dbg_value(ptr %0, !2347, !DIExpression(), !2891)
  %6 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2893
    #dbg_value(ptr %0, !2353, !DIExpression(), !2894)
    #dbg_value(ptr %6, !2356, !DIExpression(), !2894)
    #dbg_value(ptr %5, !2357, !DIExpression(), !2894)
  store ptr %6, ptr %0, align 8, !dbg !2896, !tbaa !2362
    #dbg_value(ptr %5, !2367, !DIExpression(), !2897)
    #dbg_value(ptr %5, !2375, !DIExpression(), !2899)
  %7 = load ptr, ptr %5, align 8, !dbg !2901, !tbaa !2381
    #dbg_value(ptr %5, !2384, !DIExpression(), !2902)
  %8 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !2904
  %9 = icmp eq ptr %7, %8, !dbg !2905
  br i1 %9, label %10, label %16, !dbg !2906

10:                                               ; preds = %3
    #dbg_value(ptr %5, !2392, !DIExpression(), !2907)
  %11 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !2909
  %12 = load i64, ptr %11, align 8, !dbg !2909, !tbaa !2399
  %13 = add i64 %12, 1, !dbg !2910
    #dbg_value(ptr %6, !2401, !DIExpression(), !2911)
    #dbg_value(ptr %8, !2404, !DIExpression(), !2911)
    #dbg_value(i64 %13, !2405, !DIExpression(), !2911)
  %14 = icmp eq i64 %13, 0, !dbg !2913
  br i1 %14, label %20, label %15, !dbg !2914

15:                                               ; preds = %10
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %6, ptr nonnull align 8 %8, i64 %13, i1 false), !dbg !2915
  br label %20, !dbg !2916

16:                                               ; preds = %3
    #dbg_value(ptr %5, !2375, !DIExpression(), !2917)
    #dbg_value(ptr %0, !2416, !DIExpression(), !2919)
    #dbg_value(ptr %7, !2419, !DIExpression(), !2919)
  store ptr %7, ptr %0, align 8, !dbg !2921, !tbaa !2381
  %17 = load i64, ptr %8, align 8, !dbg !2922, !tbaa !2424
    #dbg_value(ptr %0, !2425, !DIExpression(), !2923)
    #dbg_value(i64 %17, !2428, !DIExpression(), !2923)
  store i64 %17, ptr %6, align 8, !dbg !2925, !tbaa !2424
  %18 = getelementptr inbounds i8, ptr %5, i64 8
  %19 = load i64, ptr %18, align 8, !dbg !2926, !tbaa !2399
  br label %20

20:                                               ; preds = %10, %15, %16
  %21 = phi i64 [ -1, %10 ], [ %12, %15 ], [ %19, %16 ], !dbg !2926
    #dbg_value(ptr %5, !2392, !DIExpression(), !2928)
  %22 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !2926
    #dbg_value(ptr %0, !2435, !DIExpression(), !2929)
    #dbg_value(i64 %21, !2438, !DIExpression(), !2929)
  %23 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !2931
  store i64 %21, ptr %23, align 8, !dbg !2932, !tbaa !2399
    #dbg_value(ptr %5, !2347, !DIExpression(), !2933)
    #dbg_value(ptr %5, !2416, !DIExpression(), !2935)
    #dbg_value(ptr %8, !2419, !DIExpression(), !2935)
  store ptr %8, ptr %5, align 8, !dbg !2937, !tbaa !2381
    #dbg_value(ptr %5, !2448, !DIExpression(), !2938)
    #dbg_value(i64 0, !2451, !DIExpression(), !2938)
    #dbg_value(ptr %5, !2435, !DIExpression(), !2940)
    #dbg_value(i64 0, !2438, !DIExpression(), !2940)
  store i64 0, ptr %22, align 8, !dbg !2942, !tbaa !2399
    #dbg_value(ptr %5, !2375, !DIExpression(), !2943)
    #dbg_value(ptr %8, !2459, !DIExpression(), !2945)
    #dbg_value(ptr undef, !2462, !DIExpression(), !2945)
  store i8 0, ptr %8, align 8, !dbg !2947, !tbaa !2424
  ret void, !dbg !2948
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt7__cxx119to_stringEi(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8 %0, i32 noundef signext %1) local_unnamed_addr #8 comdat personality ptr @__gxx_personality_v0 !dbg !2949 {
    #dbg_value(ptr %0, !2957, !DIExpression(DW_OP_deref), !2958)
    #dbg_value(i32 %1, !2953, !DIExpression(), !2958)
    #dbg_value(i32 %1, !2954, !DIExpression(DW_OP_consts, 0, DW_OP_lt, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2958)
  %3 = tail call i32 @llvm.abs.i32(i32 %1, i1 false), !dbg !2959
    #dbg_value(i32 %3, !2955, !DIExpression(), !2958)
    #dbg_value(i32 10, !2960, !DIExpression(), !2971)
    #dbg_value(i32 100, !2967, !DIExpression(), !2971)
    #dbg_value(i32 1000, !2968, !DIExpression(), !2971)
    #dbg_value(i32 10000, !2969, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !2971)
    #dbg_value(i32 %3, !2965, !DIExpression(), !2971)
    #dbg_value(i32 1, !2966, !DIExpression(), !2971)
  %4 = icmp ult i32 %3, 10, !dbg !2973
  br i1 %4, label %23, label %5, !dbg !2978

5:                                                ; preds = %2, %19
  %6 = phi i32 [ %20, %19 ], [ %3, %2 ]
  %7 = phi i32 [ %21, %19 ], [ 1, %2 ]
    #dbg_value(i32 %6, !2965, !DIExpression(), !2971)
    #dbg_value(i32 %7, !2966, !DIExpression(), !2971)
  %8 = icmp ult i32 %6, 100, !dbg !2979
  br i1 %8, label %9, label %11, !dbg !2981

9:                                                ; preds = %5
  %10 = add i32 %7, 1, !dbg !2982
  br label %23, !dbg !2983

11:                                               ; preds = %5
  %12 = icmp ult i32 %6, 1000, !dbg !2984
  br i1 %12, label %13, label %15, !dbg !2986

13:                                               ; preds = %11
  %14 = add i32 %7, 2, !dbg !2987
  br label %23, !dbg !2988

15:                                               ; preds = %11
  %16 = icmp ult i32 %6, 10000, !dbg !2989
  br i1 %16, label %17, label %19, !dbg !2991

17:                                               ; preds = %15
  %18 = add i32 %7, 3, !dbg !2992
  br label %23, !dbg !2993

19:                                               ; preds = %15
  %20 = udiv i32 %6, 10000, !dbg !2994
    #dbg_value(i32 %20, !2965, !DIExpression(), !2971)
  %21 = add i32 %7, 4, !dbg !2995
    #dbg_value(i32 %21, !2966, !DIExpression(), !2971)
  %22 = icmp ult i32 %6, 100000, !dbg !2973
  br i1 %22, label %23, label %5, !dbg !2978, !llvm.loop !2996

23:                                               ; preds = %19, %2, %9, %13, %17
  %24 = phi i32 [ %10, %9 ], [ %14, %13 ], [ %18, %17 ], [ 1, %2 ], [ %21, %19 ], !dbg !3000
    #dbg_value(i32 %24, !2956, !DIExpression(), !2958)
  %25 = lshr i32 %1, 31, !dbg !3001
  %26 = add i32 %24, %25, !dbg !3002
  %27 = zext i32 %26 to i64, !dbg !3001
    #dbg_value(ptr %0, !3003, !DIExpression(), !3012)
    #dbg_value(i64 %27, !3009, !DIExpression(), !3012)
    #dbg_value(i8 45, !3010, !DIExpression(), !3012)
    #dbg_value(ptr undef, !3011, !DIExpression(), !3012)
    #dbg_value(ptr %0, !2347, !DIExpression(), !3014)
  %28 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3016
    #dbg_value(ptr %0, !2682, !DIExpression(), !3017)
    #dbg_value(ptr %28, !2685, !DIExpression(), !3017)
    #dbg_value(ptr undef, !2686, !DIExpression(), !3017)
  store ptr %28, ptr %0, align 8, !dbg !3019, !tbaa !2362
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32) %0, i64 noundef %27, i8 noundef zeroext 45)
          to label %29 unwind label %76, !dbg !3020

29:                                               ; preds = %23
    #dbg_value(i32 %1, !2954, !DIExpression(DW_OP_consts, 0, DW_OP_lt, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2958)
  %30 = zext nneg i32 %25 to i64, !dbg !3022
    #dbg_value(ptr %0, !3023, !DIExpression(), !3027)
    #dbg_value(i64 %30, !3026, !DIExpression(), !3027)
    #dbg_value(ptr %0, !2375, !DIExpression(), !3029)
  %31 = load ptr, ptr %0, align 8, !dbg !3031, !tbaa !2381
  %32 = getelementptr inbounds i8, ptr %31, i64 %30, !dbg !3032
    #dbg_value(ptr %32, !1448, !DIExpression(), !3033)
    #dbg_value(i32 %24, !1449, !DIExpression(), !3033)
    #dbg_value(i32 %24, !1451, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !3033)
    #dbg_value(i32 %3, !1450, !DIExpression(), !3033)
  %33 = icmp ugt i32 %3, 99, !dbg !3035
  br i1 %33, label %34, label %58, !dbg !3036

34:                                               ; preds = %29
  %35 = add i32 %24, -1, !dbg !3037
    #dbg_value(i32 %35, !1451, !DIExpression(), !3033)
  br label %36, !dbg !3036

36:                                               ; preds = %36, %34
  %37 = phi i32 [ %40, %36 ], [ %3, %34 ]
  %38 = phi i32 [ %56, %36 ], [ %35, %34 ]
    #dbg_value(i32 %37, !1450, !DIExpression(), !3033)
    #dbg_value(i32 %38, !1451, !DIExpression(), !3033)
  %39 = freeze i32 %37, !dbg !3038
  %40 = udiv i32 %39, 100, !dbg !3038
  %41 = mul i32 %40, 100, !dbg !3039
  %42 = sub i32 %39, %41, !dbg !3039
  %43 = shl nuw nsw i32 %42, 1, !dbg !3040
    #dbg_value(i32 %43, !1452, !DIExpression(), !3041)
    #dbg_value(i32 %40, !1450, !DIExpression(), !3033)
  %44 = or disjoint i32 %43, 1, !dbg !3042
  %45 = zext nneg i32 %44 to i64, !dbg !3043
  %46 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %45, !dbg !3043
  %47 = load i8, ptr %46, align 1, !dbg !3043, !tbaa !2424
  %48 = zext i32 %38 to i64, !dbg !3044
  %49 = getelementptr inbounds i8, ptr %32, i64 %48, !dbg !3044
  store i8 %47, ptr %49, align 1, !dbg !3045, !tbaa !2424
  %50 = zext nneg i32 %43 to i64, !dbg !3046
  %51 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %50, !dbg !3046
  %52 = load i8, ptr %51, align 1, !dbg !3046, !tbaa !2424
  %53 = add i32 %38, -1, !dbg !3047
  %54 = zext i32 %53 to i64, !dbg !3048
  %55 = getelementptr inbounds i8, ptr %32, i64 %54, !dbg !3048
  store i8 %52, ptr %55, align 1, !dbg !3049, !tbaa !2424
  %56 = add i32 %38, -2, !dbg !3050
    #dbg_value(i32 %56, !1451, !DIExpression(), !3033)
  %57 = icmp ugt i32 %37, 9999, !dbg !3035
  br i1 %57, label %36, label %58, !dbg !3036, !llvm.loop !3051

58:                                               ; preds = %36, %29
  %59 = phi i32 [ %3, %29 ], [ %40, %36 ]
  %60 = icmp ugt i32 %59, 9, !dbg !3053
  br i1 %60, label %61, label %71, !dbg !3054

61:                                               ; preds = %58
  %62 = shl nuw nsw i32 %59, 1, !dbg !3055
    #dbg_value(i32 %62, !1455, !DIExpression(), !3056)
  %63 = or disjoint i32 %62, 1, !dbg !3057
  %64 = zext nneg i32 %63 to i64, !dbg !3058
  %65 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %64, !dbg !3058
  %66 = load i8, ptr %65, align 1, !dbg !3058, !tbaa !2424
  %67 = getelementptr inbounds i8, ptr %32, i64 1, !dbg !3059
  store i8 %66, ptr %67, align 1, !dbg !3060, !tbaa !2424
  %68 = zext nneg i32 %62 to i64, !dbg !3061
  %69 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %68, !dbg !3061
  %70 = load i8, ptr %69, align 1, !dbg !3061, !tbaa !2424
  br label %74, !dbg !3062

71:                                               ; preds = %58
  %72 = trunc nuw i32 %59 to i8, !dbg !3063
  %73 = or disjoint i8 %72, 48, !dbg !3063
  br label %74

74:                                               ; preds = %61, %71
  %75 = phi i8 [ %73, %71 ], [ %70, %61 ], !dbg !3064
  store i8 %75, ptr %32, align 1, !dbg !3064, !tbaa !2424
  ret void, !dbg !3065

76:                                               ; preds = %23
  %77 = landingpad { ptr, i32 }
          catch ptr null, !dbg !3066
  %78 = extractvalue { ptr, i32 } %77, 0, !dbg !3066
  tail call void @__clang_call_terminate(ptr %78) #27, !dbg !3066
  unreachable, !dbg !3066
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

declare !dbg !3067 void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #10 personality ptr @__gxx_personality_v0 !dbg !3069 {
  %1 = alloca %"class.std::vector", align 8, !DIAssignID !3091
    #dbg_assign(i1 undef, !3071, !DIExpression(), !3091, ptr %1, !DIExpression(), !3092)
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %3 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #24, !dbg !3093
    #dbg_value(ptr %1, !3094, !DIExpression(), !3098)
    #dbg_value(ptr %1, !3100, !DIExpression(), !3104)
    #dbg_value(ptr %1, !3106, !DIExpression(), !3110)
    #dbg_value(ptr %1, !3112, !DIExpression(), !3116)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false), !dbg !3118, !DIAssignID !3119
    #dbg_assign(i8 0, !3071, !DIExpression(), !3119, ptr %1, !DIExpression(), !3092)
    #dbg_value(i32 0, !3072, !DIExpression(), !3120)
    #dbg_value(i32 0, !3072, !DIExpression(), !3120)
  invoke void @_Z4highi(i32 noundef signext 0)
          to label %4 unwind label %6, !dbg !3121

4:                                                ; preds = %0
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 0), !dbg !3123
  br label %20, !dbg !3124

6:                                                ; preds = %0
  %7 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception, !dbg !3125
  %8 = extractvalue { ptr, i32 } %7, 1, !dbg !3125
  %9 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #24, !dbg !3124
  %10 = icmp eq i32 %8, %9, !dbg !3124
  br i1 %10, label %11, label %157, !dbg !3124

11:                                               ; preds = %6
  %12 = extractvalue { ptr, i32 } %7, 0, !dbg !3125
  %13 = tail call ptr @__cxa_begin_catch(ptr %12) #24, !dbg !3124
    #dbg_value(ptr %13, !3074, !DIExpression(), !3126)
  invoke fastcc void @_ZL6reportRKSt9exceptioni(ptr noundef nonnull align 8 dereferenceable(8) %13, i32 noundef signext 0)
          to label %14 unwind label %76, !dbg !3127

14:                                               ; preds = %11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #24, !dbg !3129
  call void @_ZSt17current_exceptionv(ptr dead_on_unwind nonnull writable sret(%"class.std::__exception_ptr::exception_ptr") align 8 %2) #24, !dbg !3129
  invoke void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE9push_backEOS1_(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(8) %2)
          to label %15 unwind label %78, !dbg !3130

15:                                               ; preds = %14
    #dbg_value(ptr %2, !3131, !DIExpression(), !3134)
  %16 = load ptr, ptr %2, align 8, !dbg !3136, !tbaa !3139
  %17 = icmp eq ptr %16, null, !dbg !3136
  br i1 %17, label %19, label %18, !dbg !3141

18:                                               ; preds = %15
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #24, !dbg !3142
  br label %19, !dbg !3142

19:                                               ; preds = %15, %18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #24, !dbg !3143
  invoke void @__cxa_end_catch()
          to label %20 unwind label %84, !dbg !3144

20:                                               ; preds = %19, %4
    #dbg_value(i32 1, !3072, !DIExpression(), !3120)
  invoke void @_Z4highi(i32 noundef signext 1)
          to label %35 unwind label %21, !dbg !3121

21:                                               ; preds = %20
  %22 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception, !dbg !3125
  %23 = extractvalue { ptr, i32 } %22, 1, !dbg !3125
  %24 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #24, !dbg !3124
  %25 = icmp eq i32 %23, %24, !dbg !3124
  br i1 %25, label %26, label %157, !dbg !3124

26:                                               ; preds = %21
  %27 = extractvalue { ptr, i32 } %22, 0, !dbg !3125
  %28 = call ptr @__cxa_begin_catch(ptr %27) #24, !dbg !3124
    #dbg_value(ptr %28, !3074, !DIExpression(), !3126)
  invoke fastcc void @_ZL6reportRKSt9exceptioni(ptr noundef nonnull align 8 dereferenceable(8) %28, i32 noundef signext 0)
          to label %29 unwind label %76, !dbg !3127

29:                                               ; preds = %26
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #24, !dbg !3129
  call void @_ZSt17current_exceptionv(ptr dead_on_unwind nonnull writable sret(%"class.std::__exception_ptr::exception_ptr") align 8 %2) #24, !dbg !3129
  invoke void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE9push_backEOS1_(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(8) %2)
          to label %30 unwind label %78, !dbg !3130

30:                                               ; preds = %29
    #dbg_value(ptr %2, !3131, !DIExpression(), !3134)
  %31 = load ptr, ptr %2, align 8, !dbg !3136, !tbaa !3139
  %32 = icmp eq ptr %31, null, !dbg !3136
  br i1 %32, label %34, label %33, !dbg !3141

33:                                               ; preds = %30
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #24, !dbg !3142
  br label %34, !dbg !3142

34:                                               ; preds = %33, %30
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #24, !dbg !3143
  invoke void @__cxa_end_catch()
          to label %37 unwind label %84, !dbg !3144

35:                                               ; preds = %20
  %36 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 1), !dbg !3123
  br label %37, !dbg !3124

37:                                               ; preds = %35, %34
    #dbg_value(i32 2, !3072, !DIExpression(), !3120)
  invoke void @_Z4highi(i32 noundef signext 2)
          to label %52 unwind label %38, !dbg !3121

38:                                               ; preds = %37
  %39 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception, !dbg !3125
  %40 = extractvalue { ptr, i32 } %39, 1, !dbg !3125
  %41 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #24, !dbg !3124
  %42 = icmp eq i32 %40, %41, !dbg !3124
  br i1 %42, label %43, label %157, !dbg !3124

43:                                               ; preds = %38
  %44 = extractvalue { ptr, i32 } %39, 0, !dbg !3125
  %45 = call ptr @__cxa_begin_catch(ptr %44) #24, !dbg !3124
    #dbg_value(ptr %45, !3074, !DIExpression(), !3126)
  invoke fastcc void @_ZL6reportRKSt9exceptioni(ptr noundef nonnull align 8 dereferenceable(8) %45, i32 noundef signext 0)
          to label %46 unwind label %76, !dbg !3127

46:                                               ; preds = %43
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #24, !dbg !3129
  call void @_ZSt17current_exceptionv(ptr dead_on_unwind nonnull writable sret(%"class.std::__exception_ptr::exception_ptr") align 8 %2) #24, !dbg !3129
  invoke void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE9push_backEOS1_(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(8) %2)
          to label %47 unwind label %78, !dbg !3130

47:                                               ; preds = %46
    #dbg_value(ptr %2, !3131, !DIExpression(), !3134)
  %48 = load ptr, ptr %2, align 8, !dbg !3136, !tbaa !3139
  %49 = icmp eq ptr %48, null, !dbg !3136
  br i1 %49, label %51, label %50, !dbg !3141

50:                                               ; preds = %47
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #24, !dbg !3142
  br label %51, !dbg !3142

51:                                               ; preds = %50, %47
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #24, !dbg !3143
  invoke void @__cxa_end_catch()
          to label %54 unwind label %84, !dbg !3144

52:                                               ; preds = %37
  %53 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 2), !dbg !3123
  br label %54, !dbg !3124

54:                                               ; preds = %52, %51
    #dbg_value(i32 3, !3072, !DIExpression(), !3120)
  invoke void @_Z4highi(i32 noundef signext 3)
          to label %69 unwind label %55, !dbg !3121

55:                                               ; preds = %54
  %56 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception, !dbg !3125
  %57 = extractvalue { ptr, i32 } %56, 1, !dbg !3125
  %58 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #24, !dbg !3124
  %59 = icmp eq i32 %57, %58, !dbg !3124
  br i1 %59, label %60, label %157, !dbg !3124

60:                                               ; preds = %55
  %61 = extractvalue { ptr, i32 } %56, 0, !dbg !3125
  %62 = call ptr @__cxa_begin_catch(ptr %61) #24, !dbg !3124
    #dbg_value(ptr %62, !3074, !DIExpression(), !3126)
  invoke fastcc void @_ZL6reportRKSt9exceptioni(ptr noundef nonnull align 8 dereferenceable(8) %62, i32 noundef signext 0)
          to label %63 unwind label %76, !dbg !3127

63:                                               ; preds = %60
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #24, !dbg !3129
  call void @_ZSt17current_exceptionv(ptr dead_on_unwind nonnull writable sret(%"class.std::__exception_ptr::exception_ptr") align 8 %2) #24, !dbg !3129
  invoke void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE9push_backEOS1_(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(8) %2)
          to label %64 unwind label %78, !dbg !3130

64:                                               ; preds = %63
    #dbg_value(ptr %2, !3131, !DIExpression(), !3134)
  %65 = load ptr, ptr %2, align 8, !dbg !3136, !tbaa !3139
  %66 = icmp eq ptr %65, null, !dbg !3136
  br i1 %66, label %68, label %67, !dbg !3141

67:                                               ; preds = %64
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #24, !dbg !3142
  br label %68, !dbg !3142

68:                                               ; preds = %67, %64
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #24, !dbg !3143
  invoke void @__cxa_end_catch()
          to label %71 unwind label %84, !dbg !3144

69:                                               ; preds = %54
  %70 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 3), !dbg !3123
  br label %71, !dbg !3124

71:                                               ; preds = %69, %68
    #dbg_value(i32 4, !3072, !DIExpression(), !3120)
    #dbg_value(ptr %1, !3081, !DIExpression(), !3145)
    #dbg_value(ptr %1, !3146, !DIExpression(), !3149)
    #dbg_value(ptr undef, !3151, !DIExpression(), !3156)
    #dbg_value(ptr %1, !3154, !DIExpression(), !3156)
  %72 = load ptr, ptr %1, align 8, !dbg !3158, !tbaa !3159
    #dbg_value(ptr %72, !3083, !DIExpression(), !3145)
    #dbg_value(ptr %1, !3160, !DIExpression(), !3163)
  %73 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !3165
    #dbg_value(ptr undef, !3151, !DIExpression(), !3166)
    #dbg_value(ptr %73, !3154, !DIExpression(), !3166)
  %74 = load ptr, ptr %73, align 8, !dbg !3168, !tbaa !3159
    #dbg_value(ptr %74, !3084, !DIExpression(), !3145)
    #dbg_value(ptr undef, !3169, !DIExpression(), !3176)
    #dbg_value(ptr undef, !3175, !DIExpression(), !3176)
  %75 = icmp eq ptr %72, %74, !dbg !3178
  br i1 %75, label %101, label %128, !dbg !3179

76:                                               ; preds = %60, %43, %26, %11
  %77 = landingpad { ptr, i32 }
          cleanup, !dbg !3180
  br label %86, !dbg !3180

78:                                               ; preds = %63, %46, %29, %14
  %79 = landingpad { ptr, i32 }
          cleanup, !dbg !3180
    #dbg_value(ptr %2, !3131, !DIExpression(), !3181)
  %80 = load ptr, ptr %2, align 8, !dbg !3183, !tbaa !3139
  %81 = icmp eq ptr %80, null, !dbg !3183
  br i1 %81, label %83, label %82, !dbg !3184

82:                                               ; preds = %78
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #24, !dbg !3185
  br label %83, !dbg !3185

83:                                               ; preds = %78, %82
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #24, !dbg !3143
  br label %86, !dbg !3143

84:                                               ; preds = %68, %51, %34, %19
  %85 = landingpad { ptr, i32 }
          cleanup, !dbg !3186
  br label %157, !dbg !3186

86:                                               ; preds = %83, %76
  %87 = phi { ptr, i32 } [ %79, %83 ], [ %77, %76 ]
  invoke void @__cxa_end_catch()
          to label %157 unwind label %159, !dbg !3144

88:                                               ; preds = %152
  %89 = load ptr, ptr %1, align 8, !dbg !3187, !tbaa !3192
  %90 = load ptr, ptr %73, align 8, !dbg !3194, !tbaa !3202
    #dbg_value(ptr %1, !3190, !DIExpression(), !3203)
    #dbg_value(ptr %1, !3198, !DIExpression(), !3204)
    #dbg_value(ptr %89, !3199, !DIExpression(), !3204)
    #dbg_value(!DIArgList(ptr %90, ptr %89), !3200, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3205)
  %91 = icmp eq ptr %90, %89, !dbg !3206
  br i1 %91, label %101, label %92, !dbg !3207

92:                                               ; preds = %88, %97
  %93 = phi ptr [ %98, %97 ], [ %89, %88 ]
    #dbg_value(ptr %93, !3208, !DIExpression(), !3221)
    #dbg_value(ptr %93, !3238, !DIExpression(), !3243)
    #dbg_value(ptr %93, !3131, !DIExpression(), !3247)
  %94 = load ptr, ptr %93, align 8, !dbg !3249, !tbaa !3139
  %95 = icmp eq ptr %94, null, !dbg !3249
  br i1 %95, label %97, label %96, !dbg !3250

96:                                               ; preds = %92
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %93) #24, !dbg !3251
  br label %97, !dbg !3251

97:                                               ; preds = %96, %92
  %98 = getelementptr inbounds i8, ptr %93, i64 8, !dbg !3252
    #dbg_value(ptr %98, !3208, !DIExpression(), !3221)
  %99 = icmp eq ptr %98, %90, !dbg !3253
  br i1 %99, label %100, label %92, !dbg !3254, !llvm.loop !3255

100:                                              ; preds = %97
  store ptr %89, ptr %73, align 8, !dbg !3257, !tbaa !3202, !DIAssignID !3258
    #dbg_assign(ptr %89, !3071, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3258, ptr %73, !DIExpression(), !3092)
  br label %101, !dbg !3259

101:                                              ; preds = %71, %88, %100
  %102 = load i32, ptr @_ZN7Tracked5aliveE, align 4, !dbg !3260, !tbaa !2468
  %103 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %102), !dbg !3261
  %104 = load i32, ptr @_ZN7Tracked5aliveE, align 4, !dbg !3262, !tbaa !2468
    #dbg_value(ptr %1, !3263, !DIExpression(), !3266)
  %105 = load ptr, ptr %1, align 8, !dbg !3268, !tbaa !3192
  %106 = load ptr, ptr %73, align 8, !dbg !3270, !tbaa !3202
    #dbg_value(ptr %105, !3232, !DIExpression(), !3271)
    #dbg_value(ptr %106, !3233, !DIExpression(), !3271)
    #dbg_value(ptr %1, !3234, !DIExpression(), !3271)
    #dbg_value(ptr %105, !3225, !DIExpression(), !3273)
    #dbg_value(ptr %106, !3226, !DIExpression(), !3273)
    #dbg_value(ptr %105, !3208, !DIExpression(), !3275)
    #dbg_value(ptr %106, !3220, !DIExpression(), !3275)
  %107 = icmp eq ptr %105, %106, !dbg !3277
  br i1 %107, label %118, label %108, !dbg !3278

108:                                              ; preds = %101, %113
  %109 = phi ptr [ %114, %113 ], [ %105, %101 ]
    #dbg_value(ptr %109, !3208, !DIExpression(), !3275)
    #dbg_value(ptr %109, !3238, !DIExpression(), !3279)
    #dbg_value(ptr %109, !3131, !DIExpression(), !3281)
  %110 = load ptr, ptr %109, align 8, !dbg !3283, !tbaa !3139
  %111 = icmp eq ptr %110, null, !dbg !3283
  br i1 %111, label %113, label %112, !dbg !3284

112:                                              ; preds = %108
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %109) #24, !dbg !3285
  br label %113, !dbg !3285

113:                                              ; preds = %112, %108
  %114 = getelementptr inbounds i8, ptr %109, i64 8, !dbg !3286
    #dbg_value(ptr %114, !3208, !DIExpression(), !3275)
  %115 = icmp eq ptr %114, %106, !dbg !3277
  br i1 %115, label %116, label %108, !dbg !3278, !llvm.loop !3287

116:                                              ; preds = %113
  %117 = load ptr, ptr %1, align 8, !dbg !3289, !tbaa !3192
  br label %118, !dbg !3289

118:                                              ; preds = %116, %101
  %119 = phi ptr [ %117, %116 ], [ %105, %101 ], !dbg !3289
    #dbg_value(ptr %1, !3293, !DIExpression(), !3295)
    #dbg_value(ptr %1, !3296, !DIExpression(), !3301)
    #dbg_value(ptr %119, !3299, !DIExpression(), !3301)
    #dbg_value(!DIArgList(ptr poison, ptr poison), !3300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3301)
  %120 = icmp eq ptr %119, null, !dbg !3303
  br i1 %120, label %127, label %121, !dbg !3305

121:                                              ; preds = %118
  %122 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !3306
  %123 = load ptr, ptr %122, align 8, !dbg !3306, !tbaa !3307
    #dbg_value(!DIArgList(ptr %123, ptr %119), !3300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3301)
  %124 = ptrtoint ptr %123 to i64, !dbg !3308
    #dbg_value(!DIArgList(i64 %124, ptr %119), !3300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3301)
  %125 = ptrtoint ptr %119 to i64, !dbg !3308
    #dbg_value(!DIArgList(i64 %124, i64 %125), !3300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3301)
  %126 = sub i64 %124, %125, !dbg !3308
    #dbg_value(i64 %126, !3300, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3301)
    #dbg_value(ptr %1, !3309, !DIExpression(), !3314)
    #dbg_value(ptr %119, !3312, !DIExpression(), !3314)
    #dbg_value(i64 %126, !3313, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3314)
    #dbg_value(ptr %1, !3316, !DIExpression(), !3322)
    #dbg_value(ptr %119, !3319, !DIExpression(), !3322)
    #dbg_value(i64 %126, !3320, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3322)
  call void @_ZdlPvm(ptr noundef nonnull %119, i64 noundef %126) #26, !dbg !3324
  br label %127, !dbg !3325

127:                                              ; preds = %118, %121
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #24, !dbg !3326
  ret i32 %104, !dbg !3326

128:                                              ; preds = %71, %152
  %129 = phi ptr [ %153, %152 ], [ %72, %71 ]
    #dbg_value(ptr %129, !3083, !DIExpression(), !3145)
    #dbg_value(ptr %129, !3085, !DIExpression(), !3327)
    #dbg_value(ptr %3, !3328, !DIExpression(), !3332)
    #dbg_value(ptr %129, !3331, !DIExpression(), !3332)
  %130 = load ptr, ptr %129, align 8, !dbg !3335, !tbaa !3139
  store ptr %130, ptr %3, align 8, !dbg !3336, !tbaa !3139
  %131 = icmp eq ptr %130, null, !dbg !3337
  br i1 %131, label %133, label %132, !dbg !3340

132:                                              ; preds = %128
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %3) #24, !dbg !3341
  br label %133, !dbg !3341

133:                                              ; preds = %128, %132
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %3) #25
          to label %134 unwind label %135, !dbg !3342

134:                                              ; preds = %133
  unreachable, !dbg !3342

135:                                              ; preds = %133
  %136 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt13runtime_error, !dbg !3343
  %137 = extractvalue { ptr, i32 } %136, 0, !dbg !3343
  %138 = extractvalue { ptr, i32 } %136, 1, !dbg !3343
    #dbg_value(ptr %3, !3131, !DIExpression(), !3344)
  %139 = load ptr, ptr %3, align 8, !dbg !3346, !tbaa !3139
  %140 = icmp eq ptr %139, null, !dbg !3346
  br i1 %140, label %142, label %141, !dbg !3347

141:                                              ; preds = %135
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %3) #24, !dbg !3348
  br label %142, !dbg !3348

142:                                              ; preds = %135, %141
  %143 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13runtime_error) #24, !dbg !3349
  %144 = icmp eq i32 %138, %143, !dbg !3349
  br i1 %144, label %145, label %157, !dbg !3349

145:                                              ; preds = %142
  %146 = call ptr @__cxa_begin_catch(ptr %137) #24, !dbg !3349
    #dbg_value(ptr %146, !3087, !DIExpression(), !3350)
  %147 = load ptr, ptr %146, align 8, !dbg !3351, !tbaa !3353
  %148 = getelementptr inbounds i8, ptr %147, i64 16, !dbg !3351
  %149 = load ptr, ptr %148, align 8, !dbg !3351
  %150 = call noundef ptr %149(ptr noundef nonnull align 8 dereferenceable(16) %146) #24, !dbg !3351
  %151 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %150), !dbg !3355
  invoke void @__cxa_end_catch()
          to label %152 unwind label %155, !dbg !3356

152:                                              ; preds = %145
    #dbg_value(ptr undef, !3357, !DIExpression(), !3360)
  %153 = getelementptr inbounds i8, ptr %129, i64 8, !dbg !3362
    #dbg_value(ptr %153, !3083, !DIExpression(), !3145)
    #dbg_value(ptr undef, !3169, !DIExpression(), !3176)
    #dbg_value(ptr undef, !3175, !DIExpression(), !3176)
  %154 = icmp eq ptr %153, %74, !dbg !3178
  br i1 %154, label %88, label %128, !dbg !3179, !llvm.loop !3363

155:                                              ; preds = %145
  %156 = landingpad { ptr, i32 }
          cleanup, !dbg !3366
  br label %157, !dbg !3356

157:                                              ; preds = %142, %6, %21, %38, %55, %84, %86, %155
  %158 = phi { ptr, i32 } [ %156, %155 ], [ %85, %84 ], [ %87, %86 ], [ %7, %6 ], [ %22, %21 ], [ %39, %38 ], [ %56, %55 ], [ %136, %142 ], !dbg !3326
  call void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %1) #24, !dbg !3326
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #24, !dbg !3326
  resume { ptr, i32 } %158, !dbg !3326

159:                                              ; preds = %86
  %160 = landingpad { ptr, i32 }
          catch ptr null, !dbg !3144
  %161 = extractvalue { ptr, i32 } %160, 0, !dbg !3144
  call void @__clang_call_terminate(ptr %161) #27, !dbg !3144
  unreachable, !dbg !3144
}

; Function Attrs: nofree nounwind
declare !dbg !1651 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #12

; Function Attrs: mustprogress uwtable
define internal fastcc void @_ZL6reportRKSt9exceptioni(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef signext %1) unnamed_addr #2 personality ptr @__gxx_personality_v0 !dbg !3367 {
    #dbg_value(ptr %0, !3371, !DIExpression(), !3375)
    #dbg_value(i32 %1, !3372, !DIExpression(), !3375)
  %3 = shl nsw i32 %1, 1, !dbg !3376
  %4 = load ptr, ptr %0, align 8, !dbg !3377, !tbaa !3353
  %5 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !3377
  %6 = load ptr, ptr %5, align 8, !dbg !3377
  %7 = tail call noundef ptr %6(ptr noundef nonnull align 8 dereferenceable(8) %0) #24, !dbg !3377
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext %3, ptr noundef nonnull @.str.9, ptr noundef %7), !dbg !3378
    #dbg_value(ptr %0, !3379, !DIExpression(), !3386)
    #dbg_value(ptr %0, !3389, !DIExpression(), !3403)
  %9 = tail call ptr @__dynamic_cast(ptr nonnull %0, ptr nonnull @_ZTISt9exception, ptr nonnull @_ZTISt16nested_exception, i64 -2) #24, !dbg !3405
    #dbg_value(ptr %9, !3401, !DIExpression(), !3406)
  %10 = icmp eq ptr %9, null, !dbg !3407
  br i1 %10, label %23, label %11, !dbg !3408

11:                                               ; preds = %2
  invoke void @_ZNKSt16nested_exception14rethrow_nestedEv(ptr noundef nonnull align 8 dereferenceable(16) %9) #25
          to label %12 unwind label %13, !dbg !3409

12:                                               ; preds = %11
  unreachable, !dbg !3409

13:                                               ; preds = %11
  %14 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
          catch ptr @_ZTI7Tracked, !dbg !3410
  %15 = extractvalue { ptr, i32 } %14, 0, !dbg !3410
  %16 = extractvalue { ptr, i32 } %14, 1, !dbg !3410
  %17 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #24, !dbg !3411
  %18 = icmp eq i32 %16, %17, !dbg !3411
  br i1 %18, label %19, label %24, !dbg !3411

19:                                               ; preds = %13
  %20 = tail call ptr @__cxa_begin_catch(ptr %15) #24, !dbg !3412
    #dbg_value(ptr %20, !3374, !DIExpression(), !3375)
  %21 = add nsw i32 %1, 1, !dbg !3414
  invoke fastcc void @_ZL6reportRKSt9exceptioni(ptr noundef nonnull align 8 dereferenceable(8) %20, i32 noundef signext %21)
          to label %22 unwind label %32, !dbg !3416

22:                                               ; preds = %19, %27
  tail call void @__cxa_end_catch(), !dbg !3375
  br label %23, !dbg !3417

23:                                               ; preds = %22, %2
  ret void, !dbg !3417

24:                                               ; preds = %13
  %25 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Tracked) #24, !dbg !3411
  %26 = icmp eq i32 %16, %25, !dbg !3411
  br i1 %26, label %27, label %34, !dbg !3411

27:                                               ; preds = %24
  %28 = tail call ptr @__cxa_begin_catch(ptr %15) #24, !dbg !3411
    #dbg_value(ptr %28, !3373, !DIExpression(), !3375)
  %29 = add nsw i32 %3, 2, !dbg !3418
    #dbg_value(ptr %28, !3419, !DIExpression(), !3422)
    #dbg_value(ptr %28, !2375, !DIExpression(), !3424)
  %30 = load ptr, ptr %28, align 8, !dbg !3426, !tbaa !2381
  %31 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef signext %29, ptr noundef nonnull @.str.9, ptr noundef %30), !dbg !3427
  br label %22, !dbg !3412

32:                                               ; preds = %19
  %33 = landingpad { ptr, i32 }
          cleanup, !dbg !3428
  invoke void @__cxa_end_catch()
          to label %34 unwind label %36, !dbg !3429

34:                                               ; preds = %32, %24
  %35 = phi { ptr, i32 } [ %14, %24 ], [ %33, %32 ], !dbg !3411
  resume { ptr, i32 } %35, !dbg !3411

36:                                               ; preds = %32
  %37 = landingpad { ptr, i32 }
          catch ptr null, !dbg !3412
  %38 = extractvalue { ptr, i32 } %37, 0, !dbg !3412
  tail call void @__clang_call_terminate(ptr %38) #27, !dbg !3412
  unreachable, !dbg !3412
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE9push_backEOS1_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) local_unnamed_addr #2 comdat align 2 !dbg !3430 {
    #dbg_value(ptr %0, !3432, !DIExpression(), !3434)
    #dbg_value(ptr %1, !3433, !DIExpression(), !3434)
    #dbg_value(ptr %0, !3435, !DIExpression(), !3446)
    #dbg_value(ptr %1, !3445, !DIExpression(), !3446)
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !3448
  %4 = load ptr, ptr %3, align 8, !dbg !3448, !tbaa !3159
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3450
  %6 = load ptr, ptr %5, align 8, !dbg !3450, !tbaa !3307
  %7 = icmp eq ptr %4, %6, !dbg !3451
  br i1 %7, label %11, label %8, !dbg !3452

8:                                                ; preds = %2
    #dbg_value(ptr %0, !3453, !DIExpression(), !3463)
    #dbg_value(ptr %4, !3461, !DIExpression(), !3463)
    #dbg_value(ptr %1, !3462, !DIExpression(), !3463)
    #dbg_value(ptr %0, !3466, !DIExpression(), !3474)
    #dbg_value(ptr %4, !3472, !DIExpression(), !3474)
    #dbg_value(ptr %1, !3473, !DIExpression(), !3474)
    #dbg_value(ptr %4, !3476, !DIExpression(), !3480)
    #dbg_value(ptr %1, !3479, !DIExpression(), !3480)
  %9 = load ptr, ptr %1, align 8, !dbg !3482, !tbaa !3139
  store ptr %9, ptr %4, align 8, !dbg !3483, !tbaa !3139
  store ptr null, ptr %1, align 8, !dbg !3484, !tbaa !3139
  %10 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !3486
  store ptr %10, ptr %3, align 8, !dbg !3486, !tbaa !3202
  br label %13, !dbg !3487

11:                                               ; preds = %2
    #dbg_value(ptr %0, !3160, !DIExpression(), !3488)
  %12 = ptrtoint ptr %4 to i64, !dbg !3490
  tail call void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE17_M_realloc_insertIJS1_EEEvN9__gnu_cxx17__normal_iteratorIPS1_S3_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 %12, ptr noundef nonnull align 8 dereferenceable(8) %1), !dbg !3491
  br label %13

13:                                               ; preds = %8, %11
    #dbg_value(ptr %0, !3160, !DIExpression(), !3492)
  ret void, !dbg !3498
}

; Function Attrs: nounwind
declare !dbg !3499 void @_ZSt17current_exceptionv(ptr dead_on_unwind writable sret(%"class.std::__exception_ptr::exception_ptr") align 8) local_unnamed_addr #4

; Function Attrs: noreturn
declare !dbg !1738 void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !3264 {
    #dbg_value(ptr %0, !3263, !DIExpression(), !3502)
  %2 = load ptr, ptr %0, align 8, !dbg !3503, !tbaa !3192
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !3504
  %4 = load ptr, ptr %3, align 8, !dbg !3504, !tbaa !3202
    #dbg_value(ptr %2, !3232, !DIExpression(), !3505)
    #dbg_value(ptr %4, !3233, !DIExpression(), !3505)
    #dbg_value(ptr %0, !3234, !DIExpression(), !3505)
    #dbg_value(ptr %2, !3225, !DIExpression(), !3507)
    #dbg_value(ptr %4, !3226, !DIExpression(), !3507)
    #dbg_value(ptr %2, !3208, !DIExpression(), !3509)
    #dbg_value(ptr %4, !3220, !DIExpression(), !3509)
  %5 = icmp eq ptr %2, %4, !dbg !3511
  br i1 %5, label %16, label %6, !dbg !3512

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
    #dbg_value(ptr %7, !3208, !DIExpression(), !3509)
    #dbg_value(ptr %7, !3238, !DIExpression(), !3513)
    #dbg_value(ptr %7, !3131, !DIExpression(), !3515)
  %8 = load ptr, ptr %7, align 8, !dbg !3517, !tbaa !3139
  %9 = icmp eq ptr %8, null, !dbg !3517
  br i1 %9, label %11, label %10, !dbg !3518

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #24, !dbg !3519
  br label %11, !dbg !3519

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !3520
    #dbg_value(ptr %12, !3208, !DIExpression(), !3509)
  %13 = icmp eq ptr %12, %4, !dbg !3511
  br i1 %13, label %14, label %6, !dbg !3512, !llvm.loop !3521

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !dbg !3523, !tbaa !3192
  br label %16, !dbg !3523

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ], !dbg !3523
    #dbg_value(ptr %0, !3293, !DIExpression(), !3525)
    #dbg_value(ptr %0, !3296, !DIExpression(), !3526)
    #dbg_value(ptr %17, !3299, !DIExpression(), !3526)
    #dbg_value(!DIArgList(ptr poison, ptr poison), !3300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3526)
  %18 = icmp eq ptr %17, null, !dbg !3528
  br i1 %18, label %25, label %19, !dbg !3529

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3530
  %21 = load ptr, ptr %20, align 8, !dbg !3530, !tbaa !3307
    #dbg_value(!DIArgList(ptr %21, ptr %17), !3300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3526)
  %22 = ptrtoint ptr %21 to i64, !dbg !3531
    #dbg_value(!DIArgList(i64 %22, ptr %17), !3300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3526)
  %23 = ptrtoint ptr %17 to i64, !dbg !3531
    #dbg_value(!DIArgList(i64 %22, i64 %23), !3300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3526)
  %24 = sub i64 %22, %23, !dbg !3531
    #dbg_value(i64 %24, !3300, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3526)
    #dbg_value(ptr %0, !3309, !DIExpression(), !3532)
    #dbg_value(ptr %17, !3312, !DIExpression(), !3532)
    #dbg_value(i64 %24, !3313, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3532)
    #dbg_value(ptr %0, !3316, !DIExpression(), !3534)
    #dbg_value(ptr %17, !3319, !DIExpression(), !3534)
    #dbg_value(i64 %24, !3320, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3534)
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #26, !dbg !3536
  br label %25, !dbg !3537

25:                                               ; preds = %16, %19
  ret void, !dbg !3538
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #14

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4PartC2Ei(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef signext %1) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !3539 {
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
    #dbg_value(ptr %0, !3541, !DIExpression(), !3544)
    #dbg_value(i32 %1, !3543, !DIExpression(), !3544)
  %5 = icmp eq i32 %1, 2, !dbg !3545
  br i1 %5, label %6, label %32, !dbg !3548

6:                                                ; preds = %2
  %7 = tail call ptr @__cxa_allocate_exception(i64 16) #24, !dbg !3549
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #24, !dbg !3550
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #24, !dbg !3551
  call void @_ZNSt7__cxx119to_stringEi(ptr dead_on_unwind nonnull writable sret(%"class.std::__cxx11::basic_string") align 8 %4, i32 noundef signext 2) #24, !dbg !3551
  invoke void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_(ptr dead_on_unwind nonnull writable sret(%"class.std::__cxx11::basic_string") align 8 %3, ptr noundef nonnull @.str.7, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %8 unwind label %10, !dbg !3552

8:                                                ; preds = %6
  invoke void @_ZNSt12length_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %9 unwind label %12, !dbg !3553

9:                                                ; preds = %8
  invoke void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTISt12length_error, ptr nonnull @_ZNSt12length_errorD1Ev) #25
          to label %34 unwind label %12, !dbg !3549

10:                                               ; preds = %6
  %11 = landingpad { ptr, i32 }
          cleanup, !dbg !3554
  br label %21, !dbg !3554

12:                                               ; preds = %9, %8
  %13 = phi i1 [ false, %9 ], [ true, %8 ]
  %14 = landingpad { ptr, i32 }
          cleanup, !dbg !3554
    #dbg_value(ptr %3, !2471, !DIExpression(), !3555)
    #dbg_value(ptr %3, !2476, !DIExpression(), !3557)
    #dbg_value(ptr %3, !2367, !DIExpression(), !3559)
    #dbg_value(ptr %3, !2375, !DIExpression(), !3561)
  %15 = load ptr, ptr %3, align 8, !dbg !3563, !tbaa !2381
    #dbg_value(ptr %3, !2384, !DIExpression(), !3564)
  %16 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !3566
  %17 = icmp eq ptr %15, %16, !dbg !3567
  br i1 %17, label %21, label %18, !dbg !3568

18:                                               ; preds = %12
  %19 = load i64, ptr %16, align 8, !dbg !3569, !tbaa !2424
    #dbg_value(ptr %3, !2493, !DIExpression(), !3570)
    #dbg_value(i64 %19, !2496, !DIExpression(), !3570)
    #dbg_value(ptr %3, !2375, !DIExpression(), !3572)
  %20 = add i64 %19, 1, !dbg !3574
    #dbg_value(ptr %3, !2502, !DIExpression(), !3575)
    #dbg_value(ptr %15, !2505, !DIExpression(), !3575)
    #dbg_value(i64 %20, !2506, !DIExpression(), !3575)
    #dbg_value(ptr %3, !2509, !DIExpression(), !3577)
    #dbg_value(ptr %15, !2512, !DIExpression(), !3577)
    #dbg_value(i64 %20, !2513, !DIExpression(), !3577)
  call void @_ZdlPvm(ptr noundef %15, i64 noundef %20) #26, !dbg !3579
  br label %21, !dbg !3580

21:                                               ; preds = %18, %12, %10
  %22 = phi { ptr, i32 } [ %11, %10 ], [ %14, %12 ], [ %14, %18 ]
  %23 = phi i1 [ true, %10 ], [ %13, %12 ], [ %13, %18 ]
    #dbg_value(ptr %4, !2471, !DIExpression(), !3581)
    #dbg_value(ptr %4, !2476, !DIExpression(), !3583)
    #dbg_value(ptr %4, !2367, !DIExpression(), !3585)
    #dbg_value(ptr %4, !2375, !DIExpression(), !3587)
  %24 = load ptr, ptr %4, align 8, !dbg !3589, !tbaa !2381
    #dbg_value(ptr %4, !2384, !DIExpression(), !3590)
  %25 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !3592
  %26 = icmp eq ptr %24, %25, !dbg !3593
  br i1 %26, label %30, label %27, !dbg !3594

27:                                               ; preds = %21
  %28 = load i64, ptr %25, align 8, !dbg !3595, !tbaa !2424
    #dbg_value(ptr %4, !2493, !DIExpression(), !3596)
    #dbg_value(i64 %28, !2496, !DIExpression(), !3596)
    #dbg_value(ptr %4, !2375, !DIExpression(), !3598)
  %29 = add i64 %28, 1, !dbg !3600
    #dbg_value(ptr %4, !2502, !DIExpression(), !3601)
    #dbg_value(ptr %24, !2505, !DIExpression(), !3601)
    #dbg_value(i64 %29, !2506, !DIExpression(), !3601)
    #dbg_value(ptr %4, !2509, !DIExpression(), !3603)
    #dbg_value(ptr %24, !2512, !DIExpression(), !3603)
    #dbg_value(i64 %29, !2513, !DIExpression(), !3603)
  call void @_ZdlPvm(ptr noundef %24, i64 noundef %29) #26, !dbg !3605
  br label %30, !dbg !3606

30:                                               ; preds = %21, %27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24, !dbg !3549
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #24, !dbg !3549
  br i1 %23, label %31, label %33, !dbg !3549

31:                                               ; preds = %30
  call void @__cxa_free_exception(ptr %7) #24, !dbg !3549
  br label %33, !dbg !3549

32:                                               ; preds = %2
  ret void, !dbg !3607

33:                                               ; preds = %30, %31
  resume { ptr, i32 } %22, !dbg !3549

34:                                               ; preds = %9
  unreachable
}

declare void @_ZNSt12length_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #3

; Function Attrs: nounwind
declare void @_ZNSt12length_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #4

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i8 noundef zeroext) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i64) local_unnamed_addr #15

; Function Attrs: mustprogress noreturn uwtable
define linkonce_odr dso_local void @_ZNKSt16nested_exception14rethrow_nestedEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !3608 {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
    #dbg_value(ptr %0, !3614, !DIExpression(), !3615)
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !3616
    #dbg_value(ptr %3, !3618, !DIExpression(), !3621)
  %4 = load ptr, ptr %3, align 8, !dbg !3623, !tbaa !3139
  %5 = icmp eq ptr %4, null, !dbg !3623
  br i1 %5, label %14, label %6, !dbg !3624

6:                                                ; preds = %1
    #dbg_value(ptr %2, !3328, !DIExpression(), !3625)
    #dbg_value(ptr %3, !3331, !DIExpression(), !3625)
  store ptr %4, ptr %2, align 8, !dbg !3627, !tbaa !3139
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #24, !dbg !3628
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %2) #25
          to label %7 unwind label %8, !dbg !3629

7:                                                ; preds = %6
  unreachable, !dbg !3629

8:                                                ; preds = %6
  %9 = landingpad { ptr, i32 }
          cleanup, !dbg !3630
    #dbg_value(ptr %2, !3131, !DIExpression(), !3631)
  %10 = load ptr, ptr %2, align 8, !dbg !3633, !tbaa !3139
  %11 = icmp eq ptr %10, null, !dbg !3633
  br i1 %11, label %13, label %12, !dbg !3634

12:                                               ; preds = %8
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #24, !dbg !3635
  br label %13, !dbg !3635

13:                                               ; preds = %8, %12
  resume { ptr, i32 } %9, !dbg !3629

14:                                               ; preds = %1
  tail call void @_ZSt9terminatev() #27, !dbg !3636
  unreachable, !dbg !3636
}

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #4

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #4

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #17

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !3637 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #18

; Function Attrs: noreturn
declare !dbg !3640 void @_ZSt19__throw_logic_errorPKc(ptr noundef) local_unnamed_addr #13

declare noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #3

; Function Attrs: inlinehint mustprogress noreturn uwtable
define linkonce_odr dso_local void @_ZSt24__throw_with_nested_implISt13runtime_errorEvOT_St17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(16) %0, i64 %1) local_unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 !dbg !3642 {
    #dbg_value(i64 %1, !3647, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !3648)
    #dbg_value(ptr %0, !3646, !DIExpression(), !3648)
  %3 = tail call ptr @__cxa_allocate_exception(i64 32) #24, !dbg !3649
  tail call void @_ZNSt17_Nested_exceptionISt13runtime_errorEC2EOS0_(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(16) %0), !dbg !3650
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTISt17_Nested_exceptionISt13runtime_errorE, ptr nonnull @_ZNSt17_Nested_exceptionISt13runtime_errorED2Ev) #25, !dbg !3649
  unreachable, !dbg !3649
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt17_Nested_exceptionISt13runtime_errorEC2EOS0_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #5 comdat align 2 !dbg !3651 {
    #dbg_value(ptr %0, !3666, !DIExpression(), !3669)
    #dbg_value(ptr %1, !3668, !DIExpression(), !3669)
  tail call void @_ZNSt13runtime_errorC2EOS_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #24, !dbg !3670
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3671
    #dbg_value(ptr %3, !3672, !DIExpression(), !3680)
  store ptr getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTVSt16nested_exception, i64 16), ptr %3, align 8, !dbg !3682, !tbaa !3353
  %4 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3683
  tail call void @_ZSt17current_exceptionv(ptr dead_on_unwind nonnull writable sret(%"class.std::__exception_ptr::exception_ptr") align 8 %4) #24, !dbg !3684
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt17_Nested_exceptionISt13runtime_errorE, i64 16), ptr %0, align 8, !dbg !3671, !tbaa !3353
  store ptr getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTVSt17_Nested_exceptionISt13runtime_errorE, i64 56), ptr %3, align 8, !dbg !3671, !tbaa !3353
  ret void, !dbg !3685
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt17_Nested_exceptionISt13runtime_errorED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #8 comdat align 2 !dbg !3686 {
    #dbg_value(ptr %0, !3691, !DIExpression(), !3692)
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3693
  tail call void @_ZNSt16nested_exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #24, !dbg !3693
  tail call void @_ZNSt13runtime_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24, !dbg !3693
  ret void, !dbg !3695
}

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorC2EOS_(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #4

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt17_Nested_exceptionISt13runtime_errorED0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #8 comdat align 2 !dbg !3696 {
    #dbg_value(ptr %0, !3698, !DIExpression(), !3699)
    #dbg_value(ptr %0, !3691, !DIExpression(), !3700)
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3702
  tail call void @_ZNSt16nested_exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #24, !dbg !3702
  tail call void @_ZNSt13runtime_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24, !dbg !3702
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #26, !dbg !3703
  ret void, !dbg !3703
}

; Function Attrs: nounwind
declare noundef ptr @_ZNKSt13runtime_error4whatEv(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #4

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_NSt17_Nested_exceptionISt13runtime_errorED1Ev(ptr noundef %0) unnamed_addr #19 comdat align 2 !dbg !3704 {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16, !dbg !3706
    #dbg_value(ptr %2, !3691, !DIExpression(), !3707)
  tail call void @_ZNSt16nested_exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24, !dbg !3709
  tail call void @_ZNSt13runtime_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #24, !dbg !3709
  ret void, !dbg !3706
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_NSt17_Nested_exceptionISt13runtime_errorED0Ev(ptr noundef %0) unnamed_addr #19 comdat align 2 !dbg !3710 {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16, !dbg !3711
    #dbg_value(ptr %2, !3698, !DIExpression(), !3712)
    #dbg_value(ptr %2, !3691, !DIExpression(), !3714)
  tail call void @_ZNSt16nested_exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24, !dbg !3716
  tail call void @_ZNSt13runtime_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #24, !dbg !3716
  tail call void @_ZdlPvm(ptr noundef nonnull %2, i64 noundef 32) #26, !dbg !3717
  ret void, !dbg !3711
}

; Function Attrs: nounwind
declare void @_ZNSt16nested_exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #4

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #4

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE17_M_realloc_insertIJS1_EEEvN9__gnu_cxx17__normal_iteratorIPS1_S3_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(8) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !3718 {
  %4 = inttoptr i64 %1 to ptr
    #dbg_value(ptr %4, !3724, !DIExpression(), !3733)
    #dbg_value(ptr %0, !3723, !DIExpression(), !3733)
    #dbg_value(ptr %2, !3725, !DIExpression(), !3733)
    #dbg_value(ptr %0, !3734, !DIExpression(), !3741)
    #dbg_value(i64 1, !3737, !DIExpression(), !3741)
    #dbg_value(ptr @.str.14, !3738, !DIExpression(), !3741)
    #dbg_value(ptr %0, !3743, !DIExpression(), !3746)
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !3749
  %6 = load ptr, ptr %5, align 8, !dbg !3749, !tbaa !3202
  %7 = load ptr, ptr %0, align 8, !dbg !3750, !tbaa !3159
  %8 = ptrtoint ptr %6 to i64, !dbg !3751
  %9 = ptrtoint ptr %7 to i64, !dbg !3751
  %10 = sub i64 %8, %9, !dbg !3751
  %11 = icmp eq i64 %10, 9223372036854775800, !dbg !3752
  br i1 %11, label %12, label %13, !dbg !3753

12:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.14) #25, !dbg !3754
  unreachable, !dbg !3754

13:                                               ; preds = %3
  %14 = ashr exact i64 %10, 3, !dbg !3751
    #dbg_value(ptr %0, !3743, !DIExpression(), !3755)
    #dbg_value(ptr %0, !3743, !DIExpression(), !3757)
  %15 = tail call i64 @llvm.umax.i64(i64 %14, i64 1), !dbg !3759
  %16 = add nsw i64 %15, %14, !dbg !3760
    #dbg_value(i64 %16, !3739, !DIExpression(), !3741)
    #dbg_value(ptr %0, !3743, !DIExpression(), !3761)
  %17 = icmp ult i64 %16, %14, !dbg !3763
  %18 = tail call i64 @llvm.umin.i64(i64 %16, i64 1152921504606846975), !dbg !3764
  %19 = select i1 %17, i64 1152921504606846975, i64 %18, !dbg !3764
    #dbg_value(i64 %19, !3726, !DIExpression(), !3733)
    #dbg_value(ptr %7, !3728, !DIExpression(), !3733)
    #dbg_value(ptr %6, !3729, !DIExpression(), !3733)
    #dbg_value(ptr undef, !3765, !DIExpression(), !3771)
    #dbg_value(ptr undef, !3770, !DIExpression(), !3771)
  %20 = sub i64 %1, %9, !dbg !3773
  %21 = ashr exact i64 %20, 3, !dbg !3773
    #dbg_value(i64 %21, !3730, !DIExpression(), !3733)
    #dbg_value(ptr %0, !3774, !DIExpression(), !3778)
    #dbg_value(i64 %19, !3777, !DIExpression(), !3778)
  %22 = icmp eq i64 %19, 0, !dbg !3780
  br i1 %22, label %26, label %23, !dbg !3781

23:                                               ; preds = %13
    #dbg_value(ptr %0, !3782, !DIExpression(), !3786)
    #dbg_value(i64 %19, !3785, !DIExpression(), !3786)
    #dbg_value(ptr %0, !3788, !DIExpression(), !3793)
    #dbg_value(i64 %19, !3791, !DIExpression(), !3793)
    #dbg_value(ptr null, !3792, !DIExpression(), !3793)
  %24 = shl nuw nsw i64 %19, 3, !dbg !3795
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #28, !dbg !3796
  br label %26, !dbg !3781

26:                                               ; preds = %13, %23
  %27 = phi ptr [ %25, %23 ], [ null, %13 ], !dbg !3781
    #dbg_value(ptr %27, !3731, !DIExpression(), !3733)
    #dbg_value(ptr %27, !3732, !DIExpression(), !3733)
  %28 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", ptr %27, i64 %21, !dbg !3797
    #dbg_value(ptr %0, !3453, !DIExpression(), !3799)
    #dbg_value(ptr %28, !3461, !DIExpression(), !3799)
    #dbg_value(ptr %2, !3462, !DIExpression(), !3799)
    #dbg_value(ptr %0, !3466, !DIExpression(), !3801)
    #dbg_value(ptr %28, !3472, !DIExpression(), !3801)
    #dbg_value(ptr %2, !3473, !DIExpression(), !3801)
    #dbg_value(ptr %28, !3476, !DIExpression(), !3803)
    #dbg_value(ptr %2, !3479, !DIExpression(), !3803)
  %29 = load ptr, ptr %2, align 8, !dbg !3805, !tbaa !3139
  store ptr %29, ptr %28, align 8, !dbg !3806, !tbaa !3139
  store ptr null, ptr %2, align 8, !dbg !3807, !tbaa !3139
    #dbg_value(ptr null, !3732, !DIExpression(), !3733)
    #dbg_value(ptr %7, !3808, !DIExpression(), !3814)
    #dbg_value(ptr %4, !3811, !DIExpression(), !3814)
    #dbg_value(ptr %27, !3812, !DIExpression(), !3814)
    #dbg_value(ptr %0, !3813, !DIExpression(), !3814)
    #dbg_value(ptr %7, !3818, !DIExpression(), !3830)
    #dbg_value(ptr %4, !3824, !DIExpression(), !3830)
    #dbg_value(ptr %27, !3825, !DIExpression(), !3830)
    #dbg_value(ptr %0, !3826, !DIExpression(), !3830)
    #dbg_value(ptr %7, !3832, !DIExpression(), !3839)
    #dbg_value(ptr %4, !3835, !DIExpression(), !3839)
    #dbg_value(ptr %27, !3836, !DIExpression(), !3839)
    #dbg_value(ptr %0, !3837, !DIExpression(), !3839)
    #dbg_value(ptr %27, !3838, !DIExpression(), !3839)
  %30 = icmp eq ptr %7, %4, !dbg !3841
  br i1 %30, label %38, label %31, !dbg !3844

31:                                               ; preds = %26, %31
  %32 = phi ptr [ %36, %31 ], [ %27, %26 ]
  %33 = phi ptr [ %35, %31 ], [ %7, %26 ]
    #dbg_value(ptr %32, !3838, !DIExpression(), !3839)
    #dbg_value(ptr %33, !3832, !DIExpression(), !3839)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3845), !dbg !3848
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3849), !dbg !3848
    #dbg_value(ptr %32, !3851, !DIExpression(), !3860)
    #dbg_value(ptr %33, !3857, !DIExpression(), !3860)
    #dbg_value(ptr %0, !3858, !DIExpression(), !3860)
    #dbg_value(ptr %0, !3453, !DIExpression(), !3862)
    #dbg_value(ptr %32, !3461, !DIExpression(), !3862)
    #dbg_value(ptr %33, !3462, !DIExpression(), !3862)
    #dbg_value(ptr %0, !3466, !DIExpression(), !3864)
    #dbg_value(ptr %32, !3472, !DIExpression(), !3864)
    #dbg_value(ptr %33, !3473, !DIExpression(), !3864)
    #dbg_value(ptr %32, !3476, !DIExpression(), !3866)
    #dbg_value(ptr %33, !3479, !DIExpression(), !3866)
  %34 = load ptr, ptr %33, align 8, !dbg !3868, !tbaa !3139, !alias.scope !3849, !noalias !3845
  store ptr %34, ptr %32, align 8, !dbg !3869, !tbaa !3139, !alias.scope !3845, !noalias !3849
  store ptr null, ptr %33, align 8, !dbg !3870, !tbaa !3139, !alias.scope !3849, !noalias !3845
  %35 = getelementptr inbounds i8, ptr %33, i64 8, !dbg !3871
    #dbg_value(ptr %35, !3832, !DIExpression(), !3839)
  %36 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !3872
    #dbg_value(ptr %36, !3838, !DIExpression(), !3839)
  %37 = icmp eq ptr %35, %4, !dbg !3841
  br i1 %37, label %38, label %31, !dbg !3844, !llvm.loop !3873

38:                                               ; preds = %31, %26
  %39 = phi ptr [ %27, %26 ], [ %36, %31 ], !dbg !3839
    #dbg_value(ptr %39, !3732, !DIExpression(), !3733)
  %40 = getelementptr i8, ptr %39, i64 8, !dbg !3875
    #dbg_value(ptr %40, !3732, !DIExpression(), !3733)
    #dbg_value(ptr %4, !3808, !DIExpression(), !3876)
    #dbg_value(ptr %6, !3811, !DIExpression(), !3876)
    #dbg_value(ptr %40, !3812, !DIExpression(), !3876)
    #dbg_value(ptr %0, !3813, !DIExpression(), !3876)
    #dbg_value(ptr %4, !3818, !DIExpression(), !3878)
    #dbg_value(ptr %6, !3824, !DIExpression(), !3878)
    #dbg_value(ptr %40, !3825, !DIExpression(), !3878)
    #dbg_value(ptr %0, !3826, !DIExpression(), !3878)
    #dbg_value(ptr %4, !3832, !DIExpression(), !3880)
    #dbg_value(ptr %6, !3835, !DIExpression(), !3880)
    #dbg_value(ptr %40, !3836, !DIExpression(), !3880)
    #dbg_value(ptr %0, !3837, !DIExpression(), !3880)
    #dbg_value(ptr %40, !3838, !DIExpression(), !3880)
  %41 = icmp eq ptr %6, %4, !dbg !3882
  br i1 %41, label %49, label %42, !dbg !3883

42:                                               ; preds = %38, %42
  %43 = phi ptr [ %47, %42 ], [ %40, %38 ]
  %44 = phi ptr [ %46, %42 ], [ %4, %38 ]
    #dbg_value(ptr %43, !3838, !DIExpression(), !3880)
    #dbg_value(ptr %44, !3832, !DIExpression(), !3880)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3884), !dbg !3887
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3888), !dbg !3887
    #dbg_value(ptr %43, !3851, !DIExpression(), !3890)
    #dbg_value(ptr %44, !3857, !DIExpression(), !3890)
    #dbg_value(ptr %0, !3858, !DIExpression(), !3890)
    #dbg_value(ptr %0, !3453, !DIExpression(), !3892)
    #dbg_value(ptr %43, !3461, !DIExpression(), !3892)
    #dbg_value(ptr %44, !3462, !DIExpression(), !3892)
    #dbg_value(ptr %0, !3466, !DIExpression(), !3894)
    #dbg_value(ptr %43, !3472, !DIExpression(), !3894)
    #dbg_value(ptr %44, !3473, !DIExpression(), !3894)
    #dbg_value(ptr %43, !3476, !DIExpression(), !3896)
    #dbg_value(ptr %44, !3479, !DIExpression(), !3896)
  %45 = load ptr, ptr %44, align 8, !dbg !3898, !tbaa !3139, !alias.scope !3888, !noalias !3884
  store ptr %45, ptr %43, align 8, !dbg !3899, !tbaa !3139, !alias.scope !3884, !noalias !3888
  store ptr null, ptr %44, align 8, !dbg !3900, !tbaa !3139, !alias.scope !3888, !noalias !3884
  %46 = getelementptr inbounds i8, ptr %44, i64 8, !dbg !3901
    #dbg_value(ptr %46, !3832, !DIExpression(), !3880)
  %47 = getelementptr inbounds i8, ptr %43, i64 8, !dbg !3902
    #dbg_value(ptr %47, !3838, !DIExpression(), !3880)
  %48 = icmp eq ptr %46, %6, !dbg !3882
  br i1 %48, label %49, label %42, !dbg !3883, !llvm.loop !3903

49:                                               ; preds = %42, %38
  %50 = phi ptr [ %40, %38 ], [ %47, %42 ], !dbg !3880
    #dbg_value(ptr %50, !3732, !DIExpression(), !3733)
  %51 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3905
    #dbg_value(ptr %0, !3296, !DIExpression(), !3906)
    #dbg_value(ptr %7, !3299, !DIExpression(), !3906)
    #dbg_value(!DIArgList(ptr poison, i64 poison), !3300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3906)
  %52 = icmp eq ptr %7, null, !dbg !3908
  br i1 %52, label %57, label %53, !dbg !3909

53:                                               ; preds = %49
  %54 = load ptr, ptr %51, align 8, !dbg !3905, !tbaa !3307
    #dbg_value(!DIArgList(ptr %54, i64 %9), !3300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3906)
  %55 = ptrtoint ptr %54 to i64, !dbg !3910
    #dbg_value(!DIArgList(i64 %55, i64 %9), !3300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3906)
  %56 = sub i64 %55, %9, !dbg !3910
    #dbg_value(i64 %56, !3300, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3906)
    #dbg_value(ptr %0, !3309, !DIExpression(), !3911)
    #dbg_value(ptr %7, !3312, !DIExpression(), !3911)
    #dbg_value(i64 %56, !3313, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3911)
    #dbg_value(ptr %0, !3316, !DIExpression(), !3913)
    #dbg_value(ptr %7, !3319, !DIExpression(), !3913)
    #dbg_value(i64 %56, !3320, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3913)
  tail call void @_ZdlPvm(ptr noundef nonnull %7, i64 noundef %56) #26, !dbg !3915
  br label %57, !dbg !3916

57:                                               ; preds = %49, %53
  store ptr %27, ptr %0, align 8, !dbg !3917, !tbaa !3192
  store ptr %50, ptr %5, align 8, !dbg !3918, !tbaa !3202
  %58 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", ptr %27, i64 %19, !dbg !3919
  store ptr %58, ptr %51, align 8, !dbg !3920, !tbaa !3307
  ret void, !dbg !3921
}

; Function Attrs: noreturn
declare !dbg !3922 void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #13

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

attributes #0 = { mustprogress noinline uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { mustprogress nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { inlinehint mustprogress noreturn uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #7 = { inlinehint mustprogress uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #8 = { inlinehint mustprogress nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #9 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #10 = { mustprogress norecurse uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #11 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #12 = { nofree nosync nounwind memory(none) }
attributes #13 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #14 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #15 = { mustprogress nofree nounwind willreturn memory(read) }
attributes #16 = { mustprogress noreturn uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #17 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #18 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #19 = { inlinehint nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #20 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #21 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #22 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #23 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #24 = { nounwind }
attributes #25 = { noreturn }
attributes #26 = { builtin nounwind }
attributes #27 = { noreturn nounwind }
attributes #28 = { builtin allocsize(0) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!2312, !2313, !2314, !2315, !2316, !2318, !2319, !2320, !2321, !2322}
!llvm.ident = !{!2323}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "alive", linkageName: "_ZN7Tracked5aliveE", scope: !2, file: !3, line: 18, type: !255, isLocal: false, isDefinition: true, declaration: !758)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !755, globals: !1405, imports: !1500, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/run/riscv64/eh_objects.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "442579b7e1fad94477ba4a367d5b35ad")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !7, file: !6, line: 213, baseType: !752, size: 32, elements: !753, identifier: "_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEUt_E")
!6 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/basic_string.h", directory: "")
!7 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "basic_string<char, std::char_traits<char>, std::allocator<char> >", scope: !9, file: !8, line: 1082, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !11, templateParams: !750, identifier: "_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE")
!8 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/basic_string.tcc", directory: "")
!9 = !DINamespace(name: "__cxx11", scope: !10, exportSymbols: true)
!10 = !DINamespace(name: "std", scope: null)
!11 = !{!12, !135, !156, !157, !165, !360, !365, !368, !371, !376, !379, !385, !386, !387, !390, !394, !397, !398, !401, !405, !410, !411, !414, !417, !420, !423, !426, !427, !430, !435, !440, !443, !446, !449, !453, !456, !459, !460, !463, !464, !467, !470, !473, !476, !480, !485, !488, !491, !492, !496, !499, !502, !505, !508, !511, !514, !517, !518, !519, !524, !529, !530, !531, !532, !533, !534, !535, !538, !539, !540, !541, !542, !543, !544, !545, !546, !547, !548, !557, !563, !564, !565, !568, !571, !572, !573, !574, !575, !576, !577, !578, !581, !584, !585, !588, !589, !592, !593, !594, !595, !596, !597, !598, !599, !602, !605, !608, !611, !614, !617, !620, !624, !627, !630, !633, !634, !637, !640, !643, !646, !649, !652, !655, !658, !661, !664, !667, !670, !673, !676, !677, !680, !681, !684, !687, !690, !691, !694, !697, !700, !703, !706, !709, !710, !711, !712, !713, !714, !715, !716, !717, !718, !719, !720, !721, !722, !723, !724, !725, !726, !727, !728, !729, !732, !735, !738, !741, !744, !747}
!12 = !DIDerivedType(tag: DW_TAG_variable, name: "npos", scope: !7, file: !6, line: 139, baseType: !13, flags: DIFlagPublic | DIFlagStaticMember, extraData: i64 -1)
!13 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !7, file: !6, line: 126, baseType: !15, flags: DIFlagPublic)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !17, file: !16, line: 59, baseType: !111)
!16 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/ext/alloc_traits.h", directory: "")
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<char>, char>", scope: !18, file: !16, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !19, templateParams: !133, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIcEcEE")
!18 = !DINamespace(name: "__gnu_cxx", scope: null)
!19 = !{!20, !119, !122, !125, !129, !130, !131, !132}
!20 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !17, baseType: !21, extraData: i32 0)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<char> >", scope: !10, file: !22, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !23, templateParams: !117, identifier: "_ZTSSt16allocator_traitsISaIcEE")
!22 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/alloc_traits.h", directory: "", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
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
!33 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!34 = !{!35, !84, !88, !93, !97}
!35 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !32, baseType: !36, flags: DIFlagPublic, extraData: i32 0)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<char>", scope: !10, file: !37, line: 47, baseType: !38)
!37 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/riscv64-linux-gnu/bits/c++allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!38 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<char>", scope: !10, file: !39, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !40, templateParams: !82, identifier: "_ZTSSt15__new_allocatorIcE")
!39 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/new_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
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
!71 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/riscv64-linux-gnu/bits/c++config.h", directory: "", checksumkind: CSK_MD5, checksum: "ee4ba70de4898b8190c6a75632fedb5c")
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
!170 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/string_view", directory: "")
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
!212 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
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
!310 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/char_traits.h", directory: "")
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
!484 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/initializer_list", directory: "")
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
!761 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/stringfwd.h", directory: "")
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
!775 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/stdexcept", directory: "")
!776 = !DICompositeType(tag: DW_TAG_class_type, name: "runtime_error", scope: !10, file: !775, line: 219, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt13runtime_error")
!777 = !DICompositeType(tag: DW_TAG_class_type, name: "length_error", scope: !10, file: !775, line: 184, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt12length_error")
!778 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !779, size: 64)
!779 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !780)
!780 = !DICompositeType(tag: DW_TAG_class_type, name: "nested_exception", scope: !10, file: !781, line: 52, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16nested_exception")
!781 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/nested_exception.h", directory: "", checksumkind: CSK_MD5, checksum: "6755474390a686b5c656c90169fe7622")
!782 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!783 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !784, line: 458, baseType: !70, flags: DIFlagPublic)
!784 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/stl_vector.h", directory: "", checksumkind: CSK_MD5, checksum: "8db44c3d22440641ac1ba040d9370a58")
!785 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !786, size: 64)
!786 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !788, file: !787, line: 90, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !789, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!787 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/exception_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
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
!838 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/typeinfo", directory: "")
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
!856 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/stl_iterator_base_types.h", directory: "")
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
!1103 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/type_traits", directory: "")
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
!1443 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/charconv.h", directory: "")
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
!1496 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/vector.tcc", directory: "", checksumkind: CSK_MD5, checksum: "702d153ab458d0b16d6f5b626a017649")
!1497 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 208, elements: !1498)
!1498 = !{!1499}
!1499 = !DISubrange(count: 26)
!1500 = !{!1501, !1557, !1563, !1568, !1572, !1574, !1576, !1578, !1580, !1587, !1592, !1597, !1601, !1605, !1609, !1614, !1618, !1620, !1624, !1630, !1634, !1639, !1641, !1646, !1650, !1654, !1656, !1660, !1664, !1666, !1670, !1672, !1674, !1678, !1682, !1686, !1690, !1694, !1698, !1700, !1707, !1711, !1715, !1719, !1721, !1723, !1727, !1731, !1732, !1733, !1734, !1735, !1736, !1737, !1741, !1756, !1759, !1764, !1771, !1779, !1783, !1790, !1794, !1798, !1800, !1802, !1806, !1812, !1816, !1822, !1828, !1830, !1834, !1838, !1842, !1846, !1850, !1852, !1856, !1860, !1864, !1866, !1870, !1874, !1878, !1880, !1882, !1886, !1894, !1898, !1902, !1906, !1908, !1914, !1916, !1923, !1928, !1932, !1936, !1940, !1944, !1948, !1950, !1952, !1956, !1960, !1964, !1966, !1970, !1974, !1976, !1978, !1982, !1987, !1992, !1997, !1998, !1999, !2000, !2001, !2002, !2003, !2004, !2005, !2006, !2007, !2012, !2016, !2019, !2022, !2025, !2027, !2029, !2031, !2034, !2037, !2040, !2043, !2046, !2048, !2053, !2056, !2059, !2062, !2064, !2066, !2068, !2070, !2073, !2076, !2079, !2082, !2085, !2087, !2091, !2095, !2100, !2104, !2106, !2108, !2110, !2112, !2114, !2116, !2118, !2120, !2122, !2124, !2126, !2128, !2130, !2134, !2138, !2142, !2148, !2152, !2156, !2161, !2163, !2168, !2170, !2174, !2183, !2185, !2189, !2193, !2197, !2201, !2205, !2209, !2213, !2217, !2221, !2225, !2229, !2231, !2233, !2237, !2241, !2247, !2251, !2255, !2257, !2261, !2265, !2271, !2273, !2277, !2281, !2285, !2289, !2293, !2297, !2301, !2302, !2303, !2304, !2306, !2307, !2308, !2309, !2310, !2311}
!1501 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1502, file: !1556, line: 98)
!1502 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !1503, line: 7, baseType: !1504)
!1503 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!1504 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !1505, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !1506, identifier: "_ZTS8_IO_FILE")
!1505 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
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
!1528 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
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
!1556 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cstdio", directory: "")
!1557 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1558, file: !1556, line: 99)
!1558 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !1559, line: 84, baseType: !1560)
!1559 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1560 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !1561, line: 14, baseType: !1562)
!1561 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
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
!1643 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
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
!1706 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !782)
!1707 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1708, file: !1556, line: 145)
!1708 = !DISubprogram(name: "vprintf", scope: !1643, file: !1643, line: 39, type: !1709, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1709 = !DISubroutineType(types: !1710)
!1710 = !{!255, !1596, !1704}
!1711 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1712, file: !1556, line: 146)
!1712 = !DISubprogram(name: "vsprintf", scope: !1559, file: !1559, line: 373, type: !1713, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1713 = !DISubroutineType(types: !1714)
!1714 = !{!255, !1591, !1596, !1704}
!1715 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !1716, file: !1556, line: 175)
!1716 = !DISubprogram(name: "snprintf", scope: !1559, file: !1559, line: 378, type: !1717, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1717 = !DISubroutineType(types: !1718)
!1718 = !{!255, !1591, !1549, !1596, null}
!1719 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !1720, file: !1556, line: 176)
!1720 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !1559, file: !1559, line: 479, type: !1702, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1721 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !1722, file: !1556, line: 177)
!1722 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !1559, file: !1559, line: 484, type: !1709, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1723 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !1724, file: !1556, line: 178)
!1724 = !DISubprogram(name: "vsnprintf", scope: !1559, file: !1559, line: 382, type: !1725, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1725 = !DISubroutineType(types: !1726)
!1726 = !{!255, !1591, !1549, !1596, !1704}
!1727 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !1728, file: !1556, line: 179)
!1728 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !1559, file: !1559, line: 487, type: !1729, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1729 = !DISubroutineType(types: !1730)
!1730 = !{!255, !1596, !1596, !1704}
!1731 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1716, file: !1556, line: 185)
!1732 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1720, file: !1556, line: 186)
!1733 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1722, file: !1556, line: 187)
!1734 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1724, file: !1556, line: 188)
!1735 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1728, file: !1556, line: 189)
!1736 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !786, file: !787, line: 68)
!1737 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !788, entity: !1738, file: !787, line: 84)
!1738 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !10, file: !787, line: 80, type: !1739, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1739 = !DISubroutineType(types: !1740)
!1740 = !{null, !786}
!1741 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1742, file: !1755, line: 64)
!1742 = !DIDerivedType(tag: DW_TAG_typedef, name: "mbstate_t", file: !1743, line: 6, baseType: !1744)
!1743 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "ba8742313715e20e434cf6ccb2db98e3")
!1744 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mbstate_t", file: !1745, line: 21, baseType: !1746)
!1745 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/__mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "82911a3e689448e3691ded3e0b471a55")
!1746 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1745, line: 13, size: 64, flags: DIFlagTypePassByValue, elements: !1747, identifier: "_ZTS11__mbstate_t")
!1747 = !{!1748, !1749}
!1748 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !1746, file: !1745, line: 15, baseType: !255, size: 32)
!1749 = !DIDerivedType(tag: DW_TAG_member, name: "__value", scope: !1746, file: !1745, line: 20, baseType: !1750, size: 32, offset: 32)
!1750 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !1746, file: !1745, line: 16, size: 32, flags: DIFlagTypePassByValue, elements: !1751, identifier: "_ZTSN11__mbstate_tUt_E")
!1751 = !{!1752, !1753}
!1752 = !DIDerivedType(tag: DW_TAG_member, name: "__wch", scope: !1750, file: !1745, line: 18, baseType: !752, size: 32)
!1753 = !DIDerivedType(tag: DW_TAG_member, name: "__wchb", scope: !1750, file: !1745, line: 19, baseType: !1754, size: 32)
!1754 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 32, elements: !1414)
!1755 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cwchar", directory: "")
!1756 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1757, file: !1755, line: 141)
!1757 = !DIDerivedType(tag: DW_TAG_typedef, name: "wint_t", file: !1758, line: 20, baseType: !752)
!1758 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/wint_t.h", directory: "", checksumkind: CSK_MD5, checksum: "aa31b53ef28dc23152ceb41e2763ded3")
!1759 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1760, file: !1755, line: 143)
!1760 = !DISubprogram(name: "btowc", scope: !1761, file: !1761, line: 319, type: !1762, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1761 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/wchar.h", directory: "", checksumkind: CSK_MD5, checksum: "c2c1588988a2a89d06792ce221872236")
!1762 = !DISubroutineType(types: !1763)
!1763 = !{!1757, !255}
!1764 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1765, file: !1755, line: 144)
!1765 = !DISubprogram(name: "fgetwc", scope: !1761, file: !1761, line: 744, type: !1766, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1766 = !DISubroutineType(types: !1767)
!1767 = !{!1757, !1768}
!1768 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1769, size: 64)
!1769 = !DIDerivedType(tag: DW_TAG_typedef, name: "__FILE", file: !1770, line: 5, baseType: !1504)
!1770 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/__FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "72a8fe90981f484acae7c6f3dfc5c2b7")
!1771 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1772, file: !1755, line: 145)
!1772 = !DISubprogram(name: "fgetws", scope: !1761, file: !1761, line: 773, type: !1773, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1773 = !DISubroutineType(types: !1774)
!1774 = !{!1775, !1777, !255, !1778}
!1775 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1776, size: 64)
!1776 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!1777 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1775)
!1778 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1768)
!1779 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1780, file: !1755, line: 146)
!1780 = !DISubprogram(name: "fputwc", scope: !1761, file: !1761, line: 758, type: !1781, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1781 = !DISubroutineType(types: !1782)
!1782 = !{!1757, !1776, !1768}
!1783 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1784, file: !1755, line: 147)
!1784 = !DISubprogram(name: "fputws", scope: !1761, file: !1761, line: 780, type: !1785, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1785 = !DISubroutineType(types: !1786)
!1786 = !{!255, !1787, !1778}
!1787 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1788)
!1788 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1789, size: 64)
!1789 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1776)
!1790 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1791, file: !1755, line: 148)
!1791 = !DISubprogram(name: "fwide", scope: !1761, file: !1761, line: 588, type: !1792, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1792 = !DISubroutineType(types: !1793)
!1793 = !{!255, !1768, !255}
!1794 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1795, file: !1755, line: 149)
!1795 = !DISubprogram(name: "fwprintf", scope: !1761, file: !1761, line: 595, type: !1796, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1796 = !DISubroutineType(types: !1797)
!1797 = !{!255, !1778, !1787, null}
!1798 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1799, file: !1755, line: 150)
!1799 = !DISubprogram(name: "fwscanf", linkageName: "__isoc99_fwscanf", scope: !1761, file: !1761, line: 657, type: !1796, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1800 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1801, file: !1755, line: 151)
!1801 = !DISubprogram(name: "getwc", scope: !1761, file: !1761, line: 745, type: !1766, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1802 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1803, file: !1755, line: 152)
!1803 = !DISubprogram(name: "getwchar", scope: !1761, file: !1761, line: 751, type: !1804, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1804 = !DISubroutineType(types: !1805)
!1805 = !{!1757}
!1806 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1807, file: !1755, line: 153)
!1807 = !DISubprogram(name: "mbrlen", scope: !1761, file: !1761, line: 330, type: !1808, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1808 = !DISubroutineType(types: !1809)
!1809 = !{!1549, !1596, !1549, !1810}
!1810 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1811)
!1811 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1742, size: 64)
!1812 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1813, file: !1755, line: 154)
!1813 = !DISubprogram(name: "mbrtowc", scope: !1761, file: !1761, line: 297, type: !1814, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1814 = !DISubroutineType(types: !1815)
!1815 = !{!1549, !1777, !1596, !1549, !1810}
!1816 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1817, file: !1755, line: 155)
!1817 = !DISubprogram(name: "mbsinit", scope: !1761, file: !1761, line: 293, type: !1818, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1818 = !DISubroutineType(types: !1819)
!1819 = !{!255, !1820}
!1820 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1821, size: 64)
!1821 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1742)
!1822 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1823, file: !1755, line: 156)
!1823 = !DISubprogram(name: "mbsrtowcs", scope: !1761, file: !1761, line: 338, type: !1824, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1824 = !DISubroutineType(types: !1825)
!1825 = !{!1549, !1777, !1826, !1549, !1810}
!1826 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1827)
!1827 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!1828 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1829, file: !1755, line: 157)
!1829 = !DISubprogram(name: "putwc", scope: !1761, file: !1761, line: 759, type: !1781, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1830 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1831, file: !1755, line: 158)
!1831 = !DISubprogram(name: "putwchar", scope: !1761, file: !1761, line: 765, type: !1832, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1832 = !DISubroutineType(types: !1833)
!1833 = !{!1757, !1776}
!1834 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1835, file: !1755, line: 160)
!1835 = !DISubprogram(name: "swprintf", scope: !1761, file: !1761, line: 605, type: !1836, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1836 = !DISubroutineType(types: !1837)
!1837 = !{!255, !1777, !1549, !1787, null}
!1838 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1839, file: !1755, line: 162)
!1839 = !DISubprogram(name: "swscanf", linkageName: "__isoc99_swscanf", scope: !1761, file: !1761, line: 664, type: !1840, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1840 = !DISubroutineType(types: !1841)
!1841 = !{!255, !1787, !1787, null}
!1842 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1843, file: !1755, line: 163)
!1843 = !DISubprogram(name: "ungetwc", scope: !1761, file: !1761, line: 788, type: !1844, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1844 = !DISubroutineType(types: !1845)
!1845 = !{!1757, !1757, !1768}
!1846 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1847, file: !1755, line: 164)
!1847 = !DISubprogram(name: "vfwprintf", scope: !1761, file: !1761, line: 613, type: !1848, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1848 = !DISubroutineType(types: !1849)
!1849 = !{!255, !1778, !1787, !1704}
!1850 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1851, file: !1755, line: 166)
!1851 = !DISubprogram(name: "vfwscanf", linkageName: "__isoc99_vfwscanf", scope: !1761, file: !1761, line: 711, type: !1848, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1852 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1853, file: !1755, line: 169)
!1853 = !DISubprogram(name: "vswprintf", scope: !1761, file: !1761, line: 626, type: !1854, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1854 = !DISubroutineType(types: !1855)
!1855 = !{!255, !1777, !1549, !1787, !1704}
!1856 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1857, file: !1755, line: 172)
!1857 = !DISubprogram(name: "vswscanf", linkageName: "__isoc99_vswscanf", scope: !1761, file: !1761, line: 718, type: !1858, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1858 = !DISubroutineType(types: !1859)
!1859 = !{!255, !1787, !1787, !1704}
!1860 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1861, file: !1755, line: 174)
!1861 = !DISubprogram(name: "vwprintf", scope: !1761, file: !1761, line: 621, type: !1862, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1862 = !DISubroutineType(types: !1863)
!1863 = !{!255, !1787, !1704}
!1864 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1865, file: !1755, line: 176)
!1865 = !DISubprogram(name: "vwscanf", linkageName: "__isoc99_vwscanf", scope: !1761, file: !1761, line: 715, type: !1862, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1866 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1867, file: !1755, line: 178)
!1867 = !DISubprogram(name: "wcrtomb", scope: !1761, file: !1761, line: 302, type: !1868, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1868 = !DISubroutineType(types: !1869)
!1869 = !{!1549, !1591, !1776, !1810}
!1870 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1871, file: !1755, line: 179)
!1871 = !DISubprogram(name: "wcscat", scope: !1761, file: !1761, line: 97, type: !1872, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1872 = !DISubroutineType(types: !1873)
!1873 = !{!1775, !1777, !1787}
!1874 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1875, file: !1755, line: 180)
!1875 = !DISubprogram(name: "wcscmp", scope: !1761, file: !1761, line: 106, type: !1876, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1876 = !DISubroutineType(types: !1877)
!1877 = !{!255, !1788, !1788}
!1878 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1879, file: !1755, line: 181)
!1879 = !DISubprogram(name: "wcscoll", scope: !1761, file: !1761, line: 131, type: !1876, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1880 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1881, file: !1755, line: 182)
!1881 = !DISubprogram(name: "wcscpy", scope: !1761, file: !1761, line: 87, type: !1872, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1882 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1883, file: !1755, line: 183)
!1883 = !DISubprogram(name: "wcscspn", scope: !1761, file: !1761, line: 188, type: !1884, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1884 = !DISubroutineType(types: !1885)
!1885 = !{!1549, !1788, !1788}
!1886 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1887, file: !1755, line: 184)
!1887 = !DISubprogram(name: "wcsftime", scope: !1761, file: !1761, line: 852, type: !1888, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1888 = !DISubroutineType(types: !1889)
!1889 = !{!1549, !1777, !1549, !1787, !1890}
!1890 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1891)
!1891 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1892, size: 64)
!1892 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1893)
!1893 = !DICompositeType(tag: DW_TAG_structure_type, name: "tm", file: !1761, line: 83, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS2tm")
!1894 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1895, file: !1755, line: 185)
!1895 = !DISubprogram(name: "wcslen", scope: !1761, file: !1761, line: 223, type: !1896, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1896 = !DISubroutineType(types: !1897)
!1897 = !{!1549, !1788}
!1898 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1899, file: !1755, line: 186)
!1899 = !DISubprogram(name: "wcsncat", scope: !1761, file: !1761, line: 101, type: !1900, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1900 = !DISubroutineType(types: !1901)
!1901 = !{!1775, !1777, !1787, !1549}
!1902 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1903, file: !1755, line: 187)
!1903 = !DISubprogram(name: "wcsncmp", scope: !1761, file: !1761, line: 109, type: !1904, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1904 = !DISubroutineType(types: !1905)
!1905 = !{!255, !1788, !1788, !1549}
!1906 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1907, file: !1755, line: 188)
!1907 = !DISubprogram(name: "wcsncpy", scope: !1761, file: !1761, line: 92, type: !1900, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1908 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1909, file: !1755, line: 189)
!1909 = !DISubprogram(name: "wcsrtombs", scope: !1761, file: !1761, line: 344, type: !1910, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1910 = !DISubroutineType(types: !1911)
!1911 = !{!1549, !1591, !1912, !1549, !1810}
!1912 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1913)
!1913 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1788, size: 64)
!1914 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1915, file: !1755, line: 190)
!1915 = !DISubprogram(name: "wcsspn", scope: !1761, file: !1761, line: 192, type: !1884, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1916 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1917, file: !1755, line: 191)
!1917 = !DISubprogram(name: "wcstod", scope: !1761, file: !1761, line: 378, type: !1918, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1918 = !DISubroutineType(types: !1919)
!1919 = !{!1920, !1787, !1921}
!1920 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!1921 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1922)
!1922 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1775, size: 64)
!1923 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1924, file: !1755, line: 193)
!1924 = !DISubprogram(name: "wcstof", scope: !1761, file: !1761, line: 383, type: !1925, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1925 = !DISubroutineType(types: !1926)
!1926 = !{!1927, !1787, !1921}
!1927 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!1928 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1929, file: !1755, line: 195)
!1929 = !DISubprogram(name: "wcstok", scope: !1761, file: !1761, line: 218, type: !1930, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1930 = !DISubroutineType(types: !1931)
!1931 = !{!1775, !1777, !1787, !1921}
!1932 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1933, file: !1755, line: 196)
!1933 = !DISubprogram(name: "wcstol", scope: !1761, file: !1761, line: 429, type: !1934, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1934 = !DISubroutineType(types: !1935)
!1935 = !{!882, !1787, !1921, !255}
!1936 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1937, file: !1755, line: 197)
!1937 = !DISubprogram(name: "wcstoul", scope: !1761, file: !1761, line: 434, type: !1938, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1938 = !DISubroutineType(types: !1939)
!1939 = !{!72, !1787, !1921, !255}
!1940 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1941, file: !1755, line: 198)
!1941 = !DISubprogram(name: "wcsxfrm", scope: !1761, file: !1761, line: 135, type: !1942, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1942 = !DISubroutineType(types: !1943)
!1943 = !{!1549, !1777, !1787, !1549}
!1944 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1945, file: !1755, line: 199)
!1945 = !DISubprogram(name: "wctob", scope: !1761, file: !1761, line: 325, type: !1946, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1946 = !DISubroutineType(types: !1947)
!1947 = !{!255, !1757}
!1948 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1949, file: !1755, line: 200)
!1949 = !DISubprogram(name: "wmemcmp", scope: !1761, file: !1761, line: 259, type: !1904, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1950 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1951, file: !1755, line: 201)
!1951 = !DISubprogram(name: "wmemcpy", scope: !1761, file: !1761, line: 263, type: !1900, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1952 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1953, file: !1755, line: 202)
!1953 = !DISubprogram(name: "wmemmove", scope: !1761, file: !1761, line: 268, type: !1954, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1954 = !DISubroutineType(types: !1955)
!1955 = !{!1775, !1775, !1788, !1549}
!1956 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1957, file: !1755, line: 203)
!1957 = !DISubprogram(name: "wmemset", scope: !1761, file: !1761, line: 272, type: !1958, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1958 = !DISubroutineType(types: !1959)
!1959 = !{!1775, !1775, !1776, !1549}
!1960 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1961, file: !1755, line: 204)
!1961 = !DISubprogram(name: "wprintf", scope: !1761, file: !1761, line: 602, type: !1962, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1962 = !DISubroutineType(types: !1963)
!1963 = !{!255, !1787, null}
!1964 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1965, file: !1755, line: 205)
!1965 = !DISubprogram(name: "wscanf", linkageName: "__isoc99_wscanf", scope: !1761, file: !1761, line: 661, type: !1962, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1966 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1967, file: !1755, line: 206)
!1967 = !DISubprogram(name: "wcschr", scope: !1761, file: !1761, line: 165, type: !1968, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1968 = !DISubroutineType(types: !1969)
!1969 = !{!1775, !1788, !1776}
!1970 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1971, file: !1755, line: 207)
!1971 = !DISubprogram(name: "wcspbrk", scope: !1761, file: !1761, line: 202, type: !1972, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1972 = !DISubroutineType(types: !1973)
!1973 = !{!1775, !1788, !1788}
!1974 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1975, file: !1755, line: 208)
!1975 = !DISubprogram(name: "wcsrchr", scope: !1761, file: !1761, line: 175, type: !1968, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1976 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1977, file: !1755, line: 209)
!1977 = !DISubprogram(name: "wcsstr", scope: !1761, file: !1761, line: 213, type: !1972, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1978 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1979, file: !1755, line: 210)
!1979 = !DISubprogram(name: "wmemchr", scope: !1761, file: !1761, line: 254, type: !1980, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1980 = !DISubroutineType(types: !1981)
!1981 = !{!1775, !1788, !1776, !1549}
!1982 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !1983, file: !1755, line: 251)
!1983 = !DISubprogram(name: "wcstold", scope: !1761, file: !1761, line: 385, type: !1984, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1984 = !DISubroutineType(types: !1985)
!1985 = !{!1986, !1787, !1921}
!1986 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!1987 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !1988, file: !1755, line: 260)
!1988 = !DISubprogram(name: "wcstoll", scope: !1761, file: !1761, line: 442, type: !1989, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1989 = !DISubroutineType(types: !1990)
!1990 = !{!1991, !1787, !1921, !255}
!1991 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!1992 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !1993, file: !1755, line: 261)
!1993 = !DISubprogram(name: "wcstoull", scope: !1761, file: !1761, line: 449, type: !1994, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1994 = !DISubroutineType(types: !1995)
!1995 = !{!1996, !1787, !1921, !255}
!1996 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!1997 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1983, file: !1755, line: 267)
!1998 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1988, file: !1755, line: 268)
!1999 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1993, file: !1755, line: 269)
!2000 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1924, file: !1755, line: 283)
!2001 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1851, file: !1755, line: 286)
!2002 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1857, file: !1755, line: 289)
!2003 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1865, file: !1755, line: 292)
!2004 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1983, file: !1755, line: 296)
!2005 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1988, file: !1755, line: 297)
!2006 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1993, file: !1755, line: 298)
!2007 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2008, file: !2011, line: 47)
!2008 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !2009, line: 24, baseType: !2010)
!2009 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!2010 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !1528, line: 37, baseType: !1532)
!2011 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cstdint", directory: "")
!2012 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2013, file: !2011, line: 48)
!2013 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !2009, line: 25, baseType: !2014)
!2014 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !1528, line: 39, baseType: !2015)
!2015 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!2016 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2017, file: !2011, line: 49)
!2017 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !2009, line: 26, baseType: !2018)
!2018 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !1528, line: 41, baseType: !255)
!2019 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2020, file: !2011, line: 50)
!2020 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !2009, line: 27, baseType: !2021)
!2021 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !1528, line: 44, baseType: !882)
!2022 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2023, file: !2011, line: 52)
!2023 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast8_t", file: !2024, line: 58, baseType: !1532)
!2024 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!2025 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2026, file: !2011, line: 53)
!2026 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast16_t", file: !2024, line: 60, baseType: !882)
!2027 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2028, file: !2011, line: 54)
!2028 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast32_t", file: !2024, line: 61, baseType: !882)
!2029 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2030, file: !2011, line: 55)
!2030 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast64_t", file: !2024, line: 62, baseType: !882)
!2031 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2032, file: !2011, line: 57)
!2032 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least8_t", file: !2024, line: 43, baseType: !2033)
!2033 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least8_t", file: !1528, line: 52, baseType: !2010)
!2034 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2035, file: !2011, line: 58)
!2035 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !2024, line: 44, baseType: !2036)
!2036 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !1528, line: 54, baseType: !2014)
!2037 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2038, file: !2011, line: 59)
!2038 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least32_t", file: !2024, line: 45, baseType: !2039)
!2039 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least32_t", file: !1528, line: 56, baseType: !2018)
!2040 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2041, file: !2011, line: 60)
!2041 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least64_t", file: !2024, line: 46, baseType: !2042)
!2042 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least64_t", file: !1528, line: 58, baseType: !2021)
!2043 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2044, file: !2011, line: 62)
!2044 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !2024, line: 101, baseType: !2045)
!2045 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !1528, line: 72, baseType: !882)
!2046 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2047, file: !2011, line: 63)
!2047 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !2024, line: 87, baseType: !882)
!2048 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2049, file: !2011, line: 65)
!2049 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !2050, line: 24, baseType: !2051)
!2050 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!2051 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !1528, line: 38, baseType: !2052)
!2052 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!2053 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2054, file: !2011, line: 66)
!2054 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !2050, line: 25, baseType: !2055)
!2055 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !1528, line: 40, baseType: !1530)
!2056 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2057, file: !2011, line: 67)
!2057 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !2050, line: 26, baseType: !2058)
!2058 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !1528, line: 42, baseType: !752)
!2059 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2060, file: !2011, line: 68)
!2060 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !2050, line: 27, baseType: !2061)
!2061 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !1528, line: 45, baseType: !72)
!2062 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2063, file: !2011, line: 70)
!2063 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !2024, line: 71, baseType: !2052)
!2064 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2065, file: !2011, line: 71)
!2065 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast16_t", file: !2024, line: 73, baseType: !72)
!2066 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2067, file: !2011, line: 72)
!2067 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !2024, line: 74, baseType: !72)
!2068 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2069, file: !2011, line: 73)
!2069 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast64_t", file: !2024, line: 75, baseType: !72)
!2070 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2071, file: !2011, line: 75)
!2071 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least8_t", file: !2024, line: 49, baseType: !2072)
!2072 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least8_t", file: !1528, line: 53, baseType: !2051)
!2073 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2074, file: !2011, line: 76)
!2074 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least16_t", file: !2024, line: 50, baseType: !2075)
!2075 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least16_t", file: !1528, line: 55, baseType: !2055)
!2076 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2077, file: !2011, line: 77)
!2077 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least32_t", file: !2024, line: 51, baseType: !2078)
!2078 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least32_t", file: !1528, line: 57, baseType: !2058)
!2079 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2080, file: !2011, line: 78)
!2080 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least64_t", file: !2024, line: 52, baseType: !2081)
!2081 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least64_t", file: !1528, line: 59, baseType: !2061)
!2082 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2083, file: !2011, line: 80)
!2083 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !2024, line: 102, baseType: !2084)
!2084 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !1528, line: 73, baseType: !72)
!2085 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2086, file: !2011, line: 81)
!2086 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !2024, line: 90, baseType: !72)
!2087 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2088, file: !2090, line: 53)
!2088 = !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !2089, line: 51, size: 768, flags: DIFlagFwdDecl, identifier: "_ZTS5lconv")
!2089 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/locale.h", directory: "", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!2090 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/clocale", directory: "")
!2091 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2092, file: !2090, line: 54)
!2092 = !DISubprogram(name: "setlocale", scope: !2089, file: !2089, line: 122, type: !2093, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2093 = !DISubroutineType(types: !2094)
!2094 = !{!28, !255, !62}
!2095 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2096, file: !2090, line: 55)
!2096 = !DISubprogram(name: "localeconv", scope: !2089, file: !2089, line: 125, type: !2097, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2097 = !DISubroutineType(types: !2098)
!2098 = !{!2099}
!2099 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2088, size: 64)
!2100 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2101, file: !2103, line: 64)
!2101 = !DISubprogram(name: "isalnum", scope: !2102, file: !2102, line: 108, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2102 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!2103 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cctype", directory: "")
!2104 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2105, file: !2103, line: 65)
!2105 = !DISubprogram(name: "isalpha", scope: !2102, file: !2102, line: 109, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2106 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2107, file: !2103, line: 66)
!2107 = !DISubprogram(name: "iscntrl", scope: !2102, file: !2102, line: 110, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2108 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2109, file: !2103, line: 67)
!2109 = !DISubprogram(name: "isdigit", scope: !2102, file: !2102, line: 111, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2110 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2111, file: !2103, line: 68)
!2111 = !DISubprogram(name: "isgraph", scope: !2102, file: !2102, line: 113, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2112 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2113, file: !2103, line: 69)
!2113 = !DISubprogram(name: "islower", scope: !2102, file: !2102, line: 112, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2114 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2115, file: !2103, line: 70)
!2115 = !DISubprogram(name: "isprint", scope: !2102, file: !2102, line: 114, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2116 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2117, file: !2103, line: 71)
!2117 = !DISubprogram(name: "ispunct", scope: !2102, file: !2102, line: 115, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2118 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2119, file: !2103, line: 72)
!2119 = !DISubprogram(name: "isspace", scope: !2102, file: !2102, line: 116, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2120 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2121, file: !2103, line: 73)
!2121 = !DISubprogram(name: "isupper", scope: !2102, file: !2102, line: 117, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2122 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2123, file: !2103, line: 74)
!2123 = !DISubprogram(name: "isxdigit", scope: !2102, file: !2102, line: 118, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2124 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2125, file: !2103, line: 75)
!2125 = !DISubprogram(name: "tolower", scope: !2102, file: !2102, line: 122, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2126 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2127, file: !2103, line: 76)
!2127 = !DISubprogram(name: "toupper", scope: !2102, file: !2102, line: 125, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2128 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2129, file: !2103, line: 87)
!2129 = !DISubprogram(name: "isblank", scope: !2102, file: !2102, line: 130, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2130 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !2131, entity: !2132, file: !2133, line: 58)
!2131 = !DINamespace(name: "__gnu_debug", scope: null)
!2132 = !DINamespace(name: "__debug", scope: !10)
!2133 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!2134 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2135, file: !2137, line: 52)
!2135 = !DISubprogram(name: "abs", scope: !2136, file: !2136, line: 861, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2136 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!2137 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/std_abs.h", directory: "")
!2138 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2139, file: !2141, line: 127)
!2139 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !2136, line: 63, baseType: !2140)
!2140 = !DICompositeType(tag: DW_TAG_structure_type, file: !2136, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!2141 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cstdlib", directory: "")
!2142 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2143, file: !2141, line: 128)
!2143 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !2136, line: 71, baseType: !2144)
!2144 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2136, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !2145, identifier: "_ZTS6ldiv_t")
!2145 = !{!2146, !2147}
!2146 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !2144, file: !2136, line: 69, baseType: !882, size: 64)
!2147 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !2144, file: !2136, line: 70, baseType: !882, size: 64, offset: 64)
!2148 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2149, file: !2141, line: 130)
!2149 = !DISubprogram(name: "abort", scope: !2136, file: !2136, line: 611, type: !2150, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2150 = !DISubroutineType(types: !2151)
!2151 = !{null}
!2152 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2153, file: !2141, line: 132)
!2153 = !DISubprogram(name: "aligned_alloc", scope: !2136, file: !2136, line: 605, type: !2154, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2154 = !DISubroutineType(types: !2155)
!2155 = !{!782, !1549, !1549}
!2156 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2157, file: !2141, line: 134)
!2157 = !DISubprogram(name: "atexit", scope: !2136, file: !2136, line: 615, type: !2158, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2158 = !DISubroutineType(types: !2159)
!2159 = !{!255, !2160}
!2160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2150, size: 64)
!2161 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2162, file: !2141, line: 137)
!2162 = !DISubprogram(name: "at_quick_exit", scope: !2136, file: !2136, line: 620, type: !2158, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2163 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2164, file: !2141, line: 140)
!2164 = !DISubprogram(name: "atof", scope: !2165, file: !2165, line: 25, type: !2166, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2165 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!2166 = !DISubroutineType(types: !2167)
!2167 = !{!1920, !62}
!2168 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2169, file: !2141, line: 141)
!2169 = !DISubprogram(name: "atoi", scope: !2136, file: !2136, line: 362, type: !1662, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2170 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2171, file: !2141, line: 142)
!2171 = !DISubprogram(name: "atol", scope: !2136, file: !2136, line: 367, type: !2172, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2172 = !DISubroutineType(types: !2173)
!2173 = !{!882, !62}
!2174 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2175, file: !2141, line: 143)
!2175 = !DISubprogram(name: "bsearch", scope: !2176, file: !2176, line: 20, type: !2177, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2176 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!2177 = !DISubroutineType(types: !2178)
!2178 = !{!782, !73, !73, !1549, !1549, !2179}
!2179 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !2136, line: 829, baseType: !2180)
!2180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2181, size: 64)
!2181 = !DISubroutineType(types: !2182)
!2182 = !{!255, !73, !73}
!2183 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2184, file: !2141, line: 144)
!2184 = !DISubprogram(name: "calloc", scope: !2136, file: !2136, line: 556, type: !2154, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2185 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2186, file: !2141, line: 145)
!2186 = !DISubprogram(name: "div", scope: !2136, file: !2136, line: 873, type: !2187, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2187 = !DISubroutineType(types: !2188)
!2188 = !{!2139, !255, !255}
!2189 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2190, file: !2141, line: 146)
!2190 = !DISubprogram(name: "exit", scope: !2136, file: !2136, line: 637, type: !2191, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2191 = !DISubroutineType(types: !2192)
!2192 = !{null, !255}
!2193 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2194, file: !2141, line: 147)
!2194 = !DISubprogram(name: "free", scope: !2136, file: !2136, line: 568, type: !2195, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2195 = !DISubroutineType(types: !2196)
!2196 = !{null, !782}
!2197 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2198, file: !2141, line: 148)
!2198 = !DISubprogram(name: "getenv", scope: !2136, file: !2136, line: 654, type: !2199, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2199 = !DISubroutineType(types: !2200)
!2200 = !{!28, !62}
!2201 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2202, file: !2141, line: 149)
!2202 = !DISubprogram(name: "labs", scope: !2136, file: !2136, line: 862, type: !2203, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2203 = !DISubroutineType(types: !2204)
!2204 = !{!882, !882}
!2205 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2206, file: !2141, line: 150)
!2206 = !DISubprogram(name: "ldiv", scope: !2136, file: !2136, line: 875, type: !2207, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2207 = !DISubroutineType(types: !2208)
!2208 = !{!2143, !882, !882}
!2209 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2210, file: !2141, line: 151)
!2210 = !DISubprogram(name: "malloc", scope: !2136, file: !2136, line: 553, type: !2211, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2211 = !DISubroutineType(types: !2212)
!2212 = !{!782, !1549}
!2213 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2214, file: !2141, line: 153)
!2214 = !DISubprogram(name: "mblen", scope: !2136, file: !2136, line: 943, type: !2215, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2215 = !DISubroutineType(types: !2216)
!2216 = !{!255, !62, !1549}
!2217 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2218, file: !2141, line: 154)
!2218 = !DISubprogram(name: "mbstowcs", scope: !2136, file: !2136, line: 954, type: !2219, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2219 = !DISubroutineType(types: !2220)
!2220 = !{!1549, !1777, !1596, !1549}
!2221 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2222, file: !2141, line: 155)
!2222 = !DISubprogram(name: "mbtowc", scope: !2136, file: !2136, line: 946, type: !2223, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2223 = !DISubroutineType(types: !2224)
!2224 = !{!255, !1777, !1596, !1549}
!2225 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2226, file: !2141, line: 157)
!2226 = !DISubprogram(name: "qsort", scope: !2136, file: !2136, line: 851, type: !2227, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2227 = !DISubroutineType(types: !2228)
!2228 = !{null, !782, !1549, !1549, !2179}
!2229 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2230, file: !2141, line: 160)
!2230 = !DISubprogram(name: "quick_exit", scope: !2136, file: !2136, line: 643, type: !2191, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2231 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2232, file: !2141, line: 163)
!2232 = !DISubprogram(name: "rand", scope: !2136, file: !2136, line: 454, type: !1644, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2233 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2234, file: !2141, line: 164)
!2234 = !DISubprogram(name: "realloc", scope: !2136, file: !2136, line: 564, type: !2235, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2235 = !DISubroutineType(types: !2236)
!2236 = !{!782, !782, !1549}
!2237 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2238, file: !2141, line: 165)
!2238 = !DISubprogram(name: "srand", scope: !2136, file: !2136, line: 456, type: !2239, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2239 = !DISubroutineType(types: !2240)
!2240 = !{null, !752}
!2241 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2242, file: !2141, line: 166)
!2242 = !DISubprogram(name: "strtod", scope: !2136, file: !2136, line: 118, type: !2243, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2243 = !DISubroutineType(types: !2244)
!2244 = !{!1920, !1596, !2245}
!2245 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2246)
!2246 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!2247 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2248, file: !2141, line: 167)
!2248 = !DISubprogram(name: "strtol", scope: !2136, file: !2136, line: 177, type: !2249, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2249 = !DISubroutineType(types: !2250)
!2250 = !{!882, !1596, !2245, !255}
!2251 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2252, file: !2141, line: 168)
!2252 = !DISubprogram(name: "strtoul", scope: !2136, file: !2136, line: 181, type: !2253, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2253 = !DISubroutineType(types: !2254)
!2254 = !{!72, !1596, !2245, !255}
!2255 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2256, file: !2141, line: 169)
!2256 = !DISubprogram(name: "system", scope: !2136, file: !2136, line: 804, type: !1662, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2257 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2258, file: !2141, line: 171)
!2258 = !DISubprogram(name: "wcstombs", scope: !2136, file: !2136, line: 958, type: !2259, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2259 = !DISubroutineType(types: !2260)
!2260 = !{!1549, !1591, !1787, !1549}
!2261 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2262, file: !2141, line: 172)
!2262 = !DISubprogram(name: "wctomb", scope: !2136, file: !2136, line: 950, type: !2263, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2263 = !DISubroutineType(types: !2264)
!2264 = !{!255, !28, !1776}
!2265 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !2266, file: !2141, line: 200)
!2266 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !2136, line: 81, baseType: !2267)
!2267 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2136, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !2268, identifier: "_ZTS7lldiv_t")
!2268 = !{!2269, !2270}
!2269 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !2267, file: !2136, line: 79, baseType: !1991, size: 64)
!2270 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !2267, file: !2136, line: 80, baseType: !1991, size: 64, offset: 64)
!2271 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !2272, file: !2141, line: 206)
!2272 = !DISubprogram(name: "_Exit", scope: !2136, file: !2136, line: 649, type: !2191, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2273 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !2274, file: !2141, line: 210)
!2274 = !DISubprogram(name: "llabs", scope: !2136, file: !2136, line: 865, type: !2275, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2275 = !DISubroutineType(types: !2276)
!2276 = !{!1991, !1991}
!2277 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !2278, file: !2141, line: 216)
!2278 = !DISubprogram(name: "lldiv", scope: !2136, file: !2136, line: 879, type: !2279, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2279 = !DISubroutineType(types: !2280)
!2280 = !{!2266, !1991, !1991}
!2281 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !2282, file: !2141, line: 227)
!2282 = !DISubprogram(name: "atoll", scope: !2136, file: !2136, line: 374, type: !2283, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2283 = !DISubroutineType(types: !2284)
!2284 = !{!1991, !62}
!2285 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !2286, file: !2141, line: 228)
!2286 = !DISubprogram(name: "strtoll", scope: !2136, file: !2136, line: 201, type: !2287, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2287 = !DISubroutineType(types: !2288)
!2288 = !{!1991, !1596, !2245, !255}
!2289 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !2290, file: !2141, line: 229)
!2290 = !DISubprogram(name: "strtoull", scope: !2136, file: !2136, line: 206, type: !2291, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2291 = !DISubroutineType(types: !2292)
!2292 = !{!1996, !1596, !2245, !255}
!2293 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !2294, file: !2141, line: 231)
!2294 = !DISubprogram(name: "strtof", scope: !2136, file: !2136, line: 124, type: !2295, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2295 = !DISubroutineType(types: !2296)
!2296 = !{!1927, !1596, !2245}
!2297 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !2298, file: !2141, line: 232)
!2298 = !DISubprogram(name: "strtold", scope: !2136, file: !2136, line: 127, type: !2299, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2299 = !DISubroutineType(types: !2300)
!2300 = !{!1986, !1596, !2245}
!2301 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2266, file: !2141, line: 240)
!2302 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2272, file: !2141, line: 242)
!2303 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2274, file: !2141, line: 244)
!2304 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2305, file: !2141, line: 245)
!2305 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !18, file: !2141, line: 213, type: !2279, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2306 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2278, file: !2141, line: 246)
!2307 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2282, file: !2141, line: 248)
!2308 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2294, file: !2141, line: 249)
!2309 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2286, file: !2141, line: 250)
!2310 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2290, file: !2141, line: 251)
!2311 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !2298, file: !2141, line: 252)
!2312 = !{i32 7, !"Dwarf Version", i32 5}
!2313 = !{i32 2, !"Debug Info Version", i32 3}
!2314 = !{i32 1, !"wchar_size", i32 4}
!2315 = !{i32 1, !"target-abi", !"lp64d"}
!2316 = !{i32 6, !"riscv-isa", !2317}
!2317 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!2318 = !{i32 8, !"PIC Level", i32 2}
!2319 = !{i32 7, !"PIE Level", i32 2}
!2320 = !{i32 7, !"uwtable", i32 2}
!2321 = !{i32 8, !"SmallDataLimit", i32 8}
!2322 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!2323 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2324 = distinct !DISubprogram(name: "low", linkageName: "_Z3lowi", scope: !3, file: !3, line: 23, type: !2191, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2325)
!2325 = !{!2326, !2327}
!2326 = !DILocalVariable(name: "k", arg: 1, scope: !2324, file: !3, line: 23, type: !255)
!2327 = !DILocalVariable(name: "w", scope: !2324, file: !3, line: 26, type: !1362)
!2328 = distinct !DIAssignID()
!2329 = !DILocation(line: 0, scope: !2324)
!2330 = !DILocation(line: 24, column: 7, scope: !2324)
!2331 = !DILocation(line: 24, column: 15, scope: !2332)
!2332 = distinct !DILexicalBlock(scope: !2324, file: !3, line: 24, column: 7)
!2333 = !DILocation(line: 24, column: 29, scope: !2332)
!2334 = !DILocalVariable(name: "this", arg: 1, scope: !2335, type: !2338, flags: DIFlagArtificial | DIFlagObjectPointer)
!2335 = distinct !DISubprogram(name: "Tracked", linkageName: "_ZN7TrackedC2ENSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", scope: !756, file: !3, line: 14, type: !763, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !762, retainedNodes: !2336)
!2336 = !{!2334, !2337}
!2337 = !DILocalVariable(name: "n", arg: 2, scope: !2335, file: !3, line: 14, type: !760)
!2338 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !756, size: 64)
!2339 = !DILocation(line: 0, scope: !2335, inlinedAt: !2340)
!2340 = distinct !DILocation(line: 24, column: 21, scope: !2332)
!2341 = !DILocalVariable(name: "this", arg: 1, scope: !2342, type: !1390, flags: DIFlagArtificial | DIFlagObjectPointer)
!2342 = distinct !DISubprogram(name: "basic_string", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2EOS4_", scope: !7, file: !6, line: 670, type: !477, scopeLine: 672, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !476, retainedNodes: !2343)
!2343 = !{!2341, !2344}
!2344 = !DILocalVariable(name: "__str", arg: 2, scope: !2342, file: !6, line: 670, type: !479)
!2345 = !DILocation(line: 0, scope: !2342, inlinedAt: !2346)
!2346 = distinct !DILocation(line: 14, column: 37, scope: !2335, inlinedAt: !2340)
!2347 = !DILocalVariable(name: "this", arg: 1, scope: !2348, type: !1390, flags: DIFlagArtificial | DIFlagObjectPointer)
!2348 = distinct !DISubprogram(name: "_M_local_data", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_local_dataEv", scope: !7, file: !6, line: 238, type: !377, scopeLine: 239, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !376, retainedNodes: !2349)
!2349 = !{!2347}
!2350 = !DILocation(line: 0, scope: !2348, inlinedAt: !2351)
!2351 = distinct !DILocation(line: 671, column: 21, scope: !2342, inlinedAt: !2346)
!2352 = !DILocation(line: 241, column: 51, scope: !2348, inlinedAt: !2351)
!2353 = !DILocalVariable(name: "this", arg: 1, scope: !2354, type: !2358, flags: DIFlagArtificial | DIFlagObjectPointer)
!2354 = distinct !DISubprogram(name: "_Alloc_hider", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderC2EPcOS3_", scope: !136, file: !6, line: 203, type: !153, scopeLine: 204, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !152, retainedNodes: !2355)
!2355 = !{!2353, !2356, !2357}
!2356 = !DILocalVariable(name: "__dat", arg: 2, scope: !2354, file: !6, line: 203, type: !146)
!2357 = !DILocalVariable(name: "__a", arg: 3, scope: !2354, file: !6, line: 203, type: !155)
!2358 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!2359 = !DILocation(line: 0, scope: !2354, inlinedAt: !2360)
!2360 = distinct !DILocation(line: 671, column: 9, scope: !2342, inlinedAt: !2346)
!2361 = !DILocation(line: 204, column: 36, scope: !2354, inlinedAt: !2360)
!2362 = !{!2363, !2364, i64 0}
!2363 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !2364, i64 0}
!2364 = !{!"any pointer", !2365, i64 0}
!2365 = !{!"omnipotent char", !2366, i64 0}
!2366 = !{!"Simple C++ TBAA"}
!2367 = !DILocalVariable(name: "this", arg: 1, scope: !2368, type: !2370, flags: DIFlagArtificial | DIFlagObjectPointer)
!2368 = distinct !DISubprogram(name: "_M_is_local", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE11_M_is_localEv", scope: !7, file: !6, line: 273, type: !388, scopeLine: 274, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !387, retainedNodes: !2369)
!2369 = !{!2367}
!2370 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !375, size: 64)
!2371 = !DILocation(line: 0, scope: !2368, inlinedAt: !2372)
!2372 = distinct !DILocation(line: 673, column: 12, scope: !2373, inlinedAt: !2346)
!2373 = distinct !DILexicalBlock(scope: !2374, file: !6, line: 673, column: 6)
!2374 = distinct !DILexicalBlock(scope: !2342, file: !6, line: 672, column: 7)
!2375 = !DILocalVariable(name: "this", arg: 1, scope: !2376, type: !2370, flags: DIFlagArtificial | DIFlagObjectPointer)
!2376 = distinct !DISubprogram(name: "_M_data", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_M_dataEv", scope: !7, file: !6, line: 233, type: !372, scopeLine: 234, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !371, retainedNodes: !2377)
!2377 = !{!2375}
!2378 = !DILocation(line: 0, scope: !2376, inlinedAt: !2379)
!2379 = distinct !DILocation(line: 274, column: 16, scope: !2368, inlinedAt: !2372)
!2380 = !DILocation(line: 234, column: 28, scope: !2376, inlinedAt: !2379)
!2381 = !{!2382, !2364, i64 0}
!2382 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !2363, i64 0, !2383, i64 8, !2365, i64 16}
!2383 = !{!"long", !2365, i64 0}
!2384 = !DILocalVariable(name: "this", arg: 1, scope: !2385, type: !2370, flags: DIFlagArtificial | DIFlagObjectPointer)
!2385 = distinct !DISubprogram(name: "_M_local_data", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_local_dataEv", scope: !7, file: !6, line: 249, type: !380, scopeLine: 250, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !379, retainedNodes: !2386)
!2386 = !{!2384}
!2387 = !DILocation(line: 0, scope: !2385, inlinedAt: !2388)
!2388 = distinct !DILocation(line: 274, column: 29, scope: !2368, inlinedAt: !2372)
!2389 = !DILocation(line: 252, column: 57, scope: !2385, inlinedAt: !2388)
!2390 = !DILocation(line: 274, column: 26, scope: !2368, inlinedAt: !2372)
!2391 = !DILocation(line: 673, column: 6, scope: !2374, inlinedAt: !2346)
!2392 = !DILocalVariable(name: "this", arg: 1, scope: !2393, type: !2370, flags: DIFlagArtificial | DIFlagObjectPointer)
!2393 = distinct !DISubprogram(name: "length", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6lengthEv", scope: !7, file: !6, line: 1070, type: !536, scopeLine: 1071, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !538, retainedNodes: !2394)
!2394 = !{!2392}
!2395 = !DILocation(line: 0, scope: !2393, inlinedAt: !2396)
!2396 = distinct !DILocation(line: 676, column: 16, scope: !2397, inlinedAt: !2346)
!2397 = distinct !DILexicalBlock(scope: !2373, file: !6, line: 674, column: 4)
!2398 = !DILocation(line: 1071, column: 16, scope: !2393, inlinedAt: !2396)
!2399 = !{!2382, !2383, i64 8}
!2400 = !DILocation(line: 676, column: 25, scope: !2397, inlinedAt: !2346)
!2401 = !DILocalVariable(name: "__s1", arg: 1, scope: !2402, file: !310, line: 423, type: !336)
!2402 = distinct !DISubprogram(name: "copy", linkageName: "_ZNSt11char_traitsIcE4copyEPcPKcm", scope: !309, file: !310, line: 423, type: !334, scopeLine: 424, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !337, retainedNodes: !2403)
!2403 = !{!2401, !2404, !2405}
!2404 = !DILocalVariable(name: "__s2", arg: 2, scope: !2402, file: !310, line: 423, type: !326)
!2405 = !DILocalVariable(name: "__n", arg: 3, scope: !2402, file: !310, line: 423, type: !70)
!2406 = !DILocation(line: 0, scope: !2402, inlinedAt: !2407)
!2407 = distinct !DILocation(line: 675, column: 6, scope: !2397, inlinedAt: !2346)
!2408 = !DILocation(line: 425, column: 10, scope: !2409, inlinedAt: !2407)
!2409 = distinct !DILexicalBlock(scope: !2402, file: !310, line: 425, column: 6)
!2410 = !DILocation(line: 425, column: 6, scope: !2402, inlinedAt: !2407)
!2411 = !DILocation(line: 431, column: 33, scope: !2402, inlinedAt: !2407)
!2412 = !DILocation(line: 431, column: 2, scope: !2402, inlinedAt: !2407)
!2413 = !DILocation(line: 0, scope: !2376, inlinedAt: !2414)
!2414 = distinct !DILocation(line: 680, column: 20, scope: !2415, inlinedAt: !2346)
!2415 = distinct !DILexicalBlock(scope: !2373, file: !6, line: 679, column: 4)
!2416 = !DILocalVariable(name: "this", arg: 1, scope: !2417, type: !1390, flags: DIFlagArtificial | DIFlagObjectPointer)
!2417 = distinct !DISubprogram(name: "_M_data", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_M_dataEPc", scope: !7, file: !6, line: 223, type: !366, scopeLine: 224, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !365, retainedNodes: !2418)
!2418 = !{!2416, !2419}
!2419 = !DILocalVariable(name: "__p", arg: 2, scope: !2417, file: !6, line: 223, type: !146)
!2420 = !DILocation(line: 0, scope: !2417, inlinedAt: !2421)
!2421 = distinct !DILocation(line: 680, column: 6, scope: !2415, inlinedAt: !2346)
!2422 = !DILocation(line: 224, column: 26, scope: !2417, inlinedAt: !2421)
!2423 = !DILocation(line: 681, column: 24, scope: !2415, inlinedAt: !2346)
!2424 = !{!2365, !2365, i64 0}
!2425 = !DILocalVariable(name: "this", arg: 1, scope: !2426, type: !1390, flags: DIFlagArtificial | DIFlagObjectPointer)
!2426 = distinct !DISubprogram(name: "_M_capacity", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE11_M_capacityEm", scope: !7, file: !6, line: 260, type: !369, scopeLine: 261, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !385, retainedNodes: !2427)
!2427 = !{!2425, !2428}
!2428 = !DILocalVariable(name: "__capacity", arg: 2, scope: !2426, file: !6, line: 260, type: !14)
!2429 = !DILocation(line: 0, scope: !2426, inlinedAt: !2430)
!2430 = distinct !DILocation(line: 681, column: 6, scope: !2415, inlinedAt: !2346)
!2431 = !DILocation(line: 261, column: 31, scope: !2426, inlinedAt: !2430)
!2432 = !DILocation(line: 1071, column: 16, scope: !2393, inlinedAt: !2433)
!2433 = distinct !DILocation(line: 687, column: 18, scope: !2374, inlinedAt: !2346)
!2434 = !DILocation(line: 0, scope: !2393, inlinedAt: !2433)
!2435 = !DILocalVariable(name: "this", arg: 1, scope: !2436, type: !1390, flags: DIFlagArtificial | DIFlagObjectPointer)
!2436 = distinct !DISubprogram(name: "_M_length", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_lengthEm", scope: !7, file: !6, line: 228, type: !369, scopeLine: 229, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !368, retainedNodes: !2437)
!2437 = !{!2435, !2438}
!2438 = !DILocalVariable(name: "__length", arg: 2, scope: !2436, file: !6, line: 228, type: !14)
!2439 = !DILocation(line: 0, scope: !2436, inlinedAt: !2440)
!2440 = distinct !DILocation(line: 687, column: 2, scope: !2374, inlinedAt: !2346)
!2441 = !DILocation(line: 229, column: 9, scope: !2436, inlinedAt: !2440)
!2442 = !DILocation(line: 229, column: 26, scope: !2436, inlinedAt: !2440)
!2443 = !DILocation(line: 0, scope: !2348, inlinedAt: !2444)
!2444 = distinct !DILocation(line: 688, column: 22, scope: !2374, inlinedAt: !2346)
!2445 = !DILocation(line: 0, scope: !2417, inlinedAt: !2446)
!2446 = distinct !DILocation(line: 688, column: 8, scope: !2374, inlinedAt: !2346)
!2447 = !DILocation(line: 224, column: 26, scope: !2417, inlinedAt: !2446)
!2448 = !DILocalVariable(name: "this", arg: 1, scope: !2449, type: !1390, flags: DIFlagArtificial | DIFlagObjectPointer)
!2449 = distinct !DISubprogram(name: "_M_set_length", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_set_lengthEm", scope: !7, file: !6, line: 265, type: !369, scopeLine: 266, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !386, retainedNodes: !2450)
!2450 = !{!2448, !2451}
!2451 = !DILocalVariable(name: "__n", arg: 2, scope: !2449, file: !6, line: 265, type: !14)
!2452 = !DILocation(line: 0, scope: !2449, inlinedAt: !2453)
!2453 = distinct !DILocation(line: 689, column: 8, scope: !2374, inlinedAt: !2346)
!2454 = !DILocation(line: 0, scope: !2436, inlinedAt: !2455)
!2455 = distinct !DILocation(line: 267, column: 2, scope: !2449, inlinedAt: !2453)
!2456 = !DILocation(line: 229, column: 26, scope: !2436, inlinedAt: !2455)
!2457 = !DILocation(line: 0, scope: !2376, inlinedAt: !2458)
!2458 = distinct !DILocation(line: 268, column: 22, scope: !2449, inlinedAt: !2453)
!2459 = !DILocalVariable(name: "__c1", arg: 1, scope: !2460, file: !310, line: 347, type: !315)
!2460 = distinct !DISubprogram(name: "assign", linkageName: "_ZNSt11char_traitsIcE6assignERcRKc", scope: !309, file: !310, line: 347, type: !313, scopeLine: 348, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !312, retainedNodes: !2461)
!2461 = !{!2459, !2462}
!2462 = !DILocalVariable(name: "__c2", arg: 2, scope: !2460, file: !310, line: 347, type: !317)
!2463 = !DILocation(line: 0, scope: !2460, inlinedAt: !2464)
!2464 = distinct !DILocation(line: 268, column: 2, scope: !2449, inlinedAt: !2453)
!2465 = !DILocation(line: 354, column: 7, scope: !2460, inlinedAt: !2464)
!2466 = !DILocation(line: 14, column: 58, scope: !2467, inlinedAt: !2340)
!2467 = distinct !DILexicalBlock(scope: !2335, file: !3, line: 14, column: 56)
!2468 = !{!2469, !2469, i64 0}
!2469 = !{!"int", !2365, i64 0}
!2470 = !DILocation(line: 27, column: 1, scope: !2332)
!2471 = !DILocalVariable(name: "this", arg: 1, scope: !2472, type: !1390, flags: DIFlagArtificial | DIFlagObjectPointer)
!2472 = distinct !DISubprogram(name: "~basic_string", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev", scope: !7, file: !6, line: 794, type: !395, scopeLine: 795, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !491, retainedNodes: !2473)
!2473 = !{!2471}
!2474 = !DILocation(line: 0, scope: !2472, inlinedAt: !2475)
!2475 = distinct !DILocation(line: 24, column: 15, scope: !2332)
!2476 = !DILocalVariable(name: "this", arg: 1, scope: !2477, type: !1390, flags: DIFlagArtificial | DIFlagObjectPointer)
!2477 = distinct !DISubprogram(name: "_M_dispose", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_disposeEv", scope: !7, file: !6, line: 283, type: !395, scopeLine: 284, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !394, retainedNodes: !2478)
!2478 = !{!2476}
!2479 = !DILocation(line: 0, scope: !2477, inlinedAt: !2480)
!2480 = distinct !DILocation(line: 795, column: 9, scope: !2481, inlinedAt: !2475)
!2481 = distinct !DILexicalBlock(scope: !2472, file: !6, line: 795, column: 7)
!2482 = !DILocation(line: 0, scope: !2368, inlinedAt: !2483)
!2483 = distinct !DILocation(line: 285, column: 7, scope: !2484, inlinedAt: !2480)
!2484 = distinct !DILexicalBlock(scope: !2477, file: !6, line: 285, column: 6)
!2485 = !DILocation(line: 0, scope: !2376, inlinedAt: !2486)
!2486 = distinct !DILocation(line: 274, column: 16, scope: !2368, inlinedAt: !2483)
!2487 = !DILocation(line: 234, column: 28, scope: !2376, inlinedAt: !2486)
!2488 = !DILocation(line: 0, scope: !2385, inlinedAt: !2489)
!2489 = distinct !DILocation(line: 274, column: 29, scope: !2368, inlinedAt: !2483)
!2490 = !DILocation(line: 274, column: 26, scope: !2368, inlinedAt: !2483)
!2491 = !DILocation(line: 285, column: 6, scope: !2477, inlinedAt: !2480)
!2492 = !DILocation(line: 286, column: 15, scope: !2484, inlinedAt: !2480)
!2493 = !DILocalVariable(name: "this", arg: 1, scope: !2494, type: !1390, flags: DIFlagArtificial | DIFlagObjectPointer)
!2494 = distinct !DISubprogram(name: "_M_destroy", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_destroyEm", scope: !7, file: !6, line: 291, type: !369, scopeLine: 292, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !397, retainedNodes: !2495)
!2495 = !{!2493, !2496}
!2496 = !DILocalVariable(name: "__size", arg: 2, scope: !2494, file: !6, line: 291, type: !14)
!2497 = !DILocation(line: 0, scope: !2494, inlinedAt: !2498)
!2498 = distinct !DILocation(line: 286, column: 4, scope: !2484, inlinedAt: !2480)
!2499 = !DILocation(line: 0, scope: !2376, inlinedAt: !2500)
!2500 = distinct !DILocation(line: 292, column: 55, scope: !2494, inlinedAt: !2498)
!2501 = !DILocation(line: 292, column: 73, scope: !2494, inlinedAt: !2498)
!2502 = !DILocalVariable(name: "__a", arg: 1, scope: !2503, file: !22, line: 495, type: !30)
!2503 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIcEE10deallocateERS0_Pcm", scope: !21, file: !22, line: 495, type: !106, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !105, retainedNodes: !2504)
!2504 = !{!2502, !2505, !2506}
!2505 = !DILocalVariable(name: "__p", arg: 2, scope: !2503, file: !22, line: 495, type: !27)
!2506 = !DILocalVariable(name: "__n", arg: 3, scope: !2503, file: !22, line: 495, type: !100)
!2507 = !DILocation(line: 0, scope: !2503, inlinedAt: !2508)
!2508 = distinct !DILocation(line: 292, column: 9, scope: !2494, inlinedAt: !2498)
!2509 = !DILocalVariable(name: "this", arg: 1, scope: !2510, type: !2514, flags: DIFlagArtificial | DIFlagObjectPointer)
!2510 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIcE10deallocateEPcm", scope: !38, file: !39, line: 142, type: !76, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !75, retainedNodes: !2511)
!2511 = !{!2509, !2512, !2513}
!2512 = !DILocalVariable(name: "__p", arg: 2, scope: !2510, file: !39, line: 142, type: !28)
!2513 = !DILocalVariable(name: "__n", arg: 3, scope: !2510, file: !39, line: 142, type: !69)
!2514 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!2515 = !DILocation(line: 0, scope: !2510, inlinedAt: !2516)
!2516 = distinct !DILocation(line: 496, column: 13, scope: !2503, inlinedAt: !2508)
!2517 = !DILocation(line: 158, column: 2, scope: !2510, inlinedAt: !2516)
!2518 = !DILocation(line: 286, column: 4, scope: !2484, inlinedAt: !2480)
!2519 = !DILocation(line: 25, column: 15, scope: !2520)
!2520 = distinct !DILexicalBlock(scope: !2324, file: !3, line: 25, column: 7)
!2521 = !DILocation(line: 25, column: 21, scope: !2520)
!2522 = !DILocation(line: 27, column: 1, scope: !2520)
!2523 = !DILocation(line: 26, column: 3, scope: !2324)
!2524 = !DILocation(line: 241, column: 51, scope: !2348, inlinedAt: !2525)
!2525 = distinct !DILocation(line: 635, column: 21, scope: !2526, inlinedAt: !2538)
!2526 = distinct !DISubprogram(name: "basic_string<std::allocator<char> >", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_", scope: !7, file: !6, line: 634, type: !2527, scopeLine: 636, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !2530, declaration: !2529, retainedNodes: !2532)
!2527 = !DISubroutineType(types: !2528)
!2528 = !{null, !363, !62, !91}
!2529 = !DISubprogram(name: "basic_string<std::allocator<char> >", scope: !7, file: !6, line: 634, type: !2527, scopeLine: 634, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2530)
!2530 = !{!2531}
!2531 = !DITemplateTypeParameter(type: !32)
!2532 = !{!2533, !2534, !2535, !2536}
!2533 = !DILocalVariable(name: "this", arg: 1, scope: !2526, type: !1390, flags: DIFlagArtificial | DIFlagObjectPointer)
!2534 = !DILocalVariable(name: "__s", arg: 2, scope: !2526, file: !6, line: 634, type: !62)
!2535 = !DILocalVariable(name: "__a", arg: 3, scope: !2526, file: !6, line: 634, type: !91)
!2536 = !DILocalVariable(name: "__end", scope: !2537, file: !6, line: 641, type: !62)
!2537 = distinct !DILexicalBlock(scope: !2526, file: !6, line: 636, column: 7)
!2538 = distinct !DILocation(line: 21, column: 69, scope: !2539, inlinedAt: !2545)
!2539 = distinct !DISubprogram(name: "Whole", linkageName: "_ZN5WholeC2Eii", scope: !1362, file: !3, line: 21, type: !1374, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1373, retainedNodes: !2540)
!2540 = !{!2541, !2543, !2544}
!2541 = !DILocalVariable(name: "this", arg: 1, scope: !2539, type: !2542, flags: DIFlagArtificial | DIFlagObjectPointer)
!2542 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1362, size: 64)
!2543 = !DILocalVariable(name: "a", arg: 2, scope: !2539, file: !3, line: 21, type: !255)
!2544 = !DILocalVariable(name: "b", arg: 3, scope: !2539, file: !3, line: 21, type: !255)
!2545 = distinct !DILocation(line: 26, column: 9, scope: !2324)
!2546 = !DILocation(line: 0, scope: !2539, inlinedAt: !2545)
!2547 = !DILocation(line: 0, scope: !2526, inlinedAt: !2538)
!2548 = !DILocation(line: 0, scope: !2348, inlinedAt: !2525)
!2549 = !DILocation(line: 0, scope: !2537, inlinedAt: !2538)
!2550 = !DILocation(line: 0, scope: !1378, inlinedAt: !2551)
!2551 = distinct !DILocation(line: 642, column: 2, scope: !2537, inlinedAt: !2538)
!2552 = distinct !DIAssignID()
!2553 = !DILocalVariable(name: "__p", arg: 1, scope: !2554, file: !6, line: 475, type: !28)
!2554 = distinct !DISubprogram(name: "_S_copy_chars", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_S_copy_charsEPcPKcS7_", scope: !7, file: !6, line: 475, type: !444, scopeLine: 477, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !443, retainedNodes: !2555)
!2555 = !{!2553, !2556, !2557}
!2556 = !DILocalVariable(name: "__k1", arg: 2, scope: !2554, file: !6, line: 475, type: !62)
!2557 = !DILocalVariable(name: "__k2", arg: 3, scope: !2554, file: !6, line: 475, type: !62)
!2558 = !DILocation(line: 0, scope: !2554, inlinedAt: !2559)
!2559 = distinct !DILocation(line: 243, column: 2, scope: !1378, inlinedAt: !2551)
!2560 = !DILocalVariable(name: "__d", arg: 1, scope: !2561, file: !6, line: 418, type: !28)
!2561 = distinct !DISubprogram(name: "_S_copy", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_S_copyEPcPKcm", scope: !7, file: !6, line: 418, type: !424, scopeLine: 419, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !423, retainedNodes: !2562)
!2562 = !{!2560, !2563, !2564}
!2563 = !DILocalVariable(name: "__s", arg: 2, scope: !2561, file: !6, line: 418, type: !62)
!2564 = !DILocalVariable(name: "__n", arg: 3, scope: !2561, file: !6, line: 418, type: !14)
!2565 = !DILocation(line: 0, scope: !2561, inlinedAt: !2566)
!2566 = distinct !DILocation(line: 477, column: 9, scope: !2554, inlinedAt: !2559)
!2567 = !DILocation(line: 431, column: 33, scope: !2402, inlinedAt: !2568)
!2568 = distinct !DILocation(line: 423, column: 4, scope: !2569, inlinedAt: !2566)
!2569 = distinct !DILexicalBlock(scope: !2561, file: !6, line: 420, column: 6)
!2570 = !DILocation(line: 0, scope: !2449, inlinedAt: !2571)
!2571 = distinct !DILocation(line: 247, column: 2, scope: !1378, inlinedAt: !2551)
!2572 = !DILocation(line: 0, scope: !2436, inlinedAt: !2573)
!2573 = distinct !DILocation(line: 267, column: 2, scope: !2449, inlinedAt: !2571)
!2574 = !DILocation(line: 229, column: 9, scope: !2436, inlinedAt: !2573)
!2575 = !DILocation(line: 268, column: 22, scope: !2449, inlinedAt: !2571)
!2576 = !DILocation(line: 0, scope: !2460, inlinedAt: !2577)
!2577 = distinct !DILocation(line: 268, column: 2, scope: !2449, inlinedAt: !2571)
!2578 = !DILocation(line: 354, column: 7, scope: !2460, inlinedAt: !2577)
!2579 = !DILocation(line: 0, scope: !2335, inlinedAt: !2580)
!2580 = distinct !DILocation(line: 21, column: 61, scope: !2539, inlinedAt: !2545)
!2581 = !DILocation(line: 0, scope: !2342, inlinedAt: !2582)
!2582 = distinct !DILocation(line: 14, column: 37, scope: !2335, inlinedAt: !2580)
!2583 = !DILocation(line: 0, scope: !2348, inlinedAt: !2584)
!2584 = distinct !DILocation(line: 671, column: 21, scope: !2342, inlinedAt: !2582)
!2585 = !DILocation(line: 241, column: 51, scope: !2348, inlinedAt: !2584)
!2586 = !DILocation(line: 0, scope: !2354, inlinedAt: !2587)
!2587 = distinct !DILocation(line: 671, column: 9, scope: !2342, inlinedAt: !2582)
!2588 = !DILocation(line: 204, column: 36, scope: !2354, inlinedAt: !2587)
!2589 = distinct !DIAssignID()
!2590 = !DILocation(line: 0, scope: !2402, inlinedAt: !2591)
!2591 = distinct !DILocation(line: 675, column: 6, scope: !2397, inlinedAt: !2582)
!2592 = !DILocation(line: 431, column: 33, scope: !2402, inlinedAt: !2591)
!2593 = distinct !DIAssignID()
!2594 = !DILocation(line: 0, scope: !2436, inlinedAt: !2595)
!2595 = distinct !DILocation(line: 687, column: 2, scope: !2374, inlinedAt: !2582)
!2596 = !DILocation(line: 229, column: 9, scope: !2436, inlinedAt: !2595)
!2597 = !DILocation(line: 229, column: 26, scope: !2436, inlinedAt: !2595)
!2598 = distinct !DIAssignID()
!2599 = !DILocation(line: 0, scope: !2348, inlinedAt: !2600)
!2600 = distinct !DILocation(line: 688, column: 22, scope: !2374, inlinedAt: !2582)
!2601 = !DILocation(line: 0, scope: !2417, inlinedAt: !2602)
!2602 = distinct !DILocation(line: 688, column: 8, scope: !2374, inlinedAt: !2582)
!2603 = !DILocation(line: 224, column: 26, scope: !2417, inlinedAt: !2602)
!2604 = !DILocation(line: 0, scope: !2449, inlinedAt: !2605)
!2605 = distinct !DILocation(line: 689, column: 8, scope: !2374, inlinedAt: !2582)
!2606 = !DILocation(line: 0, scope: !2436, inlinedAt: !2607)
!2607 = distinct !DILocation(line: 267, column: 2, scope: !2449, inlinedAt: !2605)
!2608 = !DILocation(line: 229, column: 26, scope: !2436, inlinedAt: !2607)
!2609 = !DILocation(line: 0, scope: !2460, inlinedAt: !2610)
!2610 = distinct !DILocation(line: 268, column: 2, scope: !2449, inlinedAt: !2605)
!2611 = !DILocation(line: 354, column: 7, scope: !2460, inlinedAt: !2610)
!2612 = !DILocation(line: 14, column: 58, scope: !2467, inlinedAt: !2580)
!2613 = !DILocation(line: 21, column: 86, scope: !2539, inlinedAt: !2545)
!2614 = !DILocation(line: 21, column: 93, scope: !2539, inlinedAt: !2545)
!2615 = !DILocalVariable(name: "this", arg: 1, scope: !2616, type: !2338, flags: DIFlagArtificial | DIFlagObjectPointer)
!2616 = distinct !DISubprogram(name: "~Tracked", linkageName: "_ZN7TrackedD2Ev", scope: !756, file: !3, line: 16, type: !772, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !771, retainedNodes: !2617)
!2617 = !{!2615}
!2618 = !DILocation(line: 0, scope: !2616, inlinedAt: !2619)
!2619 = distinct !DILocation(line: 21, column: 93, scope: !2620, inlinedAt: !2545)
!2620 = distinct !DILexicalBlock(scope: !2539, file: !3, line: 21, column: 92)
!2621 = !DILocation(line: 16, column: 16, scope: !2622, inlinedAt: !2619)
!2622 = distinct !DILexicalBlock(scope: !2616, file: !3, line: 16, column: 14)
!2623 = !DILocation(line: 0, scope: !2472, inlinedAt: !2624)
!2624 = distinct !DILocation(line: 16, column: 25, scope: !2622, inlinedAt: !2619)
!2625 = !DILocation(line: 0, scope: !2477, inlinedAt: !2626)
!2626 = distinct !DILocation(line: 795, column: 9, scope: !2481, inlinedAt: !2624)
!2627 = !DILocation(line: 0, scope: !2368, inlinedAt: !2628)
!2628 = distinct !DILocation(line: 285, column: 7, scope: !2484, inlinedAt: !2626)
!2629 = !DILocation(line: 0, scope: !2376, inlinedAt: !2630)
!2630 = distinct !DILocation(line: 274, column: 16, scope: !2368, inlinedAt: !2628)
!2631 = !DILocation(line: 234, column: 28, scope: !2376, inlinedAt: !2630)
!2632 = !DILocation(line: 0, scope: !2385, inlinedAt: !2633)
!2633 = distinct !DILocation(line: 274, column: 29, scope: !2368, inlinedAt: !2628)
!2634 = !DILocation(line: 274, column: 26, scope: !2368, inlinedAt: !2628)
!2635 = !DILocation(line: 285, column: 6, scope: !2477, inlinedAt: !2626)
!2636 = !DILocation(line: 286, column: 15, scope: !2484, inlinedAt: !2626)
!2637 = !DILocation(line: 0, scope: !2494, inlinedAt: !2638)
!2638 = distinct !DILocation(line: 286, column: 4, scope: !2484, inlinedAt: !2626)
!2639 = !DILocation(line: 0, scope: !2376, inlinedAt: !2640)
!2640 = distinct !DILocation(line: 292, column: 55, scope: !2494, inlinedAt: !2638)
!2641 = !DILocation(line: 292, column: 73, scope: !2494, inlinedAt: !2638)
!2642 = !DILocation(line: 0, scope: !2503, inlinedAt: !2643)
!2643 = distinct !DILocation(line: 292, column: 9, scope: !2494, inlinedAt: !2638)
!2644 = !DILocation(line: 0, scope: !2510, inlinedAt: !2645)
!2645 = distinct !DILocation(line: 496, column: 13, scope: !2503, inlinedAt: !2643)
!2646 = !DILocation(line: 158, column: 2, scope: !2510, inlinedAt: !2645)
!2647 = !DILocation(line: 286, column: 4, scope: !2484, inlinedAt: !2626)
!2648 = !DILocation(line: 0, scope: !2616, inlinedAt: !2649)
!2649 = distinct !DILocation(line: 27, column: 1, scope: !2324)
!2650 = !DILocation(line: 16, column: 16, scope: !2622, inlinedAt: !2649)
!2651 = !DILocation(line: 0, scope: !2472, inlinedAt: !2652)
!2652 = distinct !DILocation(line: 16, column: 25, scope: !2622, inlinedAt: !2649)
!2653 = !DILocation(line: 0, scope: !2477, inlinedAt: !2654)
!2654 = distinct !DILocation(line: 795, column: 9, scope: !2481, inlinedAt: !2652)
!2655 = !DILocation(line: 0, scope: !2368, inlinedAt: !2656)
!2656 = distinct !DILocation(line: 285, column: 7, scope: !2484, inlinedAt: !2654)
!2657 = !DILocation(line: 0, scope: !2376, inlinedAt: !2658)
!2658 = distinct !DILocation(line: 274, column: 16, scope: !2368, inlinedAt: !2656)
!2659 = !DILocation(line: 234, column: 28, scope: !2376, inlinedAt: !2658)
!2660 = !DILocation(line: 0, scope: !2385, inlinedAt: !2661)
!2661 = distinct !DILocation(line: 274, column: 29, scope: !2368, inlinedAt: !2656)
!2662 = !DILocation(line: 274, column: 26, scope: !2368, inlinedAt: !2656)
!2663 = !DILocation(line: 285, column: 6, scope: !2477, inlinedAt: !2654)
!2664 = !DILocation(line: 286, column: 15, scope: !2484, inlinedAt: !2654)
!2665 = !DILocation(line: 0, scope: !2494, inlinedAt: !2666)
!2666 = distinct !DILocation(line: 286, column: 4, scope: !2484, inlinedAt: !2654)
!2667 = !DILocation(line: 0, scope: !2376, inlinedAt: !2668)
!2668 = distinct !DILocation(line: 292, column: 55, scope: !2494, inlinedAt: !2666)
!2669 = !DILocation(line: 292, column: 73, scope: !2494, inlinedAt: !2666)
!2670 = !DILocation(line: 0, scope: !2503, inlinedAt: !2671)
!2671 = distinct !DILocation(line: 292, column: 9, scope: !2494, inlinedAt: !2666)
!2672 = !DILocation(line: 0, scope: !2510, inlinedAt: !2673)
!2673 = distinct !DILocation(line: 496, column: 13, scope: !2503, inlinedAt: !2671)
!2674 = !DILocation(line: 158, column: 2, scope: !2510, inlinedAt: !2673)
!2675 = !DILocation(line: 286, column: 4, scope: !2484, inlinedAt: !2654)
!2676 = !DILocation(line: 27, column: 1, scope: !2324)
!2677 = distinct !DIAssignID()
!2678 = !DILocation(line: 0, scope: !2526)
!2679 = !DILocation(line: 0, scope: !2348, inlinedAt: !2680)
!2680 = distinct !DILocation(line: 635, column: 21, scope: !2526)
!2681 = !DILocation(line: 241, column: 51, scope: !2348, inlinedAt: !2680)
!2682 = !DILocalVariable(name: "this", arg: 1, scope: !2683, type: !2358, flags: DIFlagArtificial | DIFlagObjectPointer)
!2683 = distinct !DISubprogram(name: "_Alloc_hider", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderC2EPcRKS3_", scope: !136, file: !6, line: 199, type: !149, scopeLine: 200, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !148, retainedNodes: !2684)
!2684 = !{!2682, !2685, !2686}
!2685 = !DILocalVariable(name: "__dat", arg: 2, scope: !2683, file: !6, line: 199, type: !146)
!2686 = !DILocalVariable(name: "__a", arg: 3, scope: !2683, file: !6, line: 199, type: !91)
!2687 = !DILocation(line: 0, scope: !2683, inlinedAt: !2688)
!2688 = distinct !DILocation(line: 635, column: 9, scope: !2526)
!2689 = !DILocation(line: 200, column: 25, scope: !2683, inlinedAt: !2688)
!2690 = !DILocation(line: 638, column: 10, scope: !2691)
!2691 = distinct !DILexicalBlock(scope: !2537, file: !6, line: 638, column: 6)
!2692 = !DILocation(line: 638, column: 6, scope: !2537)
!2693 = !DILocation(line: 639, column: 4, scope: !2691)
!2694 = !DILocalVariable(name: "__s", arg: 1, scope: !2695, file: !310, line: 389, type: !326)
!2695 = distinct !DISubprogram(name: "length", linkageName: "_ZNSt11char_traitsIcE6lengthEPKc", scope: !309, file: !310, line: 389, type: !328, scopeLine: 390, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !327, retainedNodes: !2696)
!2696 = !{!2694}
!2697 = !DILocation(line: 0, scope: !2695, inlinedAt: !2698)
!2698 = distinct !DILocation(line: 641, column: 30, scope: !2537)
!2699 = !DILocation(line: 395, column: 9, scope: !2695, inlinedAt: !2698)
!2700 = !DILocation(line: 0, scope: !2537)
!2701 = !DILocation(line: 0, scope: !1378, inlinedAt: !2702)
!2702 = distinct !DILocation(line: 642, column: 2, scope: !2537)
!2703 = !DILocation(line: 221, column: 2, scope: !1378, inlinedAt: !2702)
!2704 = !DILocation(line: 221, column: 12, scope: !1378, inlinedAt: !2702)
!2705 = !{!2383, !2383, i64 0}
!2706 = distinct !DIAssignID()
!2707 = !DILocation(line: 223, column: 13, scope: !2708, inlinedAt: !2702)
!2708 = distinct !DILexicalBlock(scope: !1378, file: !8, line: 223, column: 6)
!2709 = !DILocation(line: 223, column: 6, scope: !1378, inlinedAt: !2702)
!2710 = !DILocation(line: 225, column: 14, scope: !2711, inlinedAt: !2702)
!2711 = distinct !DILexicalBlock(scope: !2708, file: !8, line: 224, column: 4)
!2712 = !DILocation(line: 0, scope: !2417, inlinedAt: !2713)
!2713 = distinct !DILocation(line: 225, column: 6, scope: !2711, inlinedAt: !2702)
!2714 = !DILocation(line: 224, column: 26, scope: !2417, inlinedAt: !2713)
!2715 = !DILocation(line: 226, column: 18, scope: !2711, inlinedAt: !2702)
!2716 = !DILocation(line: 0, scope: !2426, inlinedAt: !2717)
!2717 = distinct !DILocation(line: 226, column: 6, scope: !2711, inlinedAt: !2702)
!2718 = !DILocation(line: 261, column: 31, scope: !2426, inlinedAt: !2717)
!2719 = !DILocation(line: 227, column: 4, scope: !2711, inlinedAt: !2702)
!2720 = !DILocation(line: 234, column: 28, scope: !2376, inlinedAt: !2721)
!2721 = distinct !DILocation(line: 243, column: 22, scope: !1378, inlinedAt: !2702)
!2722 = !DILocation(line: 0, scope: !2376, inlinedAt: !2721)
!2723 = !DILocation(line: 0, scope: !2554, inlinedAt: !2724)
!2724 = distinct !DILocation(line: 243, column: 2, scope: !1378, inlinedAt: !2702)
!2725 = !DILocation(line: 0, scope: !2561, inlinedAt: !2726)
!2726 = distinct !DILocation(line: 477, column: 9, scope: !2554, inlinedAt: !2724)
!2727 = !DILocation(line: 420, column: 6, scope: !2561, inlinedAt: !2726)
!2728 = !DILocation(line: 0, scope: !2460, inlinedAt: !2729)
!2729 = distinct !DILocation(line: 421, column: 4, scope: !2569, inlinedAt: !2726)
!2730 = !DILocation(line: 354, column: 9, scope: !2460, inlinedAt: !2729)
!2731 = !DILocation(line: 354, column: 7, scope: !2460, inlinedAt: !2729)
!2732 = !DILocation(line: 421, column: 4, scope: !2569, inlinedAt: !2726)
!2733 = !DILocation(line: 431, column: 33, scope: !2402, inlinedAt: !2734)
!2734 = distinct !DILocation(line: 423, column: 4, scope: !2569, inlinedAt: !2726)
!2735 = !DILocation(line: 431, column: 2, scope: !2402, inlinedAt: !2734)
!2736 = !DILocation(line: 247, column: 16, scope: !1378, inlinedAt: !2702)
!2737 = !DILocation(line: 0, scope: !2449, inlinedAt: !2738)
!2738 = distinct !DILocation(line: 247, column: 2, scope: !1378, inlinedAt: !2702)
!2739 = !DILocation(line: 0, scope: !2436, inlinedAt: !2740)
!2740 = distinct !DILocation(line: 267, column: 2, scope: !2449, inlinedAt: !2738)
!2741 = !DILocation(line: 229, column: 9, scope: !2436, inlinedAt: !2740)
!2742 = !DILocation(line: 229, column: 26, scope: !2436, inlinedAt: !2740)
!2743 = !DILocation(line: 0, scope: !2376, inlinedAt: !2744)
!2744 = distinct !DILocation(line: 268, column: 22, scope: !2449, inlinedAt: !2738)
!2745 = !DILocation(line: 234, column: 28, scope: !2376, inlinedAt: !2744)
!2746 = !DILocation(line: 268, column: 22, scope: !2449, inlinedAt: !2738)
!2747 = !DILocation(line: 0, scope: !2460, inlinedAt: !2748)
!2748 = distinct !DILocation(line: 268, column: 2, scope: !2449, inlinedAt: !2738)
!2749 = !DILocation(line: 354, column: 7, scope: !2460, inlinedAt: !2748)
!2750 = !DILocation(line: 248, column: 7, scope: !1378, inlinedAt: !2702)
!2751 = !DILocation(line: 643, column: 7, scope: !2526)
!2752 = !DILocation(line: 0, scope: !2616)
!2753 = !DILocation(line: 16, column: 16, scope: !2622)
!2754 = !DILocation(line: 0, scope: !2472, inlinedAt: !2755)
!2755 = distinct !DILocation(line: 16, column: 25, scope: !2622)
!2756 = !DILocation(line: 0, scope: !2477, inlinedAt: !2757)
!2757 = distinct !DILocation(line: 795, column: 9, scope: !2481, inlinedAt: !2755)
!2758 = !DILocation(line: 0, scope: !2368, inlinedAt: !2759)
!2759 = distinct !DILocation(line: 285, column: 7, scope: !2484, inlinedAt: !2757)
!2760 = !DILocation(line: 0, scope: !2376, inlinedAt: !2761)
!2761 = distinct !DILocation(line: 274, column: 16, scope: !2368, inlinedAt: !2759)
!2762 = !DILocation(line: 234, column: 28, scope: !2376, inlinedAt: !2761)
!2763 = !DILocation(line: 0, scope: !2385, inlinedAt: !2764)
!2764 = distinct !DILocation(line: 274, column: 29, scope: !2368, inlinedAt: !2759)
!2765 = !DILocation(line: 252, column: 57, scope: !2385, inlinedAt: !2764)
!2766 = !DILocation(line: 274, column: 26, scope: !2368, inlinedAt: !2759)
!2767 = !DILocation(line: 285, column: 6, scope: !2477, inlinedAt: !2757)
!2768 = !DILocation(line: 286, column: 15, scope: !2484, inlinedAt: !2757)
!2769 = !DILocation(line: 0, scope: !2494, inlinedAt: !2770)
!2770 = distinct !DILocation(line: 286, column: 4, scope: !2484, inlinedAt: !2757)
!2771 = !DILocation(line: 0, scope: !2376, inlinedAt: !2772)
!2772 = distinct !DILocation(line: 292, column: 55, scope: !2494, inlinedAt: !2770)
!2773 = !DILocation(line: 292, column: 73, scope: !2494, inlinedAt: !2770)
!2774 = !DILocation(line: 0, scope: !2503, inlinedAt: !2775)
!2775 = distinct !DILocation(line: 292, column: 9, scope: !2494, inlinedAt: !2770)
!2776 = !DILocation(line: 0, scope: !2510, inlinedAt: !2777)
!2777 = distinct !DILocation(line: 496, column: 13, scope: !2503, inlinedAt: !2775)
!2778 = !DILocation(line: 158, column: 2, scope: !2510, inlinedAt: !2777)
!2779 = !DILocation(line: 286, column: 4, scope: !2484, inlinedAt: !2757)
!2780 = !DILocation(line: 16, column: 25, scope: !2616)
!2781 = distinct !DISubprogram(name: "high", linkageName: "_Z4highi", scope: !3, file: !3, line: 29, type: !2191, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2782)
!2782 = !{!2783}
!2783 = !DILocalVariable(name: "k", arg: 1, scope: !2781, file: !3, line: 29, type: !255)
!2784 = !DILocation(line: 0, scope: !2781)
!2785 = !DILocation(line: 30, column: 9, scope: !2786)
!2786 = distinct !DILexicalBlock(scope: !2781, file: !3, line: 30, column: 7)
!2787 = !DILocation(line: 32, column: 1, scope: !2786)
!2788 = !DILocation(line: 30, column: 17, scope: !2786)
!2789 = !DILocation(line: 31, column: 40, scope: !2790)
!2790 = distinct !DILexicalBlock(scope: !2781, file: !3, line: 31, column: 15)
!2791 = !DILocation(line: 31, column: 59, scope: !2790)
!2792 = !DILocation(line: 31, column: 69, scope: !2790)
!2793 = !DILocation(line: 31, column: 67, scope: !2790)
!2794 = !DILocation(line: 31, column: 17, scope: !2790)
!2795 = !DILocation(line: 32, column: 1, scope: !2790)
!2796 = !DILocation(line: 0, scope: !2472, inlinedAt: !2797)
!2797 = distinct !DILocation(line: 31, column: 17, scope: !2790)
!2798 = !DILocation(line: 0, scope: !2477, inlinedAt: !2799)
!2799 = distinct !DILocation(line: 795, column: 9, scope: !2481, inlinedAt: !2797)
!2800 = !DILocation(line: 0, scope: !2368, inlinedAt: !2801)
!2801 = distinct !DILocation(line: 285, column: 7, scope: !2484, inlinedAt: !2799)
!2802 = !DILocation(line: 0, scope: !2376, inlinedAt: !2803)
!2803 = distinct !DILocation(line: 274, column: 16, scope: !2368, inlinedAt: !2801)
!2804 = !DILocation(line: 234, column: 28, scope: !2376, inlinedAt: !2803)
!2805 = !DILocation(line: 0, scope: !2385, inlinedAt: !2806)
!2806 = distinct !DILocation(line: 274, column: 29, scope: !2368, inlinedAt: !2801)
!2807 = !DILocation(line: 252, column: 57, scope: !2385, inlinedAt: !2806)
!2808 = !DILocation(line: 274, column: 26, scope: !2368, inlinedAt: !2801)
!2809 = !DILocation(line: 285, column: 6, scope: !2477, inlinedAt: !2799)
!2810 = !DILocation(line: 286, column: 15, scope: !2484, inlinedAt: !2799)
!2811 = !DILocation(line: 0, scope: !2494, inlinedAt: !2812)
!2812 = distinct !DILocation(line: 286, column: 4, scope: !2484, inlinedAt: !2799)
!2813 = !DILocation(line: 0, scope: !2376, inlinedAt: !2814)
!2814 = distinct !DILocation(line: 292, column: 55, scope: !2494, inlinedAt: !2812)
!2815 = !DILocation(line: 292, column: 73, scope: !2494, inlinedAt: !2812)
!2816 = !DILocation(line: 0, scope: !2503, inlinedAt: !2817)
!2817 = distinct !DILocation(line: 292, column: 9, scope: !2494, inlinedAt: !2812)
!2818 = !DILocation(line: 0, scope: !2510, inlinedAt: !2819)
!2819 = distinct !DILocation(line: 496, column: 13, scope: !2503, inlinedAt: !2817)
!2820 = !DILocation(line: 158, column: 2, scope: !2510, inlinedAt: !2819)
!2821 = !DILocation(line: 286, column: 4, scope: !2484, inlinedAt: !2799)
!2822 = !DILocation(line: 0, scope: !2472, inlinedAt: !2823)
!2823 = distinct !DILocation(line: 31, column: 17, scope: !2790)
!2824 = !DILocation(line: 0, scope: !2477, inlinedAt: !2825)
!2825 = distinct !DILocation(line: 795, column: 9, scope: !2481, inlinedAt: !2823)
!2826 = !DILocation(line: 0, scope: !2368, inlinedAt: !2827)
!2827 = distinct !DILocation(line: 285, column: 7, scope: !2484, inlinedAt: !2825)
!2828 = !DILocation(line: 0, scope: !2376, inlinedAt: !2829)
!2829 = distinct !DILocation(line: 274, column: 16, scope: !2368, inlinedAt: !2827)
!2830 = !DILocation(line: 234, column: 28, scope: !2376, inlinedAt: !2829)
!2831 = !DILocation(line: 0, scope: !2385, inlinedAt: !2832)
!2832 = distinct !DILocation(line: 274, column: 29, scope: !2368, inlinedAt: !2827)
!2833 = !DILocation(line: 252, column: 57, scope: !2385, inlinedAt: !2832)
!2834 = !DILocation(line: 274, column: 26, scope: !2368, inlinedAt: !2827)
!2835 = !DILocation(line: 285, column: 6, scope: !2477, inlinedAt: !2825)
!2836 = !DILocation(line: 286, column: 15, scope: !2484, inlinedAt: !2825)
!2837 = !DILocation(line: 0, scope: !2494, inlinedAt: !2838)
!2838 = distinct !DILocation(line: 286, column: 4, scope: !2484, inlinedAt: !2825)
!2839 = !DILocation(line: 0, scope: !2376, inlinedAt: !2840)
!2840 = distinct !DILocation(line: 292, column: 55, scope: !2494, inlinedAt: !2838)
!2841 = !DILocation(line: 292, column: 73, scope: !2494, inlinedAt: !2838)
!2842 = !DILocation(line: 0, scope: !2503, inlinedAt: !2843)
!2843 = distinct !DILocation(line: 292, column: 9, scope: !2494, inlinedAt: !2838)
!2844 = !DILocation(line: 0, scope: !2510, inlinedAt: !2845)
!2845 = distinct !DILocation(line: 496, column: 13, scope: !2503, inlinedAt: !2843)
!2846 = !DILocation(line: 158, column: 2, scope: !2510, inlinedAt: !2845)
!2847 = !DILocation(line: 286, column: 4, scope: !2484, inlinedAt: !2825)
!2848 = !DILocation(line: 31, column: 90, scope: !2790)
!2849 = !DILocation(line: 32, column: 1, scope: !2781)
!2850 = distinct !DISubprogram(name: "throw_with_nested<std::runtime_error>", linkageName: "_ZSt17throw_with_nestedISt13runtime_errorEvOT_", scope: !10, file: !781, line: 118, type: !2851, scopeLine: 119, flags: DIFlagPrototyped | DIFlagNoReturn | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !2856, retainedNodes: !2854)
!2851 = !DISubroutineType(types: !2852)
!2852 = !{null, !2853}
!2853 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !776, size: 64)
!2854 = !{!2855}
!2855 = !DILocalVariable(name: "__t", arg: 1, scope: !2850, file: !781, line: 118, type: !2853)
!2856 = !{!2857}
!2857 = !DITemplateTypeParameter(name: "_Tp", type: !776)
!2858 = !DILocation(line: 0, scope: !2850)
!2859 = !DILocation(line: 127, column: 7, scope: !2850)
!2860 = distinct !DISubprogram(name: "operator+<char, std::char_traits<char>, std::allocator<char> >", linkageName: "_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_", scope: !10, file: !6, line: 3539, type: !2861, scopeLine: 3541, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !2866, retainedNodes: !2863)
!2861 = !DISubroutineType(types: !2862)
!2862 = !{!7, !62, !479}
!2863 = !{!2864, !2865}
!2864 = !DILocalVariable(name: "__lhs", arg: 1, scope: !2860, file: !6, line: 3539, type: !62)
!2865 = !DILocalVariable(name: "__rhs", arg: 2, scope: !2860, file: !6, line: 3540, type: !479)
!2866 = !{!307, !2867, !118}
!2867 = !DITemplateTypeParameter(name: "_Traits", type: !309)
!2868 = !DILocation(line: 0, scope: !2860)
!2869 = !DILocalVariable(name: "this", arg: 1, scope: !2870, type: !1390, flags: DIFlagArtificial | DIFlagObjectPointer)
!2870 = distinct !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEmPKc", scope: !7, file: !6, line: 1925, type: !615, scopeLine: 1926, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !614, retainedNodes: !2871)
!2871 = !{!2869, !2872, !2873}
!2872 = !DILocalVariable(name: "__pos", arg: 2, scope: !2870, file: !6, line: 1925, type: !14)
!2873 = !DILocalVariable(name: "__s", arg: 3, scope: !2870, file: !6, line: 1925, type: !62)
!2874 = !DILocation(line: 0, scope: !2870, inlinedAt: !2875)
!2875 = distinct !DILocation(line: 3541, column: 30, scope: !2860)
!2876 = !DILocation(line: 0, scope: !2695, inlinedAt: !2877)
!2877 = distinct !DILocation(line: 1929, column: 9, scope: !2870, inlinedAt: !2875)
!2878 = !DILocalVariable(name: "this", arg: 1, scope: !2879, type: !1390, flags: DIFlagArtificial | DIFlagObjectPointer)
!2879 = distinct !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEmmPKcm", scope: !7, file: !6, line: 2167, type: !641, scopeLine: 2169, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !640, retainedNodes: !2880)
!2880 = !{!2878, !2881, !2882, !2883, !2884}
!2881 = !DILocalVariable(name: "__pos", arg: 2, scope: !2879, file: !6, line: 2167, type: !14)
!2882 = !DILocalVariable(name: "__n1", arg: 3, scope: !2879, file: !6, line: 2167, type: !14)
!2883 = !DILocalVariable(name: "__s", arg: 4, scope: !2879, file: !6, line: 2167, type: !62)
!2884 = !DILocalVariable(name: "__n2", arg: 5, scope: !2879, file: !6, line: 2168, type: !14)
!2885 = !DILocation(line: 0, scope: !2879, inlinedAt: !2886)
!2886 = distinct !DILocation(line: 1928, column: 15, scope: !2870, inlinedAt: !2875)
!2887 = !DILocation(line: 395, column: 9, scope: !2695, inlinedAt: !2877)
!2888 = !DILocation(line: 2171, column: 9, scope: !2879, inlinedAt: !2886)
!2889 = !DILocation(line: 0, scope: !2342, inlinedAt: !2890)
!2890 = distinct !DILocation(line: 3541, column: 14, scope: !2860)
!2891 = !DILocation(line: 0, scope: !2348, inlinedAt: !2892)
!2892 = distinct !DILocation(line: 671, column: 21, scope: !2342, inlinedAt: !2890)
!2893 = !DILocation(line: 241, column: 51, scope: !2348, inlinedAt: !2892)
!2894 = !DILocation(line: 0, scope: !2354, inlinedAt: !2895)
!2895 = distinct !DILocation(line: 671, column: 9, scope: !2342, inlinedAt: !2890)
!2896 = !DILocation(line: 204, column: 36, scope: !2354, inlinedAt: !2895)
!2897 = !DILocation(line: 0, scope: !2368, inlinedAt: !2898)
!2898 = distinct !DILocation(line: 673, column: 12, scope: !2373, inlinedAt: !2890)
!2899 = !DILocation(line: 0, scope: !2376, inlinedAt: !2900)
!2900 = distinct !DILocation(line: 274, column: 16, scope: !2368, inlinedAt: !2898)
!2901 = !DILocation(line: 234, column: 28, scope: !2376, inlinedAt: !2900)
!2902 = !DILocation(line: 0, scope: !2385, inlinedAt: !2903)
!2903 = distinct !DILocation(line: 274, column: 29, scope: !2368, inlinedAt: !2898)
!2904 = !DILocation(line: 252, column: 57, scope: !2385, inlinedAt: !2903)
!2905 = !DILocation(line: 274, column: 26, scope: !2368, inlinedAt: !2898)
!2906 = !DILocation(line: 673, column: 6, scope: !2374, inlinedAt: !2890)
!2907 = !DILocation(line: 0, scope: !2393, inlinedAt: !2908)
!2908 = distinct !DILocation(line: 676, column: 16, scope: !2397, inlinedAt: !2890)
!2909 = !DILocation(line: 1071, column: 16, scope: !2393, inlinedAt: !2908)
!2910 = !DILocation(line: 676, column: 25, scope: !2397, inlinedAt: !2890)
!2911 = !DILocation(line: 0, scope: !2402, inlinedAt: !2912)
!2912 = distinct !DILocation(line: 675, column: 6, scope: !2397, inlinedAt: !2890)
!2913 = !DILocation(line: 425, column: 10, scope: !2409, inlinedAt: !2912)
!2914 = !DILocation(line: 425, column: 6, scope: !2402, inlinedAt: !2912)
!2915 = !DILocation(line: 431, column: 33, scope: !2402, inlinedAt: !2912)
!2916 = !DILocation(line: 431, column: 2, scope: !2402, inlinedAt: !2912)
!2917 = !DILocation(line: 0, scope: !2376, inlinedAt: !2918)
!2918 = distinct !DILocation(line: 680, column: 20, scope: !2415, inlinedAt: !2890)
!2919 = !DILocation(line: 0, scope: !2417, inlinedAt: !2920)
!2920 = distinct !DILocation(line: 680, column: 6, scope: !2415, inlinedAt: !2890)
!2921 = !DILocation(line: 224, column: 26, scope: !2417, inlinedAt: !2920)
!2922 = !DILocation(line: 681, column: 24, scope: !2415, inlinedAt: !2890)
!2923 = !DILocation(line: 0, scope: !2426, inlinedAt: !2924)
!2924 = distinct !DILocation(line: 681, column: 6, scope: !2415, inlinedAt: !2890)
!2925 = !DILocation(line: 261, column: 31, scope: !2426, inlinedAt: !2924)
!2926 = !DILocation(line: 1071, column: 16, scope: !2393, inlinedAt: !2927)
!2927 = distinct !DILocation(line: 687, column: 18, scope: !2374, inlinedAt: !2890)
!2928 = !DILocation(line: 0, scope: !2393, inlinedAt: !2927)
!2929 = !DILocation(line: 0, scope: !2436, inlinedAt: !2930)
!2930 = distinct !DILocation(line: 687, column: 2, scope: !2374, inlinedAt: !2890)
!2931 = !DILocation(line: 229, column: 9, scope: !2436, inlinedAt: !2930)
!2932 = !DILocation(line: 229, column: 26, scope: !2436, inlinedAt: !2930)
!2933 = !DILocation(line: 0, scope: !2348, inlinedAt: !2934)
!2934 = distinct !DILocation(line: 688, column: 22, scope: !2374, inlinedAt: !2890)
!2935 = !DILocation(line: 0, scope: !2417, inlinedAt: !2936)
!2936 = distinct !DILocation(line: 688, column: 8, scope: !2374, inlinedAt: !2890)
!2937 = !DILocation(line: 224, column: 26, scope: !2417, inlinedAt: !2936)
!2938 = !DILocation(line: 0, scope: !2449, inlinedAt: !2939)
!2939 = distinct !DILocation(line: 689, column: 8, scope: !2374, inlinedAt: !2890)
!2940 = !DILocation(line: 0, scope: !2436, inlinedAt: !2941)
!2941 = distinct !DILocation(line: 267, column: 2, scope: !2449, inlinedAt: !2939)
!2942 = !DILocation(line: 229, column: 26, scope: !2436, inlinedAt: !2941)
!2943 = !DILocation(line: 0, scope: !2376, inlinedAt: !2944)
!2944 = distinct !DILocation(line: 268, column: 22, scope: !2449, inlinedAt: !2939)
!2945 = !DILocation(line: 0, scope: !2460, inlinedAt: !2946)
!2946 = distinct !DILocation(line: 268, column: 2, scope: !2449, inlinedAt: !2939)
!2947 = !DILocation(line: 354, column: 7, scope: !2460, inlinedAt: !2946)
!2948 = !DILocation(line: 3541, column: 7, scope: !2860)
!2949 = distinct !DISubprogram(name: "to_string", linkageName: "_ZNSt7__cxx119to_stringEi", scope: !9, file: !6, line: 4012, type: !2950, scopeLine: 4016, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2952)
!2950 = !DISubroutineType(types: !2951)
!2951 = !{!760, !255}
!2952 = !{!2953, !2954, !2955, !2956, !2957}
!2953 = !DILocalVariable(name: "__val", arg: 1, scope: !2949, file: !6, line: 4012, type: !255)
!2954 = !DILocalVariable(name: "__neg", scope: !2949, file: !6, line: 4017, type: !1107)
!2955 = !DILocalVariable(name: "__uval", scope: !2949, file: !6, line: 4018, type: !1454)
!2956 = !DILocalVariable(name: "__len", scope: !2949, file: !6, line: 4019, type: !1454)
!2957 = !DILocalVariable(name: "__str", scope: !2949, file: !6, line: 4020, type: !760)
!2958 = !DILocation(line: 0, scope: !2949)
!2959 = !DILocation(line: 4018, column: 29, scope: !2949)
!2960 = !DILocalVariable(name: "__base", arg: 2, scope: !2961, file: !1443, line: 47, type: !255)
!2961 = distinct !DISubprogram(name: "__to_chars_len<unsigned int>", linkageName: "_ZNSt8__detail14__to_chars_lenIjEEjT_i", scope: !1444, file: !1443, line: 47, type: !2962, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !1458, retainedNodes: !2964)
!2962 = !DISubroutineType(types: !2963)
!2963 = !{!752, !752, !255}
!2964 = !{!2965, !2960, !2966, !2967, !2968, !2969}
!2965 = !DILocalVariable(name: "__value", arg: 1, scope: !2961, file: !1443, line: 47, type: !752)
!2966 = !DILocalVariable(name: "__n", scope: !2961, file: !1443, line: 52, type: !752)
!2967 = !DILocalVariable(name: "__b2", scope: !2961, file: !1443, line: 53, type: !1454)
!2968 = !DILocalVariable(name: "__b3", scope: !2961, file: !1443, line: 54, type: !1454)
!2969 = !DILocalVariable(name: "__b4", scope: !2961, file: !1443, line: 55, type: !2970)
!2970 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !72)
!2971 = !DILocation(line: 0, scope: !2961, inlinedAt: !2972)
!2972 = distinct !DILocation(line: 4019, column: 24, scope: !2949)
!2973 = !DILocation(line: 58, column: 16, scope: !2974, inlinedAt: !2972)
!2974 = distinct !DILexicalBlock(scope: !2975, file: !1443, line: 58, column: 8)
!2975 = distinct !DILexicalBlock(scope: !2976, file: !1443, line: 57, column: 2)
!2976 = distinct !DILexicalBlock(scope: !2977, file: !1443, line: 56, column: 7)
!2977 = distinct !DILexicalBlock(scope: !2961, file: !1443, line: 56, column: 7)
!2978 = !DILocation(line: 58, column: 8, scope: !2975, inlinedAt: !2972)
!2979 = !DILocation(line: 59, column: 16, scope: !2980, inlinedAt: !2972)
!2980 = distinct !DILexicalBlock(scope: !2975, file: !1443, line: 59, column: 8)
!2981 = !DILocation(line: 59, column: 8, scope: !2975, inlinedAt: !2972)
!2982 = !DILocation(line: 59, column: 35, scope: !2980, inlinedAt: !2972)
!2983 = !DILocation(line: 59, column: 24, scope: !2980, inlinedAt: !2972)
!2984 = !DILocation(line: 60, column: 16, scope: !2985, inlinedAt: !2972)
!2985 = distinct !DILexicalBlock(scope: !2975, file: !1443, line: 60, column: 8)
!2986 = !DILocation(line: 60, column: 8, scope: !2975, inlinedAt: !2972)
!2987 = !DILocation(line: 60, column: 35, scope: !2985, inlinedAt: !2972)
!2988 = !DILocation(line: 60, column: 24, scope: !2985, inlinedAt: !2972)
!2989 = !DILocation(line: 61, column: 16, scope: !2990, inlinedAt: !2972)
!2990 = distinct !DILexicalBlock(scope: !2975, file: !1443, line: 61, column: 8)
!2991 = !DILocation(line: 61, column: 8, scope: !2975, inlinedAt: !2972)
!2992 = !DILocation(line: 61, column: 35, scope: !2990, inlinedAt: !2972)
!2993 = !DILocation(line: 61, column: 24, scope: !2990, inlinedAt: !2972)
!2994 = !DILocation(line: 62, column: 12, scope: !2975, inlinedAt: !2972)
!2995 = !DILocation(line: 63, column: 8, scope: !2975, inlinedAt: !2972)
!2996 = distinct !{!2996, !2997, !2998, !2999}
!2997 = !DILocation(line: 56, column: 7, scope: !2977, inlinedAt: !2972)
!2998 = !DILocation(line: 64, column: 2, scope: !2977, inlinedAt: !2972)
!2999 = !{!"llvm.loop.mustprogress"}
!3000 = !DILocation(line: 0, scope: !2975, inlinedAt: !2972)
!3001 = !DILocation(line: 4020, column: 18, scope: !2949)
!3002 = !DILocation(line: 4020, column: 24, scope: !2949)
!3003 = !DILocalVariable(name: "this", arg: 1, scope: !3004, type: !1390, flags: DIFlagArtificial | DIFlagObjectPointer)
!3004 = distinct !DISubprogram(name: "basic_string<std::allocator<char> >", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEmcRKS3_", scope: !7, file: !6, line: 657, type: !3005, scopeLine: 659, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !2530, declaration: !3007, retainedNodes: !3008)
!3005 = !DISubroutineType(types: !3006)
!3006 = !{null, !363, !14, !29, !91}
!3007 = !DISubprogram(name: "basic_string<std::allocator<char> >", scope: !7, file: !6, line: 657, type: !3005, scopeLine: 657, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2530)
!3008 = !{!3003, !3009, !3010, !3011}
!3009 = !DILocalVariable(name: "__n", arg: 2, scope: !3004, file: !6, line: 657, type: !14)
!3010 = !DILocalVariable(name: "__c", arg: 3, scope: !3004, file: !6, line: 657, type: !29)
!3011 = !DILocalVariable(name: "__a", arg: 4, scope: !3004, file: !6, line: 657, type: !91)
!3012 = !DILocation(line: 0, scope: !3004, inlinedAt: !3013)
!3013 = distinct !DILocation(line: 4020, column: 12, scope: !2949)
!3014 = !DILocation(line: 0, scope: !2348, inlinedAt: !3015)
!3015 = distinct !DILocation(line: 658, column: 21, scope: !3004, inlinedAt: !3013)
!3016 = !DILocation(line: 241, column: 51, scope: !2348, inlinedAt: !3015)
!3017 = !DILocation(line: 0, scope: !2683, inlinedAt: !3018)
!3018 = distinct !DILocation(line: 658, column: 9, scope: !3004, inlinedAt: !3013)
!3019 = !DILocation(line: 200, column: 25, scope: !2683, inlinedAt: !3018)
!3020 = !DILocation(line: 659, column: 9, scope: !3021, inlinedAt: !3013)
!3021 = distinct !DILexicalBlock(scope: !3004, file: !6, line: 659, column: 7)
!3022 = !DILocation(line: 4021, column: 41, scope: !2949)
!3023 = !DILocalVariable(name: "this", arg: 1, scope: !3024, type: !1390, flags: DIFlagArtificial | DIFlagObjectPointer)
!3024 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEixEm", scope: !7, file: !6, line: 1217, type: !558, scopeLine: 1218, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !557, retainedNodes: !3025)
!3025 = !{!3023, !3026}
!3026 = !DILocalVariable(name: "__pos", arg: 2, scope: !3024, file: !6, line: 1217, type: !14)
!3027 = !DILocation(line: 0, scope: !3024, inlinedAt: !3028)
!3028 = distinct !DILocation(line: 4021, column: 35, scope: !2949)
!3029 = !DILocation(line: 0, scope: !2376, inlinedAt: !3030)
!3030 = distinct !DILocation(line: 1224, column: 9, scope: !3024, inlinedAt: !3028)
!3031 = !DILocation(line: 234, column: 28, scope: !2376, inlinedAt: !3030)
!3032 = !DILocation(line: 1224, column: 9, scope: !3024, inlinedAt: !3028)
!3033 = !DILocation(line: 0, scope: !1442, inlinedAt: !3034)
!3034 = distinct !DILocation(line: 4021, column: 5, scope: !2949)
!3035 = !DILocation(line: 84, column: 20, scope: !1442, inlinedAt: !3034)
!3036 = !DILocation(line: 84, column: 7, scope: !1442, inlinedAt: !3034)
!3037 = !DILocation(line: 83, column: 30, scope: !1442, inlinedAt: !3034)
!3038 = !DILocation(line: 87, column: 10, scope: !1453, inlinedAt: !3034)
!3039 = !DILocation(line: 86, column: 30, scope: !1453, inlinedAt: !3034)
!3040 = !DILocation(line: 86, column: 37, scope: !1453, inlinedAt: !3034)
!3041 = !DILocation(line: 0, scope: !1453, inlinedAt: !3034)
!3042 = !DILocation(line: 88, column: 36, scope: !1453, inlinedAt: !3034)
!3043 = !DILocation(line: 88, column: 21, scope: !1453, inlinedAt: !3034)
!3044 = !DILocation(line: 88, column: 4, scope: !1453, inlinedAt: !3034)
!3045 = !DILocation(line: 88, column: 19, scope: !1453, inlinedAt: !3034)
!3046 = !DILocation(line: 89, column: 25, scope: !1453, inlinedAt: !3034)
!3047 = !DILocation(line: 89, column: 18, scope: !1453, inlinedAt: !3034)
!3048 = !DILocation(line: 89, column: 4, scope: !1453, inlinedAt: !3034)
!3049 = !DILocation(line: 89, column: 23, scope: !1453, inlinedAt: !3034)
!3050 = !DILocation(line: 90, column: 10, scope: !1453, inlinedAt: !3034)
!3051 = distinct !{!3051, !3036, !3052, !2999}
!3052 = !DILocation(line: 91, column: 2, scope: !1442, inlinedAt: !3034)
!3053 = !DILocation(line: 92, column: 17, scope: !1457, inlinedAt: !3034)
!3054 = !DILocation(line: 92, column: 11, scope: !1442, inlinedAt: !3034)
!3055 = !DILocation(line: 94, column: 29, scope: !1456, inlinedAt: !3034)
!3056 = !DILocation(line: 0, scope: !1456, inlinedAt: !3034)
!3057 = !DILocation(line: 95, column: 32, scope: !1456, inlinedAt: !3034)
!3058 = !DILocation(line: 95, column: 17, scope: !1456, inlinedAt: !3034)
!3059 = !DILocation(line: 95, column: 4, scope: !1456, inlinedAt: !3034)
!3060 = !DILocation(line: 95, column: 15, scope: !1456, inlinedAt: !3034)
!3061 = !DILocation(line: 96, column: 17, scope: !1456, inlinedAt: !3034)
!3062 = !DILocation(line: 97, column: 2, scope: !1456, inlinedAt: !3034)
!3063 = !DILocation(line: 99, column: 15, scope: !1457, inlinedAt: !3034)
!3064 = !DILocation(line: 0, scope: !1457, inlinedAt: !3034)
!3065 = !DILocation(line: 4023, column: 3, scope: !2949)
!3066 = !DILocation(line: 4020, column: 12, scope: !2949)
!3067 = !DISubprogram(name: "terminate", linkageName: "_ZSt9terminatev", scope: !3068, file: !3068, line: 80, type: !2150, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!3068 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/exception", directory: "")
!3069 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 41, type: !1644, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3070)
!3070 = !{!3071, !3072, !3074, !3081, !3083, !3084, !3085, !3087}
!3071 = !DILocalVariable(name: "saved", scope: !3069, file: !3, line: 42, type: !896)
!3072 = !DILocalVariable(name: "k", scope: !3073, file: !3, line: 43, type: !255)
!3073 = distinct !DILexicalBlock(scope: !3069, file: !3, line: 43, column: 3)
!3074 = !DILocalVariable(name: "e", scope: !3075, file: !3, line: 45, type: !3077)
!3075 = distinct !DILexicalBlock(scope: !3076, file: !3, line: 43, column: 31)
!3076 = distinct !DILexicalBlock(scope: !3073, file: !3, line: 43, column: 3)
!3077 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3078, size: 64)
!3078 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3079)
!3079 = !DICompositeType(tag: DW_TAG_class_type, name: "exception", scope: !10, file: !3080, line: 61, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt9exception")
!3080 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/exception.h", directory: "")
!3081 = !DILocalVariable(name: "__range1", scope: !3082, type: !1202, flags: DIFlagArtificial)
!3082 = distinct !DILexicalBlock(scope: !3069, file: !3, line: 47, column: 3)
!3083 = !DILocalVariable(name: "__begin1", scope: !3082, type: !1218, flags: DIFlagArtificial)
!3084 = !DILocalVariable(name: "__end1", scope: !3082, type: !1218, flags: DIFlagArtificial)
!3085 = !DILocalVariable(name: "p", scope: !3086, file: !3, line: 47, type: !821)
!3086 = distinct !DILexicalBlock(scope: !3082, file: !3, line: 47, column: 3)
!3087 = !DILocalVariable(name: "e", scope: !3088, file: !3, line: 49, type: !3089)
!3088 = distinct !DILexicalBlock(scope: !3086, file: !3, line: 47, column: 25)
!3089 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3090, size: 64)
!3090 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !776)
!3091 = distinct !DIAssignID()
!3092 = !DILocation(line: 0, scope: !3069)
!3093 = !DILocation(line: 42, column: 3, scope: !3069)
!3094 = !DILocalVariable(name: "this", arg: 1, scope: !3095, type: !3097, flags: DIFlagArtificial | DIFlagObjectPointer)
!3095 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EEC2Ev", scope: !896, file: !784, line: 526, type: !1148, scopeLine: 526, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1147, retainedNodes: !3096)
!3096 = !{!3094}
!3097 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !896, size: 64)
!3098 = !DILocation(line: 0, scope: !3095, inlinedAt: !3099)
!3099 = distinct !DILocation(line: 42, column: 35, scope: !3069)
!3100 = !DILocalVariable(name: "this", arg: 1, scope: !3101, type: !3103, flags: DIFlagArtificial | DIFlagObjectPointer)
!3101 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EEC2Ev", scope: !899, file: !784, line: 312, type: !1064, scopeLine: 312, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1063, retainedNodes: !3102)
!3102 = !{!3100}
!3103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !899, size: 64)
!3104 = !DILocation(line: 0, scope: !3101, inlinedAt: !3105)
!3105 = distinct !DILocation(line: 526, column: 7, scope: !3095, inlinedAt: !3099)
!3106 = !DILocalVariable(name: "this", arg: 1, scope: !3107, type: !3109, flags: DIFlagArtificial | DIFlagObjectPointer)
!3107 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE12_Vector_implC2Ev", scope: !902, file: !784, line: 137, type: !1030, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1029, retainedNodes: !3108)
!3108 = !{!3106}
!3109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !902, size: 64)
!3110 = !DILocation(line: 0, scope: !3107, inlinedAt: !3111)
!3111 = distinct !DILocation(line: 312, column: 7, scope: !3101, inlinedAt: !3105)
!3112 = !DILocalVariable(name: "this", arg: 1, scope: !3113, type: !3115, flags: DIFlagArtificial | DIFlagObjectPointer)
!3113 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataC2Ev", scope: !1005, file: !784, line: 99, type: !1013, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1012, retainedNodes: !3114)
!3114 = !{!3112}
!3115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1005, size: 64)
!3116 = !DILocation(line: 0, scope: !3113, inlinedAt: !3117)
!3117 = distinct !DILocation(line: 137, column: 2, scope: !3107, inlinedAt: !3111)
!3118 = !DILocation(line: 100, column: 16, scope: !3113, inlinedAt: !3117)
!3119 = distinct !DIAssignID()
!3120 = !DILocation(line: 0, scope: !3073)
!3121 = !DILocation(line: 44, column: 11, scope: !3122)
!3122 = distinct !DILexicalBlock(scope: !3075, file: !3, line: 44, column: 9)
!3123 = !DILocation(line: 44, column: 20, scope: !3122)
!3124 = !DILocation(line: 44, column: 49, scope: !3122)
!3125 = !DILocation(line: 54, column: 1, scope: !3122)
!3126 = !DILocation(line: 0, scope: !3075)
!3127 = !DILocation(line: 45, column: 39, scope: !3128)
!3128 = distinct !DILexicalBlock(scope: !3075, file: !3, line: 45, column: 37)
!3129 = !DILocation(line: 45, column: 69, scope: !3128)
!3130 = !DILocation(line: 45, column: 59, scope: !3128)
!3131 = !DILocalVariable(name: "this", arg: 1, scope: !3132, type: !785, flags: DIFlagArtificial | DIFlagObjectPointer)
!3132 = distinct !DISubprogram(name: "~exception_ptr", linkageName: "_ZNSt15__exception_ptr13exception_ptrD2Ev", scope: !786, file: !787, line: 198, type: !796, scopeLine: 199, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !825, retainedNodes: !3133)
!3133 = !{!3131}
!3134 = !DILocation(line: 0, scope: !3132, inlinedAt: !3135)
!3135 = distinct !DILocation(line: 45, column: 53, scope: !3128)
!3136 = !DILocation(line: 200, column: 11, scope: !3137, inlinedAt: !3135)
!3137 = distinct !DILexicalBlock(scope: !3138, file: !787, line: 200, column: 11)
!3138 = distinct !DILexicalBlock(scope: !3132, file: !787, line: 199, column: 5)
!3139 = !{!3140, !2364, i64 0}
!3140 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !2364, i64 0}
!3141 = !DILocation(line: 200, column: 11, scope: !3138, inlinedAt: !3135)
!3142 = !DILocation(line: 201, column: 2, scope: !3137, inlinedAt: !3135)
!3143 = !DILocation(line: 45, column: 53, scope: !3128)
!3144 = !DILocation(line: 45, column: 96, scope: !3128)
!3145 = !DILocation(line: 0, scope: !3082)
!3146 = !DILocalVariable(name: "this", arg: 1, scope: !3147, type: !3097, flags: DIFlagArtificial | DIFlagObjectPointer)
!3147 = distinct !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE5beginEv", scope: !896, file: !784, line: 868, type: !1216, scopeLine: 869, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1215, retainedNodes: !3148)
!3148 = !{!3146}
!3149 = !DILocation(line: 0, scope: !3147, inlinedAt: !3150)
!3150 = distinct !DILocation(line: 47, column: 16, scope: !3082)
!3151 = !DILocalVariable(name: "this", arg: 1, scope: !3152, type: !3155, flags: DIFlagArtificial | DIFlagObjectPointer)
!3152 = distinct !DISubprogram(name: "__normal_iterator", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPNSt15__exception_ptr13exception_ptrESt6vectorIS2_SaIS2_EEEC2ERKS3_", scope: !839, file: !212, line: 1072, type: !847, scopeLine: 1073, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !846, retainedNodes: !3153)
!3153 = !{!3151, !3154}
!3154 = !DILocalVariable(name: "__i", arg: 2, scope: !3152, file: !212, line: 1072, type: !849)
!3155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !839, size: 64)
!3156 = !DILocation(line: 0, scope: !3152, inlinedAt: !3157)
!3157 = distinct !DILocation(line: 869, column: 16, scope: !3147, inlinedAt: !3150)
!3158 = !DILocation(line: 1073, column: 20, scope: !3152, inlinedAt: !3157)
!3159 = !{!2364, !2364, i64 0}
!3160 = !DILocalVariable(name: "this", arg: 1, scope: !3161, type: !3097, flags: DIFlagArtificial | DIFlagObjectPointer)
!3161 = distinct !DISubprogram(name: "end", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE3endEv", scope: !896, file: !784, line: 888, type: !1216, scopeLine: 889, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1225, retainedNodes: !3162)
!3162 = !{!3160}
!3163 = !DILocation(line: 0, scope: !3161, inlinedAt: !3164)
!3164 = distinct !DILocation(line: 47, column: 16, scope: !3082)
!3165 = !DILocation(line: 889, column: 39, scope: !3161, inlinedAt: !3164)
!3166 = !DILocation(line: 0, scope: !3152, inlinedAt: !3167)
!3167 = distinct !DILocation(line: 889, column: 16, scope: !3161, inlinedAt: !3164)
!3168 = !DILocation(line: 1073, column: 20, scope: !3152, inlinedAt: !3167)
!3169 = !DILocalVariable(name: "__lhs", arg: 1, scope: !3170, file: !212, line: 1237, type: !3173)
!3170 = distinct !DISubprogram(name: "operator!=<std::__exception_ptr::exception_ptr *, std::vector<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr> > >", linkageName: "_ZN9__gnu_cxxneIPNSt15__exception_ptr13exception_ptrESt6vectorIS2_SaIS2_EEEEbRKNS_17__normal_iteratorIT_T0_EESC_", scope: !18, file: !212, line: 1237, type: !3171, scopeLine: 1240, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !894, retainedNodes: !3174)
!3171 = !DISubroutineType(types: !3172)
!3172 = !{!128, !3173, !3173}
!3173 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !861, size: 64)
!3174 = !{!3169, !3175}
!3175 = !DILocalVariable(name: "__rhs", arg: 2, scope: !3170, file: !212, line: 1238, type: !3173)
!3176 = !DILocation(line: 0, scope: !3170, inlinedAt: !3177)
!3177 = distinct !DILocation(line: 47, column: 16, scope: !3082)
!3178 = !DILocation(line: 1240, column: 27, scope: !3170, inlinedAt: !3177)
!3179 = !DILocation(line: 47, column: 16, scope: !3082)
!3180 = !DILocation(line: 54, column: 1, scope: !3128)
!3181 = !DILocation(line: 0, scope: !3132, inlinedAt: !3182)
!3182 = distinct !DILocation(line: 45, column: 53, scope: !3128)
!3183 = !DILocation(line: 200, column: 11, scope: !3137, inlinedAt: !3182)
!3184 = !DILocation(line: 200, column: 11, scope: !3138, inlinedAt: !3182)
!3185 = !DILocation(line: 201, column: 2, scope: !3137, inlinedAt: !3182)
!3186 = !DILocation(line: 54, column: 1, scope: !3075)
!3187 = !DILocation(line: 1601, column: 39, scope: !3188, inlinedAt: !3191)
!3188 = distinct !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE5clearEv", scope: !896, file: !784, line: 1600, type: !1148, scopeLine: 1601, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1320, retainedNodes: !3189)
!3189 = !{!3190}
!3190 = !DILocalVariable(name: "this", arg: 1, scope: !3188, type: !3097, flags: DIFlagArtificial | DIFlagObjectPointer)
!3191 = distinct !DILocation(line: 51, column: 9, scope: !3069)
!3192 = !{!3193, !2364, i64 0}
!3193 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !2364, i64 0, !2364, i64 8, !2364, i64 16}
!3194 = !DILocation(line: 1930, column: 36, scope: !3195, inlinedAt: !3201)
!3195 = distinct !DILexicalBlock(scope: !3196, file: !784, line: 1930, column: 16)
!3196 = distinct !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE15_M_erase_at_endEPS1_", scope: !896, file: !784, line: 1928, type: !1346, scopeLine: 1929, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1345, retainedNodes: !3197)
!3197 = !{!3198, !3199, !3200}
!3198 = !DILocalVariable(name: "this", arg: 1, scope: !3196, type: !3097, flags: DIFlagArtificial | DIFlagObjectPointer)
!3199 = !DILocalVariable(name: "__pos", arg: 2, scope: !3196, file: !784, line: 1928, type: !1138)
!3200 = !DILocalVariable(name: "__n", scope: !3195, file: !784, line: 1930, type: !783)
!3201 = distinct !DILocation(line: 1601, column: 9, scope: !3188, inlinedAt: !3191)
!3202 = !{!3193, !2364, i64 8}
!3203 = !DILocation(line: 0, scope: !3188, inlinedAt: !3191)
!3204 = !DILocation(line: 0, scope: !3196, inlinedAt: !3201)
!3205 = !DILocation(line: 0, scope: !3195, inlinedAt: !3201)
!3206 = !DILocation(line: 1930, column: 16, scope: !3195, inlinedAt: !3201)
!3207 = !DILocation(line: 1930, column: 16, scope: !3196, inlinedAt: !3201)
!3208 = !DILocalVariable(name: "__first", arg: 1, scope: !3209, file: !3210, line: 160, type: !785)
!3209 = distinct !DISubprogram(name: "__destroy<std::__exception_ptr::exception_ptr *>", linkageName: "_ZNSt12_Destroy_auxILb0EE9__destroyIPNSt15__exception_ptr13exception_ptrEEEvT_S5_", scope: !3211, file: !3210, line: 160, type: !3214, scopeLine: 161, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !3217, declaration: !3216, retainedNodes: !3219)
!3210 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/stl_construct.h", directory: "", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!3211 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Destroy_aux<false>", scope: !10, file: !3210, line: 156, size: 8, flags: DIFlagTypePassByValue, elements: !143, templateParams: !3212, identifier: "_ZTSSt12_Destroy_auxILb0EE")
!3212 = !{!3213}
!3213 = !DITemplateValueParameter(type: !128, value: i1 false)
!3214 = !DISubroutineType(types: !3215)
!3215 = !{null, !785, !785}
!3216 = !DISubprogram(name: "__destroy<std::__exception_ptr::exception_ptr *>", linkageName: "_ZNSt12_Destroy_auxILb0EE9__destroyIPNSt15__exception_ptr13exception_ptrEEEvT_S5_", scope: !3211, file: !3210, line: 160, type: !3214, scopeLine: 160, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !3217)
!3217 = !{!3218}
!3218 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !785)
!3219 = !{!3208, !3220}
!3220 = !DILocalVariable(name: "__last", arg: 2, scope: !3209, file: !3210, line: 160, type: !785)
!3221 = !DILocation(line: 0, scope: !3209, inlinedAt: !3222)
!3222 = distinct !DILocation(line: 195, column: 7, scope: !3223, inlinedAt: !3227)
!3223 = distinct !DISubprogram(name: "_Destroy<std::__exception_ptr::exception_ptr *>", linkageName: "_ZSt8_DestroyIPNSt15__exception_ptr13exception_ptrEEvT_S3_", scope: !10, file: !3210, line: 182, type: !3214, scopeLine: 183, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !3217, retainedNodes: !3224)
!3224 = !{!3225, !3226}
!3225 = !DILocalVariable(name: "__first", arg: 1, scope: !3223, file: !3210, line: 182, type: !785)
!3226 = !DILocalVariable(name: "__last", arg: 2, scope: !3223, file: !3210, line: 182, type: !785)
!3227 = distinct !DILocation(line: 850, column: 7, scope: !3228, inlinedAt: !3236)
!3228 = distinct !DISubprogram(name: "_Destroy<std::__exception_ptr::exception_ptr *, std::__exception_ptr::exception_ptr>", linkageName: "_ZSt8_DestroyIPNSt15__exception_ptr13exception_ptrES1_EvT_S3_RSaIT0_E", scope: !10, file: !22, line: 847, type: !3229, scopeLine: 849, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !3235, retainedNodes: !3231)
!3229 = !DISubroutineType(types: !3230)
!3230 = !{null, !785, !785, !971}
!3231 = !{!3232, !3233, !3234}
!3232 = !DILocalVariable(name: "__first", arg: 1, scope: !3228, file: !22, line: 847, type: !785)
!3233 = !DILocalVariable(name: "__last", arg: 2, scope: !3228, file: !22, line: 847, type: !785)
!3234 = !DILocalVariable(arg: 3, scope: !3228, file: !22, line: 848, type: !971)
!3235 = !{!3218, !958}
!3236 = distinct !DILocation(line: 1932, column: 6, scope: !3237, inlinedAt: !3201)
!3237 = distinct !DILexicalBlock(scope: !3195, file: !784, line: 1931, column: 4)
!3238 = !DILocalVariable(name: "__pointer", arg: 1, scope: !3239, file: !3210, line: 146, type: !785)
!3239 = distinct !DISubprogram(name: "_Destroy<std::__exception_ptr::exception_ptr>", linkageName: "_ZSt8_DestroyINSt15__exception_ptr13exception_ptrEEvPT_", scope: !10, file: !3210, line: 146, type: !3240, scopeLine: 147, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !957, retainedNodes: !3242)
!3240 = !DISubroutineType(types: !3241)
!3241 = !{null, !785}
!3242 = !{!3238}
!3243 = !DILocation(line: 0, scope: !3239, inlinedAt: !3244)
!3244 = distinct !DILocation(line: 163, column: 6, scope: !3245, inlinedAt: !3222)
!3245 = distinct !DILexicalBlock(scope: !3246, file: !3210, line: 162, column: 4)
!3246 = distinct !DILexicalBlock(scope: !3209, file: !3210, line: 162, column: 4)
!3247 = !DILocation(line: 0, scope: !3132, inlinedAt: !3248)
!3248 = distinct !DILocation(line: 151, column: 19, scope: !3239, inlinedAt: !3244)
!3249 = !DILocation(line: 200, column: 11, scope: !3137, inlinedAt: !3248)
!3250 = !DILocation(line: 200, column: 11, scope: !3138, inlinedAt: !3248)
!3251 = !DILocation(line: 201, column: 2, scope: !3137, inlinedAt: !3248)
!3252 = !DILocation(line: 162, column: 30, scope: !3245, inlinedAt: !3222)
!3253 = !DILocation(line: 162, column: 19, scope: !3245, inlinedAt: !3222)
!3254 = !DILocation(line: 162, column: 4, scope: !3246, inlinedAt: !3222)
!3255 = distinct !{!3255, !3254, !3256, !2999}
!3256 = !DILocation(line: 163, column: 46, scope: !3246, inlinedAt: !3222)
!3257 = !DILocation(line: 1934, column: 30, scope: !3237, inlinedAt: !3201)
!3258 = distinct !DIAssignID()
!3259 = !DILocation(line: 1936, column: 4, scope: !3237, inlinedAt: !3201)
!3260 = !DILocation(line: 52, column: 29, scope: !3069)
!3261 = !DILocation(line: 52, column: 3, scope: !3069)
!3262 = !DILocation(line: 53, column: 10, scope: !3069)
!3263 = !DILocalVariable(name: "this", arg: 1, scope: !3264, type: !3097, flags: DIFlagArtificial | DIFlagObjectPointer)
!3264 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EED2Ev", scope: !896, file: !784, line: 728, type: !1148, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1198, retainedNodes: !3265)
!3265 = !{!3263}
!3266 = !DILocation(line: 0, scope: !3264, inlinedAt: !3267)
!3267 = distinct !DILocation(line: 54, column: 1, scope: !3069)
!3268 = !DILocation(line: 730, column: 30, scope: !3269, inlinedAt: !3267)
!3269 = distinct !DILexicalBlock(scope: !3264, file: !784, line: 729, column: 7)
!3270 = !DILocation(line: 730, column: 54, scope: !3269, inlinedAt: !3267)
!3271 = !DILocation(line: 0, scope: !3228, inlinedAt: !3272)
!3272 = distinct !DILocation(line: 730, column: 2, scope: !3269, inlinedAt: !3267)
!3273 = !DILocation(line: 0, scope: !3223, inlinedAt: !3274)
!3274 = distinct !DILocation(line: 850, column: 7, scope: !3228, inlinedAt: !3272)
!3275 = !DILocation(line: 0, scope: !3209, inlinedAt: !3276)
!3276 = distinct !DILocation(line: 195, column: 7, scope: !3223, inlinedAt: !3274)
!3277 = !DILocation(line: 162, column: 19, scope: !3245, inlinedAt: !3276)
!3278 = !DILocation(line: 162, column: 4, scope: !3246, inlinedAt: !3276)
!3279 = !DILocation(line: 0, scope: !3239, inlinedAt: !3280)
!3280 = distinct !DILocation(line: 163, column: 6, scope: !3245, inlinedAt: !3276)
!3281 = !DILocation(line: 0, scope: !3132, inlinedAt: !3282)
!3282 = distinct !DILocation(line: 151, column: 19, scope: !3239, inlinedAt: !3280)
!3283 = !DILocation(line: 200, column: 11, scope: !3137, inlinedAt: !3282)
!3284 = !DILocation(line: 200, column: 11, scope: !3138, inlinedAt: !3282)
!3285 = !DILocation(line: 201, column: 2, scope: !3137, inlinedAt: !3282)
!3286 = !DILocation(line: 162, column: 30, scope: !3245, inlinedAt: !3276)
!3287 = distinct !{!3287, !3278, !3288, !2999}
!3288 = !DILocation(line: 163, column: 46, scope: !3246, inlinedAt: !3276)
!3289 = !DILocation(line: 366, column: 24, scope: !3290, inlinedAt: !3294)
!3290 = distinct !DILexicalBlock(scope: !3291, file: !784, line: 365, column: 7)
!3291 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EED2Ev", scope: !899, file: !784, line: 364, type: !1064, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1090, retainedNodes: !3292)
!3292 = !{!3293}
!3293 = !DILocalVariable(name: "this", arg: 1, scope: !3291, type: !3103, flags: DIFlagArtificial | DIFlagObjectPointer)
!3294 = distinct !DILocation(line: 733, column: 7, scope: !3269, inlinedAt: !3267)
!3295 = !DILocation(line: 0, scope: !3291, inlinedAt: !3294)
!3296 = !DILocalVariable(name: "this", arg: 1, scope: !3297, type: !3103, flags: DIFlagArtificial | DIFlagObjectPointer)
!3297 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE13_M_deallocateEPS1_m", scope: !899, file: !784, line: 383, type: !1095, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1094, retainedNodes: !3298)
!3298 = !{!3296, !3299, !3300}
!3299 = !DILocalVariable(name: "__p", arg: 2, scope: !3297, file: !784, line: 383, type: !1008)
!3300 = !DILocalVariable(name: "__n", arg: 3, scope: !3297, file: !784, line: 383, type: !70)
!3301 = !DILocation(line: 0, scope: !3297, inlinedAt: !3302)
!3302 = distinct !DILocation(line: 366, column: 2, scope: !3290, inlinedAt: !3294)
!3303 = !DILocation(line: 386, column: 6, scope: !3304, inlinedAt: !3302)
!3304 = distinct !DILexicalBlock(scope: !3297, file: !784, line: 386, column: 6)
!3305 = !DILocation(line: 386, column: 6, scope: !3297, inlinedAt: !3302)
!3306 = !DILocation(line: 367, column: 17, scope: !3290, inlinedAt: !3294)
!3307 = !{!3193, !2364, i64 16}
!3308 = !DILocation(line: 367, column: 35, scope: !3290, inlinedAt: !3294)
!3309 = !DILocalVariable(name: "__a", arg: 1, scope: !3310, file: !22, line: 495, type: !917)
!3310 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaINSt15__exception_ptr13exception_ptrEEE10deallocateERS2_PS1_m", scope: !911, file: !22, line: 495, type: !977, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !976, retainedNodes: !3311)
!3311 = !{!3309, !3312, !3313}
!3312 = !DILocalVariable(name: "__p", arg: 2, scope: !3310, file: !22, line: 495, type: !916)
!3313 = !DILocalVariable(name: "__n", arg: 3, scope: !3310, file: !22, line: 495, type: !100)
!3314 = !DILocation(line: 0, scope: !3310, inlinedAt: !3315)
!3315 = distinct !DILocation(line: 387, column: 4, scope: !3304, inlinedAt: !3302)
!3316 = !DILocalVariable(name: "this", arg: 1, scope: !3317, type: !3321, flags: DIFlagArtificial | DIFlagObjectPointer)
!3317 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorINSt15__exception_ptr13exception_ptrEE10deallocateEPS1_m", scope: !923, file: !39, line: 142, type: !951, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !950, retainedNodes: !3318)
!3318 = !{!3316, !3319, !3320}
!3319 = !DILocalVariable(name: "__p", arg: 2, scope: !3317, file: !39, line: 142, type: !785)
!3320 = !DILocalVariable(name: "__n", arg: 3, scope: !3317, file: !39, line: 142, type: !69)
!3321 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !923, size: 64)
!3322 = !DILocation(line: 0, scope: !3317, inlinedAt: !3323)
!3323 = distinct !DILocation(line: 496, column: 13, scope: !3310, inlinedAt: !3315)
!3324 = !DILocation(line: 158, column: 2, scope: !3317, inlinedAt: !3323)
!3325 = !DILocation(line: 387, column: 4, scope: !3304, inlinedAt: !3302)
!3326 = !DILocation(line: 54, column: 1, scope: !3069)
!3327 = !DILocation(line: 0, scope: !3086)
!3328 = !DILocalVariable(name: "this", arg: 1, scope: !3329, type: !785, flags: DIFlagArtificial | DIFlagObjectPointer)
!3329 = distinct !DISubprogram(name: "exception_ptr", linkageName: "_ZNSt15__exception_ptr13exception_ptrC2ERKS0_", scope: !786, file: !787, line: 188, type: !806, scopeLine: 191, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !805, retainedNodes: !3330)
!3330 = !{!3328, !3331}
!3331 = !DILocalVariable(name: "__other", arg: 2, scope: !3329, file: !787, line: 188, type: !808)
!3332 = !DILocation(line: 0, scope: !3329, inlinedAt: !3333)
!3333 = distinct !DILocation(line: 48, column: 34, scope: !3334)
!3334 = distinct !DILexicalBlock(scope: !3088, file: !3, line: 48, column: 9)
!3335 = !DILocation(line: 190, column: 35, scope: !3329, inlinedAt: !3333)
!3336 = !DILocation(line: 190, column: 7, scope: !3329, inlinedAt: !3333)
!3337 = !DILocation(line: 192, column: 11, scope: !3338, inlinedAt: !3333)
!3338 = distinct !DILexicalBlock(scope: !3339, file: !787, line: 192, column: 11)
!3339 = distinct !DILexicalBlock(scope: !3329, file: !787, line: 191, column: 5)
!3340 = !DILocation(line: 192, column: 11, scope: !3339, inlinedAt: !3333)
!3341 = !DILocation(line: 193, column: 2, scope: !3338, inlinedAt: !3333)
!3342 = !DILocation(line: 48, column: 11, scope: !3334)
!3343 = !DILocation(line: 54, column: 1, scope: !3334)
!3344 = !DILocation(line: 0, scope: !3132, inlinedAt: !3345)
!3345 = distinct !DILocation(line: 48, column: 11, scope: !3334)
!3346 = !DILocation(line: 200, column: 11, scope: !3137, inlinedAt: !3345)
!3347 = !DILocation(line: 200, column: 11, scope: !3138, inlinedAt: !3345)
!3348 = !DILocation(line: 201, column: 2, scope: !3137, inlinedAt: !3345)
!3349 = !DILocation(line: 48, column: 38, scope: !3334)
!3350 = !DILocation(line: 0, scope: !3088)
!3351 = !DILocation(line: 49, column: 72, scope: !3352)
!3352 = distinct !DILexicalBlock(scope: !3088, file: !3, line: 49, column: 41)
!3353 = !{!3354, !3354, i64 0}
!3354 = !{!"vtable pointer", !2366, i64 0}
!3355 = !DILocation(line: 49, column: 43, scope: !3352)
!3356 = !DILocation(line: 49, column: 81, scope: !3352)
!3357 = !DILocalVariable(name: "this", arg: 1, scope: !3358, type: !3155, flags: DIFlagArtificial | DIFlagObjectPointer)
!3358 = distinct !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPNSt15__exception_ptr13exception_ptrESt6vectorIS2_SaIS2_EEEppEv", scope: !839, file: !212, line: 1105, type: !868, scopeLine: 1106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !867, retainedNodes: !3359)
!3359 = !{!3357}
!3360 = !DILocation(line: 0, scope: !3358, inlinedAt: !3361)
!3361 = distinct !DILocation(line: 47, column: 16, scope: !3082)
!3362 = !DILocation(line: 1107, column: 2, scope: !3358, inlinedAt: !3361)
!3363 = distinct !{!3363, !3364, !3365}
!3364 = !DILocation(line: 47, column: 3, scope: !3082)
!3365 = !DILocation(line: 50, column: 3, scope: !3082)
!3366 = !DILocation(line: 54, column: 1, scope: !3088)
!3367 = distinct !DISubprogram(name: "report", linkageName: "_ZL6reportRKSt9exceptioni", scope: !3, file: !3, line: 34, type: !3368, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3370)
!3368 = !DISubroutineType(types: !3369)
!3369 = !{null, !3077, !255}
!3370 = !{!3371, !3372, !3373, !3374}
!3371 = !DILocalVariable(name: "e", arg: 1, scope: !3367, file: !3, line: 34, type: !3077)
!3372 = !DILocalVariable(name: "depth", arg: 2, scope: !3367, file: !3, line: 34, type: !255)
!3373 = !DILocalVariable(name: "t", scope: !3367, file: !3, line: 38, type: !769)
!3374 = !DILocalVariable(name: "inner", scope: !3367, file: !3, line: 37, type: !3077)
!3375 = !DILocation(line: 0, scope: !3367)
!3376 = !DILocation(line: 35, column: 32, scope: !3367)
!3377 = !DILocation(line: 35, column: 43, scope: !3367)
!3378 = !DILocation(line: 35, column: 3, scope: !3367)
!3379 = !DILocalVariable(name: "__ex", arg: 1, scope: !3380, file: !781, line: 159, type: !3077)
!3380 = distinct !DISubprogram(name: "rethrow_if_nested<std::exception>", linkageName: "_ZSt17rethrow_if_nestedISt9exceptionEvRKT_", scope: !10, file: !781, line: 159, type: !3381, scopeLine: 160, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !3384, retainedNodes: !3383)
!3381 = !DISubroutineType(types: !3382)
!3382 = !{null, !3077}
!3383 = !{!3379}
!3384 = !{!3385}
!3385 = !DITemplateTypeParameter(name: "_Ex", type: !3079)
!3386 = !DILocation(line: 0, scope: !3380, inlinedAt: !3387)
!3387 = distinct !DILocation(line: 36, column: 9, scope: !3388)
!3388 = distinct !DILexicalBlock(scope: !3367, file: !3, line: 36, column: 7)
!3389 = !DILocalVariable(name: "__ptr", arg: 1, scope: !3390, file: !781, line: 143, type: !3399)
!3390 = distinct !DISubprogram(name: "__rethrow_if_nested_impl<std::exception>", linkageName: "_ZSt24__rethrow_if_nested_implISt9exceptionENSt9enable_ifIXsr6__and_ISt14is_polymorphicIT_ESt5__or_IJSt6__not_ISt10is_base_ofISt16nested_exceptionS3_EESt14is_convertibleIPS3_PS8_EEEEE5valueEvE4typeEPKS3_", scope: !10, file: !781, line: 143, type: !3391, scopeLine: 144, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !3384, retainedNodes: !3400)
!3391 = !DISubroutineType(types: !3392)
!3392 = !{!3393, !3399}
!3393 = !DIDerivedType(tag: DW_TAG_typedef, name: "__rethrow_if_nested_cond<std::exception>", scope: !10, file: !781, line: 134, baseType: !3394)
!3394 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !3395, file: !1103, line: 2234, baseType: null)
!3395 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "enable_if<true, void>", scope: !10, file: !1103, line: 2233, size: 8, flags: DIFlagTypePassByValue, elements: !143, templateParams: !3396, identifier: "_ZTSSt9enable_ifILb1EvE")
!3396 = !{!3397, !3398}
!3397 = !DITemplateValueParameter(type: !128, value: i1 true)
!3398 = !DITemplateTypeParameter(name: "_Tp", type: null, defaulted: true)
!3399 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3078, size: 64)
!3400 = !{!3389, !3401}
!3401 = !DILocalVariable(name: "__ne_ptr", scope: !3402, file: !781, line: 145, type: !778)
!3402 = distinct !DILexicalBlock(scope: !3390, file: !781, line: 145, column: 16)
!3403 = !DILocation(line: 0, scope: !3390, inlinedAt: !3404)
!3404 = distinct !DILocation(line: 160, column: 7, scope: !3380, inlinedAt: !3387)
!3405 = !DILocation(line: 145, column: 27, scope: !3402, inlinedAt: !3404)
!3406 = !DILocation(line: 0, scope: !3402, inlinedAt: !3404)
!3407 = !DILocation(line: 145, column: 16, scope: !3402, inlinedAt: !3404)
!3408 = !DILocation(line: 145, column: 16, scope: !3390, inlinedAt: !3404)
!3409 = !DILocation(line: 146, column: 12, scope: !3402, inlinedAt: !3404)
!3410 = !DILocation(line: 39, column: 1, scope: !3388)
!3411 = !DILocation(line: 36, column: 36, scope: !3388)
!3412 = !DILocation(line: 38, column: 97, scope: !3413)
!3413 = distinct !DILexicalBlock(scope: !3367, file: !3, line: 38, column: 28)
!3414 = !DILocation(line: 37, column: 61, scope: !3415)
!3415 = distinct !DILexicalBlock(scope: !3367, file: !3, line: 37, column: 39)
!3416 = !DILocation(line: 37, column: 41, scope: !3415)
!3417 = !DILocation(line: 39, column: 1, scope: !3367)
!3418 = !DILocation(line: 38, column: 71, scope: !3413)
!3419 = !DILocalVariable(name: "this", arg: 1, scope: !3420, type: !2370, flags: DIFlagArtificial | DIFlagObjectPointer)
!3420 = distinct !DISubprogram(name: "c_str", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5c_strEv", scope: !7, file: !6, line: 2554, type: !688, scopeLine: 2555, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !687, retainedNodes: !3421)
!3421 = !{!3419}
!3422 = !DILocation(line: 0, scope: !3420, inlinedAt: !3423)
!3423 = distinct !DILocation(line: 38, column: 87, scope: !3413)
!3424 = !DILocation(line: 0, scope: !2376, inlinedAt: !3425)
!3425 = distinct !DILocation(line: 2555, column: 16, scope: !3420, inlinedAt: !3423)
!3426 = !DILocation(line: 234, column: 28, scope: !2376, inlinedAt: !3425)
!3427 = !DILocation(line: 38, column: 30, scope: !3413)
!3428 = !DILocation(line: 39, column: 1, scope: !3415)
!3429 = !DILocation(line: 37, column: 67, scope: !3415)
!3430 = distinct !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE9push_backEOS1_", scope: !896, file: !784, line: 1293, type: !1295, scopeLine: 1294, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1294, retainedNodes: !3431)
!3431 = !{!3432, !3433}
!3432 = !DILocalVariable(name: "this", arg: 1, scope: !3430, type: !3097, flags: DIFlagArtificial | DIFlagObjectPointer)
!3433 = !DILocalVariable(name: "__x", arg: 2, scope: !3430, file: !784, line: 1293, type: !1297)
!3434 = !DILocation(line: 0, scope: !3430)
!3435 = !DILocalVariable(name: "this", arg: 1, scope: !3436, type: !3097, flags: DIFlagArtificial | DIFlagObjectPointer)
!3436 = distinct !DISubprogram(name: "emplace_back<std::__exception_ptr::exception_ptr>", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE12emplace_backIJS1_EEERS1_DpOT_", scope: !896, file: !1496, line: 112, type: !3437, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !3440, declaration: !3439, retainedNodes: !3444)
!3437 = !DISubroutineType(types: !3438)
!3438 = !{!1260, !1150, !817}
!3439 = !DISubprogram(name: "emplace_back<std::__exception_ptr::exception_ptr>", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE12emplace_backIJS1_EEERS1_DpOT_", scope: !896, file: !1496, line: 112, type: !3437, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3440)
!3440 = !{!3441}
!3441 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !3442)
!3442 = !{!3443}
!3443 = !DITemplateTypeParameter(type: !786)
!3444 = !{!3435, !3445}
!3445 = !DILocalVariable(name: "__args", arg: 2, scope: !3436, file: !784, line: 1303, type: !817)
!3446 = !DILocation(line: 0, scope: !3436, inlinedAt: !3447)
!3447 = distinct !DILocation(line: 1294, column: 9, scope: !3430)
!3448 = !DILocation(line: 114, column: 20, scope: !3449, inlinedAt: !3447)
!3449 = distinct !DILexicalBlock(scope: !3436, file: !1496, line: 114, column: 6)
!3450 = !DILocation(line: 114, column: 47, scope: !3449, inlinedAt: !3447)
!3451 = !DILocation(line: 114, column: 30, scope: !3449, inlinedAt: !3447)
!3452 = !DILocation(line: 114, column: 6, scope: !3436, inlinedAt: !3447)
!3453 = !DILocalVariable(name: "__a", arg: 1, scope: !3454, file: !22, line: 511, type: !917)
!3454 = distinct !DISubprogram(name: "construct<std::__exception_ptr::exception_ptr, std::__exception_ptr::exception_ptr>", linkageName: "_ZNSt16allocator_traitsISaINSt15__exception_ptr13exception_ptrEEE9constructIS1_JS1_EEEvRS2_PT_DpOT0_", scope: !911, file: !22, line: 511, type: !3455, scopeLine: 514, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !3458, declaration: !3457, retainedNodes: !3460)
!3455 = !DISubroutineType(types: !3456)
!3456 = !{null, !917, !785, !817}
!3457 = !DISubprogram(name: "construct<std::__exception_ptr::exception_ptr, std::__exception_ptr::exception_ptr>", linkageName: "_ZNSt16allocator_traitsISaINSt15__exception_ptr13exception_ptrEEE9constructIS1_JS1_EEEvRS2_PT_DpOT0_", scope: !911, file: !22, line: 511, type: !3455, scopeLine: 511, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !3458)
!3458 = !{!3459, !3441}
!3459 = !DITemplateTypeParameter(name: "_Up", type: !786)
!3460 = !{!3453, !3461, !3462}
!3461 = !DILocalVariable(name: "__p", arg: 2, scope: !3454, file: !22, line: 511, type: !785)
!3462 = !DILocalVariable(name: "__args", arg: 3, scope: !3454, file: !22, line: 512, type: !817)
!3463 = !DILocation(line: 0, scope: !3454, inlinedAt: !3464)
!3464 = distinct !DILocation(line: 117, column: 6, scope: !3465, inlinedAt: !3447)
!3465 = distinct !DILexicalBlock(scope: !3449, file: !1496, line: 115, column: 4)
!3466 = !DILocalVariable(name: "this", arg: 1, scope: !3467, type: !3321, flags: DIFlagArtificial | DIFlagObjectPointer)
!3467 = distinct !DISubprogram(name: "construct<std::__exception_ptr::exception_ptr, std::__exception_ptr::exception_ptr>", linkageName: "_ZNSt15__new_allocatorINSt15__exception_ptr13exception_ptrEE9constructIS1_JS1_EEEvPT_DpOT0_", scope: !923, file: !39, line: 173, type: !3468, scopeLine: 175, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !3458, declaration: !3470, retainedNodes: !3471)
!3468 = !DISubroutineType(types: !3469)
!3469 = !{null, !928, !785, !817}
!3470 = !DISubprogram(name: "construct<std::__exception_ptr::exception_ptr, std::__exception_ptr::exception_ptr>", linkageName: "_ZNSt15__new_allocatorINSt15__exception_ptr13exception_ptrEE9constructIS1_JS1_EEEvPT_DpOT0_", scope: !923, file: !39, line: 173, type: !3468, scopeLine: 173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3458)
!3471 = !{!3466, !3472, !3473}
!3472 = !DILocalVariable(name: "__p", arg: 2, scope: !3467, file: !39, line: 173, type: !785)
!3473 = !DILocalVariable(name: "__args", arg: 3, scope: !3467, file: !39, line: 173, type: !817)
!3474 = !DILocation(line: 0, scope: !3467, inlinedAt: !3475)
!3475 = distinct !DILocation(line: 516, column: 8, scope: !3454, inlinedAt: !3464)
!3476 = !DILocalVariable(name: "this", arg: 1, scope: !3477, type: !785, flags: DIFlagArtificial | DIFlagObjectPointer)
!3477 = distinct !DISubprogram(name: "exception_ptr", linkageName: "_ZNSt15__exception_ptr13exception_ptrC2EOS0_", scope: !786, file: !787, line: 116, type: !815, scopeLine: 118, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !814, retainedNodes: !3478)
!3478 = !{!3476, !3479}
!3479 = !DILocalVariable(name: "__o", arg: 2, scope: !3477, file: !787, line: 116, type: !817)
!3480 = !DILocation(line: 0, scope: !3477, inlinedAt: !3481)
!3481 = distinct !DILocation(line: 175, column: 23, scope: !3467, inlinedAt: !3475)
!3482 = !DILocation(line: 117, column: 33, scope: !3477, inlinedAt: !3481)
!3483 = !DILocation(line: 117, column: 9, scope: !3477, inlinedAt: !3481)
!3484 = !DILocation(line: 118, column: 33, scope: !3485, inlinedAt: !3481)
!3485 = distinct !DILexicalBlock(scope: !3477, file: !787, line: 118, column: 7)
!3486 = !DILocation(line: 119, column: 6, scope: !3465, inlinedAt: !3447)
!3487 = !DILocation(line: 121, column: 4, scope: !3465, inlinedAt: !3447)
!3488 = !DILocation(line: 0, scope: !3161, inlinedAt: !3489)
!3489 = distinct !DILocation(line: 123, column: 22, scope: !3449, inlinedAt: !3447)
!3490 = !DILocation(line: 889, column: 9, scope: !3161, inlinedAt: !3489)
!3491 = !DILocation(line: 123, column: 4, scope: !3449, inlinedAt: !3447)
!3492 = !DILocation(line: 0, scope: !3161, inlinedAt: !3493)
!3493 = distinct !DILocation(line: 1231, column: 11, scope: !3494, inlinedAt: !3497)
!3494 = distinct !DISubprogram(name: "back", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE4backEv", scope: !896, file: !784, line: 1228, type: !1278, scopeLine: 1229, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1283, retainedNodes: !3495)
!3495 = !{!3496}
!3496 = !DILocalVariable(name: "this", arg: 1, scope: !3494, type: !3097, flags: DIFlagArtificial | DIFlagObjectPointer)
!3497 = distinct !DILocation(line: 125, column: 9, scope: !3436, inlinedAt: !3447)
!3498 = !DILocation(line: 1294, column: 39, scope: !3430)
!3499 = !DISubprogram(name: "current_exception", linkageName: "_ZSt17current_exceptionv", scope: !10, file: !787, line: 74, type: !3500, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3500 = !DISubroutineType(types: !3501)
!3501 = !{!786}
!3502 = !DILocation(line: 0, scope: !3264)
!3503 = !DILocation(line: 730, column: 30, scope: !3269)
!3504 = !DILocation(line: 730, column: 54, scope: !3269)
!3505 = !DILocation(line: 0, scope: !3228, inlinedAt: !3506)
!3506 = distinct !DILocation(line: 730, column: 2, scope: !3269)
!3507 = !DILocation(line: 0, scope: !3223, inlinedAt: !3508)
!3508 = distinct !DILocation(line: 850, column: 7, scope: !3228, inlinedAt: !3506)
!3509 = !DILocation(line: 0, scope: !3209, inlinedAt: !3510)
!3510 = distinct !DILocation(line: 195, column: 7, scope: !3223, inlinedAt: !3508)
!3511 = !DILocation(line: 162, column: 19, scope: !3245, inlinedAt: !3510)
!3512 = !DILocation(line: 162, column: 4, scope: !3246, inlinedAt: !3510)
!3513 = !DILocation(line: 0, scope: !3239, inlinedAt: !3514)
!3514 = distinct !DILocation(line: 163, column: 6, scope: !3245, inlinedAt: !3510)
!3515 = !DILocation(line: 0, scope: !3132, inlinedAt: !3516)
!3516 = distinct !DILocation(line: 151, column: 19, scope: !3239, inlinedAt: !3514)
!3517 = !DILocation(line: 200, column: 11, scope: !3137, inlinedAt: !3516)
!3518 = !DILocation(line: 200, column: 11, scope: !3138, inlinedAt: !3516)
!3519 = !DILocation(line: 201, column: 2, scope: !3137, inlinedAt: !3516)
!3520 = !DILocation(line: 162, column: 30, scope: !3245, inlinedAt: !3510)
!3521 = distinct !{!3521, !3512, !3522, !2999}
!3522 = !DILocation(line: 163, column: 46, scope: !3246, inlinedAt: !3510)
!3523 = !DILocation(line: 366, column: 24, scope: !3290, inlinedAt: !3524)
!3524 = distinct !DILocation(line: 733, column: 7, scope: !3269)
!3525 = !DILocation(line: 0, scope: !3291, inlinedAt: !3524)
!3526 = !DILocation(line: 0, scope: !3297, inlinedAt: !3527)
!3527 = distinct !DILocation(line: 366, column: 2, scope: !3290, inlinedAt: !3524)
!3528 = !DILocation(line: 386, column: 6, scope: !3304, inlinedAt: !3527)
!3529 = !DILocation(line: 386, column: 6, scope: !3297, inlinedAt: !3527)
!3530 = !DILocation(line: 367, column: 17, scope: !3290, inlinedAt: !3524)
!3531 = !DILocation(line: 367, column: 35, scope: !3290, inlinedAt: !3524)
!3532 = !DILocation(line: 0, scope: !3310, inlinedAt: !3533)
!3533 = distinct !DILocation(line: 387, column: 4, scope: !3304, inlinedAt: !3527)
!3534 = !DILocation(line: 0, scope: !3317, inlinedAt: !3535)
!3535 = distinct !DILocation(line: 496, column: 13, scope: !3310, inlinedAt: !3533)
!3536 = !DILocation(line: 158, column: 2, scope: !3317, inlinedAt: !3535)
!3537 = !DILocation(line: 387, column: 4, scope: !3304, inlinedAt: !3527)
!3538 = !DILocation(line: 733, column: 7, scope: !3264)
!3539 = distinct !DISubprogram(name: "Part", linkageName: "_ZN4PartC2Ei", scope: !1366, file: !3, line: 20, type: !1369, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1368, retainedNodes: !3540)
!3540 = !{!3541, !3543}
!3541 = !DILocalVariable(name: "this", arg: 1, scope: !3539, type: !3542, flags: DIFlagArtificial | DIFlagObjectPointer)
!3542 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1366, size: 64)
!3543 = !DILocalVariable(name: "k", arg: 2, scope: !3539, file: !3, line: 20, type: !255)
!3544 = !DILocation(line: 0, scope: !3539)
!3545 = !DILocation(line: 20, column: 35, scope: !3546)
!3546 = distinct !DILexicalBlock(scope: !3547, file: !3, line: 20, column: 33)
!3547 = distinct !DILexicalBlock(scope: !3539, file: !3, line: 20, column: 27)
!3548 = !DILocation(line: 20, column: 33, scope: !3547)
!3549 = !DILocation(line: 20, column: 41, scope: !3546)
!3550 = !DILocation(line: 20, column: 65, scope: !3546)
!3551 = !DILocation(line: 20, column: 75, scope: !3546)
!3552 = !DILocation(line: 20, column: 73, scope: !3546)
!3553 = !DILocation(line: 20, column: 47, scope: !3546)
!3554 = !DILocation(line: 20, column: 95, scope: !3546)
!3555 = !DILocation(line: 0, scope: !2472, inlinedAt: !3556)
!3556 = distinct !DILocation(line: 20, column: 41, scope: !3546)
!3557 = !DILocation(line: 0, scope: !2477, inlinedAt: !3558)
!3558 = distinct !DILocation(line: 795, column: 9, scope: !2481, inlinedAt: !3556)
!3559 = !DILocation(line: 0, scope: !2368, inlinedAt: !3560)
!3560 = distinct !DILocation(line: 285, column: 7, scope: !2484, inlinedAt: !3558)
!3561 = !DILocation(line: 0, scope: !2376, inlinedAt: !3562)
!3562 = distinct !DILocation(line: 274, column: 16, scope: !2368, inlinedAt: !3560)
!3563 = !DILocation(line: 234, column: 28, scope: !2376, inlinedAt: !3562)
!3564 = !DILocation(line: 0, scope: !2385, inlinedAt: !3565)
!3565 = distinct !DILocation(line: 274, column: 29, scope: !2368, inlinedAt: !3560)
!3566 = !DILocation(line: 252, column: 57, scope: !2385, inlinedAt: !3565)
!3567 = !DILocation(line: 274, column: 26, scope: !2368, inlinedAt: !3560)
!3568 = !DILocation(line: 285, column: 6, scope: !2477, inlinedAt: !3558)
!3569 = !DILocation(line: 286, column: 15, scope: !2484, inlinedAt: !3558)
!3570 = !DILocation(line: 0, scope: !2494, inlinedAt: !3571)
!3571 = distinct !DILocation(line: 286, column: 4, scope: !2484, inlinedAt: !3558)
!3572 = !DILocation(line: 0, scope: !2376, inlinedAt: !3573)
!3573 = distinct !DILocation(line: 292, column: 55, scope: !2494, inlinedAt: !3571)
!3574 = !DILocation(line: 292, column: 73, scope: !2494, inlinedAt: !3571)
!3575 = !DILocation(line: 0, scope: !2503, inlinedAt: !3576)
!3576 = distinct !DILocation(line: 292, column: 9, scope: !2494, inlinedAt: !3571)
!3577 = !DILocation(line: 0, scope: !2510, inlinedAt: !3578)
!3578 = distinct !DILocation(line: 496, column: 13, scope: !2503, inlinedAt: !3576)
!3579 = !DILocation(line: 158, column: 2, scope: !2510, inlinedAt: !3578)
!3580 = !DILocation(line: 286, column: 4, scope: !2484, inlinedAt: !3558)
!3581 = !DILocation(line: 0, scope: !2472, inlinedAt: !3582)
!3582 = distinct !DILocation(line: 20, column: 41, scope: !3546)
!3583 = !DILocation(line: 0, scope: !2477, inlinedAt: !3584)
!3584 = distinct !DILocation(line: 795, column: 9, scope: !2481, inlinedAt: !3582)
!3585 = !DILocation(line: 0, scope: !2368, inlinedAt: !3586)
!3586 = distinct !DILocation(line: 285, column: 7, scope: !2484, inlinedAt: !3584)
!3587 = !DILocation(line: 0, scope: !2376, inlinedAt: !3588)
!3588 = distinct !DILocation(line: 274, column: 16, scope: !2368, inlinedAt: !3586)
!3589 = !DILocation(line: 234, column: 28, scope: !2376, inlinedAt: !3588)
!3590 = !DILocation(line: 0, scope: !2385, inlinedAt: !3591)
!3591 = distinct !DILocation(line: 274, column: 29, scope: !2368, inlinedAt: !3586)
!3592 = !DILocation(line: 252, column: 57, scope: !2385, inlinedAt: !3591)
!3593 = !DILocation(line: 274, column: 26, scope: !2368, inlinedAt: !3586)
!3594 = !DILocation(line: 285, column: 6, scope: !2477, inlinedAt: !3584)
!3595 = !DILocation(line: 286, column: 15, scope: !2484, inlinedAt: !3584)
!3596 = !DILocation(line: 0, scope: !2494, inlinedAt: !3597)
!3597 = distinct !DILocation(line: 286, column: 4, scope: !2484, inlinedAt: !3584)
!3598 = !DILocation(line: 0, scope: !2376, inlinedAt: !3599)
!3599 = distinct !DILocation(line: 292, column: 55, scope: !2494, inlinedAt: !3597)
!3600 = !DILocation(line: 292, column: 73, scope: !2494, inlinedAt: !3597)
!3601 = !DILocation(line: 0, scope: !2503, inlinedAt: !3602)
!3602 = distinct !DILocation(line: 292, column: 9, scope: !2494, inlinedAt: !3597)
!3603 = !DILocation(line: 0, scope: !2510, inlinedAt: !3604)
!3604 = distinct !DILocation(line: 496, column: 13, scope: !2503, inlinedAt: !3602)
!3605 = !DILocation(line: 158, column: 2, scope: !2510, inlinedAt: !3604)
!3606 = !DILocation(line: 286, column: 4, scope: !2484, inlinedAt: !3584)
!3607 = !DILocation(line: 20, column: 95, scope: !3539)
!3608 = distinct !DISubprogram(name: "rethrow_nested", linkageName: "_ZNKSt16nested_exception14rethrow_nestedEv", scope: !780, file: !781, line: 67, type: !3609, scopeLine: 68, flags: DIFlagPrototyped | DIFlagNoReturn | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !3612, retainedNodes: !3613)
!3609 = !DISubroutineType(types: !3610)
!3610 = !{null, !3611}
!3611 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !779, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!3612 = !DISubprogram(name: "rethrow_nested", linkageName: "_ZNKSt16nested_exception14rethrow_nestedEv", scope: !780, file: !781, line: 67, type: !3609, scopeLine: 67, flags: DIFlagPublic | DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!3613 = !{!3614}
!3614 = !DILocalVariable(name: "this", arg: 1, scope: !3608, type: !778, flags: DIFlagArtificial | DIFlagObjectPointer)
!3615 = !DILocation(line: 0, scope: !3608)
!3616 = !DILocation(line: 69, column: 11, scope: !3617)
!3617 = distinct !DILexicalBlock(scope: !3608, file: !781, line: 69, column: 11)
!3618 = !DILocalVariable(name: "this", arg: 1, scope: !3619, type: !945, flags: DIFlagArtificial | DIFlagObjectPointer)
!3619 = distinct !DISubprogram(name: "operator bool", linkageName: "_ZNKSt15__exception_ptr13exception_ptrcvbEv", scope: !786, file: !787, line: 155, type: !830, scopeLine: 156, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !829, retainedNodes: !3620)
!3620 = !{!3618}
!3621 = !DILocation(line: 0, scope: !3619, inlinedAt: !3622)
!3622 = distinct !DILocation(line: 69, column: 11, scope: !3617)
!3623 = !DILocation(line: 156, column: 16, scope: !3619, inlinedAt: !3622)
!3624 = !DILocation(line: 69, column: 11, scope: !3608)
!3625 = !DILocation(line: 0, scope: !3329, inlinedAt: !3626)
!3626 = distinct !DILocation(line: 70, column: 20, scope: !3617)
!3627 = !DILocation(line: 190, column: 7, scope: !3329, inlinedAt: !3626)
!3628 = !DILocation(line: 193, column: 2, scope: !3338, inlinedAt: !3626)
!3629 = !DILocation(line: 70, column: 2, scope: !3617)
!3630 = !DILocation(line: 72, column: 5, scope: !3617)
!3631 = !DILocation(line: 0, scope: !3132, inlinedAt: !3632)
!3632 = distinct !DILocation(line: 70, column: 2, scope: !3617)
!3633 = !DILocation(line: 200, column: 11, scope: !3137, inlinedAt: !3632)
!3634 = !DILocation(line: 200, column: 11, scope: !3138, inlinedAt: !3632)
!3635 = !DILocation(line: 201, column: 2, scope: !3137, inlinedAt: !3632)
!3636 = !DILocation(line: 71, column: 7, scope: !3608)
!3637 = !DISubprogram(name: "__builtin_strlen", scope: !838, file: !838, line: 122, type: !3638, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3638 = !DISubroutineType(types: !3639)
!3639 = !{!72, !62}
!3640 = !DISubprogram(name: "__throw_logic_error", linkageName: "_ZSt19__throw_logic_errorPKc", scope: !10, file: !3641, line: 66, type: !1648, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!3641 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/functexcept.h", directory: "", checksumkind: CSK_MD5, checksum: "a363406ed41198146320f1e077ba3f30")
!3642 = distinct !DISubprogram(name: "__throw_with_nested_impl<std::runtime_error>", linkageName: "_ZSt24__throw_with_nested_implISt13runtime_errorEvOT_St17integral_constantIbLb1EE", scope: !10, file: !781, line: 99, type: !3643, scopeLine: 100, flags: DIFlagPrototyped | DIFlagNoReturn | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !2856, retainedNodes: !3645)
!3643 = !DISubroutineType(types: !3644)
!3644 = !{null, !2853, !1102}
!3645 = !{!3646, !3647}
!3646 = !DILocalVariable(name: "__t", arg: 1, scope: !3642, file: !781, line: 99, type: !2853)
!3647 = !DILocalVariable(arg: 2, scope: !3642, file: !781, line: 99, type: !1102)
!3648 = !DILocation(line: 0, scope: !3642)
!3649 = !DILocation(line: 102, column: 7, scope: !3642)
!3650 = !DILocation(line: 102, column: 13, scope: !3642)
!3651 = distinct !DISubprogram(name: "_Nested_exception", linkageName: "_ZNSt17_Nested_exceptionISt13runtime_errorEC2EOS0_", scope: !3652, file: !781, line: 88, type: !3661, scopeLine: 90, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !3660, retainedNodes: !3665)
!3652 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Nested_exception<std::runtime_error>", scope: !10, file: !781, line: 82, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !3653, vtableHolder: !3079, templateParams: !3663, identifier: "_ZTSSt17_Nested_exceptionISt13runtime_errorE")
!3653 = !{!3654, !3655, !3656, !3660}
!3654 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !3652, baseType: !776, extraData: i32 0)
!3655 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !3652, baseType: !780, offset: 128, extraData: i32 0)
!3656 = !DISubprogram(name: "_Nested_exception", scope: !3652, file: !781, line: 84, type: !3657, scopeLine: 84, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3657 = !DISubroutineType(types: !3658)
!3658 = !{null, !3659, !3089}
!3659 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3652, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!3660 = !DISubprogram(name: "_Nested_exception", scope: !3652, file: !781, line: 88, type: !3661, scopeLine: 88, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3661 = !DISubroutineType(types: !3662)
!3662 = !{null, !3659, !2853}
!3663 = !{!3664}
!3664 = !DITemplateTypeParameter(name: "_Except", type: !776)
!3665 = !{!3666, !3668}
!3666 = !DILocalVariable(name: "this", arg: 1, scope: !3651, type: !3667, flags: DIFlagArtificial | DIFlagObjectPointer)
!3667 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3652, size: 64)
!3668 = !DILocalVariable(name: "__ex", arg: 2, scope: !3651, file: !781, line: 88, type: !2853)
!3669 = !DILocation(line: 0, scope: !3651)
!3670 = !DILocation(line: 89, column: 9, scope: !3651)
!3671 = !DILocation(line: 90, column: 7, scope: !3651)
!3672 = !DILocalVariable(name: "this", arg: 1, scope: !3673, type: !3679, flags: DIFlagArtificial | DIFlagObjectPointer)
!3673 = distinct !DISubprogram(name: "nested_exception", linkageName: "_ZNSt16nested_exceptionC2Ev", scope: !780, file: !781, line: 57, type: !3674, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !3677, retainedNodes: !3678)
!3674 = !DISubroutineType(types: !3675)
!3675 = !{null, !3676}
!3676 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !780, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!3677 = !DISubprogram(name: "nested_exception", scope: !780, file: !781, line: 57, type: !3674, scopeLine: 57, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3678 = !{!3672}
!3679 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !780, size: 64)
!3680 = !DILocation(line: 0, scope: !3673, inlinedAt: !3681)
!3681 = distinct !DILocation(line: 88, column: 16, scope: !3651)
!3682 = !DILocation(line: 57, column: 63, scope: !3673, inlinedAt: !3681)
!3683 = !DILocation(line: 57, column: 35, scope: !3673, inlinedAt: !3681)
!3684 = !DILocation(line: 57, column: 42, scope: !3673, inlinedAt: !3681)
!3685 = !DILocation(line: 90, column: 9, scope: !3651)
!3686 = distinct !DISubprogram(name: "~_Nested_exception", linkageName: "_ZNSt17_Nested_exceptionISt13runtime_errorED2Ev", scope: !3652, file: !781, line: 82, type: !3687, scopeLine: 82, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !3689, retainedNodes: !3690)
!3687 = !DISubroutineType(types: !3688)
!3688 = !{null, !3659}
!3689 = !DISubprogram(name: "~_Nested_exception", scope: !3652, type: !3687, containingType: !3652, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!3690 = !{!3691}
!3691 = !DILocalVariable(name: "this", arg: 1, scope: !3686, type: !3667, flags: DIFlagArtificial | DIFlagObjectPointer)
!3692 = !DILocation(line: 0, scope: !3686)
!3693 = !DILocation(line: 82, column: 12, scope: !3694)
!3694 = distinct !DILexicalBlock(scope: !3686, file: !781, line: 82, column: 12)
!3695 = !DILocation(line: 82, column: 12, scope: !3686)
!3696 = distinct !DISubprogram(name: "~_Nested_exception", linkageName: "_ZNSt17_Nested_exceptionISt13runtime_errorED0Ev", scope: !3652, file: !781, line: 82, type: !3687, scopeLine: 82, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !3689, retainedNodes: !3697)
!3697 = !{!3698}
!3698 = !DILocalVariable(name: "this", arg: 1, scope: !3696, type: !3667, flags: DIFlagArtificial | DIFlagObjectPointer)
!3699 = !DILocation(line: 0, scope: !3696)
!3700 = !DILocation(line: 0, scope: !3686, inlinedAt: !3701)
!3701 = distinct !DILocation(line: 82, column: 12, scope: !3696)
!3702 = !DILocation(line: 82, column: 12, scope: !3694, inlinedAt: !3701)
!3703 = !DILocation(line: 82, column: 12, scope: !3696)
!3704 = distinct !DISubprogram(linkageName: "_ZThn16_NSt17_Nested_exceptionISt13runtime_errorED1Ev", scope: !781, file: !781, line: 82, type: !3705, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!3705 = !DISubroutineType(types: !143)
!3706 = !DILocation(line: 0, scope: !3704)
!3707 = !DILocation(line: 0, scope: !3686, inlinedAt: !3708)
!3708 = distinct !DILocation(line: 0, scope: !3704)
!3709 = !DILocation(line: 82, column: 12, scope: !3694, inlinedAt: !3708)
!3710 = distinct !DISubprogram(linkageName: "_ZThn16_NSt17_Nested_exceptionISt13runtime_errorED0Ev", scope: !781, file: !781, line: 82, type: !3705, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!3711 = !DILocation(line: 0, scope: !3710)
!3712 = !DILocation(line: 0, scope: !3696, inlinedAt: !3713)
!3713 = distinct !DILocation(line: 0, scope: !3710)
!3714 = !DILocation(line: 0, scope: !3686, inlinedAt: !3715)
!3715 = distinct !DILocation(line: 82, column: 12, scope: !3696, inlinedAt: !3713)
!3716 = !DILocation(line: 82, column: 12, scope: !3694, inlinedAt: !3715)
!3717 = !DILocation(line: 82, column: 12, scope: !3696, inlinedAt: !3713)
!3718 = distinct !DISubprogram(name: "_M_realloc_insert<std::__exception_ptr::exception_ptr>", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE17_M_realloc_insertIJS1_EEEvN9__gnu_cxx17__normal_iteratorIPS1_S3_EEDpOT_", scope: !896, file: !1496, line: 440, type: !3719, scopeLine: 447, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !3440, declaration: !3721, retainedNodes: !3722)
!3719 = !DISubroutineType(types: !3720)
!3720 = !{null, !1150, !1218, !817}
!3721 = !DISubprogram(name: "_M_realloc_insert<std::__exception_ptr::exception_ptr>", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE17_M_realloc_insertIJS1_EEEvN9__gnu_cxx17__normal_iteratorIPS1_S3_EEDpOT_", scope: !896, file: !1496, line: 440, type: !3719, scopeLine: 440, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3440)
!3722 = !{!3723, !3724, !3725, !3726, !3728, !3729, !3730, !3731, !3732}
!3723 = !DILocalVariable(name: "this", arg: 1, scope: !3718, type: !3097, flags: DIFlagArtificial | DIFlagObjectPointer)
!3724 = !DILocalVariable(name: "__position", arg: 2, scope: !3718, file: !784, line: 1868, type: !1218)
!3725 = !DILocalVariable(name: "__args", arg: 3, scope: !3718, file: !784, line: 1868, type: !817)
!3726 = !DILocalVariable(name: "__len", scope: !3718, file: !1496, line: 448, type: !3727)
!3727 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !783)
!3728 = !DILocalVariable(name: "__old_start", scope: !3718, file: !1496, line: 450, type: !1138)
!3729 = !DILocalVariable(name: "__old_finish", scope: !3718, file: !1496, line: 451, type: !1138)
!3730 = !DILocalVariable(name: "__elems_before", scope: !3718, file: !1496, line: 452, type: !3727)
!3731 = !DILocalVariable(name: "__new_start", scope: !3718, file: !1496, line: 453, type: !1138)
!3732 = !DILocalVariable(name: "__new_finish", scope: !3718, file: !1496, line: 454, type: !1138)
!3733 = !DILocation(line: 0, scope: !3718)
!3734 = !DILocalVariable(name: "this", arg: 1, scope: !3735, type: !3740, flags: DIFlagArtificial | DIFlagObjectPointer)
!3735 = distinct !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE12_M_check_lenEmPKc", scope: !896, file: !784, line: 1891, type: !1334, scopeLine: 1892, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1333, retainedNodes: !3736)
!3736 = !{!3734, !3737, !3738, !3739}
!3737 = !DILocalVariable(name: "__n", arg: 2, scope: !3735, file: !784, line: 1891, type: !783)
!3738 = !DILocalVariable(name: "__s", arg: 3, scope: !3735, file: !784, line: 1891, type: !62)
!3739 = !DILocalVariable(name: "__len", scope: !3735, file: !784, line: 1896, type: !3727)
!3740 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1170, size: 64)
!3741 = !DILocation(line: 0, scope: !3735, inlinedAt: !3742)
!3742 = distinct !DILocation(line: 449, column: 2, scope: !3718)
!3743 = !DILocalVariable(name: "this", arg: 1, scope: !3744, type: !3740, flags: DIFlagArtificial | DIFlagObjectPointer)
!3744 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE4sizeEv", scope: !896, file: !784, line: 987, type: !1244, scopeLine: 988, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1243, retainedNodes: !3745)
!3745 = !{!3743}
!3746 = !DILocation(line: 0, scope: !3744, inlinedAt: !3747)
!3747 = distinct !DILocation(line: 1893, column: 19, scope: !3748, inlinedAt: !3742)
!3748 = distinct !DILexicalBlock(scope: !3735, file: !784, line: 1893, column: 6)
!3749 = !DILocation(line: 988, column: 40, scope: !3744, inlinedAt: !3747)
!3750 = !DILocation(line: 988, column: 66, scope: !3744, inlinedAt: !3747)
!3751 = !DILocation(line: 988, column: 50, scope: !3744, inlinedAt: !3747)
!3752 = !DILocation(line: 1893, column: 26, scope: !3748, inlinedAt: !3742)
!3753 = !DILocation(line: 1893, column: 6, scope: !3735, inlinedAt: !3742)
!3754 = !DILocation(line: 1894, column: 4, scope: !3748, inlinedAt: !3742)
!3755 = !DILocation(line: 0, scope: !3744, inlinedAt: !3756)
!3756 = distinct !DILocation(line: 1896, column: 26, scope: !3735, inlinedAt: !3742)
!3757 = !DILocation(line: 0, scope: !3744, inlinedAt: !3758)
!3758 = distinct !DILocation(line: 1896, column: 46, scope: !3735, inlinedAt: !3742)
!3759 = !DILocation(line: 1896, column: 35, scope: !3735, inlinedAt: !3742)
!3760 = !DILocation(line: 1896, column: 33, scope: !3735, inlinedAt: !3742)
!3761 = !DILocation(line: 0, scope: !3744, inlinedAt: !3762)
!3762 = distinct !DILocation(line: 1897, column: 18, scope: !3735, inlinedAt: !3742)
!3763 = !DILocation(line: 1897, column: 16, scope: !3735, inlinedAt: !3742)
!3764 = !DILocation(line: 1897, column: 25, scope: !3735, inlinedAt: !3742)
!3765 = !DILocalVariable(name: "__lhs", arg: 1, scope: !3766, file: !212, line: 1330, type: !3173)
!3766 = distinct !DISubprogram(name: "operator-<std::__exception_ptr::exception_ptr *, std::vector<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr> > >", linkageName: "_ZN9__gnu_cxxmiIPNSt15__exception_ptr13exception_ptrESt6vectorIS2_SaIS2_EEEENS_17__normal_iteratorIT_T0_E15difference_typeERKSA_SD_", scope: !18, file: !212, line: 1330, type: !3767, scopeLine: 1333, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !894, retainedNodes: !3769)
!3767 = !DISubroutineType(types: !3768)
!3768 = !{!879, !3173, !3173}
!3769 = !{!3765, !3770}
!3770 = !DILocalVariable(name: "__rhs", arg: 2, scope: !3766, file: !212, line: 1331, type: !3173)
!3771 = !DILocation(line: 0, scope: !3766, inlinedAt: !3772)
!3772 = distinct !DILocation(line: 452, column: 51, scope: !3718)
!3773 = !DILocation(line: 1333, column: 27, scope: !3766, inlinedAt: !3772)
!3774 = !DILocalVariable(name: "this", arg: 1, scope: !3775, type: !3103, flags: DIFlagArtificial | DIFlagObjectPointer)
!3775 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE11_M_allocateEm", scope: !899, file: !784, line: 375, type: !1092, scopeLine: 376, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1091, retainedNodes: !3776)
!3776 = !{!3774, !3777}
!3777 = !DILocalVariable(name: "__n", arg: 2, scope: !3775, file: !784, line: 375, type: !70)
!3778 = !DILocation(line: 0, scope: !3775, inlinedAt: !3779)
!3779 = distinct !DILocation(line: 453, column: 33, scope: !3718)
!3780 = !DILocation(line: 378, column: 13, scope: !3775, inlinedAt: !3779)
!3781 = !DILocation(line: 378, column: 9, scope: !3775, inlinedAt: !3779)
!3782 = !DILocalVariable(name: "__a", arg: 1, scope: !3783, file: !22, line: 463, type: !917)
!3783 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaINSt15__exception_ptr13exception_ptrEEE8allocateERS2_m", scope: !911, file: !22, line: 463, type: !914, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !913, retainedNodes: !3784)
!3784 = !{!3782, !3785}
!3785 = !DILocalVariable(name: "__n", arg: 2, scope: !3783, file: !22, line: 463, type: !100)
!3786 = !DILocation(line: 0, scope: !3783, inlinedAt: !3787)
!3787 = distinct !DILocation(line: 378, column: 20, scope: !3775, inlinedAt: !3779)
!3788 = !DILocalVariable(name: "this", arg: 1, scope: !3789, type: !3321, flags: DIFlagArtificial | DIFlagObjectPointer)
!3789 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorINSt15__exception_ptr13exception_ptrEE8allocateEmPKv", scope: !923, file: !39, line: 112, type: !948, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !947, retainedNodes: !3790)
!3790 = !{!3788, !3791, !3792}
!3791 = !DILocalVariable(name: "__n", arg: 2, scope: !3789, file: !39, line: 112, type: !69)
!3792 = !DILocalVariable(arg: 3, scope: !3789, file: !39, line: 112, type: !73)
!3793 = !DILocation(line: 0, scope: !3789, inlinedAt: !3794)
!3794 = distinct !DILocation(line: 464, column: 20, scope: !3783, inlinedAt: !3787)
!3795 = !DILocation(line: 137, column: 53, scope: !3789, inlinedAt: !3794)
!3796 = !DILocation(line: 137, column: 27, scope: !3789, inlinedAt: !3794)
!3797 = !DILocation(line: 463, column: 20, scope: !3798)
!3798 = distinct !DILexicalBlock(scope: !3718, file: !1496, line: 456, column: 2)
!3799 = !DILocation(line: 0, scope: !3454, inlinedAt: !3800)
!3800 = distinct !DILocation(line: 462, column: 4, scope: !3798)
!3801 = !DILocation(line: 0, scope: !3467, inlinedAt: !3802)
!3802 = distinct !DILocation(line: 516, column: 8, scope: !3454, inlinedAt: !3800)
!3803 = !DILocation(line: 0, scope: !3477, inlinedAt: !3804)
!3804 = distinct !DILocation(line: 175, column: 23, scope: !3467, inlinedAt: !3802)
!3805 = !DILocation(line: 117, column: 33, scope: !3477, inlinedAt: !3804)
!3806 = !DILocation(line: 117, column: 9, scope: !3477, inlinedAt: !3804)
!3807 = !DILocation(line: 118, column: 33, scope: !3485, inlinedAt: !3804)
!3808 = !DILocalVariable(name: "__first", arg: 1, scope: !3809, file: !784, line: 499, type: !1138)
!3809 = distinct !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE11_S_relocateEPS1_S4_S4_RS2_", scope: !896, file: !784, line: 499, type: !1145, scopeLine: 501, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1144, retainedNodes: !3810)
!3810 = !{!3808, !3811, !3812, !3813}
!3811 = !DILocalVariable(name: "__last", arg: 2, scope: !3809, file: !784, line: 499, type: !1138)
!3812 = !DILocalVariable(name: "__result", arg: 3, scope: !3809, file: !784, line: 499, type: !1138)
!3813 = !DILocalVariable(name: "__alloc", arg: 4, scope: !3809, file: !784, line: 500, type: !1139)
!3814 = !DILocation(line: 0, scope: !3809, inlinedAt: !3815)
!3815 = distinct !DILocation(line: 474, column: 23, scope: !3816)
!3816 = distinct !DILexicalBlock(scope: !3817, file: !1496, line: 473, column: 6)
!3817 = distinct !DILexicalBlock(scope: !3798, file: !1496, line: 472, column: 29)
!3818 = !DILocalVariable(name: "__first", arg: 1, scope: !3819, file: !3820, line: 1127, type: !785)
!3819 = distinct !DISubprogram(name: "__relocate_a<std::__exception_ptr::exception_ptr *, std::__exception_ptr::exception_ptr *, std::allocator<std::__exception_ptr::exception_ptr> >", linkageName: "_ZSt12__relocate_aIPNSt15__exception_ptr13exception_ptrES2_SaIS1_EET0_T_S5_S4_RT1_", scope: !10, file: !3820, line: 1127, type: !3821, scopeLine: 1132, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !3827, retainedNodes: !3823)
!3820 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/stl_uninitialized.h", directory: "", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!3821 = !DISubroutineType(types: !3822)
!3822 = !{!785, !785, !785, !785, !971}
!3823 = !{!3818, !3824, !3825, !3826}
!3824 = !DILocalVariable(name: "__last", arg: 2, scope: !3819, file: !3820, line: 1127, type: !785)
!3825 = !DILocalVariable(name: "__result", arg: 3, scope: !3819, file: !3820, line: 1128, type: !785)
!3826 = !DILocalVariable(name: "__alloc", arg: 4, scope: !3819, file: !3820, line: 1128, type: !971)
!3827 = !{!3828, !3218, !3829}
!3828 = !DITemplateTypeParameter(name: "_InputIterator", type: !785)
!3829 = !DITemplateTypeParameter(name: "_Allocator", type: !919)
!3830 = !DILocation(line: 0, scope: !3819, inlinedAt: !3831)
!3831 = distinct !DILocation(line: 504, column: 9, scope: !3809, inlinedAt: !3815)
!3832 = !DILocalVariable(name: "__first", arg: 1, scope: !3833, file: !3820, line: 1078, type: !785)
!3833 = distinct !DISubprogram(name: "__relocate_a_1<std::__exception_ptr::exception_ptr *, std::__exception_ptr::exception_ptr *, std::allocator<std::__exception_ptr::exception_ptr> >", linkageName: "_ZSt14__relocate_a_1IPNSt15__exception_ptr13exception_ptrES2_SaIS1_EET0_T_S5_S4_RT1_", scope: !10, file: !3820, line: 1078, type: !3821, scopeLine: 1083, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !3827, retainedNodes: !3834)
!3834 = !{!3832, !3835, !3836, !3837, !3838}
!3835 = !DILocalVariable(name: "__last", arg: 2, scope: !3833, file: !3820, line: 1078, type: !785)
!3836 = !DILocalVariable(name: "__result", arg: 3, scope: !3833, file: !3820, line: 1079, type: !785)
!3837 = !DILocalVariable(name: "__alloc", arg: 4, scope: !3833, file: !3820, line: 1079, type: !971)
!3838 = !DILocalVariable(name: "__cur", scope: !3833, file: !3820, line: 1090, type: !785)
!3839 = !DILocation(line: 0, scope: !3833, inlinedAt: !3840)
!3840 = distinct !DILocation(line: 1133, column: 14, scope: !3819, inlinedAt: !3831)
!3841 = !DILocation(line: 1091, column: 22, scope: !3842, inlinedAt: !3840)
!3842 = distinct !DILexicalBlock(scope: !3843, file: !3820, line: 1091, column: 7)
!3843 = distinct !DILexicalBlock(scope: !3833, file: !3820, line: 1091, column: 7)
!3844 = !DILocation(line: 1091, column: 7, scope: !3843, inlinedAt: !3840)
!3845 = !{!3846}
!3846 = distinct !{!3846, !3847, !"_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_: argument 0"}
!3847 = distinct !{!3847, !"_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_"}
!3848 = !DILocation(line: 1092, column: 2, scope: !3842, inlinedAt: !3840)
!3849 = !{!3850}
!3850 = distinct !{!3850, !3847, !"_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_: argument 1"}
!3851 = !DILocalVariable(name: "__dest", arg: 1, scope: !3852, file: !3820, line: 1056, type: !3855)
!3852 = distinct !DISubprogram(name: "__relocate_object_a<std::__exception_ptr::exception_ptr, std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr> >", linkageName: "_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_", scope: !10, file: !3820, line: 1056, type: !3853, scopeLine: 1062, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !3859, retainedNodes: !3856)
!3853 = !DISubroutineType(types: !3854)
!3854 = !{null, !3855, !3855, !971}
!3855 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !785)
!3856 = !{!3851, !3857, !3858}
!3857 = !DILocalVariable(name: "__orig", arg: 2, scope: !3852, file: !3820, line: 1056, type: !3855)
!3858 = !DILocalVariable(name: "__alloc", arg: 3, scope: !3852, file: !3820, line: 1057, type: !971)
!3859 = !{!958, !3459, !3829}
!3860 = !DILocation(line: 0, scope: !3852, inlinedAt: !3861)
!3861 = distinct !DILocation(line: 1092, column: 2, scope: !3842, inlinedAt: !3840)
!3862 = !DILocation(line: 0, scope: !3454, inlinedAt: !3863)
!3863 = distinct !DILocation(line: 1064, column: 7, scope: !3852, inlinedAt: !3861)
!3864 = !DILocation(line: 0, scope: !3467, inlinedAt: !3865)
!3865 = distinct !DILocation(line: 516, column: 8, scope: !3454, inlinedAt: !3863)
!3866 = !DILocation(line: 0, scope: !3477, inlinedAt: !3867)
!3867 = distinct !DILocation(line: 175, column: 23, scope: !3467, inlinedAt: !3865)
!3868 = !DILocation(line: 117, column: 33, scope: !3477, inlinedAt: !3867)
!3869 = !DILocation(line: 117, column: 9, scope: !3477, inlinedAt: !3867)
!3870 = !DILocation(line: 118, column: 33, scope: !3485, inlinedAt: !3867)
!3871 = !DILocation(line: 1091, column: 33, scope: !3842, inlinedAt: !3840)
!3872 = !DILocation(line: 1091, column: 50, scope: !3842, inlinedAt: !3840)
!3873 = distinct !{!3873, !3844, !3874, !2999}
!3874 = !DILocation(line: 1093, column: 41, scope: !3843, inlinedAt: !3840)
!3875 = !DILocation(line: 477, column: 8, scope: !3816)
!3876 = !DILocation(line: 0, scope: !3809, inlinedAt: !3877)
!3877 = distinct !DILocation(line: 479, column: 23, scope: !3816)
!3878 = !DILocation(line: 0, scope: !3819, inlinedAt: !3879)
!3879 = distinct !DILocation(line: 504, column: 9, scope: !3809, inlinedAt: !3877)
!3880 = !DILocation(line: 0, scope: !3833, inlinedAt: !3881)
!3881 = distinct !DILocation(line: 1133, column: 14, scope: !3819, inlinedAt: !3879)
!3882 = !DILocation(line: 1091, column: 22, scope: !3842, inlinedAt: !3881)
!3883 = !DILocation(line: 1091, column: 7, scope: !3843, inlinedAt: !3881)
!3884 = !{!3885}
!3885 = distinct !{!3885, !3886, !"_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_: argument 0"}
!3886 = distinct !{!3886, !"_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_"}
!3887 = !DILocation(line: 1092, column: 2, scope: !3842, inlinedAt: !3881)
!3888 = !{!3889}
!3889 = distinct !{!3889, !3886, !"_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_: argument 1"}
!3890 = !DILocation(line: 0, scope: !3852, inlinedAt: !3891)
!3891 = distinct !DILocation(line: 1092, column: 2, scope: !3842, inlinedAt: !3881)
!3892 = !DILocation(line: 0, scope: !3454, inlinedAt: !3893)
!3893 = distinct !DILocation(line: 1064, column: 7, scope: !3852, inlinedAt: !3891)
!3894 = !DILocation(line: 0, scope: !3467, inlinedAt: !3895)
!3895 = distinct !DILocation(line: 516, column: 8, scope: !3454, inlinedAt: !3893)
!3896 = !DILocation(line: 0, scope: !3477, inlinedAt: !3897)
!3897 = distinct !DILocation(line: 175, column: 23, scope: !3467, inlinedAt: !3895)
!3898 = !DILocation(line: 117, column: 33, scope: !3477, inlinedAt: !3897)
!3899 = !DILocation(line: 117, column: 9, scope: !3477, inlinedAt: !3897)
!3900 = !DILocation(line: 118, column: 33, scope: !3485, inlinedAt: !3897)
!3901 = !DILocation(line: 1091, column: 33, scope: !3842, inlinedAt: !3881)
!3902 = !DILocation(line: 1091, column: 50, scope: !3842, inlinedAt: !3881)
!3903 = distinct !{!3903, !3883, !3904, !2999}
!3904 = !DILocation(line: 1093, column: 41, scope: !3843, inlinedAt: !3881)
!3905 = !DILocation(line: 514, column: 21, scope: !3718)
!3906 = !DILocation(line: 0, scope: !3297, inlinedAt: !3907)
!3907 = distinct !DILocation(line: 513, column: 7, scope: !3718)
!3908 = !DILocation(line: 386, column: 6, scope: !3304, inlinedAt: !3907)
!3909 = !DILocation(line: 386, column: 6, scope: !3297, inlinedAt: !3907)
!3910 = !DILocation(line: 514, column: 39, scope: !3718)
!3911 = !DILocation(line: 0, scope: !3310, inlinedAt: !3912)
!3912 = distinct !DILocation(line: 387, column: 4, scope: !3304, inlinedAt: !3907)
!3913 = !DILocation(line: 0, scope: !3317, inlinedAt: !3914)
!3914 = distinct !DILocation(line: 496, column: 13, scope: !3310, inlinedAt: !3912)
!3915 = !DILocation(line: 158, column: 2, scope: !3317, inlinedAt: !3914)
!3916 = !DILocation(line: 387, column: 4, scope: !3304, inlinedAt: !3907)
!3917 = !DILocation(line: 515, column: 30, scope: !3718)
!3918 = !DILocation(line: 516, column: 31, scope: !3718)
!3919 = !DILocation(line: 517, column: 53, scope: !3718)
!3920 = !DILocation(line: 517, column: 39, scope: !3718)
!3921 = !DILocation(line: 518, column: 5, scope: !3718)
!3922 = !DISubprogram(name: "__throw_length_error", linkageName: "_ZSt20__throw_length_errorPKc", scope: !10, file: !3641, line: 75, type: !1648, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
