; ModuleID = 'tests/run/riscv64/eh_spec.cpp'
source_filename = "tests/run/riscv64/eh_spec.cpp"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%"struct.std::piecewise_construct_t" = type { i8 }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base" }
%"struct.std::_Head_base" = type { ptr }
%"class.std::tuple.0" = type { i8 }
%struct.Account = type { %"class.std::map" }
%"class.std::map" = type { %"class.std::_Rb_tree" }
%"class.std::_Rb_tree" = type { %"struct.std::_Rb_tree<int, std::pair<const int, long>, std::_Select1st<std::pair<const int, long>>, std::less<int>>::_Rb_tree_impl" }
%"struct.std::_Rb_tree<int, std::pair<const int, long>, std::_Select1st<std::pair<const int, long>>, std::less<int>>::_Rb_tree_impl" = type { [8 x i8], %"struct.std::_Rb_tree_header" }
%"struct.std::_Rb_tree_header" = type { %"struct.std::_Rb_tree_node_base", i64 }
%"struct.std::_Rb_tree_node_base" = type { i32, ptr, ptr, ptr }

$_Z5checkIlET_S0_S0_ = comdat any

$__clang_call_terminate = comdat any

$_ZN7AccountD2Ev = comdat any

$_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E = comdat any

$_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEESt17_Rb_tree_iteratorIS2_ESt23_Rb_tree_const_iteratorIS2_EDpOT_ = comdat any

$_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS2_ERS1_ = comdat any

$_ZTS2E2 = comdat any

$_ZTS2E1 = comdat any

$_ZTI2E1 = comdat any

$_ZTI2E2 = comdat any

$_ZTSP2E1 = comdat any

$_ZTIP2E1 = comdat any

$_ZSt19piecewise_construct = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS2E2 = linkonce_odr dso_local constant [4 x i8] c"2E2\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS2E1 = linkonce_odr dso_local constant [4 x i8] c"2E1\00", comdat, align 1
@_ZTI2E1 = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS2E1 }, comdat, align 8
@_ZTI2E2 = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS2E2, ptr @_ZTI2E1 }, comdat, align 8
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP2E1 = linkonce_odr dso_local constant [5 x i8] c"P2E1\00", comdat, align 1
@_ZTIP2E1 = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP2E1, i32 0, ptr @_ZTI2E1 }, comdat, align 8
@.str = private unnamed_addr constant [8 x i8] c"E1* %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"E2 %d %s\0A\00", align 1, !dbg !8
@_ZTISt9exception = external constant ptr
@.str.2 = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1, !dbg !13
@.str.3 = private unnamed_addr constant [7 x i8] c"s %ld\0A\00", align 1, !dbg !18
@stdout = external local_unnamed_addr global ptr, align 8
@.str.4 = private unnamed_addr constant [9 x i8] c"uncaught\00", align 1, !dbg !20
@_ZTISt13runtime_error = external constant ptr
@.str.5 = private unnamed_addr constant [7 x i8] c"no key\00", align 1, !dbg !25
@_ZTISt12out_of_range = external constant ptr
@.str.6 = private unnamed_addr constant [5 x i8] c"over\00", align 1, !dbg !27
@_ZSt19piecewise_construct = linkonce_odr dso_local constant %"struct.std::piecewise_construct_t" zeroinitializer, comdat, align 1, !dbg !32

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !2108 {
  %1 = alloca %"class.std::tuple", align 8
  %2 = alloca %"class.std::tuple.0", align 1
  %3 = alloca %struct.Account, align 8, !DIAssignID !2129
    #dbg_assign(i1 undef, !2119, !DIExpression(), !2129, ptr %3, !DIExpression(), !2130)
  %4 = alloca i32, align 4
    #dbg_value(i64 0, !2110, !DIExpression(), !2130)
    #dbg_value(i32 -1, !2111, !DIExpression(), !2131)
  br label %13, !dbg !2132

5:                                                ; preds = %30
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #13, !dbg !2133
    #dbg_value(ptr %3, !2134, !DIExpression(), !2142)
    #dbg_value(ptr %3, !2144, !DIExpression(), !2148)
    #dbg_value(ptr %3, !2150, !DIExpression(), !2154)
    #dbg_value(ptr %3, !2156, !DIExpression(), !2160)
  %6 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !2162
    #dbg_value(ptr %6, !2163, !DIExpression(), !2167)
  store i32 0, ptr %6, align 8, !dbg !2169, !tbaa !2171, !DIAssignID !2179
    #dbg_assign(i32 0, !2119, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !2179, ptr %6, !DIExpression(), !2130)
    #dbg_value(ptr %6, !2180, !DIExpression(), !2183)
  %7 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !2185
  store ptr null, ptr %7, align 8, !dbg !2186, !tbaa !2187, !DIAssignID !2188
    #dbg_assign(ptr null, !2119, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !2188, ptr %7, !DIExpression(), !2130)
  %8 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !2189
  store ptr %6, ptr %8, align 8, !dbg !2190, !tbaa !2191, !DIAssignID !2192
    #dbg_assign(ptr %6, !2119, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !2192, ptr %8, !DIExpression(), !2130)
  %9 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !2193
  store ptr %6, ptr %9, align 8, !dbg !2194, !tbaa !2195, !DIAssignID !2196
    #dbg_assign(ptr %6, !2119, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !2196, ptr %9, !DIExpression(), !2130)
  %10 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !2197
  store i64 0, ptr %10, align 8, !dbg !2198, !tbaa !2199, !DIAssignID !2200
    #dbg_assign(i64 0, !2119, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !2200, ptr %10, !DIExpression(), !2130)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #13, !dbg !2201
  store i32 1, ptr %4, align 4, !dbg !2201, !tbaa !2202
    #dbg_value(ptr %3, !2204, !DIExpression(), !2209)
    #dbg_value(ptr %4, !2207, !DIExpression(), !2209)
    #dbg_value(ptr %3, !2211, !DIExpression(), !2215)
    #dbg_value(ptr %4, !2214, !DIExpression(), !2215)
    #dbg_value(ptr %3, !2217, !DIExpression(), !2221)
    #dbg_value(ptr %4, !2220, !DIExpression(), !2221)
    #dbg_value(ptr %3, !2223, !DIExpression(), !2226)
    #dbg_value(ptr %3, !2228, !DIExpression(), !2232)
    #dbg_value(ptr %3, !2234, !DIExpression(), !2240)
    #dbg_value(ptr null, !2237, !DIExpression(), !2240)
    #dbg_value(ptr %6, !2238, !DIExpression(), !2240)
    #dbg_value(ptr %4, !2239, !DIExpression(), !2240)
  %11 = ptrtoint ptr %6 to i64, !dbg !2242
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #13, !dbg !2243
    #dbg_value(ptr %4, !2245, !DIExpression(), !2254)
    #dbg_value(ptr %1, !2256, !DIExpression(), !2267)
    #dbg_value(ptr %4, !2265, !DIExpression(), !2267)
    #dbg_value(ptr %1, !2269, !DIExpression(), !2279)
    #dbg_value(ptr %4, !2277, !DIExpression(), !2279)
    #dbg_value(ptr %1, !2281, !DIExpression(), !2289)
    #dbg_value(ptr %4, !2287, !DIExpression(), !2289)
  store ptr %4, ptr %1, align 8, !dbg !2291, !tbaa !2292, !alias.scope !2293
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2) #13, !dbg !2296
  %12 = invoke i64 @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEESt17_Rb_tree_iteratorIS2_ESt23_Rb_tree_const_iteratorIS2_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %3, i64 %11, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt19piecewise_construct, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef nonnull align 1 dereferenceable(1) %2)
          to label %42 unwind label %50, !dbg !2297

13:                                               ; preds = %0, %30
  %14 = phi i64 [ -1, %0 ], [ %33, %30 ]
  %15 = phi i64 [ 0, %0 ], [ %32, %30 ]
    #dbg_value(i64 %15, !2110, !DIExpression(), !2130)
    #dbg_value(i64 %14, !2111, !DIExpression(), !2131)
  %16 = mul nsw i64 %14, 10, !dbg !2298
  %17 = invoke noundef i64 @_Z5checkIlET_S0_S0_(i64 noundef %16, i64 noundef 25)
          to label %30 unwind label %18, !dbg !2300

18:                                               ; preds = %13
  %19 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI2E2
          catch ptr @_ZTIP2E1, !dbg !2301
  %20 = extractvalue { ptr, i32 } %19, 0, !dbg !2301
  %21 = extractvalue { ptr, i32 } %19, 1, !dbg !2301
  %22 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI2E2) #13, !dbg !2302
  %23 = icmp eq i32 %21, %22, !dbg !2302
  br i1 %23, label %24, label %35, !dbg !2302

24:                                               ; preds = %18
  %25 = tail call ptr @__cxa_begin_catch(ptr %20) #13, !dbg !2303
    #dbg_value(ptr %25, !2117, !DIExpression(), !2305)
  %26 = load i32, ptr %25, align 8, !dbg !2306, !tbaa !2308
  %27 = getelementptr inbounds i8, ptr %25, i64 8, !dbg !2310
  %28 = load ptr, ptr %27, align 8, !dbg !2310, !tbaa !2311
  %29 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %26, ptr noundef %28), !dbg !2313
    #dbg_value(i64 %15, !2110, !DIExpression(DW_OP_plus_uconst, 100, DW_OP_stack_value), !2130)
  tail call void @__cxa_end_catch(), !dbg !2314
  br label %30, !dbg !2314

30:                                               ; preds = %13, %38, %24
  %31 = phi i64 [ 100, %24 ], [ 200, %38 ], [ %17, %13 ]
  %32 = add nsw i64 %31, %15, !dbg !2305
    #dbg_value(i64 %32, !2110, !DIExpression(), !2130)
  %33 = add nsw i64 %14, 1, !dbg !2315
    #dbg_value(i64 %33, !2111, !DIExpression(), !2131)
  %34 = icmp eq i64 %33, 4, !dbg !2316
  br i1 %34, label %5, label %13, !dbg !2132, !llvm.loop !2317

35:                                               ; preds = %18
  %36 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP2E1) #13, !dbg !2302
  %37 = icmp eq i32 %21, %36, !dbg !2302
  br i1 %37, label %38, label %131, !dbg !2302

38:                                               ; preds = %35
  %39 = tail call ptr @__cxa_begin_catch(ptr %20) #13, !dbg !2302
    #dbg_value(ptr %39, !2113, !DIExpression(), !2305)
  %40 = load i32, ptr %39, align 4, !dbg !2320, !tbaa !2308
  %41 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %40), !dbg !2321
  tail call void @_ZdlPvm(ptr noundef %39, i64 noundef 4) #14, !dbg !2322
    #dbg_value(i64 %15, !2110, !DIExpression(DW_OP_plus_uconst, 200, DW_OP_stack_value), !2130)
  tail call void @__cxa_end_catch() #13, !dbg !2303
  br label %30, !dbg !2303

42:                                               ; preds = %5
  %43 = inttoptr i64 %12 to ptr, !dbg !2297
    #dbg_value(ptr %43, !2208, !DIExpression(), !2209)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2) #13, !dbg !2323
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #13, !dbg !2323
  %44 = getelementptr inbounds i8, ptr %43, i64 40, !dbg !2324
  store i64 11, ptr %44, align 8, !dbg !2325, !tbaa !2326
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #13, !dbg !2327
    #dbg_value(i32 0, !2120, !DIExpression(), !2328)
    #dbg_value(i64 %32, !2110, !DIExpression(), !2130)
  br label %54, !dbg !2329

45:                                               ; preds = %103
  %46 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %104), !dbg !2330
  %47 = load ptr, ptr @stdout, align 8, !dbg !2331, !tbaa !2292
  %48 = call signext i32 @fflush(ptr noundef %47), !dbg !2332
  %49 = icmp sgt i64 %104, 0, !dbg !2333
  br i1 %49, label %111, label %122, !dbg !2335

50:                                               ; preds = %5
  %51 = landingpad { ptr, i32 }
          cleanup, !dbg !2336
  %52 = extractvalue { ptr, i32 } %51, 0, !dbg !2336
  %53 = extractvalue { ptr, i32 } %51, 1, !dbg !2336
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #13, !dbg !2327
  br label %128, !dbg !2327

54:                                               ; preds = %42, %103
  %55 = phi i32 [ 0, %42 ], [ %105, %103 ]
  %56 = phi i64 [ %32, %42 ], [ %104, %103 ]
    #dbg_value(i32 %55, !2120, !DIExpression(), !2328)
    #dbg_value(i64 %56, !2110, !DIExpression(), !2130)
    #dbg_value(ptr %3, !2337, !DIExpression(), !2343)
    #dbg_value(i32 %55, !2340, !DIExpression(), !2343)
    #dbg_value(ptr %3, !2346, !DIExpression(), !2351)
    #dbg_value(ptr undef, !2349, !DIExpression(), !2351)
    #dbg_value(ptr %3, !2353, !DIExpression(), !2358)
    #dbg_value(ptr undef, !2356, !DIExpression(), !2358)
    #dbg_value(ptr %3, !2360, !DIExpression(), !2363)
  %57 = load ptr, ptr %7, align 8, !dbg !2365, !tbaa !2187
    #dbg_value(ptr %3, !2366, !DIExpression(), !2372)
    #dbg_value(ptr %57, !2369, !DIExpression(), !2372)
    #dbg_value(ptr %6, !2370, !DIExpression(), !2372)
    #dbg_value(ptr undef, !2371, !DIExpression(), !2372)
  %58 = icmp eq ptr %57, null, !dbg !2374
  br i1 %58, label %77, label %59, !dbg !2375

59:                                               ; preds = %54, %59
  %60 = phi ptr [ %68, %59 ], [ %57, %54 ]
  %61 = phi ptr [ %65, %59 ], [ %6, %54 ]
    #dbg_value(ptr %60, !2369, !DIExpression(), !2372)
    #dbg_value(ptr %61, !2370, !DIExpression(), !2372)
    #dbg_value(ptr %60, !2376, !DIExpression(), !2379)
    #dbg_value(ptr %60, !2382, !DIExpression(), !2385)
  %62 = getelementptr inbounds i8, ptr %60, i64 32, !dbg !2387
    #dbg_value(ptr %3, !2388, !DIExpression(), !2394)
    #dbg_value(ptr %62, !2391, !DIExpression(), !2394)
    #dbg_value(ptr undef, !2392, !DIExpression(), !2394)
  %63 = load i32, ptr %62, align 4, !dbg !2396, !tbaa !2202
  %64 = icmp slt i32 %63, %55, !dbg !2397
  %65 = select i1 %64, ptr %61, ptr %60, !dbg !2398
  %66 = select i1 %64, i64 24, i64 16, !dbg !2398
  %67 = getelementptr inbounds i8, ptr %60, i64 %66, !dbg !2398
  %68 = load ptr, ptr %67, align 8, !dbg !2399, !tbaa !2292
    #dbg_value(ptr %68, !2369, !DIExpression(), !2372)
    #dbg_value(ptr %65, !2370, !DIExpression(), !2372)
  %69 = icmp eq ptr %68, null, !dbg !2374
  br i1 %69, label %70, label %59, !dbg !2375, !llvm.loop !2400

70:                                               ; preds = %59
    #dbg_value(ptr %65, !2357, !DIExpression(), !2358)
    #dbg_value(ptr undef, !2402, !DIExpression(), !2410)
    #dbg_value(ptr undef, !2409, !DIExpression(), !2410)
  %71 = icmp eq ptr %65, %6, !dbg !2412
  br i1 %71, label %77, label %72, !dbg !2413

72:                                               ; preds = %70
    #dbg_value(ptr %65, !2414, !DIExpression(), !2417)
    #dbg_value(ptr %65, !2376, !DIExpression(), !2419)
    #dbg_value(ptr %65, !2382, !DIExpression(), !2421)
  %73 = select i1 %64, ptr %61, ptr %60, !dbg !2423
  %74 = getelementptr inbounds i8, ptr %73, i64 32, !dbg !2423
    #dbg_value(ptr %3, !2388, !DIExpression(), !2424)
    #dbg_value(ptr undef, !2391, !DIExpression(), !2424)
    #dbg_value(ptr %74, !2392, !DIExpression(), !2424)
  %75 = load i32, ptr %74, align 4, !dbg !2426, !tbaa !2202
  %76 = icmp sgt i32 %75, %55, !dbg !2427
    #dbg_value(ptr poison, !2341, !DIExpression(), !2343)
    #dbg_value(ptr undef, !2402, !DIExpression(), !2428)
    #dbg_value(ptr undef, !2409, !DIExpression(), !2428)
  br i1 %76, label %77, label %83, !dbg !2431

77:                                               ; preds = %72, %70, %54
  %78 = call ptr @__cxa_allocate_exception(i64 16) #13, !dbg !2432
  invoke void @_ZNSt12out_of_rangeC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %78, ptr noundef nonnull @.str.5)
          to label %79 unwind label %81, !dbg !2433

79:                                               ; preds = %77
  invoke void @__cxa_throw(ptr nonnull %78, ptr nonnull @_ZTISt12out_of_range, ptr nonnull @_ZNSt12out_of_rangeD1Ev) #15
          to label %80 unwind label %88, !dbg !2432

80:                                               ; preds = %79
  unreachable, !dbg !2432

81:                                               ; preds = %77
  %82 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception, !dbg !2434
  call void @__cxa_free_exception(ptr %78) #13, !dbg !2432
  br label %90

83:                                               ; preds = %72
    #dbg_value(ptr %65, !2341, !DIExpression(), !2343)
    #dbg_value(ptr %65, !2382, !DIExpression(), !2435)
  %84 = select i1 %64, ptr %61, ptr %60, !dbg !2442
  %85 = getelementptr inbounds i8, ptr %84, i64 40, !dbg !2442
  %86 = load i64, ptr %85, align 8, !dbg !2442, !tbaa !2443
  %87 = add nsw i64 %86, %56, !dbg !2445
    #dbg_value(i64 %87, !2110, !DIExpression(), !2130)
  br label %103, !dbg !2446

88:                                               ; preds = %79
  %89 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception, !dbg !2447
  br label %90, !dbg !2447

90:                                               ; preds = %81, %88
  %91 = phi { ptr, i32 } [ %89, %88 ], [ %82, %81 ]
  %92 = extractvalue { ptr, i32 } %91, 0, !dbg !2447
  %93 = extractvalue { ptr, i32 } %91, 1, !dbg !2447
  %94 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #13, !dbg !2446
  %95 = icmp eq i32 %93, %94, !dbg !2446
  br i1 %95, label %96, label %128, !dbg !2446

96:                                               ; preds = %90
  %97 = call ptr @__cxa_begin_catch(ptr %92) #13, !dbg !2446
    #dbg_value(ptr %97, !2122, !DIExpression(), !2448)
  %98 = load ptr, ptr %97, align 8, !dbg !2449, !tbaa !2451
  %99 = getelementptr inbounds i8, ptr %98, i64 16, !dbg !2449
  %100 = load ptr, ptr %99, align 8, !dbg !2449
  %101 = call noundef ptr %100(ptr noundef nonnull align 8 dereferenceable(8) %97) #13, !dbg !2449
  %102 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %101, i32 noundef signext %55), !dbg !2453
  invoke void @__cxa_end_catch()
          to label %103 unwind label %107, !dbg !2454

103:                                              ; preds = %96, %83
  %104 = phi i64 [ %87, %83 ], [ %56, %96 ], !dbg !2130
    #dbg_value(i64 %104, !2110, !DIExpression(), !2130)
  %105 = add nuw nsw i32 %55, 1, !dbg !2455
    #dbg_value(i32 %105, !2120, !DIExpression(), !2328)
  %106 = icmp eq i32 %105, 3, !dbg !2456
  br i1 %106, label %45, label %54, !dbg !2329, !llvm.loop !2457

107:                                              ; preds = %96
  %108 = landingpad { ptr, i32 }
          cleanup, !dbg !2459
  %109 = extractvalue { ptr, i32 } %108, 0, !dbg !2459
  %110 = extractvalue { ptr, i32 } %108, 1, !dbg !2459
  br label %128, !dbg !2454

111:                                              ; preds = %45
  %112 = call ptr @__cxa_allocate_exception(i64 16) #13, !dbg !2460
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %112, ptr noundef nonnull @.str.4)
          to label %113 unwind label %118, !dbg !2461

113:                                              ; preds = %111
  invoke void @__cxa_throw(ptr nonnull %112, ptr nonnull @_ZTISt13runtime_error, ptr nonnull @_ZNSt13runtime_errorD1Ev) #15
          to label %136 unwind label %114, !dbg !2460

114:                                              ; preds = %113
  %115 = landingpad { ptr, i32 }
          cleanup, !dbg !2336
  %116 = extractvalue { ptr, i32 } %115, 0, !dbg !2336
  %117 = extractvalue { ptr, i32 } %115, 1, !dbg !2336
  br label %128, !dbg !2336

118:                                              ; preds = %111
  %119 = landingpad { ptr, i32 }
          cleanup, !dbg !2462
  %120 = extractvalue { ptr, i32 } %119, 0, !dbg !2462
  %121 = extractvalue { ptr, i32 } %119, 1, !dbg !2462
  call void @__cxa_free_exception(ptr %112) #13, !dbg !2460
  br label %128, !dbg !2460

122:                                              ; preds = %45
    #dbg_value(ptr %3, !2463, !DIExpression(), !2467)
    #dbg_value(ptr %3, !2469, !DIExpression(), !2472)
    #dbg_value(ptr %3, !2475, !DIExpression(), !2478)
    #dbg_value(ptr %3, !2223, !DIExpression(), !2481)
    #dbg_value(ptr %3, !2228, !DIExpression(), !2484)
  %123 = load ptr, ptr %7, align 8, !dbg !2486, !tbaa !2187
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %3, ptr noundef %123)
          to label %127 unwind label %124, !dbg !2487

124:                                              ; preds = %122
  %125 = landingpad { ptr, i32 }
          catch ptr null, !dbg !2487
  %126 = extractvalue { ptr, i32 } %125, 0, !dbg !2487
  call void @__clang_call_terminate(ptr %126) #16, !dbg !2487
  unreachable, !dbg !2487

127:                                              ; preds = %122
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #13, !dbg !2336
  ret i32 0, !dbg !2336

128:                                              ; preds = %90, %107, %118, %114, %50
  %129 = phi ptr [ %116, %114 ], [ %120, %118 ], [ %52, %50 ], [ %109, %107 ], [ %92, %90 ], !dbg !2336
  %130 = phi i32 [ %117, %114 ], [ %121, %118 ], [ %53, %50 ], [ %110, %107 ], [ %93, %90 ], !dbg !2336
  call void @_ZN7AccountD2Ev(ptr noundef nonnull align 8 dereferenceable(48) %3) #13, !dbg !2336
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #13, !dbg !2336
  br label %131, !dbg !2336

131:                                              ; preds = %35, %128
  %132 = phi ptr [ %129, %128 ], [ %20, %35 ], !dbg !2336
  %133 = phi i32 [ %130, %128 ], [ %21, %35 ], !dbg !2336
  %134 = insertvalue { ptr, i32 } poison, ptr %132, 0, !dbg !2336
  %135 = insertvalue { ptr, i32 } %134, i32 %133, 1, !dbg !2336
  resume { ptr, i32 } %135, !dbg !2336

136:                                              ; preds = %113
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress noinline uwtable
define linkonce_odr dso_local noundef i64 @_Z5checkIlET_S0_S0_(i64 noundef %0, i64 noundef %1) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 !dbg !2488 {
    #dbg_value(i64 %0, !2492, !DIExpression(), !2496)
    #dbg_value(i64 %1, !2493, !DIExpression(), !2496)
  %3 = icmp sgt i64 %0, %1, !dbg !2497
  br i1 %3, label %4, label %8, !dbg !2499

4:                                                ; preds = %2
  %5 = tail call ptr @__cxa_allocate_exception(i64 16) #13, !dbg !2500
  %6 = trunc i64 %0 to i32, !dbg !2501
  store i32 %6, ptr %5, align 16, !dbg !2502, !tbaa !2308
  %7 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !2503
  store ptr @.str.6, ptr %7, align 8, !dbg !2503, !tbaa !2311
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTI2E2, ptr null) #15, !dbg !2500
  unreachable, !dbg !2500

8:                                                ; preds = %2
  %9 = icmp slt i64 %0, 0, !dbg !2504
  br i1 %9, label %10, label %16, !dbg !2506

10:                                               ; preds = %8
  %11 = tail call ptr @__cxa_allocate_exception(i64 8) #13, !dbg !2507
  %12 = invoke noalias noundef nonnull dereferenceable(4) ptr @_Znwm(i64 noundef 4) #17
          to label %13 unwind label %14, !dbg !2508, !heapallocsite !840

13:                                               ; preds = %10
  store i32 -1, ptr %12, align 4, !dbg !2509, !tbaa !2308
  store ptr %12, ptr %11, align 16, !dbg !2507, !tbaa !2292
  tail call void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIP2E1, ptr null) #15, !dbg !2507
  unreachable, !dbg !2507

14:                                               ; preds = %10
  %15 = landingpad { ptr, i32 }
          cleanup, !dbg !2510
  tail call void @__cxa_free_exception(ptr %11) #13, !dbg !2507
  resume { ptr, i32 } %15, !dbg !2507

16:                                               ; preds = %8
  ret i64 %0, !dbg !2511
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare !dbg !1357 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #5

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #6 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #13
  tail call void @_ZSt9terminatev() #16
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: nofree nounwind
declare !dbg !1283 noundef signext i32 @fflush(ptr nocapture noundef) local_unnamed_addr #4

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #7

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #8

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7AccountD2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #9 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !2464 {
    #dbg_value(ptr %0, !2463, !DIExpression(), !2512)
    #dbg_value(ptr %0, !2469, !DIExpression(), !2513)
    #dbg_value(ptr %0, !2475, !DIExpression(), !2515)
    #dbg_value(ptr %0, !2223, !DIExpression(), !2517)
    #dbg_value(ptr %0, !2228, !DIExpression(), !2519)
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2521
  %3 = load ptr, ptr %2, align 8, !dbg !2521, !tbaa !2187
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %3)
          to label %7 unwind label %4, !dbg !2522

4:                                                ; preds = %1
  %5 = landingpad { ptr, i32 }
          catch ptr null, !dbg !2522
  %6 = extractvalue { ptr, i32 } %5, 0, !dbg !2522
  tail call void @__clang_call_terminate(ptr %6) #16, !dbg !2522
  unreachable, !dbg !2522

7:                                                ; preds = %1
  ret void, !dbg !2523
}

declare void @_ZNSt12out_of_rangeC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #7

; Function Attrs: nounwind
declare void @_ZNSt12out_of_rangeD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %1) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !2524 {
    #dbg_value(ptr %0, !2526, !DIExpression(), !2530)
    #dbg_value(ptr %1, !2527, !DIExpression(), !2530)
  %3 = icmp eq ptr %1, null, !dbg !2531
  br i1 %3, label %11, label %4, !dbg !2532

4:                                                ; preds = %2, %4
  %5 = phi ptr [ %9, %4 ], [ %1, %2 ]
    #dbg_value(ptr %5, !2527, !DIExpression(), !2530)
    #dbg_value(ptr %5, !2533, !DIExpression(), !2536)
  %6 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !2538
  %7 = load ptr, ptr %6, align 8, !dbg !2538, !tbaa !2539
  tail call void @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %7), !dbg !2540
    #dbg_value(ptr %5, !2541, !DIExpression(), !2544)
  %8 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !2546
  %9 = load ptr, ptr %8, align 8, !dbg !2546, !tbaa !2547
    #dbg_value(ptr %9, !2528, !DIExpression(), !2548)
    #dbg_value(ptr %0, !2549, !DIExpression(), !2553)
    #dbg_value(ptr %5, !2552, !DIExpression(), !2553)
    #dbg_value(ptr %0, !2555, !DIExpression(), !2559)
    #dbg_value(ptr %5, !2558, !DIExpression(), !2559)
    #dbg_value(ptr %0, !2561, !DIExpression(), !2591)
    #dbg_value(ptr %5, !2589, !DIExpression(), !2591)
    #dbg_value(i64 1, !2590, !DIExpression(), !2591)
    #dbg_value(ptr %0, !2593, !DIExpression(), !2599)
    #dbg_value(ptr %5, !2596, !DIExpression(), !2599)
    #dbg_value(i64 1, !2597, !DIExpression(), !2599)
  tail call void @_ZdlPvm(ptr noundef nonnull %5, i64 noundef 48) #14, !dbg !2601
    #dbg_value(ptr %9, !2527, !DIExpression(), !2530)
  %10 = icmp eq ptr %9, null, !dbg !2531
  br i1 %10, label %11, label %4, !dbg !2532, !llvm.loop !2602

11:                                               ; preds = %4, %2
  ret void, !dbg !2604
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local i64 @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEESt17_Rb_tree_iteratorIS2_ESt23_Rb_tree_const_iteratorIS2_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %0, i64 %1, ptr noundef nonnull align 1 dereferenceable(1) %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 1 dereferenceable(1) %4) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !2605 {
    #dbg_value(i64 %1, !2619, !DIExpression(), !2625)
    #dbg_value(ptr %0, !2618, !DIExpression(), !2625)
    #dbg_value(ptr %2, !2620, !DIExpression(), !2625)
    #dbg_value(ptr %3, !2621, !DIExpression(), !2625)
    #dbg_value(ptr %4, !2622, !DIExpression(), !2625)
    #dbg_value(ptr undef, !2626, !DIExpression(), !2637)
    #dbg_value(ptr %0, !2632, !DIExpression(), !2637)
    #dbg_value(ptr %2, !2633, !DIExpression(), !2637)
    #dbg_value(ptr %3, !2634, !DIExpression(), !2637)
    #dbg_value(ptr %4, !2635, !DIExpression(), !2637)
    #dbg_value(ptr %0, !2623, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2625)
    #dbg_value(ptr %0, !2639, !DIExpression(), !2649)
    #dbg_value(ptr %2, !2645, !DIExpression(), !2649)
    #dbg_value(ptr %3, !2646, !DIExpression(), !2649)
    #dbg_value(ptr %4, !2647, !DIExpression(), !2649)
    #dbg_value(ptr %0, !2651, !DIExpression(), !2654)
    #dbg_value(ptr %0, !2656, !DIExpression(), !2660)
    #dbg_value(i64 1, !2659, !DIExpression(), !2660)
    #dbg_value(ptr %0, !2662, !DIExpression(), !2667)
    #dbg_value(i64 1, !2665, !DIExpression(), !2667)
    #dbg_value(ptr null, !2666, !DIExpression(), !2667)
  %6 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #17, !dbg !2669
    #dbg_value(ptr %6, !2648, !DIExpression(), !2649)
    #dbg_value(ptr %0, !2670, !DIExpression(), !2680)
    #dbg_value(ptr %6, !2676, !DIExpression(), !2680)
    #dbg_value(ptr %2, !2677, !DIExpression(), !2680)
    #dbg_value(ptr %3, !2678, !DIExpression(), !2680)
    #dbg_value(ptr %4, !2679, !DIExpression(), !2680)
    #dbg_value(ptr %6, !2682, !DIExpression(), !2685)
  %7 = getelementptr inbounds i8, ptr %6, i64 32, !dbg !2688
    #dbg_value(ptr %0, !2689, !DIExpression(), !2701)
    #dbg_value(ptr %7, !2697, !DIExpression(), !2701)
    #dbg_value(ptr %2, !2698, !DIExpression(), !2701)
    #dbg_value(ptr %3, !2699, !DIExpression(), !2701)
    #dbg_value(ptr %4, !2700, !DIExpression(), !2701)
    #dbg_value(ptr %0, !2703, !DIExpression(), !2713)
    #dbg_value(ptr %7, !2709, !DIExpression(), !2713)
    #dbg_value(ptr %2, !2710, !DIExpression(), !2713)
    #dbg_value(ptr %3, !2711, !DIExpression(), !2713)
    #dbg_value(ptr %4, !2712, !DIExpression(), !2713)
    #dbg_value(ptr undef, !2715, !DIExpression(), !2719)
    #dbg_value(ptr %3, !2718, !DIExpression(), !2719)
    #dbg_value(ptr undef, !2721, !DIExpression(), !2725)
    #dbg_value(ptr %3, !2724, !DIExpression(), !2725)
  %8 = load i64, ptr %3, align 8, !dbg !2727, !tbaa !2292
  %9 = inttoptr i64 %8 to ptr, !dbg !2727
    #dbg_value(i64 0, !2728, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2740)
    #dbg_value(i64 0, !2739, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2740)
    #dbg_value(ptr %7, !2737, !DIExpression(), !2740)
    #dbg_value(ptr undef, !2738, !DIExpression(DW_OP_deref), !2740)
    #dbg_value(i64 0, !2742, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2764)
    #dbg_value(i64 0, !2763, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2764)
    #dbg_value(ptr %7, !2760, !DIExpression(), !2764)
    #dbg_value(ptr undef, !2761, !DIExpression(), !2764)
    #dbg_value(ptr undef, !2762, !DIExpression(), !2764)
  %10 = load i32, ptr %9, align 4, !dbg !2766, !tbaa !2202
  store i32 %10, ptr %7, align 8, !dbg !2767, !tbaa !2768
  %11 = getelementptr inbounds i8, ptr %6, i64 40, !dbg !2769
  store i64 0, ptr %11, align 8, !dbg !2769, !tbaa !2443
    #dbg_value(ptr %6, !2623, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2625)
    #dbg_value(ptr %6, !2376, !DIExpression(), !2770)
    #dbg_value(ptr %6, !2382, !DIExpression(), !2777)
  %12 = invoke [2 x i64] @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS2_ERS1_(ptr noundef nonnull align 8 dereferenceable(48) %0, i64 %1, ptr noundef nonnull align 4 dereferenceable(4) %7)
          to label %13 unwind label %34, !dbg !2779

13:                                               ; preds = %5
  %14 = extractvalue [2 x i64] %12, 1, !dbg !2779
    #dbg_value(i64 poison, !2624, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2625)
    #dbg_value(i64 %14, !2624, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2625)
  %15 = icmp eq i64 %14, 0, !dbg !2780
  %16 = extractvalue [2 x i64] %12, 0
  br i1 %15, label %36, label %17, !dbg !2782

17:                                               ; preds = %13
  %18 = inttoptr i64 %14 to ptr
    #dbg_value(i64 %16, !2783, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2788)
    #dbg_value(ptr %18, !2783, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2788)
    #dbg_value(ptr undef, !2786, !DIExpression(), !2788)
    #dbg_value(ptr %0, !2790, !DIExpression(), !2797)
    #dbg_value(i64 %16, !2793, !DIExpression(), !2797)
    #dbg_value(ptr %18, !2794, !DIExpression(), !2797)
    #dbg_value(ptr %6, !2795, !DIExpression(), !2797)
  %19 = icmp ne i64 %16, 0, !dbg !2799
  %20 = getelementptr inbounds i8, ptr %0, i64 8
  %21 = icmp eq ptr %20, %18
  %22 = select i1 %19, i1 true, i1 %21, !dbg !2800
  br i1 %22, label %28, label %23, !dbg !2800

23:                                               ; preds = %17
    #dbg_value(ptr %6, !2376, !DIExpression(), !2801)
    #dbg_value(ptr %6, !2382, !DIExpression(), !2803)
    #dbg_value(ptr %18, !2414, !DIExpression(), !2805)
    #dbg_value(ptr %18, !2376, !DIExpression(), !2807)
    #dbg_value(ptr %18, !2382, !DIExpression(), !2809)
  %24 = getelementptr inbounds i8, ptr %18, i64 32, !dbg !2811
    #dbg_value(ptr %0, !2388, !DIExpression(), !2812)
    #dbg_value(ptr %7, !2391, !DIExpression(), !2812)
    #dbg_value(ptr %24, !2392, !DIExpression(), !2812)
  %25 = load i32, ptr %7, align 4, !dbg !2814, !tbaa !2202
  %26 = load i32, ptr %24, align 4, !dbg !2815, !tbaa !2202
  %27 = icmp slt i32 %25, %26, !dbg !2816
  br label %28, !dbg !2817

28:                                               ; preds = %17, %23
  %29 = phi i1 [ true, %17 ], [ %27, %23 ]
    #dbg_value(i1 %29, !2796, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2797)
  tail call void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext %29, ptr noundef nonnull %6, ptr noundef nonnull %18, ptr noundef nonnull align 8 dereferenceable(32) %20) #13, !dbg !2818
  %30 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !2819
  %31 = load i64, ptr %30, align 8, !dbg !2820, !tbaa !2199
  %32 = add i64 %31, 1, !dbg !2820
  store i64 %32, ptr %30, align 8, !dbg !2820, !tbaa !2199
    #dbg_value(ptr %6, !2787, !DIExpression(), !2788)
    #dbg_value(ptr null, !2623, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2625)
    #dbg_value(ptr undef, !2821, !DIExpression(), !2824)
  %33 = ptrtoint ptr %6 to i64, !dbg !2826
  br label %37, !dbg !2827

34:                                               ; preds = %5
  %35 = landingpad { ptr, i32 }
          cleanup, !dbg !2826
    #dbg_value(ptr undef, !2821, !DIExpression(), !2829)
    #dbg_value(ptr poison, !2549, !DIExpression(), !2831)
    #dbg_value(ptr %6, !2552, !DIExpression(), !2831)
    #dbg_value(ptr poison, !2555, !DIExpression(), !2834)
    #dbg_value(ptr %6, !2558, !DIExpression(), !2834)
    #dbg_value(ptr poison, !2561, !DIExpression(), !2836)
    #dbg_value(ptr %6, !2589, !DIExpression(), !2836)
    #dbg_value(i64 1, !2590, !DIExpression(), !2836)
    #dbg_value(ptr poison, !2593, !DIExpression(), !2838)
    #dbg_value(ptr %6, !2596, !DIExpression(), !2838)
    #dbg_value(i64 1, !2597, !DIExpression(), !2838)
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef 48) #14, !dbg !2840
  resume { ptr, i32 } %35, !dbg !2826

36:                                               ; preds = %13
    #dbg_value(i64 %16, !2624, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2625)
    #dbg_value(i64 %16, !2624, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2625)
    #dbg_value(ptr %6, !2623, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2625)
    #dbg_value(ptr undef, !2821, !DIExpression(), !2824)
    #dbg_value(ptr poison, !2549, !DIExpression(), !2841)
    #dbg_value(ptr %6, !2552, !DIExpression(), !2841)
    #dbg_value(ptr poison, !2555, !DIExpression(), !2843)
    #dbg_value(ptr %6, !2558, !DIExpression(), !2843)
    #dbg_value(ptr poison, !2561, !DIExpression(), !2845)
    #dbg_value(ptr %6, !2589, !DIExpression(), !2845)
    #dbg_value(i64 1, !2590, !DIExpression(), !2845)
    #dbg_value(ptr poison, !2593, !DIExpression(), !2847)
    #dbg_value(ptr %6, !2596, !DIExpression(), !2847)
    #dbg_value(i64 1, !2597, !DIExpression(), !2847)
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef 48) #14, !dbg !2849
  br label %37, !dbg !2850

37:                                               ; preds = %28, %36
  %38 = phi i64 [ %33, %28 ], [ %16, %36 ]
  ret i64 %38, !dbg !2826
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local [2 x i64] @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS2_ERS1_(ptr noundef nonnull align 8 dereferenceable(48) %0, i64 %1, ptr noundef nonnull align 4 dereferenceable(4) %2) local_unnamed_addr #10 comdat align 2 !dbg !2851 {
  %4 = inttoptr i64 %1 to ptr
    #dbg_value(ptr %4, !2854, !DIExpression(), !2864)
    #dbg_value(ptr %0, !2853, !DIExpression(), !2864)
    #dbg_value(ptr %2, !2855, !DIExpression(), !2864)
    #dbg_value(ptr %4, !2856, !DIExpression(), !2864)
    #dbg_value(ptr %0, !2865, !DIExpression(), !2868)
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !2870
  %6 = icmp eq ptr %5, %4, !dbg !2871
  br i1 %6, label %7, label %52, !dbg !2872

7:                                                ; preds = %3
    #dbg_value(ptr %0, !2873, !DIExpression(), !2876)
  %8 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !2880
  %9 = load i64, ptr %8, align 8, !dbg !2880, !tbaa !2199
  %10 = icmp eq i64 %9, 0, !dbg !2881
  br i1 %10, label %18, label %11, !dbg !2882

11:                                               ; preds = %7
    #dbg_value(ptr %0, !2883, !DIExpression(), !2886)
  %12 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !2888
  %13 = load ptr, ptr %12, align 8, !dbg !2889, !tbaa !2292
    #dbg_value(ptr %13, !2414, !DIExpression(), !2890)
    #dbg_value(ptr %13, !2376, !DIExpression(), !2892)
    #dbg_value(ptr %13, !2382, !DIExpression(), !2894)
  %14 = getelementptr inbounds i8, ptr %13, i64 32, !dbg !2896
    #dbg_value(ptr %0, !2388, !DIExpression(), !2897)
    #dbg_value(ptr %14, !2391, !DIExpression(), !2897)
    #dbg_value(ptr %2, !2392, !DIExpression(), !2897)
  %15 = load i32, ptr %14, align 4, !dbg !2899, !tbaa !2202
  %16 = load i32, ptr %2, align 4, !dbg !2900, !tbaa !2202
  %17 = icmp slt i32 %15, %16, !dbg !2901
  br i1 %17, label %147, label %18, !dbg !2902

18:                                               ; preds = %11, %7
    #dbg_value(ptr %0, !2903, !DIExpression(), !2911)
    #dbg_value(ptr %2, !2906, !DIExpression(), !2911)
    #dbg_value(ptr %0, !2223, !DIExpression(), !2913)
    #dbg_value(ptr %0, !2228, !DIExpression(), !2915)
  %19 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2917
    #dbg_value(ptr poison, !2907, !DIExpression(), !2911)
    #dbg_value(ptr %0, !2865, !DIExpression(), !2918)
    #dbg_value(ptr %5, !2908, !DIExpression(), !2911)
    #dbg_value(i8 1, !2909, !DIExpression(), !2911)
  %20 = load ptr, ptr %19, align 8, !dbg !2911, !tbaa !2292
  %21 = icmp eq ptr %20, null, !dbg !2920
  br i1 %21, label %34, label %22, !dbg !2921

22:                                               ; preds = %18
  %23 = load i32, ptr %2, align 4, !tbaa !2202
  br label %24, !dbg !2921

24:                                               ; preds = %24, %22
  %25 = phi ptr [ %20, %22 ], [ %31, %24 ]
    #dbg_value(ptr %25, !2908, !DIExpression(), !2911)
    #dbg_value(ptr %25, !2376, !DIExpression(), !2922)
    #dbg_value(ptr %25, !2382, !DIExpression(), !2925)
  %26 = getelementptr inbounds i8, ptr %25, i64 32, !dbg !2927
    #dbg_value(ptr %0, !2388, !DIExpression(), !2928)
    #dbg_value(ptr %2, !2391, !DIExpression(), !2928)
    #dbg_value(ptr %26, !2392, !DIExpression(), !2928)
  %27 = load i32, ptr %26, align 4, !dbg !2930, !tbaa !2202
  %28 = icmp slt i32 %23, %27, !dbg !2931
    #dbg_value(i1 %28, !2909, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2911)
  %29 = select i1 %28, i64 16, i64 24, !dbg !2932
  %30 = getelementptr inbounds i8, ptr %25, i64 %29, !dbg !2932
    #dbg_value(ptr poison, !2907, !DIExpression(), !2911)
  %31 = load ptr, ptr %30, align 8, !dbg !2911, !tbaa !2292
    #dbg_value(ptr %31, !2907, !DIExpression(), !2911)
    #dbg_value(i8 poison, !2909, !DIExpression(), !2911)
  %32 = icmp eq ptr %31, null, !dbg !2920
  br i1 %32, label %33, label %24, !dbg !2921, !llvm.loop !2933

33:                                               ; preds = %24
    #dbg_value(ptr %25, !2910, !DIExpression(), !2911)
  br i1 %28, label %34, label %44, !dbg !2935

34:                                               ; preds = %33, %18
  %35 = phi ptr [ %25, %33 ], [ %5, %18 ]
    #dbg_value(ptr %0, !2936, !DIExpression(), !2939)
  %36 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2944
  %37 = load ptr, ptr %36, align 8, !dbg !2944, !tbaa !2191
    #dbg_value(ptr undef, !2945, !DIExpression(), !2953)
    #dbg_value(ptr undef, !2952, !DIExpression(), !2953)
  %38 = icmp eq ptr %35, %37, !dbg !2955
  br i1 %38, label %147, label %39, !dbg !2956

39:                                               ; preds = %34
    #dbg_value(ptr undef, !2957, !DIExpression(), !2961)
  %40 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %35) #18, !dbg !2963
    #dbg_value(ptr %40, !2910, !DIExpression(), !2911)
  %41 = getelementptr inbounds i8, ptr %40, i64 32
  %42 = load i32, ptr %41, align 4, !dbg !2964, !tbaa !2202
  %43 = load i32, ptr %2, align 4, !dbg !2967, !tbaa !2202
  br label %44, !dbg !2968

44:                                               ; preds = %39, %33
  %45 = phi i32 [ %43, %39 ], [ %23, %33 ], !dbg !2967
  %46 = phi i32 [ %42, %39 ], [ %27, %33 ], !dbg !2964
  %47 = phi ptr [ %35, %39 ], [ %25, %33 ]
  %48 = phi ptr [ %40, %39 ], [ %25, %33 ], !dbg !2911
    #dbg_value(ptr %48, !2910, !DIExpression(), !2911)
    #dbg_value(ptr %48, !2414, !DIExpression(), !2969)
    #dbg_value(ptr %48, !2376, !DIExpression(), !2971)
    #dbg_value(ptr %48, !2382, !DIExpression(), !2973)
    #dbg_value(ptr %0, !2388, !DIExpression(), !2975)
    #dbg_value(ptr %48, !2391, !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value), !2975)
    #dbg_value(ptr %2, !2392, !DIExpression(), !2975)
  %49 = icmp slt i32 %46, %45, !dbg !2976
  %50 = select i1 %49, ptr %47, ptr null, !dbg !2977
  %51 = select i1 %49, ptr null, ptr %48, !dbg !2978
  br label %147, !dbg !2977

52:                                               ; preds = %3
    #dbg_value(ptr %4, !2414, !DIExpression(), !2979)
    #dbg_value(ptr %4, !2376, !DIExpression(), !2981)
    #dbg_value(ptr %4, !2382, !DIExpression(), !2983)
  %53 = getelementptr inbounds i8, ptr %4, i64 32, !dbg !2985
    #dbg_value(ptr %0, !2388, !DIExpression(), !2986)
    #dbg_value(ptr %2, !2391, !DIExpression(), !2986)
    #dbg_value(ptr %53, !2392, !DIExpression(), !2986)
  %54 = load i32, ptr %2, align 4, !dbg !2988, !tbaa !2202
  %55 = load i32, ptr %53, align 4, !dbg !2989, !tbaa !2202
  %56 = icmp slt i32 %54, %55, !dbg !2990
  br i1 %56, label %57, label %100, !dbg !2991

57:                                               ; preds = %52
    #dbg_value(ptr %4, !2857, !DIExpression(), !2992)
    #dbg_value(ptr %0, !2993, !DIExpression(), !2996)
  %58 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2999
  %59 = load ptr, ptr %58, align 8, !dbg !3000, !tbaa !2292
  %60 = icmp eq ptr %59, %4, !dbg !3001
  br i1 %60, label %147, label %61, !dbg !3002

61:                                               ; preds = %57
    #dbg_value(ptr undef, !2957, !DIExpression(), !3003)
  %62 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %4) #18, !dbg !3006
    #dbg_value(ptr %62, !2857, !DIExpression(), !2992)
    #dbg_value(ptr %62, !2414, !DIExpression(), !3007)
    #dbg_value(ptr %62, !2376, !DIExpression(), !3009)
    #dbg_value(ptr %62, !2382, !DIExpression(), !3011)
  %63 = getelementptr inbounds i8, ptr %62, i64 32, !dbg !3013
    #dbg_value(ptr %0, !2388, !DIExpression(), !3014)
    #dbg_value(ptr %63, !2391, !DIExpression(), !3014)
    #dbg_value(ptr %2, !2392, !DIExpression(), !3014)
  %64 = load i32, ptr %63, align 4, !dbg !3016, !tbaa !2202
  %65 = icmp slt i32 %64, %54, !dbg !3017
  br i1 %65, label %66, label %72, !dbg !3018

66:                                               ; preds = %61
    #dbg_value(ptr %62, !2533, !DIExpression(), !3019)
  %67 = getelementptr inbounds i8, ptr %62, i64 24, !dbg !3023
  %68 = load ptr, ptr %67, align 8, !dbg !3023, !tbaa !2539
  %69 = icmp eq ptr %68, null, !dbg !3024
  %70 = select i1 %69, ptr null, ptr %4, !dbg !3025
  %71 = select i1 %69, ptr %62, ptr %4, !dbg !3025
  br label %147, !dbg !3025

72:                                               ; preds = %61
    #dbg_value(ptr %0, !2903, !DIExpression(), !3026)
    #dbg_value(ptr %2, !2906, !DIExpression(), !3026)
    #dbg_value(ptr %0, !2223, !DIExpression(), !3028)
    #dbg_value(ptr %0, !2228, !DIExpression(), !3030)
  %73 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3032
    #dbg_value(ptr poison, !2907, !DIExpression(), !3026)
    #dbg_value(ptr %0, !2865, !DIExpression(), !3033)
    #dbg_value(ptr %5, !2908, !DIExpression(), !3026)
    #dbg_value(i8 1, !2909, !DIExpression(), !3026)
  %74 = load ptr, ptr %73, align 8, !dbg !3026, !tbaa !2292
  %75 = icmp eq ptr %74, null, !dbg !3035
  br i1 %75, label %86, label %76, !dbg !3036

76:                                               ; preds = %72, %76
  %77 = phi ptr [ %83, %76 ], [ %74, %72 ]
    #dbg_value(ptr %77, !2908, !DIExpression(), !3026)
    #dbg_value(ptr %77, !2376, !DIExpression(), !3037)
    #dbg_value(ptr %77, !2382, !DIExpression(), !3039)
  %78 = getelementptr inbounds i8, ptr %77, i64 32, !dbg !3041
    #dbg_value(ptr %0, !2388, !DIExpression(), !3042)
    #dbg_value(ptr %2, !2391, !DIExpression(), !3042)
    #dbg_value(ptr %78, !2392, !DIExpression(), !3042)
  %79 = load i32, ptr %78, align 4, !dbg !3044, !tbaa !2202
  %80 = icmp slt i32 %54, %79, !dbg !3045
    #dbg_value(i1 %80, !2909, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !3026)
  %81 = select i1 %80, i64 16, i64 24, !dbg !3046
  %82 = getelementptr inbounds i8, ptr %77, i64 %81, !dbg !3046
    #dbg_value(ptr poison, !2907, !DIExpression(), !3026)
  %83 = load ptr, ptr %82, align 8, !dbg !3026, !tbaa !2292
    #dbg_value(ptr %83, !2907, !DIExpression(), !3026)
    #dbg_value(i8 poison, !2909, !DIExpression(), !3026)
  %84 = icmp eq ptr %83, null, !dbg !3035
  br i1 %84, label %85, label %76, !dbg !3036, !llvm.loop !3047

85:                                               ; preds = %76
    #dbg_value(ptr %77, !2910, !DIExpression(), !3026)
  br i1 %80, label %86, label %93, !dbg !3049

86:                                               ; preds = %85, %72
  %87 = phi ptr [ %77, %85 ], [ %5, %72 ]
    #dbg_value(ptr %0, !2936, !DIExpression(), !3050)
    #dbg_value(ptr undef, !2945, !DIExpression(), !3052)
    #dbg_value(ptr undef, !2952, !DIExpression(), !3052)
  %88 = icmp eq ptr %87, %59, !dbg !3054
  br i1 %88, label %147, label %89, !dbg !3055

89:                                               ; preds = %86
    #dbg_value(ptr undef, !2957, !DIExpression(), !3056)
  %90 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %87) #18, !dbg !3058
    #dbg_value(ptr %90, !2910, !DIExpression(), !3026)
  %91 = getelementptr inbounds i8, ptr %90, i64 32
  %92 = load i32, ptr %91, align 4, !dbg !3059, !tbaa !2202
  br label %93, !dbg !3061

93:                                               ; preds = %89, %85
  %94 = phi i32 [ %92, %89 ], [ %79, %85 ], !dbg !3059
  %95 = phi ptr [ %87, %89 ], [ %77, %85 ]
  %96 = phi ptr [ %90, %89 ], [ %77, %85 ], !dbg !3026
    #dbg_value(ptr %96, !2910, !DIExpression(), !3026)
    #dbg_value(ptr %96, !2414, !DIExpression(), !3062)
    #dbg_value(ptr %96, !2376, !DIExpression(), !3064)
    #dbg_value(ptr %96, !2382, !DIExpression(), !3066)
    #dbg_value(ptr %0, !2388, !DIExpression(), !3068)
    #dbg_value(ptr %96, !2391, !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value), !3068)
    #dbg_value(ptr %2, !2392, !DIExpression(), !3068)
  %97 = icmp slt i32 %94, %54, !dbg !3069
  %98 = select i1 %97, ptr %95, ptr null, !dbg !3070
  %99 = select i1 %97, ptr null, ptr %96, !dbg !3071
  br label %147, !dbg !3070

100:                                              ; preds = %52
    #dbg_value(ptr %4, !2414, !DIExpression(), !3072)
    #dbg_value(ptr %4, !2376, !DIExpression(), !3074)
    #dbg_value(ptr %4, !2382, !DIExpression(), !3076)
    #dbg_value(ptr %0, !2388, !DIExpression(), !3078)
    #dbg_value(ptr %53, !2391, !DIExpression(), !3078)
    #dbg_value(ptr %2, !2392, !DIExpression(), !3078)
  %101 = icmp slt i32 %55, %54, !dbg !3080
  br i1 %101, label %102, label %147, !dbg !3081

102:                                              ; preds = %100
    #dbg_value(ptr %4, !2861, !DIExpression(), !3082)
    #dbg_value(ptr %0, !2883, !DIExpression(), !3083)
  %103 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !3086
  %104 = load ptr, ptr %103, align 8, !dbg !3087, !tbaa !2292
  %105 = icmp eq ptr %104, %4, !dbg !3088
  br i1 %105, label %147, label %106, !dbg !3089

106:                                              ; preds = %102
    #dbg_value(ptr undef, !3090, !DIExpression(), !3093)
  %107 = tail call noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef nonnull %4) #18, !dbg !3096
    #dbg_value(ptr %107, !2861, !DIExpression(), !3082)
    #dbg_value(ptr %107, !2414, !DIExpression(), !3097)
    #dbg_value(ptr %107, !2376, !DIExpression(), !3099)
    #dbg_value(ptr %107, !2382, !DIExpression(), !3101)
  %108 = getelementptr inbounds i8, ptr %107, i64 32, !dbg !3103
    #dbg_value(ptr %0, !2388, !DIExpression(), !3104)
    #dbg_value(ptr %2, !2391, !DIExpression(), !3104)
    #dbg_value(ptr %108, !2392, !DIExpression(), !3104)
  %109 = load i32, ptr %108, align 4, !dbg !3106, !tbaa !2202
  %110 = icmp slt i32 %54, %109, !dbg !3107
  br i1 %110, label %111, label %117, !dbg !3108

111:                                              ; preds = %106
    #dbg_value(ptr %4, !2533, !DIExpression(), !3109)
  %112 = getelementptr inbounds i8, ptr %4, i64 24, !dbg !3113
  %113 = load ptr, ptr %112, align 8, !dbg !3113, !tbaa !2539
  %114 = icmp eq ptr %113, null, !dbg !3114
  %115 = select i1 %114, ptr null, ptr %107, !dbg !3115
  %116 = select i1 %114, ptr %4, ptr %107, !dbg !3115
  br label %147, !dbg !3115

117:                                              ; preds = %106
    #dbg_value(ptr %0, !2903, !DIExpression(), !3116)
    #dbg_value(ptr %2, !2906, !DIExpression(), !3116)
    #dbg_value(ptr %0, !2223, !DIExpression(), !3118)
    #dbg_value(ptr %0, !2228, !DIExpression(), !3120)
  %118 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3122
    #dbg_value(ptr poison, !2907, !DIExpression(), !3116)
    #dbg_value(ptr %0, !2865, !DIExpression(), !3123)
    #dbg_value(ptr %5, !2908, !DIExpression(), !3116)
    #dbg_value(i8 1, !2909, !DIExpression(), !3116)
  %119 = load ptr, ptr %118, align 8, !dbg !3116, !tbaa !2292
  %120 = icmp eq ptr %119, null, !dbg !3125
  br i1 %120, label %131, label %121, !dbg !3126

121:                                              ; preds = %117, %121
  %122 = phi ptr [ %128, %121 ], [ %119, %117 ]
    #dbg_value(ptr %122, !2908, !DIExpression(), !3116)
    #dbg_value(ptr %122, !2376, !DIExpression(), !3127)
    #dbg_value(ptr %122, !2382, !DIExpression(), !3129)
  %123 = getelementptr inbounds i8, ptr %122, i64 32, !dbg !3131
    #dbg_value(ptr %0, !2388, !DIExpression(), !3132)
    #dbg_value(ptr %2, !2391, !DIExpression(), !3132)
    #dbg_value(ptr %123, !2392, !DIExpression(), !3132)
  %124 = load i32, ptr %123, align 4, !dbg !3134, !tbaa !2202
  %125 = icmp slt i32 %54, %124, !dbg !3135
    #dbg_value(i1 %125, !2909, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !3116)
  %126 = select i1 %125, i64 16, i64 24, !dbg !3136
  %127 = getelementptr inbounds i8, ptr %122, i64 %126, !dbg !3136
    #dbg_value(ptr poison, !2907, !DIExpression(), !3116)
  %128 = load ptr, ptr %127, align 8, !dbg !3116, !tbaa !2292
    #dbg_value(ptr %128, !2907, !DIExpression(), !3116)
    #dbg_value(i8 poison, !2909, !DIExpression(), !3116)
  %129 = icmp eq ptr %128, null, !dbg !3125
  br i1 %129, label %130, label %121, !dbg !3126, !llvm.loop !3137

130:                                              ; preds = %121
    #dbg_value(ptr %122, !2910, !DIExpression(), !3116)
  br i1 %125, label %131, label %140, !dbg !3139

131:                                              ; preds = %130, %117
  %132 = phi ptr [ %122, %130 ], [ %5, %117 ]
    #dbg_value(ptr %0, !2936, !DIExpression(), !3140)
  %133 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3142
  %134 = load ptr, ptr %133, align 8, !dbg !3142, !tbaa !2191
    #dbg_value(ptr undef, !2945, !DIExpression(), !3143)
    #dbg_value(ptr undef, !2952, !DIExpression(), !3143)
  %135 = icmp eq ptr %132, %134, !dbg !3145
  br i1 %135, label %147, label %136, !dbg !3146

136:                                              ; preds = %131
    #dbg_value(ptr undef, !2957, !DIExpression(), !3147)
  %137 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %132) #18, !dbg !3149
    #dbg_value(ptr %137, !2910, !DIExpression(), !3116)
  %138 = getelementptr inbounds i8, ptr %137, i64 32
  %139 = load i32, ptr %138, align 4, !dbg !3150, !tbaa !2202
  br label %140, !dbg !3152

140:                                              ; preds = %136, %130
  %141 = phi i32 [ %139, %136 ], [ %124, %130 ], !dbg !3150
  %142 = phi ptr [ %132, %136 ], [ %122, %130 ]
  %143 = phi ptr [ %137, %136 ], [ %122, %130 ], !dbg !3116
    #dbg_value(ptr %143, !2910, !DIExpression(), !3116)
    #dbg_value(ptr %143, !2414, !DIExpression(), !3153)
    #dbg_value(ptr %143, !2376, !DIExpression(), !3155)
    #dbg_value(ptr %143, !2382, !DIExpression(), !3157)
    #dbg_value(ptr %0, !2388, !DIExpression(), !3159)
    #dbg_value(ptr %143, !2391, !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value), !3159)
    #dbg_value(ptr %2, !2392, !DIExpression(), !3159)
  %144 = icmp slt i32 %141, %54, !dbg !3160
  %145 = select i1 %144, ptr %142, ptr null, !dbg !3161
  %146 = select i1 %144, ptr null, ptr %143, !dbg !3162
  br label %147, !dbg !3161

147:                                              ; preds = %140, %131, %93, %86, %44, %34, %111, %66, %100, %102, %57, %11
  %148 = phi ptr [ null, %11 ], [ %4, %57 ], [ null, %102 ], [ %4, %100 ], [ %70, %66 ], [ %115, %111 ], [ null, %34 ], [ %51, %44 ], [ null, %86 ], [ %99, %93 ], [ null, %131 ], [ %146, %140 ], !dbg !3163
  %149 = phi ptr [ %13, %11 ], [ %4, %57 ], [ %4, %102 ], [ null, %100 ], [ %71, %66 ], [ %116, %111 ], [ %35, %34 ], [ %50, %44 ], [ %59, %86 ], [ %98, %93 ], [ %132, %131 ], [ %145, %140 ], !dbg !3163
  %150 = ptrtoint ptr %148 to i64, !dbg !3164
  %151 = insertvalue [2 x i64] poison, i64 %150, 0, !dbg !3164
  %152 = ptrtoint ptr %149 to i64, !dbg !3164
  %153 = insertvalue [2 x i64] %151, i64 %152, 1, !dbg !3164
  ret [2 x i64] %153, !dbg !3164
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare !dbg !3165 noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare !dbg !3168 noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #12

; Function Attrs: nounwind
declare !dbg !3169 void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext, ptr noundef, ptr noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #8

attributes #0 = { mustprogress norecurse uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress noinline uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #8 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #9 = { inlinehint mustprogress nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #10 = { mustprogress uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #11 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #12 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #13 = { nounwind }
attributes #14 = { builtin nounwind }
attributes #15 = { noreturn }
attributes #16 = { noreturn nounwind }
attributes #17 = { builtin allocsize(0) }
attributes #18 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!43}
!llvm.module.flags = !{!2096, !2097, !2098, !2099, !2100, !2102, !2103, !2104, !2105, !2106}
!llvm.ident = !{!2107}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/riscv64/eh_spec.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "f4ba8427eac53845f589f6c7dd2065f4")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !{!7}
!7 = !DISubrange(count: 8)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 10)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 7)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !15, isLocal: true, isDefinition: true)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 9)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !15, isLocal: true, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 5)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "piecewise_construct", linkageName: "_ZSt19piecewise_construct", scope: !34, file: !35, line: 83, type: !36, isLocal: false, isDefinition: true)
!34 = !DINamespace(name: "std", scope: null)
!35 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/stl_pair.h", directory: "", checksumkind: CSK_MD5, checksum: "f2351ea411e0407b28929ea2397f6e3f")
!36 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!37 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "piecewise_construct_t", scope: !34, file: !35, line: 80, size: 8, flags: DIFlagTypePassByValue, elements: !38, identifier: "_ZTSSt21piecewise_construct_t")
!38 = !{!39}
!39 = !DISubprogram(name: "piecewise_construct_t", scope: !37, file: !35, line: 80, type: !40, scopeLine: 80, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!40 = !DISubroutineType(types: !41)
!41 = !{null, !42}
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!43 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !44, retainedTypes: !51, globals: !1202, imports: !1203, splitDebugInlining: false, nameTableKind: None)
!44 = !{!45}
!45 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "_Rb_tree_color", scope: !34, file: !46, line: 99, baseType: !47, size: 32, elements: !48, identifier: "_ZTSSt14_Rb_tree_color")
!46 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/stl_tree.h", directory: "")
!47 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!48 = !{!49, !50}
!49 = !DIEnumerator(name: "_S_red", value: 0, isUnsigned: true)
!50 = !DIEnumerator(name: "_S_black", value: 1, isUnsigned: true)
!51 = !{!52, !54, !55, !245, !154, !446, !836, !420, !77, !233, !837, !100, !543, !845, !147, !282, !812, !846, !847, !965, !968, !81, !78, !213, !481, !478, !56, !59, !260, !265, !319, !359, !796, !544, !37, !854, !878, !851, !1167, !1179}
!52 = !DICompositeType(tag: DW_TAG_class_type, name: "runtime_error", scope: !34, file: !53, line: 219, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt13runtime_error")
!53 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/stdexcept", directory: "")
!54 = !DICompositeType(tag: DW_TAG_class_type, name: "out_of_range", scope: !34, file: !53, line: 200, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt12out_of_range")
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !56, file: !46, line: 816, baseType: !796, flags: DIFlagPublic)
!56 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "_Rb_tree<int, std::pair<const int, long>, std::_Select1st<std::pair<const int, long> >, std::less<int>, std::allocator<std::pair<const int, long> > >", scope: !34, file: !46, line: 425, size: 384, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !57, templateParams: !770, identifier: "_ZTSSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE")
!57 = !{!58, !401, !406, !413, !417, !421, !424, !425, !426, !431, !435, !436, !437, !438, !439, !442, !443, !447, !450, !451, !454, !457, !460, !461, !462, !465, !469, !473, !474, !475, !535, !536, !539, !540, !575, !578, !581, !585, !586, !589, !592, !593, !594, !597, !602, !605, !608, !611, !615, !618, !636, !652, !655, !656, !660, !663, !666, !669, !670, !671, !677, !682, !683, !684, !687, !691, !692, !695, !698, !701, !704, !707, !711, !714, !715, !718, !721, !724, !725, !726, !727, !728, !732, !736, !737, !740, !743, !746, !747, !748, !757, !760, !763, !764, !767}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !56, file: !46, line: 706, baseType: !59, size: 384, flags: DIFlagProtected)
!59 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Rb_tree_impl<std::less<int>, true>", scope: !56, file: !46, line: 660, size: 384, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !60, templateParams: !399, identifier: "_ZTSNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE13_Rb_tree_implIS6_Lb1EEE")
!60 = !{!61, !318, !358, !376, !380, !385, !389, !393, !396}
!61 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !59, baseType: !62, extraData: i32 0)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Node_allocator", scope: !56, file: !46, line: 428, baseType: !63)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !65, file: !64, line: 120, baseType: !259)
!64 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/ext/alloc_traits.h", directory: "")
!65 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<std::_Rb_tree_node<std::pair<const int, long> > >", scope: !66, file: !64, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !126, templateParams: !188, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaISt4pairIKilEES3_E6rebindISt13_Rb_tree_nodeIS3_EEE")
!66 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<std::pair<const int, long> >, std::pair<const int, long> >", scope: !67, file: !64, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !68, templateParams: !186, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaISt4pairIKilEES3_EE")
!67 = !DINamespace(name: "__gnu_cxx", scope: null)
!68 = !{!69, !170, !175, !179, !182, !183, !184, !185}
!69 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !66, baseType: !70, extraData: i32 0)
!70 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<std::pair<const int, long> > >", scope: !34, file: !71, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !72, templateParams: !168, identifier: "_ZTSSt16allocator_traitsISaISt4pairIKilEEE")
!71 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/alloc_traits.h", directory: "", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!72 = !{!73, !150, !156, !159, !165}
!73 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaISt4pairIKilEEE8allocateERS3_m", scope: !70, file: !71, line: 463, type: !74, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!74 = !DISubroutineType(types: !75)
!75 = !{!76, !142, !146}
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !70, file: !71, line: 420, baseType: !77)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair<const int, long>", scope: !34, file: !35, line: 185, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !79, templateParams: !139, identifier: "_ZTSSt4pairIKilE")
!79 = !{!80, !103, !104, !105, !111, !115, !119, !133}
!80 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !78, baseType: !81, extraData: i32 0)
!81 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__pair_base<const int, long>", scope: !34, file: !35, line: 163, size: 8, flags: DIFlagTypePassByValue, elements: !82, templateParams: !97, identifier: "_ZTSSt11__pair_baseIKilE")
!82 = !{!83, !87, !88, !93}
!83 = !DISubprogram(name: "__pair_base", scope: !81, file: !35, line: 167, type: !84, scopeLine: 167, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!84 = !DISubroutineType(types: !85)
!85 = !{null, !86}
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!87 = !DISubprogram(name: "~__pair_base", scope: !81, file: !35, line: 168, type: !84, scopeLine: 168, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!88 = !DISubprogram(name: "__pair_base", scope: !81, file: !35, line: 169, type: !89, scopeLine: 169, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!89 = !DISubroutineType(types: !90)
!90 = !{null, !86, !91}
!91 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !92, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !81)
!93 = !DISubprogram(name: "operator=", linkageName: "_ZNSt11__pair_baseIKilEaSERKS1_", scope: !81, file: !35, line: 170, type: !94, scopeLine: 170, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!94 = !DISubroutineType(types: !95)
!95 = !{!96, !86, !91}
!96 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !81, size: 64)
!97 = !{!98, !101}
!98 = !DITemplateTypeParameter(name: "_U1", type: !99)
!99 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !100)
!100 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!101 = !DITemplateTypeParameter(name: "_U2", type: !102)
!102 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "first", scope: !78, file: !35, line: 191, baseType: !99, size: 32)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "second", scope: !78, file: !35, line: 192, baseType: !102, size: 64, offset: 64)
!105 = !DISubprogram(name: "pair", scope: !78, file: !35, line: 195, type: !106, scopeLine: 195, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!106 = !DISubroutineType(types: !107)
!107 = !{null, !108, !109}
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!109 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !110, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !78)
!111 = !DISubprogram(name: "pair", scope: !78, file: !35, line: 196, type: !112, scopeLine: 196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!112 = !DISubroutineType(types: !113)
!113 = !{null, !108, !114}
!114 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !78, size: 64)
!115 = !DISubprogram(name: "swap", linkageName: "_ZNSt4pairIKilE4swapERS1_", scope: !78, file: !35, line: 204, type: !116, scopeLine: 204, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!116 = !DISubroutineType(types: !117)
!117 = !{null, !108, !118}
!118 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !78, size: 64)
!119 = !DISubprogram(name: "operator=", linkageName: "_ZNSt4pairIKilEaSERKSt10__nonesuch", scope: !78, file: !35, line: 568, type: !120, scopeLine: 568, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!120 = !DISubroutineType(types: !121)
!121 = !{!118, !108, !122}
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "__conditional_t<__and_<is_copy_assignable<const int>, is_copy_assignable<long> >::value, const pair<const int, long> &, const __nonesuch &>", scope: !34, file: !123, line: 119, baseType: !124)
!123 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/type_traits", directory: "")
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "template type<const std::pair<const int, long> &, const std::__nonesuch &>", scope: !125, file: !123, line: 114, baseType: !130)
!125 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__conditional<false>", scope: !34, file: !123, line: 111, size: 8, flags: DIFlagTypePassByValue, elements: !126, templateParams: !127, identifier: "_ZTSSt13__conditionalILb0EE")
!126 = !{}
!127 = !{!128}
!128 = !DITemplateValueParameter(type: !129, value: i1 false)
!129 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!130 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !131, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !132)
!132 = !DICompositeType(tag: DW_TAG_structure_type, name: "__nonesuch", scope: !34, file: !123, line: 3009, size: 8, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt10__nonesuch")
!133 = !DISubprogram(name: "operator=", linkageName: "_ZNSt4pairIKilEaSEOSt10__nonesuch", scope: !78, file: !35, line: 578, type: !134, scopeLine: 578, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!134 = !DISubroutineType(types: !135)
!135 = !{!118, !108, !136}
!136 = !DIDerivedType(tag: DW_TAG_typedef, name: "__conditional_t<__and_<is_move_assignable<const int>, is_move_assignable<long> >::value, pair<const int, long> &&, __nonesuch &&>", scope: !34, file: !123, line: 119, baseType: !137)
!137 = !DIDerivedType(tag: DW_TAG_typedef, name: "template type<std::pair<const int, long> &&, std::__nonesuch &&>", scope: !125, file: !123, line: 114, baseType: !138)
!138 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !132, size: 64)
!139 = !{!140, !141}
!140 = !DITemplateTypeParameter(name: "_T1", type: !99)
!141 = !DITemplateTypeParameter(name: "_T2", type: !102)
!142 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !143, size: 64)
!143 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !70, file: !71, line: 414, baseType: !144)
!144 = !DICompositeType(tag: DW_TAG_class_type, name: "allocator<std::pair<const int, long> >", scope: !34, file: !145, line: 124, size: 8, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSaISt4pairIKilEE")
!145 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!146 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !71, line: 435, baseType: !147)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !34, file: !148, line: 298, baseType: !149)
!148 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/riscv64-linux-gnu/bits/c++config.h", directory: "", checksumkind: CSK_MD5, checksum: "ee4ba70de4898b8190c6a75632fedb5c")
!149 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!150 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaISt4pairIKilEEE8allocateERS3_mPKv", scope: !70, file: !71, line: 477, type: !151, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!151 = !DISubroutineType(types: !152)
!152 = !{!76, !142, !146, !153}
!153 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !71, line: 429, baseType: !154)
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !155, size: 64)
!155 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!156 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaISt4pairIKilEEE10deallocateERS3_PS2_m", scope: !70, file: !71, line: 495, type: !157, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!157 = !DISubroutineType(types: !158)
!158 = !{null, !142, !76, !146}
!159 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaISt4pairIKilEEE8max_sizeERKS3_", scope: !70, file: !71, line: 547, type: !160, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!160 = !DISubroutineType(types: !161)
!161 = !{!162, !163}
!162 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !70, file: !71, line: 435, baseType: !147)
!163 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !164, size: 64)
!164 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !143)
!165 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaISt4pairIKilEEE37select_on_container_copy_constructionERKS3_", scope: !70, file: !71, line: 562, type: !166, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!166 = !DISubroutineType(types: !167)
!167 = !{!143, !163}
!168 = !{!169}
!169 = !DITemplateTypeParameter(name: "_Alloc", type: !144)
!170 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt4pairIKilEES3_E17_S_select_on_copyERKS4_", scope: !66, file: !64, line: 97, type: !171, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!171 = !DISubroutineType(types: !172)
!172 = !{!144, !173}
!173 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !174, size: 64)
!174 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !144)
!175 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt4pairIKilEES3_E10_S_on_swapERS4_S6_", scope: !66, file: !64, line: 100, type: !176, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!176 = !DISubroutineType(types: !177)
!177 = !{null, !178, !178}
!178 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !144, size: 64)
!179 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt4pairIKilEES3_E27_S_propagate_on_copy_assignEv", scope: !66, file: !64, line: 103, type: !180, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!180 = !DISubroutineType(types: !181)
!181 = !{!129}
!182 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt4pairIKilEES3_E27_S_propagate_on_move_assignEv", scope: !66, file: !64, line: 106, type: !180, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!183 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt4pairIKilEES3_E20_S_propagate_on_swapEv", scope: !66, file: !64, line: 109, type: !180, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!184 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt4pairIKilEES3_E15_S_always_equalEv", scope: !66, file: !64, line: 112, type: !180, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!185 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt4pairIKilEES3_E15_S_nothrow_moveEv", scope: !66, file: !64, line: 115, type: !180, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!186 = !{!169, !187}
!187 = !DITemplateTypeParameter(type: !78, defaulted: true)
!188 = !{!189}
!189 = !DITemplateTypeParameter(name: "_Tp", type: !190)
!190 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Rb_tree_node<std::pair<const int, long> >", scope: !34, file: !46, line: 216, size: 384, flags: DIFlagTypePassByValue, elements: !191, templateParams: !257, identifier: "_ZTSSt13_Rb_tree_nodeISt4pairIKilEE")
!191 = !{!192, !212, !248, !252}
!192 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !190, baseType: !193, extraData: i32 0)
!193 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Rb_tree_node_base", scope: !34, file: !46, line: 101, size: 256, flags: DIFlagTypePassByValue, elements: !194, identifier: "_ZTSSt18_Rb_tree_node_base")
!194 = !{!195, !196, !199, !200, !201, !204, !210, !211}
!195 = !DIDerivedType(tag: DW_TAG_member, name: "_M_color", scope: !193, file: !46, line: 106, baseType: !45, size: 32)
!196 = !DIDerivedType(tag: DW_TAG_member, name: "_M_parent", scope: !193, file: !46, line: 107, baseType: !197, size: 64, offset: 64)
!197 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Base_ptr", scope: !193, file: !46, line: 103, baseType: !198)
!198 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !193, size: 64)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "_M_left", scope: !193, file: !46, line: 108, baseType: !197, size: 64, offset: 128)
!200 = !DIDerivedType(tag: DW_TAG_member, name: "_M_right", scope: !193, file: !46, line: 109, baseType: !197, size: 64, offset: 192)
!201 = !DISubprogram(name: "_S_minimum", linkageName: "_ZNSt18_Rb_tree_node_base10_S_minimumEPS_", scope: !193, file: !46, line: 112, type: !202, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!202 = !DISubroutineType(types: !203)
!203 = !{!197, !197}
!204 = !DISubprogram(name: "_S_minimum", linkageName: "_ZNSt18_Rb_tree_node_base10_S_minimumEPKS_", scope: !193, file: !46, line: 119, type: !205, scopeLine: 119, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!205 = !DISubroutineType(types: !206)
!206 = !{!207, !207}
!207 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Const_Base_ptr", scope: !193, file: !46, line: 104, baseType: !208)
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 64)
!209 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !193)
!210 = !DISubprogram(name: "_S_maximum", linkageName: "_ZNSt18_Rb_tree_node_base10_S_maximumEPS_", scope: !193, file: !46, line: 126, type: !202, scopeLine: 126, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!211 = !DISubprogram(name: "_S_maximum", linkageName: "_ZNSt18_Rb_tree_node_base10_S_maximumEPKS_", scope: !193, file: !46, line: 133, type: !205, scopeLine: 133, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "_M_storage", scope: !190, file: !46, line: 231, baseType: !213, size: 128, offset: 256)
!213 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__aligned_membuf<std::pair<const int, long> >", scope: !67, file: !214, line: 47, size: 128, flags: DIFlagTypePassByValue, elements: !215, templateParams: !246, identifier: "_ZTSN9__gnu_cxx16__aligned_membufISt4pairIKilEEE")
!214 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/ext/aligned_buffer.h", directory: "")
!215 = !{!216, !221, !225, !230, !234, !239, !242}
!216 = !DIDerivedType(tag: DW_TAG_member, name: "_M_storage", scope: !213, file: !214, line: 56, baseType: !217, size: 128, align: 64)
!217 = !DICompositeType(tag: DW_TAG_array_type, baseType: !218, size: 128, elements: !219)
!218 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!219 = !{!220}
!220 = !DISubrange(count: 16)
!221 = !DISubprogram(name: "__aligned_membuf", scope: !213, file: !214, line: 58, type: !222, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!222 = !DISubroutineType(types: !223)
!223 = !{null, !224}
!224 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !213, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!225 = !DISubprogram(name: "__aligned_membuf", scope: !213, file: !214, line: 61, type: !226, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!226 = !DISubroutineType(types: !227)
!227 = !{null, !224, !228}
!228 = !DIDerivedType(tag: DW_TAG_typedef, name: "nullptr_t", scope: !34, file: !148, line: 302, baseType: !229)
!229 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "decltype(nullptr)")
!230 = !DISubprogram(name: "_M_addr", linkageName: "_ZN9__gnu_cxx16__aligned_membufISt4pairIKilEE7_M_addrEv", scope: !213, file: !214, line: 64, type: !231, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!231 = !DISubroutineType(types: !232)
!232 = !{!233, !224}
!233 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!234 = !DISubprogram(name: "_M_addr", linkageName: "_ZNK9__gnu_cxx16__aligned_membufISt4pairIKilEE7_M_addrEv", scope: !213, file: !214, line: 68, type: !235, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!235 = !DISubroutineType(types: !236)
!236 = !{!154, !237}
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !238, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!238 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !213)
!239 = !DISubprogram(name: "_M_ptr", linkageName: "_ZN9__gnu_cxx16__aligned_membufISt4pairIKilEE6_M_ptrEv", scope: !213, file: !214, line: 72, type: !240, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!240 = !DISubroutineType(types: !241)
!241 = !{!77, !224}
!242 = !DISubprogram(name: "_M_ptr", linkageName: "_ZNK9__gnu_cxx16__aligned_membufISt4pairIKilEE6_M_ptrEv", scope: !213, file: !214, line: 76, type: !243, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!243 = !DISubroutineType(types: !244)
!244 = !{!245, !237}
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
!246 = !{!247}
!247 = !DITemplateTypeParameter(name: "_Tp", type: !78)
!248 = !DISubprogram(name: "_M_valptr", linkageName: "_ZNSt13_Rb_tree_nodeISt4pairIKilEE9_M_valptrEv", scope: !190, file: !46, line: 234, type: !249, scopeLine: 234, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!249 = !DISubroutineType(types: !250)
!250 = !{!77, !251}
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !190, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!252 = !DISubprogram(name: "_M_valptr", linkageName: "_ZNKSt13_Rb_tree_nodeISt4pairIKilEE9_M_valptrEv", scope: !190, file: !46, line: 238, type: !253, scopeLine: 238, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!253 = !DISubroutineType(types: !254)
!254 = !{!245, !255}
!255 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !256, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!256 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !190)
!257 = !{!258}
!258 = !DITemplateTypeParameter(name: "_Val", type: !78)
!259 = !DIDerivedType(tag: DW_TAG_typedef, name: "template rebind_alloc<std::_Rb_tree_node<std::pair<const int, long> > >", scope: !70, file: !71, line: 450, baseType: !260)
!260 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<std::_Rb_tree_node<std::pair<const int, long> > >", scope: !34, file: !145, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !261, templateParams: !188, identifier: "_ZTSSaISt13_Rb_tree_nodeISt4pairIKilEEE")
!261 = !{!262, !304, !308, !313, !317}
!262 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !260, baseType: !263, flags: DIFlagPublic, extraData: i32 0)
!263 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<std::_Rb_tree_node<std::pair<const int, long> > >", scope: !34, file: !264, line: 47, baseType: !265)
!264 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/riscv64-linux-gnu/bits/c++allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!265 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<std::_Rb_tree_node<std::pair<const int, long> > >", scope: !34, file: !266, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !267, templateParams: !188, identifier: "_ZTSSt15__new_allocatorISt13_Rb_tree_nodeISt4pairIKilEEE")
!266 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/new_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
!267 = !{!268, !272, !277, !278, !286, !293, !297, !300, !303}
!268 = !DISubprogram(name: "__new_allocator", scope: !265, file: !266, line: 80, type: !269, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!269 = !DISubroutineType(types: !270)
!270 = !{null, !271}
!271 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !265, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!272 = !DISubprogram(name: "__new_allocator", scope: !265, file: !266, line: 83, type: !273, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!273 = !DISubroutineType(types: !274)
!274 = !{null, !271, !275}
!275 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !276, size: 64)
!276 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !265)
!277 = !DISubprogram(name: "~__new_allocator", scope: !265, file: !266, line: 90, type: !269, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!278 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorISt13_Rb_tree_nodeISt4pairIKilEEE7addressERS4_", scope: !265, file: !266, line: 93, type: !279, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!279 = !DISubroutineType(types: !280)
!280 = !{!281, !283, !284}
!281 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !265, file: !266, line: 63, baseType: !282, flags: DIFlagPublic)
!282 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !190, size: 64)
!283 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !276, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!284 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !265, file: !266, line: 65, baseType: !285, flags: DIFlagPublic)
!285 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !190, size: 64)
!286 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorISt13_Rb_tree_nodeISt4pairIKilEEE7addressERKS4_", scope: !265, file: !266, line: 97, type: !287, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!287 = !DISubroutineType(types: !288)
!288 = !{!289, !283, !291}
!289 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !265, file: !266, line: 64, baseType: !290, flags: DIFlagPublic)
!290 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !256, size: 64)
!291 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !265, file: !266, line: 66, baseType: !292, flags: DIFlagPublic)
!292 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !256, size: 64)
!293 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorISt13_Rb_tree_nodeISt4pairIKilEEE8allocateEmPKv", scope: !265, file: !266, line: 112, type: !294, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!294 = !DISubroutineType(types: !295)
!295 = !{!282, !271, !296, !154}
!296 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !266, line: 60, baseType: !147, flags: DIFlagPublic)
!297 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorISt13_Rb_tree_nodeISt4pairIKilEEE10deallocateEPS4_m", scope: !265, file: !266, line: 142, type: !298, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!298 = !DISubroutineType(types: !299)
!299 = !{null, !271, !282, !296}
!300 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorISt13_Rb_tree_nodeISt4pairIKilEEE8max_sizeEv", scope: !265, file: !266, line: 167, type: !301, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!301 = !DISubroutineType(types: !302)
!302 = !{!296, !283}
!303 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorISt13_Rb_tree_nodeISt4pairIKilEEE11_M_max_sizeEv", scope: !265, file: !266, line: 210, type: !301, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!304 = !DISubprogram(name: "allocator", scope: !260, file: !145, line: 156, type: !305, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!305 = !DISubroutineType(types: !306)
!306 = !{null, !307}
!307 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !260, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!308 = !DISubprogram(name: "allocator", scope: !260, file: !145, line: 159, type: !309, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!309 = !DISubroutineType(types: !310)
!310 = !{null, !307, !311}
!311 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !312, size: 64)
!312 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !260)
!313 = !DISubprogram(name: "operator=", linkageName: "_ZNSaISt13_Rb_tree_nodeISt4pairIKilEEEaSERKS4_", scope: !260, file: !145, line: 164, type: !314, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!314 = !DISubroutineType(types: !315)
!315 = !{!316, !307, !311}
!316 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !260, size: 64)
!317 = !DISubprogram(name: "~allocator", scope: !260, file: !145, line: 174, type: !305, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!318 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !59, baseType: !319, extraData: i32 0)
!319 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Rb_tree_key_compare<std::less<int> >", scope: !34, file: !46, line: 142, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !320, templateParams: !356, identifier: "_ZTSSt20_Rb_tree_key_compareISt4lessIiEE")
!320 = !{!321, !339, !343, !347, !352}
!321 = !DIDerivedType(tag: DW_TAG_member, name: "_M_key_compare", scope: !319, file: !46, line: 144, baseType: !322, size: 8)
!322 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "less<int>", scope: !34, file: !323, line: 403, size: 8, flags: DIFlagTypePassByValue, elements: !324, templateParams: !337, identifier: "_ZTSSt4lessIiE")
!323 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/stl_function.h", directory: "", checksumkind: CSK_MD5, checksum: "63fc7573f04ccb8f515906b34e2fa890")
!324 = !{!325, !331}
!325 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !322, baseType: !326, extraData: i32 0)
!326 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "binary_function<int, int, bool>", scope: !34, file: !323, line: 131, size: 8, flags: DIFlagTypePassByValue, elements: !126, templateParams: !327, identifier: "_ZTSSt15binary_functionIiibE")
!327 = !{!328, !329, !330}
!328 = !DITemplateTypeParameter(name: "_Arg1", type: !100)
!329 = !DITemplateTypeParameter(name: "_Arg2", type: !100)
!330 = !DITemplateTypeParameter(name: "_Result", type: !129)
!331 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt4lessIiEclERKiS2_", scope: !322, file: !323, line: 407, type: !332, scopeLine: 407, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!332 = !DISubroutineType(types: !333)
!333 = !{!129, !334, !336, !336}
!334 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !335, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!335 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !322)
!336 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !99, size: 64)
!337 = !{!338}
!338 = !DITemplateTypeParameter(name: "_Tp", type: !100)
!339 = !DISubprogram(name: "_Rb_tree_key_compare", scope: !319, file: !46, line: 146, type: !340, scopeLine: 146, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!340 = !DISubroutineType(types: !341)
!341 = !{null, !342}
!342 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !319, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!343 = !DISubprogram(name: "_Rb_tree_key_compare", scope: !319, file: !46, line: 152, type: !344, scopeLine: 152, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!344 = !DISubroutineType(types: !345)
!345 = !{null, !342, !346}
!346 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !335, size: 64)
!347 = !DISubprogram(name: "_Rb_tree_key_compare", scope: !319, file: !46, line: 158, type: !348, scopeLine: 158, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!348 = !DISubroutineType(types: !349)
!349 = !{null, !342, !350}
!350 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !351, size: 64)
!351 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !319)
!352 = !DISubprogram(name: "_Rb_tree_key_compare", scope: !319, file: !46, line: 160, type: !353, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!353 = !DISubroutineType(types: !354)
!354 = !{null, !342, !355}
!355 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !319, size: 64)
!356 = !{!357}
!357 = !DITemplateTypeParameter(name: "_Key_compare", type: !322)
!358 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !59, baseType: !359, offset: 64, extraData: i32 0)
!359 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Rb_tree_header", scope: !34, file: !46, line: 168, size: 320, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !360, identifier: "_ZTSSt15_Rb_tree_header")
!360 = !{!361, !362, !363, !367, !371, !375}
!361 = !DIDerivedType(tag: DW_TAG_member, name: "_M_header", scope: !359, file: !46, line: 170, baseType: !193, size: 256)
!362 = !DIDerivedType(tag: DW_TAG_member, name: "_M_node_count", scope: !359, file: !46, line: 171, baseType: !147, size: 64, offset: 256)
!363 = !DISubprogram(name: "_Rb_tree_header", scope: !359, file: !46, line: 173, type: !364, scopeLine: 173, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!364 = !DISubroutineType(types: !365)
!365 = !{null, !366}
!366 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !359, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!367 = !DISubprogram(name: "_Rb_tree_header", scope: !359, file: !46, line: 180, type: !368, scopeLine: 180, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!368 = !DISubroutineType(types: !369)
!369 = !{null, !366, !370}
!370 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !359, size: 64)
!371 = !DISubprogram(name: "_M_move_data", linkageName: "_ZNSt15_Rb_tree_header12_M_move_dataERS_", scope: !359, file: !46, line: 193, type: !372, scopeLine: 193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!372 = !DISubroutineType(types: !373)
!373 = !{null, !366, !374}
!374 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !359, size: 64)
!375 = !DISubprogram(name: "_M_reset", linkageName: "_ZNSt15_Rb_tree_header8_M_resetEv", scope: !359, file: !46, line: 206, type: !364, scopeLine: 206, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!376 = !DISubprogram(name: "_Rb_tree_impl", scope: !59, file: !46, line: 667, type: !377, scopeLine: 667, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!377 = !DISubroutineType(types: !378)
!378 = !{null, !379}
!379 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!380 = !DISubprogram(name: "_Rb_tree_impl", scope: !59, file: !46, line: 674, type: !381, scopeLine: 674, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!381 = !DISubroutineType(types: !382)
!382 = !{null, !379, !383}
!383 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !384, size: 64)
!384 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !59)
!385 = !DISubprogram(name: "_Rb_tree_impl", scope: !59, file: !46, line: 685, type: !386, scopeLine: 685, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!386 = !DISubroutineType(types: !387)
!387 = !{null, !379, !388}
!388 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !59, size: 64)
!389 = !DISubprogram(name: "_Rb_tree_impl", scope: !59, file: !46, line: 690, type: !390, scopeLine: 690, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!390 = !DISubroutineType(types: !391)
!391 = !{null, !379, !392}
!392 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !62, size: 64)
!393 = !DISubprogram(name: "_Rb_tree_impl", scope: !59, file: !46, line: 694, type: !394, scopeLine: 694, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!394 = !DISubroutineType(types: !395)
!395 = !{null, !379, !388, !392}
!396 = !DISubprogram(name: "_Rb_tree_impl", scope: !59, file: !46, line: 700, type: !397, scopeLine: 700, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!397 = !DISubroutineType(types: !398)
!398 = !{null, !379, !346, !392}
!399 = !{!357, !400}
!400 = !DITemplateValueParameter(type: !129, defaulted: true, value: i1 true)
!401 = !DISubprogram(name: "_M_get_Node_allocator", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE21_M_get_Node_allocatorEv", scope: !56, file: !46, line: 547, type: !402, scopeLine: 547, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!402 = !DISubroutineType(types: !403)
!403 = !{!404, !405}
!404 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !62, size: 64)
!405 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!406 = !DISubprogram(name: "_M_get_Node_allocator", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE21_M_get_Node_allocatorEv", scope: !56, file: !46, line: 551, type: !407, scopeLine: 551, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!407 = !DISubroutineType(types: !408)
!408 = !{!409, !411}
!409 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !410, size: 64)
!410 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !62)
!411 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !412, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!412 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !56)
!413 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE13get_allocatorEv", scope: !56, file: !46, line: 555, type: !414, scopeLine: 555, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!414 = !DISubroutineType(types: !415)
!415 = !{!416, !411}
!416 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !56, file: !46, line: 544, baseType: !144, flags: DIFlagPublic)
!417 = !DISubprogram(name: "_M_get_node", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE11_M_get_nodeEv", scope: !56, file: !46, line: 560, type: !418, scopeLine: 560, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!418 = !DISubroutineType(types: !419)
!419 = !{!420, !405}
!420 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Link_type", scope: !56, file: !46, line: 435, baseType: !282, flags: DIFlagProtected)
!421 = !DISubprogram(name: "_M_put_node", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE11_M_put_nodeEPSt13_Rb_tree_nodeIS2_E", scope: !56, file: !46, line: 564, type: !422, scopeLine: 564, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!422 = !DISubroutineType(types: !423)
!423 = !{null, !405, !420}
!424 = !DISubprogram(name: "_M_destroy_node", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE15_M_destroy_nodeEPSt13_Rb_tree_nodeIS2_E", scope: !56, file: !46, line: 618, type: !422, scopeLine: 618, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!425 = !DISubprogram(name: "_M_drop_node", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE12_M_drop_nodeEPSt13_Rb_tree_nodeIS2_E", scope: !56, file: !46, line: 629, type: !422, scopeLine: 629, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!426 = !DISubprogram(name: "_M_root", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE7_M_rootEv", scope: !56, file: !46, line: 710, type: !427, scopeLine: 710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!427 = !DISubroutineType(types: !428)
!428 = !{!429, !405}
!429 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !430, size: 64)
!430 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Base_ptr", file: !46, line: 433, baseType: !198, flags: DIFlagProtected)
!431 = !DISubprogram(name: "_M_root", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE7_M_rootEv", scope: !56, file: !46, line: 714, type: !432, scopeLine: 714, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!432 = !DISubroutineType(types: !433)
!433 = !{!434, !411}
!434 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Const_Base_ptr", file: !46, line: 434, baseType: !208, flags: DIFlagProtected)
!435 = !DISubprogram(name: "_M_leftmost", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE11_M_leftmostEv", scope: !56, file: !46, line: 718, type: !427, scopeLine: 718, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!436 = !DISubprogram(name: "_M_leftmost", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE11_M_leftmostEv", scope: !56, file: !46, line: 722, type: !432, scopeLine: 722, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!437 = !DISubprogram(name: "_M_rightmost", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE12_M_rightmostEv", scope: !56, file: !46, line: 726, type: !427, scopeLine: 726, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!438 = !DISubprogram(name: "_M_rightmost", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE12_M_rightmostEv", scope: !56, file: !46, line: 730, type: !432, scopeLine: 730, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!439 = !DISubprogram(name: "_M_mbegin", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE9_M_mbeginEv", scope: !56, file: !46, line: 734, type: !440, scopeLine: 734, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!440 = !DISubroutineType(types: !441)
!441 = !{!420, !411}
!442 = !DISubprogram(name: "_M_begin", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_beginEv", scope: !56, file: !46, line: 738, type: !418, scopeLine: 738, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!443 = !DISubprogram(name: "_M_begin", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_beginEv", scope: !56, file: !46, line: 742, type: !444, scopeLine: 742, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!444 = !DISubroutineType(types: !445)
!445 = !{!446, !411}
!446 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Const_Link_type", scope: !56, file: !46, line: 436, baseType: !290, flags: DIFlagProtected)
!447 = !DISubprogram(name: "_M_end", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE6_M_endEv", scope: !56, file: !46, line: 749, type: !448, scopeLine: 749, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!448 = !DISubroutineType(types: !449)
!449 = !{!430, !405}
!450 = !DISubprogram(name: "_M_end", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE6_M_endEv", scope: !56, file: !46, line: 753, type: !432, scopeLine: 753, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!451 = !DISubprogram(name: "_S_key", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE6_S_keyEPKSt13_Rb_tree_nodeIS2_E", scope: !56, file: !46, line: 757, type: !452, scopeLine: 757, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!452 = !DISubroutineType(types: !453)
!453 = !{!336, !446}
!454 = !DISubprogram(name: "_S_left", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE7_S_leftEPSt18_Rb_tree_node_base", scope: !56, file: !46, line: 779, type: !455, scopeLine: 779, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!455 = !DISubroutineType(types: !456)
!456 = !{!420, !430}
!457 = !DISubprogram(name: "_S_left", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE7_S_leftEPKSt18_Rb_tree_node_base", scope: !56, file: !46, line: 783, type: !458, scopeLine: 783, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!458 = !DISubroutineType(types: !459)
!459 = !{!446, !434}
!460 = !DISubprogram(name: "_S_right", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_S_rightEPSt18_Rb_tree_node_base", scope: !56, file: !46, line: 787, type: !455, scopeLine: 787, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!461 = !DISubprogram(name: "_S_right", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_S_rightEPKSt18_Rb_tree_node_base", scope: !56, file: !46, line: 791, type: !458, scopeLine: 791, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!462 = !DISubprogram(name: "_S_key", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE6_S_keyEPKSt18_Rb_tree_node_base", scope: !56, file: !46, line: 795, type: !463, scopeLine: 795, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!463 = !DISubroutineType(types: !464)
!464 = !{!336, !434}
!465 = !DISubprogram(name: "_S_minimum", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE10_S_minimumEPSt18_Rb_tree_node_base", scope: !56, file: !46, line: 799, type: !466, scopeLine: 799, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!466 = !DISubroutineType(types: !467)
!467 = !{!468, !430}
!468 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Base_ptr", scope: !56, file: !46, line: 433, baseType: !198, flags: DIFlagProtected)
!469 = !DISubprogram(name: "_S_minimum", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE10_S_minimumEPKSt18_Rb_tree_node_base", scope: !56, file: !46, line: 803, type: !470, scopeLine: 803, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!470 = !DISubroutineType(types: !471)
!471 = !{!472, !434}
!472 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Const_Base_ptr", scope: !56, file: !46, line: 434, baseType: !208, flags: DIFlagProtected)
!473 = !DISubprogram(name: "_S_maximum", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE10_S_maximumEPSt18_Rb_tree_node_base", scope: !56, file: !46, line: 807, type: !466, scopeLine: 807, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!474 = !DISubprogram(name: "_S_maximum", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE10_S_maximumEPKSt18_Rb_tree_node_base", scope: !56, file: !46, line: 811, type: !470, scopeLine: 811, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!475 = !DISubprogram(name: "_M_get_insert_unique_pos", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE24_M_get_insert_unique_posERS1_", scope: !56, file: !46, line: 2108, type: !476, scopeLine: 2108, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!476 = !DISubroutineType(types: !477)
!477 = !{!478, !405, !532}
!478 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair<std::_Rb_tree_node_base *, std::_Rb_tree_node_base *>", scope: !34, file: !35, line: 185, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !479, templateParams: !529, identifier: "_ZTSSt4pairIPSt18_Rb_tree_node_baseS1_E")
!479 = !{!480, !500, !501, !502, !508, !512, !516, !524}
!480 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !478, baseType: !481, extraData: i32 0)
!481 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__pair_base<std::_Rb_tree_node_base *, std::_Rb_tree_node_base *>", scope: !34, file: !35, line: 163, size: 8, flags: DIFlagTypePassByValue, elements: !482, templateParams: !497, identifier: "_ZTSSt11__pair_baseIPSt18_Rb_tree_node_baseS1_E")
!482 = !{!483, !487, !488, !493}
!483 = !DISubprogram(name: "__pair_base", scope: !481, file: !35, line: 167, type: !484, scopeLine: 167, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!484 = !DISubroutineType(types: !485)
!485 = !{null, !486}
!486 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !481, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!487 = !DISubprogram(name: "~__pair_base", scope: !481, file: !35, line: 168, type: !484, scopeLine: 168, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!488 = !DISubprogram(name: "__pair_base", scope: !481, file: !35, line: 169, type: !489, scopeLine: 169, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!489 = !DISubroutineType(types: !490)
!490 = !{null, !486, !491}
!491 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !492, size: 64)
!492 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !481)
!493 = !DISubprogram(name: "operator=", linkageName: "_ZNSt11__pair_baseIPSt18_Rb_tree_node_baseS1_EaSERKS2_", scope: !481, file: !35, line: 170, type: !494, scopeLine: 170, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!494 = !DISubroutineType(types: !495)
!495 = !{!496, !486, !491}
!496 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !481, size: 64)
!497 = !{!498, !499}
!498 = !DITemplateTypeParameter(name: "_U1", type: !198)
!499 = !DITemplateTypeParameter(name: "_U2", type: !198)
!500 = !DIDerivedType(tag: DW_TAG_member, name: "first", scope: !478, file: !35, line: 191, baseType: !198, size: 64)
!501 = !DIDerivedType(tag: DW_TAG_member, name: "second", scope: !478, file: !35, line: 192, baseType: !198, size: 64, offset: 64)
!502 = !DISubprogram(name: "pair", scope: !478, file: !35, line: 195, type: !503, scopeLine: 195, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!503 = !DISubroutineType(types: !504)
!504 = !{null, !505, !506}
!505 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !478, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!506 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !507, size: 64)
!507 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !478)
!508 = !DISubprogram(name: "pair", scope: !478, file: !35, line: 196, type: !509, scopeLine: 196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!509 = !DISubroutineType(types: !510)
!510 = !{null, !505, !511}
!511 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !478, size: 64)
!512 = !DISubprogram(name: "swap", linkageName: "_ZNSt4pairIPSt18_Rb_tree_node_baseS1_E4swapERS2_", scope: !478, file: !35, line: 204, type: !513, scopeLine: 204, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!513 = !DISubroutineType(types: !514)
!514 = !{null, !505, !515}
!515 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !478, size: 64)
!516 = !DISubprogram(name: "operator=", linkageName: "_ZNSt4pairIPSt18_Rb_tree_node_baseS1_EaSERKS2_", scope: !478, file: !35, line: 568, type: !517, scopeLine: 568, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!517 = !DISubroutineType(types: !518)
!518 = !{!515, !505, !519}
!519 = !DIDerivedType(tag: DW_TAG_typedef, name: "__conditional_t<__and_<is_copy_assignable<_Rb_tree_node_base *>, is_copy_assignable<_Rb_tree_node_base *> >::value, const pair<_Rb_tree_node_base *, _Rb_tree_node_base *> &, const __nonesuch &>", scope: !34, file: !123, line: 119, baseType: !520)
!520 = !DIDerivedType(tag: DW_TAG_typedef, name: "template type<const std::pair<std::_Rb_tree_node_base *, std::_Rb_tree_node_base *> &, const std::__nonesuch &>", scope: !521, file: !123, line: 107, baseType: !506)
!521 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__conditional<true>", scope: !34, file: !123, line: 104, size: 8, flags: DIFlagTypePassByValue, elements: !126, templateParams: !522, identifier: "_ZTSSt13__conditionalILb1EE")
!522 = !{!523}
!523 = !DITemplateValueParameter(type: !129, value: i1 true)
!524 = !DISubprogram(name: "operator=", linkageName: "_ZNSt4pairIPSt18_Rb_tree_node_baseS1_EaSEOS2_", scope: !478, file: !35, line: 578, type: !525, scopeLine: 578, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!525 = !DISubroutineType(types: !526)
!526 = !{!515, !505, !527}
!527 = !DIDerivedType(tag: DW_TAG_typedef, name: "__conditional_t<__and_<is_move_assignable<_Rb_tree_node_base *>, is_move_assignable<_Rb_tree_node_base *> >::value, pair<_Rb_tree_node_base *, _Rb_tree_node_base *> &&, __nonesuch &&>", scope: !34, file: !123, line: 119, baseType: !528)
!528 = !DIDerivedType(tag: DW_TAG_typedef, name: "template type<std::pair<std::_Rb_tree_node_base *, std::_Rb_tree_node_base *> &&, std::__nonesuch &&>", scope: !521, file: !123, line: 107, baseType: !511)
!529 = !{!530, !531}
!530 = !DITemplateTypeParameter(name: "_T1", type: !198)
!531 = !DITemplateTypeParameter(name: "_T2", type: !198)
!532 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !533, size: 64)
!533 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !534)
!534 = !DIDerivedType(tag: DW_TAG_typedef, name: "key_type", scope: !56, file: !46, line: 536, baseType: !100, flags: DIFlagPublic)
!535 = !DISubprogram(name: "_M_get_insert_equal_pos", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE23_M_get_insert_equal_posERS1_", scope: !56, file: !46, line: 832, type: !476, scopeLine: 832, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!536 = !DISubprogram(name: "_M_get_insert_hint_unique_pos", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS2_ERS1_", scope: !56, file: !46, line: 2210, type: !537, scopeLine: 2210, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!537 = !DISubroutineType(types: !538)
!538 = !{!478, !405, !55, !532}
!539 = !DISubprogram(name: "_M_get_insert_hint_equal_pos", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE28_M_get_insert_hint_equal_posESt23_Rb_tree_const_iteratorIS2_ERS1_", scope: !56, file: !46, line: 839, type: !537, scopeLine: 839, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!540 = !DISubprogram(name: "_M_insert_node", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE14_M_insert_nodeEPSt18_Rb_tree_node_baseSA_PSt13_Rb_tree_nodeIS2_E", scope: !56, file: !46, line: 2377, type: !541, scopeLine: 2377, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!541 = !DISubroutineType(types: !542)
!542 = !{!543, !405, !430, !430, !420}
!543 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !56, file: !46, line: 815, baseType: !544, flags: DIFlagPublic)
!544 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Rb_tree_iterator<std::pair<const int, long> >", scope: !34, file: !46, line: 256, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !545, templateParams: !246, identifier: "_ZTSSt17_Rb_tree_iteratorISt4pairIKilEE")
!545 = !{!546, !548, !552, !555, !561, !565, !570, !573, !574}
!546 = !DIDerivedType(tag: DW_TAG_member, name: "_M_node", scope: !544, file: !46, line: 324, baseType: !547, size: 64)
!547 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Base_ptr", file: !46, line: 266, baseType: !197)
!548 = !DISubprogram(name: "_Rb_tree_iterator", scope: !544, file: !46, line: 269, type: !549, scopeLine: 269, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!549 = !DISubroutineType(types: !550)
!550 = !{null, !551}
!551 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !544, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!552 = !DISubprogram(name: "_Rb_tree_iterator", scope: !544, file: !46, line: 273, type: !553, scopeLine: 273, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!553 = !DISubroutineType(types: !554)
!554 = !{null, !551, !547}
!555 = !DISubprogram(name: "operator*", linkageName: "_ZNKSt17_Rb_tree_iteratorISt4pairIKilEEdeEv", scope: !544, file: !46, line: 277, type: !556, scopeLine: 277, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!556 = !DISubroutineType(types: !557)
!557 = !{!558, !559}
!558 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !544, file: !46, line: 259, baseType: !118)
!559 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !560, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!560 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !544)
!561 = !DISubprogram(name: "operator->", linkageName: "_ZNKSt17_Rb_tree_iteratorISt4pairIKilEEptEv", scope: !544, file: !46, line: 281, type: !562, scopeLine: 281, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!562 = !DISubroutineType(types: !563)
!563 = !{!564, !559}
!564 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !544, file: !46, line: 260, baseType: !77)
!565 = !DISubprogram(name: "operator++", linkageName: "_ZNSt17_Rb_tree_iteratorISt4pairIKilEEppEv", scope: !544, file: !46, line: 285, type: !566, scopeLine: 285, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!566 = !DISubroutineType(types: !567)
!567 = !{!568, !551}
!568 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !569, size: 64)
!569 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Self", scope: !544, file: !46, line: 265, baseType: !544)
!570 = !DISubprogram(name: "operator++", linkageName: "_ZNSt17_Rb_tree_iteratorISt4pairIKilEEppEi", scope: !544, file: !46, line: 292, type: !571, scopeLine: 292, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!571 = !DISubroutineType(types: !572)
!572 = !{!569, !551, !100}
!573 = !DISubprogram(name: "operator--", linkageName: "_ZNSt17_Rb_tree_iteratorISt4pairIKilEEmmEv", scope: !544, file: !46, line: 300, type: !566, scopeLine: 300, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!574 = !DISubprogram(name: "operator--", linkageName: "_ZNSt17_Rb_tree_iteratorISt4pairIKilEEmmEi", scope: !544, file: !46, line: 307, type: !571, scopeLine: 307, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!575 = !DISubprogram(name: "_M_insert_lower_node", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE20_M_insert_lower_nodeEPSt18_Rb_tree_node_basePSt13_Rb_tree_nodeIS2_E", scope: !56, file: !46, line: 860, type: !576, scopeLine: 860, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!576 = !DISubroutineType(types: !577)
!577 = !{!543, !405, !430, !420}
!578 = !DISubprogram(name: "_M_insert_equal_lower_node", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE26_M_insert_equal_lower_nodeEPSt13_Rb_tree_nodeIS2_E", scope: !56, file: !46, line: 863, type: !579, scopeLine: 863, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!579 = !DISubroutineType(types: !580)
!580 = !{!543, !405, !420}
!581 = !DISubprogram(name: "_M_copy", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE7_M_copyERKS8_", scope: !56, file: !46, line: 898, type: !582, scopeLine: 898, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!582 = !DISubroutineType(types: !583)
!583 = !{!420, !405, !584}
!584 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !412, size: 64)
!585 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E", scope: !56, file: !46, line: 1930, type: !422, scopeLine: 1930, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!586 = !DISubprogram(name: "_M_lower_bound", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE14_M_lower_boundEPSt13_Rb_tree_nodeIS2_EPSt18_Rb_tree_node_baseRS1_", scope: !56, file: !46, line: 1947, type: !587, scopeLine: 1947, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!587 = !DISubroutineType(types: !588)
!588 = !{!543, !405, !420, !430, !336}
!589 = !DISubprogram(name: "_M_lower_bound", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE14_M_lower_boundEPKSt13_Rb_tree_nodeIS2_EPKSt18_Rb_tree_node_baseRS1_", scope: !56, file: !46, line: 1963, type: !590, scopeLine: 1963, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!590 = !DISubroutineType(types: !591)
!591 = !{!55, !411, !446, !434, !336}
!592 = !DISubprogram(name: "_M_upper_bound", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE14_M_upper_boundEPSt13_Rb_tree_nodeIS2_EPSt18_Rb_tree_node_baseRS1_", scope: !56, file: !46, line: 916, type: !587, scopeLine: 916, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!593 = !DISubprogram(name: "_M_upper_bound", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE14_M_upper_boundEPKSt13_Rb_tree_nodeIS2_EPKSt18_Rb_tree_node_baseRS1_", scope: !56, file: !46, line: 920, type: !590, scopeLine: 920, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!594 = !DISubprogram(name: "_Rb_tree", scope: !56, file: !46, line: 928, type: !595, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!595 = !DISubroutineType(types: !596)
!596 = !{null, !405}
!597 = !DISubprogram(name: "_Rb_tree", scope: !56, file: !46, line: 931, type: !598, scopeLine: 931, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!598 = !DISubroutineType(types: !599)
!599 = !{null, !405, !346, !600}
!600 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !601, size: 64)
!601 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !416)
!602 = !DISubprogram(name: "_Rb_tree", scope: !56, file: !46, line: 935, type: !603, scopeLine: 935, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!603 = !DISubroutineType(types: !604)
!604 = !{null, !405, !584}
!605 = !DISubprogram(name: "_Rb_tree", scope: !56, file: !46, line: 943, type: !606, scopeLine: 943, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!606 = !DISubroutineType(types: !607)
!607 = !{null, !405, !600}
!608 = !DISubprogram(name: "_Rb_tree", scope: !56, file: !46, line: 947, type: !609, scopeLine: 947, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!609 = !DISubroutineType(types: !610)
!610 = !{null, !405, !584, !600}
!611 = !DISubprogram(name: "_Rb_tree", scope: !56, file: !46, line: 954, type: !612, scopeLine: 954, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!612 = !DISubroutineType(types: !613)
!613 = !{null, !405, !614}
!614 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !56, size: 64)
!615 = !DISubprogram(name: "_Rb_tree", scope: !56, file: !46, line: 956, type: !616, scopeLine: 956, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!616 = !DISubroutineType(types: !617)
!617 = !{null, !405, !614, !600}
!618 = !DISubprogram(name: "_Rb_tree", scope: !56, file: !46, line: 961, type: !619, scopeLine: 961, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!619 = !DISubroutineType(types: !620)
!620 = !{null, !405, !614, !392, !621}
!621 = !DIDerivedType(tag: DW_TAG_typedef, name: "true_type", scope: !34, file: !123, line: 82, baseType: !622)
!622 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, true>", scope: !34, file: !123, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !623, templateParams: !633, identifier: "_ZTSSt17integral_constantIbLb1EE")
!623 = !{!624, !626, !632}
!624 = !DIDerivedType(tag: DW_TAG_variable, name: "value", scope: !622, file: !123, line: 64, baseType: !625, flags: DIFlagStaticMember, extraData: i1 true)
!625 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !129)
!626 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb1EEcvbEv", scope: !622, file: !123, line: 67, type: !627, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!627 = !DISubroutineType(types: !628)
!628 = !{!629, !630}
!629 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !622, file: !123, line: 65, baseType: !129)
!630 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !631, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!631 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !622)
!632 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb1EEclEv", scope: !622, file: !123, line: 72, type: !627, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!633 = !{!634, !635}
!634 = !DITemplateTypeParameter(name: "_Tp", type: !129)
!635 = !DITemplateValueParameter(name: "__v", type: !129, value: i1 true)
!636 = !DISubprogram(name: "_Rb_tree", scope: !56, file: !46, line: 966, type: !637, scopeLine: 966, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!637 = !DISubroutineType(types: !638)
!638 = !{null, !405, !614, !392, !639}
!639 = !DIDerivedType(tag: DW_TAG_typedef, name: "false_type", scope: !34, file: !123, line: 85, baseType: !640)
!640 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, false>", scope: !34, file: !123, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !641, templateParams: !650, identifier: "_ZTSSt17integral_constantIbLb0EE")
!641 = !{!642, !643, !649}
!642 = !DIDerivedType(tag: DW_TAG_variable, name: "value", scope: !640, file: !123, line: 64, baseType: !625, flags: DIFlagStaticMember, extraData: i1 false)
!643 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb0EEcvbEv", scope: !640, file: !123, line: 67, type: !644, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!644 = !DISubroutineType(types: !645)
!645 = !{!646, !647}
!646 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !640, file: !123, line: 65, baseType: !129)
!647 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !648, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!648 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !640)
!649 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb0EEclEv", scope: !640, file: !123, line: 72, type: !644, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!650 = !{!634, !651}
!651 = !DITemplateValueParameter(name: "__v", type: !129, value: i1 false)
!652 = !DISubprogram(name: "_Rb_tree", scope: !56, file: !46, line: 974, type: !653, scopeLine: 974, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!653 = !DISubroutineType(types: !654)
!654 = !{null, !405, !614, !392}
!655 = !DISubprogram(name: "~_Rb_tree", scope: !56, file: !46, line: 983, type: !595, scopeLine: 983, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!656 = !DISubprogram(name: "operator=", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EEaSERKS8_", scope: !56, file: !46, line: 987, type: !657, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!657 = !DISubroutineType(types: !658)
!658 = !{!659, !405, !584}
!659 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !56, size: 64)
!660 = !DISubprogram(name: "key_comp", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8key_compEv", scope: !56, file: !46, line: 991, type: !661, scopeLine: 991, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!661 = !DISubroutineType(types: !662)
!662 = !{!322, !411}
!663 = !DISubprogram(name: "begin", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE5beginEv", scope: !56, file: !46, line: 995, type: !664, scopeLine: 995, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!664 = !DISubroutineType(types: !665)
!665 = !{!543, !405}
!666 = !DISubprogram(name: "begin", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE5beginEv", scope: !56, file: !46, line: 999, type: !667, scopeLine: 999, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!667 = !DISubroutineType(types: !668)
!668 = !{!55, !411}
!669 = !DISubprogram(name: "end", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE3endEv", scope: !56, file: !46, line: 1003, type: !664, scopeLine: 1003, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!670 = !DISubprogram(name: "end", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE3endEv", scope: !56, file: !46, line: 1007, type: !667, scopeLine: 1007, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!671 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE6rbeginEv", scope: !56, file: !46, line: 1011, type: !672, scopeLine: 1011, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!672 = !DISubroutineType(types: !673)
!673 = !{!674, !405}
!674 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !56, file: !46, line: 818, baseType: !675, flags: DIFlagPublic)
!675 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<std::_Rb_tree_iterator<std::pair<const int, long> > >", scope: !34, file: !676, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorISt17_Rb_tree_iteratorISt4pairIKilEEE")
!676 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!677 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE6rbeginEv", scope: !56, file: !46, line: 1015, type: !678, scopeLine: 1015, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!678 = !DISubroutineType(types: !679)
!679 = !{!680, !411}
!680 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !56, file: !46, line: 819, baseType: !681, flags: DIFlagPublic)
!681 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<std::_Rb_tree_const_iterator<std::pair<const int, long> > >", scope: !34, file: !676, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorISt23_Rb_tree_const_iteratorISt4pairIKilEEE")
!682 = !DISubprogram(name: "rend", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE4rendEv", scope: !56, file: !46, line: 1019, type: !672, scopeLine: 1019, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!683 = !DISubprogram(name: "rend", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE4rendEv", scope: !56, file: !46, line: 1023, type: !678, scopeLine: 1023, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!684 = !DISubprogram(name: "empty", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE5emptyEv", scope: !56, file: !46, line: 1027, type: !685, scopeLine: 1027, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!685 = !DISubroutineType(types: !686)
!686 = !{!129, !411}
!687 = !DISubprogram(name: "size", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE4sizeEv", scope: !56, file: !46, line: 1031, type: !688, scopeLine: 1031, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!688 = !DISubroutineType(types: !689)
!689 = !{!690, !411}
!690 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !46, line: 542, baseType: !147, flags: DIFlagPublic)
!691 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8max_sizeEv", scope: !56, file: !46, line: 1035, type: !688, scopeLine: 1035, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!692 = !DISubprogram(name: "swap", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE4swapERS8_", scope: !56, file: !46, line: 1039, type: !693, scopeLine: 1039, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!693 = !DISubroutineType(types: !694)
!694 = !{null, !405, !659}
!695 = !DISubprogram(name: "_M_erase_aux", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE12_M_erase_auxESt23_Rb_tree_const_iteratorIS2_E", scope: !56, file: !46, line: 1181, type: !696, scopeLine: 1181, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!696 = !DISubroutineType(types: !697)
!697 = !{null, !405, !55}
!698 = !DISubprogram(name: "_M_erase_aux", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE12_M_erase_auxESt23_Rb_tree_const_iteratorIS2_ESA_", scope: !56, file: !46, line: 1184, type: !699, scopeLine: 1184, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!699 = !DISubroutineType(types: !700)
!700 = !{null, !405, !55, !55}
!701 = !DISubprogram(name: "erase", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE5eraseB5cxx11ESt23_Rb_tree_const_iteratorIS2_E", scope: !56, file: !46, line: 1192, type: !702, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!702 = !DISubroutineType(types: !703)
!703 = !{!543, !405, !55}
!704 = !DISubprogram(name: "erase", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE5eraseB5cxx11ESt17_Rb_tree_iteratorIS2_E", scope: !56, file: !46, line: 1204, type: !705, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!705 = !DISubroutineType(types: !706)
!706 = !{!543, !405, !543}
!707 = !DISubprogram(name: "erase", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE5eraseERS1_", scope: !56, file: !46, line: 1229, type: !708, scopeLine: 1229, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!708 = !DISubroutineType(types: !709)
!709 = !{!710, !405, !532}
!710 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !56, file: !46, line: 542, baseType: !147, flags: DIFlagPublic)
!711 = !DISubprogram(name: "erase", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE5eraseB5cxx11ESt23_Rb_tree_const_iteratorIS2_ESA_", scope: !56, file: !46, line: 1236, type: !712, scopeLine: 1236, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!712 = !DISubroutineType(types: !713)
!713 = !{!543, !405, !55, !55}
!714 = !DISubprogram(name: "clear", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE5clearEv", scope: !56, file: !46, line: 1252, type: !595, scopeLine: 1252, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!715 = !DISubprogram(name: "find", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE4findERS1_", scope: !56, file: !46, line: 1260, type: !716, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!716 = !DISubroutineType(types: !717)
!717 = !{!543, !405, !532}
!718 = !DISubprogram(name: "find", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE4findERS1_", scope: !56, file: !46, line: 2542, type: !719, scopeLine: 2542, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!719 = !DISubroutineType(types: !720)
!720 = !{!55, !411, !532}
!721 = !DISubprogram(name: "count", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE5countERS1_", scope: !56, file: !46, line: 1266, type: !722, scopeLine: 1266, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!722 = !DISubroutineType(types: !723)
!723 = !{!710, !411, !532}
!724 = !DISubprogram(name: "lower_bound", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE11lower_boundERS1_", scope: !56, file: !46, line: 1269, type: !716, scopeLine: 1269, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!725 = !DISubprogram(name: "lower_bound", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE11lower_boundERS1_", scope: !56, file: !46, line: 1273, type: !719, scopeLine: 1273, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!726 = !DISubprogram(name: "upper_bound", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE11upper_boundERS1_", scope: !56, file: !46, line: 1277, type: !716, scopeLine: 1277, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!727 = !DISubprogram(name: "upper_bound", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE11upper_boundERS1_", scope: !56, file: !46, line: 1281, type: !719, scopeLine: 1281, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!728 = !DISubprogram(name: "equal_range", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE11equal_rangeERS1_", scope: !56, file: !46, line: 1285, type: !729, scopeLine: 1285, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!729 = !DISubroutineType(types: !730)
!730 = !{!731, !405, !532}
!731 = !DICompositeType(tag: DW_TAG_structure_type, name: "pair<std::_Rb_tree_iterator<std::pair<const int, long> >, std::_Rb_tree_iterator<std::pair<const int, long> > >", scope: !34, file: !35, line: 185, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt4pairISt17_Rb_tree_iteratorIS_IKilEES3_E")
!732 = !DISubprogram(name: "equal_range", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE11equal_rangeERS1_", scope: !56, file: !46, line: 1288, type: !733, scopeLine: 1288, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!733 = !DISubroutineType(types: !734)
!734 = !{!735, !411, !532}
!735 = !DICompositeType(tag: DW_TAG_structure_type, name: "pair<std::_Rb_tree_const_iterator<std::pair<const int, long> >, std::_Rb_tree_const_iterator<std::pair<const int, long> > >", scope: !34, file: !35, line: 185, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt4pairISt23_Rb_tree_const_iteratorIS_IKilEES3_E")
!736 = !DISubprogram(name: "__rb_verify", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE11__rb_verifyEv", scope: !56, file: !46, line: 1400, type: !685, scopeLine: 1400, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!737 = !DISubprogram(name: "operator=", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EEaSEOS8_", scope: !56, file: !46, line: 1404, type: !738, scopeLine: 1404, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!738 = !DISubroutineType(types: !739)
!739 = !{!659, !405, !614}
!740 = !DISubprogram(name: "_M_move_data", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE12_M_move_dataERS8_St17integral_constantIbLb1EE", scope: !56, file: !46, line: 1419, type: !741, scopeLine: 1419, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!741 = !DISubroutineType(types: !742)
!742 = !{null, !405, !659, !621}
!743 = !DISubprogram(name: "_M_move_data", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE12_M_move_dataERS8_St17integral_constantIbLb0EE", scope: !56, file: !46, line: 1425, type: !744, scopeLine: 1425, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!744 = !DISubroutineType(types: !745)
!745 = !{null, !405, !659, !639}
!746 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE14_M_move_assignERS8_St17integral_constantIbLb1EE", scope: !56, file: !46, line: 1429, type: !741, scopeLine: 1429, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!747 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE14_M_move_assignERS8_St17integral_constantIbLb0EE", scope: !56, file: !46, line: 1434, type: !744, scopeLine: 1434, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!748 = !DISubprogram(name: "_M_reinsert_node_unique", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE23_M_reinsert_node_uniqueEOSt12_Node_handleIiS2_SaISt13_Rb_tree_nodeIS2_EEE", scope: !56, file: !46, line: 1441, type: !749, scopeLine: 1441, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!749 = !DISubroutineType(types: !750)
!750 = !{!751, !405, !754}
!751 = !DIDerivedType(tag: DW_TAG_typedef, name: "insert_return_type", scope: !56, file: !46, line: 823, baseType: !752, flags: DIFlagPublic)
!752 = !DICompositeType(tag: DW_TAG_structure_type, name: "_Node_insert_return<std::_Rb_tree_iterator<std::pair<const int, long> >, std::_Node_handle<int, std::pair<const int, long>, std::allocator<std::_Rb_tree_node<std::pair<const int, long> > > > >", scope: !34, file: !753, line: 381, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt19_Node_insert_returnISt17_Rb_tree_iteratorISt4pairIKilEESt12_Node_handleIiS3_SaISt13_Rb_tree_nodeIS3_EEEE")
!753 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/node_handle.h", directory: "")
!754 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !755, size: 64)
!755 = !DIDerivedType(tag: DW_TAG_typedef, name: "node_type", scope: !56, file: !46, line: 822, baseType: !756, flags: DIFlagPublic)
!756 = !DICompositeType(tag: DW_TAG_class_type, name: "_Node_handle<int, std::pair<const int, long>, std::allocator<std::_Rb_tree_node<std::pair<const int, long> > > >", scope: !34, file: !753, line: 239, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt12_Node_handleIiSt4pairIKilESaISt13_Rb_tree_nodeIS2_EEE")
!757 = !DISubprogram(name: "_M_reinsert_node_equal", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE22_M_reinsert_node_equalEOSt12_Node_handleIiS2_SaISt13_Rb_tree_nodeIS2_EEE", scope: !56, file: !46, line: 1470, type: !758, scopeLine: 1470, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!758 = !DISubroutineType(types: !759)
!759 = !{!543, !405, !754}
!760 = !DISubprogram(name: "_M_reinsert_node_hint_unique", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE28_M_reinsert_node_hint_uniqueESt23_Rb_tree_const_iteratorIS2_EOSt12_Node_handleIiS2_SaISt13_Rb_tree_nodeIS2_EEE", scope: !56, file: !46, line: 1490, type: !761, scopeLine: 1490, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!761 = !DISubroutineType(types: !762)
!762 = !{!543, !405, !55, !754}
!763 = !DISubprogram(name: "_M_reinsert_node_hint_equal", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE27_M_reinsert_node_hint_equalESt23_Rb_tree_const_iteratorIS2_EOSt12_Node_handleIiS2_SaISt13_Rb_tree_nodeIS2_EEE", scope: !56, file: !46, line: 1512, type: !761, scopeLine: 1512, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!764 = !DISubprogram(name: "extract", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE7extractESt23_Rb_tree_const_iteratorIS2_E", scope: !56, file: !46, line: 1532, type: !765, scopeLine: 1532, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!765 = !DISubroutineType(types: !766)
!766 = !{!755, !405, !55}
!767 = !DISubprogram(name: "extract", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE7extractERS1_", scope: !56, file: !46, line: 1542, type: !768, scopeLine: 1542, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!768 = !DISubroutineType(types: !769)
!769 = !{!755, !405, !532}
!770 = !{!771, !258, !772, !794, !795}
!771 = !DITemplateTypeParameter(name: "_Key", type: !100)
!772 = !DITemplateTypeParameter(name: "_KeyOfValue", type: !773)
!773 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Select1st<std::pair<const int, long> >", scope: !34, file: !323, line: 1174, size: 8, flags: DIFlagTypePassByValue, elements: !774, templateParams: !792, identifier: "_ZTSSt10_Select1stISt4pairIKilEE")
!774 = !{!775, !780, !787}
!775 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !773, baseType: !776, extraData: i32 0)
!776 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "unary_function<std::pair<const int, long>, const int>", scope: !34, file: !323, line: 117, size: 8, flags: DIFlagTypePassByValue, elements: !126, templateParams: !777, identifier: "_ZTSSt14unary_functionISt4pairIKilES1_E")
!777 = !{!778, !779}
!778 = !DITemplateTypeParameter(name: "_Arg", type: !78)
!779 = !DITemplateTypeParameter(name: "_Result", type: !99)
!780 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt10_Select1stISt4pairIKilEEclERS2_", scope: !773, file: !323, line: 1178, type: !781, scopeLine: 1178, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!781 = !DISubroutineType(types: !782)
!782 = !{!783, !785, !118}
!783 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !784, size: 64)
!784 = !DIDerivedType(tag: DW_TAG_typedef, name: "first_type", scope: !78, file: !35, line: 188, baseType: !99)
!785 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !786, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!786 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !773)
!787 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt10_Select1stISt4pairIKilEEclERKS2_", scope: !773, file: !323, line: 1182, type: !788, scopeLine: 1182, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!788 = !DISubroutineType(types: !789)
!789 = !{!790, !785, !109}
!790 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !791, size: 64)
!791 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !784)
!792 = !{!793}
!793 = !DITemplateTypeParameter(name: "_Pair", type: !78)
!794 = !DITemplateTypeParameter(name: "_Compare", type: !322)
!795 = !DITemplateTypeParameter(name: "_Alloc", type: !144, defaulted: true)
!796 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Rb_tree_const_iterator<std::pair<const int, long> >", scope: !34, file: !46, line: 328, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !797, templateParams: !246, identifier: "_ZTSSt23_Rb_tree_const_iteratorISt4pairIKilEE")
!797 = !{!798, !800, !804, !807, !813, !818, !822, !826, !831, !834, !835}
!798 = !DIDerivedType(tag: DW_TAG_member, name: "_M_node", scope: !796, file: !46, line: 405, baseType: !799, size: 64)
!799 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Base_ptr", file: !46, line: 340, baseType: !207)
!800 = !DISubprogram(name: "_Rb_tree_const_iterator", scope: !796, file: !46, line: 343, type: !801, scopeLine: 343, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!801 = !DISubroutineType(types: !802)
!802 = !{null, !803}
!803 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !796, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!804 = !DISubprogram(name: "_Rb_tree_const_iterator", scope: !796, file: !46, line: 347, type: !805, scopeLine: 347, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!805 = !DISubroutineType(types: !806)
!806 = !{null, !803, !799}
!807 = !DISubprogram(name: "_Rb_tree_const_iterator", scope: !796, file: !46, line: 350, type: !808, scopeLine: 350, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!808 = !DISubroutineType(types: !809)
!809 = !{null, !803, !810}
!810 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !811, size: 64)
!811 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !812)
!812 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !796, file: !46, line: 334, baseType: !544)
!813 = !DISubprogram(name: "_M_const_cast", linkageName: "_ZNKSt23_Rb_tree_const_iteratorISt4pairIKilEE13_M_const_castEv", scope: !796, file: !46, line: 354, type: !814, scopeLine: 354, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!814 = !DISubroutineType(types: !815)
!815 = !{!812, !816}
!816 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !817, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!817 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !796)
!818 = !DISubprogram(name: "operator*", linkageName: "_ZNKSt23_Rb_tree_const_iteratorISt4pairIKilEEdeEv", scope: !796, file: !46, line: 358, type: !819, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!819 = !DISubroutineType(types: !820)
!820 = !{!821, !816}
!821 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !796, file: !46, line: 331, baseType: !109)
!822 = !DISubprogram(name: "operator->", linkageName: "_ZNKSt23_Rb_tree_const_iteratorISt4pairIKilEEptEv", scope: !796, file: !46, line: 362, type: !823, scopeLine: 362, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!823 = !DISubroutineType(types: !824)
!824 = !{!825, !816}
!825 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !796, file: !46, line: 332, baseType: !245)
!826 = !DISubprogram(name: "operator++", linkageName: "_ZNSt23_Rb_tree_const_iteratorISt4pairIKilEEppEv", scope: !796, file: !46, line: 366, type: !827, scopeLine: 366, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!827 = !DISubroutineType(types: !828)
!828 = !{!829, !803}
!829 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !830, size: 64)
!830 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Self", scope: !796, file: !46, line: 339, baseType: !796)
!831 = !DISubprogram(name: "operator++", linkageName: "_ZNSt23_Rb_tree_const_iteratorISt4pairIKilEEppEi", scope: !796, file: !46, line: 373, type: !832, scopeLine: 373, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!832 = !DISubroutineType(types: !833)
!833 = !{!830, !803, !100}
!834 = !DISubprogram(name: "operator--", linkageName: "_ZNSt23_Rb_tree_const_iteratorISt4pairIKilEEmmEv", scope: !796, file: !46, line: 381, type: !827, scopeLine: 381, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!835 = !DISubprogram(name: "operator--", linkageName: "_ZNSt23_Rb_tree_const_iteratorISt4pairIKilEEmmEi", scope: !796, file: !46, line: 388, type: !832, scopeLine: 388, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!836 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Link_type", scope: !796, file: !46, line: 341, baseType: !290)
!837 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "E2", file: !2, line: 10, size: 128, flags: DIFlagTypePassByValue, elements: !838, identifier: "_ZTS2E2")
!838 = !{!839, !843}
!839 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !837, baseType: !840, extraData: i32 0)
!840 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "E1", file: !2, line: 9, size: 32, flags: DIFlagTypePassByValue, elements: !841, identifier: "_ZTS2E1")
!841 = !{!842}
!842 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !840, file: !2, line: 9, baseType: !100, size: 32)
!843 = !DIDerivedType(tag: DW_TAG_member, name: "why", scope: !837, file: !2, line: 10, baseType: !844, size: 64, offset: 64)
!844 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!845 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Link_type", scope: !544, file: !46, line: 267, baseType: !282)
!846 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Base_ptr", scope: !544, file: !46, line: 266, baseType: !197)
!847 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "tuple<int &&>", scope: !34, file: !848, line: 609, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !849, templateParams: !964, identifier: "_ZTSSt5tupleIJOiEE")
!848 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/tuple", directory: "")
!849 = !{!850, !940, !946, !950, !956, !961}
!850 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !847, baseType: !851, flags: DIFlagPublic, extraData: i32 0)
!851 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Tuple_impl<0UL, int &&>", scope: !34, file: !848, line: 416, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !852, templateParams: !936, identifier: "_ZTSSt11_Tuple_implILm0EJOiEE")
!852 = !{!853, !907, !911, !916, !920, !923, !926, !929, !933}
!853 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !851, baseType: !854, flags: DIFlagPrivate, extraData: i32 0)
!854 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Head_base<0UL, int &&, false>", scope: !34, file: !848, line: 187, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !855, templateParams: !903, identifier: "_ZTSSt10_Head_baseILm0EOiLb0EE")
!855 = !{!856, !858, !862, !866, !871, !875, !896, !900}
!856 = !DIDerivedType(tag: DW_TAG_member, name: "_M_head_impl", scope: !854, file: !848, line: 238, baseType: !857, size: 64)
!857 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !100, size: 64)
!858 = !DISubprogram(name: "_Head_base", scope: !854, file: !848, line: 189, type: !859, scopeLine: 189, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!859 = !DISubroutineType(types: !860)
!860 = !{null, !861}
!861 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !854, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!862 = !DISubprogram(name: "_Head_base", scope: !854, file: !848, line: 192, type: !863, scopeLine: 192, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!863 = !DISubroutineType(types: !864)
!864 = !{null, !861, !865}
!865 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !100, size: 64)
!866 = !DISubprogram(name: "_Head_base", scope: !854, file: !848, line: 195, type: !867, scopeLine: 195, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!867 = !DISubroutineType(types: !868)
!868 = !{null, !861, !869}
!869 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !870, size: 64)
!870 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !854)
!871 = !DISubprogram(name: "_Head_base", scope: !854, file: !848, line: 196, type: !872, scopeLine: 196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!872 = !DISubroutineType(types: !873)
!873 = !{null, !861, !874}
!874 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !854, size: 64)
!875 = !DISubprogram(name: "_Head_base", scope: !854, file: !848, line: 203, type: !876, scopeLine: 203, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!876 = !DISubroutineType(types: !877)
!877 = !{null, !861, !878, !885}
!878 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_arg_t", scope: !34, file: !879, line: 51, size: 8, flags: DIFlagTypePassByValue, elements: !880, identifier: "_ZTSSt15allocator_arg_t")
!879 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/uses_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "8fb0bb8a0e08dbc54c6967e43841de9b")
!880 = !{!881}
!881 = !DISubprogram(name: "allocator_arg_t", scope: !878, file: !879, line: 51, type: !882, scopeLine: 51, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!882 = !DISubroutineType(types: !883)
!883 = !{null, !884}
!884 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !878, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!885 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uses_alloc0", scope: !34, file: !879, line: 74, size: 8, flags: DIFlagTypePassByValue, elements: !886, identifier: "_ZTSSt13__uses_alloc0")
!886 = !{!887, !889}
!887 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !885, baseType: !888, extraData: i32 0)
!888 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uses_alloc_base", scope: !34, file: !879, line: 72, size: 8, flags: DIFlagTypePassByValue, elements: !126, identifier: "_ZTSSt17__uses_alloc_base")
!889 = !DIDerivedType(tag: DW_TAG_member, name: "_M_a", scope: !885, file: !879, line: 76, baseType: !890, size: 8)
!890 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Sink", scope: !885, file: !879, line: 76, size: 8, flags: DIFlagTypePassByValue, elements: !891, identifier: "_ZTSNSt13__uses_alloc05_SinkE")
!891 = !{!892}
!892 = !DISubprogram(name: "operator=", linkageName: "_ZNSt13__uses_alloc05_SinkaSEPKv", scope: !890, file: !879, line: 76, type: !893, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!893 = !DISubroutineType(types: !894)
!894 = !{null, !895, !154}
!895 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !890, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!896 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt10_Head_baseILm0EOiLb0EE7_M_headERS1_", scope: !854, file: !848, line: 233, type: !897, scopeLine: 233, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!897 = !DISubroutineType(types: !898)
!898 = !{!865, !899}
!899 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !854, size: 64)
!900 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt10_Head_baseILm0EOiLb0EE7_M_headERKS1_", scope: !854, file: !848, line: 236, type: !901, scopeLine: 236, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!901 = !DISubroutineType(types: !902)
!902 = !{!865, !869}
!903 = !{!904, !905, !906}
!904 = !DITemplateValueParameter(name: "_Idx", type: !149, value: i64 0)
!905 = !DITemplateTypeParameter(name: "_Head", type: !857)
!906 = !DITemplateValueParameter(type: !129, defaulted: true, value: i1 false)
!907 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt11_Tuple_implILm0EJOiEE7_M_headERS1_", scope: !851, file: !848, line: 424, type: !908, scopeLine: 424, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!908 = !DISubroutineType(types: !909)
!909 = !{!865, !910}
!910 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !851, size: 64)
!911 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt11_Tuple_implILm0EJOiEE7_M_headERKS1_", scope: !851, file: !848, line: 427, type: !912, scopeLine: 427, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!912 = !DISubroutineType(types: !913)
!913 = !{!865, !914}
!914 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !915, size: 64)
!915 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !851)
!916 = !DISubprogram(name: "_Tuple_impl", scope: !851, file: !848, line: 430, type: !917, scopeLine: 430, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!917 = !DISubroutineType(types: !918)
!918 = !{null, !919}
!919 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !851, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!920 = !DISubprogram(name: "_Tuple_impl", scope: !851, file: !848, line: 434, type: !921, scopeLine: 434, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!921 = !DISubroutineType(types: !922)
!922 = !{null, !919, !865}
!923 = !DISubprogram(name: "_Tuple_impl", scope: !851, file: !848, line: 444, type: !924, scopeLine: 444, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!924 = !DISubroutineType(types: !925)
!925 = !{null, !919, !914}
!926 = !DISubprogram(name: "operator=", linkageName: "_ZNSt11_Tuple_implILm0EJOiEEaSERKS1_", scope: !851, file: !848, line: 448, type: !927, scopeLine: 448, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!927 = !DISubroutineType(types: !928)
!928 = !{!910, !919, !914}
!929 = !DISubprogram(name: "_Tuple_impl", scope: !851, file: !848, line: 454, type: !930, scopeLine: 454, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!930 = !DISubroutineType(types: !931)
!931 = !{null, !919, !932}
!932 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !851, size: 64)
!933 = !DISubprogram(name: "_M_swap", linkageName: "_ZNSt11_Tuple_implILm0EJOiEE7_M_swapERS1_", scope: !851, file: !848, line: 544, type: !934, scopeLine: 544, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!934 = !DISubroutineType(types: !935)
!935 = !{null, !919, !910}
!936 = !{!904, !937}
!937 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Elements", value: !938)
!938 = !{!939}
!939 = !DITemplateTypeParameter(type: !857)
!940 = !DISubprogram(name: "tuple", scope: !847, file: !848, line: 754, type: !941, scopeLine: 754, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!941 = !DISubroutineType(types: !942)
!942 = !{null, !943, !944}
!943 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !847, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!944 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !945, size: 64)
!945 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !847)
!946 = !DISubprogram(name: "tuple", scope: !847, file: !848, line: 756, type: !947, scopeLine: 756, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!947 = !DISubroutineType(types: !948)
!948 = !{null, !943, !949}
!949 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !847, size: 64)
!950 = !DISubprogram(name: "operator=", linkageName: "_ZNSt5tupleIJOiEEaSERKS1_", scope: !847, file: !848, line: 898, type: !951, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!951 = !DISubroutineType(types: !952)
!952 = !{!953, !943, !954}
!953 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !847, size: 64)
!954 = !DIDerivedType(tag: DW_TAG_typedef, name: "__conditional_t<__assignable<int &>(), const tuple<int &&> &, const __nonesuch &>", scope: !34, file: !123, line: 119, baseType: !955)
!955 = !DIDerivedType(tag: DW_TAG_typedef, name: "template type<const std::tuple<int &&> &, const std::__nonesuch &>", scope: !521, file: !123, line: 107, baseType: !944)
!956 = !DISubprogram(name: "operator=", linkageName: "_ZNSt5tupleIJOiEEaSEOS1_", scope: !847, file: !848, line: 909, type: !957, scopeLine: 909, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!957 = !DISubroutineType(types: !958)
!958 = !{!953, !943, !959}
!959 = !DIDerivedType(tag: DW_TAG_typedef, name: "__conditional_t<__assignable<int &&>(), tuple<int &&> &&, __nonesuch &&>", scope: !34, file: !123, line: 119, baseType: !960)
!960 = !DIDerivedType(tag: DW_TAG_typedef, name: "template type<std::tuple<int &&> &&, std::__nonesuch &&>", scope: !521, file: !123, line: 107, baseType: !949)
!961 = !DISubprogram(name: "swap", linkageName: "_ZNSt5tupleIJOiEE4swapERS1_", scope: !847, file: !848, line: 941, type: !962, scopeLine: 941, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!962 = !DISubroutineType(types: !963)
!963 = !{null, !943, !953}
!964 = !{!937}
!965 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Account", file: !2, line: 18, size: 384, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !966, identifier: "_ZTS7Account")
!966 = !{!967, !1162}
!967 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !965, file: !2, line: 19, baseType: !968, size: 384)
!968 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "map<int, long, std::less<int>, std::allocator<std::pair<const int, long> > >", scope: !34, file: !969, line: 100, size: 384, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !970, templateParams: !1159, identifier: "_ZTSSt3mapIilSt4lessIiESaISt4pairIKilEEE")
!969 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/stl_map.h", directory: "", checksumkind: CSK_MD5, checksum: "f18c995445c8115b28fe5595fc6ef3fd")
!970 = !{!971, !973, !977, !983, !988, !992, !997, !1000, !1010, !1013, !1016, !1017, !1021, !1024, !1027, !1031, !1035, !1039, !1040, !1041, !1045, !1049, !1050, !1051, !1052, !1053, !1054, !1055, !1058, !1062, !1063, !1071, !1075, !1076, !1081, !1085, !1088, !1093, !1096, !1103, !1107, !1110, !1113, !1116, !1119, !1122, !1125, !1128, !1131, !1132, !1136, !1140, !1143, !1146, !1149, !1150, !1151, !1152, !1153, !1156}
!971 = !DIDerivedType(tag: DW_TAG_member, name: "_M_t", scope: !968, file: !969, line: 156, baseType: !972, size: 384)
!972 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Rep_type", scope: !968, file: !969, line: 153, baseType: !56)
!973 = !DISubprogram(name: "map", scope: !968, file: !969, line: 195, type: !974, scopeLine: 195, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!974 = !DISubroutineType(types: !975)
!975 = !{null, !976}
!976 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !968, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!977 = !DISubprogram(name: "map", scope: !968, file: !969, line: 204, type: !978, scopeLine: 204, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!978 = !DISubroutineType(types: !979)
!979 = !{null, !976, !346, !980}
!980 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !981, size: 64)
!981 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !982)
!982 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !968, file: !969, line: 107, baseType: !144, flags: DIFlagPublic)
!983 = !DISubprogram(name: "map", scope: !968, file: !969, line: 217, type: !984, scopeLine: 217, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!984 = !DISubroutineType(types: !985)
!985 = !{null, !976, !986}
!986 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !987, size: 64)
!987 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !968)
!988 = !DISubprogram(name: "map", scope: !968, file: !969, line: 225, type: !989, scopeLine: 225, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!989 = !DISubroutineType(types: !990)
!990 = !{null, !976, !991}
!991 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !968, size: 64)
!992 = !DISubprogram(name: "map", scope: !968, file: !969, line: 238, type: !993, scopeLine: 238, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!993 = !DISubroutineType(types: !994)
!994 = !{null, !976, !995, !346, !980}
!995 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<std::pair<const int, long> >", scope: !34, file: !996, line: 47, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listISt4pairIKilEE")
!996 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/initializer_list", directory: "")
!997 = !DISubprogram(name: "map", scope: !968, file: !969, line: 246, type: !998, scopeLine: 246, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!998 = !DISubroutineType(types: !999)
!999 = !{null, !976, !980}
!1000 = !DISubprogram(name: "map", scope: !968, file: !969, line: 250, type: !1001, scopeLine: 250, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1001 = !DISubroutineType(types: !1002)
!1002 = !{null, !976, !986, !1003}
!1003 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1004, size: 64)
!1004 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1005)
!1005 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<allocator_type>", scope: !34, file: !123, line: 128, baseType: !1006)
!1006 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !1007, file: !123, line: 125, baseType: !144)
!1007 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<std::pair<const int, long> > >", scope: !34, file: !123, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !126, templateParams: !1008, identifier: "_ZTSSt15__type_identityISaISt4pairIKilEEE")
!1008 = !{!1009}
!1009 = !DITemplateTypeParameter(name: "_Type", type: !144)
!1010 = !DISubprogram(name: "map", scope: !968, file: !969, line: 254, type: !1011, scopeLine: 254, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1011 = !DISubroutineType(types: !1012)
!1012 = !{null, !976, !991, !1003}
!1013 = !DISubprogram(name: "map", scope: !968, file: !969, line: 260, type: !1014, scopeLine: 260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1014 = !DISubroutineType(types: !1015)
!1015 = !{null, !976, !995, !980}
!1016 = !DISubprogram(name: "~map", scope: !968, file: !969, line: 312, type: !974, scopeLine: 312, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1017 = !DISubprogram(name: "operator=", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEEaSERKS6_", scope: !968, file: !969, line: 329, type: !1018, scopeLine: 329, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1018 = !DISubroutineType(types: !1019)
!1019 = !{!1020, !976, !986}
!1020 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !968, size: 64)
!1021 = !DISubprogram(name: "operator=", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEEaSEOS6_", scope: !968, file: !969, line: 333, type: !1022, scopeLine: 333, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1022 = !DISubroutineType(types: !1023)
!1023 = !{!1020, !976, !991}
!1024 = !DISubprogram(name: "operator=", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEEaSESt16initializer_listIS4_E", scope: !968, file: !969, line: 347, type: !1025, scopeLine: 347, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1025 = !DISubroutineType(types: !1026)
!1026 = !{!1020, !976, !995}
!1027 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt3mapIilSt4lessIiESaISt4pairIKilEEE13get_allocatorEv", scope: !968, file: !969, line: 356, type: !1028, scopeLine: 356, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1028 = !DISubroutineType(types: !1029)
!1029 = !{!982, !1030}
!1030 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !987, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1031 = !DISubprogram(name: "begin", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEE5beginEv", scope: !968, file: !969, line: 366, type: !1032, scopeLine: 366, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1032 = !DISubroutineType(types: !1033)
!1033 = !{!1034, !976}
!1034 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !968, file: !969, line: 174, baseType: !543, flags: DIFlagPublic)
!1035 = !DISubprogram(name: "begin", linkageName: "_ZNKSt3mapIilSt4lessIiESaISt4pairIKilEEE5beginEv", scope: !968, file: !969, line: 375, type: !1036, scopeLine: 375, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1036 = !DISubroutineType(types: !1037)
!1037 = !{!1038, !1030}
!1038 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !968, file: !969, line: 175, baseType: !55, flags: DIFlagPublic)
!1039 = !DISubprogram(name: "end", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEE3endEv", scope: !968, file: !969, line: 384, type: !1032, scopeLine: 384, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1040 = !DISubprogram(name: "end", linkageName: "_ZNKSt3mapIilSt4lessIiESaISt4pairIKilEEE3endEv", scope: !968, file: !969, line: 393, type: !1036, scopeLine: 393, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1041 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEE6rbeginEv", scope: !968, file: !969, line: 402, type: !1042, scopeLine: 402, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1042 = !DISubroutineType(types: !1043)
!1043 = !{!1044, !976}
!1044 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !968, file: !969, line: 178, baseType: !674, flags: DIFlagPublic)
!1045 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt3mapIilSt4lessIiESaISt4pairIKilEEE6rbeginEv", scope: !968, file: !969, line: 411, type: !1046, scopeLine: 411, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1046 = !DISubroutineType(types: !1047)
!1047 = !{!1048, !1030}
!1048 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !968, file: !969, line: 179, baseType: !680, flags: DIFlagPublic)
!1049 = !DISubprogram(name: "rend", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEE4rendEv", scope: !968, file: !969, line: 420, type: !1042, scopeLine: 420, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1050 = !DISubprogram(name: "rend", linkageName: "_ZNKSt3mapIilSt4lessIiESaISt4pairIKilEEE4rendEv", scope: !968, file: !969, line: 429, type: !1046, scopeLine: 429, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1051 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt3mapIilSt4lessIiESaISt4pairIKilEEE6cbeginEv", scope: !968, file: !969, line: 439, type: !1036, scopeLine: 439, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1052 = !DISubprogram(name: "cend", linkageName: "_ZNKSt3mapIilSt4lessIiESaISt4pairIKilEEE4cendEv", scope: !968, file: !969, line: 448, type: !1036, scopeLine: 448, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1053 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt3mapIilSt4lessIiESaISt4pairIKilEEE7crbeginEv", scope: !968, file: !969, line: 457, type: !1046, scopeLine: 457, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1054 = !DISubprogram(name: "crend", linkageName: "_ZNKSt3mapIilSt4lessIiESaISt4pairIKilEEE5crendEv", scope: !968, file: !969, line: 466, type: !1046, scopeLine: 466, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1055 = !DISubprogram(name: "empty", linkageName: "_ZNKSt3mapIilSt4lessIiESaISt4pairIKilEEE5emptyEv", scope: !968, file: !969, line: 475, type: !1056, scopeLine: 475, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1056 = !DISubroutineType(types: !1057)
!1057 = !{!129, !1030}
!1058 = !DISubprogram(name: "size", linkageName: "_ZNKSt3mapIilSt4lessIiESaISt4pairIKilEEE4sizeEv", scope: !968, file: !969, line: 480, type: !1059, scopeLine: 480, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1059 = !DISubroutineType(types: !1060)
!1060 = !{!1061, !1030}
!1061 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !968, file: !969, line: 176, baseType: !710, flags: DIFlagPublic)
!1062 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt3mapIilSt4lessIiESaISt4pairIKilEEE8max_sizeEv", scope: !968, file: !969, line: 485, type: !1059, scopeLine: 485, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1063 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEEixERS3_", scope: !968, file: !969, line: 502, type: !1064, scopeLine: 502, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1064 = !DISubroutineType(types: !1065)
!1065 = !{!1066, !976, !1068}
!1066 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1067, size: 64)
!1067 = !DIDerivedType(tag: DW_TAG_typedef, name: "mapped_type", scope: !968, file: !969, line: 104, baseType: !102, flags: DIFlagPublic)
!1068 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1069, size: 64)
!1069 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1070)
!1070 = !DIDerivedType(tag: DW_TAG_typedef, name: "key_type", scope: !968, file: !969, line: 103, baseType: !100, flags: DIFlagPublic)
!1071 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEEixEOi", scope: !968, file: !969, line: 522, type: !1072, scopeLine: 522, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1072 = !DISubroutineType(types: !1073)
!1073 = !{!1066, !976, !1074}
!1074 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1070, size: 64)
!1075 = !DISubprogram(name: "at", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEE2atERS3_", scope: !968, file: !969, line: 547, type: !1064, scopeLine: 547, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1076 = !DISubprogram(name: "at", linkageName: "_ZNKSt3mapIilSt4lessIiESaISt4pairIKilEEE2atERS3_", scope: !968, file: !969, line: 556, type: !1077, scopeLine: 556, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1077 = !DISubroutineType(types: !1078)
!1078 = !{!1079, !1030, !1068}
!1079 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1080, size: 64)
!1080 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1067)
!1081 = !DISubprogram(name: "extract", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEE7extractESt23_Rb_tree_const_iteratorIS4_E", scope: !968, file: !969, line: 646, type: !1082, scopeLine: 646, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1082 = !DISubroutineType(types: !1083)
!1083 = !{!1084, !976, !1038}
!1084 = !DIDerivedType(tag: DW_TAG_typedef, name: "node_type", scope: !968, file: !969, line: 182, baseType: !755, flags: DIFlagPublic)
!1085 = !DISubprogram(name: "extract", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEE7extractERS3_", scope: !968, file: !969, line: 654, type: !1086, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1086 = !DISubroutineType(types: !1087)
!1087 = !{!1084, !976, !1068}
!1088 = !DISubprogram(name: "insert", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEE6insertEOSt12_Node_handleIiS4_SaISt13_Rb_tree_nodeIS4_EEE", scope: !968, file: !969, line: 659, type: !1089, scopeLine: 659, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1089 = !DISubroutineType(types: !1090)
!1090 = !{!1091, !976, !1092}
!1091 = !DIDerivedType(tag: DW_TAG_typedef, name: "insert_return_type", scope: !968, file: !969, line: 183, baseType: !751, flags: DIFlagPublic)
!1092 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1084, size: 64)
!1093 = !DISubprogram(name: "insert", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEE6insertESt23_Rb_tree_const_iteratorIS4_EOSt12_Node_handleIiS4_SaISt13_Rb_tree_nodeIS4_EEE", scope: !968, file: !969, line: 664, type: !1094, scopeLine: 664, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1094 = !DISubroutineType(types: !1095)
!1095 = !{!1034, !976, !1038, !1092}
!1096 = !DISubprogram(name: "insert", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEE6insertERKS4_", scope: !968, file: !969, line: 833, type: !1097, scopeLine: 833, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1097 = !DISubroutineType(types: !1098)
!1098 = !{!1099, !976, !1100}
!1099 = !DICompositeType(tag: DW_TAG_structure_type, name: "pair<std::_Rb_tree_iterator<std::pair<const int, long> >, bool>", scope: !34, file: !35, line: 185, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt4pairISt17_Rb_tree_iteratorIS_IKilEEbE")
!1100 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1101, size: 64)
!1101 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1102)
!1102 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !968, file: !969, line: 105, baseType: !78, flags: DIFlagPublic)
!1103 = !DISubprogram(name: "insert", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEE6insertEOS4_", scope: !968, file: !969, line: 840, type: !1104, scopeLine: 840, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1104 = !DISubroutineType(types: !1105)
!1105 = !{!1099, !976, !1106}
!1106 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1102, size: 64)
!1107 = !DISubprogram(name: "insert", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEE6insertESt16initializer_listIS4_E", scope: !968, file: !969, line: 878, type: !1108, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1108 = !DISubroutineType(types: !1109)
!1109 = !{null, !976, !995}
!1110 = !DISubprogram(name: "insert", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEE6insertESt23_Rb_tree_const_iteratorIS4_ERKS4_", scope: !968, file: !969, line: 908, type: !1111, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1111 = !DISubroutineType(types: !1112)
!1112 = !{!1034, !976, !1038, !1100}
!1113 = !DISubprogram(name: "insert", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEE6insertESt23_Rb_tree_const_iteratorIS4_EOS4_", scope: !968, file: !969, line: 918, type: !1114, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1114 = !DISubroutineType(types: !1115)
!1115 = !{!1034, !976, !1038, !1106}
!1116 = !DISubprogram(name: "erase", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEE5eraseESt23_Rb_tree_const_iteratorIS4_E", scope: !968, file: !969, line: 1079, type: !1117, scopeLine: 1079, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1117 = !DISubroutineType(types: !1118)
!1118 = !{!1034, !976, !1038}
!1119 = !DISubprogram(name: "erase", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEE5eraseB5cxx11ESt17_Rb_tree_iteratorIS4_E", scope: !968, file: !969, line: 1085, type: !1120, scopeLine: 1085, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1120 = !DISubroutineType(types: !1121)
!1121 = !{!1034, !976, !1034}
!1122 = !DISubprogram(name: "erase", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEE5eraseERS3_", scope: !968, file: !969, line: 1116, type: !1123, scopeLine: 1116, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1123 = !DISubroutineType(types: !1124)
!1124 = !{!1061, !976, !1068}
!1125 = !DISubprogram(name: "erase", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEE5eraseESt23_Rb_tree_const_iteratorIS4_ES8_", scope: !968, file: !969, line: 1136, type: !1126, scopeLine: 1136, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1126 = !DISubroutineType(types: !1127)
!1127 = !{!1034, !976, !1038, !1038}
!1128 = !DISubprogram(name: "swap", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEE4swapERS6_", scope: !968, file: !969, line: 1170, type: !1129, scopeLine: 1170, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1129 = !DISubroutineType(types: !1130)
!1130 = !{null, !976, !1020}
!1131 = !DISubprogram(name: "clear", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEE5clearEv", scope: !968, file: !969, line: 1181, type: !974, scopeLine: 1181, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1132 = !DISubprogram(name: "key_comp", linkageName: "_ZNKSt3mapIilSt4lessIiESaISt4pairIKilEEE8key_compEv", scope: !968, file: !969, line: 1190, type: !1133, scopeLine: 1190, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1133 = !DISubroutineType(types: !1134)
!1134 = !{!1135, !1030}
!1135 = !DIDerivedType(tag: DW_TAG_typedef, name: "key_compare", scope: !968, file: !969, line: 106, baseType: !322, flags: DIFlagPublic)
!1136 = !DISubprogram(name: "value_comp", linkageName: "_ZNKSt3mapIilSt4lessIiESaISt4pairIKilEEE10value_compEv", scope: !968, file: !969, line: 1198, type: !1137, scopeLine: 1198, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1137 = !DISubroutineType(types: !1138)
!1138 = !{!1139, !1030}
!1139 = !DICompositeType(tag: DW_TAG_class_type, name: "value_compare", scope: !968, file: !969, line: 131, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt3mapIilSt4lessIiESaISt4pairIKilEEE13value_compareE")
!1140 = !DISubprogram(name: "find", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEE4findERS3_", scope: !968, file: !969, line: 1217, type: !1141, scopeLine: 1217, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1141 = !DISubroutineType(types: !1142)
!1142 = !{!1034, !976, !1068}
!1143 = !DISubprogram(name: "find", linkageName: "_ZNKSt3mapIilSt4lessIiESaISt4pairIKilEEE4findERS3_", scope: !968, file: !969, line: 1242, type: !1144, scopeLine: 1242, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1144 = !DISubroutineType(types: !1145)
!1145 = !{!1038, !1030, !1068}
!1146 = !DISubprogram(name: "count", linkageName: "_ZNKSt3mapIilSt4lessIiESaISt4pairIKilEEE5countERS3_", scope: !968, file: !969, line: 1263, type: !1147, scopeLine: 1263, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1147 = !DISubroutineType(types: !1148)
!1148 = !{!1061, !1030, !1068}
!1149 = !DISubprogram(name: "lower_bound", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEE11lower_boundERS3_", scope: !968, file: !969, line: 1306, type: !1141, scopeLine: 1306, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1150 = !DISubprogram(name: "lower_bound", linkageName: "_ZNKSt3mapIilSt4lessIiESaISt4pairIKilEEE11lower_boundERS3_", scope: !968, file: !969, line: 1331, type: !1144, scopeLine: 1331, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1151 = !DISubprogram(name: "upper_bound", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEE11upper_boundERS3_", scope: !968, file: !969, line: 1351, type: !1141, scopeLine: 1351, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1152 = !DISubprogram(name: "upper_bound", linkageName: "_ZNKSt3mapIilSt4lessIiESaISt4pairIKilEEE11upper_boundERS3_", scope: !968, file: !969, line: 1371, type: !1144, scopeLine: 1371, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1153 = !DISubprogram(name: "equal_range", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEE11equal_rangeERS3_", scope: !968, file: !969, line: 1400, type: !1154, scopeLine: 1400, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1154 = !DISubroutineType(types: !1155)
!1155 = !{!731, !976, !1068}
!1156 = !DISubprogram(name: "equal_range", linkageName: "_ZNKSt3mapIilSt4lessIiESaISt4pairIKilEEE11equal_rangeERS3_", scope: !968, file: !969, line: 1429, type: !1157, scopeLine: 1429, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1157 = !DISubroutineType(types: !1158)
!1158 = !{!735, !1030, !1068}
!1159 = !{!771, !1160, !1161, !795}
!1160 = !DITemplateTypeParameter(name: "_Tp", type: !102)
!1161 = !DITemplateTypeParameter(name: "_Compare", type: !322, defaulted: true)
!1162 = !DISubprogram(name: "get", linkageName: "_ZNK7Account3getEi", scope: !965, file: !2, line: 20, type: !1163, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1163 = !DISubroutineType(types: !1164)
!1164 = !{!102, !1165, !100}
!1165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1166, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1166 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !965)
!1167 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "tuple<>", scope: !34, file: !848, line: 961, size: 8, flags: DIFlagTypePassByValue, elements: !1168, templateParams: !1177, identifier: "_ZTSSt5tupleIJEE")
!1168 = !{!1169, !1174}
!1169 = !DISubprogram(name: "swap", linkageName: "_ZNSt5tupleIJEE4swapERS0_", scope: !1167, file: !848, line: 965, type: !1170, scopeLine: 965, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1170 = !DISubroutineType(types: !1171)
!1171 = !{null, !1172, !1173}
!1172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1167, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1173 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1167, size: 64)
!1174 = !DISubprogram(name: "tuple", scope: !1167, file: !848, line: 968, type: !1175, scopeLine: 968, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1175 = !DISubroutineType(types: !1176)
!1176 = !{null, !1172}
!1177 = !{!1178}
!1178 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Elements", value: !126)
!1179 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Auto_node", scope: !56, file: !46, line: 1631, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1180, identifier: "_ZTSNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE10_Auto_nodeE")
!1180 = !{!1181, !1182, !1183, !1187, !1191, !1196, !1199}
!1181 = !DIDerivedType(tag: DW_TAG_member, name: "_M_t", scope: !1179, file: !46, line: 1669, baseType: !659, size: 64)
!1182 = !DIDerivedType(tag: DW_TAG_member, name: "_M_node", scope: !1179, file: !46, line: 1670, baseType: !420, size: 64, offset: 64)
!1183 = !DISubprogram(name: "~_Auto_node", scope: !1179, file: !46, line: 1639, type: !1184, scopeLine: 1639, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1184 = !DISubroutineType(types: !1185)
!1185 = !{null, !1186}
!1186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1179, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1187 = !DISubprogram(name: "_Auto_node", scope: !1179, file: !46, line: 1645, type: !1188, scopeLine: 1645, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1188 = !DISubroutineType(types: !1189)
!1189 = !{null, !1186, !1190}
!1190 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1179, size: 64)
!1191 = !DISubprogram(name: "_M_key", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE10_Auto_node6_M_keyEv", scope: !1179, file: !46, line: 1650, type: !1192, scopeLine: 1650, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1192 = !DISubroutineType(types: !1193)
!1193 = !{!336, !1194}
!1194 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1195, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1195 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1179)
!1196 = !DISubprogram(name: "_M_insert", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE10_Auto_node9_M_insertES0_IPSt18_Rb_tree_node_baseSB_E", scope: !1179, file: !46, line: 1654, type: !1197, scopeLine: 1654, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1197 = !DISubroutineType(types: !1198)
!1198 = !{!543, !1186, !478}
!1199 = !DISubprogram(name: "_M_insert_equal_lower", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE10_Auto_node21_M_insert_equal_lowerEv", scope: !1179, file: !46, line: 1662, type: !1200, scopeLine: 1662, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1200 = !DISubroutineType(types: !1201)
!1201 = !{!543, !1186}
!1202 = !{!0, !8, !13, !18, !20, !25, !27, !32}
!1203 = !{!1204, !1263, !1269, !1274, !1278, !1280, !1282, !1284, !1286, !1293, !1298, !1303, !1307, !1311, !1315, !1320, !1324, !1326, !1330, !1336, !1340, !1345, !1347, !1352, !1356, !1360, !1362, !1366, !1370, !1372, !1376, !1378, !1380, !1384, !1388, !1392, !1396, !1400, !1404, !1406, !1413, !1417, !1421, !1425, !1427, !1429, !1433, !1437, !1438, !1439, !1440, !1441, !1442, !1448, !1452, !1456, !1460, !1464, !1468, !1470, !1472, !1474, !1478, !1482, !1486, !1490, !1494, !1496, !1498, !1500, !1504, !1508, !1512, !1514, !1516, !1520, !1524, !1541, !1544, !1549, !1556, !1564, !1568, !1575, !1579, !1583, !1585, !1587, !1591, !1597, !1601, !1607, !1613, !1615, !1619, !1623, !1627, !1631, !1635, !1637, !1641, !1645, !1649, !1651, !1655, !1659, !1663, !1665, !1667, !1671, !1679, !1683, !1687, !1691, !1693, !1699, !1701, !1708, !1713, !1717, !1721, !1725, !1729, !1733, !1735, !1737, !1741, !1745, !1749, !1751, !1755, !1759, !1761, !1763, !1767, !1772, !1777, !1782, !1783, !1784, !1785, !1786, !1787, !1788, !1789, !1790, !1791, !1792, !1797, !1801, !1804, !1807, !1810, !1812, !1814, !1816, !1819, !1822, !1825, !1828, !1831, !1833, !1837, !1840, !1843, !1846, !1848, !1850, !1852, !1854, !1857, !1860, !1863, !1866, !1869, !1871, !1875, !1879, !1884, !1888, !1890, !1892, !1894, !1896, !1898, !1900, !1902, !1904, !1906, !1908, !1910, !1912, !1914, !1918, !1922, !1926, !1932, !1936, !1940, !1945, !1947, !1952, !1954, !1958, !1967, !1969, !1973, !1977, !1981, !1985, !1989, !1993, !1997, !2001, !2005, !2009, !2013, !2015, !2017, !2021, !2025, !2031, !2035, !2039, !2041, !2045, !2049, !2055, !2057, !2061, !2065, !2069, !2073, !2077, !2081, !2085, !2086, !2087, !2088, !2090, !2091, !2092, !2093, !2094, !2095}
!1204 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1205, file: !1262, line: 98)
!1205 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !1206, line: 7, baseType: !1207)
!1206 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!1207 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !1208, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !1209, identifier: "_ZTS8_IO_FILE")
!1208 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!1209 = !{!1210, !1211, !1213, !1214, !1215, !1216, !1217, !1218, !1219, !1220, !1221, !1222, !1223, !1226, !1228, !1229, !1230, !1233, !1235, !1237, !1241, !1244, !1246, !1249, !1252, !1253, !1254, !1257, !1258}
!1210 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !1207, file: !1208, line: 51, baseType: !100, size: 32)
!1211 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !1207, file: !1208, line: 54, baseType: !1212, size: 64, offset: 64)
!1212 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!1213 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !1207, file: !1208, line: 55, baseType: !1212, size: 64, offset: 128)
!1214 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !1207, file: !1208, line: 56, baseType: !1212, size: 64, offset: 192)
!1215 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !1207, file: !1208, line: 57, baseType: !1212, size: 64, offset: 256)
!1216 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !1207, file: !1208, line: 58, baseType: !1212, size: 64, offset: 320)
!1217 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !1207, file: !1208, line: 59, baseType: !1212, size: 64, offset: 384)
!1218 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !1207, file: !1208, line: 60, baseType: !1212, size: 64, offset: 448)
!1219 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !1207, file: !1208, line: 61, baseType: !1212, size: 64, offset: 512)
!1220 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !1207, file: !1208, line: 64, baseType: !1212, size: 64, offset: 576)
!1221 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !1207, file: !1208, line: 65, baseType: !1212, size: 64, offset: 640)
!1222 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !1207, file: !1208, line: 66, baseType: !1212, size: 64, offset: 704)
!1223 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !1207, file: !1208, line: 68, baseType: !1224, size: 64, offset: 768)
!1224 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1225, size: 64)
!1225 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !1208, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!1226 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !1207, file: !1208, line: 70, baseType: !1227, size: 64, offset: 832)
!1227 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1207, size: 64)
!1228 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !1207, file: !1208, line: 72, baseType: !100, size: 32, offset: 896)
!1229 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !1207, file: !1208, line: 73, baseType: !100, size: 32, offset: 928)
!1230 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !1207, file: !1208, line: 74, baseType: !1231, size: 64, offset: 960)
!1231 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !1232, line: 152, baseType: !102)
!1232 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!1233 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !1207, file: !1208, line: 77, baseType: !1234, size: 16, offset: 1024)
!1234 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!1235 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !1207, file: !1208, line: 78, baseType: !1236, size: 8, offset: 1040)
!1236 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!1237 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !1207, file: !1208, line: 79, baseType: !1238, size: 8, offset: 1048)
!1238 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8, elements: !1239)
!1239 = !{!1240}
!1240 = !DISubrange(count: 1)
!1241 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !1207, file: !1208, line: 81, baseType: !1242, size: 64, offset: 1088)
!1242 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1243, size: 64)
!1243 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !1208, line: 43, baseType: null)
!1244 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !1207, file: !1208, line: 89, baseType: !1245, size: 64, offset: 1152)
!1245 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !1232, line: 153, baseType: !102)
!1246 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !1207, file: !1208, line: 91, baseType: !1247, size: 64, offset: 1216)
!1247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1248, size: 64)
!1248 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !1208, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!1249 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !1207, file: !1208, line: 92, baseType: !1250, size: 64, offset: 1280)
!1250 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1251, size: 64)
!1251 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !1208, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!1252 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !1207, file: !1208, line: 93, baseType: !1227, size: 64, offset: 1344)
!1253 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !1207, file: !1208, line: 94, baseType: !233, size: 64, offset: 1408)
!1254 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !1207, file: !1208, line: 95, baseType: !1255, size: 64, offset: 1472)
!1255 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !1256, line: 18, baseType: !149)
!1256 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!1257 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !1207, file: !1208, line: 96, baseType: !100, size: 32, offset: 1536)
!1258 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !1207, file: !1208, line: 98, baseType: !1259, size: 160, offset: 1568)
!1259 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 160, elements: !1260)
!1260 = !{!1261}
!1261 = !DISubrange(count: 20)
!1262 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cstdio", directory: "")
!1263 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1264, file: !1262, line: 99)
!1264 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !1265, line: 84, baseType: !1266)
!1265 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1266 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !1267, line: 14, baseType: !1268)
!1267 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!1268 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !1267, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!1269 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1270, file: !1262, line: 101)
!1270 = !DISubprogram(name: "clearerr", scope: !1265, file: !1265, line: 786, type: !1271, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1271 = !DISubroutineType(types: !1272)
!1272 = !{null, !1273}
!1273 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1205, size: 64)
!1274 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1275, file: !1262, line: 102)
!1275 = !DISubprogram(name: "fclose", scope: !1265, file: !1265, line: 178, type: !1276, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1276 = !DISubroutineType(types: !1277)
!1277 = !{!100, !1273}
!1278 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1279, file: !1262, line: 103)
!1279 = !DISubprogram(name: "feof", scope: !1265, file: !1265, line: 788, type: !1276, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1280 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1281, file: !1262, line: 104)
!1281 = !DISubprogram(name: "ferror", scope: !1265, file: !1265, line: 790, type: !1276, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1282 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1283, file: !1262, line: 105)
!1283 = !DISubprogram(name: "fflush", scope: !1265, file: !1265, line: 230, type: !1276, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1284 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1285, file: !1262, line: 106)
!1285 = !DISubprogram(name: "fgetc", scope: !1265, file: !1265, line: 513, type: !1276, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1286 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1287, file: !1262, line: 107)
!1287 = !DISubprogram(name: "fgetpos", scope: !1265, file: !1265, line: 760, type: !1288, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1288 = !DISubroutineType(types: !1289)
!1289 = !{!100, !1290, !1291}
!1290 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1273)
!1291 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1292)
!1292 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1264, size: 64)
!1293 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1294, file: !1262, line: 108)
!1294 = !DISubprogram(name: "fgets", scope: !1265, file: !1265, line: 592, type: !1295, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1295 = !DISubroutineType(types: !1296)
!1296 = !{!1212, !1297, !100, !1290}
!1297 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1212)
!1298 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1299, file: !1262, line: 109)
!1299 = !DISubprogram(name: "fopen", scope: !1265, file: !1265, line: 258, type: !1300, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1300 = !DISubroutineType(types: !1301)
!1301 = !{!1273, !1302, !1302}
!1302 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !844)
!1303 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1304, file: !1262, line: 110)
!1304 = !DISubprogram(name: "fprintf", scope: !1265, file: !1265, line: 350, type: !1305, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1305 = !DISubroutineType(types: !1306)
!1306 = !{!100, !1290, !1302, null}
!1307 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1308, file: !1262, line: 111)
!1308 = !DISubprogram(name: "fputc", scope: !1265, file: !1265, line: 549, type: !1309, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1309 = !DISubroutineType(types: !1310)
!1310 = !{!100, !100, !1273}
!1311 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1312, file: !1262, line: 112)
!1312 = !DISubprogram(name: "fputs", scope: !1265, file: !1265, line: 655, type: !1313, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1313 = !DISubroutineType(types: !1314)
!1314 = !{!100, !1302, !1290}
!1315 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1316, file: !1262, line: 113)
!1316 = !DISubprogram(name: "fread", scope: !1265, file: !1265, line: 675, type: !1317, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1317 = !DISubroutineType(types: !1318)
!1318 = !{!1255, !1319, !1255, !1255, !1290}
!1319 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !233)
!1320 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1321, file: !1262, line: 114)
!1321 = !DISubprogram(name: "freopen", scope: !1265, file: !1265, line: 265, type: !1322, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1322 = !DISubroutineType(types: !1323)
!1323 = !{!1273, !1302, !1302, !1290}
!1324 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1325, file: !1262, line: 115)
!1325 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !1265, file: !1265, line: 434, type: !1305, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1326 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1327, file: !1262, line: 116)
!1327 = !DISubprogram(name: "fseek", scope: !1265, file: !1265, line: 713, type: !1328, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1328 = !DISubroutineType(types: !1329)
!1329 = !{!100, !1273, !102, !100}
!1330 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1331, file: !1262, line: 117)
!1331 = !DISubprogram(name: "fsetpos", scope: !1265, file: !1265, line: 765, type: !1332, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1332 = !DISubroutineType(types: !1333)
!1333 = !{!100, !1273, !1334}
!1334 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1335, size: 64)
!1335 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1264)
!1336 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1337, file: !1262, line: 118)
!1337 = !DISubprogram(name: "ftell", scope: !1265, file: !1265, line: 718, type: !1338, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1338 = !DISubroutineType(types: !1339)
!1339 = !{!102, !1273}
!1340 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1341, file: !1262, line: 119)
!1341 = !DISubprogram(name: "fwrite", scope: !1265, file: !1265, line: 681, type: !1342, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1342 = !DISubroutineType(types: !1343)
!1343 = !{!1255, !1344, !1255, !1255, !1290}
!1344 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !154)
!1345 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1346, file: !1262, line: 120)
!1346 = !DISubprogram(name: "getc", scope: !1265, file: !1265, line: 514, type: !1276, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1347 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1348, file: !1262, line: 121)
!1348 = !DISubprogram(name: "getchar", scope: !1349, file: !1349, line: 47, type: !1350, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1349 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!1350 = !DISubroutineType(types: !1351)
!1351 = !{!100}
!1352 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1353, file: !1262, line: 126)
!1353 = !DISubprogram(name: "perror", scope: !1265, file: !1265, line: 804, type: !1354, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1354 = !DISubroutineType(types: !1355)
!1355 = !{null, !844}
!1356 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1357, file: !1262, line: 127)
!1357 = !DISubprogram(name: "printf", scope: !1265, file: !1265, line: 356, type: !1358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1358 = !DISubroutineType(types: !1359)
!1359 = !{!100, !1302, null}
!1360 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1361, file: !1262, line: 128)
!1361 = !DISubprogram(name: "putc", scope: !1265, file: !1265, line: 550, type: !1309, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1362 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1363, file: !1262, line: 129)
!1363 = !DISubprogram(name: "putchar", scope: !1349, file: !1349, line: 82, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1364 = !DISubroutineType(types: !1365)
!1365 = !{!100, !100}
!1366 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1367, file: !1262, line: 130)
!1367 = !DISubprogram(name: "puts", scope: !1265, file: !1265, line: 661, type: !1368, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1368 = !DISubroutineType(types: !1369)
!1369 = !{!100, !844}
!1370 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1371, file: !1262, line: 131)
!1371 = !DISubprogram(name: "remove", scope: !1265, file: !1265, line: 152, type: !1368, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1372 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1373, file: !1262, line: 132)
!1373 = !DISubprogram(name: "rename", scope: !1265, file: !1265, line: 154, type: !1374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1374 = !DISubroutineType(types: !1375)
!1375 = !{!100, !844, !844}
!1376 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1377, file: !1262, line: 133)
!1377 = !DISubprogram(name: "rewind", scope: !1265, file: !1265, line: 723, type: !1271, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1378 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1379, file: !1262, line: 134)
!1379 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !1265, file: !1265, line: 437, type: !1358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1380 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1381, file: !1262, line: 135)
!1381 = !DISubprogram(name: "setbuf", scope: !1265, file: !1265, line: 328, type: !1382, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1382 = !DISubroutineType(types: !1383)
!1383 = !{null, !1290, !1297}
!1384 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1385, file: !1262, line: 136)
!1385 = !DISubprogram(name: "setvbuf", scope: !1265, file: !1265, line: 332, type: !1386, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1386 = !DISubroutineType(types: !1387)
!1387 = !{!100, !1290, !1297, !100, !1255}
!1388 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1389, file: !1262, line: 137)
!1389 = !DISubprogram(name: "sprintf", scope: !1265, file: !1265, line: 358, type: !1390, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1390 = !DISubroutineType(types: !1391)
!1391 = !{!100, !1297, !1302, null}
!1392 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1393, file: !1262, line: 138)
!1393 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !1265, file: !1265, line: 439, type: !1394, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1394 = !DISubroutineType(types: !1395)
!1395 = !{!100, !1302, !1302, null}
!1396 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1397, file: !1262, line: 139)
!1397 = !DISubprogram(name: "tmpfile", scope: !1265, file: !1265, line: 188, type: !1398, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1398 = !DISubroutineType(types: !1399)
!1399 = !{!1273}
!1400 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1401, file: !1262, line: 141)
!1401 = !DISubprogram(name: "tmpnam", scope: !1265, file: !1265, line: 205, type: !1402, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1402 = !DISubroutineType(types: !1403)
!1403 = !{!1212, !1212}
!1404 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1405, file: !1262, line: 143)
!1405 = !DISubprogram(name: "ungetc", scope: !1265, file: !1265, line: 668, type: !1309, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1406 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1407, file: !1262, line: 144)
!1407 = !DISubprogram(name: "vfprintf", scope: !1265, file: !1265, line: 365, type: !1408, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1408 = !DISubroutineType(types: !1409)
!1409 = !{!100, !1290, !1302, !1410}
!1410 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !1411, line: 12, baseType: !1412)
!1411 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
!1412 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !233)
!1413 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1414, file: !1262, line: 145)
!1414 = !DISubprogram(name: "vprintf", scope: !1349, file: !1349, line: 39, type: !1415, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1415 = !DISubroutineType(types: !1416)
!1416 = !{!100, !1302, !1410}
!1417 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1418, file: !1262, line: 146)
!1418 = !DISubprogram(name: "vsprintf", scope: !1265, file: !1265, line: 373, type: !1419, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1419 = !DISubroutineType(types: !1420)
!1420 = !{!100, !1297, !1302, !1410}
!1421 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !1422, file: !1262, line: 175)
!1422 = !DISubprogram(name: "snprintf", scope: !1265, file: !1265, line: 378, type: !1423, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1423 = !DISubroutineType(types: !1424)
!1424 = !{!100, !1297, !1255, !1302, null}
!1425 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !1426, file: !1262, line: 176)
!1426 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !1265, file: !1265, line: 479, type: !1408, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1427 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !1428, file: !1262, line: 177)
!1428 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !1265, file: !1265, line: 484, type: !1415, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1429 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !1430, file: !1262, line: 178)
!1430 = !DISubprogram(name: "vsnprintf", scope: !1265, file: !1265, line: 382, type: !1431, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1431 = !DISubroutineType(types: !1432)
!1432 = !{!100, !1297, !1255, !1302, !1410}
!1433 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !1434, file: !1262, line: 179)
!1434 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !1265, file: !1265, line: 487, type: !1435, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1435 = !DISubroutineType(types: !1436)
!1436 = !{!100, !1302, !1302, !1410}
!1437 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1422, file: !1262, line: 185)
!1438 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1426, file: !1262, line: 186)
!1439 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1428, file: !1262, line: 187)
!1440 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1430, file: !1262, line: 188)
!1441 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1434, file: !1262, line: 189)
!1442 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1443, file: !1447, line: 77)
!1443 = !DISubprogram(name: "memchr", scope: !1444, file: !1444, line: 100, type: !1445, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1444 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!1445 = !DISubroutineType(types: !1446)
!1446 = !{!154, !154, !100, !1255}
!1447 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cstring", directory: "")
!1448 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1449, file: !1447, line: 78)
!1449 = !DISubprogram(name: "memcmp", scope: !1444, file: !1444, line: 64, type: !1450, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1450 = !DISubroutineType(types: !1451)
!1451 = !{!100, !154, !154, !1255}
!1452 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1453, file: !1447, line: 79)
!1453 = !DISubprogram(name: "memcpy", scope: !1444, file: !1444, line: 43, type: !1454, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1454 = !DISubroutineType(types: !1455)
!1455 = !{!233, !1319, !1344, !1255}
!1456 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1457, file: !1447, line: 80)
!1457 = !DISubprogram(name: "memmove", scope: !1444, file: !1444, line: 47, type: !1458, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1458 = !DISubroutineType(types: !1459)
!1459 = !{!233, !233, !154, !1255}
!1460 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1461, file: !1447, line: 81)
!1461 = !DISubprogram(name: "memset", scope: !1444, file: !1444, line: 61, type: !1462, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1462 = !DISubroutineType(types: !1463)
!1463 = !{!233, !233, !100, !1255}
!1464 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1465, file: !1447, line: 82)
!1465 = !DISubprogram(name: "strcat", scope: !1444, file: !1444, line: 149, type: !1466, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1466 = !DISubroutineType(types: !1467)
!1467 = !{!1212, !1297, !1302}
!1468 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1469, file: !1447, line: 83)
!1469 = !DISubprogram(name: "strcmp", scope: !1444, file: !1444, line: 156, type: !1374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1470 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1471, file: !1447, line: 84)
!1471 = !DISubprogram(name: "strcoll", scope: !1444, file: !1444, line: 163, type: !1374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1472 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1473, file: !1447, line: 85)
!1473 = !DISubprogram(name: "strcpy", scope: !1444, file: !1444, line: 141, type: !1466, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1474 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1475, file: !1447, line: 86)
!1475 = !DISubprogram(name: "strcspn", scope: !1444, file: !1444, line: 293, type: !1476, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1476 = !DISubroutineType(types: !1477)
!1477 = !{!1255, !844, !844}
!1478 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1479, file: !1447, line: 87)
!1479 = !DISubprogram(name: "strerror", scope: !1444, file: !1444, line: 419, type: !1480, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1480 = !DISubroutineType(types: !1481)
!1481 = !{!1212, !100}
!1482 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1483, file: !1447, line: 88)
!1483 = !DISubprogram(name: "strlen", scope: !1444, file: !1444, line: 407, type: !1484, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1484 = !DISubroutineType(types: !1485)
!1485 = !{!1255, !844}
!1486 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1487, file: !1447, line: 89)
!1487 = !DISubprogram(name: "strncat", scope: !1444, file: !1444, line: 152, type: !1488, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1488 = !DISubroutineType(types: !1489)
!1489 = !{!1212, !1297, !1302, !1255}
!1490 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1491, file: !1447, line: 90)
!1491 = !DISubprogram(name: "strncmp", scope: !1444, file: !1444, line: 159, type: !1492, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1492 = !DISubroutineType(types: !1493)
!1493 = !{!100, !844, !844, !1255}
!1494 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1495, file: !1447, line: 91)
!1495 = !DISubprogram(name: "strncpy", scope: !1444, file: !1444, line: 144, type: !1488, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1496 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1497, file: !1447, line: 92)
!1497 = !DISubprogram(name: "strspn", scope: !1444, file: !1444, line: 297, type: !1476, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1498 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1499, file: !1447, line: 93)
!1499 = !DISubprogram(name: "strtok", scope: !1444, file: !1444, line: 356, type: !1466, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1500 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1501, file: !1447, line: 94)
!1501 = !DISubprogram(name: "strxfrm", scope: !1444, file: !1444, line: 166, type: !1502, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1502 = !DISubroutineType(types: !1503)
!1503 = !{!1255, !1297, !1302, !1255}
!1504 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1505, file: !1447, line: 95)
!1505 = !DISubprogram(name: "strchr", scope: !1444, file: !1444, line: 239, type: !1506, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1506 = !DISubroutineType(types: !1507)
!1507 = !{!844, !844, !100}
!1508 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1509, file: !1447, line: 96)
!1509 = !DISubprogram(name: "strpbrk", scope: !1444, file: !1444, line: 316, type: !1510, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1510 = !DISubroutineType(types: !1511)
!1511 = !{!844, !844, !844}
!1512 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1513, file: !1447, line: 97)
!1513 = !DISubprogram(name: "strrchr", scope: !1444, file: !1444, line: 266, type: !1506, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1514 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1515, file: !1447, line: 98)
!1515 = !DISubprogram(name: "strstr", scope: !1444, file: !1444, line: 343, type: !1510, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1516 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1517, file: !1518, line: 68)
!1517 = !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !1519, file: !1518, line: 90, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!1518 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/exception_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!1519 = !DINamespace(name: "__exception_ptr", scope: !34)
!1520 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !1519, entity: !1521, file: !1518, line: 84)
!1521 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !34, file: !1518, line: 80, type: !1522, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1522 = !DISubroutineType(types: !1523)
!1523 = !{null, !1517}
!1524 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1525, file: !1540, line: 64)
!1525 = !DIDerivedType(tag: DW_TAG_typedef, name: "mbstate_t", file: !1526, line: 6, baseType: !1527)
!1526 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "ba8742313715e20e434cf6ccb2db98e3")
!1527 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mbstate_t", file: !1528, line: 21, baseType: !1529)
!1528 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/__mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "82911a3e689448e3691ded3e0b471a55")
!1529 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1528, line: 13, size: 64, flags: DIFlagTypePassByValue, elements: !1530, identifier: "_ZTS11__mbstate_t")
!1530 = !{!1531, !1532}
!1531 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !1529, file: !1528, line: 15, baseType: !100, size: 32)
!1532 = !DIDerivedType(tag: DW_TAG_member, name: "__value", scope: !1529, file: !1528, line: 20, baseType: !1533, size: 32, offset: 32)
!1533 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !1529, file: !1528, line: 16, size: 32, flags: DIFlagTypePassByValue, elements: !1534, identifier: "_ZTSN11__mbstate_tUt_E")
!1534 = !{!1535, !1536}
!1535 = !DIDerivedType(tag: DW_TAG_member, name: "__wch", scope: !1533, file: !1528, line: 18, baseType: !47, size: 32)
!1536 = !DIDerivedType(tag: DW_TAG_member, name: "__wchb", scope: !1533, file: !1528, line: 19, baseType: !1537, size: 32)
!1537 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32, elements: !1538)
!1538 = !{!1539}
!1539 = !DISubrange(count: 4)
!1540 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cwchar", directory: "")
!1541 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1542, file: !1540, line: 141)
!1542 = !DIDerivedType(tag: DW_TAG_typedef, name: "wint_t", file: !1543, line: 20, baseType: !47)
!1543 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/wint_t.h", directory: "", checksumkind: CSK_MD5, checksum: "aa31b53ef28dc23152ceb41e2763ded3")
!1544 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1545, file: !1540, line: 143)
!1545 = !DISubprogram(name: "btowc", scope: !1546, file: !1546, line: 319, type: !1547, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1546 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/wchar.h", directory: "", checksumkind: CSK_MD5, checksum: "c2c1588988a2a89d06792ce221872236")
!1547 = !DISubroutineType(types: !1548)
!1548 = !{!1542, !100}
!1549 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1550, file: !1540, line: 144)
!1550 = !DISubprogram(name: "fgetwc", scope: !1546, file: !1546, line: 744, type: !1551, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1551 = !DISubroutineType(types: !1552)
!1552 = !{!1542, !1553}
!1553 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1554, size: 64)
!1554 = !DIDerivedType(tag: DW_TAG_typedef, name: "__FILE", file: !1555, line: 5, baseType: !1207)
!1555 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/__FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "72a8fe90981f484acae7c6f3dfc5c2b7")
!1556 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1557, file: !1540, line: 145)
!1557 = !DISubprogram(name: "fgetws", scope: !1546, file: !1546, line: 773, type: !1558, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1558 = !DISubroutineType(types: !1559)
!1559 = !{!1560, !1562, !100, !1563}
!1560 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1561, size: 64)
!1561 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!1562 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1560)
!1563 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1553)
!1564 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1565, file: !1540, line: 146)
!1565 = !DISubprogram(name: "fputwc", scope: !1546, file: !1546, line: 758, type: !1566, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1566 = !DISubroutineType(types: !1567)
!1567 = !{!1542, !1561, !1553}
!1568 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1569, file: !1540, line: 147)
!1569 = !DISubprogram(name: "fputws", scope: !1546, file: !1546, line: 780, type: !1570, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1570 = !DISubroutineType(types: !1571)
!1571 = !{!100, !1572, !1563}
!1572 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1573)
!1573 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1574, size: 64)
!1574 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1561)
!1575 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1576, file: !1540, line: 148)
!1576 = !DISubprogram(name: "fwide", scope: !1546, file: !1546, line: 588, type: !1577, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1577 = !DISubroutineType(types: !1578)
!1578 = !{!100, !1553, !100}
!1579 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1580, file: !1540, line: 149)
!1580 = !DISubprogram(name: "fwprintf", scope: !1546, file: !1546, line: 595, type: !1581, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1581 = !DISubroutineType(types: !1582)
!1582 = !{!100, !1563, !1572, null}
!1583 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1584, file: !1540, line: 150)
!1584 = !DISubprogram(name: "fwscanf", linkageName: "__isoc99_fwscanf", scope: !1546, file: !1546, line: 657, type: !1581, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1585 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1586, file: !1540, line: 151)
!1586 = !DISubprogram(name: "getwc", scope: !1546, file: !1546, line: 745, type: !1551, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1587 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1588, file: !1540, line: 152)
!1588 = !DISubprogram(name: "getwchar", scope: !1546, file: !1546, line: 751, type: !1589, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1589 = !DISubroutineType(types: !1590)
!1590 = !{!1542}
!1591 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1592, file: !1540, line: 153)
!1592 = !DISubprogram(name: "mbrlen", scope: !1546, file: !1546, line: 330, type: !1593, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1593 = !DISubroutineType(types: !1594)
!1594 = !{!1255, !1302, !1255, !1595}
!1595 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1596)
!1596 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1525, size: 64)
!1597 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1598, file: !1540, line: 154)
!1598 = !DISubprogram(name: "mbrtowc", scope: !1546, file: !1546, line: 297, type: !1599, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1599 = !DISubroutineType(types: !1600)
!1600 = !{!1255, !1562, !1302, !1255, !1595}
!1601 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1602, file: !1540, line: 155)
!1602 = !DISubprogram(name: "mbsinit", scope: !1546, file: !1546, line: 293, type: !1603, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1603 = !DISubroutineType(types: !1604)
!1604 = !{!100, !1605}
!1605 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1606, size: 64)
!1606 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1525)
!1607 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1608, file: !1540, line: 156)
!1608 = !DISubprogram(name: "mbsrtowcs", scope: !1546, file: !1546, line: 338, type: !1609, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1609 = !DISubroutineType(types: !1610)
!1610 = !{!1255, !1562, !1611, !1255, !1595}
!1611 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1612)
!1612 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !844, size: 64)
!1613 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1614, file: !1540, line: 157)
!1614 = !DISubprogram(name: "putwc", scope: !1546, file: !1546, line: 759, type: !1566, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1615 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1616, file: !1540, line: 158)
!1616 = !DISubprogram(name: "putwchar", scope: !1546, file: !1546, line: 765, type: !1617, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1617 = !DISubroutineType(types: !1618)
!1618 = !{!1542, !1561}
!1619 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1620, file: !1540, line: 160)
!1620 = !DISubprogram(name: "swprintf", scope: !1546, file: !1546, line: 605, type: !1621, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1621 = !DISubroutineType(types: !1622)
!1622 = !{!100, !1562, !1255, !1572, null}
!1623 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1624, file: !1540, line: 162)
!1624 = !DISubprogram(name: "swscanf", linkageName: "__isoc99_swscanf", scope: !1546, file: !1546, line: 664, type: !1625, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1625 = !DISubroutineType(types: !1626)
!1626 = !{!100, !1572, !1572, null}
!1627 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1628, file: !1540, line: 163)
!1628 = !DISubprogram(name: "ungetwc", scope: !1546, file: !1546, line: 788, type: !1629, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1629 = !DISubroutineType(types: !1630)
!1630 = !{!1542, !1542, !1553}
!1631 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1632, file: !1540, line: 164)
!1632 = !DISubprogram(name: "vfwprintf", scope: !1546, file: !1546, line: 613, type: !1633, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1633 = !DISubroutineType(types: !1634)
!1634 = !{!100, !1563, !1572, !1410}
!1635 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1636, file: !1540, line: 166)
!1636 = !DISubprogram(name: "vfwscanf", linkageName: "__isoc99_vfwscanf", scope: !1546, file: !1546, line: 711, type: !1633, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1637 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1638, file: !1540, line: 169)
!1638 = !DISubprogram(name: "vswprintf", scope: !1546, file: !1546, line: 626, type: !1639, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1639 = !DISubroutineType(types: !1640)
!1640 = !{!100, !1562, !1255, !1572, !1410}
!1641 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1642, file: !1540, line: 172)
!1642 = !DISubprogram(name: "vswscanf", linkageName: "__isoc99_vswscanf", scope: !1546, file: !1546, line: 718, type: !1643, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1643 = !DISubroutineType(types: !1644)
!1644 = !{!100, !1572, !1572, !1410}
!1645 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1646, file: !1540, line: 174)
!1646 = !DISubprogram(name: "vwprintf", scope: !1546, file: !1546, line: 621, type: !1647, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1647 = !DISubroutineType(types: !1648)
!1648 = !{!100, !1572, !1410}
!1649 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1650, file: !1540, line: 176)
!1650 = !DISubprogram(name: "vwscanf", linkageName: "__isoc99_vwscanf", scope: !1546, file: !1546, line: 715, type: !1647, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1651 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1652, file: !1540, line: 178)
!1652 = !DISubprogram(name: "wcrtomb", scope: !1546, file: !1546, line: 302, type: !1653, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1653 = !DISubroutineType(types: !1654)
!1654 = !{!1255, !1297, !1561, !1595}
!1655 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1656, file: !1540, line: 179)
!1656 = !DISubprogram(name: "wcscat", scope: !1546, file: !1546, line: 97, type: !1657, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1657 = !DISubroutineType(types: !1658)
!1658 = !{!1560, !1562, !1572}
!1659 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1660, file: !1540, line: 180)
!1660 = !DISubprogram(name: "wcscmp", scope: !1546, file: !1546, line: 106, type: !1661, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1661 = !DISubroutineType(types: !1662)
!1662 = !{!100, !1573, !1573}
!1663 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1664, file: !1540, line: 181)
!1664 = !DISubprogram(name: "wcscoll", scope: !1546, file: !1546, line: 131, type: !1661, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1665 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1666, file: !1540, line: 182)
!1666 = !DISubprogram(name: "wcscpy", scope: !1546, file: !1546, line: 87, type: !1657, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1667 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1668, file: !1540, line: 183)
!1668 = !DISubprogram(name: "wcscspn", scope: !1546, file: !1546, line: 188, type: !1669, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1669 = !DISubroutineType(types: !1670)
!1670 = !{!1255, !1573, !1573}
!1671 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1672, file: !1540, line: 184)
!1672 = !DISubprogram(name: "wcsftime", scope: !1546, file: !1546, line: 852, type: !1673, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1673 = !DISubroutineType(types: !1674)
!1674 = !{!1255, !1562, !1255, !1572, !1675}
!1675 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1676)
!1676 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1677, size: 64)
!1677 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1678)
!1678 = !DICompositeType(tag: DW_TAG_structure_type, name: "tm", file: !1546, line: 83, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS2tm")
!1679 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1680, file: !1540, line: 185)
!1680 = !DISubprogram(name: "wcslen", scope: !1546, file: !1546, line: 223, type: !1681, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1681 = !DISubroutineType(types: !1682)
!1682 = !{!1255, !1573}
!1683 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1684, file: !1540, line: 186)
!1684 = !DISubprogram(name: "wcsncat", scope: !1546, file: !1546, line: 101, type: !1685, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1685 = !DISubroutineType(types: !1686)
!1686 = !{!1560, !1562, !1572, !1255}
!1687 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1688, file: !1540, line: 187)
!1688 = !DISubprogram(name: "wcsncmp", scope: !1546, file: !1546, line: 109, type: !1689, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1689 = !DISubroutineType(types: !1690)
!1690 = !{!100, !1573, !1573, !1255}
!1691 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1692, file: !1540, line: 188)
!1692 = !DISubprogram(name: "wcsncpy", scope: !1546, file: !1546, line: 92, type: !1685, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1693 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1694, file: !1540, line: 189)
!1694 = !DISubprogram(name: "wcsrtombs", scope: !1546, file: !1546, line: 344, type: !1695, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1695 = !DISubroutineType(types: !1696)
!1696 = !{!1255, !1297, !1697, !1255, !1595}
!1697 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1698)
!1698 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1573, size: 64)
!1699 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1700, file: !1540, line: 190)
!1700 = !DISubprogram(name: "wcsspn", scope: !1546, file: !1546, line: 192, type: !1669, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1701 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1702, file: !1540, line: 191)
!1702 = !DISubprogram(name: "wcstod", scope: !1546, file: !1546, line: 378, type: !1703, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1703 = !DISubroutineType(types: !1704)
!1704 = !{!1705, !1572, !1706}
!1705 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!1706 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1707)
!1707 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1560, size: 64)
!1708 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1709, file: !1540, line: 193)
!1709 = !DISubprogram(name: "wcstof", scope: !1546, file: !1546, line: 383, type: !1710, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1710 = !DISubroutineType(types: !1711)
!1711 = !{!1712, !1572, !1706}
!1712 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!1713 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1714, file: !1540, line: 195)
!1714 = !DISubprogram(name: "wcstok", scope: !1546, file: !1546, line: 218, type: !1715, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1715 = !DISubroutineType(types: !1716)
!1716 = !{!1560, !1562, !1572, !1706}
!1717 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1718, file: !1540, line: 196)
!1718 = !DISubprogram(name: "wcstol", scope: !1546, file: !1546, line: 429, type: !1719, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1719 = !DISubroutineType(types: !1720)
!1720 = !{!102, !1572, !1706, !100}
!1721 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1722, file: !1540, line: 197)
!1722 = !DISubprogram(name: "wcstoul", scope: !1546, file: !1546, line: 434, type: !1723, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1723 = !DISubroutineType(types: !1724)
!1724 = !{!149, !1572, !1706, !100}
!1725 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1726, file: !1540, line: 198)
!1726 = !DISubprogram(name: "wcsxfrm", scope: !1546, file: !1546, line: 135, type: !1727, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1727 = !DISubroutineType(types: !1728)
!1728 = !{!1255, !1562, !1572, !1255}
!1729 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1730, file: !1540, line: 199)
!1730 = !DISubprogram(name: "wctob", scope: !1546, file: !1546, line: 325, type: !1731, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1731 = !DISubroutineType(types: !1732)
!1732 = !{!100, !1542}
!1733 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1734, file: !1540, line: 200)
!1734 = !DISubprogram(name: "wmemcmp", scope: !1546, file: !1546, line: 259, type: !1689, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1735 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1736, file: !1540, line: 201)
!1736 = !DISubprogram(name: "wmemcpy", scope: !1546, file: !1546, line: 263, type: !1685, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1737 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1738, file: !1540, line: 202)
!1738 = !DISubprogram(name: "wmemmove", scope: !1546, file: !1546, line: 268, type: !1739, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1739 = !DISubroutineType(types: !1740)
!1740 = !{!1560, !1560, !1573, !1255}
!1741 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1742, file: !1540, line: 203)
!1742 = !DISubprogram(name: "wmemset", scope: !1546, file: !1546, line: 272, type: !1743, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1743 = !DISubroutineType(types: !1744)
!1744 = !{!1560, !1560, !1561, !1255}
!1745 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1746, file: !1540, line: 204)
!1746 = !DISubprogram(name: "wprintf", scope: !1546, file: !1546, line: 602, type: !1747, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1747 = !DISubroutineType(types: !1748)
!1748 = !{!100, !1572, null}
!1749 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1750, file: !1540, line: 205)
!1750 = !DISubprogram(name: "wscanf", linkageName: "__isoc99_wscanf", scope: !1546, file: !1546, line: 661, type: !1747, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1751 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1752, file: !1540, line: 206)
!1752 = !DISubprogram(name: "wcschr", scope: !1546, file: !1546, line: 165, type: !1753, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1753 = !DISubroutineType(types: !1754)
!1754 = !{!1560, !1573, !1561}
!1755 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1756, file: !1540, line: 207)
!1756 = !DISubprogram(name: "wcspbrk", scope: !1546, file: !1546, line: 202, type: !1757, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1757 = !DISubroutineType(types: !1758)
!1758 = !{!1560, !1573, !1573}
!1759 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1760, file: !1540, line: 208)
!1760 = !DISubprogram(name: "wcsrchr", scope: !1546, file: !1546, line: 175, type: !1753, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1761 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1762, file: !1540, line: 209)
!1762 = !DISubprogram(name: "wcsstr", scope: !1546, file: !1546, line: 213, type: !1757, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1763 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1764, file: !1540, line: 210)
!1764 = !DISubprogram(name: "wmemchr", scope: !1546, file: !1546, line: 254, type: !1765, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1765 = !DISubroutineType(types: !1766)
!1766 = !{!1560, !1573, !1561, !1255}
!1767 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !1768, file: !1540, line: 251)
!1768 = !DISubprogram(name: "wcstold", scope: !1546, file: !1546, line: 385, type: !1769, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1769 = !DISubroutineType(types: !1770)
!1770 = !{!1771, !1572, !1706}
!1771 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!1772 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !1773, file: !1540, line: 260)
!1773 = !DISubprogram(name: "wcstoll", scope: !1546, file: !1546, line: 442, type: !1774, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1774 = !DISubroutineType(types: !1775)
!1775 = !{!1776, !1572, !1706, !100}
!1776 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!1777 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !1778, file: !1540, line: 261)
!1778 = !DISubprogram(name: "wcstoull", scope: !1546, file: !1546, line: 449, type: !1779, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1779 = !DISubroutineType(types: !1780)
!1780 = !{!1781, !1572, !1706, !100}
!1781 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!1782 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1768, file: !1540, line: 267)
!1783 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1773, file: !1540, line: 268)
!1784 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1778, file: !1540, line: 269)
!1785 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1709, file: !1540, line: 283)
!1786 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1636, file: !1540, line: 286)
!1787 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1642, file: !1540, line: 289)
!1788 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1650, file: !1540, line: 292)
!1789 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1768, file: !1540, line: 296)
!1790 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1773, file: !1540, line: 297)
!1791 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1778, file: !1540, line: 298)
!1792 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1793, file: !1796, line: 47)
!1793 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !1794, line: 24, baseType: !1795)
!1794 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!1795 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !1232, line: 37, baseType: !1236)
!1796 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cstdint", directory: "")
!1797 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1798, file: !1796, line: 48)
!1798 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !1794, line: 25, baseType: !1799)
!1799 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !1232, line: 39, baseType: !1800)
!1800 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!1801 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1802, file: !1796, line: 49)
!1802 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !1794, line: 26, baseType: !1803)
!1803 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !1232, line: 41, baseType: !100)
!1804 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1805, file: !1796, line: 50)
!1805 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !1794, line: 27, baseType: !1806)
!1806 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !1232, line: 44, baseType: !102)
!1807 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1808, file: !1796, line: 52)
!1808 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast8_t", file: !1809, line: 58, baseType: !1236)
!1809 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!1810 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1811, file: !1796, line: 53)
!1811 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast16_t", file: !1809, line: 60, baseType: !102)
!1812 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1813, file: !1796, line: 54)
!1813 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast32_t", file: !1809, line: 61, baseType: !102)
!1814 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1815, file: !1796, line: 55)
!1815 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast64_t", file: !1809, line: 62, baseType: !102)
!1816 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1817, file: !1796, line: 57)
!1817 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least8_t", file: !1809, line: 43, baseType: !1818)
!1818 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least8_t", file: !1232, line: 52, baseType: !1795)
!1819 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1820, file: !1796, line: 58)
!1820 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !1809, line: 44, baseType: !1821)
!1821 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !1232, line: 54, baseType: !1799)
!1822 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1823, file: !1796, line: 59)
!1823 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least32_t", file: !1809, line: 45, baseType: !1824)
!1824 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least32_t", file: !1232, line: 56, baseType: !1803)
!1825 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1826, file: !1796, line: 60)
!1826 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least64_t", file: !1809, line: 46, baseType: !1827)
!1827 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least64_t", file: !1232, line: 58, baseType: !1806)
!1828 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1829, file: !1796, line: 62)
!1829 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !1809, line: 101, baseType: !1830)
!1830 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !1232, line: 72, baseType: !102)
!1831 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1832, file: !1796, line: 63)
!1832 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !1809, line: 87, baseType: !102)
!1833 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1834, file: !1796, line: 65)
!1834 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !1835, line: 24, baseType: !1836)
!1835 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!1836 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !1232, line: 38, baseType: !218)
!1837 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1838, file: !1796, line: 66)
!1838 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !1835, line: 25, baseType: !1839)
!1839 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !1232, line: 40, baseType: !1234)
!1840 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1841, file: !1796, line: 67)
!1841 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !1835, line: 26, baseType: !1842)
!1842 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !1232, line: 42, baseType: !47)
!1843 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1844, file: !1796, line: 68)
!1844 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !1835, line: 27, baseType: !1845)
!1845 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !1232, line: 45, baseType: !149)
!1846 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1847, file: !1796, line: 70)
!1847 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !1809, line: 71, baseType: !218)
!1848 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1849, file: !1796, line: 71)
!1849 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast16_t", file: !1809, line: 73, baseType: !149)
!1850 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1851, file: !1796, line: 72)
!1851 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !1809, line: 74, baseType: !149)
!1852 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1853, file: !1796, line: 73)
!1853 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast64_t", file: !1809, line: 75, baseType: !149)
!1854 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1855, file: !1796, line: 75)
!1855 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least8_t", file: !1809, line: 49, baseType: !1856)
!1856 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least8_t", file: !1232, line: 53, baseType: !1836)
!1857 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1858, file: !1796, line: 76)
!1858 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least16_t", file: !1809, line: 50, baseType: !1859)
!1859 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least16_t", file: !1232, line: 55, baseType: !1839)
!1860 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1861, file: !1796, line: 77)
!1861 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least32_t", file: !1809, line: 51, baseType: !1862)
!1862 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least32_t", file: !1232, line: 57, baseType: !1842)
!1863 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1864, file: !1796, line: 78)
!1864 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least64_t", file: !1809, line: 52, baseType: !1865)
!1865 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least64_t", file: !1232, line: 59, baseType: !1845)
!1866 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1867, file: !1796, line: 80)
!1867 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !1809, line: 102, baseType: !1868)
!1868 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !1232, line: 73, baseType: !149)
!1869 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1870, file: !1796, line: 81)
!1870 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !1809, line: 90, baseType: !149)
!1871 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1872, file: !1874, line: 53)
!1872 = !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !1873, line: 51, size: 768, flags: DIFlagFwdDecl, identifier: "_ZTS5lconv")
!1873 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/locale.h", directory: "", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!1874 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/clocale", directory: "")
!1875 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1876, file: !1874, line: 54)
!1876 = !DISubprogram(name: "setlocale", scope: !1873, file: !1873, line: 122, type: !1877, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1877 = !DISubroutineType(types: !1878)
!1878 = !{!1212, !100, !844}
!1879 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1880, file: !1874, line: 55)
!1880 = !DISubprogram(name: "localeconv", scope: !1873, file: !1873, line: 125, type: !1881, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1881 = !DISubroutineType(types: !1882)
!1882 = !{!1883}
!1883 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1872, size: 64)
!1884 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1885, file: !1887, line: 64)
!1885 = !DISubprogram(name: "isalnum", scope: !1886, file: !1886, line: 108, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1886 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!1887 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cctype", directory: "")
!1888 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1889, file: !1887, line: 65)
!1889 = !DISubprogram(name: "isalpha", scope: !1886, file: !1886, line: 109, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1890 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1891, file: !1887, line: 66)
!1891 = !DISubprogram(name: "iscntrl", scope: !1886, file: !1886, line: 110, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1892 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1893, file: !1887, line: 67)
!1893 = !DISubprogram(name: "isdigit", scope: !1886, file: !1886, line: 111, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1894 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1895, file: !1887, line: 68)
!1895 = !DISubprogram(name: "isgraph", scope: !1886, file: !1886, line: 113, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1896 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1897, file: !1887, line: 69)
!1897 = !DISubprogram(name: "islower", scope: !1886, file: !1886, line: 112, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1898 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1899, file: !1887, line: 70)
!1899 = !DISubprogram(name: "isprint", scope: !1886, file: !1886, line: 114, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1900 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1901, file: !1887, line: 71)
!1901 = !DISubprogram(name: "ispunct", scope: !1886, file: !1886, line: 115, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1902 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1903, file: !1887, line: 72)
!1903 = !DISubprogram(name: "isspace", scope: !1886, file: !1886, line: 116, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1904 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1905, file: !1887, line: 73)
!1905 = !DISubprogram(name: "isupper", scope: !1886, file: !1886, line: 117, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1906 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1907, file: !1887, line: 74)
!1907 = !DISubprogram(name: "isxdigit", scope: !1886, file: !1886, line: 118, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1908 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1909, file: !1887, line: 75)
!1909 = !DISubprogram(name: "tolower", scope: !1886, file: !1886, line: 122, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1910 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1911, file: !1887, line: 76)
!1911 = !DISubprogram(name: "toupper", scope: !1886, file: !1886, line: 125, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1912 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1913, file: !1887, line: 87)
!1913 = !DISubprogram(name: "isblank", scope: !1886, file: !1886, line: 130, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1914 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !1915, entity: !1916, file: !1917, line: 58)
!1915 = !DINamespace(name: "__gnu_debug", scope: null)
!1916 = !DINamespace(name: "__debug", scope: !34)
!1917 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!1918 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1919, file: !1921, line: 52)
!1919 = !DISubprogram(name: "abs", scope: !1920, file: !1920, line: 861, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1920 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!1921 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/std_abs.h", directory: "")
!1922 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1923, file: !1925, line: 127)
!1923 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !1920, line: 63, baseType: !1924)
!1924 = !DICompositeType(tag: DW_TAG_structure_type, file: !1920, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!1925 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cstdlib", directory: "")
!1926 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1927, file: !1925, line: 128)
!1927 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !1920, line: 71, baseType: !1928)
!1928 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1920, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !1929, identifier: "_ZTS6ldiv_t")
!1929 = !{!1930, !1931}
!1930 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1928, file: !1920, line: 69, baseType: !102, size: 64)
!1931 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1928, file: !1920, line: 70, baseType: !102, size: 64, offset: 64)
!1932 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1933, file: !1925, line: 130)
!1933 = !DISubprogram(name: "abort", scope: !1920, file: !1920, line: 611, type: !1934, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1934 = !DISubroutineType(types: !1935)
!1935 = !{null}
!1936 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1937, file: !1925, line: 132)
!1937 = !DISubprogram(name: "aligned_alloc", scope: !1920, file: !1920, line: 605, type: !1938, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1938 = !DISubroutineType(types: !1939)
!1939 = !{!233, !1255, !1255}
!1940 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1941, file: !1925, line: 134)
!1941 = !DISubprogram(name: "atexit", scope: !1920, file: !1920, line: 615, type: !1942, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1942 = !DISubroutineType(types: !1943)
!1943 = !{!100, !1944}
!1944 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1934, size: 64)
!1945 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1946, file: !1925, line: 137)
!1946 = !DISubprogram(name: "at_quick_exit", scope: !1920, file: !1920, line: 620, type: !1942, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1947 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1948, file: !1925, line: 140)
!1948 = !DISubprogram(name: "atof", scope: !1949, file: !1949, line: 25, type: !1950, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1949 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!1950 = !DISubroutineType(types: !1951)
!1951 = !{!1705, !844}
!1952 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1953, file: !1925, line: 141)
!1953 = !DISubprogram(name: "atoi", scope: !1920, file: !1920, line: 362, type: !1368, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1954 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1955, file: !1925, line: 142)
!1955 = !DISubprogram(name: "atol", scope: !1920, file: !1920, line: 367, type: !1956, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1956 = !DISubroutineType(types: !1957)
!1957 = !{!102, !844}
!1958 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1959, file: !1925, line: 143)
!1959 = !DISubprogram(name: "bsearch", scope: !1960, file: !1960, line: 20, type: !1961, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1960 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!1961 = !DISubroutineType(types: !1962)
!1962 = !{!233, !154, !154, !1255, !1255, !1963}
!1963 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !1920, line: 829, baseType: !1964)
!1964 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1965, size: 64)
!1965 = !DISubroutineType(types: !1966)
!1966 = !{!100, !154, !154}
!1967 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1968, file: !1925, line: 144)
!1968 = !DISubprogram(name: "calloc", scope: !1920, file: !1920, line: 556, type: !1938, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1969 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1970, file: !1925, line: 145)
!1970 = !DISubprogram(name: "div", scope: !1920, file: !1920, line: 873, type: !1971, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1971 = !DISubroutineType(types: !1972)
!1972 = !{!1923, !100, !100}
!1973 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1974, file: !1925, line: 146)
!1974 = !DISubprogram(name: "exit", scope: !1920, file: !1920, line: 637, type: !1975, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1975 = !DISubroutineType(types: !1976)
!1976 = !{null, !100}
!1977 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1978, file: !1925, line: 147)
!1978 = !DISubprogram(name: "free", scope: !1920, file: !1920, line: 568, type: !1979, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1979 = !DISubroutineType(types: !1980)
!1980 = !{null, !233}
!1981 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1982, file: !1925, line: 148)
!1982 = !DISubprogram(name: "getenv", scope: !1920, file: !1920, line: 654, type: !1983, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1983 = !DISubroutineType(types: !1984)
!1984 = !{!1212, !844}
!1985 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1986, file: !1925, line: 149)
!1986 = !DISubprogram(name: "labs", scope: !1920, file: !1920, line: 862, type: !1987, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1987 = !DISubroutineType(types: !1988)
!1988 = !{!102, !102}
!1989 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1990, file: !1925, line: 150)
!1990 = !DISubprogram(name: "ldiv", scope: !1920, file: !1920, line: 875, type: !1991, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1991 = !DISubroutineType(types: !1992)
!1992 = !{!1927, !102, !102}
!1993 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1994, file: !1925, line: 151)
!1994 = !DISubprogram(name: "malloc", scope: !1920, file: !1920, line: 553, type: !1995, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1995 = !DISubroutineType(types: !1996)
!1996 = !{!233, !1255}
!1997 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1998, file: !1925, line: 153)
!1998 = !DISubprogram(name: "mblen", scope: !1920, file: !1920, line: 943, type: !1999, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1999 = !DISubroutineType(types: !2000)
!2000 = !{!100, !844, !1255}
!2001 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2002, file: !1925, line: 154)
!2002 = !DISubprogram(name: "mbstowcs", scope: !1920, file: !1920, line: 954, type: !2003, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2003 = !DISubroutineType(types: !2004)
!2004 = !{!1255, !1562, !1302, !1255}
!2005 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2006, file: !1925, line: 155)
!2006 = !DISubprogram(name: "mbtowc", scope: !1920, file: !1920, line: 946, type: !2007, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2007 = !DISubroutineType(types: !2008)
!2008 = !{!100, !1562, !1302, !1255}
!2009 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2010, file: !1925, line: 157)
!2010 = !DISubprogram(name: "qsort", scope: !1920, file: !1920, line: 851, type: !2011, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2011 = !DISubroutineType(types: !2012)
!2012 = !{null, !233, !1255, !1255, !1963}
!2013 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2014, file: !1925, line: 160)
!2014 = !DISubprogram(name: "quick_exit", scope: !1920, file: !1920, line: 643, type: !1975, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2015 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2016, file: !1925, line: 163)
!2016 = !DISubprogram(name: "rand", scope: !1920, file: !1920, line: 454, type: !1350, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2017 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2018, file: !1925, line: 164)
!2018 = !DISubprogram(name: "realloc", scope: !1920, file: !1920, line: 564, type: !2019, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2019 = !DISubroutineType(types: !2020)
!2020 = !{!233, !233, !1255}
!2021 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2022, file: !1925, line: 165)
!2022 = !DISubprogram(name: "srand", scope: !1920, file: !1920, line: 456, type: !2023, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2023 = !DISubroutineType(types: !2024)
!2024 = !{null, !47}
!2025 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2026, file: !1925, line: 166)
!2026 = !DISubprogram(name: "strtod", scope: !1920, file: !1920, line: 118, type: !2027, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2027 = !DISubroutineType(types: !2028)
!2028 = !{!1705, !1302, !2029}
!2029 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2030)
!2030 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1212, size: 64)
!2031 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2032, file: !1925, line: 167)
!2032 = !DISubprogram(name: "strtol", scope: !1920, file: !1920, line: 177, type: !2033, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2033 = !DISubroutineType(types: !2034)
!2034 = !{!102, !1302, !2029, !100}
!2035 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2036, file: !1925, line: 168)
!2036 = !DISubprogram(name: "strtoul", scope: !1920, file: !1920, line: 181, type: !2037, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2037 = !DISubroutineType(types: !2038)
!2038 = !{!149, !1302, !2029, !100}
!2039 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2040, file: !1925, line: 169)
!2040 = !DISubprogram(name: "system", scope: !1920, file: !1920, line: 804, type: !1368, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2041 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2042, file: !1925, line: 171)
!2042 = !DISubprogram(name: "wcstombs", scope: !1920, file: !1920, line: 958, type: !2043, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2043 = !DISubroutineType(types: !2044)
!2044 = !{!1255, !1297, !1572, !1255}
!2045 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2046, file: !1925, line: 172)
!2046 = !DISubprogram(name: "wctomb", scope: !1920, file: !1920, line: 950, type: !2047, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2047 = !DISubroutineType(types: !2048)
!2048 = !{!100, !1212, !1561}
!2049 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !2050, file: !1925, line: 200)
!2050 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !1920, line: 81, baseType: !2051)
!2051 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1920, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !2052, identifier: "_ZTS7lldiv_t")
!2052 = !{!2053, !2054}
!2053 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !2051, file: !1920, line: 79, baseType: !1776, size: 64)
!2054 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !2051, file: !1920, line: 80, baseType: !1776, size: 64, offset: 64)
!2055 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !2056, file: !1925, line: 206)
!2056 = !DISubprogram(name: "_Exit", scope: !1920, file: !1920, line: 649, type: !1975, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2057 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !2058, file: !1925, line: 210)
!2058 = !DISubprogram(name: "llabs", scope: !1920, file: !1920, line: 865, type: !2059, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2059 = !DISubroutineType(types: !2060)
!2060 = !{!1776, !1776}
!2061 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !2062, file: !1925, line: 216)
!2062 = !DISubprogram(name: "lldiv", scope: !1920, file: !1920, line: 879, type: !2063, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2063 = !DISubroutineType(types: !2064)
!2064 = !{!2050, !1776, !1776}
!2065 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !2066, file: !1925, line: 227)
!2066 = !DISubprogram(name: "atoll", scope: !1920, file: !1920, line: 374, type: !2067, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2067 = !DISubroutineType(types: !2068)
!2068 = !{!1776, !844}
!2069 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !2070, file: !1925, line: 228)
!2070 = !DISubprogram(name: "strtoll", scope: !1920, file: !1920, line: 201, type: !2071, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2071 = !DISubroutineType(types: !2072)
!2072 = !{!1776, !1302, !2029, !100}
!2073 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !2074, file: !1925, line: 229)
!2074 = !DISubprogram(name: "strtoull", scope: !1920, file: !1920, line: 206, type: !2075, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2075 = !DISubroutineType(types: !2076)
!2076 = !{!1781, !1302, !2029, !100}
!2077 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !2078, file: !1925, line: 231)
!2078 = !DISubprogram(name: "strtof", scope: !1920, file: !1920, line: 124, type: !2079, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2079 = !DISubroutineType(types: !2080)
!2080 = !{!1712, !1302, !2029}
!2081 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !2082, file: !1925, line: 232)
!2082 = !DISubprogram(name: "strtold", scope: !1920, file: !1920, line: 127, type: !2083, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2083 = !DISubroutineType(types: !2084)
!2084 = !{!1771, !1302, !2029}
!2085 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2050, file: !1925, line: 240)
!2086 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2056, file: !1925, line: 242)
!2087 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2058, file: !1925, line: 244)
!2088 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2089, file: !1925, line: 245)
!2089 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !67, file: !1925, line: 213, type: !2063, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2090 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2062, file: !1925, line: 246)
!2091 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2066, file: !1925, line: 248)
!2092 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2078, file: !1925, line: 249)
!2093 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2070, file: !1925, line: 250)
!2094 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2074, file: !1925, line: 251)
!2095 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2082, file: !1925, line: 252)
!2096 = !{i32 7, !"Dwarf Version", i32 5}
!2097 = !{i32 2, !"Debug Info Version", i32 3}
!2098 = !{i32 1, !"wchar_size", i32 4}
!2099 = !{i32 1, !"target-abi", !"lp64d"}
!2100 = !{i32 6, !"riscv-isa", !2101}
!2101 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!2102 = !{i32 8, !"PIC Level", i32 2}
!2103 = !{i32 7, !"PIE Level", i32 2}
!2104 = !{i32 7, !"uwtable", i32 2}
!2105 = !{i32 8, !"SmallDataLimit", i32 8}
!2106 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!2107 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2108 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 27, type: !1350, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !2109)
!2109 = !{!2110, !2111, !2113, !2117, !2119, !2120, !2122}
!2110 = !DILocalVariable(name: "s", scope: !2108, file: !2, line: 28, type: !102)
!2111 = !DILocalVariable(name: "i", scope: !2112, file: !2, line: 29, type: !100)
!2112 = distinct !DILexicalBlock(scope: !2108, file: !2, line: 29, column: 3)
!2113 = !DILocalVariable(name: "p", scope: !2114, file: !2, line: 32, type: !2116)
!2114 = distinct !DILexicalBlock(scope: !2115, file: !2, line: 29, column: 32)
!2115 = distinct !DILexicalBlock(scope: !2112, file: !2, line: 29, column: 3)
!2116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !840, size: 64)
!2117 = !DILocalVariable(name: "e", scope: !2114, file: !2, line: 31, type: !2118)
!2118 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !837, size: 64)
!2119 = !DILocalVariable(name: "a", scope: !2108, file: !2, line: 34, type: !965)
!2120 = !DILocalVariable(name: "k", scope: !2121, file: !2, line: 36, type: !100)
!2121 = distinct !DILexicalBlock(scope: !2108, file: !2, line: 36, column: 3)
!2122 = !DILocalVariable(name: "e", scope: !2123, file: !2, line: 38, type: !2125)
!2123 = distinct !DILexicalBlock(scope: !2124, file: !2, line: 36, column: 31)
!2124 = distinct !DILexicalBlock(scope: !2121, file: !2, line: 36, column: 3)
!2125 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2126, size: 64)
!2126 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2127)
!2127 = !DICompositeType(tag: DW_TAG_class_type, name: "exception", scope: !34, file: !2128, line: 61, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt9exception")
!2128 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/exception.h", directory: "")
!2129 = distinct !DIAssignID()
!2130 = !DILocation(line: 0, scope: !2108)
!2131 = !DILocation(line: 0, scope: !2112)
!2132 = !DILocation(line: 29, column: 3, scope: !2112)
!2133 = !DILocation(line: 34, column: 3, scope: !2108)
!2134 = !DILocalVariable(name: "this", arg: 1, scope: !2135, type: !2141, flags: DIFlagArtificial | DIFlagObjectPointer)
!2135 = distinct !DISubprogram(name: "Account", linkageName: "_ZN7AccountC2Ev", scope: !965, file: !2, line: 18, type: !2136, scopeLine: 18, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !2139, retainedNodes: !2140)
!2136 = !DISubroutineType(types: !2137)
!2137 = !{null, !2138}
!2138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !965, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2139 = !DISubprogram(name: "Account", scope: !965, type: !2136, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2140 = !{!2134}
!2141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !965, size: 64)
!2142 = !DILocation(line: 0, scope: !2135, inlinedAt: !2143)
!2143 = distinct !DILocation(line: 34, column: 11, scope: !2108)
!2144 = !DILocalVariable(name: "this", arg: 1, scope: !2145, type: !2147, flags: DIFlagArtificial | DIFlagObjectPointer)
!2145 = distinct !DISubprogram(name: "map", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEEC2Ev", scope: !968, file: !969, line: 195, type: !974, scopeLine: 195, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !973, retainedNodes: !2146)
!2146 = !{!2144}
!2147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !968, size: 64)
!2148 = !DILocation(line: 0, scope: !2145, inlinedAt: !2149)
!2149 = distinct !DILocation(line: 18, column: 8, scope: !2135, inlinedAt: !2143)
!2150 = !DILocalVariable(name: "this", arg: 1, scope: !2151, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2151 = distinct !DISubprogram(name: "_Rb_tree", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EEC2Ev", scope: !56, file: !46, line: 928, type: !595, scopeLine: 928, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !594, retainedNodes: !2152)
!2152 = !{!2150}
!2153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!2154 = !DILocation(line: 0, scope: !2151, inlinedAt: !2155)
!2155 = distinct !DILocation(line: 195, column: 7, scope: !2145, inlinedAt: !2149)
!2156 = !DILocalVariable(name: "this", arg: 1, scope: !2157, type: !2159, flags: DIFlagArtificial | DIFlagObjectPointer)
!2157 = distinct !DISubprogram(name: "_Rb_tree_impl", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE13_Rb_tree_implIS6_Lb1EEC2Ev", scope: !59, file: !46, line: 667, type: !377, scopeLine: 672, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !376, retainedNodes: !2158)
!2158 = !{!2156}
!2159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!2160 = !DILocation(line: 0, scope: !2157, inlinedAt: !2161)
!2161 = distinct !DILocation(line: 928, column: 7, scope: !2151, inlinedAt: !2155)
!2162 = !DILocation(line: 672, column: 4, scope: !2157, inlinedAt: !2161)
!2163 = !DILocalVariable(name: "this", arg: 1, scope: !2164, type: !2166, flags: DIFlagArtificial | DIFlagObjectPointer)
!2164 = distinct !DISubprogram(name: "_Rb_tree_header", linkageName: "_ZNSt15_Rb_tree_headerC2Ev", scope: !359, file: !46, line: 173, type: !364, scopeLine: 174, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !363, retainedNodes: !2165)
!2165 = !{!2163}
!2166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !359, size: 64)
!2167 = !DILocation(line: 0, scope: !2164, inlinedAt: !2168)
!2168 = distinct !DILocation(line: 667, column: 4, scope: !2157, inlinedAt: !2161)
!2169 = !DILocation(line: 175, column: 26, scope: !2170, inlinedAt: !2168)
!2170 = distinct !DILexicalBlock(scope: !2164, file: !46, line: 174, column: 5)
!2171 = !{!2172, !2174, i64 0}
!2172 = !{!"_ZTSSt15_Rb_tree_header", !2173, i64 0, !2178, i64 32}
!2173 = !{!"_ZTSSt18_Rb_tree_node_base", !2174, i64 0, !2177, i64 8, !2177, i64 16, !2177, i64 24}
!2174 = !{!"_ZTSSt14_Rb_tree_color", !2175, i64 0}
!2175 = !{!"omnipotent char", !2176, i64 0}
!2176 = !{!"Simple C++ TBAA"}
!2177 = !{!"any pointer", !2175, i64 0}
!2178 = !{!"long", !2175, i64 0}
!2179 = distinct !DIAssignID()
!2180 = !DILocalVariable(name: "this", arg: 1, scope: !2181, type: !2166, flags: DIFlagArtificial | DIFlagObjectPointer)
!2181 = distinct !DISubprogram(name: "_M_reset", linkageName: "_ZNSt15_Rb_tree_header8_M_resetEv", scope: !359, file: !46, line: 206, type: !364, scopeLine: 207, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !375, retainedNodes: !2182)
!2182 = !{!2180}
!2183 = !DILocation(line: 0, scope: !2181, inlinedAt: !2184)
!2184 = distinct !DILocation(line: 176, column: 7, scope: !2170, inlinedAt: !2168)
!2185 = !DILocation(line: 208, column: 17, scope: !2181, inlinedAt: !2184)
!2186 = !DILocation(line: 208, column: 27, scope: !2181, inlinedAt: !2184)
!2187 = !{!2172, !2177, i64 8}
!2188 = distinct !DIAssignID()
!2189 = !DILocation(line: 209, column: 17, scope: !2181, inlinedAt: !2184)
!2190 = !DILocation(line: 209, column: 25, scope: !2181, inlinedAt: !2184)
!2191 = !{!2172, !2177, i64 16}
!2192 = distinct !DIAssignID()
!2193 = !DILocation(line: 210, column: 17, scope: !2181, inlinedAt: !2184)
!2194 = !DILocation(line: 210, column: 26, scope: !2181, inlinedAt: !2184)
!2195 = !{!2172, !2177, i64 24}
!2196 = distinct !DIAssignID()
!2197 = !DILocation(line: 211, column: 7, scope: !2181, inlinedAt: !2184)
!2198 = !DILocation(line: 211, column: 21, scope: !2181, inlinedAt: !2184)
!2199 = !{!2172, !2178, i64 32}
!2200 = distinct !DIAssignID()
!2201 = !DILocation(line: 35, column: 7, scope: !2108)
!2202 = !{!2203, !2203, i64 0}
!2203 = !{!"int", !2175, i64 0}
!2204 = !DILocalVariable(name: "this", arg: 1, scope: !2205, type: !2147, flags: DIFlagArtificial | DIFlagObjectPointer)
!2205 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEEixEOi", scope: !968, file: !969, line: 522, type: !1072, scopeLine: 523, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !1071, retainedNodes: !2206)
!2206 = !{!2204, !2207, !2208}
!2207 = !DILocalVariable(name: "__k", arg: 2, scope: !2205, file: !969, line: 522, type: !1074)
!2208 = !DILocalVariable(name: "__i", scope: !2205, file: !969, line: 527, type: !1034)
!2209 = !DILocation(line: 0, scope: !2205, inlinedAt: !2210)
!2210 = distinct !DILocation(line: 35, column: 3, scope: !2108)
!2211 = !DILocalVariable(name: "this", arg: 1, scope: !2212, type: !2147, flags: DIFlagArtificial | DIFlagObjectPointer)
!2212 = distinct !DISubprogram(name: "lower_bound", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEE11lower_boundERS3_", scope: !968, file: !969, line: 1306, type: !1141, scopeLine: 1307, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !1149, retainedNodes: !2213)
!2213 = !{!2211, !2214}
!2214 = !DILocalVariable(name: "__x", arg: 2, scope: !2212, file: !969, line: 1306, type: !1068)
!2215 = !DILocation(line: 0, scope: !2212, inlinedAt: !2216)
!2216 = distinct !DILocation(line: 527, column: 17, scope: !2205, inlinedAt: !2210)
!2217 = !DILocalVariable(name: "this", arg: 1, scope: !2218, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2218 = distinct !DISubprogram(name: "lower_bound", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE11lower_boundERS1_", scope: !56, file: !46, line: 1269, type: !716, scopeLine: 1270, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !724, retainedNodes: !2219)
!2219 = !{!2217, !2220}
!2220 = !DILocalVariable(name: "__k", arg: 2, scope: !2218, file: !46, line: 1269, type: !532)
!2221 = !DILocation(line: 0, scope: !2218, inlinedAt: !2222)
!2222 = distinct !DILocation(line: 1307, column: 21, scope: !2212, inlinedAt: !2216)
!2223 = !DILocalVariable(name: "this", arg: 1, scope: !2224, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2224 = distinct !DISubprogram(name: "_M_begin", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_beginEv", scope: !56, file: !46, line: 738, type: !418, scopeLine: 739, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !442, retainedNodes: !2225)
!2225 = !{!2223}
!2226 = !DILocation(line: 0, scope: !2224, inlinedAt: !2227)
!2227 = distinct !DILocation(line: 1270, column: 31, scope: !2218, inlinedAt: !2222)
!2228 = !DILocalVariable(name: "this", arg: 1, scope: !2229, type: !2231, flags: DIFlagArtificial | DIFlagObjectPointer)
!2229 = distinct !DISubprogram(name: "_M_mbegin", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE9_M_mbeginEv", scope: !56, file: !46, line: 734, type: !440, scopeLine: 735, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !439, retainedNodes: !2230)
!2230 = !{!2228}
!2231 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !412, size: 64)
!2232 = !DILocation(line: 0, scope: !2229, inlinedAt: !2233)
!2233 = distinct !DILocation(line: 739, column: 16, scope: !2224, inlinedAt: !2227)
!2234 = !DILocalVariable(name: "this", arg: 1, scope: !2235, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2235 = distinct !DISubprogram(name: "_M_lower_bound", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE14_M_lower_boundEPSt13_Rb_tree_nodeIS2_EPSt18_Rb_tree_node_baseRS1_", scope: !56, file: !46, line: 1947, type: !587, scopeLine: 1949, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !586, retainedNodes: !2236)
!2236 = !{!2234, !2237, !2238, !2239}
!2237 = !DILocalVariable(name: "__x", arg: 2, scope: !2235, file: !46, line: 908, type: !420)
!2238 = !DILocalVariable(name: "__y", arg: 3, scope: !2235, file: !46, line: 908, type: !430)
!2239 = !DILocalVariable(name: "__k", arg: 4, scope: !2235, file: !46, line: 909, type: !336)
!2240 = !DILocation(line: 0, scope: !2235, inlinedAt: !2241)
!2241 = distinct !DILocation(line: 1270, column: 16, scope: !2218, inlinedAt: !2222)
!2242 = !DILocation(line: 1955, column: 7, scope: !2235, inlinedAt: !2241)
!2243 = !DILocation(line: 531, column: 6, scope: !2244, inlinedAt: !2210)
!2244 = distinct !DILexicalBlock(scope: !2205, file: !969, line: 529, column: 6)
!2245 = !DILocalVariable(name: "__args", arg: 1, scope: !2246, file: !848, line: 1589, type: !857)
!2246 = distinct !DISubprogram(name: "forward_as_tuple<int>", linkageName: "_ZSt16forward_as_tupleIJiEESt5tupleIJDpOT_EES3_", scope: !34, file: !848, line: 1589, type: !2247, scopeLine: 1590, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2250, retainedNodes: !2249)
!2247 = !DISubroutineType(types: !2248)
!2248 = !{!847, !857}
!2249 = !{!2245}
!2250 = !{!2251}
!2251 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Elements", value: !2252)
!2252 = !{!2253}
!2253 = !DITemplateTypeParameter(type: !100)
!2254 = !DILocation(line: 0, scope: !2246, inlinedAt: !2255)
!2255 = distinct !DILocation(line: 531, column: 6, scope: !2244, inlinedAt: !2210)
!2256 = !DILocalVariable(name: "this", arg: 1, scope: !2257, type: !2266, flags: DIFlagArtificial | DIFlagObjectPointer)
!2257 = distinct !DISubprogram(name: "tuple<int, true, true>", linkageName: "_ZNSt5tupleIJOiEEC2IJiELb1ETnNSt9enable_ifIXclsr4_TCCIXT0_EEE29__is_implicitly_constructibleIDpT_EEEbE4typeELb1EEEDpOS4_", scope: !847, file: !848, line: 742, type: !2258, scopeLine: 744, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2261, declaration: !2260, retainedNodes: !2264)
!2258 = !DISubroutineType(types: !2259)
!2259 = !{null, !943, !857}
!2260 = !DISubprogram(name: "tuple<int, true, true>", scope: !847, file: !848, line: 742, type: !2258, scopeLine: 742, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2261)
!2261 = !{!2262, !2263, !523}
!2262 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_UElements", value: !2252)
!2263 = !DITemplateValueParameter(name: "_Valid", type: !129, value: i1 true)
!2264 = !{!2256, !2265}
!2265 = !DILocalVariable(name: "__elements", arg: 2, scope: !2257, file: !848, line: 742, type: !857)
!2266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !847, size: 64)
!2267 = !DILocation(line: 0, scope: !2257, inlinedAt: !2268)
!2268 = distinct !DILocation(line: 1590, column: 14, scope: !2246, inlinedAt: !2255)
!2269 = !DILocalVariable(name: "this", arg: 1, scope: !2270, type: !2278, flags: DIFlagArtificial | DIFlagObjectPointer)
!2270 = distinct !DISubprogram(name: "_Tuple_impl<int>", linkageName: "_ZNSt11_Tuple_implILm0EJOiEEC2IiEEOT_", scope: !851, file: !848, line: 440, type: !2271, scopeLine: 442, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2274, declaration: !2273, retainedNodes: !2276)
!2271 = !DISubroutineType(types: !2272)
!2272 = !{null, !919, !857}
!2273 = !DISubprogram(name: "_Tuple_impl<int>", scope: !851, file: !848, line: 440, type: !2271, scopeLine: 440, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2274)
!2274 = !{!2275}
!2275 = !DITemplateTypeParameter(name: "_UHead", type: !100)
!2276 = !{!2269, !2277}
!2277 = !DILocalVariable(name: "__head", arg: 2, scope: !2270, file: !848, line: 440, type: !857)
!2278 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !851, size: 64)
!2279 = !DILocation(line: 0, scope: !2270, inlinedAt: !2280)
!2280 = distinct !DILocation(line: 744, column: 4, scope: !2257, inlinedAt: !2268)
!2281 = !DILocalVariable(name: "this", arg: 1, scope: !2282, type: !2288, flags: DIFlagArtificial | DIFlagObjectPointer)
!2282 = distinct !DISubprogram(name: "_Head_base<int>", linkageName: "_ZNSt10_Head_baseILm0EOiLb0EEC2IiEEOT_", scope: !854, file: !848, line: 199, type: !2283, scopeLine: 200, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2274, declaration: !2285, retainedNodes: !2286)
!2283 = !DISubroutineType(types: !2284)
!2284 = !{null, !861, !857}
!2285 = !DISubprogram(name: "_Head_base<int>", scope: !854, file: !848, line: 199, type: !2283, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2274)
!2286 = !{!2281, !2287}
!2287 = !DILocalVariable(name: "__h", arg: 2, scope: !2282, file: !848, line: 199, type: !857)
!2288 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !854, size: 64)
!2289 = !DILocation(line: 0, scope: !2282, inlinedAt: !2290)
!2290 = distinct !DILocation(line: 441, column: 4, scope: !2270, inlinedAt: !2280)
!2291 = !DILocation(line: 200, column: 4, scope: !2282, inlinedAt: !2290)
!2292 = !{!2177, !2177, i64 0}
!2293 = !{!2294}
!2294 = distinct !{!2294, !2295, !"_ZSt16forward_as_tupleIJiEESt5tupleIJDpOT_EES3_: argument 0"}
!2295 = distinct !{!2295, !"_ZSt16forward_as_tupleIJiEESt5tupleIJDpOT_EES3_"}
!2296 = !DILocation(line: 532, column: 6, scope: !2244, inlinedAt: !2210)
!2297 = !DILocation(line: 530, column: 15, scope: !2244, inlinedAt: !2210)
!2298 = !DILocation(line: 30, column: 30, scope: !2299)
!2299 = distinct !DILexicalBlock(scope: !2114, file: !2, line: 30, column: 9)
!2300 = !DILocation(line: 30, column: 16, scope: !2299)
!2301 = !DILocation(line: 44, column: 1, scope: !2299)
!2302 = !DILocation(line: 30, column: 41, scope: !2299)
!2303 = !DILocation(line: 32, column: 72, scope: !2304)
!2304 = distinct !DILexicalBlock(scope: !2114, file: !2, line: 32, column: 19)
!2305 = !DILocation(line: 0, scope: !2114)
!2306 = !DILocation(line: 31, column: 49, scope: !2307)
!2307 = distinct !DILexicalBlock(scope: !2114, file: !2, line: 31, column: 19)
!2308 = !{!2309, !2203, i64 0}
!2309 = !{!"_ZTS2E1", !2203, i64 0}
!2310 = !DILocation(line: 31, column: 54, scope: !2307)
!2311 = !{!2312, !2177, i64 8}
!2312 = !{!"_ZTS2E2", !2309, i64 0, !2177, i64 8}
!2313 = !DILocation(line: 31, column: 21, scope: !2307)
!2314 = !DILocation(line: 31, column: 70, scope: !2307)
!2315 = !DILocation(line: 29, column: 28, scope: !2115)
!2316 = !DILocation(line: 29, column: 22, scope: !2115)
!2317 = distinct !{!2317, !2132, !2318, !2319}
!2318 = !DILocation(line: 33, column: 3, scope: !2112)
!2319 = !{!"llvm.loop.mustprogress"}
!2320 = !DILocation(line: 32, column: 48, scope: !2304)
!2321 = !DILocation(line: 32, column: 21, scope: !2304)
!2322 = !DILocation(line: 32, column: 52, scope: !2304)
!2323 = !DILocation(line: 530, column: 4, scope: !2244, inlinedAt: !2210)
!2324 = !DILocation(line: 533, column: 16, scope: !2205, inlinedAt: !2210)
!2325 = !DILocation(line: 35, column: 10, scope: !2108)
!2326 = !{!2178, !2178, i64 0}
!2327 = !DILocation(line: 35, column: 3, scope: !2108)
!2328 = !DILocation(line: 0, scope: !2121)
!2329 = !DILocation(line: 36, column: 3, scope: !2121)
!2330 = !DILocation(line: 40, column: 3, scope: !2108)
!2331 = !DILocation(line: 41, column: 15, scope: !2108)
!2332 = !DILocation(line: 41, column: 3, scope: !2108)
!2333 = !DILocation(line: 42, column: 9, scope: !2334)
!2334 = distinct !DILexicalBlock(scope: !2108, file: !2, line: 42, column: 7)
!2335 = !DILocation(line: 42, column: 7, scope: !2108)
!2336 = !DILocation(line: 44, column: 1, scope: !2108)
!2337 = !DILocalVariable(name: "this", arg: 1, scope: !2338, type: !2342, flags: DIFlagArtificial | DIFlagObjectPointer)
!2338 = distinct !DISubprogram(name: "get", linkageName: "_ZNK7Account3getEi", scope: !965, file: !2, line: 20, type: !1163, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !1162, retainedNodes: !2339)
!2339 = !{!2337, !2340, !2341}
!2340 = !DILocalVariable(name: "k", arg: 2, scope: !2338, file: !2, line: 20, type: !100)
!2341 = !DILocalVariable(name: "it", scope: !2338, file: !2, line: 21, type: !1038)
!2342 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1166, size: 64)
!2343 = !DILocation(line: 0, scope: !2338, inlinedAt: !2344)
!2344 = distinct !DILocation(line: 37, column: 18, scope: !2345)
!2345 = distinct !DILexicalBlock(scope: !2123, file: !2, line: 37, column: 9)
!2346 = !DILocalVariable(name: "this", arg: 1, scope: !2347, type: !2350, flags: DIFlagArtificial | DIFlagObjectPointer)
!2347 = distinct !DISubprogram(name: "find", linkageName: "_ZNKSt3mapIilSt4lessIiESaISt4pairIKilEEE4findERS3_", scope: !968, file: !969, line: 1242, type: !1144, scopeLine: 1243, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !1143, retainedNodes: !2348)
!2348 = !{!2346, !2349}
!2349 = !DILocalVariable(name: "__x", arg: 2, scope: !2347, file: !969, line: 1242, type: !1068)
!2350 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !987, size: 64)
!2351 = !DILocation(line: 0, scope: !2347, inlinedAt: !2352)
!2352 = distinct !DILocation(line: 21, column: 17, scope: !2338, inlinedAt: !2344)
!2353 = !DILocalVariable(name: "this", arg: 1, scope: !2354, type: !2231, flags: DIFlagArtificial | DIFlagObjectPointer)
!2354 = distinct !DISubprogram(name: "find", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE4findERS1_", scope: !56, file: !46, line: 2542, type: !719, scopeLine: 2543, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !718, retainedNodes: !2355)
!2355 = !{!2353, !2356, !2357}
!2356 = !DILocalVariable(name: "__k", arg: 2, scope: !2354, file: !46, line: 1263, type: !532)
!2357 = !DILocalVariable(name: "__j", scope: !2354, file: !46, line: 2544, type: !55)
!2358 = !DILocation(line: 0, scope: !2354, inlinedAt: !2359)
!2359 = distinct !DILocation(line: 1243, column: 21, scope: !2347, inlinedAt: !2352)
!2360 = !DILocalVariable(name: "this", arg: 1, scope: !2361, type: !2231, flags: DIFlagArtificial | DIFlagObjectPointer)
!2361 = distinct !DISubprogram(name: "_M_begin", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_beginEv", scope: !56, file: !46, line: 742, type: !444, scopeLine: 743, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !443, retainedNodes: !2362)
!2362 = !{!2360}
!2363 = !DILocation(line: 0, scope: !2361, inlinedAt: !2364)
!2364 = distinct !DILocation(line: 2544, column: 43, scope: !2354, inlinedAt: !2359)
!2365 = !DILocation(line: 745, column: 29, scope: !2361, inlinedAt: !2364)
!2366 = !DILocalVariable(name: "this", arg: 1, scope: !2367, type: !2231, flags: DIFlagArtificial | DIFlagObjectPointer)
!2367 = distinct !DISubprogram(name: "_M_lower_bound", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE14_M_lower_boundEPKSt13_Rb_tree_nodeIS2_EPKSt18_Rb_tree_node_baseRS1_", scope: !56, file: !46, line: 1963, type: !590, scopeLine: 1965, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !589, retainedNodes: !2368)
!2368 = !{!2366, !2369, !2370, !2371}
!2369 = !DILocalVariable(name: "__x", arg: 2, scope: !2367, file: !46, line: 912, type: !446)
!2370 = !DILocalVariable(name: "__y", arg: 3, scope: !2367, file: !46, line: 912, type: !434)
!2371 = !DILocalVariable(name: "__k", arg: 4, scope: !2367, file: !46, line: 913, type: !336)
!2372 = !DILocation(line: 0, scope: !2367, inlinedAt: !2373)
!2373 = distinct !DILocation(line: 2544, column: 28, scope: !2354, inlinedAt: !2359)
!2374 = !DILocation(line: 1966, column: 18, scope: !2367, inlinedAt: !2373)
!2375 = !DILocation(line: 1966, column: 7, scope: !2367, inlinedAt: !2373)
!2376 = !DILocalVariable(name: "__x", arg: 1, scope: !2377, file: !46, line: 757, type: !446)
!2377 = distinct !DISubprogram(name: "_S_key", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE6_S_keyEPKSt13_Rb_tree_nodeIS2_E", scope: !56, file: !46, line: 757, type: !452, scopeLine: 758, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !451, retainedNodes: !2378)
!2378 = !{!2376}
!2379 = !DILocation(line: 0, scope: !2377, inlinedAt: !2380)
!2380 = distinct !DILocation(line: 1967, column: 30, scope: !2381, inlinedAt: !2373)
!2381 = distinct !DILexicalBlock(scope: !2367, file: !46, line: 1967, column: 6)
!2382 = !DILocalVariable(name: "this", arg: 1, scope: !2383, type: !290, flags: DIFlagArtificial | DIFlagObjectPointer)
!2383 = distinct !DISubprogram(name: "_M_valptr", linkageName: "_ZNKSt13_Rb_tree_nodeISt4pairIKilEE9_M_valptrEv", scope: !190, file: !46, line: 238, type: !253, scopeLine: 239, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !252, retainedNodes: !2384)
!2384 = !{!2382}
!2385 = !DILocation(line: 0, scope: !2383, inlinedAt: !2386)
!2386 = distinct !DILocation(line: 775, column: 29, scope: !2377, inlinedAt: !2380)
!2387 = !DILocation(line: 239, column: 16, scope: !2383, inlinedAt: !2386)
!2388 = !DILocalVariable(name: "this", arg: 1, scope: !2389, type: !2393, flags: DIFlagArtificial | DIFlagObjectPointer)
!2389 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNKSt4lessIiEclERKiS2_", scope: !322, file: !323, line: 407, type: !332, scopeLine: 408, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !331, retainedNodes: !2390)
!2390 = !{!2388, !2391, !2392}
!2391 = !DILocalVariable(name: "__x", arg: 2, scope: !2389, file: !323, line: 407, type: !336)
!2392 = !DILocalVariable(name: "__y", arg: 3, scope: !2389, file: !323, line: 407, type: !336)
!2393 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !335, size: 64)
!2394 = !DILocation(line: 0, scope: !2389, inlinedAt: !2395)
!2395 = distinct !DILocation(line: 1967, column: 7, scope: !2381, inlinedAt: !2373)
!2396 = !DILocation(line: 408, column: 16, scope: !2389, inlinedAt: !2395)
!2397 = !DILocation(line: 408, column: 20, scope: !2389, inlinedAt: !2395)
!2398 = !DILocation(line: 1967, column: 6, scope: !2367, inlinedAt: !2373)
!2399 = !DILocation(line: 0, scope: !2381, inlinedAt: !2373)
!2400 = distinct !{!2400, !2375, !2401, !2319}
!2401 = !DILocation(line: 1970, column: 22, scope: !2367, inlinedAt: !2373)
!2402 = !DILocalVariable(name: "__x", arg: 1, scope: !2403, file: !46, line: 396, type: !2406)
!2403 = distinct !DISubprogram(name: "operator==", linkageName: "_ZSteqRKSt23_Rb_tree_const_iteratorISt4pairIKilEES5_", scope: !34, file: !46, line: 396, type: !2404, scopeLine: 397, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !2408)
!2404 = !DISubroutineType(types: !2405)
!2405 = !{!129, !2406, !2406}
!2406 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2407, size: 64)
!2407 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !830)
!2408 = !{!2402, !2409}
!2409 = !DILocalVariable(name: "__y", arg: 2, scope: !2403, file: !46, line: 396, type: !2406)
!2410 = !DILocation(line: 0, scope: !2403, inlinedAt: !2411)
!2411 = distinct !DILocation(line: 2545, column: 19, scope: !2354, inlinedAt: !2359)
!2412 = !DILocation(line: 397, column: 28, scope: !2403, inlinedAt: !2411)
!2413 = !DILocation(line: 2546, column: 8, scope: !2354, inlinedAt: !2359)
!2414 = !DILocalVariable(name: "__x", arg: 1, scope: !2415, file: !46, line: 795, type: !434)
!2415 = distinct !DISubprogram(name: "_S_key", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE6_S_keyEPKSt18_Rb_tree_node_base", scope: !56, file: !46, line: 795, type: !463, scopeLine: 796, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !462, retainedNodes: !2416)
!2416 = !{!2414}
!2417 = !DILocation(line: 0, scope: !2415, inlinedAt: !2418)
!2418 = distinct !DILocation(line: 2547, column: 6, scope: !2354, inlinedAt: !2359)
!2419 = !DILocation(line: 0, scope: !2377, inlinedAt: !2420)
!2420 = distinct !DILocation(line: 796, column: 16, scope: !2415, inlinedAt: !2418)
!2421 = !DILocation(line: 0, scope: !2383, inlinedAt: !2422)
!2422 = distinct !DILocation(line: 775, column: 29, scope: !2377, inlinedAt: !2420)
!2423 = !DILocation(line: 239, column: 16, scope: !2383, inlinedAt: !2422)
!2424 = !DILocation(line: 0, scope: !2389, inlinedAt: !2425)
!2425 = distinct !DILocation(line: 2546, column: 11, scope: !2354, inlinedAt: !2359)
!2426 = !DILocation(line: 408, column: 22, scope: !2389, inlinedAt: !2425)
!2427 = !DILocation(line: 408, column: 20, scope: !2389, inlinedAt: !2425)
!2428 = !DILocation(line: 0, scope: !2403, inlinedAt: !2429)
!2429 = distinct !DILocation(line: 22, column: 12, scope: !2430, inlinedAt: !2344)
!2430 = distinct !DILexicalBlock(scope: !2338, file: !2, line: 22, column: 9)
!2431 = !DILocation(line: 22, column: 9, scope: !2338, inlinedAt: !2344)
!2432 = !DILocation(line: 22, column: 24, scope: !2430, inlinedAt: !2344)
!2433 = !DILocation(line: 22, column: 30, scope: !2430, inlinedAt: !2344)
!2434 = !DILocation(line: 24, column: 3, scope: !2430, inlinedAt: !2344)
!2435 = !DILocation(line: 0, scope: !2383, inlinedAt: !2436)
!2436 = distinct !DILocation(line: 363, column: 50, scope: !2437, inlinedAt: !2441)
!2437 = distinct !DISubprogram(name: "operator->", linkageName: "_ZNKSt23_Rb_tree_const_iteratorISt4pairIKilEEptEv", scope: !796, file: !46, line: 362, type: !823, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !822, retainedNodes: !2438)
!2438 = !{!2439}
!2439 = !DILocalVariable(name: "this", arg: 1, scope: !2437, type: !2440, flags: DIFlagArtificial | DIFlagObjectPointer)
!2440 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !817, size: 64)
!2441 = distinct !DILocation(line: 23, column: 12, scope: !2338, inlinedAt: !2344)
!2442 = !DILocation(line: 23, column: 16, scope: !2338, inlinedAt: !2344)
!2443 = !{!2444, !2178, i64 8}
!2444 = !{!"_ZTSSt4pairIKilE", !2203, i64 0, !2178, i64 8}
!2445 = !DILocation(line: 37, column: 13, scope: !2345)
!2446 = !DILocation(line: 37, column: 26, scope: !2345)
!2447 = !DILocation(line: 44, column: 1, scope: !2345)
!2448 = !DILocation(line: 0, scope: !2123)
!2449 = !DILocation(line: 38, column: 64, scope: !2450)
!2450 = distinct !DILexicalBlock(scope: !2123, file: !2, line: 38, column: 37)
!2451 = !{!2452, !2452, i64 0}
!2452 = !{!"vtable pointer", !2176, i64 0}
!2453 = !DILocation(line: 38, column: 39, scope: !2450)
!2454 = !DILocation(line: 38, column: 76, scope: !2450)
!2455 = !DILocation(line: 36, column: 27, scope: !2124)
!2456 = !DILocation(line: 36, column: 21, scope: !2124)
!2457 = distinct !{!2457, !2329, !2458, !2319}
!2458 = !DILocation(line: 39, column: 3, scope: !2121)
!2459 = !DILocation(line: 44, column: 1, scope: !2123)
!2460 = !DILocation(line: 42, column: 14, scope: !2334)
!2461 = !DILocation(line: 42, column: 20, scope: !2334)
!2462 = !DILocation(line: 44, column: 1, scope: !2334)
!2463 = !DILocalVariable(name: "this", arg: 1, scope: !2464, type: !2141, flags: DIFlagArtificial | DIFlagObjectPointer)
!2464 = distinct !DISubprogram(name: "~Account", linkageName: "_ZN7AccountD2Ev", scope: !965, file: !2, line: 18, type: !2136, scopeLine: 18, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !2465, retainedNodes: !2466)
!2465 = !DISubprogram(name: "~Account", scope: !965, type: !2136, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2466 = !{!2463}
!2467 = !DILocation(line: 0, scope: !2464, inlinedAt: !2468)
!2468 = distinct !DILocation(line: 44, column: 1, scope: !2108)
!2469 = !DILocalVariable(name: "this", arg: 1, scope: !2470, type: !2147, flags: DIFlagArtificial | DIFlagObjectPointer)
!2470 = distinct !DISubprogram(name: "~map", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEED2Ev", scope: !968, file: !969, line: 312, type: !974, scopeLine: 312, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !1016, retainedNodes: !2471)
!2471 = !{!2469}
!2472 = !DILocation(line: 0, scope: !2470, inlinedAt: !2473)
!2473 = distinct !DILocation(line: 18, column: 8, scope: !2474, inlinedAt: !2468)
!2474 = distinct !DILexicalBlock(scope: !2464, file: !2, line: 18, column: 8)
!2475 = !DILocalVariable(name: "this", arg: 1, scope: !2476, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2476 = distinct !DISubprogram(name: "~_Rb_tree", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EED2Ev", scope: !56, file: !46, line: 983, type: !595, scopeLine: 984, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !655, retainedNodes: !2477)
!2477 = !{!2475}
!2478 = !DILocation(line: 0, scope: !2476, inlinedAt: !2479)
!2479 = distinct !DILocation(line: 312, column: 22, scope: !2480, inlinedAt: !2473)
!2480 = distinct !DILexicalBlock(scope: !2470, file: !969, line: 312, column: 22)
!2481 = !DILocation(line: 0, scope: !2224, inlinedAt: !2482)
!2482 = distinct !DILocation(line: 984, column: 18, scope: !2483, inlinedAt: !2479)
!2483 = distinct !DILexicalBlock(scope: !2476, file: !46, line: 984, column: 7)
!2484 = !DILocation(line: 0, scope: !2229, inlinedAt: !2485)
!2485 = distinct !DILocation(line: 739, column: 16, scope: !2224, inlinedAt: !2482)
!2486 = !DILocation(line: 735, column: 64, scope: !2229, inlinedAt: !2485)
!2487 = !DILocation(line: 984, column: 9, scope: !2483, inlinedAt: !2479)
!2488 = distinct !DISubprogram(name: "check<long>", linkageName: "_Z5checkIlET_S0_S0_", scope: !2, file: !2, line: 12, type: !2489, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2494, retainedNodes: !2491)
!2489 = !DISubroutineType(types: !2490)
!2490 = !{!102, !102, !102}
!2491 = !{!2492, !2493}
!2492 = !DILocalVariable(name: "v", arg: 1, scope: !2488, file: !2, line: 12, type: !102)
!2493 = !DILocalVariable(name: "lim", arg: 2, scope: !2488, file: !2, line: 12, type: !102)
!2494 = !{!2495}
!2495 = !DITemplateTypeParameter(name: "T", type: !102)
!2496 = !DILocation(line: 0, scope: !2488)
!2497 = !DILocation(line: 13, column: 9, scope: !2498)
!2498 = distinct !DILexicalBlock(scope: !2488, file: !2, line: 13, column: 7)
!2499 = !DILocation(line: 13, column: 7, scope: !2488)
!2500 = !DILocation(line: 13, column: 16, scope: !2498)
!2501 = !DILocation(line: 13, column: 31, scope: !2498)
!2502 = !DILocation(line: 13, column: 25, scope: !2498)
!2503 = !DILocation(line: 13, column: 24, scope: !2498)
!2504 = !DILocation(line: 14, column: 9, scope: !2505)
!2505 = distinct !DILexicalBlock(scope: !2488, file: !2, line: 14, column: 7)
!2506 = !DILocation(line: 14, column: 7, scope: !2488)
!2507 = !DILocation(line: 14, column: 14, scope: !2505)
!2508 = !DILocation(line: 14, column: 20, scope: !2505)
!2509 = !DILocation(line: 14, column: 26, scope: !2505)
!2510 = !DILocation(line: 16, column: 1, scope: !2505)
!2511 = !DILocation(line: 15, column: 3, scope: !2488)
!2512 = !DILocation(line: 0, scope: !2464)
!2513 = !DILocation(line: 0, scope: !2470, inlinedAt: !2514)
!2514 = distinct !DILocation(line: 18, column: 8, scope: !2474)
!2515 = !DILocation(line: 0, scope: !2476, inlinedAt: !2516)
!2516 = distinct !DILocation(line: 312, column: 22, scope: !2480, inlinedAt: !2514)
!2517 = !DILocation(line: 0, scope: !2224, inlinedAt: !2518)
!2518 = distinct !DILocation(line: 984, column: 18, scope: !2483, inlinedAt: !2516)
!2519 = !DILocation(line: 0, scope: !2229, inlinedAt: !2520)
!2520 = distinct !DILocation(line: 739, column: 16, scope: !2224, inlinedAt: !2518)
!2521 = !DILocation(line: 735, column: 64, scope: !2229, inlinedAt: !2520)
!2522 = !DILocation(line: 984, column: 9, scope: !2483, inlinedAt: !2516)
!2523 = !DILocation(line: 18, column: 8, scope: !2464)
!2524 = distinct !DISubprogram(name: "_M_erase", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E", scope: !56, file: !46, line: 1930, type: !422, scopeLine: 1931, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !585, retainedNodes: !2525)
!2525 = !{!2526, !2527, !2528}
!2526 = !DILocalVariable(name: "this", arg: 1, scope: !2524, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2527 = !DILocalVariable(name: "__x", arg: 2, scope: !2524, file: !46, line: 905, type: !420)
!2528 = !DILocalVariable(name: "__y", scope: !2529, file: !46, line: 1936, type: !420)
!2529 = distinct !DILexicalBlock(scope: !2524, file: !46, line: 1934, column: 2)
!2530 = !DILocation(line: 0, scope: !2524)
!2531 = !DILocation(line: 1933, column: 18, scope: !2524)
!2532 = !DILocation(line: 1933, column: 7, scope: !2524)
!2533 = !DILocalVariable(name: "__x", arg: 1, scope: !2534, file: !46, line: 787, type: !430)
!2534 = distinct !DISubprogram(name: "_S_right", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_S_rightEPSt18_Rb_tree_node_base", scope: !56, file: !46, line: 787, type: !455, scopeLine: 788, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !460, retainedNodes: !2535)
!2535 = !{!2533}
!2536 = !DILocation(line: 0, scope: !2534, inlinedAt: !2537)
!2537 = distinct !DILocation(line: 1935, column: 13, scope: !2529)
!2538 = !DILocation(line: 788, column: 45, scope: !2534, inlinedAt: !2537)
!2539 = !{!2173, !2177, i64 24}
!2540 = !DILocation(line: 1935, column: 4, scope: !2529)
!2541 = !DILocalVariable(name: "__x", arg: 1, scope: !2542, file: !46, line: 779, type: !430)
!2542 = distinct !DISubprogram(name: "_S_left", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE7_S_leftEPSt18_Rb_tree_node_base", scope: !56, file: !46, line: 779, type: !455, scopeLine: 780, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !454, retainedNodes: !2543)
!2543 = !{!2541}
!2544 = !DILocation(line: 0, scope: !2542, inlinedAt: !2545)
!2545 = distinct !DILocation(line: 1936, column: 21, scope: !2529)
!2546 = !DILocation(line: 780, column: 45, scope: !2542, inlinedAt: !2545)
!2547 = !{!2173, !2177, i64 16}
!2548 = !DILocation(line: 0, scope: !2529)
!2549 = !DILocalVariable(name: "this", arg: 1, scope: !2550, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2550 = distinct !DISubprogram(name: "_M_drop_node", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE12_M_drop_nodeEPSt13_Rb_tree_nodeIS2_E", scope: !56, file: !46, line: 629, type: !422, scopeLine: 630, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !425, retainedNodes: !2551)
!2551 = !{!2549, !2552}
!2552 = !DILocalVariable(name: "__p", arg: 2, scope: !2550, file: !46, line: 629, type: !420)
!2553 = !DILocation(line: 0, scope: !2550, inlinedAt: !2554)
!2554 = distinct !DILocation(line: 1937, column: 4, scope: !2529)
!2555 = !DILocalVariable(name: "this", arg: 1, scope: !2556, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2556 = distinct !DISubprogram(name: "_M_put_node", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE11_M_put_nodeEPSt13_Rb_tree_nodeIS2_E", scope: !56, file: !46, line: 564, type: !422, scopeLine: 565, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !421, retainedNodes: !2557)
!2557 = !{!2555, !2558}
!2558 = !DILocalVariable(name: "__p", arg: 2, scope: !2556, file: !46, line: 564, type: !420)
!2559 = !DILocation(line: 0, scope: !2556, inlinedAt: !2560)
!2560 = distinct !DILocation(line: 632, column: 2, scope: !2550, inlinedAt: !2554)
!2561 = !DILocalVariable(name: "__a", arg: 1, scope: !2562, file: !71, line: 495, type: !2569)
!2562 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaISt13_Rb_tree_nodeISt4pairIKilEEEE10deallocateERS5_PS4_m", scope: !2563, file: !71, line: 495, type: !2575, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !2574, retainedNodes: !2588)
!2563 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<std::_Rb_tree_node<std::pair<const int, long> > > >", scope: !34, file: !71, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !2564, templateParams: !2586, identifier: "_ZTSSt16allocator_traitsISaISt13_Rb_tree_nodeISt4pairIKilEEEE")
!2564 = !{!2565, !2571, !2574, !2577, !2583}
!2565 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaISt13_Rb_tree_nodeISt4pairIKilEEEE8allocateERS5_m", scope: !2563, file: !71, line: 463, type: !2566, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!2566 = !DISubroutineType(types: !2567)
!2567 = !{!2568, !2569, !146}
!2568 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !2563, file: !71, line: 420, baseType: !282)
!2569 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2570, size: 64)
!2570 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !2563, file: !71, line: 414, baseType: !260)
!2571 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaISt13_Rb_tree_nodeISt4pairIKilEEEE8allocateERS5_mPKv", scope: !2563, file: !71, line: 477, type: !2572, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!2572 = !DISubroutineType(types: !2573)
!2573 = !{!2568, !2569, !146, !153}
!2574 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaISt13_Rb_tree_nodeISt4pairIKilEEEE10deallocateERS5_PS4_m", scope: !2563, file: !71, line: 495, type: !2575, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!2575 = !DISubroutineType(types: !2576)
!2576 = !{null, !2569, !2568, !146}
!2577 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaISt13_Rb_tree_nodeISt4pairIKilEEEE8max_sizeERKS5_", scope: !2563, file: !71, line: 547, type: !2578, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!2578 = !DISubroutineType(types: !2579)
!2579 = !{!2580, !2581}
!2580 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !2563, file: !71, line: 435, baseType: !147)
!2581 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2582, size: 64)
!2582 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2570)
!2583 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaISt13_Rb_tree_nodeISt4pairIKilEEEE37select_on_container_copy_constructionERKS5_", scope: !2563, file: !71, line: 562, type: !2584, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!2584 = !DISubroutineType(types: !2585)
!2585 = !{!2570, !2581}
!2586 = !{!2587}
!2587 = !DITemplateTypeParameter(name: "_Alloc", type: !260)
!2588 = !{!2561, !2589, !2590}
!2589 = !DILocalVariable(name: "__p", arg: 2, scope: !2562, file: !71, line: 495, type: !2568)
!2590 = !DILocalVariable(name: "__n", arg: 3, scope: !2562, file: !71, line: 495, type: !146)
!2591 = !DILocation(line: 0, scope: !2562, inlinedAt: !2592)
!2592 = distinct !DILocation(line: 565, column: 9, scope: !2556, inlinedAt: !2560)
!2593 = !DILocalVariable(name: "this", arg: 1, scope: !2594, type: !2598, flags: DIFlagArtificial | DIFlagObjectPointer)
!2594 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorISt13_Rb_tree_nodeISt4pairIKilEEE10deallocateEPS4_m", scope: !265, file: !266, line: 142, type: !298, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !297, retainedNodes: !2595)
!2595 = !{!2593, !2596, !2597}
!2596 = !DILocalVariable(name: "__p", arg: 2, scope: !2594, file: !266, line: 142, type: !282)
!2597 = !DILocalVariable(name: "__n", arg: 3, scope: !2594, file: !266, line: 142, type: !296)
!2598 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !265, size: 64)
!2599 = !DILocation(line: 0, scope: !2594, inlinedAt: !2600)
!2600 = distinct !DILocation(line: 496, column: 13, scope: !2562, inlinedAt: !2592)
!2601 = !DILocation(line: 158, column: 2, scope: !2594, inlinedAt: !2600)
!2602 = distinct !{!2602, !2532, !2603, !2319}
!2603 = !DILocation(line: 1939, column: 2, scope: !2524)
!2604 = !DILocation(line: 1940, column: 5, scope: !2524)
!2605 = distinct !DISubprogram(name: "_M_emplace_hint_unique<const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEESt17_Rb_tree_iteratorIS2_ESt23_Rb_tree_const_iteratorIS2_EDpOT_", scope: !56, file: !46, line: 2458, type: !2606, scopeLine: 2460, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2611, declaration: !2610, retainedNodes: !2617)
!2606 = !DISubroutineType(types: !2607)
!2607 = !{!543, !405, !55, !2608, !949, !2609}
!2608 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !36, size: 64)
!2609 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1167, size: 64)
!2610 = !DISubprogram(name: "_M_emplace_hint_unique<const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEESt17_Rb_tree_iteratorIS2_ESt23_Rb_tree_const_iteratorIS2_EDpOT_", scope: !56, file: !46, line: 2458, type: !2606, scopeLine: 2458, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2611)
!2611 = !{!2612}
!2612 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !2613)
!2613 = !{!2614, !2615, !2616}
!2614 = !DITemplateTypeParameter(type: !2608)
!2615 = !DITemplateTypeParameter(type: !847)
!2616 = !DITemplateTypeParameter(type: !1167)
!2617 = !{!2618, !2619, !2620, !2621, !2622, !2623, !2624}
!2618 = !DILocalVariable(name: "this", arg: 1, scope: !2605, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2619 = !DILocalVariable(name: "__pos", arg: 2, scope: !2605, file: !46, line: 1086, type: !55)
!2620 = !DILocalVariable(name: "__args", arg: 3, scope: !2605, file: !46, line: 1086, type: !2608)
!2621 = !DILocalVariable(name: "__args", arg: 4, scope: !2605, file: !46, line: 1086, type: !949)
!2622 = !DILocalVariable(name: "__args", arg: 5, scope: !2605, file: !46, line: 1086, type: !2609)
!2623 = !DILocalVariable(name: "__z", scope: !2605, file: !46, line: 2461, type: !1179)
!2624 = !DILocalVariable(name: "__res", scope: !2605, file: !46, line: 2462, type: !478)
!2625 = !DILocation(line: 0, scope: !2605)
!2626 = !DILocalVariable(name: "this", arg: 1, scope: !2627, type: !2636, flags: DIFlagArtificial | DIFlagObjectPointer)
!2627 = distinct !DISubprogram(name: "_Auto_node<const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE10_Auto_nodeC2IJRKSt21piecewise_construct_tSt5tupleIJOiEESE_IJEEEEERS8_DpOT_", scope: !1179, file: !46, line: 1634, type: !2628, scopeLine: 1637, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2611, declaration: !2630, retainedNodes: !2631)
!2628 = !DISubroutineType(types: !2629)
!2629 = !{null, !1186, !659, !2608, !949, !2609}
!2630 = !DISubprogram(name: "_Auto_node<const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", scope: !1179, file: !46, line: 1634, type: !2628, scopeLine: 1634, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2611)
!2631 = !{!2626, !2632, !2633, !2634, !2635}
!2632 = !DILocalVariable(name: "__t", arg: 2, scope: !2627, file: !46, line: 1634, type: !659)
!2633 = !DILocalVariable(name: "__args", arg: 3, scope: !2627, file: !46, line: 1634, type: !2608)
!2634 = !DILocalVariable(name: "__args", arg: 4, scope: !2627, file: !46, line: 1634, type: !949)
!2635 = !DILocalVariable(name: "__args", arg: 5, scope: !2627, file: !46, line: 1634, type: !2609)
!2636 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1179, size: 64)
!2637 = !DILocation(line: 0, scope: !2627, inlinedAt: !2638)
!2638 = distinct !DILocation(line: 2461, column: 13, scope: !2605)
!2639 = !DILocalVariable(name: "this", arg: 1, scope: !2640, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2640 = distinct !DISubprogram(name: "_M_create_node<const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE14_M_create_nodeIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEEPSt13_Rb_tree_nodeIS2_EDpOT_", scope: !56, file: !46, line: 609, type: !2641, scopeLine: 610, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2611, declaration: !2643, retainedNodes: !2644)
!2641 = !DISubroutineType(types: !2642)
!2642 = !{!420, !405, !2608, !949, !2609}
!2643 = !DISubprogram(name: "_M_create_node<const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE14_M_create_nodeIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEEPSt13_Rb_tree_nodeIS2_EDpOT_", scope: !56, file: !46, line: 609, type: !2641, scopeLine: 609, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2611)
!2644 = !{!2639, !2645, !2646, !2647, !2648}
!2645 = !DILocalVariable(name: "__args", arg: 2, scope: !2640, file: !46, line: 609, type: !2608)
!2646 = !DILocalVariable(name: "__args", arg: 3, scope: !2640, file: !46, line: 609, type: !949)
!2647 = !DILocalVariable(name: "__args", arg: 4, scope: !2640, file: !46, line: 609, type: !2609)
!2648 = !DILocalVariable(name: "__tmp", scope: !2640, file: !46, line: 611, type: !420)
!2649 = !DILocation(line: 0, scope: !2640, inlinedAt: !2650)
!2650 = distinct !DILocation(line: 1636, column: 18, scope: !2627, inlinedAt: !2638)
!2651 = !DILocalVariable(name: "this", arg: 1, scope: !2652, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2652 = distinct !DISubprogram(name: "_M_get_node", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE11_M_get_nodeEv", scope: !56, file: !46, line: 560, type: !418, scopeLine: 561, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !417, retainedNodes: !2653)
!2653 = !{!2651}
!2654 = !DILocation(line: 0, scope: !2652, inlinedAt: !2655)
!2655 = distinct !DILocation(line: 611, column: 23, scope: !2640, inlinedAt: !2650)
!2656 = !DILocalVariable(name: "__a", arg: 1, scope: !2657, file: !71, line: 463, type: !2569)
!2657 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaISt13_Rb_tree_nodeISt4pairIKilEEEE8allocateERS5_m", scope: !2563, file: !71, line: 463, type: !2566, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !2565, retainedNodes: !2658)
!2658 = !{!2656, !2659}
!2659 = !DILocalVariable(name: "__n", arg: 2, scope: !2657, file: !71, line: 463, type: !146)
!2660 = !DILocation(line: 0, scope: !2657, inlinedAt: !2661)
!2661 = distinct !DILocation(line: 561, column: 16, scope: !2652, inlinedAt: !2655)
!2662 = !DILocalVariable(name: "this", arg: 1, scope: !2663, type: !2598, flags: DIFlagArtificial | DIFlagObjectPointer)
!2663 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorISt13_Rb_tree_nodeISt4pairIKilEEE8allocateEmPKv", scope: !265, file: !266, line: 112, type: !294, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !293, retainedNodes: !2664)
!2664 = !{!2662, !2665, !2666}
!2665 = !DILocalVariable(name: "__n", arg: 2, scope: !2663, file: !266, line: 112, type: !296)
!2666 = !DILocalVariable(arg: 3, scope: !2663, file: !266, line: 112, type: !154)
!2667 = !DILocation(line: 0, scope: !2663, inlinedAt: !2668)
!2668 = distinct !DILocation(line: 464, column: 20, scope: !2657, inlinedAt: !2661)
!2669 = !DILocation(line: 137, column: 27, scope: !2663, inlinedAt: !2668)
!2670 = !DILocalVariable(name: "this", arg: 1, scope: !2671, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2671 = distinct !DISubprogram(name: "_M_construct_node<const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE17_M_construct_nodeIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEEvPSt13_Rb_tree_nodeIS2_EDpOT_", scope: !56, file: !46, line: 590, type: !2672, scopeLine: 591, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2611, declaration: !2674, retainedNodes: !2675)
!2672 = !DISubroutineType(types: !2673)
!2673 = !{null, !405, !420, !2608, !949, !2609}
!2674 = !DISubprogram(name: "_M_construct_node<const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE17_M_construct_nodeIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEEvPSt13_Rb_tree_nodeIS2_EDpOT_", scope: !56, file: !46, line: 590, type: !2672, scopeLine: 590, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2611)
!2675 = !{!2670, !2676, !2677, !2678, !2679}
!2676 = !DILocalVariable(name: "__node", arg: 2, scope: !2671, file: !46, line: 590, type: !420)
!2677 = !DILocalVariable(name: "__args", arg: 3, scope: !2671, file: !46, line: 590, type: !2608)
!2678 = !DILocalVariable(name: "__args", arg: 4, scope: !2671, file: !46, line: 590, type: !949)
!2679 = !DILocalVariable(name: "__args", arg: 5, scope: !2671, file: !46, line: 590, type: !2609)
!2680 = !DILocation(line: 0, scope: !2671, inlinedAt: !2681)
!2681 = distinct !DILocation(line: 612, column: 4, scope: !2640, inlinedAt: !2650)
!2682 = !DILocalVariable(name: "this", arg: 1, scope: !2683, type: !282, flags: DIFlagArtificial | DIFlagObjectPointer)
!2683 = distinct !DISubprogram(name: "_M_valptr", linkageName: "_ZNSt13_Rb_tree_nodeISt4pairIKilEE9_M_valptrEv", scope: !190, file: !46, line: 234, type: !249, scopeLine: 235, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !248, retainedNodes: !2684)
!2684 = !{!2682}
!2685 = !DILocation(line: 0, scope: !2683, inlinedAt: !2686)
!2686 = distinct !DILocation(line: 596, column: 20, scope: !2687, inlinedAt: !2681)
!2687 = distinct !DILexicalBlock(scope: !2671, file: !46, line: 593, column: 6)
!2688 = !DILocation(line: 235, column: 16, scope: !2683, inlinedAt: !2686)
!2689 = !DILocalVariable(name: "__a", arg: 1, scope: !2690, file: !71, line: 511, type: !2569)
!2690 = distinct !DISubprogram(name: "construct<std::pair<const int, long>, const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt16allocator_traitsISaISt13_Rb_tree_nodeISt4pairIKilEEEE9constructIS3_JRKSt21piecewise_construct_tSt5tupleIJOiEESB_IJEEEEEvRS5_PT_DpOT0_", scope: !2563, file: !71, line: 511, type: !2691, scopeLine: 514, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2694, declaration: !2693, retainedNodes: !2696)
!2691 = !DISubroutineType(types: !2692)
!2692 = !{null, !2569, !77, !2608, !949, !2609}
!2693 = !DISubprogram(name: "construct<std::pair<const int, long>, const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt16allocator_traitsISaISt13_Rb_tree_nodeISt4pairIKilEEEE9constructIS3_JRKSt21piecewise_construct_tSt5tupleIJOiEESB_IJEEEEEvRS5_PT_DpOT0_", scope: !2563, file: !71, line: 511, type: !2691, scopeLine: 511, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !2694)
!2694 = !{!2695, !2612}
!2695 = !DITemplateTypeParameter(name: "_Up", type: !78)
!2696 = !{!2689, !2697, !2698, !2699, !2700}
!2697 = !DILocalVariable(name: "__p", arg: 2, scope: !2690, file: !71, line: 511, type: !77)
!2698 = !DILocalVariable(name: "__args", arg: 3, scope: !2690, file: !71, line: 512, type: !2608)
!2699 = !DILocalVariable(name: "__args", arg: 4, scope: !2690, file: !71, line: 512, type: !949)
!2700 = !DILocalVariable(name: "__args", arg: 5, scope: !2690, file: !71, line: 512, type: !2609)
!2701 = !DILocation(line: 0, scope: !2690, inlinedAt: !2702)
!2702 = distinct !DILocation(line: 595, column: 8, scope: !2687, inlinedAt: !2681)
!2703 = !DILocalVariable(name: "this", arg: 1, scope: !2704, type: !2598, flags: DIFlagArtificial | DIFlagObjectPointer)
!2704 = distinct !DISubprogram(name: "construct<std::pair<const int, long>, const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt15__new_allocatorISt13_Rb_tree_nodeISt4pairIKilEEE9constructIS3_JRKSt21piecewise_construct_tSt5tupleIJOiEESA_IJEEEEEvPT_DpOT0_", scope: !265, file: !266, line: 173, type: !2705, scopeLine: 175, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2694, declaration: !2707, retainedNodes: !2708)
!2705 = !DISubroutineType(types: !2706)
!2706 = !{null, !271, !77, !2608, !949, !2609}
!2707 = !DISubprogram(name: "construct<std::pair<const int, long>, const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt15__new_allocatorISt13_Rb_tree_nodeISt4pairIKilEEE9constructIS3_JRKSt21piecewise_construct_tSt5tupleIJOiEESA_IJEEEEEvPT_DpOT0_", scope: !265, file: !266, line: 173, type: !2705, scopeLine: 173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2694)
!2708 = !{!2703, !2709, !2710, !2711, !2712}
!2709 = !DILocalVariable(name: "__p", arg: 2, scope: !2704, file: !266, line: 173, type: !77)
!2710 = !DILocalVariable(name: "__args", arg: 3, scope: !2704, file: !266, line: 173, type: !2608)
!2711 = !DILocalVariable(name: "__args", arg: 4, scope: !2704, file: !266, line: 173, type: !949)
!2712 = !DILocalVariable(name: "__args", arg: 5, scope: !2704, file: !266, line: 173, type: !2609)
!2713 = !DILocation(line: 0, scope: !2704, inlinedAt: !2714)
!2714 = distinct !DILocation(line: 516, column: 8, scope: !2690, inlinedAt: !2702)
!2715 = !DILocalVariable(name: "this", arg: 1, scope: !2716, type: !2266, flags: DIFlagArtificial | DIFlagObjectPointer)
!2716 = distinct !DISubprogram(name: "tuple", linkageName: "_ZNSt5tupleIJOiEEC2EOS1_", scope: !847, file: !848, line: 756, type: !947, scopeLine: 756, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !946, retainedNodes: !2717)
!2717 = !{!2715, !2718}
!2718 = !DILocalVariable(arg: 2, scope: !2716, file: !848, line: 756, type: !949)
!2719 = !DILocation(line: 0, scope: !2716, inlinedAt: !2720)
!2720 = distinct !DILocation(line: 175, column: 27, scope: !2704, inlinedAt: !2714)
!2721 = !DILocalVariable(name: "this", arg: 1, scope: !2722, type: !2278, flags: DIFlagArtificial | DIFlagObjectPointer)
!2722 = distinct !DISubprogram(name: "_Tuple_impl", linkageName: "_ZNSt11_Tuple_implILm0EJOiEEC2EOS1_", scope: !851, file: !848, line: 454, type: !930, scopeLine: 457, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !929, retainedNodes: !2723)
!2723 = !{!2721, !2724}
!2724 = !DILocalVariable(name: "__in", arg: 2, scope: !2722, file: !848, line: 454, type: !932)
!2725 = !DILocation(line: 0, scope: !2722, inlinedAt: !2726)
!2726 = distinct !DILocation(line: 756, column: 17, scope: !2716, inlinedAt: !2720)
!2727 = !DILocation(line: 456, column: 9, scope: !2722, inlinedAt: !2726)
!2728 = !DILocalVariable(arg: 2, scope: !2729, file: !35, line: 200, type: !37)
!2729 = distinct !DISubprogram(name: "pair<int &&>", linkageName: "_ZNSt4pairIKilEC2IJOiEJEEESt21piecewise_construct_tSt5tupleIJDpT_EES5_IJDpT0_EE", scope: !78, file: !848, line: 1803, type: !2730, scopeLine: 1808, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2733, declaration: !2732, retainedNodes: !2736)
!2730 = !DISubroutineType(types: !2731)
!2731 = !{null, !108, !37, !847, !1167}
!2732 = !DISubprogram(name: "pair<int &&>", scope: !78, file: !848, line: 1803, type: !2730, scopeLine: 1803, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2733)
!2733 = !{!2734, !2735}
!2734 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args1", value: !938)
!2735 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args2", value: !126)
!2736 = !{!2737, !2728, !2738, !2739}
!2737 = !DILocalVariable(name: "this", arg: 1, scope: !2729, type: !77, flags: DIFlagArtificial | DIFlagObjectPointer)
!2738 = !DILocalVariable(name: "__first", arg: 3, scope: !2729, file: !35, line: 200, type: !847)
!2739 = !DILocalVariable(name: "__second", arg: 4, scope: !2729, file: !35, line: 200, type: !1167)
!2740 = !DILocation(line: 0, scope: !2729, inlinedAt: !2741)
!2741 = distinct !DILocation(line: 175, column: 23, scope: !2704, inlinedAt: !2714)
!2742 = !DILocalVariable(arg: 4, scope: !2743, file: !35, line: 218, type: !2746)
!2743 = distinct !DISubprogram(name: "pair<int &&, 0UL>", linkageName: "_ZNSt4pairIKilEC2IJOiEJLm0EEJETpTnmJEEERSt5tupleIJDpT_EERS4_IJDpT1_EESt12_Index_tupleIJXspT0_EEESD_IJXspT2_EEE", scope: !78, file: !848, line: 1815, type: !2744, scopeLine: 1819, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2756, declaration: !2755, retainedNodes: !2759)
!2744 = !DISubroutineType(types: !2745)
!2745 = !{null, !108, !953, !1173, !2746, !2752}
!2746 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Index_tuple<0UL>", scope: !34, file: !2747, line: 140, size: 8, flags: DIFlagTypePassByValue, elements: !126, templateParams: !2748, identifier: "_ZTSSt12_Index_tupleIJLm0EEE")
!2747 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/utility.h", directory: "")
!2748 = !{!2749}
!2749 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Indexes", value: !2750)
!2750 = !{!2751}
!2751 = !DITemplateValueParameter(type: !149, value: i64 0)
!2752 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Index_tuple<>", scope: !34, file: !2747, line: 140, size: 8, flags: DIFlagTypePassByValue, elements: !126, templateParams: !2753, identifier: "_ZTSSt12_Index_tupleIJEE")
!2753 = !{!2754}
!2754 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, value: !126)
!2755 = !DISubprogram(name: "pair<int &&, 0UL>", scope: !78, file: !848, line: 1815, type: !2744, scopeLine: 1815, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2756)
!2756 = !{!2734, !2757, !2735, !2758}
!2757 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Indexes1", value: !2750)
!2758 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Indexes2", value: !126)
!2759 = !{!2760, !2761, !2762, !2742, !2763}
!2760 = !DILocalVariable(name: "this", arg: 1, scope: !2743, type: !77, flags: DIFlagArtificial | DIFlagObjectPointer)
!2761 = !DILocalVariable(name: "__tuple1", arg: 2, scope: !2743, file: !35, line: 217, type: !953)
!2762 = !DILocalVariable(name: "__tuple2", arg: 3, scope: !2743, file: !35, line: 217, type: !1173)
!2763 = !DILocalVariable(arg: 5, scope: !2743, file: !35, line: 218, type: !2752)
!2764 = !DILocation(line: 0, scope: !2743, inlinedAt: !2765)
!2765 = distinct !DILocation(line: 1805, column: 9, scope: !2729, inlinedAt: !2741)
!2766 = !DILocation(line: 1817, column: 15, scope: !2743, inlinedAt: !2765)
!2767 = !DILocation(line: 1817, column: 9, scope: !2743, inlinedAt: !2765)
!2768 = !{!2444, !2203, i64 0}
!2769 = !DILocation(line: 1818, column: 2, scope: !2743, inlinedAt: !2765)
!2770 = !DILocation(line: 0, scope: !2377, inlinedAt: !2771)
!2771 = distinct !DILocation(line: 1651, column: 11, scope: !2772, inlinedAt: !2776)
!2772 = distinct !DISubprogram(name: "_M_key", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE10_Auto_node6_M_keyEv", scope: !1179, file: !46, line: 1650, type: !1192, scopeLine: 1651, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !1191, retainedNodes: !2773)
!2773 = !{!2774}
!2774 = !DILocalVariable(name: "this", arg: 1, scope: !2772, type: !2775, flags: DIFlagArtificial | DIFlagObjectPointer)
!2775 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1195, size: 64)
!2776 = distinct !DILocation(line: 2462, column: 56, scope: !2605)
!2777 = !DILocation(line: 0, scope: !2383, inlinedAt: !2778)
!2778 = distinct !DILocation(line: 775, column: 29, scope: !2377, inlinedAt: !2771)
!2779 = !DILocation(line: 2462, column: 15, scope: !2605)
!2780 = !DILocation(line: 2463, column: 6, scope: !2781)
!2781 = distinct !DILexicalBlock(scope: !2605, file: !46, line: 2463, column: 6)
!2782 = !DILocation(line: 2463, column: 6, scope: !2605)
!2783 = !DILocalVariable(name: "__p", arg: 2, scope: !2784, file: !46, line: 1654, type: !478)
!2784 = distinct !DISubprogram(name: "_M_insert", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE10_Auto_node9_M_insertES0_IPSt18_Rb_tree_node_baseSB_E", scope: !1179, file: !46, line: 1654, type: !1197, scopeLine: 1655, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !1196, retainedNodes: !2785)
!2785 = !{!2786, !2783, !2787}
!2786 = !DILocalVariable(name: "this", arg: 1, scope: !2784, type: !2636, flags: DIFlagArtificial | DIFlagObjectPointer)
!2787 = !DILocalVariable(name: "__it", scope: !2784, file: !46, line: 1656, type: !543)
!2788 = !DILocation(line: 0, scope: !2784, inlinedAt: !2789)
!2789 = distinct !DILocation(line: 2464, column: 15, scope: !2781)
!2790 = !DILocalVariable(name: "this", arg: 1, scope: !2791, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2791 = distinct !DISubprogram(name: "_M_insert_node", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE14_M_insert_nodeEPSt18_Rb_tree_node_baseSA_PSt13_Rb_tree_nodeIS2_E", scope: !56, file: !46, line: 2377, type: !541, scopeLine: 2379, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !540, retainedNodes: !2792)
!2792 = !{!2790, !2793, !2794, !2795, !2796}
!2793 = !DILocalVariable(name: "__x", arg: 2, scope: !2791, file: !46, line: 849, type: !430)
!2794 = !DILocalVariable(name: "__p", arg: 3, scope: !2791, file: !46, line: 849, type: !430)
!2795 = !DILocalVariable(name: "__z", arg: 4, scope: !2791, file: !46, line: 849, type: !420)
!2796 = !DILocalVariable(name: "__insert_left", scope: !2791, file: !46, line: 2380, type: !129)
!2797 = !DILocation(line: 0, scope: !2791, inlinedAt: !2798)
!2798 = distinct !DILocation(line: 1656, column: 21, scope: !2784, inlinedAt: !2789)
!2799 = !DILocation(line: 2380, column: 33, scope: !2791, inlinedAt: !2798)
!2800 = !DILocation(line: 2380, column: 38, scope: !2791, inlinedAt: !2798)
!2801 = !DILocation(line: 0, scope: !2377, inlinedAt: !2802)
!2802 = distinct !DILocation(line: 2381, column: 34, scope: !2791, inlinedAt: !2798)
!2803 = !DILocation(line: 0, scope: !2383, inlinedAt: !2804)
!2804 = distinct !DILocation(line: 775, column: 29, scope: !2377, inlinedAt: !2802)
!2805 = !DILocation(line: 0, scope: !2415, inlinedAt: !2806)
!2806 = distinct !DILocation(line: 2382, column: 13, scope: !2791, inlinedAt: !2798)
!2807 = !DILocation(line: 0, scope: !2377, inlinedAt: !2808)
!2808 = distinct !DILocation(line: 796, column: 16, scope: !2415, inlinedAt: !2806)
!2809 = !DILocation(line: 0, scope: !2383, inlinedAt: !2810)
!2810 = distinct !DILocation(line: 775, column: 29, scope: !2377, inlinedAt: !2808)
!2811 = !DILocation(line: 239, column: 16, scope: !2383, inlinedAt: !2810)
!2812 = !DILocation(line: 0, scope: !2389, inlinedAt: !2813)
!2813 = distinct !DILocation(line: 2381, column: 11, scope: !2791, inlinedAt: !2798)
!2814 = !DILocation(line: 408, column: 16, scope: !2389, inlinedAt: !2813)
!2815 = !DILocation(line: 408, column: 22, scope: !2389, inlinedAt: !2813)
!2816 = !DILocation(line: 408, column: 20, scope: !2389, inlinedAt: !2813)
!2817 = !DILocation(line: 2381, column: 8, scope: !2791, inlinedAt: !2798)
!2818 = !DILocation(line: 2384, column: 7, scope: !2791, inlinedAt: !2798)
!2819 = !DILocation(line: 2386, column: 17, scope: !2791, inlinedAt: !2798)
!2820 = !DILocation(line: 2386, column: 7, scope: !2791, inlinedAt: !2798)
!2821 = !DILocalVariable(name: "this", arg: 1, scope: !2822, type: !2636, flags: DIFlagArtificial | DIFlagObjectPointer)
!2822 = distinct !DISubprogram(name: "~_Auto_node", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE10_Auto_nodeD2Ev", scope: !1179, file: !46, line: 1639, type: !1184, scopeLine: 1640, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !1183, retainedNodes: !2823)
!2823 = !{!2821}
!2824 = !DILocation(line: 0, scope: !2822, inlinedAt: !2825)
!2825 = distinct !DILocation(line: 2466, column: 7, scope: !2605)
!2826 = !DILocation(line: 2466, column: 7, scope: !2605)
!2827 = !DILocation(line: 1641, column: 8, scope: !2828, inlinedAt: !2825)
!2828 = distinct !DILexicalBlock(scope: !2822, file: !46, line: 1640, column: 2)
!2829 = !DILocation(line: 0, scope: !2822, inlinedAt: !2830)
!2830 = distinct !DILocation(line: 2466, column: 7, scope: !2605)
!2831 = !DILocation(line: 0, scope: !2550, inlinedAt: !2832)
!2832 = distinct !DILocation(line: 1642, column: 11, scope: !2833, inlinedAt: !2830)
!2833 = distinct !DILexicalBlock(scope: !2828, file: !46, line: 1641, column: 8)
!2834 = !DILocation(line: 0, scope: !2556, inlinedAt: !2835)
!2835 = distinct !DILocation(line: 632, column: 2, scope: !2550, inlinedAt: !2832)
!2836 = !DILocation(line: 0, scope: !2562, inlinedAt: !2837)
!2837 = distinct !DILocation(line: 565, column: 9, scope: !2556, inlinedAt: !2835)
!2838 = !DILocation(line: 0, scope: !2594, inlinedAt: !2839)
!2839 = distinct !DILocation(line: 496, column: 13, scope: !2562, inlinedAt: !2837)
!2840 = !DILocation(line: 158, column: 2, scope: !2594, inlinedAt: !2839)
!2841 = !DILocation(line: 0, scope: !2550, inlinedAt: !2842)
!2842 = distinct !DILocation(line: 1642, column: 11, scope: !2833, inlinedAt: !2825)
!2843 = !DILocation(line: 0, scope: !2556, inlinedAt: !2844)
!2844 = distinct !DILocation(line: 632, column: 2, scope: !2550, inlinedAt: !2842)
!2845 = !DILocation(line: 0, scope: !2562, inlinedAt: !2846)
!2846 = distinct !DILocation(line: 565, column: 9, scope: !2556, inlinedAt: !2844)
!2847 = !DILocation(line: 0, scope: !2594, inlinedAt: !2848)
!2848 = distinct !DILocation(line: 496, column: 13, scope: !2562, inlinedAt: !2846)
!2849 = !DILocation(line: 158, column: 2, scope: !2594, inlinedAt: !2848)
!2850 = !DILocation(line: 1642, column: 6, scope: !2833, inlinedAt: !2825)
!2851 = distinct !DISubprogram(name: "_M_get_insert_hint_unique_pos", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS2_ERS1_", scope: !56, file: !46, line: 2210, type: !537, scopeLine: 2212, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !536, retainedNodes: !2852)
!2852 = !{!2853, !2854, !2855, !2856, !2857, !2861}
!2853 = !DILocalVariable(name: "this", arg: 1, scope: !2851, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2854 = !DILocalVariable(name: "__position", arg: 2, scope: !2851, file: !46, line: 835, type: !55)
!2855 = !DILocalVariable(name: "__k", arg: 3, scope: !2851, file: !46, line: 836, type: !532)
!2856 = !DILocalVariable(name: "__pos", scope: !2851, file: !46, line: 2213, type: !543)
!2857 = !DILocalVariable(name: "__before", scope: !2858, file: !46, line: 2228, type: !543)
!2858 = distinct !DILexicalBlock(scope: !2859, file: !46, line: 2226, column: 2)
!2859 = distinct !DILexicalBlock(scope: !2860, file: !46, line: 2225, column: 16)
!2860 = distinct !DILexicalBlock(scope: !2851, file: !46, line: 2217, column: 11)
!2861 = !DILocalVariable(name: "__after", scope: !2862, file: !46, line: 2244, type: !543)
!2862 = distinct !DILexicalBlock(scope: !2863, file: !46, line: 2242, column: 2)
!2863 = distinct !DILexicalBlock(scope: !2859, file: !46, line: 2241, column: 16)
!2864 = !DILocation(line: 0, scope: !2851)
!2865 = !DILocalVariable(name: "this", arg: 1, scope: !2866, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2866 = distinct !DISubprogram(name: "_M_end", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE6_M_endEv", scope: !56, file: !46, line: 749, type: !448, scopeLine: 750, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !447, retainedNodes: !2867)
!2867 = !{!2865}
!2868 = !DILocation(line: 0, scope: !2866, inlinedAt: !2869)
!2869 = distinct !DILocation(line: 2217, column: 28, scope: !2860)
!2870 = !DILocation(line: 750, column: 17, scope: !2866, inlinedAt: !2869)
!2871 = !DILocation(line: 2217, column: 25, scope: !2860)
!2872 = !DILocation(line: 2217, column: 11, scope: !2851)
!2873 = !DILocalVariable(name: "this", arg: 1, scope: !2874, type: !2231, flags: DIFlagArtificial | DIFlagObjectPointer)
!2874 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE4sizeEv", scope: !56, file: !46, line: 1031, type: !688, scopeLine: 1032, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !687, retainedNodes: !2875)
!2875 = !{!2873}
!2876 = !DILocation(line: 0, scope: !2874, inlinedAt: !2877)
!2877 = distinct !DILocation(line: 2219, column: 8, scope: !2878)
!2878 = distinct !DILexicalBlock(scope: !2879, file: !46, line: 2219, column: 8)
!2879 = distinct !DILexicalBlock(scope: !2860, file: !46, line: 2218, column: 2)
!2880 = !DILocation(line: 1032, column: 24, scope: !2874, inlinedAt: !2877)
!2881 = !DILocation(line: 2219, column: 15, scope: !2878)
!2882 = !DILocation(line: 2220, column: 8, scope: !2878)
!2883 = !DILocalVariable(name: "this", arg: 1, scope: !2884, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2884 = distinct !DISubprogram(name: "_M_rightmost", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE12_M_rightmostEv", scope: !56, file: !46, line: 726, type: !427, scopeLine: 727, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !437, retainedNodes: !2885)
!2885 = !{!2883}
!2886 = !DILocation(line: 0, scope: !2884, inlinedAt: !2887)
!2887 = distinct !DILocation(line: 2220, column: 41, scope: !2878)
!2888 = !DILocation(line: 727, column: 40, scope: !2884, inlinedAt: !2887)
!2889 = !DILocation(line: 2220, column: 41, scope: !2878)
!2890 = !DILocation(line: 0, scope: !2415, inlinedAt: !2891)
!2891 = distinct !DILocation(line: 2220, column: 34, scope: !2878)
!2892 = !DILocation(line: 0, scope: !2377, inlinedAt: !2893)
!2893 = distinct !DILocation(line: 796, column: 16, scope: !2415, inlinedAt: !2891)
!2894 = !DILocation(line: 0, scope: !2383, inlinedAt: !2895)
!2895 = distinct !DILocation(line: 775, column: 29, scope: !2377, inlinedAt: !2893)
!2896 = !DILocation(line: 239, column: 16, scope: !2383, inlinedAt: !2895)
!2897 = !DILocation(line: 0, scope: !2389, inlinedAt: !2898)
!2898 = distinct !DILocation(line: 2220, column: 11, scope: !2878)
!2899 = !DILocation(line: 408, column: 16, scope: !2389, inlinedAt: !2898)
!2900 = !DILocation(line: 408, column: 22, scope: !2389, inlinedAt: !2898)
!2901 = !DILocation(line: 408, column: 20, scope: !2389, inlinedAt: !2898)
!2902 = !DILocation(line: 2219, column: 8, scope: !2879)
!2903 = !DILocalVariable(name: "this", arg: 1, scope: !2904, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2904 = distinct !DISubprogram(name: "_M_get_insert_unique_pos", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE24_M_get_insert_unique_posERS1_", scope: !56, file: !46, line: 2108, type: !476, scopeLine: 2109, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !475, retainedNodes: !2905)
!2905 = !{!2903, !2906, !2907, !2908, !2909, !2910}
!2906 = !DILocalVariable(name: "__k", arg: 2, scope: !2904, file: !46, line: 829, type: !532)
!2907 = !DILocalVariable(name: "__x", scope: !2904, file: !46, line: 2111, type: !420)
!2908 = !DILocalVariable(name: "__y", scope: !2904, file: !46, line: 2112, type: !430)
!2909 = !DILocalVariable(name: "__comp", scope: !2904, file: !46, line: 2113, type: !129)
!2910 = !DILocalVariable(name: "__j", scope: !2904, file: !46, line: 2120, type: !543)
!2911 = !DILocation(line: 0, scope: !2904, inlinedAt: !2912)
!2912 = distinct !DILocation(line: 2223, column: 13, scope: !2878)
!2913 = !DILocation(line: 0, scope: !2224, inlinedAt: !2914)
!2914 = distinct !DILocation(line: 2111, column: 24, scope: !2904, inlinedAt: !2912)
!2915 = !DILocation(line: 0, scope: !2229, inlinedAt: !2916)
!2916 = distinct !DILocation(line: 739, column: 16, scope: !2224, inlinedAt: !2914)
!2917 = !DILocation(line: 735, column: 64, scope: !2229, inlinedAt: !2916)
!2918 = !DILocation(line: 0, scope: !2866, inlinedAt: !2919)
!2919 = distinct !DILocation(line: 2112, column: 23, scope: !2904, inlinedAt: !2912)
!2920 = !DILocation(line: 2114, column: 18, scope: !2904, inlinedAt: !2912)
!2921 = !DILocation(line: 2114, column: 7, scope: !2904, inlinedAt: !2912)
!2922 = !DILocation(line: 0, scope: !2377, inlinedAt: !2923)
!2923 = distinct !DILocation(line: 2117, column: 41, scope: !2924, inlinedAt: !2912)
!2924 = distinct !DILexicalBlock(scope: !2904, file: !46, line: 2115, column: 2)
!2925 = !DILocation(line: 0, scope: !2383, inlinedAt: !2926)
!2926 = distinct !DILocation(line: 775, column: 29, scope: !2377, inlinedAt: !2923)
!2927 = !DILocation(line: 239, column: 16, scope: !2383, inlinedAt: !2926)
!2928 = !DILocation(line: 0, scope: !2389, inlinedAt: !2929)
!2929 = distinct !DILocation(line: 2117, column: 13, scope: !2924, inlinedAt: !2912)
!2930 = !DILocation(line: 408, column: 22, scope: !2389, inlinedAt: !2929)
!2931 = !DILocation(line: 408, column: 20, scope: !2389, inlinedAt: !2929)
!2932 = !DILocation(line: 2118, column: 10, scope: !2924, inlinedAt: !2912)
!2933 = distinct !{!2933, !2921, !2934, !2319}
!2934 = !DILocation(line: 2119, column: 2, scope: !2904, inlinedAt: !2912)
!2935 = !DILocation(line: 2121, column: 11, scope: !2904, inlinedAt: !2912)
!2936 = !DILocalVariable(name: "this", arg: 1, scope: !2937, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2937 = distinct !DISubprogram(name: "begin", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE5beginEv", scope: !56, file: !46, line: 995, type: !664, scopeLine: 996, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !663, retainedNodes: !2938)
!2938 = !{!2936}
!2939 = !DILocation(line: 0, scope: !2937, inlinedAt: !2940)
!2940 = distinct !DILocation(line: 2123, column: 15, scope: !2941, inlinedAt: !2912)
!2941 = distinct !DILexicalBlock(scope: !2942, file: !46, line: 2123, column: 8)
!2942 = distinct !DILexicalBlock(scope: !2943, file: !46, line: 2122, column: 2)
!2943 = distinct !DILexicalBlock(scope: !2904, file: !46, line: 2121, column: 11)
!2944 = !DILocation(line: 996, column: 49, scope: !2937, inlinedAt: !2940)
!2945 = !DILocalVariable(name: "__x", arg: 1, scope: !2946, file: !46, line: 315, type: !2949)
!2946 = distinct !DISubprogram(name: "operator==", linkageName: "_ZSteqRKSt17_Rb_tree_iteratorISt4pairIKilEES5_", scope: !34, file: !46, line: 315, type: !2947, scopeLine: 316, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !2951)
!2947 = !DISubroutineType(types: !2948)
!2948 = !{!129, !2949, !2949}
!2949 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2950, size: 64)
!2950 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !569)
!2951 = !{!2945, !2952}
!2952 = !DILocalVariable(name: "__y", arg: 2, scope: !2946, file: !46, line: 315, type: !2949)
!2953 = !DILocation(line: 0, scope: !2946, inlinedAt: !2954)
!2954 = distinct !DILocation(line: 2123, column: 12, scope: !2941, inlinedAt: !2912)
!2955 = !DILocation(line: 316, column: 28, scope: !2946, inlinedAt: !2954)
!2956 = !DILocation(line: 2123, column: 8, scope: !2942, inlinedAt: !2912)
!2957 = !DILocalVariable(name: "this", arg: 1, scope: !2958, type: !2960, flags: DIFlagArtificial | DIFlagObjectPointer)
!2958 = distinct !DISubprogram(name: "operator--", linkageName: "_ZNSt17_Rb_tree_iteratorISt4pairIKilEEmmEv", scope: !544, file: !46, line: 300, type: !566, scopeLine: 301, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !573, retainedNodes: !2959)
!2959 = !{!2957}
!2960 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !544, size: 64)
!2961 = !DILocation(line: 0, scope: !2958, inlinedAt: !2962)
!2962 = distinct !DILocation(line: 2126, column: 6, scope: !2941, inlinedAt: !2912)
!2963 = !DILocation(line: 302, column: 12, scope: !2958, inlinedAt: !2962)
!2964 = !DILocation(line: 408, column: 16, scope: !2389, inlinedAt: !2965)
!2965 = distinct !DILocation(line: 2128, column: 11, scope: !2966, inlinedAt: !2912)
!2966 = distinct !DILexicalBlock(scope: !2904, file: !46, line: 2128, column: 11)
!2967 = !DILocation(line: 408, column: 22, scope: !2389, inlinedAt: !2965)
!2968 = !DILocation(line: 2127, column: 2, scope: !2942, inlinedAt: !2912)
!2969 = !DILocation(line: 0, scope: !2415, inlinedAt: !2970)
!2970 = distinct !DILocation(line: 2128, column: 34, scope: !2966, inlinedAt: !2912)
!2971 = !DILocation(line: 0, scope: !2377, inlinedAt: !2972)
!2972 = distinct !DILocation(line: 796, column: 16, scope: !2415, inlinedAt: !2970)
!2973 = !DILocation(line: 0, scope: !2383, inlinedAt: !2974)
!2974 = distinct !DILocation(line: 775, column: 29, scope: !2377, inlinedAt: !2972)
!2975 = !DILocation(line: 0, scope: !2389, inlinedAt: !2965)
!2976 = !DILocation(line: 408, column: 20, scope: !2389, inlinedAt: !2965)
!2977 = !DILocation(line: 2128, column: 11, scope: !2904, inlinedAt: !2912)
!2978 = !DILocation(line: 2223, column: 13, scope: !2878)
!2979 = !DILocation(line: 0, scope: !2415, inlinedAt: !2980)
!2980 = distinct !DILocation(line: 2225, column: 44, scope: !2859)
!2981 = !DILocation(line: 0, scope: !2377, inlinedAt: !2982)
!2982 = distinct !DILocation(line: 796, column: 16, scope: !2415, inlinedAt: !2980)
!2983 = !DILocation(line: 0, scope: !2383, inlinedAt: !2984)
!2984 = distinct !DILocation(line: 775, column: 29, scope: !2377, inlinedAt: !2982)
!2985 = !DILocation(line: 239, column: 16, scope: !2383, inlinedAt: !2984)
!2986 = !DILocation(line: 0, scope: !2389, inlinedAt: !2987)
!2987 = distinct !DILocation(line: 2225, column: 16, scope: !2859)
!2988 = !DILocation(line: 408, column: 16, scope: !2389, inlinedAt: !2987)
!2989 = !DILocation(line: 408, column: 22, scope: !2389, inlinedAt: !2987)
!2990 = !DILocation(line: 408, column: 20, scope: !2389, inlinedAt: !2987)
!2991 = !DILocation(line: 2225, column: 16, scope: !2860)
!2992 = !DILocation(line: 0, scope: !2858)
!2993 = !DILocalVariable(name: "this", arg: 1, scope: !2994, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2994 = distinct !DISubprogram(name: "_M_leftmost", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE11_M_leftmostEv", scope: !56, file: !46, line: 718, type: !427, scopeLine: 719, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !435, retainedNodes: !2995)
!2995 = !{!2993}
!2996 = !DILocation(line: 0, scope: !2994, inlinedAt: !2997)
!2997 = distinct !DILocation(line: 2229, column: 25, scope: !2998)
!2998 = distinct !DILexicalBlock(scope: !2858, file: !46, line: 2229, column: 8)
!2999 = !DILocation(line: 719, column: 40, scope: !2994, inlinedAt: !2997)
!3000 = !DILocation(line: 2229, column: 25, scope: !2998)
!3001 = !DILocation(line: 2229, column: 22, scope: !2998)
!3002 = !DILocation(line: 2229, column: 8, scope: !2858)
!3003 = !DILocation(line: 0, scope: !2958, inlinedAt: !3004)
!3004 = distinct !DILocation(line: 2231, column: 44, scope: !3005)
!3005 = distinct !DILexicalBlock(scope: !2998, file: !46, line: 2231, column: 13)
!3006 = !DILocation(line: 302, column: 12, scope: !2958, inlinedAt: !3004)
!3007 = !DILocation(line: 0, scope: !2415, inlinedAt: !3008)
!3008 = distinct !DILocation(line: 2231, column: 36, scope: !3005)
!3009 = !DILocation(line: 0, scope: !2377, inlinedAt: !3010)
!3010 = distinct !DILocation(line: 796, column: 16, scope: !2415, inlinedAt: !3008)
!3011 = !DILocation(line: 0, scope: !2383, inlinedAt: !3012)
!3012 = distinct !DILocation(line: 775, column: 29, scope: !2377, inlinedAt: !3010)
!3013 = !DILocation(line: 239, column: 16, scope: !2383, inlinedAt: !3012)
!3014 = !DILocation(line: 0, scope: !2389, inlinedAt: !3015)
!3015 = distinct !DILocation(line: 2231, column: 13, scope: !3005)
!3016 = !DILocation(line: 408, column: 16, scope: !2389, inlinedAt: !3015)
!3017 = !DILocation(line: 408, column: 20, scope: !2389, inlinedAt: !3015)
!3018 = !DILocation(line: 2231, column: 13, scope: !2998)
!3019 = !DILocation(line: 0, scope: !2534, inlinedAt: !3020)
!3020 = distinct !DILocation(line: 2233, column: 12, scope: !3021)
!3021 = distinct !DILexicalBlock(scope: !3022, file: !46, line: 2233, column: 12)
!3022 = distinct !DILexicalBlock(scope: !3005, file: !46, line: 2232, column: 6)
!3023 = !DILocation(line: 788, column: 45, scope: !2534, inlinedAt: !3020)
!3024 = !DILocation(line: 2233, column: 39, scope: !3021)
!3025 = !DILocation(line: 2233, column: 12, scope: !3022)
!3026 = !DILocation(line: 0, scope: !2904, inlinedAt: !3027)
!3027 = distinct !DILocation(line: 2239, column: 13, scope: !3005)
!3028 = !DILocation(line: 0, scope: !2224, inlinedAt: !3029)
!3029 = distinct !DILocation(line: 2111, column: 24, scope: !2904, inlinedAt: !3027)
!3030 = !DILocation(line: 0, scope: !2229, inlinedAt: !3031)
!3031 = distinct !DILocation(line: 739, column: 16, scope: !2224, inlinedAt: !3029)
!3032 = !DILocation(line: 735, column: 64, scope: !2229, inlinedAt: !3031)
!3033 = !DILocation(line: 0, scope: !2866, inlinedAt: !3034)
!3034 = distinct !DILocation(line: 2112, column: 23, scope: !2904, inlinedAt: !3027)
!3035 = !DILocation(line: 2114, column: 18, scope: !2904, inlinedAt: !3027)
!3036 = !DILocation(line: 2114, column: 7, scope: !2904, inlinedAt: !3027)
!3037 = !DILocation(line: 0, scope: !2377, inlinedAt: !3038)
!3038 = distinct !DILocation(line: 2117, column: 41, scope: !2924, inlinedAt: !3027)
!3039 = !DILocation(line: 0, scope: !2383, inlinedAt: !3040)
!3040 = distinct !DILocation(line: 775, column: 29, scope: !2377, inlinedAt: !3038)
!3041 = !DILocation(line: 239, column: 16, scope: !2383, inlinedAt: !3040)
!3042 = !DILocation(line: 0, scope: !2389, inlinedAt: !3043)
!3043 = distinct !DILocation(line: 2117, column: 13, scope: !2924, inlinedAt: !3027)
!3044 = !DILocation(line: 408, column: 22, scope: !2389, inlinedAt: !3043)
!3045 = !DILocation(line: 408, column: 20, scope: !2389, inlinedAt: !3043)
!3046 = !DILocation(line: 2118, column: 10, scope: !2924, inlinedAt: !3027)
!3047 = distinct !{!3047, !3036, !3048, !2319}
!3048 = !DILocation(line: 2119, column: 2, scope: !2904, inlinedAt: !3027)
!3049 = !DILocation(line: 2121, column: 11, scope: !2904, inlinedAt: !3027)
!3050 = !DILocation(line: 0, scope: !2937, inlinedAt: !3051)
!3051 = distinct !DILocation(line: 2123, column: 15, scope: !2941, inlinedAt: !3027)
!3052 = !DILocation(line: 0, scope: !2946, inlinedAt: !3053)
!3053 = distinct !DILocation(line: 2123, column: 12, scope: !2941, inlinedAt: !3027)
!3054 = !DILocation(line: 316, column: 28, scope: !2946, inlinedAt: !3053)
!3055 = !DILocation(line: 2123, column: 8, scope: !2942, inlinedAt: !3027)
!3056 = !DILocation(line: 0, scope: !2958, inlinedAt: !3057)
!3057 = distinct !DILocation(line: 2126, column: 6, scope: !2941, inlinedAt: !3027)
!3058 = !DILocation(line: 302, column: 12, scope: !2958, inlinedAt: !3057)
!3059 = !DILocation(line: 408, column: 16, scope: !2389, inlinedAt: !3060)
!3060 = distinct !DILocation(line: 2128, column: 11, scope: !2966, inlinedAt: !3027)
!3061 = !DILocation(line: 2127, column: 2, scope: !2942, inlinedAt: !3027)
!3062 = !DILocation(line: 0, scope: !2415, inlinedAt: !3063)
!3063 = distinct !DILocation(line: 2128, column: 34, scope: !2966, inlinedAt: !3027)
!3064 = !DILocation(line: 0, scope: !2377, inlinedAt: !3065)
!3065 = distinct !DILocation(line: 796, column: 16, scope: !2415, inlinedAt: !3063)
!3066 = !DILocation(line: 0, scope: !2383, inlinedAt: !3067)
!3067 = distinct !DILocation(line: 775, column: 29, scope: !2377, inlinedAt: !3065)
!3068 = !DILocation(line: 0, scope: !2389, inlinedAt: !3060)
!3069 = !DILocation(line: 408, column: 20, scope: !2389, inlinedAt: !3060)
!3070 = !DILocation(line: 2128, column: 11, scope: !2904, inlinedAt: !3027)
!3071 = !DILocation(line: 2239, column: 13, scope: !3005)
!3072 = !DILocation(line: 0, scope: !2415, inlinedAt: !3073)
!3073 = distinct !DILocation(line: 2241, column: 39, scope: !2863)
!3074 = !DILocation(line: 0, scope: !2377, inlinedAt: !3075)
!3075 = distinct !DILocation(line: 796, column: 16, scope: !2415, inlinedAt: !3073)
!3076 = !DILocation(line: 0, scope: !2383, inlinedAt: !3077)
!3077 = distinct !DILocation(line: 775, column: 29, scope: !2377, inlinedAt: !3075)
!3078 = !DILocation(line: 0, scope: !2389, inlinedAt: !3079)
!3079 = distinct !DILocation(line: 2241, column: 16, scope: !2863)
!3080 = !DILocation(line: 408, column: 20, scope: !2389, inlinedAt: !3079)
!3081 = !DILocation(line: 2241, column: 16, scope: !2859)
!3082 = !DILocation(line: 0, scope: !2862)
!3083 = !DILocation(line: 0, scope: !2884, inlinedAt: !3084)
!3084 = distinct !DILocation(line: 2245, column: 25, scope: !3085)
!3085 = distinct !DILexicalBlock(scope: !2862, file: !46, line: 2245, column: 8)
!3086 = !DILocation(line: 727, column: 40, scope: !2884, inlinedAt: !3084)
!3087 = !DILocation(line: 2245, column: 25, scope: !3085)
!3088 = !DILocation(line: 2245, column: 22, scope: !3085)
!3089 = !DILocation(line: 2245, column: 8, scope: !2862)
!3090 = !DILocalVariable(name: "this", arg: 1, scope: !3091, type: !2960, flags: DIFlagArtificial | DIFlagObjectPointer)
!3091 = distinct !DISubprogram(name: "operator++", linkageName: "_ZNSt17_Rb_tree_iteratorISt4pairIKilEEppEv", scope: !544, file: !46, line: 285, type: !566, scopeLine: 286, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !565, retainedNodes: !3092)
!3092 = !{!3090}
!3093 = !DILocation(line: 0, scope: !3091, inlinedAt: !3094)
!3094 = distinct !DILocation(line: 2247, column: 49, scope: !3095)
!3095 = distinct !DILexicalBlock(scope: !3085, file: !46, line: 2247, column: 13)
!3096 = !DILocation(line: 287, column: 12, scope: !3091, inlinedAt: !3094)
!3097 = !DILocation(line: 0, scope: !2415, inlinedAt: !3098)
!3098 = distinct !DILocation(line: 2247, column: 41, scope: !3095)
!3099 = !DILocation(line: 0, scope: !2377, inlinedAt: !3100)
!3100 = distinct !DILocation(line: 796, column: 16, scope: !2415, inlinedAt: !3098)
!3101 = !DILocation(line: 0, scope: !2383, inlinedAt: !3102)
!3102 = distinct !DILocation(line: 775, column: 29, scope: !2377, inlinedAt: !3100)
!3103 = !DILocation(line: 239, column: 16, scope: !2383, inlinedAt: !3102)
!3104 = !DILocation(line: 0, scope: !2389, inlinedAt: !3105)
!3105 = distinct !DILocation(line: 2247, column: 13, scope: !3095)
!3106 = !DILocation(line: 408, column: 22, scope: !2389, inlinedAt: !3105)
!3107 = !DILocation(line: 408, column: 20, scope: !2389, inlinedAt: !3105)
!3108 = !DILocation(line: 2247, column: 13, scope: !3085)
!3109 = !DILocation(line: 0, scope: !2534, inlinedAt: !3110)
!3110 = distinct !DILocation(line: 2249, column: 12, scope: !3111)
!3111 = distinct !DILexicalBlock(scope: !3112, file: !46, line: 2249, column: 12)
!3112 = distinct !DILexicalBlock(scope: !3095, file: !46, line: 2248, column: 6)
!3113 = !DILocation(line: 788, column: 45, scope: !2534, inlinedAt: !3110)
!3114 = !DILocation(line: 2249, column: 36, scope: !3111)
!3115 = !DILocation(line: 2249, column: 12, scope: !3112)
!3116 = !DILocation(line: 0, scope: !2904, inlinedAt: !3117)
!3117 = distinct !DILocation(line: 2255, column: 13, scope: !3095)
!3118 = !DILocation(line: 0, scope: !2224, inlinedAt: !3119)
!3119 = distinct !DILocation(line: 2111, column: 24, scope: !2904, inlinedAt: !3117)
!3120 = !DILocation(line: 0, scope: !2229, inlinedAt: !3121)
!3121 = distinct !DILocation(line: 739, column: 16, scope: !2224, inlinedAt: !3119)
!3122 = !DILocation(line: 735, column: 64, scope: !2229, inlinedAt: !3121)
!3123 = !DILocation(line: 0, scope: !2866, inlinedAt: !3124)
!3124 = distinct !DILocation(line: 2112, column: 23, scope: !2904, inlinedAt: !3117)
!3125 = !DILocation(line: 2114, column: 18, scope: !2904, inlinedAt: !3117)
!3126 = !DILocation(line: 2114, column: 7, scope: !2904, inlinedAt: !3117)
!3127 = !DILocation(line: 0, scope: !2377, inlinedAt: !3128)
!3128 = distinct !DILocation(line: 2117, column: 41, scope: !2924, inlinedAt: !3117)
!3129 = !DILocation(line: 0, scope: !2383, inlinedAt: !3130)
!3130 = distinct !DILocation(line: 775, column: 29, scope: !2377, inlinedAt: !3128)
!3131 = !DILocation(line: 239, column: 16, scope: !2383, inlinedAt: !3130)
!3132 = !DILocation(line: 0, scope: !2389, inlinedAt: !3133)
!3133 = distinct !DILocation(line: 2117, column: 13, scope: !2924, inlinedAt: !3117)
!3134 = !DILocation(line: 408, column: 22, scope: !2389, inlinedAt: !3133)
!3135 = !DILocation(line: 408, column: 20, scope: !2389, inlinedAt: !3133)
!3136 = !DILocation(line: 2118, column: 10, scope: !2924, inlinedAt: !3117)
!3137 = distinct !{!3137, !3126, !3138, !2319}
!3138 = !DILocation(line: 2119, column: 2, scope: !2904, inlinedAt: !3117)
!3139 = !DILocation(line: 2121, column: 11, scope: !2904, inlinedAt: !3117)
!3140 = !DILocation(line: 0, scope: !2937, inlinedAt: !3141)
!3141 = distinct !DILocation(line: 2123, column: 15, scope: !2941, inlinedAt: !3117)
!3142 = !DILocation(line: 996, column: 49, scope: !2937, inlinedAt: !3141)
!3143 = !DILocation(line: 0, scope: !2946, inlinedAt: !3144)
!3144 = distinct !DILocation(line: 2123, column: 12, scope: !2941, inlinedAt: !3117)
!3145 = !DILocation(line: 316, column: 28, scope: !2946, inlinedAt: !3144)
!3146 = !DILocation(line: 2123, column: 8, scope: !2942, inlinedAt: !3117)
!3147 = !DILocation(line: 0, scope: !2958, inlinedAt: !3148)
!3148 = distinct !DILocation(line: 2126, column: 6, scope: !2941, inlinedAt: !3117)
!3149 = !DILocation(line: 302, column: 12, scope: !2958, inlinedAt: !3148)
!3150 = !DILocation(line: 408, column: 16, scope: !2389, inlinedAt: !3151)
!3151 = distinct !DILocation(line: 2128, column: 11, scope: !2966, inlinedAt: !3117)
!3152 = !DILocation(line: 2127, column: 2, scope: !2942, inlinedAt: !3117)
!3153 = !DILocation(line: 0, scope: !2415, inlinedAt: !3154)
!3154 = distinct !DILocation(line: 2128, column: 34, scope: !2966, inlinedAt: !3117)
!3155 = !DILocation(line: 0, scope: !2377, inlinedAt: !3156)
!3156 = distinct !DILocation(line: 796, column: 16, scope: !2415, inlinedAt: !3154)
!3157 = !DILocation(line: 0, scope: !2383, inlinedAt: !3158)
!3158 = distinct !DILocation(line: 775, column: 29, scope: !2377, inlinedAt: !3156)
!3159 = !DILocation(line: 0, scope: !2389, inlinedAt: !3151)
!3160 = !DILocation(line: 408, column: 20, scope: !2389, inlinedAt: !3151)
!3161 = !DILocation(line: 2128, column: 11, scope: !2904, inlinedAt: !3117)
!3162 = !DILocation(line: 2255, column: 13, scope: !3095)
!3163 = !DILocation(line: 0, scope: !2860)
!3164 = !DILocation(line: 2260, column: 5, scope: !2851)
!3165 = !DISubprogram(name: "_Rb_tree_decrement", linkageName: "_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base", scope: !34, file: !46, line: 250, type: !3166, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3166 = !DISubroutineType(types: !3167)
!3167 = !{!198, !198}
!3168 = !DISubprogram(name: "_Rb_tree_increment", linkageName: "_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base", scope: !34, file: !46, line: 244, type: !3166, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3169 = !DISubprogram(name: "_Rb_tree_insert_and_rebalance", linkageName: "_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_", scope: !34, file: !46, line: 409, type: !3170, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3170 = !DISubroutineType(types: !3171)
!3171 = !{null, !625, !198, !198, !3172}
!3172 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !193, size: 64)
