; ModuleID = 'tests/run/aarch64/eh_spec.cpp'
source_filename = "tests/run/aarch64/eh_spec.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !2112 {
  %1 = alloca %"class.std::tuple", align 8
  %2 = alloca %"class.std::tuple.0", align 1
  %3 = alloca %struct.Account, align 8, !DIAssignID !2133
    #dbg_assign(i1 undef, !2123, !DIExpression(), !2133, ptr %3, !DIExpression(), !2134)
  %4 = alloca i32, align 4
    #dbg_value(i64 0, !2114, !DIExpression(), !2134)
    #dbg_value(i32 -1, !2115, !DIExpression(), !2135)
  br label %13, !dbg !2136

5:                                                ; preds = %30
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #13, !dbg !2137
    #dbg_value(ptr %3, !2138, !DIExpression(), !2146)
    #dbg_value(ptr %3, !2148, !DIExpression(), !2152)
    #dbg_value(ptr %3, !2154, !DIExpression(), !2158)
    #dbg_value(ptr %3, !2160, !DIExpression(), !2164)
  %6 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !2166
    #dbg_value(ptr %6, !2167, !DIExpression(), !2171)
  store i32 0, ptr %6, align 8, !dbg !2173, !tbaa !2175, !DIAssignID !2183
    #dbg_assign(i32 0, !2123, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !2183, ptr %6, !DIExpression(), !2134)
    #dbg_value(ptr %6, !2184, !DIExpression(), !2187)
  %7 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !2189
  store ptr null, ptr %7, align 8, !dbg !2190, !tbaa !2191, !DIAssignID !2192
    #dbg_assign(ptr null, !2123, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !2192, ptr %7, !DIExpression(), !2134)
  %8 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !2193
  store ptr %6, ptr %8, align 8, !dbg !2194, !tbaa !2195, !DIAssignID !2196
    #dbg_assign(ptr %6, !2123, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !2196, ptr %8, !DIExpression(), !2134)
  %9 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !2197
  store ptr %6, ptr %9, align 8, !dbg !2198, !tbaa !2199, !DIAssignID !2200
    #dbg_assign(ptr %6, !2123, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !2200, ptr %9, !DIExpression(), !2134)
  %10 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !2201
  store i64 0, ptr %10, align 8, !dbg !2202, !tbaa !2203, !DIAssignID !2204
    #dbg_assign(i64 0, !2123, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !2204, ptr %10, !DIExpression(), !2134)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #13, !dbg !2205
  store i32 1, ptr %4, align 4, !dbg !2205, !tbaa !2206
    #dbg_value(ptr %3, !2208, !DIExpression(), !2213)
    #dbg_value(ptr %4, !2211, !DIExpression(), !2213)
    #dbg_value(ptr %3, !2215, !DIExpression(), !2219)
    #dbg_value(ptr %4, !2218, !DIExpression(), !2219)
    #dbg_value(ptr %3, !2221, !DIExpression(), !2225)
    #dbg_value(ptr %4, !2224, !DIExpression(), !2225)
    #dbg_value(ptr %3, !2227, !DIExpression(), !2230)
    #dbg_value(ptr %3, !2232, !DIExpression(), !2236)
    #dbg_value(ptr %3, !2238, !DIExpression(), !2244)
    #dbg_value(ptr null, !2241, !DIExpression(), !2244)
    #dbg_value(ptr %6, !2242, !DIExpression(), !2244)
    #dbg_value(ptr %4, !2243, !DIExpression(), !2244)
  %11 = ptrtoint ptr %6 to i64, !dbg !2246
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #13, !dbg !2247
    #dbg_value(ptr %4, !2249, !DIExpression(), !2258)
    #dbg_value(ptr %1, !2260, !DIExpression(), !2271)
    #dbg_value(ptr %4, !2269, !DIExpression(), !2271)
    #dbg_value(ptr %1, !2273, !DIExpression(), !2283)
    #dbg_value(ptr %4, !2281, !DIExpression(), !2283)
    #dbg_value(ptr %1, !2285, !DIExpression(), !2293)
    #dbg_value(ptr %4, !2291, !DIExpression(), !2293)
  store ptr %4, ptr %1, align 8, !dbg !2295, !tbaa !2296, !alias.scope !2297
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2) #13, !dbg !2300
  %12 = invoke i64 @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEESt17_Rb_tree_iteratorIS2_ESt23_Rb_tree_const_iteratorIS2_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %3, i64 %11, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt19piecewise_construct, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef nonnull align 1 dereferenceable(1) %2)
          to label %42 unwind label %47, !dbg !2301

13:                                               ; preds = %0, %30
  %14 = phi i64 [ -1, %0 ], [ %33, %30 ]
  %15 = phi i64 [ 0, %0 ], [ %32, %30 ]
    #dbg_value(i64 %15, !2114, !DIExpression(), !2134)
    #dbg_value(i64 %14, !2115, !DIExpression(), !2135)
  %16 = mul nsw i64 %14, 10, !dbg !2302
  %17 = invoke noundef i64 @_Z5checkIlET_S0_S0_(i64 noundef %16, i64 noundef 25)
          to label %30 unwind label %18, !dbg !2304

18:                                               ; preds = %13
  %19 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI2E2
          catch ptr @_ZTIP2E1, !dbg !2305
  %20 = extractvalue { ptr, i32 } %19, 0, !dbg !2305
  %21 = extractvalue { ptr, i32 } %19, 1, !dbg !2305
  %22 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI2E2) #13, !dbg !2306
  %23 = icmp eq i32 %21, %22, !dbg !2306
  br i1 %23, label %24, label %35, !dbg !2306

24:                                               ; preds = %18
  %25 = tail call ptr @__cxa_begin_catch(ptr %20) #13, !dbg !2307
    #dbg_value(ptr %25, !2121, !DIExpression(), !2309)
  %26 = load i32, ptr %25, align 8, !dbg !2310, !tbaa !2312
  %27 = getelementptr inbounds i8, ptr %25, i64 8, !dbg !2314
  %28 = load ptr, ptr %27, align 8, !dbg !2314, !tbaa !2315
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %26, ptr noundef %28), !dbg !2317
    #dbg_value(i64 %15, !2114, !DIExpression(DW_OP_plus_uconst, 100, DW_OP_stack_value), !2134)
  tail call void @__cxa_end_catch(), !dbg !2318
  br label %30, !dbg !2318

30:                                               ; preds = %13, %38, %24
  %31 = phi i64 [ 100, %24 ], [ 200, %38 ], [ %17, %13 ]
  %32 = add nsw i64 %31, %15, !dbg !2309
    #dbg_value(i64 %32, !2114, !DIExpression(), !2134)
  %33 = add nsw i64 %14, 1, !dbg !2319
    #dbg_value(i64 %33, !2115, !DIExpression(), !2135)
  %34 = icmp eq i64 %33, 4, !dbg !2320
  br i1 %34, label %5, label %13, !dbg !2136, !llvm.loop !2321

35:                                               ; preds = %18
  %36 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP2E1) #13, !dbg !2306
  %37 = icmp eq i32 %21, %36, !dbg !2306
  br i1 %37, label %38, label %223, !dbg !2306

38:                                               ; preds = %35
  %39 = tail call ptr @__cxa_begin_catch(ptr %20) #13, !dbg !2306
    #dbg_value(ptr %39, !2117, !DIExpression(), !2309)
  %40 = load i32, ptr %39, align 4, !dbg !2324, !tbaa !2312
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %40), !dbg !2325
  tail call void @_ZdlPvm(ptr noundef %39, i64 noundef 4) #14, !dbg !2326
    #dbg_value(i64 %15, !2114, !DIExpression(DW_OP_plus_uconst, 200, DW_OP_stack_value), !2134)
  tail call void @__cxa_end_catch() #13, !dbg !2307
  br label %30, !dbg !2307

42:                                               ; preds = %5
  %43 = inttoptr i64 %12 to ptr, !dbg !2301
    #dbg_value(ptr %43, !2212, !DIExpression(), !2213)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2) #13, !dbg !2327
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #13, !dbg !2327
  %44 = getelementptr inbounds i8, ptr %43, i64 40, !dbg !2328
  store i64 11, ptr %44, align 8, !dbg !2329, !tbaa !2330
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #13, !dbg !2331
    #dbg_value(i32 0, !2124, !DIExpression(), !2332)
    #dbg_value(i64 %32, !2114, !DIExpression(), !2134)
    #dbg_value(ptr %3, !2333, !DIExpression(), !2339)
    #dbg_value(i32 0, !2336, !DIExpression(), !2339)
    #dbg_value(ptr %3, !2342, !DIExpression(), !2347)
    #dbg_value(ptr undef, !2345, !DIExpression(), !2347)
    #dbg_value(ptr %3, !2349, !DIExpression(), !2354)
    #dbg_value(ptr undef, !2352, !DIExpression(), !2354)
    #dbg_value(ptr %3, !2356, !DIExpression(), !2359)
  %45 = load ptr, ptr %7, align 8, !dbg !2361, !tbaa !2191
    #dbg_value(ptr %3, !2362, !DIExpression(), !2368)
    #dbg_value(ptr %45, !2365, !DIExpression(), !2368)
    #dbg_value(ptr %6, !2366, !DIExpression(), !2368)
    #dbg_value(ptr undef, !2367, !DIExpression(), !2368)
  %46 = icmp eq ptr %45, null, !dbg !2370
  br i1 %46, label %69, label %51, !dbg !2371

47:                                               ; preds = %5
  %48 = landingpad { ptr, i32 }
          cleanup, !dbg !2372
  %49 = extractvalue { ptr, i32 } %48, 0, !dbg !2372
  %50 = extractvalue { ptr, i32 } %48, 1, !dbg !2372
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #13, !dbg !2331
  br label %220, !dbg !2331

51:                                               ; preds = %42, %51
  %52 = phi ptr [ %60, %51 ], [ %45, %42 ]
  %53 = phi ptr [ %57, %51 ], [ %6, %42 ]
    #dbg_value(ptr %52, !2365, !DIExpression(), !2368)
    #dbg_value(ptr %53, !2366, !DIExpression(), !2368)
    #dbg_value(ptr %52, !2373, !DIExpression(), !2376)
    #dbg_value(ptr %52, !2379, !DIExpression(), !2382)
  %54 = getelementptr inbounds i8, ptr %52, i64 32, !dbg !2384
    #dbg_value(ptr %3, !2385, !DIExpression(), !2391)
    #dbg_value(ptr %54, !2388, !DIExpression(), !2391)
    #dbg_value(ptr undef, !2389, !DIExpression(), !2391)
  %55 = load i32, ptr %54, align 4, !dbg !2393, !tbaa !2206
  %56 = icmp slt i32 %55, 0, !dbg !2394
  %57 = select i1 %56, ptr %53, ptr %52, !dbg !2395
  %58 = select i1 %56, i64 24, i64 16, !dbg !2395
  %59 = getelementptr inbounds i8, ptr %52, i64 %58, !dbg !2395
  %60 = load ptr, ptr %59, align 8, !dbg !2396, !tbaa !2296
    #dbg_value(ptr %60, !2365, !DIExpression(), !2368)
    #dbg_value(ptr %57, !2366, !DIExpression(), !2368)
  %61 = icmp eq ptr %60, null, !dbg !2370
  br i1 %61, label %62, label %51, !dbg !2371, !llvm.loop !2397

62:                                               ; preds = %51
    #dbg_value(ptr %57, !2353, !DIExpression(), !2354)
    #dbg_value(ptr undef, !2399, !DIExpression(), !2407)
    #dbg_value(ptr undef, !2406, !DIExpression(), !2407)
  %63 = icmp eq ptr %57, %6, !dbg !2409
  br i1 %63, label %69, label %64, !dbg !2410

64:                                               ; preds = %62
    #dbg_value(ptr %57, !2411, !DIExpression(), !2414)
    #dbg_value(ptr %57, !2373, !DIExpression(), !2416)
    #dbg_value(ptr %57, !2379, !DIExpression(), !2418)
  %65 = select i1 %56, ptr %53, ptr %52, !dbg !2420
  %66 = getelementptr inbounds i8, ptr %65, i64 32, !dbg !2420
    #dbg_value(ptr %3, !2385, !DIExpression(), !2421)
    #dbg_value(ptr undef, !2388, !DIExpression(), !2421)
    #dbg_value(ptr %66, !2389, !DIExpression(), !2421)
  %67 = load i32, ptr %66, align 4, !dbg !2423, !tbaa !2206
  %68 = icmp sgt i32 %67, 0, !dbg !2424
    #dbg_value(ptr poison, !2337, !DIExpression(), !2339)
    #dbg_value(ptr undef, !2399, !DIExpression(), !2425)
    #dbg_value(ptr undef, !2406, !DIExpression(), !2425)
  br i1 %68, label %69, label %75, !dbg !2428

69:                                               ; preds = %64, %62, %42
  %70 = call ptr @__cxa_allocate_exception(i64 16) #13, !dbg !2429
  invoke void @_ZNSt12out_of_rangeC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %70, ptr noundef nonnull @.str.5)
          to label %71 unwind label %73, !dbg !2430

71:                                               ; preds = %69
  invoke void @__cxa_throw(ptr nonnull %70, ptr nonnull @_ZTISt12out_of_range, ptr nonnull @_ZNSt12out_of_rangeD1Ev) #15
          to label %72 unwind label %80, !dbg !2429

72:                                               ; preds = %177, %128, %71
  unreachable, !dbg !2429

73:                                               ; preds = %69
  %74 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception, !dbg !2431
  call void @__cxa_free_exception(ptr %70) #13, !dbg !2429
  br label %82

75:                                               ; preds = %64
    #dbg_value(ptr %57, !2337, !DIExpression(), !2339)
    #dbg_value(ptr %57, !2379, !DIExpression(), !2432)
  %76 = select i1 %56, ptr %53, ptr %52, !dbg !2439
  %77 = getelementptr inbounds i8, ptr %76, i64 40, !dbg !2439
  %78 = load i64, ptr %77, align 8, !dbg !2439, !tbaa !2440
  %79 = add nsw i64 %78, %32, !dbg !2442
    #dbg_value(i64 %79, !2114, !DIExpression(), !2134)
  br label %97, !dbg !2443

80:                                               ; preds = %71
  %81 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception, !dbg !2444
  br label %82, !dbg !2444

82:                                               ; preds = %73, %80
  %83 = phi { ptr, i32 } [ %81, %80 ], [ %74, %73 ]
  %84 = extractvalue { ptr, i32 } %83, 0, !dbg !2444
  %85 = extractvalue { ptr, i32 } %83, 1, !dbg !2444
  %86 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #13, !dbg !2443
  %87 = icmp eq i32 %85, %86, !dbg !2443
  br i1 %87, label %88, label %220, !dbg !2443

88:                                               ; preds = %82
  %89 = call ptr @__cxa_begin_catch(ptr %84) #13, !dbg !2443
    #dbg_value(ptr %89, !2126, !DIExpression(), !2445)
  %90 = load ptr, ptr %89, align 8, !dbg !2446, !tbaa !2448
  %91 = getelementptr inbounds i8, ptr %90, i64 16, !dbg !2446
  %92 = load ptr, ptr %91, align 8, !dbg !2446
  %93 = call noundef ptr %92(ptr noundef nonnull align 8 dereferenceable(8) %89) #13, !dbg !2446
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %93, i32 noundef 0), !dbg !2450
  invoke void @__cxa_end_catch()
          to label %95 unwind label %199, !dbg !2451

95:                                               ; preds = %88
  %96 = load ptr, ptr %7, align 8, !dbg !2361, !tbaa !2191
  br label %97, !dbg !2451

97:                                               ; preds = %95, %75
  %98 = phi ptr [ %45, %75 ], [ %96, %95 ], !dbg !2361
  %99 = phi i64 [ %79, %75 ], [ %32, %95 ], !dbg !2134
    #dbg_value(i64 %99, !2114, !DIExpression(), !2134)
    #dbg_value(i32 1, !2124, !DIExpression(), !2332)
    #dbg_value(ptr %3, !2333, !DIExpression(), !2339)
    #dbg_value(i32 1, !2336, !DIExpression(), !2339)
    #dbg_value(ptr %3, !2342, !DIExpression(), !2347)
    #dbg_value(ptr undef, !2345, !DIExpression(), !2347)
    #dbg_value(ptr %3, !2349, !DIExpression(), !2354)
    #dbg_value(ptr undef, !2352, !DIExpression(), !2354)
    #dbg_value(ptr %3, !2356, !DIExpression(), !2359)
    #dbg_value(ptr %3, !2362, !DIExpression(), !2368)
    #dbg_value(ptr %98, !2365, !DIExpression(), !2368)
    #dbg_value(ptr %6, !2366, !DIExpression(), !2368)
    #dbg_value(ptr undef, !2367, !DIExpression(), !2368)
  %100 = icmp eq ptr %98, null, !dbg !2370
  br i1 %100, label %124, label %101, !dbg !2371

101:                                              ; preds = %97, %101
  %102 = phi ptr [ %110, %101 ], [ %98, %97 ]
  %103 = phi ptr [ %107, %101 ], [ %6, %97 ]
    #dbg_value(ptr %102, !2365, !DIExpression(), !2368)
    #dbg_value(ptr %103, !2366, !DIExpression(), !2368)
    #dbg_value(ptr %102, !2373, !DIExpression(), !2376)
    #dbg_value(ptr %102, !2379, !DIExpression(), !2382)
  %104 = getelementptr inbounds i8, ptr %102, i64 32, !dbg !2384
    #dbg_value(ptr %3, !2385, !DIExpression(), !2391)
    #dbg_value(ptr %104, !2388, !DIExpression(), !2391)
    #dbg_value(ptr undef, !2389, !DIExpression(), !2391)
  %105 = load i32, ptr %104, align 4, !dbg !2393, !tbaa !2206
  %106 = icmp slt i32 %105, 1, !dbg !2394
  %107 = select i1 %106, ptr %103, ptr %102, !dbg !2395
  %108 = select i1 %106, i64 24, i64 16, !dbg !2395
  %109 = getelementptr inbounds i8, ptr %102, i64 %108, !dbg !2395
  %110 = load ptr, ptr %109, align 8, !dbg !2396, !tbaa !2296
    #dbg_value(ptr %110, !2365, !DIExpression(), !2368)
    #dbg_value(ptr %107, !2366, !DIExpression(), !2368)
  %111 = icmp eq ptr %110, null, !dbg !2370
  br i1 %111, label %112, label %101, !dbg !2371, !llvm.loop !2397

112:                                              ; preds = %101
    #dbg_value(ptr %107, !2353, !DIExpression(), !2354)
    #dbg_value(ptr undef, !2399, !DIExpression(), !2407)
    #dbg_value(ptr undef, !2406, !DIExpression(), !2407)
  %113 = icmp eq ptr %107, %6, !dbg !2409
  br i1 %113, label %124, label %114, !dbg !2410

114:                                              ; preds = %112
    #dbg_value(ptr %107, !2411, !DIExpression(), !2414)
    #dbg_value(ptr %107, !2373, !DIExpression(), !2416)
    #dbg_value(ptr %107, !2379, !DIExpression(), !2418)
  %115 = select i1 %106, ptr %103, ptr %102, !dbg !2420
  %116 = getelementptr inbounds i8, ptr %115, i64 32, !dbg !2420
    #dbg_value(ptr %3, !2385, !DIExpression(), !2421)
    #dbg_value(ptr undef, !2388, !DIExpression(), !2421)
    #dbg_value(ptr %116, !2389, !DIExpression(), !2421)
  %117 = load i32, ptr %116, align 4, !dbg !2423, !tbaa !2206
  %118 = icmp sgt i32 %117, 1, !dbg !2424
    #dbg_value(ptr poison, !2337, !DIExpression(), !2339)
    #dbg_value(ptr undef, !2399, !DIExpression(), !2425)
    #dbg_value(ptr undef, !2406, !DIExpression(), !2425)
  br i1 %118, label %124, label %119, !dbg !2428

119:                                              ; preds = %114
    #dbg_value(ptr %107, !2337, !DIExpression(), !2339)
    #dbg_value(ptr %107, !2379, !DIExpression(), !2432)
  %120 = select i1 %106, ptr %103, ptr %102, !dbg !2439
  %121 = getelementptr inbounds i8, ptr %120, i64 40, !dbg !2439
  %122 = load i64, ptr %121, align 8, !dbg !2439, !tbaa !2440
  %123 = add nsw i64 %122, %99, !dbg !2442
    #dbg_value(i64 %123, !2114, !DIExpression(), !2134)
  br label %146, !dbg !2443

124:                                              ; preds = %114, %112, %97
  %125 = call ptr @__cxa_allocate_exception(i64 16) #13, !dbg !2429
  invoke void @_ZNSt12out_of_rangeC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %125, ptr noundef nonnull @.str.5)
          to label %128 unwind label %126, !dbg !2430

126:                                              ; preds = %124
  %127 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception, !dbg !2431
  call void @__cxa_free_exception(ptr %125) #13, !dbg !2429
  br label %131

128:                                              ; preds = %124
  invoke void @__cxa_throw(ptr nonnull %125, ptr nonnull @_ZTISt12out_of_range, ptr nonnull @_ZNSt12out_of_rangeD1Ev) #15
          to label %72 unwind label %129, !dbg !2429

129:                                              ; preds = %128
  %130 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception, !dbg !2444
  br label %131, !dbg !2444

131:                                              ; preds = %129, %126
  %132 = phi { ptr, i32 } [ %130, %129 ], [ %127, %126 ]
  %133 = extractvalue { ptr, i32 } %132, 0, !dbg !2444
  %134 = extractvalue { ptr, i32 } %132, 1, !dbg !2444
  %135 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #13, !dbg !2443
  %136 = icmp eq i32 %134, %135, !dbg !2443
  br i1 %136, label %137, label %220, !dbg !2443

137:                                              ; preds = %131
  %138 = call ptr @__cxa_begin_catch(ptr %133) #13, !dbg !2443
    #dbg_value(ptr %138, !2126, !DIExpression(), !2445)
  %139 = load ptr, ptr %138, align 8, !dbg !2446, !tbaa !2448
  %140 = getelementptr inbounds i8, ptr %139, i64 16, !dbg !2446
  %141 = load ptr, ptr %140, align 8, !dbg !2446
  %142 = call noundef ptr %141(ptr noundef nonnull align 8 dereferenceable(8) %138) #13, !dbg !2446
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %142, i32 noundef 1), !dbg !2450
  invoke void @__cxa_end_catch()
          to label %144 unwind label %199, !dbg !2451

144:                                              ; preds = %137
  %145 = load ptr, ptr %7, align 8, !dbg !2361, !tbaa !2191
  br label %146, !dbg !2451

146:                                              ; preds = %144, %119
  %147 = phi ptr [ %98, %119 ], [ %145, %144 ], !dbg !2361
  %148 = phi i64 [ %123, %119 ], [ %99, %144 ], !dbg !2134
    #dbg_value(i64 %148, !2114, !DIExpression(), !2134)
    #dbg_value(i32 2, !2124, !DIExpression(), !2332)
    #dbg_value(ptr %3, !2333, !DIExpression(), !2339)
    #dbg_value(i32 2, !2336, !DIExpression(), !2339)
    #dbg_value(ptr %3, !2342, !DIExpression(), !2347)
    #dbg_value(ptr undef, !2345, !DIExpression(), !2347)
    #dbg_value(ptr %3, !2349, !DIExpression(), !2354)
    #dbg_value(ptr undef, !2352, !DIExpression(), !2354)
    #dbg_value(ptr %3, !2356, !DIExpression(), !2359)
    #dbg_value(ptr %3, !2362, !DIExpression(), !2368)
    #dbg_value(ptr %147, !2365, !DIExpression(), !2368)
    #dbg_value(ptr %6, !2366, !DIExpression(), !2368)
    #dbg_value(ptr undef, !2367, !DIExpression(), !2368)
  %149 = icmp eq ptr %147, null, !dbg !2370
  br i1 %149, label %173, label %150, !dbg !2371

150:                                              ; preds = %146, %150
  %151 = phi ptr [ %159, %150 ], [ %147, %146 ]
  %152 = phi ptr [ %156, %150 ], [ %6, %146 ]
    #dbg_value(ptr %151, !2365, !DIExpression(), !2368)
    #dbg_value(ptr %152, !2366, !DIExpression(), !2368)
    #dbg_value(ptr %151, !2373, !DIExpression(), !2376)
    #dbg_value(ptr %151, !2379, !DIExpression(), !2382)
  %153 = getelementptr inbounds i8, ptr %151, i64 32, !dbg !2384
    #dbg_value(ptr %3, !2385, !DIExpression(), !2391)
    #dbg_value(ptr %153, !2388, !DIExpression(), !2391)
    #dbg_value(ptr undef, !2389, !DIExpression(), !2391)
  %154 = load i32, ptr %153, align 4, !dbg !2393, !tbaa !2206
  %155 = icmp slt i32 %154, 2, !dbg !2394
  %156 = select i1 %155, ptr %152, ptr %151, !dbg !2395
  %157 = select i1 %155, i64 24, i64 16, !dbg !2395
  %158 = getelementptr inbounds i8, ptr %151, i64 %157, !dbg !2395
  %159 = load ptr, ptr %158, align 8, !dbg !2396, !tbaa !2296
    #dbg_value(ptr %159, !2365, !DIExpression(), !2368)
    #dbg_value(ptr %156, !2366, !DIExpression(), !2368)
  %160 = icmp eq ptr %159, null, !dbg !2370
  br i1 %160, label %161, label %150, !dbg !2371, !llvm.loop !2397

161:                                              ; preds = %150
    #dbg_value(ptr %156, !2353, !DIExpression(), !2354)
    #dbg_value(ptr undef, !2399, !DIExpression(), !2407)
    #dbg_value(ptr undef, !2406, !DIExpression(), !2407)
  %162 = icmp eq ptr %156, %6, !dbg !2409
  br i1 %162, label %173, label %163, !dbg !2410

163:                                              ; preds = %161
    #dbg_value(ptr %156, !2411, !DIExpression(), !2414)
    #dbg_value(ptr %156, !2373, !DIExpression(), !2416)
    #dbg_value(ptr %156, !2379, !DIExpression(), !2418)
  %164 = select i1 %155, ptr %152, ptr %151, !dbg !2420
  %165 = getelementptr inbounds i8, ptr %164, i64 32, !dbg !2420
    #dbg_value(ptr %3, !2385, !DIExpression(), !2421)
    #dbg_value(ptr undef, !2388, !DIExpression(), !2421)
    #dbg_value(ptr %165, !2389, !DIExpression(), !2421)
  %166 = load i32, ptr %165, align 4, !dbg !2423, !tbaa !2206
  %167 = icmp sgt i32 %166, 2, !dbg !2424
    #dbg_value(ptr poison, !2337, !DIExpression(), !2339)
    #dbg_value(ptr undef, !2399, !DIExpression(), !2425)
    #dbg_value(ptr undef, !2406, !DIExpression(), !2425)
  br i1 %167, label %173, label %168, !dbg !2428

168:                                              ; preds = %163
    #dbg_value(ptr %156, !2337, !DIExpression(), !2339)
    #dbg_value(ptr %156, !2379, !DIExpression(), !2432)
  %169 = select i1 %155, ptr %152, ptr %151, !dbg !2439
  %170 = getelementptr inbounds i8, ptr %169, i64 40, !dbg !2439
  %171 = load i64, ptr %170, align 8, !dbg !2439, !tbaa !2440
  %172 = add nsw i64 %171, %148, !dbg !2442
    #dbg_value(i64 %172, !2114, !DIExpression(), !2134)
  br label %193, !dbg !2443

173:                                              ; preds = %163, %161, %146
  %174 = call ptr @__cxa_allocate_exception(i64 16) #13, !dbg !2429
  invoke void @_ZNSt12out_of_rangeC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %174, ptr noundef nonnull @.str.5)
          to label %177 unwind label %175, !dbg !2430

175:                                              ; preds = %173
  %176 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception, !dbg !2431
  call void @__cxa_free_exception(ptr %174) #13, !dbg !2429
  br label %180

177:                                              ; preds = %173
  invoke void @__cxa_throw(ptr nonnull %174, ptr nonnull @_ZTISt12out_of_range, ptr nonnull @_ZNSt12out_of_rangeD1Ev) #15
          to label %72 unwind label %178, !dbg !2429

178:                                              ; preds = %177
  %179 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception, !dbg !2444
  br label %180, !dbg !2444

180:                                              ; preds = %178, %175
  %181 = phi { ptr, i32 } [ %179, %178 ], [ %176, %175 ]
  %182 = extractvalue { ptr, i32 } %181, 0, !dbg !2444
  %183 = extractvalue { ptr, i32 } %181, 1, !dbg !2444
  %184 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #13, !dbg !2443
  %185 = icmp eq i32 %183, %184, !dbg !2443
  br i1 %185, label %186, label %220, !dbg !2443

186:                                              ; preds = %180
  %187 = call ptr @__cxa_begin_catch(ptr %182) #13, !dbg !2443
    #dbg_value(ptr %187, !2126, !DIExpression(), !2445)
  %188 = load ptr, ptr %187, align 8, !dbg !2446, !tbaa !2448
  %189 = getelementptr inbounds i8, ptr %188, i64 16, !dbg !2446
  %190 = load ptr, ptr %189, align 8, !dbg !2446
  %191 = call noundef ptr %190(ptr noundef nonnull align 8 dereferenceable(8) %187) #13, !dbg !2446
  %192 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %191, i32 noundef 2), !dbg !2450
  invoke void @__cxa_end_catch()
          to label %193 unwind label %199, !dbg !2451

193:                                              ; preds = %186, %168
  %194 = phi i64 [ %172, %168 ], [ %148, %186 ], !dbg !2134
    #dbg_value(i64 %194, !2114, !DIExpression(), !2134)
    #dbg_value(i32 3, !2124, !DIExpression(), !2332)
  %195 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %194), !dbg !2452
  %196 = load ptr, ptr @stdout, align 8, !dbg !2453, !tbaa !2296
  %197 = call i32 @fflush(ptr noundef %196), !dbg !2454
  %198 = icmp sgt i64 %194, 0, !dbg !2455
  br i1 %198, label %203, label %214, !dbg !2457

199:                                              ; preds = %186, %137, %88
  %200 = landingpad { ptr, i32 }
          cleanup, !dbg !2458
  %201 = extractvalue { ptr, i32 } %200, 0, !dbg !2458
  %202 = extractvalue { ptr, i32 } %200, 1, !dbg !2458
  br label %220, !dbg !2451

203:                                              ; preds = %193
  %204 = call ptr @__cxa_allocate_exception(i64 16) #13, !dbg !2459
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %204, ptr noundef nonnull @.str.4)
          to label %205 unwind label %210, !dbg !2460

205:                                              ; preds = %203
  invoke void @__cxa_throw(ptr nonnull %204, ptr nonnull @_ZTISt13runtime_error, ptr nonnull @_ZNSt13runtime_errorD1Ev) #15
          to label %228 unwind label %206, !dbg !2459

206:                                              ; preds = %205
  %207 = landingpad { ptr, i32 }
          cleanup, !dbg !2372
  %208 = extractvalue { ptr, i32 } %207, 0, !dbg !2372
  %209 = extractvalue { ptr, i32 } %207, 1, !dbg !2372
  br label %220, !dbg !2372

210:                                              ; preds = %203
  %211 = landingpad { ptr, i32 }
          cleanup, !dbg !2461
  %212 = extractvalue { ptr, i32 } %211, 0, !dbg !2461
  %213 = extractvalue { ptr, i32 } %211, 1, !dbg !2461
  call void @__cxa_free_exception(ptr %204) #13, !dbg !2459
  br label %220, !dbg !2459

214:                                              ; preds = %193
    #dbg_value(ptr %3, !2462, !DIExpression(), !2466)
    #dbg_value(ptr %3, !2468, !DIExpression(), !2471)
    #dbg_value(ptr %3, !2474, !DIExpression(), !2477)
    #dbg_value(ptr %3, !2227, !DIExpression(), !2480)
    #dbg_value(ptr %3, !2232, !DIExpression(), !2483)
  %215 = load ptr, ptr %7, align 8, !dbg !2485, !tbaa !2191
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %3, ptr noundef %215)
          to label %219 unwind label %216, !dbg !2486

216:                                              ; preds = %214
  %217 = landingpad { ptr, i32 }
          catch ptr null, !dbg !2486
  %218 = extractvalue { ptr, i32 } %217, 0, !dbg !2486
  call void @__clang_call_terminate(ptr %218) #16, !dbg !2486
  unreachable, !dbg !2486

219:                                              ; preds = %214
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #13, !dbg !2372
  ret i32 0, !dbg !2372

220:                                              ; preds = %82, %131, %180, %199, %210, %206, %47
  %221 = phi ptr [ %208, %206 ], [ %212, %210 ], [ %49, %47 ], [ %201, %199 ], [ %84, %82 ], [ %133, %131 ], [ %182, %180 ], !dbg !2372
  %222 = phi i32 [ %209, %206 ], [ %213, %210 ], [ %50, %47 ], [ %202, %199 ], [ %85, %82 ], [ %134, %131 ], [ %183, %180 ], !dbg !2372
  call void @_ZN7AccountD2Ev(ptr noundef nonnull align 8 dereferenceable(48) %3) #13, !dbg !2372
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #13, !dbg !2372
  br label %223, !dbg !2372

223:                                              ; preds = %35, %220
  %224 = phi ptr [ %221, %220 ], [ %20, %35 ], !dbg !2372
  %225 = phi i32 [ %222, %220 ], [ %21, %35 ], !dbg !2372
  %226 = insertvalue { ptr, i32 } poison, ptr %224, 0, !dbg !2372
  %227 = insertvalue { ptr, i32 } %226, i32 %225, 1, !dbg !2372
  resume { ptr, i32 } %227, !dbg !2372

228:                                              ; preds = %205
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress noinline uwtable
define linkonce_odr dso_local noundef i64 @_Z5checkIlET_S0_S0_(i64 noundef %0, i64 noundef %1) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 !dbg !2487 {
    #dbg_value(i64 %0, !2491, !DIExpression(), !2495)
    #dbg_value(i64 %1, !2492, !DIExpression(), !2495)
  %3 = icmp sgt i64 %0, %1, !dbg !2496
  br i1 %3, label %4, label %8, !dbg !2498

4:                                                ; preds = %2
  %5 = tail call ptr @__cxa_allocate_exception(i64 16) #13, !dbg !2499
  %6 = trunc i64 %0 to i32, !dbg !2500
  store i32 %6, ptr %5, align 16, !dbg !2501, !tbaa !2312
  %7 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !2502
  store ptr @.str.6, ptr %7, align 8, !dbg !2502, !tbaa !2315
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTI2E2, ptr null) #15, !dbg !2499
  unreachable, !dbg !2499

8:                                                ; preds = %2
  %9 = icmp slt i64 %0, 0, !dbg !2503
  br i1 %9, label %10, label %16, !dbg !2505

10:                                               ; preds = %8
  %11 = tail call ptr @__cxa_allocate_exception(i64 8) #13, !dbg !2506
  %12 = invoke noalias noundef nonnull dereferenceable(4) ptr @_Znwm(i64 noundef 4) #17
          to label %13 unwind label %14, !dbg !2507, !heapallocsite !840

13:                                               ; preds = %10
  store i32 -1, ptr %12, align 4, !dbg !2508, !tbaa !2312
  store ptr %12, ptr %11, align 16, !dbg !2506, !tbaa !2296
  tail call void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIP2E1, ptr null) #15, !dbg !2506
  unreachable, !dbg !2506

14:                                               ; preds = %10
  %15 = landingpad { ptr, i32 }
          cleanup, !dbg !2509
  tail call void @__cxa_free_exception(ptr %11) #13, !dbg !2506
  resume { ptr, i32 } %15, !dbg !2506

16:                                               ; preds = %8
  ret i64 %0, !dbg !2510
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare !dbg !1357 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

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
declare !dbg !1283 noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #4

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #7

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #8

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7AccountD2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #9 comdat personality ptr @__gxx_personality_v0 !dbg !2463 {
    #dbg_value(ptr %0, !2462, !DIExpression(), !2511)
    #dbg_value(ptr %0, !2468, !DIExpression(), !2512)
    #dbg_value(ptr %0, !2474, !DIExpression(), !2514)
    #dbg_value(ptr %0, !2227, !DIExpression(), !2516)
    #dbg_value(ptr %0, !2232, !DIExpression(), !2518)
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2520
  %3 = load ptr, ptr %2, align 8, !dbg !2520, !tbaa !2191
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %3)
          to label %7 unwind label %4, !dbg !2521

4:                                                ; preds = %1
  %5 = landingpad { ptr, i32 }
          catch ptr null, !dbg !2521
  %6 = extractvalue { ptr, i32 } %5, 0, !dbg !2521
  tail call void @__clang_call_terminate(ptr %6) #16, !dbg !2521
  unreachable, !dbg !2521

7:                                                ; preds = %1
  ret void, !dbg !2522
}

declare void @_ZNSt12out_of_rangeC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #7

; Function Attrs: nounwind
declare void @_ZNSt12out_of_rangeD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %1) local_unnamed_addr #10 comdat personality ptr @__gxx_personality_v0 !dbg !2523 {
    #dbg_value(ptr %0, !2525, !DIExpression(), !2529)
    #dbg_value(ptr %1, !2526, !DIExpression(), !2529)
  %3 = icmp eq ptr %1, null, !dbg !2530
  br i1 %3, label %11, label %4, !dbg !2531

4:                                                ; preds = %2, %4
  %5 = phi ptr [ %9, %4 ], [ %1, %2 ]
    #dbg_value(ptr %5, !2526, !DIExpression(), !2529)
    #dbg_value(ptr %5, !2532, !DIExpression(), !2535)
  %6 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !2537
  %7 = load ptr, ptr %6, align 8, !dbg !2537, !tbaa !2538
  tail call void @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %7), !dbg !2539
    #dbg_value(ptr %5, !2540, !DIExpression(), !2543)
  %8 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !2545
  %9 = load ptr, ptr %8, align 8, !dbg !2545, !tbaa !2546
    #dbg_value(ptr %9, !2527, !DIExpression(), !2547)
    #dbg_value(ptr %0, !2548, !DIExpression(), !2552)
    #dbg_value(ptr %5, !2551, !DIExpression(), !2552)
    #dbg_value(ptr %0, !2554, !DIExpression(), !2558)
    #dbg_value(ptr %5, !2557, !DIExpression(), !2558)
    #dbg_value(ptr %0, !2560, !DIExpression(), !2590)
    #dbg_value(ptr %5, !2588, !DIExpression(), !2590)
    #dbg_value(i64 1, !2589, !DIExpression(), !2590)
    #dbg_value(ptr %0, !2592, !DIExpression(), !2598)
    #dbg_value(ptr %5, !2595, !DIExpression(), !2598)
    #dbg_value(i64 1, !2596, !DIExpression(), !2598)
  tail call void @_ZdlPvm(ptr noundef nonnull %5, i64 noundef 48) #14, !dbg !2600
    #dbg_value(ptr %9, !2526, !DIExpression(), !2529)
  %10 = icmp eq ptr %9, null, !dbg !2530
  br i1 %10, label %11, label %4, !dbg !2531, !llvm.loop !2601

11:                                               ; preds = %4, %2
  ret void, !dbg !2603
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local i64 @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEESt17_Rb_tree_iteratorIS2_ESt23_Rb_tree_const_iteratorIS2_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %0, i64 %1, ptr noundef nonnull align 1 dereferenceable(1) %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 1 dereferenceable(1) %4) local_unnamed_addr #10 comdat personality ptr @__gxx_personality_v0 !dbg !2604 {
    #dbg_value(i64 %1, !2618, !DIExpression(), !2624)
    #dbg_value(ptr %0, !2617, !DIExpression(), !2624)
    #dbg_value(ptr %2, !2619, !DIExpression(), !2624)
    #dbg_value(ptr %3, !2620, !DIExpression(), !2624)
    #dbg_value(ptr %4, !2621, !DIExpression(), !2624)
    #dbg_value(ptr undef, !2625, !DIExpression(), !2636)
    #dbg_value(ptr %0, !2631, !DIExpression(), !2636)
    #dbg_value(ptr %2, !2632, !DIExpression(), !2636)
    #dbg_value(ptr %3, !2633, !DIExpression(), !2636)
    #dbg_value(ptr %4, !2634, !DIExpression(), !2636)
    #dbg_value(ptr %0, !2622, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2624)
    #dbg_value(ptr %0, !2638, !DIExpression(), !2648)
    #dbg_value(ptr %2, !2644, !DIExpression(), !2648)
    #dbg_value(ptr %3, !2645, !DIExpression(), !2648)
    #dbg_value(ptr %4, !2646, !DIExpression(), !2648)
    #dbg_value(ptr %0, !2650, !DIExpression(), !2653)
    #dbg_value(ptr %0, !2655, !DIExpression(), !2659)
    #dbg_value(i64 1, !2658, !DIExpression(), !2659)
    #dbg_value(ptr %0, !2661, !DIExpression(), !2666)
    #dbg_value(i64 1, !2664, !DIExpression(), !2666)
    #dbg_value(ptr null, !2665, !DIExpression(), !2666)
  %6 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #17, !dbg !2668
    #dbg_value(ptr %6, !2647, !DIExpression(), !2648)
    #dbg_value(ptr %0, !2669, !DIExpression(), !2679)
    #dbg_value(ptr %6, !2675, !DIExpression(), !2679)
    #dbg_value(ptr %2, !2676, !DIExpression(), !2679)
    #dbg_value(ptr %3, !2677, !DIExpression(), !2679)
    #dbg_value(ptr %4, !2678, !DIExpression(), !2679)
    #dbg_value(ptr %6, !2681, !DIExpression(), !2684)
  %7 = getelementptr inbounds i8, ptr %6, i64 32, !dbg !2687
    #dbg_value(ptr %0, !2688, !DIExpression(), !2700)
    #dbg_value(ptr %7, !2696, !DIExpression(), !2700)
    #dbg_value(ptr %2, !2697, !DIExpression(), !2700)
    #dbg_value(ptr %3, !2698, !DIExpression(), !2700)
    #dbg_value(ptr %4, !2699, !DIExpression(), !2700)
    #dbg_value(ptr %0, !2702, !DIExpression(), !2712)
    #dbg_value(ptr %7, !2708, !DIExpression(), !2712)
    #dbg_value(ptr %2, !2709, !DIExpression(), !2712)
    #dbg_value(ptr %3, !2710, !DIExpression(), !2712)
    #dbg_value(ptr %4, !2711, !DIExpression(), !2712)
    #dbg_value(ptr undef, !2714, !DIExpression(), !2718)
    #dbg_value(ptr %3, !2717, !DIExpression(), !2718)
    #dbg_value(ptr undef, !2720, !DIExpression(), !2724)
    #dbg_value(ptr %3, !2723, !DIExpression(), !2724)
  %8 = load i64, ptr %3, align 8, !dbg !2726, !tbaa !2296
  %9 = inttoptr i64 %8 to ptr, !dbg !2726
    #dbg_value(i8 undef, !2727, !DIExpression(), !2739)
    #dbg_value(i8 undef, !2738, !DIExpression(), !2739)
    #dbg_value(ptr %7, !2736, !DIExpression(), !2739)
    #dbg_value(ptr undef, !2737, !DIExpression(DW_OP_deref), !2739)
    #dbg_value(i8 undef, !2741, !DIExpression(), !2763)
    #dbg_value(i8 undef, !2762, !DIExpression(), !2763)
    #dbg_value(ptr %7, !2759, !DIExpression(), !2763)
    #dbg_value(ptr undef, !2760, !DIExpression(), !2763)
    #dbg_value(ptr undef, !2761, !DIExpression(), !2763)
  %10 = load i32, ptr %9, align 4, !dbg !2765, !tbaa !2206
  store i32 %10, ptr %7, align 8, !dbg !2766, !tbaa !2767
  %11 = getelementptr inbounds i8, ptr %6, i64 40, !dbg !2768
  store i64 0, ptr %11, align 8, !dbg !2768, !tbaa !2440
    #dbg_value(ptr %6, !2622, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2624)
    #dbg_value(ptr %6, !2373, !DIExpression(), !2769)
    #dbg_value(ptr %6, !2379, !DIExpression(), !2776)
  %12 = invoke [2 x i64] @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS2_ERS1_(ptr noundef nonnull align 8 dereferenceable(48) %0, i64 %1, ptr noundef nonnull align 4 dereferenceable(4) %7)
          to label %13 unwind label %34, !dbg !2778

13:                                               ; preds = %5
  %14 = extractvalue [2 x i64] %12, 1, !dbg !2778
    #dbg_value(i64 poison, !2623, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2624)
    #dbg_value(i64 %14, !2623, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2624)
  %15 = icmp eq i64 %14, 0, !dbg !2779
  %16 = extractvalue [2 x i64] %12, 0
  br i1 %15, label %36, label %17, !dbg !2781

17:                                               ; preds = %13
  %18 = inttoptr i64 %14 to ptr
    #dbg_value(i64 %16, !2782, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2787)
    #dbg_value(ptr %18, !2782, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2787)
    #dbg_value(ptr undef, !2785, !DIExpression(), !2787)
    #dbg_value(ptr %0, !2789, !DIExpression(), !2796)
    #dbg_value(i64 %16, !2792, !DIExpression(), !2796)
    #dbg_value(ptr %18, !2793, !DIExpression(), !2796)
    #dbg_value(ptr %6, !2794, !DIExpression(), !2796)
  %19 = icmp ne i64 %16, 0, !dbg !2798
  %20 = getelementptr inbounds i8, ptr %0, i64 8
  %21 = icmp eq ptr %20, %18
  %22 = select i1 %19, i1 true, i1 %21, !dbg !2799
  br i1 %22, label %28, label %23, !dbg !2799

23:                                               ; preds = %17
    #dbg_value(ptr %6, !2373, !DIExpression(), !2800)
    #dbg_value(ptr %6, !2379, !DIExpression(), !2802)
    #dbg_value(ptr %18, !2411, !DIExpression(), !2804)
    #dbg_value(ptr %18, !2373, !DIExpression(), !2806)
    #dbg_value(ptr %18, !2379, !DIExpression(), !2808)
  %24 = getelementptr inbounds i8, ptr %18, i64 32, !dbg !2810
    #dbg_value(ptr %0, !2385, !DIExpression(), !2811)
    #dbg_value(ptr %7, !2388, !DIExpression(), !2811)
    #dbg_value(ptr %24, !2389, !DIExpression(), !2811)
  %25 = load i32, ptr %7, align 4, !dbg !2813, !tbaa !2206
  %26 = load i32, ptr %24, align 4, !dbg !2814, !tbaa !2206
  %27 = icmp slt i32 %25, %26, !dbg !2815
  br label %28, !dbg !2816

28:                                               ; preds = %17, %23
  %29 = phi i1 [ true, %17 ], [ %27, %23 ]
    #dbg_value(i1 %29, !2795, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2796)
  tail call void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef %29, ptr noundef nonnull %6, ptr noundef nonnull %18, ptr noundef nonnull align 8 dereferenceable(32) %20) #13, !dbg !2817
  %30 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !2818
  %31 = load i64, ptr %30, align 8, !dbg !2819, !tbaa !2203
  %32 = add i64 %31, 1, !dbg !2819
  store i64 %32, ptr %30, align 8, !dbg !2819, !tbaa !2203
    #dbg_value(ptr %6, !2786, !DIExpression(), !2787)
    #dbg_value(ptr null, !2622, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2624)
    #dbg_value(ptr undef, !2820, !DIExpression(), !2823)
  %33 = ptrtoint ptr %6 to i64, !dbg !2825
  br label %37, !dbg !2826

34:                                               ; preds = %5
  %35 = landingpad { ptr, i32 }
          cleanup, !dbg !2825
    #dbg_value(ptr undef, !2820, !DIExpression(), !2828)
    #dbg_value(ptr poison, !2548, !DIExpression(), !2830)
    #dbg_value(ptr %6, !2551, !DIExpression(), !2830)
    #dbg_value(ptr poison, !2554, !DIExpression(), !2833)
    #dbg_value(ptr %6, !2557, !DIExpression(), !2833)
    #dbg_value(ptr poison, !2560, !DIExpression(), !2835)
    #dbg_value(ptr %6, !2588, !DIExpression(), !2835)
    #dbg_value(i64 1, !2589, !DIExpression(), !2835)
    #dbg_value(ptr poison, !2592, !DIExpression(), !2837)
    #dbg_value(ptr %6, !2595, !DIExpression(), !2837)
    #dbg_value(i64 1, !2596, !DIExpression(), !2837)
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef 48) #14, !dbg !2839
  resume { ptr, i32 } %35, !dbg !2825

36:                                               ; preds = %13
    #dbg_value(i64 %16, !2623, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2624)
    #dbg_value(i64 %16, !2623, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2624)
    #dbg_value(ptr %6, !2622, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2624)
    #dbg_value(ptr undef, !2820, !DIExpression(), !2823)
    #dbg_value(ptr poison, !2548, !DIExpression(), !2840)
    #dbg_value(ptr %6, !2551, !DIExpression(), !2840)
    #dbg_value(ptr poison, !2554, !DIExpression(), !2842)
    #dbg_value(ptr %6, !2557, !DIExpression(), !2842)
    #dbg_value(ptr poison, !2560, !DIExpression(), !2844)
    #dbg_value(ptr %6, !2588, !DIExpression(), !2844)
    #dbg_value(i64 1, !2589, !DIExpression(), !2844)
    #dbg_value(ptr poison, !2592, !DIExpression(), !2846)
    #dbg_value(ptr %6, !2595, !DIExpression(), !2846)
    #dbg_value(i64 1, !2596, !DIExpression(), !2846)
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef 48) #14, !dbg !2848
  br label %37, !dbg !2849

37:                                               ; preds = %28, %36
  %38 = phi i64 [ %33, %28 ], [ %16, %36 ]
  ret i64 %38, !dbg !2825
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local [2 x i64] @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS2_ERS1_(ptr noundef nonnull align 8 dereferenceable(48) %0, i64 %1, ptr noundef nonnull align 4 dereferenceable(4) %2) local_unnamed_addr #10 comdat !dbg !2850 {
  %4 = inttoptr i64 %1 to ptr
    #dbg_value(ptr %4, !2853, !DIExpression(), !2863)
    #dbg_value(ptr %0, !2852, !DIExpression(), !2863)
    #dbg_value(ptr %2, !2854, !DIExpression(), !2863)
    #dbg_value(ptr %4, !2855, !DIExpression(), !2863)
    #dbg_value(ptr %0, !2864, !DIExpression(), !2867)
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !2869
  %6 = icmp eq ptr %5, %4, !dbg !2870
  br i1 %6, label %7, label %52, !dbg !2871

7:                                                ; preds = %3
    #dbg_value(ptr %0, !2872, !DIExpression(), !2875)
  %8 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !2879
  %9 = load i64, ptr %8, align 8, !dbg !2879, !tbaa !2203
  %10 = icmp eq i64 %9, 0, !dbg !2880
  br i1 %10, label %18, label %11, !dbg !2881

11:                                               ; preds = %7
    #dbg_value(ptr %0, !2882, !DIExpression(), !2885)
  %12 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !2887
  %13 = load ptr, ptr %12, align 8, !dbg !2888, !tbaa !2296
    #dbg_value(ptr %13, !2411, !DIExpression(), !2889)
    #dbg_value(ptr %13, !2373, !DIExpression(), !2891)
    #dbg_value(ptr %13, !2379, !DIExpression(), !2893)
  %14 = getelementptr inbounds i8, ptr %13, i64 32, !dbg !2895
    #dbg_value(ptr %0, !2385, !DIExpression(), !2896)
    #dbg_value(ptr %14, !2388, !DIExpression(), !2896)
    #dbg_value(ptr %2, !2389, !DIExpression(), !2896)
  %15 = load i32, ptr %14, align 4, !dbg !2898, !tbaa !2206
  %16 = load i32, ptr %2, align 4, !dbg !2899, !tbaa !2206
  %17 = icmp slt i32 %15, %16, !dbg !2900
  br i1 %17, label %147, label %18, !dbg !2901

18:                                               ; preds = %11, %7
    #dbg_value(ptr %0, !2902, !DIExpression(), !2910)
    #dbg_value(ptr %2, !2905, !DIExpression(), !2910)
    #dbg_value(ptr %0, !2227, !DIExpression(), !2912)
    #dbg_value(ptr %0, !2232, !DIExpression(), !2914)
  %19 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2916
    #dbg_value(ptr poison, !2906, !DIExpression(), !2910)
    #dbg_value(ptr %0, !2864, !DIExpression(), !2917)
    #dbg_value(ptr %5, !2907, !DIExpression(), !2910)
    #dbg_value(i8 1, !2908, !DIExpression(), !2910)
  %20 = load ptr, ptr %19, align 8, !dbg !2910, !tbaa !2296
  %21 = icmp eq ptr %20, null, !dbg !2919
  br i1 %21, label %34, label %22, !dbg !2920

22:                                               ; preds = %18
  %23 = load i32, ptr %2, align 4, !tbaa !2206
  br label %24, !dbg !2920

24:                                               ; preds = %24, %22
  %25 = phi ptr [ %20, %22 ], [ %31, %24 ]
    #dbg_value(ptr %25, !2907, !DIExpression(), !2910)
    #dbg_value(ptr %25, !2373, !DIExpression(), !2921)
    #dbg_value(ptr %25, !2379, !DIExpression(), !2924)
  %26 = getelementptr inbounds i8, ptr %25, i64 32, !dbg !2926
    #dbg_value(ptr %0, !2385, !DIExpression(), !2927)
    #dbg_value(ptr %2, !2388, !DIExpression(), !2927)
    #dbg_value(ptr %26, !2389, !DIExpression(), !2927)
  %27 = load i32, ptr %26, align 4, !dbg !2929, !tbaa !2206
  %28 = icmp slt i32 %23, %27, !dbg !2930
    #dbg_value(i1 %28, !2908, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2910)
  %29 = select i1 %28, i64 16, i64 24, !dbg !2931
  %30 = getelementptr inbounds i8, ptr %25, i64 %29, !dbg !2931
    #dbg_value(ptr poison, !2906, !DIExpression(), !2910)
  %31 = load ptr, ptr %30, align 8, !dbg !2910, !tbaa !2296
    #dbg_value(ptr %31, !2906, !DIExpression(), !2910)
    #dbg_value(i8 poison, !2908, !DIExpression(), !2910)
  %32 = icmp eq ptr %31, null, !dbg !2919
  br i1 %32, label %33, label %24, !dbg !2920, !llvm.loop !2932

33:                                               ; preds = %24
    #dbg_value(ptr %25, !2909, !DIExpression(), !2910)
  br i1 %28, label %34, label %44, !dbg !2934

34:                                               ; preds = %33, %18
  %35 = phi ptr [ %25, %33 ], [ %5, %18 ]
    #dbg_value(ptr %0, !2935, !DIExpression(), !2938)
  %36 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2943
  %37 = load ptr, ptr %36, align 8, !dbg !2943, !tbaa !2195
    #dbg_value(ptr undef, !2944, !DIExpression(), !2952)
    #dbg_value(ptr undef, !2951, !DIExpression(), !2952)
  %38 = icmp eq ptr %35, %37, !dbg !2954
  br i1 %38, label %147, label %39, !dbg !2955

39:                                               ; preds = %34
    #dbg_value(ptr undef, !2956, !DIExpression(), !2960)
  %40 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %35) #18, !dbg !2962
    #dbg_value(ptr %40, !2909, !DIExpression(), !2910)
  %41 = getelementptr inbounds i8, ptr %40, i64 32
  %42 = load i32, ptr %41, align 4, !dbg !2963, !tbaa !2206
  %43 = load i32, ptr %2, align 4, !dbg !2966, !tbaa !2206
  br label %44, !dbg !2967

44:                                               ; preds = %39, %33
  %45 = phi i32 [ %43, %39 ], [ %23, %33 ], !dbg !2966
  %46 = phi i32 [ %42, %39 ], [ %27, %33 ], !dbg !2963
  %47 = phi ptr [ %35, %39 ], [ %25, %33 ]
  %48 = phi ptr [ %40, %39 ], [ %25, %33 ], !dbg !2910
    #dbg_value(ptr %48, !2909, !DIExpression(), !2910)
    #dbg_value(ptr %48, !2411, !DIExpression(), !2968)
    #dbg_value(ptr %48, !2373, !DIExpression(), !2970)
    #dbg_value(ptr %48, !2379, !DIExpression(), !2972)
    #dbg_value(ptr %0, !2385, !DIExpression(), !2974)
    #dbg_value(ptr %48, !2388, !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value), !2974)
    #dbg_value(ptr %2, !2389, !DIExpression(), !2974)
  %49 = icmp slt i32 %46, %45, !dbg !2975
  %50 = select i1 %49, ptr %47, ptr null, !dbg !2976
  %51 = select i1 %49, ptr null, ptr %48, !dbg !2977
  br label %147, !dbg !2976

52:                                               ; preds = %3
    #dbg_value(ptr %4, !2411, !DIExpression(), !2978)
    #dbg_value(ptr %4, !2373, !DIExpression(), !2980)
    #dbg_value(ptr %4, !2379, !DIExpression(), !2982)
  %53 = getelementptr inbounds i8, ptr %4, i64 32, !dbg !2984
    #dbg_value(ptr %0, !2385, !DIExpression(), !2985)
    #dbg_value(ptr %2, !2388, !DIExpression(), !2985)
    #dbg_value(ptr %53, !2389, !DIExpression(), !2985)
  %54 = load i32, ptr %2, align 4, !dbg !2987, !tbaa !2206
  %55 = load i32, ptr %53, align 4, !dbg !2988, !tbaa !2206
  %56 = icmp slt i32 %54, %55, !dbg !2989
  br i1 %56, label %57, label %100, !dbg !2990

57:                                               ; preds = %52
    #dbg_value(ptr %4, !2856, !DIExpression(), !2991)
    #dbg_value(ptr %0, !2992, !DIExpression(), !2995)
  %58 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2998
  %59 = load ptr, ptr %58, align 8, !dbg !2999, !tbaa !2296
  %60 = icmp eq ptr %59, %4, !dbg !3000
  br i1 %60, label %147, label %61, !dbg !3001

61:                                               ; preds = %57
    #dbg_value(ptr undef, !2956, !DIExpression(), !3002)
  %62 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %4) #18, !dbg !3005
    #dbg_value(ptr %62, !2856, !DIExpression(), !2991)
    #dbg_value(ptr %62, !2411, !DIExpression(), !3006)
    #dbg_value(ptr %62, !2373, !DIExpression(), !3008)
    #dbg_value(ptr %62, !2379, !DIExpression(), !3010)
  %63 = getelementptr inbounds i8, ptr %62, i64 32, !dbg !3012
    #dbg_value(ptr %0, !2385, !DIExpression(), !3013)
    #dbg_value(ptr %63, !2388, !DIExpression(), !3013)
    #dbg_value(ptr %2, !2389, !DIExpression(), !3013)
  %64 = load i32, ptr %63, align 4, !dbg !3015, !tbaa !2206
  %65 = icmp slt i32 %64, %54, !dbg !3016
  br i1 %65, label %66, label %72, !dbg !3017

66:                                               ; preds = %61
    #dbg_value(ptr %62, !2532, !DIExpression(), !3018)
  %67 = getelementptr inbounds i8, ptr %62, i64 24, !dbg !3022
  %68 = load ptr, ptr %67, align 8, !dbg !3022, !tbaa !2538
  %69 = icmp eq ptr %68, null, !dbg !3023
  %70 = select i1 %69, ptr null, ptr %4, !dbg !3024
  %71 = select i1 %69, ptr %62, ptr %4, !dbg !3024
  br label %147, !dbg !3024

72:                                               ; preds = %61
    #dbg_value(ptr %0, !2902, !DIExpression(), !3025)
    #dbg_value(ptr %2, !2905, !DIExpression(), !3025)
    #dbg_value(ptr %0, !2227, !DIExpression(), !3027)
    #dbg_value(ptr %0, !2232, !DIExpression(), !3029)
  %73 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3031
    #dbg_value(ptr poison, !2906, !DIExpression(), !3025)
    #dbg_value(ptr %0, !2864, !DIExpression(), !3032)
    #dbg_value(ptr %5, !2907, !DIExpression(), !3025)
    #dbg_value(i8 1, !2908, !DIExpression(), !3025)
  %74 = load ptr, ptr %73, align 8, !dbg !3025, !tbaa !2296
  %75 = icmp eq ptr %74, null, !dbg !3034
  br i1 %75, label %86, label %76, !dbg !3035

76:                                               ; preds = %72, %76
  %77 = phi ptr [ %83, %76 ], [ %74, %72 ]
    #dbg_value(ptr %77, !2907, !DIExpression(), !3025)
    #dbg_value(ptr %77, !2373, !DIExpression(), !3036)
    #dbg_value(ptr %77, !2379, !DIExpression(), !3038)
  %78 = getelementptr inbounds i8, ptr %77, i64 32, !dbg !3040
    #dbg_value(ptr %0, !2385, !DIExpression(), !3041)
    #dbg_value(ptr %2, !2388, !DIExpression(), !3041)
    #dbg_value(ptr %78, !2389, !DIExpression(), !3041)
  %79 = load i32, ptr %78, align 4, !dbg !3043, !tbaa !2206
  %80 = icmp slt i32 %54, %79, !dbg !3044
    #dbg_value(i1 %80, !2908, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !3025)
  %81 = select i1 %80, i64 16, i64 24, !dbg !3045
  %82 = getelementptr inbounds i8, ptr %77, i64 %81, !dbg !3045
    #dbg_value(ptr poison, !2906, !DIExpression(), !3025)
  %83 = load ptr, ptr %82, align 8, !dbg !3025, !tbaa !2296
    #dbg_value(ptr %83, !2906, !DIExpression(), !3025)
    #dbg_value(i8 poison, !2908, !DIExpression(), !3025)
  %84 = icmp eq ptr %83, null, !dbg !3034
  br i1 %84, label %85, label %76, !dbg !3035, !llvm.loop !3046

85:                                               ; preds = %76
    #dbg_value(ptr %77, !2909, !DIExpression(), !3025)
  br i1 %80, label %86, label %93, !dbg !3048

86:                                               ; preds = %85, %72
  %87 = phi ptr [ %77, %85 ], [ %5, %72 ]
    #dbg_value(ptr %0, !2935, !DIExpression(), !3049)
    #dbg_value(ptr undef, !2944, !DIExpression(), !3051)
    #dbg_value(ptr undef, !2951, !DIExpression(), !3051)
  %88 = icmp eq ptr %87, %59, !dbg !3053
  br i1 %88, label %147, label %89, !dbg !3054

89:                                               ; preds = %86
    #dbg_value(ptr undef, !2956, !DIExpression(), !3055)
  %90 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %87) #18, !dbg !3057
    #dbg_value(ptr %90, !2909, !DIExpression(), !3025)
  %91 = getelementptr inbounds i8, ptr %90, i64 32
  %92 = load i32, ptr %91, align 4, !dbg !3058, !tbaa !2206
  br label %93, !dbg !3060

93:                                               ; preds = %89, %85
  %94 = phi i32 [ %92, %89 ], [ %79, %85 ], !dbg !3058
  %95 = phi ptr [ %87, %89 ], [ %77, %85 ]
  %96 = phi ptr [ %90, %89 ], [ %77, %85 ], !dbg !3025
    #dbg_value(ptr %96, !2909, !DIExpression(), !3025)
    #dbg_value(ptr %96, !2411, !DIExpression(), !3061)
    #dbg_value(ptr %96, !2373, !DIExpression(), !3063)
    #dbg_value(ptr %96, !2379, !DIExpression(), !3065)
    #dbg_value(ptr %0, !2385, !DIExpression(), !3067)
    #dbg_value(ptr %96, !2388, !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value), !3067)
    #dbg_value(ptr %2, !2389, !DIExpression(), !3067)
  %97 = icmp slt i32 %94, %54, !dbg !3068
  %98 = select i1 %97, ptr %95, ptr null, !dbg !3069
  %99 = select i1 %97, ptr null, ptr %96, !dbg !3070
  br label %147, !dbg !3069

100:                                              ; preds = %52
    #dbg_value(ptr %4, !2411, !DIExpression(), !3071)
    #dbg_value(ptr %4, !2373, !DIExpression(), !3073)
    #dbg_value(ptr %4, !2379, !DIExpression(), !3075)
    #dbg_value(ptr %0, !2385, !DIExpression(), !3077)
    #dbg_value(ptr %53, !2388, !DIExpression(), !3077)
    #dbg_value(ptr %2, !2389, !DIExpression(), !3077)
  %101 = icmp slt i32 %55, %54, !dbg !3079
  br i1 %101, label %102, label %147, !dbg !3080

102:                                              ; preds = %100
    #dbg_value(ptr %4, !2860, !DIExpression(), !3081)
    #dbg_value(ptr %0, !2882, !DIExpression(), !3082)
  %103 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !3085
  %104 = load ptr, ptr %103, align 8, !dbg !3086, !tbaa !2296
  %105 = icmp eq ptr %104, %4, !dbg !3087
  br i1 %105, label %147, label %106, !dbg !3088

106:                                              ; preds = %102
    #dbg_value(ptr undef, !3089, !DIExpression(), !3092)
  %107 = tail call noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef nonnull %4) #18, !dbg !3095
    #dbg_value(ptr %107, !2860, !DIExpression(), !3081)
    #dbg_value(ptr %107, !2411, !DIExpression(), !3096)
    #dbg_value(ptr %107, !2373, !DIExpression(), !3098)
    #dbg_value(ptr %107, !2379, !DIExpression(), !3100)
  %108 = getelementptr inbounds i8, ptr %107, i64 32, !dbg !3102
    #dbg_value(ptr %0, !2385, !DIExpression(), !3103)
    #dbg_value(ptr %2, !2388, !DIExpression(), !3103)
    #dbg_value(ptr %108, !2389, !DIExpression(), !3103)
  %109 = load i32, ptr %108, align 4, !dbg !3105, !tbaa !2206
  %110 = icmp slt i32 %54, %109, !dbg !3106
  br i1 %110, label %111, label %117, !dbg !3107

111:                                              ; preds = %106
    #dbg_value(ptr %4, !2532, !DIExpression(), !3108)
  %112 = getelementptr inbounds i8, ptr %4, i64 24, !dbg !3112
  %113 = load ptr, ptr %112, align 8, !dbg !3112, !tbaa !2538
  %114 = icmp eq ptr %113, null, !dbg !3113
  %115 = select i1 %114, ptr null, ptr %107, !dbg !3114
  %116 = select i1 %114, ptr %4, ptr %107, !dbg !3114
  br label %147, !dbg !3114

117:                                              ; preds = %106
    #dbg_value(ptr %0, !2902, !DIExpression(), !3115)
    #dbg_value(ptr %2, !2905, !DIExpression(), !3115)
    #dbg_value(ptr %0, !2227, !DIExpression(), !3117)
    #dbg_value(ptr %0, !2232, !DIExpression(), !3119)
  %118 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3121
    #dbg_value(ptr poison, !2906, !DIExpression(), !3115)
    #dbg_value(ptr %0, !2864, !DIExpression(), !3122)
    #dbg_value(ptr %5, !2907, !DIExpression(), !3115)
    #dbg_value(i8 1, !2908, !DIExpression(), !3115)
  %119 = load ptr, ptr %118, align 8, !dbg !3115, !tbaa !2296
  %120 = icmp eq ptr %119, null, !dbg !3124
  br i1 %120, label %131, label %121, !dbg !3125

121:                                              ; preds = %117, %121
  %122 = phi ptr [ %128, %121 ], [ %119, %117 ]
    #dbg_value(ptr %122, !2907, !DIExpression(), !3115)
    #dbg_value(ptr %122, !2373, !DIExpression(), !3126)
    #dbg_value(ptr %122, !2379, !DIExpression(), !3128)
  %123 = getelementptr inbounds i8, ptr %122, i64 32, !dbg !3130
    #dbg_value(ptr %0, !2385, !DIExpression(), !3131)
    #dbg_value(ptr %2, !2388, !DIExpression(), !3131)
    #dbg_value(ptr %123, !2389, !DIExpression(), !3131)
  %124 = load i32, ptr %123, align 4, !dbg !3133, !tbaa !2206
  %125 = icmp slt i32 %54, %124, !dbg !3134
    #dbg_value(i1 %125, !2908, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !3115)
  %126 = select i1 %125, i64 16, i64 24, !dbg !3135
  %127 = getelementptr inbounds i8, ptr %122, i64 %126, !dbg !3135
    #dbg_value(ptr poison, !2906, !DIExpression(), !3115)
  %128 = load ptr, ptr %127, align 8, !dbg !3115, !tbaa !2296
    #dbg_value(ptr %128, !2906, !DIExpression(), !3115)
    #dbg_value(i8 poison, !2908, !DIExpression(), !3115)
  %129 = icmp eq ptr %128, null, !dbg !3124
  br i1 %129, label %130, label %121, !dbg !3125, !llvm.loop !3136

130:                                              ; preds = %121
    #dbg_value(ptr %122, !2909, !DIExpression(), !3115)
  br i1 %125, label %131, label %140, !dbg !3138

131:                                              ; preds = %130, %117
  %132 = phi ptr [ %122, %130 ], [ %5, %117 ]
    #dbg_value(ptr %0, !2935, !DIExpression(), !3139)
  %133 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3141
  %134 = load ptr, ptr %133, align 8, !dbg !3141, !tbaa !2195
    #dbg_value(ptr undef, !2944, !DIExpression(), !3142)
    #dbg_value(ptr undef, !2951, !DIExpression(), !3142)
  %135 = icmp eq ptr %132, %134, !dbg !3144
  br i1 %135, label %147, label %136, !dbg !3145

136:                                              ; preds = %131
    #dbg_value(ptr undef, !2956, !DIExpression(), !3146)
  %137 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %132) #18, !dbg !3148
    #dbg_value(ptr %137, !2909, !DIExpression(), !3115)
  %138 = getelementptr inbounds i8, ptr %137, i64 32
  %139 = load i32, ptr %138, align 4, !dbg !3149, !tbaa !2206
  br label %140, !dbg !3151

140:                                              ; preds = %136, %130
  %141 = phi i32 [ %139, %136 ], [ %124, %130 ], !dbg !3149
  %142 = phi ptr [ %132, %136 ], [ %122, %130 ]
  %143 = phi ptr [ %137, %136 ], [ %122, %130 ], !dbg !3115
    #dbg_value(ptr %143, !2909, !DIExpression(), !3115)
    #dbg_value(ptr %143, !2411, !DIExpression(), !3152)
    #dbg_value(ptr %143, !2373, !DIExpression(), !3154)
    #dbg_value(ptr %143, !2379, !DIExpression(), !3156)
    #dbg_value(ptr %0, !2385, !DIExpression(), !3158)
    #dbg_value(ptr %143, !2388, !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value), !3158)
    #dbg_value(ptr %2, !2389, !DIExpression(), !3158)
  %144 = icmp slt i32 %141, %54, !dbg !3159
  %145 = select i1 %144, ptr %142, ptr null, !dbg !3160
  %146 = select i1 %144, ptr null, ptr %143, !dbg !3161
  br label %147, !dbg !3160

147:                                              ; preds = %140, %131, %93, %86, %44, %34, %111, %66, %100, %102, %57, %11
  %148 = phi ptr [ null, %11 ], [ %4, %57 ], [ null, %102 ], [ %4, %100 ], [ %70, %66 ], [ %115, %111 ], [ null, %34 ], [ %51, %44 ], [ null, %86 ], [ %99, %93 ], [ null, %131 ], [ %146, %140 ], !dbg !3162
  %149 = phi ptr [ %13, %11 ], [ %4, %57 ], [ %4, %102 ], [ null, %100 ], [ %71, %66 ], [ %116, %111 ], [ %35, %34 ], [ %50, %44 ], [ %59, %86 ], [ %98, %93 ], [ %132, %131 ], [ %145, %140 ], !dbg !3162
  %150 = ptrtoint ptr %148 to i64, !dbg !3163
  %151 = insertvalue [2 x i64] poison, i64 %150, 0, !dbg !3163
  %152 = ptrtoint ptr %149 to i64, !dbg !3163
  %153 = insertvalue [2 x i64] %151, i64 %152, 1, !dbg !3163
  ret [2 x i64] %153, !dbg !3163
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare !dbg !3164 noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare !dbg !3167 noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #12

; Function Attrs: nounwind
declare !dbg !3168 void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef, ptr noundef, ptr noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #8

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress noinline uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { inlinehint mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nobuiltin allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #13 = { nounwind }
attributes #14 = { builtin nounwind }
attributes #15 = { noreturn }
attributes #16 = { noreturn nounwind }
attributes #17 = { builtin allocsize(0) }
attributes #18 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!43}
!llvm.module.flags = !{!2103, !2104, !2105, !2106, !2107, !2108, !2109, !2110}
!llvm.ident = !{!2111}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/aarch64/eh_spec.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "f4ba8427eac53845f589f6c7dd2065f4")
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
!35 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/stl_pair.h", directory: "", checksumkind: CSK_MD5, checksum: "f2351ea411e0407b28929ea2397f6e3f")
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
!46 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/stl_tree.h", directory: "")
!47 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!48 = !{!49, !50}
!49 = !DIEnumerator(name: "_S_red", value: 0, isUnsigned: true)
!50 = !DIEnumerator(name: "_S_black", value: 1, isUnsigned: true)
!51 = !{!52, !54, !55, !245, !154, !446, !836, !420, !77, !233, !837, !100, !543, !845, !147, !282, !812, !846, !847, !965, !968, !81, !78, !213, !481, !478, !56, !59, !260, !265, !319, !359, !796, !544, !37, !854, !878, !851, !1167, !1179}
!52 = !DICompositeType(tag: DW_TAG_class_type, name: "runtime_error", scope: !34, file: !53, line: 219, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt13runtime_error")
!53 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/stdexcept", directory: "")
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
!64 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/ext/alloc_traits.h", directory: "")
!65 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<std::_Rb_tree_node<std::pair<const int, long> > >", scope: !66, file: !64, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !126, templateParams: !188, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaISt4pairIKilEES3_E6rebindISt13_Rb_tree_nodeIS3_EEE")
!66 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<std::pair<const int, long> >, std::pair<const int, long> >", scope: !67, file: !64, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !68, templateParams: !186, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaISt4pairIKilEES3_EE")
!67 = !DINamespace(name: "__gnu_cxx", scope: null)
!68 = !{!69, !170, !175, !179, !182, !183, !184, !185}
!69 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !66, baseType: !70, extraData: i32 0)
!70 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<std::pair<const int, long> > >", scope: !34, file: !71, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !72, templateParams: !168, identifier: "_ZTSSt16allocator_traitsISaISt4pairIKilEEE")
!71 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/alloc_traits.h", directory: "", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
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
!123 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/type_traits", directory: "")
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
!145 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!146 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !71, line: 435, baseType: !147)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !34, file: !148, line: 298, baseType: !149)
!148 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/aarch64-linux-gnu/bits/c++config.h", directory: "", checksumkind: CSK_MD5, checksum: "fd0c235258299de84551be61e6e8eb87")
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
!214 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/ext/aligned_buffer.h", directory: "")
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
!264 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/aarch64-linux-gnu/bits/c++allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!265 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<std::_Rb_tree_node<std::pair<const int, long> > >", scope: !34, file: !266, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !267, templateParams: !188, identifier: "_ZTSSt15__new_allocatorISt13_Rb_tree_nodeISt4pairIKilEEE")
!266 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/new_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
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
!323 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/stl_function.h", directory: "", checksumkind: CSK_MD5, checksum: "63fc7573f04ccb8f515906b34e2fa890")
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
!676 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
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
!753 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/node_handle.h", directory: "")
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
!848 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/tuple", directory: "")
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
!879 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/uses_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "8fb0bb8a0e08dbc54c6967e43841de9b")
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
!969 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/stl_map.h", directory: "", checksumkind: CSK_MD5, checksum: "f18c995445c8115b28fe5595fc6ef3fd")
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
!996 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/initializer_list", directory: "")
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
!1203 = !{!1204, !1263, !1269, !1274, !1278, !1280, !1282, !1284, !1286, !1293, !1298, !1303, !1307, !1311, !1315, !1320, !1324, !1326, !1330, !1336, !1340, !1345, !1347, !1352, !1356, !1360, !1362, !1366, !1370, !1372, !1376, !1378, !1380, !1384, !1388, !1392, !1396, !1400, !1404, !1406, !1420, !1424, !1428, !1432, !1434, !1436, !1440, !1444, !1445, !1446, !1447, !1448, !1449, !1455, !1459, !1463, !1467, !1471, !1475, !1477, !1479, !1481, !1485, !1489, !1493, !1497, !1501, !1503, !1505, !1507, !1511, !1515, !1519, !1521, !1523, !1527, !1531, !1548, !1551, !1556, !1563, !1571, !1575, !1582, !1586, !1590, !1592, !1594, !1598, !1604, !1608, !1614, !1620, !1622, !1626, !1630, !1634, !1638, !1642, !1644, !1648, !1652, !1656, !1658, !1662, !1666, !1670, !1672, !1674, !1678, !1686, !1690, !1694, !1698, !1700, !1706, !1708, !1715, !1720, !1724, !1728, !1732, !1736, !1740, !1742, !1744, !1748, !1752, !1756, !1758, !1762, !1766, !1768, !1770, !1774, !1779, !1784, !1789, !1790, !1791, !1792, !1793, !1794, !1795, !1796, !1797, !1798, !1799, !1804, !1808, !1811, !1814, !1817, !1819, !1821, !1823, !1826, !1829, !1832, !1835, !1838, !1840, !1844, !1847, !1850, !1853, !1855, !1857, !1859, !1861, !1864, !1867, !1870, !1873, !1876, !1878, !1882, !1886, !1891, !1895, !1897, !1899, !1901, !1903, !1905, !1907, !1909, !1911, !1913, !1915, !1917, !1919, !1921, !1925, !1929, !1933, !1939, !1943, !1947, !1952, !1954, !1959, !1961, !1965, !1974, !1976, !1980, !1984, !1988, !1992, !1996, !2000, !2004, !2008, !2012, !2016, !2020, !2022, !2024, !2028, !2032, !2038, !2042, !2046, !2048, !2052, !2056, !2062, !2064, !2068, !2072, !2076, !2080, !2084, !2088, !2092, !2093, !2094, !2095, !2097, !2098, !2099, !2100, !2101, !2102}
!1204 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1205, file: !1262, line: 98)
!1205 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !1206, line: 7, baseType: !1207)
!1206 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!1207 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !1208, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !1209, identifier: "_ZTS8_IO_FILE")
!1208 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
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
!1232 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
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
!1262 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cstdio", directory: "")
!1263 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1264, file: !1262, line: 99)
!1264 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !1265, line: 84, baseType: !1266)
!1265 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1266 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !1267, line: 14, baseType: !1268)
!1267 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
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
!1349 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
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
!1412 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !1413)
!1413 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list", scope: !34, size: 256, flags: DIFlagTypePassByValue, elements: !1414, identifier: "_ZTSSt9__va_list")
!1414 = !{!1415, !1416, !1417, !1418, !1419}
!1415 = !DIDerivedType(tag: DW_TAG_member, name: "__stack", scope: !1413, file: !2, baseType: !233, size: 64)
!1416 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_top", scope: !1413, file: !2, baseType: !233, size: 64, offset: 64)
!1417 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_top", scope: !1413, file: !2, baseType: !233, size: 64, offset: 128)
!1418 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_offs", scope: !1413, file: !2, baseType: !100, size: 32, offset: 192)
!1419 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_offs", scope: !1413, file: !2, baseType: !100, size: 32, offset: 224)
!1420 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1421, file: !1262, line: 145)
!1421 = !DISubprogram(name: "vprintf", scope: !1349, file: !1349, line: 39, type: !1422, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1422 = !DISubroutineType(types: !1423)
!1423 = !{!100, !1302, !1410}
!1424 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1425, file: !1262, line: 146)
!1425 = !DISubprogram(name: "vsprintf", scope: !1265, file: !1265, line: 373, type: !1426, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1426 = !DISubroutineType(types: !1427)
!1427 = !{!100, !1297, !1302, !1410}
!1428 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !1429, file: !1262, line: 175)
!1429 = !DISubprogram(name: "snprintf", scope: !1265, file: !1265, line: 378, type: !1430, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1430 = !DISubroutineType(types: !1431)
!1431 = !{!100, !1297, !1255, !1302, null}
!1432 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !1433, file: !1262, line: 176)
!1433 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !1265, file: !1265, line: 479, type: !1408, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1434 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !1435, file: !1262, line: 177)
!1435 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !1265, file: !1265, line: 484, type: !1422, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1436 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !1437, file: !1262, line: 178)
!1437 = !DISubprogram(name: "vsnprintf", scope: !1265, file: !1265, line: 382, type: !1438, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1438 = !DISubroutineType(types: !1439)
!1439 = !{!100, !1297, !1255, !1302, !1410}
!1440 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !1441, file: !1262, line: 179)
!1441 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !1265, file: !1265, line: 487, type: !1442, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1442 = !DISubroutineType(types: !1443)
!1443 = !{!100, !1302, !1302, !1410}
!1444 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1429, file: !1262, line: 185)
!1445 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1433, file: !1262, line: 186)
!1446 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1435, file: !1262, line: 187)
!1447 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1437, file: !1262, line: 188)
!1448 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1441, file: !1262, line: 189)
!1449 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1450, file: !1454, line: 77)
!1450 = !DISubprogram(name: "memchr", scope: !1451, file: !1451, line: 100, type: !1452, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1451 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!1452 = !DISubroutineType(types: !1453)
!1453 = !{!154, !154, !100, !1255}
!1454 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cstring", directory: "")
!1455 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1456, file: !1454, line: 78)
!1456 = !DISubprogram(name: "memcmp", scope: !1451, file: !1451, line: 64, type: !1457, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1457 = !DISubroutineType(types: !1458)
!1458 = !{!100, !154, !154, !1255}
!1459 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1460, file: !1454, line: 79)
!1460 = !DISubprogram(name: "memcpy", scope: !1451, file: !1451, line: 43, type: !1461, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1461 = !DISubroutineType(types: !1462)
!1462 = !{!233, !1319, !1344, !1255}
!1463 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1464, file: !1454, line: 80)
!1464 = !DISubprogram(name: "memmove", scope: !1451, file: !1451, line: 47, type: !1465, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1465 = !DISubroutineType(types: !1466)
!1466 = !{!233, !233, !154, !1255}
!1467 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1468, file: !1454, line: 81)
!1468 = !DISubprogram(name: "memset", scope: !1451, file: !1451, line: 61, type: !1469, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1469 = !DISubroutineType(types: !1470)
!1470 = !{!233, !233, !100, !1255}
!1471 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1472, file: !1454, line: 82)
!1472 = !DISubprogram(name: "strcat", scope: !1451, file: !1451, line: 149, type: !1473, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1473 = !DISubroutineType(types: !1474)
!1474 = !{!1212, !1297, !1302}
!1475 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1476, file: !1454, line: 83)
!1476 = !DISubprogram(name: "strcmp", scope: !1451, file: !1451, line: 156, type: !1374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1477 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1478, file: !1454, line: 84)
!1478 = !DISubprogram(name: "strcoll", scope: !1451, file: !1451, line: 163, type: !1374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1479 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1480, file: !1454, line: 85)
!1480 = !DISubprogram(name: "strcpy", scope: !1451, file: !1451, line: 141, type: !1473, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1481 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1482, file: !1454, line: 86)
!1482 = !DISubprogram(name: "strcspn", scope: !1451, file: !1451, line: 293, type: !1483, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1483 = !DISubroutineType(types: !1484)
!1484 = !{!1255, !844, !844}
!1485 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1486, file: !1454, line: 87)
!1486 = !DISubprogram(name: "strerror", scope: !1451, file: !1451, line: 419, type: !1487, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1487 = !DISubroutineType(types: !1488)
!1488 = !{!1212, !100}
!1489 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1490, file: !1454, line: 88)
!1490 = !DISubprogram(name: "strlen", scope: !1451, file: !1451, line: 407, type: !1491, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1491 = !DISubroutineType(types: !1492)
!1492 = !{!1255, !844}
!1493 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1494, file: !1454, line: 89)
!1494 = !DISubprogram(name: "strncat", scope: !1451, file: !1451, line: 152, type: !1495, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1495 = !DISubroutineType(types: !1496)
!1496 = !{!1212, !1297, !1302, !1255}
!1497 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1498, file: !1454, line: 90)
!1498 = !DISubprogram(name: "strncmp", scope: !1451, file: !1451, line: 159, type: !1499, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1499 = !DISubroutineType(types: !1500)
!1500 = !{!100, !844, !844, !1255}
!1501 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1502, file: !1454, line: 91)
!1502 = !DISubprogram(name: "strncpy", scope: !1451, file: !1451, line: 144, type: !1495, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1503 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1504, file: !1454, line: 92)
!1504 = !DISubprogram(name: "strspn", scope: !1451, file: !1451, line: 297, type: !1483, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1505 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1506, file: !1454, line: 93)
!1506 = !DISubprogram(name: "strtok", scope: !1451, file: !1451, line: 356, type: !1473, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1507 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1508, file: !1454, line: 94)
!1508 = !DISubprogram(name: "strxfrm", scope: !1451, file: !1451, line: 166, type: !1509, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1509 = !DISubroutineType(types: !1510)
!1510 = !{!1255, !1297, !1302, !1255}
!1511 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1512, file: !1454, line: 95)
!1512 = !DISubprogram(name: "strchr", scope: !1451, file: !1451, line: 239, type: !1513, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1513 = !DISubroutineType(types: !1514)
!1514 = !{!844, !844, !100}
!1515 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1516, file: !1454, line: 96)
!1516 = !DISubprogram(name: "strpbrk", scope: !1451, file: !1451, line: 316, type: !1517, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1517 = !DISubroutineType(types: !1518)
!1518 = !{!844, !844, !844}
!1519 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1520, file: !1454, line: 97)
!1520 = !DISubprogram(name: "strrchr", scope: !1451, file: !1451, line: 266, type: !1513, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1521 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1522, file: !1454, line: 98)
!1522 = !DISubprogram(name: "strstr", scope: !1451, file: !1451, line: 343, type: !1517, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1523 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1524, file: !1525, line: 68)
!1524 = !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !1526, file: !1525, line: 90, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!1525 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/exception_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!1526 = !DINamespace(name: "__exception_ptr", scope: !34)
!1527 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !1526, entity: !1528, file: !1525, line: 84)
!1528 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !34, file: !1525, line: 80, type: !1529, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1529 = !DISubroutineType(types: !1530)
!1530 = !{null, !1524}
!1531 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1532, file: !1547, line: 64)
!1532 = !DIDerivedType(tag: DW_TAG_typedef, name: "mbstate_t", file: !1533, line: 6, baseType: !1534)
!1533 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "ba8742313715e20e434cf6ccb2db98e3")
!1534 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mbstate_t", file: !1535, line: 21, baseType: !1536)
!1535 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/__mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "82911a3e689448e3691ded3e0b471a55")
!1536 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1535, line: 13, size: 64, flags: DIFlagTypePassByValue, elements: !1537, identifier: "_ZTS11__mbstate_t")
!1537 = !{!1538, !1539}
!1538 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !1536, file: !1535, line: 15, baseType: !100, size: 32)
!1539 = !DIDerivedType(tag: DW_TAG_member, name: "__value", scope: !1536, file: !1535, line: 20, baseType: !1540, size: 32, offset: 32)
!1540 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !1536, file: !1535, line: 16, size: 32, flags: DIFlagTypePassByValue, elements: !1541, identifier: "_ZTSN11__mbstate_tUt_E")
!1541 = !{!1542, !1543}
!1542 = !DIDerivedType(tag: DW_TAG_member, name: "__wch", scope: !1540, file: !1535, line: 18, baseType: !47, size: 32)
!1543 = !DIDerivedType(tag: DW_TAG_member, name: "__wchb", scope: !1540, file: !1535, line: 19, baseType: !1544, size: 32)
!1544 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32, elements: !1545)
!1545 = !{!1546}
!1546 = !DISubrange(count: 4)
!1547 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cwchar", directory: "")
!1548 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1549, file: !1547, line: 141)
!1549 = !DIDerivedType(tag: DW_TAG_typedef, name: "wint_t", file: !1550, line: 20, baseType: !47)
!1550 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/wint_t.h", directory: "", checksumkind: CSK_MD5, checksum: "aa31b53ef28dc23152ceb41e2763ded3")
!1551 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1552, file: !1547, line: 143)
!1552 = !DISubprogram(name: "btowc", scope: !1553, file: !1553, line: 319, type: !1554, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1553 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/wchar.h", directory: "", checksumkind: CSK_MD5, checksum: "c2c1588988a2a89d06792ce221872236")
!1554 = !DISubroutineType(types: !1555)
!1555 = !{!1549, !100}
!1556 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1557, file: !1547, line: 144)
!1557 = !DISubprogram(name: "fgetwc", scope: !1553, file: !1553, line: 744, type: !1558, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1558 = !DISubroutineType(types: !1559)
!1559 = !{!1549, !1560}
!1560 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1561, size: 64)
!1561 = !DIDerivedType(tag: DW_TAG_typedef, name: "__FILE", file: !1562, line: 5, baseType: !1207)
!1562 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/__FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "72a8fe90981f484acae7c6f3dfc5c2b7")
!1563 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1564, file: !1547, line: 145)
!1564 = !DISubprogram(name: "fgetws", scope: !1553, file: !1553, line: 773, type: !1565, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1565 = !DISubroutineType(types: !1566)
!1566 = !{!1567, !1569, !100, !1570}
!1567 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1568, size: 64)
!1568 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_unsigned)
!1569 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1567)
!1570 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1560)
!1571 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1572, file: !1547, line: 146)
!1572 = !DISubprogram(name: "fputwc", scope: !1553, file: !1553, line: 758, type: !1573, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1573 = !DISubroutineType(types: !1574)
!1574 = !{!1549, !1568, !1560}
!1575 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1576, file: !1547, line: 147)
!1576 = !DISubprogram(name: "fputws", scope: !1553, file: !1553, line: 780, type: !1577, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1577 = !DISubroutineType(types: !1578)
!1578 = !{!100, !1579, !1570}
!1579 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1580)
!1580 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1581, size: 64)
!1581 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1568)
!1582 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1583, file: !1547, line: 148)
!1583 = !DISubprogram(name: "fwide", scope: !1553, file: !1553, line: 588, type: !1584, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1584 = !DISubroutineType(types: !1585)
!1585 = !{!100, !1560, !100}
!1586 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1587, file: !1547, line: 149)
!1587 = !DISubprogram(name: "fwprintf", scope: !1553, file: !1553, line: 595, type: !1588, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1588 = !DISubroutineType(types: !1589)
!1589 = !{!100, !1570, !1579, null}
!1590 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1591, file: !1547, line: 150)
!1591 = !DISubprogram(name: "fwscanf", linkageName: "__isoc99_fwscanf", scope: !1553, file: !1553, line: 657, type: !1588, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1592 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1593, file: !1547, line: 151)
!1593 = !DISubprogram(name: "getwc", scope: !1553, file: !1553, line: 745, type: !1558, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1594 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1595, file: !1547, line: 152)
!1595 = !DISubprogram(name: "getwchar", scope: !1553, file: !1553, line: 751, type: !1596, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1596 = !DISubroutineType(types: !1597)
!1597 = !{!1549}
!1598 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1599, file: !1547, line: 153)
!1599 = !DISubprogram(name: "mbrlen", scope: !1553, file: !1553, line: 330, type: !1600, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1600 = !DISubroutineType(types: !1601)
!1601 = !{!1255, !1302, !1255, !1602}
!1602 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1603)
!1603 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1532, size: 64)
!1604 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1605, file: !1547, line: 154)
!1605 = !DISubprogram(name: "mbrtowc", scope: !1553, file: !1553, line: 297, type: !1606, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1606 = !DISubroutineType(types: !1607)
!1607 = !{!1255, !1569, !1302, !1255, !1602}
!1608 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1609, file: !1547, line: 155)
!1609 = !DISubprogram(name: "mbsinit", scope: !1553, file: !1553, line: 293, type: !1610, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1610 = !DISubroutineType(types: !1611)
!1611 = !{!100, !1612}
!1612 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1613, size: 64)
!1613 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1532)
!1614 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1615, file: !1547, line: 156)
!1615 = !DISubprogram(name: "mbsrtowcs", scope: !1553, file: !1553, line: 338, type: !1616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1616 = !DISubroutineType(types: !1617)
!1617 = !{!1255, !1569, !1618, !1255, !1602}
!1618 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1619)
!1619 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !844, size: 64)
!1620 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1621, file: !1547, line: 157)
!1621 = !DISubprogram(name: "putwc", scope: !1553, file: !1553, line: 759, type: !1573, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1622 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1623, file: !1547, line: 158)
!1623 = !DISubprogram(name: "putwchar", scope: !1553, file: !1553, line: 765, type: !1624, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1624 = !DISubroutineType(types: !1625)
!1625 = !{!1549, !1568}
!1626 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1627, file: !1547, line: 160)
!1627 = !DISubprogram(name: "swprintf", scope: !1553, file: !1553, line: 605, type: !1628, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1628 = !DISubroutineType(types: !1629)
!1629 = !{!100, !1569, !1255, !1579, null}
!1630 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1631, file: !1547, line: 162)
!1631 = !DISubprogram(name: "swscanf", linkageName: "__isoc99_swscanf", scope: !1553, file: !1553, line: 664, type: !1632, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1632 = !DISubroutineType(types: !1633)
!1633 = !{!100, !1579, !1579, null}
!1634 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1635, file: !1547, line: 163)
!1635 = !DISubprogram(name: "ungetwc", scope: !1553, file: !1553, line: 788, type: !1636, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1636 = !DISubroutineType(types: !1637)
!1637 = !{!1549, !1549, !1560}
!1638 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1639, file: !1547, line: 164)
!1639 = !DISubprogram(name: "vfwprintf", scope: !1553, file: !1553, line: 613, type: !1640, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1640 = !DISubroutineType(types: !1641)
!1641 = !{!100, !1570, !1579, !1410}
!1642 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1643, file: !1547, line: 166)
!1643 = !DISubprogram(name: "vfwscanf", linkageName: "__isoc99_vfwscanf", scope: !1553, file: !1553, line: 711, type: !1640, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1644 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1645, file: !1547, line: 169)
!1645 = !DISubprogram(name: "vswprintf", scope: !1553, file: !1553, line: 626, type: !1646, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1646 = !DISubroutineType(types: !1647)
!1647 = !{!100, !1569, !1255, !1579, !1410}
!1648 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1649, file: !1547, line: 172)
!1649 = !DISubprogram(name: "vswscanf", linkageName: "__isoc99_vswscanf", scope: !1553, file: !1553, line: 718, type: !1650, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1650 = !DISubroutineType(types: !1651)
!1651 = !{!100, !1579, !1579, !1410}
!1652 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1653, file: !1547, line: 174)
!1653 = !DISubprogram(name: "vwprintf", scope: !1553, file: !1553, line: 621, type: !1654, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1654 = !DISubroutineType(types: !1655)
!1655 = !{!100, !1579, !1410}
!1656 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1657, file: !1547, line: 176)
!1657 = !DISubprogram(name: "vwscanf", linkageName: "__isoc99_vwscanf", scope: !1553, file: !1553, line: 715, type: !1654, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1658 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1659, file: !1547, line: 178)
!1659 = !DISubprogram(name: "wcrtomb", scope: !1553, file: !1553, line: 302, type: !1660, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1660 = !DISubroutineType(types: !1661)
!1661 = !{!1255, !1297, !1568, !1602}
!1662 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1663, file: !1547, line: 179)
!1663 = !DISubprogram(name: "wcscat", scope: !1553, file: !1553, line: 97, type: !1664, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1664 = !DISubroutineType(types: !1665)
!1665 = !{!1567, !1569, !1579}
!1666 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1667, file: !1547, line: 180)
!1667 = !DISubprogram(name: "wcscmp", scope: !1553, file: !1553, line: 106, type: !1668, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1668 = !DISubroutineType(types: !1669)
!1669 = !{!100, !1580, !1580}
!1670 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1671, file: !1547, line: 181)
!1671 = !DISubprogram(name: "wcscoll", scope: !1553, file: !1553, line: 131, type: !1668, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1672 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1673, file: !1547, line: 182)
!1673 = !DISubprogram(name: "wcscpy", scope: !1553, file: !1553, line: 87, type: !1664, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1674 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1675, file: !1547, line: 183)
!1675 = !DISubprogram(name: "wcscspn", scope: !1553, file: !1553, line: 188, type: !1676, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1676 = !DISubroutineType(types: !1677)
!1677 = !{!1255, !1580, !1580}
!1678 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1679, file: !1547, line: 184)
!1679 = !DISubprogram(name: "wcsftime", scope: !1553, file: !1553, line: 852, type: !1680, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1680 = !DISubroutineType(types: !1681)
!1681 = !{!1255, !1569, !1255, !1579, !1682}
!1682 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1683)
!1683 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1684, size: 64)
!1684 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1685)
!1685 = !DICompositeType(tag: DW_TAG_structure_type, name: "tm", file: !1553, line: 83, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS2tm")
!1686 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1687, file: !1547, line: 185)
!1687 = !DISubprogram(name: "wcslen", scope: !1553, file: !1553, line: 223, type: !1688, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1688 = !DISubroutineType(types: !1689)
!1689 = !{!1255, !1580}
!1690 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1691, file: !1547, line: 186)
!1691 = !DISubprogram(name: "wcsncat", scope: !1553, file: !1553, line: 101, type: !1692, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1692 = !DISubroutineType(types: !1693)
!1693 = !{!1567, !1569, !1579, !1255}
!1694 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1695, file: !1547, line: 187)
!1695 = !DISubprogram(name: "wcsncmp", scope: !1553, file: !1553, line: 109, type: !1696, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1696 = !DISubroutineType(types: !1697)
!1697 = !{!100, !1580, !1580, !1255}
!1698 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1699, file: !1547, line: 188)
!1699 = !DISubprogram(name: "wcsncpy", scope: !1553, file: !1553, line: 92, type: !1692, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1700 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1701, file: !1547, line: 189)
!1701 = !DISubprogram(name: "wcsrtombs", scope: !1553, file: !1553, line: 344, type: !1702, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1702 = !DISubroutineType(types: !1703)
!1703 = !{!1255, !1297, !1704, !1255, !1602}
!1704 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1705)
!1705 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1580, size: 64)
!1706 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1707, file: !1547, line: 190)
!1707 = !DISubprogram(name: "wcsspn", scope: !1553, file: !1553, line: 192, type: !1676, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1708 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1709, file: !1547, line: 191)
!1709 = !DISubprogram(name: "wcstod", scope: !1553, file: !1553, line: 378, type: !1710, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1710 = !DISubroutineType(types: !1711)
!1711 = !{!1712, !1579, !1713}
!1712 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!1713 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1714)
!1714 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1567, size: 64)
!1715 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1716, file: !1547, line: 193)
!1716 = !DISubprogram(name: "wcstof", scope: !1553, file: !1553, line: 383, type: !1717, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1717 = !DISubroutineType(types: !1718)
!1718 = !{!1719, !1579, !1713}
!1719 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!1720 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1721, file: !1547, line: 195)
!1721 = !DISubprogram(name: "wcstok", scope: !1553, file: !1553, line: 218, type: !1722, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1722 = !DISubroutineType(types: !1723)
!1723 = !{!1567, !1569, !1579, !1713}
!1724 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1725, file: !1547, line: 196)
!1725 = !DISubprogram(name: "wcstol", scope: !1553, file: !1553, line: 429, type: !1726, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1726 = !DISubroutineType(types: !1727)
!1727 = !{!102, !1579, !1713, !100}
!1728 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1729, file: !1547, line: 197)
!1729 = !DISubprogram(name: "wcstoul", scope: !1553, file: !1553, line: 434, type: !1730, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1730 = !DISubroutineType(types: !1731)
!1731 = !{!149, !1579, !1713, !100}
!1732 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1733, file: !1547, line: 198)
!1733 = !DISubprogram(name: "wcsxfrm", scope: !1553, file: !1553, line: 135, type: !1734, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1734 = !DISubroutineType(types: !1735)
!1735 = !{!1255, !1569, !1579, !1255}
!1736 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1737, file: !1547, line: 199)
!1737 = !DISubprogram(name: "wctob", scope: !1553, file: !1553, line: 325, type: !1738, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1738 = !DISubroutineType(types: !1739)
!1739 = !{!100, !1549}
!1740 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1741, file: !1547, line: 200)
!1741 = !DISubprogram(name: "wmemcmp", scope: !1553, file: !1553, line: 259, type: !1696, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1742 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1743, file: !1547, line: 201)
!1743 = !DISubprogram(name: "wmemcpy", scope: !1553, file: !1553, line: 263, type: !1692, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1744 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1745, file: !1547, line: 202)
!1745 = !DISubprogram(name: "wmemmove", scope: !1553, file: !1553, line: 268, type: !1746, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1746 = !DISubroutineType(types: !1747)
!1747 = !{!1567, !1567, !1580, !1255}
!1748 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1749, file: !1547, line: 203)
!1749 = !DISubprogram(name: "wmemset", scope: !1553, file: !1553, line: 272, type: !1750, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1750 = !DISubroutineType(types: !1751)
!1751 = !{!1567, !1567, !1568, !1255}
!1752 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1753, file: !1547, line: 204)
!1753 = !DISubprogram(name: "wprintf", scope: !1553, file: !1553, line: 602, type: !1754, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1754 = !DISubroutineType(types: !1755)
!1755 = !{!100, !1579, null}
!1756 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1757, file: !1547, line: 205)
!1757 = !DISubprogram(name: "wscanf", linkageName: "__isoc99_wscanf", scope: !1553, file: !1553, line: 661, type: !1754, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1758 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1759, file: !1547, line: 206)
!1759 = !DISubprogram(name: "wcschr", scope: !1553, file: !1553, line: 165, type: !1760, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1760 = !DISubroutineType(types: !1761)
!1761 = !{!1567, !1580, !1568}
!1762 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1763, file: !1547, line: 207)
!1763 = !DISubprogram(name: "wcspbrk", scope: !1553, file: !1553, line: 202, type: !1764, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1764 = !DISubroutineType(types: !1765)
!1765 = !{!1567, !1580, !1580}
!1766 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1767, file: !1547, line: 208)
!1767 = !DISubprogram(name: "wcsrchr", scope: !1553, file: !1553, line: 175, type: !1760, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1768 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1769, file: !1547, line: 209)
!1769 = !DISubprogram(name: "wcsstr", scope: !1553, file: !1553, line: 213, type: !1764, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1770 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1771, file: !1547, line: 210)
!1771 = !DISubprogram(name: "wmemchr", scope: !1553, file: !1553, line: 254, type: !1772, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1772 = !DISubroutineType(types: !1773)
!1773 = !{!1567, !1580, !1568, !1255}
!1774 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !1775, file: !1547, line: 251)
!1775 = !DISubprogram(name: "wcstold", scope: !1553, file: !1553, line: 385, type: !1776, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1776 = !DISubroutineType(types: !1777)
!1777 = !{!1778, !1579, !1713}
!1778 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!1779 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !1780, file: !1547, line: 260)
!1780 = !DISubprogram(name: "wcstoll", scope: !1553, file: !1553, line: 442, type: !1781, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1781 = !DISubroutineType(types: !1782)
!1782 = !{!1783, !1579, !1713, !100}
!1783 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!1784 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !1785, file: !1547, line: 261)
!1785 = !DISubprogram(name: "wcstoull", scope: !1553, file: !1553, line: 449, type: !1786, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1786 = !DISubroutineType(types: !1787)
!1787 = !{!1788, !1579, !1713, !100}
!1788 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!1789 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1775, file: !1547, line: 267)
!1790 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1780, file: !1547, line: 268)
!1791 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1785, file: !1547, line: 269)
!1792 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1716, file: !1547, line: 283)
!1793 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1643, file: !1547, line: 286)
!1794 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1649, file: !1547, line: 289)
!1795 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1657, file: !1547, line: 292)
!1796 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1775, file: !1547, line: 296)
!1797 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1780, file: !1547, line: 297)
!1798 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1785, file: !1547, line: 298)
!1799 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1800, file: !1803, line: 47)
!1800 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !1801, line: 24, baseType: !1802)
!1801 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!1802 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !1232, line: 37, baseType: !1236)
!1803 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cstdint", directory: "")
!1804 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1805, file: !1803, line: 48)
!1805 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !1801, line: 25, baseType: !1806)
!1806 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !1232, line: 39, baseType: !1807)
!1807 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!1808 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1809, file: !1803, line: 49)
!1809 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !1801, line: 26, baseType: !1810)
!1810 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !1232, line: 41, baseType: !100)
!1811 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1812, file: !1803, line: 50)
!1812 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !1801, line: 27, baseType: !1813)
!1813 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !1232, line: 44, baseType: !102)
!1814 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1815, file: !1803, line: 52)
!1815 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast8_t", file: !1816, line: 58, baseType: !1236)
!1816 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!1817 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1818, file: !1803, line: 53)
!1818 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast16_t", file: !1816, line: 60, baseType: !102)
!1819 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1820, file: !1803, line: 54)
!1820 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast32_t", file: !1816, line: 61, baseType: !102)
!1821 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1822, file: !1803, line: 55)
!1822 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast64_t", file: !1816, line: 62, baseType: !102)
!1823 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1824, file: !1803, line: 57)
!1824 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least8_t", file: !1816, line: 43, baseType: !1825)
!1825 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least8_t", file: !1232, line: 52, baseType: !1802)
!1826 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1827, file: !1803, line: 58)
!1827 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !1816, line: 44, baseType: !1828)
!1828 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !1232, line: 54, baseType: !1806)
!1829 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1830, file: !1803, line: 59)
!1830 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least32_t", file: !1816, line: 45, baseType: !1831)
!1831 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least32_t", file: !1232, line: 56, baseType: !1810)
!1832 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1833, file: !1803, line: 60)
!1833 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least64_t", file: !1816, line: 46, baseType: !1834)
!1834 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least64_t", file: !1232, line: 58, baseType: !1813)
!1835 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1836, file: !1803, line: 62)
!1836 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !1816, line: 101, baseType: !1837)
!1837 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !1232, line: 72, baseType: !102)
!1838 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1839, file: !1803, line: 63)
!1839 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !1816, line: 87, baseType: !102)
!1840 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1841, file: !1803, line: 65)
!1841 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !1842, line: 24, baseType: !1843)
!1842 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!1843 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !1232, line: 38, baseType: !218)
!1844 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1845, file: !1803, line: 66)
!1845 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !1842, line: 25, baseType: !1846)
!1846 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !1232, line: 40, baseType: !1234)
!1847 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1848, file: !1803, line: 67)
!1848 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !1842, line: 26, baseType: !1849)
!1849 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !1232, line: 42, baseType: !47)
!1850 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1851, file: !1803, line: 68)
!1851 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !1842, line: 27, baseType: !1852)
!1852 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !1232, line: 45, baseType: !149)
!1853 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1854, file: !1803, line: 70)
!1854 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !1816, line: 71, baseType: !218)
!1855 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1856, file: !1803, line: 71)
!1856 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast16_t", file: !1816, line: 73, baseType: !149)
!1857 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1858, file: !1803, line: 72)
!1858 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !1816, line: 74, baseType: !149)
!1859 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1860, file: !1803, line: 73)
!1860 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast64_t", file: !1816, line: 75, baseType: !149)
!1861 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1862, file: !1803, line: 75)
!1862 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least8_t", file: !1816, line: 49, baseType: !1863)
!1863 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least8_t", file: !1232, line: 53, baseType: !1843)
!1864 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1865, file: !1803, line: 76)
!1865 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least16_t", file: !1816, line: 50, baseType: !1866)
!1866 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least16_t", file: !1232, line: 55, baseType: !1846)
!1867 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1868, file: !1803, line: 77)
!1868 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least32_t", file: !1816, line: 51, baseType: !1869)
!1869 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least32_t", file: !1232, line: 57, baseType: !1849)
!1870 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1871, file: !1803, line: 78)
!1871 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least64_t", file: !1816, line: 52, baseType: !1872)
!1872 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least64_t", file: !1232, line: 59, baseType: !1852)
!1873 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1874, file: !1803, line: 80)
!1874 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !1816, line: 102, baseType: !1875)
!1875 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !1232, line: 73, baseType: !149)
!1876 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1877, file: !1803, line: 81)
!1877 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !1816, line: 90, baseType: !149)
!1878 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1879, file: !1881, line: 53)
!1879 = !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !1880, line: 51, size: 768, flags: DIFlagFwdDecl, identifier: "_ZTS5lconv")
!1880 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/locale.h", directory: "", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!1881 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/clocale", directory: "")
!1882 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1883, file: !1881, line: 54)
!1883 = !DISubprogram(name: "setlocale", scope: !1880, file: !1880, line: 122, type: !1884, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1884 = !DISubroutineType(types: !1885)
!1885 = !{!1212, !100, !844}
!1886 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1887, file: !1881, line: 55)
!1887 = !DISubprogram(name: "localeconv", scope: !1880, file: !1880, line: 125, type: !1888, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1888 = !DISubroutineType(types: !1889)
!1889 = !{!1890}
!1890 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1879, size: 64)
!1891 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1892, file: !1894, line: 64)
!1892 = !DISubprogram(name: "isalnum", scope: !1893, file: !1893, line: 108, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1893 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!1894 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cctype", directory: "")
!1895 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1896, file: !1894, line: 65)
!1896 = !DISubprogram(name: "isalpha", scope: !1893, file: !1893, line: 109, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1897 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1898, file: !1894, line: 66)
!1898 = !DISubprogram(name: "iscntrl", scope: !1893, file: !1893, line: 110, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1899 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1900, file: !1894, line: 67)
!1900 = !DISubprogram(name: "isdigit", scope: !1893, file: !1893, line: 111, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1901 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1902, file: !1894, line: 68)
!1902 = !DISubprogram(name: "isgraph", scope: !1893, file: !1893, line: 113, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1903 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1904, file: !1894, line: 69)
!1904 = !DISubprogram(name: "islower", scope: !1893, file: !1893, line: 112, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1905 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1906, file: !1894, line: 70)
!1906 = !DISubprogram(name: "isprint", scope: !1893, file: !1893, line: 114, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1907 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1908, file: !1894, line: 71)
!1908 = !DISubprogram(name: "ispunct", scope: !1893, file: !1893, line: 115, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1909 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1910, file: !1894, line: 72)
!1910 = !DISubprogram(name: "isspace", scope: !1893, file: !1893, line: 116, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1911 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1912, file: !1894, line: 73)
!1912 = !DISubprogram(name: "isupper", scope: !1893, file: !1893, line: 117, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1913 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1914, file: !1894, line: 74)
!1914 = !DISubprogram(name: "isxdigit", scope: !1893, file: !1893, line: 118, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1915 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1916, file: !1894, line: 75)
!1916 = !DISubprogram(name: "tolower", scope: !1893, file: !1893, line: 122, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1917 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1918, file: !1894, line: 76)
!1918 = !DISubprogram(name: "toupper", scope: !1893, file: !1893, line: 125, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1919 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1920, file: !1894, line: 87)
!1920 = !DISubprogram(name: "isblank", scope: !1893, file: !1893, line: 130, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1921 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !1922, entity: !1923, file: !1924, line: 58)
!1922 = !DINamespace(name: "__gnu_debug", scope: null)
!1923 = !DINamespace(name: "__debug", scope: !34)
!1924 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!1925 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1926, file: !1928, line: 52)
!1926 = !DISubprogram(name: "abs", scope: !1927, file: !1927, line: 861, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1927 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!1928 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/std_abs.h", directory: "")
!1929 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1930, file: !1932, line: 127)
!1930 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !1927, line: 63, baseType: !1931)
!1931 = !DICompositeType(tag: DW_TAG_structure_type, file: !1927, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!1932 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cstdlib", directory: "")
!1933 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1934, file: !1932, line: 128)
!1934 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !1927, line: 71, baseType: !1935)
!1935 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1927, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !1936, identifier: "_ZTS6ldiv_t")
!1936 = !{!1937, !1938}
!1937 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1935, file: !1927, line: 69, baseType: !102, size: 64)
!1938 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1935, file: !1927, line: 70, baseType: !102, size: 64, offset: 64)
!1939 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1940, file: !1932, line: 130)
!1940 = !DISubprogram(name: "abort", scope: !1927, file: !1927, line: 611, type: !1941, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1941 = !DISubroutineType(types: !1942)
!1942 = !{null}
!1943 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1944, file: !1932, line: 132)
!1944 = !DISubprogram(name: "aligned_alloc", scope: !1927, file: !1927, line: 605, type: !1945, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1945 = !DISubroutineType(types: !1946)
!1946 = !{!233, !1255, !1255}
!1947 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1948, file: !1932, line: 134)
!1948 = !DISubprogram(name: "atexit", scope: !1927, file: !1927, line: 615, type: !1949, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1949 = !DISubroutineType(types: !1950)
!1950 = !{!100, !1951}
!1951 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1941, size: 64)
!1952 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1953, file: !1932, line: 137)
!1953 = !DISubprogram(name: "at_quick_exit", scope: !1927, file: !1927, line: 620, type: !1949, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1954 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1955, file: !1932, line: 140)
!1955 = !DISubprogram(name: "atof", scope: !1956, file: !1956, line: 25, type: !1957, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1956 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!1957 = !DISubroutineType(types: !1958)
!1958 = !{!1712, !844}
!1959 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1960, file: !1932, line: 141)
!1960 = !DISubprogram(name: "atoi", scope: !1927, file: !1927, line: 362, type: !1368, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1961 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1962, file: !1932, line: 142)
!1962 = !DISubprogram(name: "atol", scope: !1927, file: !1927, line: 367, type: !1963, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1963 = !DISubroutineType(types: !1964)
!1964 = !{!102, !844}
!1965 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1966, file: !1932, line: 143)
!1966 = !DISubprogram(name: "bsearch", scope: !1967, file: !1967, line: 20, type: !1968, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1967 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!1968 = !DISubroutineType(types: !1969)
!1969 = !{!233, !154, !154, !1255, !1255, !1970}
!1970 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !1927, line: 829, baseType: !1971)
!1971 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1972, size: 64)
!1972 = !DISubroutineType(types: !1973)
!1973 = !{!100, !154, !154}
!1974 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1975, file: !1932, line: 144)
!1975 = !DISubprogram(name: "calloc", scope: !1927, file: !1927, line: 556, type: !1945, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1976 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1977, file: !1932, line: 145)
!1977 = !DISubprogram(name: "div", scope: !1927, file: !1927, line: 873, type: !1978, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1978 = !DISubroutineType(types: !1979)
!1979 = !{!1930, !100, !100}
!1980 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1981, file: !1932, line: 146)
!1981 = !DISubprogram(name: "exit", scope: !1927, file: !1927, line: 637, type: !1982, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1982 = !DISubroutineType(types: !1983)
!1983 = !{null, !100}
!1984 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1985, file: !1932, line: 147)
!1985 = !DISubprogram(name: "free", scope: !1927, file: !1927, line: 568, type: !1986, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1986 = !DISubroutineType(types: !1987)
!1987 = !{null, !233}
!1988 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1989, file: !1932, line: 148)
!1989 = !DISubprogram(name: "getenv", scope: !1927, file: !1927, line: 654, type: !1990, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1990 = !DISubroutineType(types: !1991)
!1991 = !{!1212, !844}
!1992 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1993, file: !1932, line: 149)
!1993 = !DISubprogram(name: "labs", scope: !1927, file: !1927, line: 862, type: !1994, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1994 = !DISubroutineType(types: !1995)
!1995 = !{!102, !102}
!1996 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1997, file: !1932, line: 150)
!1997 = !DISubprogram(name: "ldiv", scope: !1927, file: !1927, line: 875, type: !1998, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1998 = !DISubroutineType(types: !1999)
!1999 = !{!1934, !102, !102}
!2000 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2001, file: !1932, line: 151)
!2001 = !DISubprogram(name: "malloc", scope: !1927, file: !1927, line: 553, type: !2002, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2002 = !DISubroutineType(types: !2003)
!2003 = !{!233, !1255}
!2004 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2005, file: !1932, line: 153)
!2005 = !DISubprogram(name: "mblen", scope: !1927, file: !1927, line: 943, type: !2006, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2006 = !DISubroutineType(types: !2007)
!2007 = !{!100, !844, !1255}
!2008 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2009, file: !1932, line: 154)
!2009 = !DISubprogram(name: "mbstowcs", scope: !1927, file: !1927, line: 954, type: !2010, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2010 = !DISubroutineType(types: !2011)
!2011 = !{!1255, !1569, !1302, !1255}
!2012 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2013, file: !1932, line: 155)
!2013 = !DISubprogram(name: "mbtowc", scope: !1927, file: !1927, line: 946, type: !2014, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2014 = !DISubroutineType(types: !2015)
!2015 = !{!100, !1569, !1302, !1255}
!2016 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2017, file: !1932, line: 157)
!2017 = !DISubprogram(name: "qsort", scope: !1927, file: !1927, line: 851, type: !2018, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2018 = !DISubroutineType(types: !2019)
!2019 = !{null, !233, !1255, !1255, !1970}
!2020 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2021, file: !1932, line: 160)
!2021 = !DISubprogram(name: "quick_exit", scope: !1927, file: !1927, line: 643, type: !1982, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2022 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2023, file: !1932, line: 163)
!2023 = !DISubprogram(name: "rand", scope: !1927, file: !1927, line: 454, type: !1350, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2024 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2025, file: !1932, line: 164)
!2025 = !DISubprogram(name: "realloc", scope: !1927, file: !1927, line: 564, type: !2026, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2026 = !DISubroutineType(types: !2027)
!2027 = !{!233, !233, !1255}
!2028 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2029, file: !1932, line: 165)
!2029 = !DISubprogram(name: "srand", scope: !1927, file: !1927, line: 456, type: !2030, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2030 = !DISubroutineType(types: !2031)
!2031 = !{null, !47}
!2032 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2033, file: !1932, line: 166)
!2033 = !DISubprogram(name: "strtod", scope: !1927, file: !1927, line: 118, type: !2034, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2034 = !DISubroutineType(types: !2035)
!2035 = !{!1712, !1302, !2036}
!2036 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2037)
!2037 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1212, size: 64)
!2038 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2039, file: !1932, line: 167)
!2039 = !DISubprogram(name: "strtol", scope: !1927, file: !1927, line: 177, type: !2040, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2040 = !DISubroutineType(types: !2041)
!2041 = !{!102, !1302, !2036, !100}
!2042 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2043, file: !1932, line: 168)
!2043 = !DISubprogram(name: "strtoul", scope: !1927, file: !1927, line: 181, type: !2044, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2044 = !DISubroutineType(types: !2045)
!2045 = !{!149, !1302, !2036, !100}
!2046 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2047, file: !1932, line: 169)
!2047 = !DISubprogram(name: "system", scope: !1927, file: !1927, line: 804, type: !1368, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2048 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2049, file: !1932, line: 171)
!2049 = !DISubprogram(name: "wcstombs", scope: !1927, file: !1927, line: 958, type: !2050, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2050 = !DISubroutineType(types: !2051)
!2051 = !{!1255, !1297, !1579, !1255}
!2052 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2053, file: !1932, line: 172)
!2053 = !DISubprogram(name: "wctomb", scope: !1927, file: !1927, line: 950, type: !2054, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2054 = !DISubroutineType(types: !2055)
!2055 = !{!100, !1212, !1568}
!2056 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !2057, file: !1932, line: 200)
!2057 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !1927, line: 81, baseType: !2058)
!2058 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1927, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !2059, identifier: "_ZTS7lldiv_t")
!2059 = !{!2060, !2061}
!2060 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !2058, file: !1927, line: 79, baseType: !1783, size: 64)
!2061 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !2058, file: !1927, line: 80, baseType: !1783, size: 64, offset: 64)
!2062 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !2063, file: !1932, line: 206)
!2063 = !DISubprogram(name: "_Exit", scope: !1927, file: !1927, line: 649, type: !1982, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2064 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !2065, file: !1932, line: 210)
!2065 = !DISubprogram(name: "llabs", scope: !1927, file: !1927, line: 865, type: !2066, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2066 = !DISubroutineType(types: !2067)
!2067 = !{!1783, !1783}
!2068 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !2069, file: !1932, line: 216)
!2069 = !DISubprogram(name: "lldiv", scope: !1927, file: !1927, line: 879, type: !2070, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2070 = !DISubroutineType(types: !2071)
!2071 = !{!2057, !1783, !1783}
!2072 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !2073, file: !1932, line: 227)
!2073 = !DISubprogram(name: "atoll", scope: !1927, file: !1927, line: 374, type: !2074, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2074 = !DISubroutineType(types: !2075)
!2075 = !{!1783, !844}
!2076 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !2077, file: !1932, line: 228)
!2077 = !DISubprogram(name: "strtoll", scope: !1927, file: !1927, line: 201, type: !2078, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2078 = !DISubroutineType(types: !2079)
!2079 = !{!1783, !1302, !2036, !100}
!2080 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !2081, file: !1932, line: 229)
!2081 = !DISubprogram(name: "strtoull", scope: !1927, file: !1927, line: 206, type: !2082, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2082 = !DISubroutineType(types: !2083)
!2083 = !{!1788, !1302, !2036, !100}
!2084 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !2085, file: !1932, line: 231)
!2085 = !DISubprogram(name: "strtof", scope: !1927, file: !1927, line: 124, type: !2086, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2086 = !DISubroutineType(types: !2087)
!2087 = !{!1719, !1302, !2036}
!2088 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !2089, file: !1932, line: 232)
!2089 = !DISubprogram(name: "strtold", scope: !1927, file: !1927, line: 127, type: !2090, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2090 = !DISubroutineType(types: !2091)
!2091 = !{!1778, !1302, !2036}
!2092 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2057, file: !1932, line: 240)
!2093 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2063, file: !1932, line: 242)
!2094 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2065, file: !1932, line: 244)
!2095 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2096, file: !1932, line: 245)
!2096 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !67, file: !1932, line: 213, type: !2070, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2097 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2069, file: !1932, line: 246)
!2098 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2073, file: !1932, line: 248)
!2099 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2085, file: !1932, line: 249)
!2100 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2077, file: !1932, line: 250)
!2101 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2081, file: !1932, line: 251)
!2102 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2089, file: !1932, line: 252)
!2103 = !{i32 7, !"Dwarf Version", i32 5}
!2104 = !{i32 2, !"Debug Info Version", i32 3}
!2105 = !{i32 1, !"wchar_size", i32 4}
!2106 = !{i32 8, !"PIC Level", i32 2}
!2107 = !{i32 7, !"PIE Level", i32 2}
!2108 = !{i32 7, !"uwtable", i32 2}
!2109 = !{i32 7, !"frame-pointer", i32 1}
!2110 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!2111 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2112 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 27, type: !1350, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !2113)
!2113 = !{!2114, !2115, !2117, !2121, !2123, !2124, !2126}
!2114 = !DILocalVariable(name: "s", scope: !2112, file: !2, line: 28, type: !102)
!2115 = !DILocalVariable(name: "i", scope: !2116, file: !2, line: 29, type: !100)
!2116 = distinct !DILexicalBlock(scope: !2112, file: !2, line: 29, column: 3)
!2117 = !DILocalVariable(name: "p", scope: !2118, file: !2, line: 32, type: !2120)
!2118 = distinct !DILexicalBlock(scope: !2119, file: !2, line: 29, column: 32)
!2119 = distinct !DILexicalBlock(scope: !2116, file: !2, line: 29, column: 3)
!2120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !840, size: 64)
!2121 = !DILocalVariable(name: "e", scope: !2118, file: !2, line: 31, type: !2122)
!2122 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !837, size: 64)
!2123 = !DILocalVariable(name: "a", scope: !2112, file: !2, line: 34, type: !965)
!2124 = !DILocalVariable(name: "k", scope: !2125, file: !2, line: 36, type: !100)
!2125 = distinct !DILexicalBlock(scope: !2112, file: !2, line: 36, column: 3)
!2126 = !DILocalVariable(name: "e", scope: !2127, file: !2, line: 38, type: !2129)
!2127 = distinct !DILexicalBlock(scope: !2128, file: !2, line: 36, column: 31)
!2128 = distinct !DILexicalBlock(scope: !2125, file: !2, line: 36, column: 3)
!2129 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2130, size: 64)
!2130 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2131)
!2131 = !DICompositeType(tag: DW_TAG_class_type, name: "exception", scope: !34, file: !2132, line: 61, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt9exception")
!2132 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/exception.h", directory: "")
!2133 = distinct !DIAssignID()
!2134 = !DILocation(line: 0, scope: !2112)
!2135 = !DILocation(line: 0, scope: !2116)
!2136 = !DILocation(line: 29, column: 3, scope: !2116)
!2137 = !DILocation(line: 34, column: 3, scope: !2112)
!2138 = !DILocalVariable(name: "this", arg: 1, scope: !2139, type: !2145, flags: DIFlagArtificial | DIFlagObjectPointer)
!2139 = distinct !DISubprogram(name: "Account", linkageName: "_ZN7AccountC2Ev", scope: !965, file: !2, line: 18, type: !2140, scopeLine: 18, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !2143, retainedNodes: !2144)
!2140 = !DISubroutineType(types: !2141)
!2141 = !{null, !2142}
!2142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !965, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2143 = !DISubprogram(name: "Account", scope: !965, type: !2140, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2144 = !{!2138}
!2145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !965, size: 64)
!2146 = !DILocation(line: 0, scope: !2139, inlinedAt: !2147)
!2147 = distinct !DILocation(line: 34, column: 11, scope: !2112)
!2148 = !DILocalVariable(name: "this", arg: 1, scope: !2149, type: !2151, flags: DIFlagArtificial | DIFlagObjectPointer)
!2149 = distinct !DISubprogram(name: "map", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEEC2Ev", scope: !968, file: !969, line: 195, type: !974, scopeLine: 195, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !973, retainedNodes: !2150)
!2150 = !{!2148}
!2151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !968, size: 64)
!2152 = !DILocation(line: 0, scope: !2149, inlinedAt: !2153)
!2153 = distinct !DILocation(line: 18, column: 8, scope: !2139, inlinedAt: !2147)
!2154 = !DILocalVariable(name: "this", arg: 1, scope: !2155, type: !2157, flags: DIFlagArtificial | DIFlagObjectPointer)
!2155 = distinct !DISubprogram(name: "_Rb_tree", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EEC2Ev", scope: !56, file: !46, line: 928, type: !595, scopeLine: 928, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !594, retainedNodes: !2156)
!2156 = !{!2154}
!2157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!2158 = !DILocation(line: 0, scope: !2155, inlinedAt: !2159)
!2159 = distinct !DILocation(line: 195, column: 7, scope: !2149, inlinedAt: !2153)
!2160 = !DILocalVariable(name: "this", arg: 1, scope: !2161, type: !2163, flags: DIFlagArtificial | DIFlagObjectPointer)
!2161 = distinct !DISubprogram(name: "_Rb_tree_impl", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE13_Rb_tree_implIS6_Lb1EEC2Ev", scope: !59, file: !46, line: 667, type: !377, scopeLine: 672, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !376, retainedNodes: !2162)
!2162 = !{!2160}
!2163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!2164 = !DILocation(line: 0, scope: !2161, inlinedAt: !2165)
!2165 = distinct !DILocation(line: 928, column: 7, scope: !2155, inlinedAt: !2159)
!2166 = !DILocation(line: 672, column: 4, scope: !2161, inlinedAt: !2165)
!2167 = !DILocalVariable(name: "this", arg: 1, scope: !2168, type: !2170, flags: DIFlagArtificial | DIFlagObjectPointer)
!2168 = distinct !DISubprogram(name: "_Rb_tree_header", linkageName: "_ZNSt15_Rb_tree_headerC2Ev", scope: !359, file: !46, line: 173, type: !364, scopeLine: 174, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !363, retainedNodes: !2169)
!2169 = !{!2167}
!2170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !359, size: 64)
!2171 = !DILocation(line: 0, scope: !2168, inlinedAt: !2172)
!2172 = distinct !DILocation(line: 667, column: 4, scope: !2161, inlinedAt: !2165)
!2173 = !DILocation(line: 175, column: 26, scope: !2174, inlinedAt: !2172)
!2174 = distinct !DILexicalBlock(scope: !2168, file: !46, line: 174, column: 5)
!2175 = !{!2176, !2178, i64 0}
!2176 = !{!"_ZTSSt15_Rb_tree_header", !2177, i64 0, !2182, i64 32}
!2177 = !{!"_ZTSSt18_Rb_tree_node_base", !2178, i64 0, !2181, i64 8, !2181, i64 16, !2181, i64 24}
!2178 = !{!"_ZTSSt14_Rb_tree_color", !2179, i64 0}
!2179 = !{!"omnipotent char", !2180, i64 0}
!2180 = !{!"Simple C++ TBAA"}
!2181 = !{!"any pointer", !2179, i64 0}
!2182 = !{!"long", !2179, i64 0}
!2183 = distinct !DIAssignID()
!2184 = !DILocalVariable(name: "this", arg: 1, scope: !2185, type: !2170, flags: DIFlagArtificial | DIFlagObjectPointer)
!2185 = distinct !DISubprogram(name: "_M_reset", linkageName: "_ZNSt15_Rb_tree_header8_M_resetEv", scope: !359, file: !46, line: 206, type: !364, scopeLine: 207, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !375, retainedNodes: !2186)
!2186 = !{!2184}
!2187 = !DILocation(line: 0, scope: !2185, inlinedAt: !2188)
!2188 = distinct !DILocation(line: 176, column: 7, scope: !2174, inlinedAt: !2172)
!2189 = !DILocation(line: 208, column: 17, scope: !2185, inlinedAt: !2188)
!2190 = !DILocation(line: 208, column: 27, scope: !2185, inlinedAt: !2188)
!2191 = !{!2176, !2181, i64 8}
!2192 = distinct !DIAssignID()
!2193 = !DILocation(line: 209, column: 17, scope: !2185, inlinedAt: !2188)
!2194 = !DILocation(line: 209, column: 25, scope: !2185, inlinedAt: !2188)
!2195 = !{!2176, !2181, i64 16}
!2196 = distinct !DIAssignID()
!2197 = !DILocation(line: 210, column: 17, scope: !2185, inlinedAt: !2188)
!2198 = !DILocation(line: 210, column: 26, scope: !2185, inlinedAt: !2188)
!2199 = !{!2176, !2181, i64 24}
!2200 = distinct !DIAssignID()
!2201 = !DILocation(line: 211, column: 7, scope: !2185, inlinedAt: !2188)
!2202 = !DILocation(line: 211, column: 21, scope: !2185, inlinedAt: !2188)
!2203 = !{!2176, !2182, i64 32}
!2204 = distinct !DIAssignID()
!2205 = !DILocation(line: 35, column: 7, scope: !2112)
!2206 = !{!2207, !2207, i64 0}
!2207 = !{!"int", !2179, i64 0}
!2208 = !DILocalVariable(name: "this", arg: 1, scope: !2209, type: !2151, flags: DIFlagArtificial | DIFlagObjectPointer)
!2209 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEEixEOi", scope: !968, file: !969, line: 522, type: !1072, scopeLine: 523, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !1071, retainedNodes: !2210)
!2210 = !{!2208, !2211, !2212}
!2211 = !DILocalVariable(name: "__k", arg: 2, scope: !2209, file: !969, line: 522, type: !1074)
!2212 = !DILocalVariable(name: "__i", scope: !2209, file: !969, line: 527, type: !1034)
!2213 = !DILocation(line: 0, scope: !2209, inlinedAt: !2214)
!2214 = distinct !DILocation(line: 35, column: 3, scope: !2112)
!2215 = !DILocalVariable(name: "this", arg: 1, scope: !2216, type: !2151, flags: DIFlagArtificial | DIFlagObjectPointer)
!2216 = distinct !DISubprogram(name: "lower_bound", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEE11lower_boundERS3_", scope: !968, file: !969, line: 1306, type: !1141, scopeLine: 1307, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !1149, retainedNodes: !2217)
!2217 = !{!2215, !2218}
!2218 = !DILocalVariable(name: "__x", arg: 2, scope: !2216, file: !969, line: 1306, type: !1068)
!2219 = !DILocation(line: 0, scope: !2216, inlinedAt: !2220)
!2220 = distinct !DILocation(line: 527, column: 17, scope: !2209, inlinedAt: !2214)
!2221 = !DILocalVariable(name: "this", arg: 1, scope: !2222, type: !2157, flags: DIFlagArtificial | DIFlagObjectPointer)
!2222 = distinct !DISubprogram(name: "lower_bound", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE11lower_boundERS1_", scope: !56, file: !46, line: 1269, type: !716, scopeLine: 1270, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !724, retainedNodes: !2223)
!2223 = !{!2221, !2224}
!2224 = !DILocalVariable(name: "__k", arg: 2, scope: !2222, file: !46, line: 1269, type: !532)
!2225 = !DILocation(line: 0, scope: !2222, inlinedAt: !2226)
!2226 = distinct !DILocation(line: 1307, column: 21, scope: !2216, inlinedAt: !2220)
!2227 = !DILocalVariable(name: "this", arg: 1, scope: !2228, type: !2157, flags: DIFlagArtificial | DIFlagObjectPointer)
!2228 = distinct !DISubprogram(name: "_M_begin", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_beginEv", scope: !56, file: !46, line: 738, type: !418, scopeLine: 739, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !442, retainedNodes: !2229)
!2229 = !{!2227}
!2230 = !DILocation(line: 0, scope: !2228, inlinedAt: !2231)
!2231 = distinct !DILocation(line: 1270, column: 31, scope: !2222, inlinedAt: !2226)
!2232 = !DILocalVariable(name: "this", arg: 1, scope: !2233, type: !2235, flags: DIFlagArtificial | DIFlagObjectPointer)
!2233 = distinct !DISubprogram(name: "_M_mbegin", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE9_M_mbeginEv", scope: !56, file: !46, line: 734, type: !440, scopeLine: 735, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !439, retainedNodes: !2234)
!2234 = !{!2232}
!2235 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !412, size: 64)
!2236 = !DILocation(line: 0, scope: !2233, inlinedAt: !2237)
!2237 = distinct !DILocation(line: 739, column: 16, scope: !2228, inlinedAt: !2231)
!2238 = !DILocalVariable(name: "this", arg: 1, scope: !2239, type: !2157, flags: DIFlagArtificial | DIFlagObjectPointer)
!2239 = distinct !DISubprogram(name: "_M_lower_bound", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE14_M_lower_boundEPSt13_Rb_tree_nodeIS2_EPSt18_Rb_tree_node_baseRS1_", scope: !56, file: !46, line: 1947, type: !587, scopeLine: 1949, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !586, retainedNodes: !2240)
!2240 = !{!2238, !2241, !2242, !2243}
!2241 = !DILocalVariable(name: "__x", arg: 2, scope: !2239, file: !46, line: 908, type: !420)
!2242 = !DILocalVariable(name: "__y", arg: 3, scope: !2239, file: !46, line: 908, type: !430)
!2243 = !DILocalVariable(name: "__k", arg: 4, scope: !2239, file: !46, line: 909, type: !336)
!2244 = !DILocation(line: 0, scope: !2239, inlinedAt: !2245)
!2245 = distinct !DILocation(line: 1270, column: 16, scope: !2222, inlinedAt: !2226)
!2246 = !DILocation(line: 1955, column: 7, scope: !2239, inlinedAt: !2245)
!2247 = !DILocation(line: 531, column: 6, scope: !2248, inlinedAt: !2214)
!2248 = distinct !DILexicalBlock(scope: !2209, file: !969, line: 529, column: 6)
!2249 = !DILocalVariable(name: "__args", arg: 1, scope: !2250, file: !848, line: 1589, type: !857)
!2250 = distinct !DISubprogram(name: "forward_as_tuple<int>", linkageName: "_ZSt16forward_as_tupleIJiEESt5tupleIJDpOT_EES3_", scope: !34, file: !848, line: 1589, type: !2251, scopeLine: 1590, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2254, retainedNodes: !2253)
!2251 = !DISubroutineType(types: !2252)
!2252 = !{!847, !857}
!2253 = !{!2249}
!2254 = !{!2255}
!2255 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Elements", value: !2256)
!2256 = !{!2257}
!2257 = !DITemplateTypeParameter(type: !100)
!2258 = !DILocation(line: 0, scope: !2250, inlinedAt: !2259)
!2259 = distinct !DILocation(line: 531, column: 6, scope: !2248, inlinedAt: !2214)
!2260 = !DILocalVariable(name: "this", arg: 1, scope: !2261, type: !2270, flags: DIFlagArtificial | DIFlagObjectPointer)
!2261 = distinct !DISubprogram(name: "tuple<int, true, true>", linkageName: "_ZNSt5tupleIJOiEEC2IJiELb1ETnNSt9enable_ifIXclsr4_TCCIXT0_EEE29__is_implicitly_constructibleIDpT_EEEbE4typeELb1EEEDpOS4_", scope: !847, file: !848, line: 742, type: !2262, scopeLine: 744, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2265, declaration: !2264, retainedNodes: !2268)
!2262 = !DISubroutineType(types: !2263)
!2263 = !{null, !943, !857}
!2264 = !DISubprogram(name: "tuple<int, true, true>", scope: !847, file: !848, line: 742, type: !2262, scopeLine: 742, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2265)
!2265 = !{!2266, !2267, !523}
!2266 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_UElements", value: !2256)
!2267 = !DITemplateValueParameter(name: "_Valid", type: !129, value: i1 true)
!2268 = !{!2260, !2269}
!2269 = !DILocalVariable(name: "__elements", arg: 2, scope: !2261, file: !848, line: 742, type: !857)
!2270 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !847, size: 64)
!2271 = !DILocation(line: 0, scope: !2261, inlinedAt: !2272)
!2272 = distinct !DILocation(line: 1590, column: 14, scope: !2250, inlinedAt: !2259)
!2273 = !DILocalVariable(name: "this", arg: 1, scope: !2274, type: !2282, flags: DIFlagArtificial | DIFlagObjectPointer)
!2274 = distinct !DISubprogram(name: "_Tuple_impl<int>", linkageName: "_ZNSt11_Tuple_implILm0EJOiEEC2IiEEOT_", scope: !851, file: !848, line: 440, type: !2275, scopeLine: 442, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2278, declaration: !2277, retainedNodes: !2280)
!2275 = !DISubroutineType(types: !2276)
!2276 = !{null, !919, !857}
!2277 = !DISubprogram(name: "_Tuple_impl<int>", scope: !851, file: !848, line: 440, type: !2275, scopeLine: 440, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2278)
!2278 = !{!2279}
!2279 = !DITemplateTypeParameter(name: "_UHead", type: !100)
!2280 = !{!2273, !2281}
!2281 = !DILocalVariable(name: "__head", arg: 2, scope: !2274, file: !848, line: 440, type: !857)
!2282 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !851, size: 64)
!2283 = !DILocation(line: 0, scope: !2274, inlinedAt: !2284)
!2284 = distinct !DILocation(line: 744, column: 4, scope: !2261, inlinedAt: !2272)
!2285 = !DILocalVariable(name: "this", arg: 1, scope: !2286, type: !2292, flags: DIFlagArtificial | DIFlagObjectPointer)
!2286 = distinct !DISubprogram(name: "_Head_base<int>", linkageName: "_ZNSt10_Head_baseILm0EOiLb0EEC2IiEEOT_", scope: !854, file: !848, line: 199, type: !2287, scopeLine: 200, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2278, declaration: !2289, retainedNodes: !2290)
!2287 = !DISubroutineType(types: !2288)
!2288 = !{null, !861, !857}
!2289 = !DISubprogram(name: "_Head_base<int>", scope: !854, file: !848, line: 199, type: !2287, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2278)
!2290 = !{!2285, !2291}
!2291 = !DILocalVariable(name: "__h", arg: 2, scope: !2286, file: !848, line: 199, type: !857)
!2292 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !854, size: 64)
!2293 = !DILocation(line: 0, scope: !2286, inlinedAt: !2294)
!2294 = distinct !DILocation(line: 441, column: 4, scope: !2274, inlinedAt: !2284)
!2295 = !DILocation(line: 200, column: 4, scope: !2286, inlinedAt: !2294)
!2296 = !{!2181, !2181, i64 0}
!2297 = !{!2298}
!2298 = distinct !{!2298, !2299, !"_ZSt16forward_as_tupleIJiEESt5tupleIJDpOT_EES3_: argument 0"}
!2299 = distinct !{!2299, !"_ZSt16forward_as_tupleIJiEESt5tupleIJDpOT_EES3_"}
!2300 = !DILocation(line: 532, column: 6, scope: !2248, inlinedAt: !2214)
!2301 = !DILocation(line: 530, column: 15, scope: !2248, inlinedAt: !2214)
!2302 = !DILocation(line: 30, column: 30, scope: !2303)
!2303 = distinct !DILexicalBlock(scope: !2118, file: !2, line: 30, column: 9)
!2304 = !DILocation(line: 30, column: 16, scope: !2303)
!2305 = !DILocation(line: 44, column: 1, scope: !2303)
!2306 = !DILocation(line: 30, column: 41, scope: !2303)
!2307 = !DILocation(line: 32, column: 72, scope: !2308)
!2308 = distinct !DILexicalBlock(scope: !2118, file: !2, line: 32, column: 19)
!2309 = !DILocation(line: 0, scope: !2118)
!2310 = !DILocation(line: 31, column: 49, scope: !2311)
!2311 = distinct !DILexicalBlock(scope: !2118, file: !2, line: 31, column: 19)
!2312 = !{!2313, !2207, i64 0}
!2313 = !{!"_ZTS2E1", !2207, i64 0}
!2314 = !DILocation(line: 31, column: 54, scope: !2311)
!2315 = !{!2316, !2181, i64 8}
!2316 = !{!"_ZTS2E2", !2313, i64 0, !2181, i64 8}
!2317 = !DILocation(line: 31, column: 21, scope: !2311)
!2318 = !DILocation(line: 31, column: 70, scope: !2311)
!2319 = !DILocation(line: 29, column: 28, scope: !2119)
!2320 = !DILocation(line: 29, column: 22, scope: !2119)
!2321 = distinct !{!2321, !2136, !2322, !2323}
!2322 = !DILocation(line: 33, column: 3, scope: !2116)
!2323 = !{!"llvm.loop.mustprogress"}
!2324 = !DILocation(line: 32, column: 48, scope: !2308)
!2325 = !DILocation(line: 32, column: 21, scope: !2308)
!2326 = !DILocation(line: 32, column: 52, scope: !2308)
!2327 = !DILocation(line: 530, column: 4, scope: !2248, inlinedAt: !2214)
!2328 = !DILocation(line: 533, column: 16, scope: !2209, inlinedAt: !2214)
!2329 = !DILocation(line: 35, column: 10, scope: !2112)
!2330 = !{!2182, !2182, i64 0}
!2331 = !DILocation(line: 35, column: 3, scope: !2112)
!2332 = !DILocation(line: 0, scope: !2125)
!2333 = !DILocalVariable(name: "this", arg: 1, scope: !2334, type: !2338, flags: DIFlagArtificial | DIFlagObjectPointer)
!2334 = distinct !DISubprogram(name: "get", linkageName: "_ZNK7Account3getEi", scope: !965, file: !2, line: 20, type: !1163, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !1162, retainedNodes: !2335)
!2335 = !{!2333, !2336, !2337}
!2336 = !DILocalVariable(name: "k", arg: 2, scope: !2334, file: !2, line: 20, type: !100)
!2337 = !DILocalVariable(name: "it", scope: !2334, file: !2, line: 21, type: !1038)
!2338 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1166, size: 64)
!2339 = !DILocation(line: 0, scope: !2334, inlinedAt: !2340)
!2340 = distinct !DILocation(line: 37, column: 18, scope: !2341)
!2341 = distinct !DILexicalBlock(scope: !2127, file: !2, line: 37, column: 9)
!2342 = !DILocalVariable(name: "this", arg: 1, scope: !2343, type: !2346, flags: DIFlagArtificial | DIFlagObjectPointer)
!2343 = distinct !DISubprogram(name: "find", linkageName: "_ZNKSt3mapIilSt4lessIiESaISt4pairIKilEEE4findERS3_", scope: !968, file: !969, line: 1242, type: !1144, scopeLine: 1243, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !1143, retainedNodes: !2344)
!2344 = !{!2342, !2345}
!2345 = !DILocalVariable(name: "__x", arg: 2, scope: !2343, file: !969, line: 1242, type: !1068)
!2346 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !987, size: 64)
!2347 = !DILocation(line: 0, scope: !2343, inlinedAt: !2348)
!2348 = distinct !DILocation(line: 21, column: 17, scope: !2334, inlinedAt: !2340)
!2349 = !DILocalVariable(name: "this", arg: 1, scope: !2350, type: !2235, flags: DIFlagArtificial | DIFlagObjectPointer)
!2350 = distinct !DISubprogram(name: "find", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE4findERS1_", scope: !56, file: !46, line: 2542, type: !719, scopeLine: 2543, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !718, retainedNodes: !2351)
!2351 = !{!2349, !2352, !2353}
!2352 = !DILocalVariable(name: "__k", arg: 2, scope: !2350, file: !46, line: 1263, type: !532)
!2353 = !DILocalVariable(name: "__j", scope: !2350, file: !46, line: 2544, type: !55)
!2354 = !DILocation(line: 0, scope: !2350, inlinedAt: !2355)
!2355 = distinct !DILocation(line: 1243, column: 21, scope: !2343, inlinedAt: !2348)
!2356 = !DILocalVariable(name: "this", arg: 1, scope: !2357, type: !2235, flags: DIFlagArtificial | DIFlagObjectPointer)
!2357 = distinct !DISubprogram(name: "_M_begin", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_beginEv", scope: !56, file: !46, line: 742, type: !444, scopeLine: 743, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !443, retainedNodes: !2358)
!2358 = !{!2356}
!2359 = !DILocation(line: 0, scope: !2357, inlinedAt: !2360)
!2360 = distinct !DILocation(line: 2544, column: 43, scope: !2350, inlinedAt: !2355)
!2361 = !DILocation(line: 745, column: 29, scope: !2357, inlinedAt: !2360)
!2362 = !DILocalVariable(name: "this", arg: 1, scope: !2363, type: !2235, flags: DIFlagArtificial | DIFlagObjectPointer)
!2363 = distinct !DISubprogram(name: "_M_lower_bound", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE14_M_lower_boundEPKSt13_Rb_tree_nodeIS2_EPKSt18_Rb_tree_node_baseRS1_", scope: !56, file: !46, line: 1963, type: !590, scopeLine: 1965, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !589, retainedNodes: !2364)
!2364 = !{!2362, !2365, !2366, !2367}
!2365 = !DILocalVariable(name: "__x", arg: 2, scope: !2363, file: !46, line: 912, type: !446)
!2366 = !DILocalVariable(name: "__y", arg: 3, scope: !2363, file: !46, line: 912, type: !434)
!2367 = !DILocalVariable(name: "__k", arg: 4, scope: !2363, file: !46, line: 913, type: !336)
!2368 = !DILocation(line: 0, scope: !2363, inlinedAt: !2369)
!2369 = distinct !DILocation(line: 2544, column: 28, scope: !2350, inlinedAt: !2355)
!2370 = !DILocation(line: 1966, column: 18, scope: !2363, inlinedAt: !2369)
!2371 = !DILocation(line: 1966, column: 7, scope: !2363, inlinedAt: !2369)
!2372 = !DILocation(line: 44, column: 1, scope: !2112)
!2373 = !DILocalVariable(name: "__x", arg: 1, scope: !2374, file: !46, line: 757, type: !446)
!2374 = distinct !DISubprogram(name: "_S_key", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE6_S_keyEPKSt13_Rb_tree_nodeIS2_E", scope: !56, file: !46, line: 757, type: !452, scopeLine: 758, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !451, retainedNodes: !2375)
!2375 = !{!2373}
!2376 = !DILocation(line: 0, scope: !2374, inlinedAt: !2377)
!2377 = distinct !DILocation(line: 1967, column: 30, scope: !2378, inlinedAt: !2369)
!2378 = distinct !DILexicalBlock(scope: !2363, file: !46, line: 1967, column: 6)
!2379 = !DILocalVariable(name: "this", arg: 1, scope: !2380, type: !290, flags: DIFlagArtificial | DIFlagObjectPointer)
!2380 = distinct !DISubprogram(name: "_M_valptr", linkageName: "_ZNKSt13_Rb_tree_nodeISt4pairIKilEE9_M_valptrEv", scope: !190, file: !46, line: 238, type: !253, scopeLine: 239, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !252, retainedNodes: !2381)
!2381 = !{!2379}
!2382 = !DILocation(line: 0, scope: !2380, inlinedAt: !2383)
!2383 = distinct !DILocation(line: 775, column: 29, scope: !2374, inlinedAt: !2377)
!2384 = !DILocation(line: 239, column: 16, scope: !2380, inlinedAt: !2383)
!2385 = !DILocalVariable(name: "this", arg: 1, scope: !2386, type: !2390, flags: DIFlagArtificial | DIFlagObjectPointer)
!2386 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNKSt4lessIiEclERKiS2_", scope: !322, file: !323, line: 407, type: !332, scopeLine: 408, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !331, retainedNodes: !2387)
!2387 = !{!2385, !2388, !2389}
!2388 = !DILocalVariable(name: "__x", arg: 2, scope: !2386, file: !323, line: 407, type: !336)
!2389 = !DILocalVariable(name: "__y", arg: 3, scope: !2386, file: !323, line: 407, type: !336)
!2390 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !335, size: 64)
!2391 = !DILocation(line: 0, scope: !2386, inlinedAt: !2392)
!2392 = distinct !DILocation(line: 1967, column: 7, scope: !2378, inlinedAt: !2369)
!2393 = !DILocation(line: 408, column: 16, scope: !2386, inlinedAt: !2392)
!2394 = !DILocation(line: 408, column: 20, scope: !2386, inlinedAt: !2392)
!2395 = !DILocation(line: 1967, column: 6, scope: !2363, inlinedAt: !2369)
!2396 = !DILocation(line: 0, scope: !2378, inlinedAt: !2369)
!2397 = distinct !{!2397, !2371, !2398, !2323}
!2398 = !DILocation(line: 1970, column: 22, scope: !2363, inlinedAt: !2369)
!2399 = !DILocalVariable(name: "__x", arg: 1, scope: !2400, file: !46, line: 396, type: !2403)
!2400 = distinct !DISubprogram(name: "operator==", linkageName: "_ZSteqRKSt23_Rb_tree_const_iteratorISt4pairIKilEES5_", scope: !34, file: !46, line: 396, type: !2401, scopeLine: 397, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !2405)
!2401 = !DISubroutineType(types: !2402)
!2402 = !{!129, !2403, !2403}
!2403 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2404, size: 64)
!2404 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !830)
!2405 = !{!2399, !2406}
!2406 = !DILocalVariable(name: "__y", arg: 2, scope: !2400, file: !46, line: 396, type: !2403)
!2407 = !DILocation(line: 0, scope: !2400, inlinedAt: !2408)
!2408 = distinct !DILocation(line: 2545, column: 19, scope: !2350, inlinedAt: !2355)
!2409 = !DILocation(line: 397, column: 28, scope: !2400, inlinedAt: !2408)
!2410 = !DILocation(line: 2546, column: 8, scope: !2350, inlinedAt: !2355)
!2411 = !DILocalVariable(name: "__x", arg: 1, scope: !2412, file: !46, line: 795, type: !434)
!2412 = distinct !DISubprogram(name: "_S_key", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE6_S_keyEPKSt18_Rb_tree_node_base", scope: !56, file: !46, line: 795, type: !463, scopeLine: 796, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !462, retainedNodes: !2413)
!2413 = !{!2411}
!2414 = !DILocation(line: 0, scope: !2412, inlinedAt: !2415)
!2415 = distinct !DILocation(line: 2547, column: 6, scope: !2350, inlinedAt: !2355)
!2416 = !DILocation(line: 0, scope: !2374, inlinedAt: !2417)
!2417 = distinct !DILocation(line: 796, column: 16, scope: !2412, inlinedAt: !2415)
!2418 = !DILocation(line: 0, scope: !2380, inlinedAt: !2419)
!2419 = distinct !DILocation(line: 775, column: 29, scope: !2374, inlinedAt: !2417)
!2420 = !DILocation(line: 239, column: 16, scope: !2380, inlinedAt: !2419)
!2421 = !DILocation(line: 0, scope: !2386, inlinedAt: !2422)
!2422 = distinct !DILocation(line: 2546, column: 11, scope: !2350, inlinedAt: !2355)
!2423 = !DILocation(line: 408, column: 22, scope: !2386, inlinedAt: !2422)
!2424 = !DILocation(line: 408, column: 20, scope: !2386, inlinedAt: !2422)
!2425 = !DILocation(line: 0, scope: !2400, inlinedAt: !2426)
!2426 = distinct !DILocation(line: 22, column: 12, scope: !2427, inlinedAt: !2340)
!2427 = distinct !DILexicalBlock(scope: !2334, file: !2, line: 22, column: 9)
!2428 = !DILocation(line: 22, column: 9, scope: !2334, inlinedAt: !2340)
!2429 = !DILocation(line: 22, column: 24, scope: !2427, inlinedAt: !2340)
!2430 = !DILocation(line: 22, column: 30, scope: !2427, inlinedAt: !2340)
!2431 = !DILocation(line: 24, column: 3, scope: !2427, inlinedAt: !2340)
!2432 = !DILocation(line: 0, scope: !2380, inlinedAt: !2433)
!2433 = distinct !DILocation(line: 363, column: 50, scope: !2434, inlinedAt: !2438)
!2434 = distinct !DISubprogram(name: "operator->", linkageName: "_ZNKSt23_Rb_tree_const_iteratorISt4pairIKilEEptEv", scope: !796, file: !46, line: 362, type: !823, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !822, retainedNodes: !2435)
!2435 = !{!2436}
!2436 = !DILocalVariable(name: "this", arg: 1, scope: !2434, type: !2437, flags: DIFlagArtificial | DIFlagObjectPointer)
!2437 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !817, size: 64)
!2438 = distinct !DILocation(line: 23, column: 12, scope: !2334, inlinedAt: !2340)
!2439 = !DILocation(line: 23, column: 16, scope: !2334, inlinedAt: !2340)
!2440 = !{!2441, !2182, i64 8}
!2441 = !{!"_ZTSSt4pairIKilE", !2207, i64 0, !2182, i64 8}
!2442 = !DILocation(line: 37, column: 13, scope: !2341)
!2443 = !DILocation(line: 37, column: 26, scope: !2341)
!2444 = !DILocation(line: 44, column: 1, scope: !2341)
!2445 = !DILocation(line: 0, scope: !2127)
!2446 = !DILocation(line: 38, column: 64, scope: !2447)
!2447 = distinct !DILexicalBlock(scope: !2127, file: !2, line: 38, column: 37)
!2448 = !{!2449, !2449, i64 0}
!2449 = !{!"vtable pointer", !2180, i64 0}
!2450 = !DILocation(line: 38, column: 39, scope: !2447)
!2451 = !DILocation(line: 38, column: 76, scope: !2447)
!2452 = !DILocation(line: 40, column: 3, scope: !2112)
!2453 = !DILocation(line: 41, column: 15, scope: !2112)
!2454 = !DILocation(line: 41, column: 3, scope: !2112)
!2455 = !DILocation(line: 42, column: 9, scope: !2456)
!2456 = distinct !DILexicalBlock(scope: !2112, file: !2, line: 42, column: 7)
!2457 = !DILocation(line: 42, column: 7, scope: !2112)
!2458 = !DILocation(line: 44, column: 1, scope: !2127)
!2459 = !DILocation(line: 42, column: 14, scope: !2456)
!2460 = !DILocation(line: 42, column: 20, scope: !2456)
!2461 = !DILocation(line: 44, column: 1, scope: !2456)
!2462 = !DILocalVariable(name: "this", arg: 1, scope: !2463, type: !2145, flags: DIFlagArtificial | DIFlagObjectPointer)
!2463 = distinct !DISubprogram(name: "~Account", linkageName: "_ZN7AccountD2Ev", scope: !965, file: !2, line: 18, type: !2140, scopeLine: 18, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !2464, retainedNodes: !2465)
!2464 = !DISubprogram(name: "~Account", scope: !965, type: !2140, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2465 = !{!2462}
!2466 = !DILocation(line: 0, scope: !2463, inlinedAt: !2467)
!2467 = distinct !DILocation(line: 44, column: 1, scope: !2112)
!2468 = !DILocalVariable(name: "this", arg: 1, scope: !2469, type: !2151, flags: DIFlagArtificial | DIFlagObjectPointer)
!2469 = distinct !DISubprogram(name: "~map", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEED2Ev", scope: !968, file: !969, line: 312, type: !974, scopeLine: 312, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !1016, retainedNodes: !2470)
!2470 = !{!2468}
!2471 = !DILocation(line: 0, scope: !2469, inlinedAt: !2472)
!2472 = distinct !DILocation(line: 18, column: 8, scope: !2473, inlinedAt: !2467)
!2473 = distinct !DILexicalBlock(scope: !2463, file: !2, line: 18, column: 8)
!2474 = !DILocalVariable(name: "this", arg: 1, scope: !2475, type: !2157, flags: DIFlagArtificial | DIFlagObjectPointer)
!2475 = distinct !DISubprogram(name: "~_Rb_tree", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EED2Ev", scope: !56, file: !46, line: 983, type: !595, scopeLine: 984, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !655, retainedNodes: !2476)
!2476 = !{!2474}
!2477 = !DILocation(line: 0, scope: !2475, inlinedAt: !2478)
!2478 = distinct !DILocation(line: 312, column: 22, scope: !2479, inlinedAt: !2472)
!2479 = distinct !DILexicalBlock(scope: !2469, file: !969, line: 312, column: 22)
!2480 = !DILocation(line: 0, scope: !2228, inlinedAt: !2481)
!2481 = distinct !DILocation(line: 984, column: 18, scope: !2482, inlinedAt: !2478)
!2482 = distinct !DILexicalBlock(scope: !2475, file: !46, line: 984, column: 7)
!2483 = !DILocation(line: 0, scope: !2233, inlinedAt: !2484)
!2484 = distinct !DILocation(line: 739, column: 16, scope: !2228, inlinedAt: !2481)
!2485 = !DILocation(line: 735, column: 64, scope: !2233, inlinedAt: !2484)
!2486 = !DILocation(line: 984, column: 9, scope: !2482, inlinedAt: !2478)
!2487 = distinct !DISubprogram(name: "check<long>", linkageName: "_Z5checkIlET_S0_S0_", scope: !2, file: !2, line: 12, type: !2488, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2493, retainedNodes: !2490)
!2488 = !DISubroutineType(types: !2489)
!2489 = !{!102, !102, !102}
!2490 = !{!2491, !2492}
!2491 = !DILocalVariable(name: "v", arg: 1, scope: !2487, file: !2, line: 12, type: !102)
!2492 = !DILocalVariable(name: "lim", arg: 2, scope: !2487, file: !2, line: 12, type: !102)
!2493 = !{!2494}
!2494 = !DITemplateTypeParameter(name: "T", type: !102)
!2495 = !DILocation(line: 0, scope: !2487)
!2496 = !DILocation(line: 13, column: 9, scope: !2497)
!2497 = distinct !DILexicalBlock(scope: !2487, file: !2, line: 13, column: 7)
!2498 = !DILocation(line: 13, column: 7, scope: !2487)
!2499 = !DILocation(line: 13, column: 16, scope: !2497)
!2500 = !DILocation(line: 13, column: 31, scope: !2497)
!2501 = !DILocation(line: 13, column: 25, scope: !2497)
!2502 = !DILocation(line: 13, column: 24, scope: !2497)
!2503 = !DILocation(line: 14, column: 9, scope: !2504)
!2504 = distinct !DILexicalBlock(scope: !2487, file: !2, line: 14, column: 7)
!2505 = !DILocation(line: 14, column: 7, scope: !2487)
!2506 = !DILocation(line: 14, column: 14, scope: !2504)
!2507 = !DILocation(line: 14, column: 20, scope: !2504)
!2508 = !DILocation(line: 14, column: 26, scope: !2504)
!2509 = !DILocation(line: 16, column: 1, scope: !2504)
!2510 = !DILocation(line: 15, column: 3, scope: !2487)
!2511 = !DILocation(line: 0, scope: !2463)
!2512 = !DILocation(line: 0, scope: !2469, inlinedAt: !2513)
!2513 = distinct !DILocation(line: 18, column: 8, scope: !2473)
!2514 = !DILocation(line: 0, scope: !2475, inlinedAt: !2515)
!2515 = distinct !DILocation(line: 312, column: 22, scope: !2479, inlinedAt: !2513)
!2516 = !DILocation(line: 0, scope: !2228, inlinedAt: !2517)
!2517 = distinct !DILocation(line: 984, column: 18, scope: !2482, inlinedAt: !2515)
!2518 = !DILocation(line: 0, scope: !2233, inlinedAt: !2519)
!2519 = distinct !DILocation(line: 739, column: 16, scope: !2228, inlinedAt: !2517)
!2520 = !DILocation(line: 735, column: 64, scope: !2233, inlinedAt: !2519)
!2521 = !DILocation(line: 984, column: 9, scope: !2482, inlinedAt: !2515)
!2522 = !DILocation(line: 18, column: 8, scope: !2463)
!2523 = distinct !DISubprogram(name: "_M_erase", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E", scope: !56, file: !46, line: 1930, type: !422, scopeLine: 1931, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !585, retainedNodes: !2524)
!2524 = !{!2525, !2526, !2527}
!2525 = !DILocalVariable(name: "this", arg: 1, scope: !2523, type: !2157, flags: DIFlagArtificial | DIFlagObjectPointer)
!2526 = !DILocalVariable(name: "__x", arg: 2, scope: !2523, file: !46, line: 905, type: !420)
!2527 = !DILocalVariable(name: "__y", scope: !2528, file: !46, line: 1936, type: !420)
!2528 = distinct !DILexicalBlock(scope: !2523, file: !46, line: 1934, column: 2)
!2529 = !DILocation(line: 0, scope: !2523)
!2530 = !DILocation(line: 1933, column: 18, scope: !2523)
!2531 = !DILocation(line: 1933, column: 7, scope: !2523)
!2532 = !DILocalVariable(name: "__x", arg: 1, scope: !2533, file: !46, line: 787, type: !430)
!2533 = distinct !DISubprogram(name: "_S_right", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_S_rightEPSt18_Rb_tree_node_base", scope: !56, file: !46, line: 787, type: !455, scopeLine: 788, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !460, retainedNodes: !2534)
!2534 = !{!2532}
!2535 = !DILocation(line: 0, scope: !2533, inlinedAt: !2536)
!2536 = distinct !DILocation(line: 1935, column: 13, scope: !2528)
!2537 = !DILocation(line: 788, column: 45, scope: !2533, inlinedAt: !2536)
!2538 = !{!2177, !2181, i64 24}
!2539 = !DILocation(line: 1935, column: 4, scope: !2528)
!2540 = !DILocalVariable(name: "__x", arg: 1, scope: !2541, file: !46, line: 779, type: !430)
!2541 = distinct !DISubprogram(name: "_S_left", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE7_S_leftEPSt18_Rb_tree_node_base", scope: !56, file: !46, line: 779, type: !455, scopeLine: 780, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !454, retainedNodes: !2542)
!2542 = !{!2540}
!2543 = !DILocation(line: 0, scope: !2541, inlinedAt: !2544)
!2544 = distinct !DILocation(line: 1936, column: 21, scope: !2528)
!2545 = !DILocation(line: 780, column: 45, scope: !2541, inlinedAt: !2544)
!2546 = !{!2177, !2181, i64 16}
!2547 = !DILocation(line: 0, scope: !2528)
!2548 = !DILocalVariable(name: "this", arg: 1, scope: !2549, type: !2157, flags: DIFlagArtificial | DIFlagObjectPointer)
!2549 = distinct !DISubprogram(name: "_M_drop_node", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE12_M_drop_nodeEPSt13_Rb_tree_nodeIS2_E", scope: !56, file: !46, line: 629, type: !422, scopeLine: 630, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !425, retainedNodes: !2550)
!2550 = !{!2548, !2551}
!2551 = !DILocalVariable(name: "__p", arg: 2, scope: !2549, file: !46, line: 629, type: !420)
!2552 = !DILocation(line: 0, scope: !2549, inlinedAt: !2553)
!2553 = distinct !DILocation(line: 1937, column: 4, scope: !2528)
!2554 = !DILocalVariable(name: "this", arg: 1, scope: !2555, type: !2157, flags: DIFlagArtificial | DIFlagObjectPointer)
!2555 = distinct !DISubprogram(name: "_M_put_node", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE11_M_put_nodeEPSt13_Rb_tree_nodeIS2_E", scope: !56, file: !46, line: 564, type: !422, scopeLine: 565, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !421, retainedNodes: !2556)
!2556 = !{!2554, !2557}
!2557 = !DILocalVariable(name: "__p", arg: 2, scope: !2555, file: !46, line: 564, type: !420)
!2558 = !DILocation(line: 0, scope: !2555, inlinedAt: !2559)
!2559 = distinct !DILocation(line: 632, column: 2, scope: !2549, inlinedAt: !2553)
!2560 = !DILocalVariable(name: "__a", arg: 1, scope: !2561, file: !71, line: 495, type: !2568)
!2561 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaISt13_Rb_tree_nodeISt4pairIKilEEEE10deallocateERS5_PS4_m", scope: !2562, file: !71, line: 495, type: !2574, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !2573, retainedNodes: !2587)
!2562 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<std::_Rb_tree_node<std::pair<const int, long> > > >", scope: !34, file: !71, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !2563, templateParams: !2585, identifier: "_ZTSSt16allocator_traitsISaISt13_Rb_tree_nodeISt4pairIKilEEEE")
!2563 = !{!2564, !2570, !2573, !2576, !2582}
!2564 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaISt13_Rb_tree_nodeISt4pairIKilEEEE8allocateERS5_m", scope: !2562, file: !71, line: 463, type: !2565, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!2565 = !DISubroutineType(types: !2566)
!2566 = !{!2567, !2568, !146}
!2567 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !2562, file: !71, line: 420, baseType: !282)
!2568 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2569, size: 64)
!2569 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !2562, file: !71, line: 414, baseType: !260)
!2570 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaISt13_Rb_tree_nodeISt4pairIKilEEEE8allocateERS5_mPKv", scope: !2562, file: !71, line: 477, type: !2571, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!2571 = !DISubroutineType(types: !2572)
!2572 = !{!2567, !2568, !146, !153}
!2573 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaISt13_Rb_tree_nodeISt4pairIKilEEEE10deallocateERS5_PS4_m", scope: !2562, file: !71, line: 495, type: !2574, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!2574 = !DISubroutineType(types: !2575)
!2575 = !{null, !2568, !2567, !146}
!2576 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaISt13_Rb_tree_nodeISt4pairIKilEEEE8max_sizeERKS5_", scope: !2562, file: !71, line: 547, type: !2577, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!2577 = !DISubroutineType(types: !2578)
!2578 = !{!2579, !2580}
!2579 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !2562, file: !71, line: 435, baseType: !147)
!2580 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2581, size: 64)
!2581 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2569)
!2582 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaISt13_Rb_tree_nodeISt4pairIKilEEEE37select_on_container_copy_constructionERKS5_", scope: !2562, file: !71, line: 562, type: !2583, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!2583 = !DISubroutineType(types: !2584)
!2584 = !{!2569, !2580}
!2585 = !{!2586}
!2586 = !DITemplateTypeParameter(name: "_Alloc", type: !260)
!2587 = !{!2560, !2588, !2589}
!2588 = !DILocalVariable(name: "__p", arg: 2, scope: !2561, file: !71, line: 495, type: !2567)
!2589 = !DILocalVariable(name: "__n", arg: 3, scope: !2561, file: !71, line: 495, type: !146)
!2590 = !DILocation(line: 0, scope: !2561, inlinedAt: !2591)
!2591 = distinct !DILocation(line: 565, column: 9, scope: !2555, inlinedAt: !2559)
!2592 = !DILocalVariable(name: "this", arg: 1, scope: !2593, type: !2597, flags: DIFlagArtificial | DIFlagObjectPointer)
!2593 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorISt13_Rb_tree_nodeISt4pairIKilEEE10deallocateEPS4_m", scope: !265, file: !266, line: 142, type: !298, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !297, retainedNodes: !2594)
!2594 = !{!2592, !2595, !2596}
!2595 = !DILocalVariable(name: "__p", arg: 2, scope: !2593, file: !266, line: 142, type: !282)
!2596 = !DILocalVariable(name: "__n", arg: 3, scope: !2593, file: !266, line: 142, type: !296)
!2597 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !265, size: 64)
!2598 = !DILocation(line: 0, scope: !2593, inlinedAt: !2599)
!2599 = distinct !DILocation(line: 496, column: 13, scope: !2561, inlinedAt: !2591)
!2600 = !DILocation(line: 158, column: 2, scope: !2593, inlinedAt: !2599)
!2601 = distinct !{!2601, !2531, !2602, !2323}
!2602 = !DILocation(line: 1939, column: 2, scope: !2523)
!2603 = !DILocation(line: 1940, column: 5, scope: !2523)
!2604 = distinct !DISubprogram(name: "_M_emplace_hint_unique<const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEESt17_Rb_tree_iteratorIS2_ESt23_Rb_tree_const_iteratorIS2_EDpOT_", scope: !56, file: !46, line: 2458, type: !2605, scopeLine: 2460, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2610, declaration: !2609, retainedNodes: !2616)
!2605 = !DISubroutineType(types: !2606)
!2606 = !{!543, !405, !55, !2607, !949, !2608}
!2607 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !36, size: 64)
!2608 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1167, size: 64)
!2609 = !DISubprogram(name: "_M_emplace_hint_unique<const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEESt17_Rb_tree_iteratorIS2_ESt23_Rb_tree_const_iteratorIS2_EDpOT_", scope: !56, file: !46, line: 2458, type: !2605, scopeLine: 2458, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2610)
!2610 = !{!2611}
!2611 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !2612)
!2612 = !{!2613, !2614, !2615}
!2613 = !DITemplateTypeParameter(type: !2607)
!2614 = !DITemplateTypeParameter(type: !847)
!2615 = !DITemplateTypeParameter(type: !1167)
!2616 = !{!2617, !2618, !2619, !2620, !2621, !2622, !2623}
!2617 = !DILocalVariable(name: "this", arg: 1, scope: !2604, type: !2157, flags: DIFlagArtificial | DIFlagObjectPointer)
!2618 = !DILocalVariable(name: "__pos", arg: 2, scope: !2604, file: !46, line: 1086, type: !55)
!2619 = !DILocalVariable(name: "__args", arg: 3, scope: !2604, file: !46, line: 1086, type: !2607)
!2620 = !DILocalVariable(name: "__args", arg: 4, scope: !2604, file: !46, line: 1086, type: !949)
!2621 = !DILocalVariable(name: "__args", arg: 5, scope: !2604, file: !46, line: 1086, type: !2608)
!2622 = !DILocalVariable(name: "__z", scope: !2604, file: !46, line: 2461, type: !1179)
!2623 = !DILocalVariable(name: "__res", scope: !2604, file: !46, line: 2462, type: !478)
!2624 = !DILocation(line: 0, scope: !2604)
!2625 = !DILocalVariable(name: "this", arg: 1, scope: !2626, type: !2635, flags: DIFlagArtificial | DIFlagObjectPointer)
!2626 = distinct !DISubprogram(name: "_Auto_node<const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE10_Auto_nodeC2IJRKSt21piecewise_construct_tSt5tupleIJOiEESE_IJEEEEERS8_DpOT_", scope: !1179, file: !46, line: 1634, type: !2627, scopeLine: 1637, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2610, declaration: !2629, retainedNodes: !2630)
!2627 = !DISubroutineType(types: !2628)
!2628 = !{null, !1186, !659, !2607, !949, !2608}
!2629 = !DISubprogram(name: "_Auto_node<const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", scope: !1179, file: !46, line: 1634, type: !2627, scopeLine: 1634, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2610)
!2630 = !{!2625, !2631, !2632, !2633, !2634}
!2631 = !DILocalVariable(name: "__t", arg: 2, scope: !2626, file: !46, line: 1634, type: !659)
!2632 = !DILocalVariable(name: "__args", arg: 3, scope: !2626, file: !46, line: 1634, type: !2607)
!2633 = !DILocalVariable(name: "__args", arg: 4, scope: !2626, file: !46, line: 1634, type: !949)
!2634 = !DILocalVariable(name: "__args", arg: 5, scope: !2626, file: !46, line: 1634, type: !2608)
!2635 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1179, size: 64)
!2636 = !DILocation(line: 0, scope: !2626, inlinedAt: !2637)
!2637 = distinct !DILocation(line: 2461, column: 13, scope: !2604)
!2638 = !DILocalVariable(name: "this", arg: 1, scope: !2639, type: !2157, flags: DIFlagArtificial | DIFlagObjectPointer)
!2639 = distinct !DISubprogram(name: "_M_create_node<const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE14_M_create_nodeIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEEPSt13_Rb_tree_nodeIS2_EDpOT_", scope: !56, file: !46, line: 609, type: !2640, scopeLine: 610, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2610, declaration: !2642, retainedNodes: !2643)
!2640 = !DISubroutineType(types: !2641)
!2641 = !{!420, !405, !2607, !949, !2608}
!2642 = !DISubprogram(name: "_M_create_node<const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE14_M_create_nodeIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEEPSt13_Rb_tree_nodeIS2_EDpOT_", scope: !56, file: !46, line: 609, type: !2640, scopeLine: 609, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2610)
!2643 = !{!2638, !2644, !2645, !2646, !2647}
!2644 = !DILocalVariable(name: "__args", arg: 2, scope: !2639, file: !46, line: 609, type: !2607)
!2645 = !DILocalVariable(name: "__args", arg: 3, scope: !2639, file: !46, line: 609, type: !949)
!2646 = !DILocalVariable(name: "__args", arg: 4, scope: !2639, file: !46, line: 609, type: !2608)
!2647 = !DILocalVariable(name: "__tmp", scope: !2639, file: !46, line: 611, type: !420)
!2648 = !DILocation(line: 0, scope: !2639, inlinedAt: !2649)
!2649 = distinct !DILocation(line: 1636, column: 18, scope: !2626, inlinedAt: !2637)
!2650 = !DILocalVariable(name: "this", arg: 1, scope: !2651, type: !2157, flags: DIFlagArtificial | DIFlagObjectPointer)
!2651 = distinct !DISubprogram(name: "_M_get_node", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE11_M_get_nodeEv", scope: !56, file: !46, line: 560, type: !418, scopeLine: 561, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !417, retainedNodes: !2652)
!2652 = !{!2650}
!2653 = !DILocation(line: 0, scope: !2651, inlinedAt: !2654)
!2654 = distinct !DILocation(line: 611, column: 23, scope: !2639, inlinedAt: !2649)
!2655 = !DILocalVariable(name: "__a", arg: 1, scope: !2656, file: !71, line: 463, type: !2568)
!2656 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaISt13_Rb_tree_nodeISt4pairIKilEEEE8allocateERS5_m", scope: !2562, file: !71, line: 463, type: !2565, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !2564, retainedNodes: !2657)
!2657 = !{!2655, !2658}
!2658 = !DILocalVariable(name: "__n", arg: 2, scope: !2656, file: !71, line: 463, type: !146)
!2659 = !DILocation(line: 0, scope: !2656, inlinedAt: !2660)
!2660 = distinct !DILocation(line: 561, column: 16, scope: !2651, inlinedAt: !2654)
!2661 = !DILocalVariable(name: "this", arg: 1, scope: !2662, type: !2597, flags: DIFlagArtificial | DIFlagObjectPointer)
!2662 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorISt13_Rb_tree_nodeISt4pairIKilEEE8allocateEmPKv", scope: !265, file: !266, line: 112, type: !294, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !293, retainedNodes: !2663)
!2663 = !{!2661, !2664, !2665}
!2664 = !DILocalVariable(name: "__n", arg: 2, scope: !2662, file: !266, line: 112, type: !296)
!2665 = !DILocalVariable(arg: 3, scope: !2662, file: !266, line: 112, type: !154)
!2666 = !DILocation(line: 0, scope: !2662, inlinedAt: !2667)
!2667 = distinct !DILocation(line: 464, column: 20, scope: !2656, inlinedAt: !2660)
!2668 = !DILocation(line: 137, column: 27, scope: !2662, inlinedAt: !2667)
!2669 = !DILocalVariable(name: "this", arg: 1, scope: !2670, type: !2157, flags: DIFlagArtificial | DIFlagObjectPointer)
!2670 = distinct !DISubprogram(name: "_M_construct_node<const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE17_M_construct_nodeIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEEvPSt13_Rb_tree_nodeIS2_EDpOT_", scope: !56, file: !46, line: 590, type: !2671, scopeLine: 591, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2610, declaration: !2673, retainedNodes: !2674)
!2671 = !DISubroutineType(types: !2672)
!2672 = !{null, !405, !420, !2607, !949, !2608}
!2673 = !DISubprogram(name: "_M_construct_node<const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE17_M_construct_nodeIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEEvPSt13_Rb_tree_nodeIS2_EDpOT_", scope: !56, file: !46, line: 590, type: !2671, scopeLine: 590, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2610)
!2674 = !{!2669, !2675, !2676, !2677, !2678}
!2675 = !DILocalVariable(name: "__node", arg: 2, scope: !2670, file: !46, line: 590, type: !420)
!2676 = !DILocalVariable(name: "__args", arg: 3, scope: !2670, file: !46, line: 590, type: !2607)
!2677 = !DILocalVariable(name: "__args", arg: 4, scope: !2670, file: !46, line: 590, type: !949)
!2678 = !DILocalVariable(name: "__args", arg: 5, scope: !2670, file: !46, line: 590, type: !2608)
!2679 = !DILocation(line: 0, scope: !2670, inlinedAt: !2680)
!2680 = distinct !DILocation(line: 612, column: 4, scope: !2639, inlinedAt: !2649)
!2681 = !DILocalVariable(name: "this", arg: 1, scope: !2682, type: !282, flags: DIFlagArtificial | DIFlagObjectPointer)
!2682 = distinct !DISubprogram(name: "_M_valptr", linkageName: "_ZNSt13_Rb_tree_nodeISt4pairIKilEE9_M_valptrEv", scope: !190, file: !46, line: 234, type: !249, scopeLine: 235, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !248, retainedNodes: !2683)
!2683 = !{!2681}
!2684 = !DILocation(line: 0, scope: !2682, inlinedAt: !2685)
!2685 = distinct !DILocation(line: 596, column: 20, scope: !2686, inlinedAt: !2680)
!2686 = distinct !DILexicalBlock(scope: !2670, file: !46, line: 593, column: 6)
!2687 = !DILocation(line: 235, column: 16, scope: !2682, inlinedAt: !2685)
!2688 = !DILocalVariable(name: "__a", arg: 1, scope: !2689, file: !71, line: 511, type: !2568)
!2689 = distinct !DISubprogram(name: "construct<std::pair<const int, long>, const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt16allocator_traitsISaISt13_Rb_tree_nodeISt4pairIKilEEEE9constructIS3_JRKSt21piecewise_construct_tSt5tupleIJOiEESB_IJEEEEEvRS5_PT_DpOT0_", scope: !2562, file: !71, line: 511, type: !2690, scopeLine: 514, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2693, declaration: !2692, retainedNodes: !2695)
!2690 = !DISubroutineType(types: !2691)
!2691 = !{null, !2568, !77, !2607, !949, !2608}
!2692 = !DISubprogram(name: "construct<std::pair<const int, long>, const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt16allocator_traitsISaISt13_Rb_tree_nodeISt4pairIKilEEEE9constructIS3_JRKSt21piecewise_construct_tSt5tupleIJOiEESB_IJEEEEEvRS5_PT_DpOT0_", scope: !2562, file: !71, line: 511, type: !2690, scopeLine: 511, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !2693)
!2693 = !{!2694, !2611}
!2694 = !DITemplateTypeParameter(name: "_Up", type: !78)
!2695 = !{!2688, !2696, !2697, !2698, !2699}
!2696 = !DILocalVariable(name: "__p", arg: 2, scope: !2689, file: !71, line: 511, type: !77)
!2697 = !DILocalVariable(name: "__args", arg: 3, scope: !2689, file: !71, line: 512, type: !2607)
!2698 = !DILocalVariable(name: "__args", arg: 4, scope: !2689, file: !71, line: 512, type: !949)
!2699 = !DILocalVariable(name: "__args", arg: 5, scope: !2689, file: !71, line: 512, type: !2608)
!2700 = !DILocation(line: 0, scope: !2689, inlinedAt: !2701)
!2701 = distinct !DILocation(line: 595, column: 8, scope: !2686, inlinedAt: !2680)
!2702 = !DILocalVariable(name: "this", arg: 1, scope: !2703, type: !2597, flags: DIFlagArtificial | DIFlagObjectPointer)
!2703 = distinct !DISubprogram(name: "construct<std::pair<const int, long>, const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt15__new_allocatorISt13_Rb_tree_nodeISt4pairIKilEEE9constructIS3_JRKSt21piecewise_construct_tSt5tupleIJOiEESA_IJEEEEEvPT_DpOT0_", scope: !265, file: !266, line: 173, type: !2704, scopeLine: 175, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2693, declaration: !2706, retainedNodes: !2707)
!2704 = !DISubroutineType(types: !2705)
!2705 = !{null, !271, !77, !2607, !949, !2608}
!2706 = !DISubprogram(name: "construct<std::pair<const int, long>, const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt15__new_allocatorISt13_Rb_tree_nodeISt4pairIKilEEE9constructIS3_JRKSt21piecewise_construct_tSt5tupleIJOiEESA_IJEEEEEvPT_DpOT0_", scope: !265, file: !266, line: 173, type: !2704, scopeLine: 173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2693)
!2707 = !{!2702, !2708, !2709, !2710, !2711}
!2708 = !DILocalVariable(name: "__p", arg: 2, scope: !2703, file: !266, line: 173, type: !77)
!2709 = !DILocalVariable(name: "__args", arg: 3, scope: !2703, file: !266, line: 173, type: !2607)
!2710 = !DILocalVariable(name: "__args", arg: 4, scope: !2703, file: !266, line: 173, type: !949)
!2711 = !DILocalVariable(name: "__args", arg: 5, scope: !2703, file: !266, line: 173, type: !2608)
!2712 = !DILocation(line: 0, scope: !2703, inlinedAt: !2713)
!2713 = distinct !DILocation(line: 516, column: 8, scope: !2689, inlinedAt: !2701)
!2714 = !DILocalVariable(name: "this", arg: 1, scope: !2715, type: !2270, flags: DIFlagArtificial | DIFlagObjectPointer)
!2715 = distinct !DISubprogram(name: "tuple", linkageName: "_ZNSt5tupleIJOiEEC2EOS1_", scope: !847, file: !848, line: 756, type: !947, scopeLine: 756, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !946, retainedNodes: !2716)
!2716 = !{!2714, !2717}
!2717 = !DILocalVariable(arg: 2, scope: !2715, file: !848, line: 756, type: !949)
!2718 = !DILocation(line: 0, scope: !2715, inlinedAt: !2719)
!2719 = distinct !DILocation(line: 175, column: 27, scope: !2703, inlinedAt: !2713)
!2720 = !DILocalVariable(name: "this", arg: 1, scope: !2721, type: !2282, flags: DIFlagArtificial | DIFlagObjectPointer)
!2721 = distinct !DISubprogram(name: "_Tuple_impl", linkageName: "_ZNSt11_Tuple_implILm0EJOiEEC2EOS1_", scope: !851, file: !848, line: 454, type: !930, scopeLine: 457, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !929, retainedNodes: !2722)
!2722 = !{!2720, !2723}
!2723 = !DILocalVariable(name: "__in", arg: 2, scope: !2721, file: !848, line: 454, type: !932)
!2724 = !DILocation(line: 0, scope: !2721, inlinedAt: !2725)
!2725 = distinct !DILocation(line: 756, column: 17, scope: !2715, inlinedAt: !2719)
!2726 = !DILocation(line: 456, column: 9, scope: !2721, inlinedAt: !2725)
!2727 = !DILocalVariable(arg: 2, scope: !2728, file: !35, line: 200, type: !37)
!2728 = distinct !DISubprogram(name: "pair<int &&>", linkageName: "_ZNSt4pairIKilEC2IJOiEJEEESt21piecewise_construct_tSt5tupleIJDpT_EES5_IJDpT0_EE", scope: !78, file: !848, line: 1803, type: !2729, scopeLine: 1808, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2732, declaration: !2731, retainedNodes: !2735)
!2729 = !DISubroutineType(types: !2730)
!2730 = !{null, !108, !37, !847, !1167}
!2731 = !DISubprogram(name: "pair<int &&>", scope: !78, file: !848, line: 1803, type: !2729, scopeLine: 1803, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2732)
!2732 = !{!2733, !2734}
!2733 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args1", value: !938)
!2734 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args2", value: !126)
!2735 = !{!2736, !2727, !2737, !2738}
!2736 = !DILocalVariable(name: "this", arg: 1, scope: !2728, type: !77, flags: DIFlagArtificial | DIFlagObjectPointer)
!2737 = !DILocalVariable(name: "__first", arg: 3, scope: !2728, file: !35, line: 200, type: !847)
!2738 = !DILocalVariable(name: "__second", arg: 4, scope: !2728, file: !35, line: 200, type: !1167)
!2739 = !DILocation(line: 0, scope: !2728, inlinedAt: !2740)
!2740 = distinct !DILocation(line: 175, column: 23, scope: !2703, inlinedAt: !2713)
!2741 = !DILocalVariable(arg: 4, scope: !2742, file: !35, line: 218, type: !2745)
!2742 = distinct !DISubprogram(name: "pair<int &&, 0UL>", linkageName: "_ZNSt4pairIKilEC2IJOiEJLm0EEJETpTnmJEEERSt5tupleIJDpT_EERS4_IJDpT1_EESt12_Index_tupleIJXspT0_EEESD_IJXspT2_EEE", scope: !78, file: !848, line: 1815, type: !2743, scopeLine: 1819, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2755, declaration: !2754, retainedNodes: !2758)
!2743 = !DISubroutineType(types: !2744)
!2744 = !{null, !108, !953, !1173, !2745, !2751}
!2745 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Index_tuple<0UL>", scope: !34, file: !2746, line: 140, size: 8, flags: DIFlagTypePassByValue, elements: !126, templateParams: !2747, identifier: "_ZTSSt12_Index_tupleIJLm0EEE")
!2746 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/utility.h", directory: "")
!2747 = !{!2748}
!2748 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Indexes", value: !2749)
!2749 = !{!2750}
!2750 = !DITemplateValueParameter(type: !149, value: i64 0)
!2751 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Index_tuple<>", scope: !34, file: !2746, line: 140, size: 8, flags: DIFlagTypePassByValue, elements: !126, templateParams: !2752, identifier: "_ZTSSt12_Index_tupleIJEE")
!2752 = !{!2753}
!2753 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, value: !126)
!2754 = !DISubprogram(name: "pair<int &&, 0UL>", scope: !78, file: !848, line: 1815, type: !2743, scopeLine: 1815, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2755)
!2755 = !{!2733, !2756, !2734, !2757}
!2756 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Indexes1", value: !2749)
!2757 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Indexes2", value: !126)
!2758 = !{!2759, !2760, !2761, !2741, !2762}
!2759 = !DILocalVariable(name: "this", arg: 1, scope: !2742, type: !77, flags: DIFlagArtificial | DIFlagObjectPointer)
!2760 = !DILocalVariable(name: "__tuple1", arg: 2, scope: !2742, file: !35, line: 217, type: !953)
!2761 = !DILocalVariable(name: "__tuple2", arg: 3, scope: !2742, file: !35, line: 217, type: !1173)
!2762 = !DILocalVariable(arg: 5, scope: !2742, file: !35, line: 218, type: !2751)
!2763 = !DILocation(line: 0, scope: !2742, inlinedAt: !2764)
!2764 = distinct !DILocation(line: 1805, column: 9, scope: !2728, inlinedAt: !2740)
!2765 = !DILocation(line: 1817, column: 15, scope: !2742, inlinedAt: !2764)
!2766 = !DILocation(line: 1817, column: 9, scope: !2742, inlinedAt: !2764)
!2767 = !{!2441, !2207, i64 0}
!2768 = !DILocation(line: 1818, column: 2, scope: !2742, inlinedAt: !2764)
!2769 = !DILocation(line: 0, scope: !2374, inlinedAt: !2770)
!2770 = distinct !DILocation(line: 1651, column: 11, scope: !2771, inlinedAt: !2775)
!2771 = distinct !DISubprogram(name: "_M_key", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE10_Auto_node6_M_keyEv", scope: !1179, file: !46, line: 1650, type: !1192, scopeLine: 1651, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !1191, retainedNodes: !2772)
!2772 = !{!2773}
!2773 = !DILocalVariable(name: "this", arg: 1, scope: !2771, type: !2774, flags: DIFlagArtificial | DIFlagObjectPointer)
!2774 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1195, size: 64)
!2775 = distinct !DILocation(line: 2462, column: 56, scope: !2604)
!2776 = !DILocation(line: 0, scope: !2380, inlinedAt: !2777)
!2777 = distinct !DILocation(line: 775, column: 29, scope: !2374, inlinedAt: !2770)
!2778 = !DILocation(line: 2462, column: 15, scope: !2604)
!2779 = !DILocation(line: 2463, column: 6, scope: !2780)
!2780 = distinct !DILexicalBlock(scope: !2604, file: !46, line: 2463, column: 6)
!2781 = !DILocation(line: 2463, column: 6, scope: !2604)
!2782 = !DILocalVariable(name: "__p", arg: 2, scope: !2783, file: !46, line: 1654, type: !478)
!2783 = distinct !DISubprogram(name: "_M_insert", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE10_Auto_node9_M_insertES0_IPSt18_Rb_tree_node_baseSB_E", scope: !1179, file: !46, line: 1654, type: !1197, scopeLine: 1655, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !1196, retainedNodes: !2784)
!2784 = !{!2785, !2782, !2786}
!2785 = !DILocalVariable(name: "this", arg: 1, scope: !2783, type: !2635, flags: DIFlagArtificial | DIFlagObjectPointer)
!2786 = !DILocalVariable(name: "__it", scope: !2783, file: !46, line: 1656, type: !543)
!2787 = !DILocation(line: 0, scope: !2783, inlinedAt: !2788)
!2788 = distinct !DILocation(line: 2464, column: 15, scope: !2780)
!2789 = !DILocalVariable(name: "this", arg: 1, scope: !2790, type: !2157, flags: DIFlagArtificial | DIFlagObjectPointer)
!2790 = distinct !DISubprogram(name: "_M_insert_node", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE14_M_insert_nodeEPSt18_Rb_tree_node_baseSA_PSt13_Rb_tree_nodeIS2_E", scope: !56, file: !46, line: 2377, type: !541, scopeLine: 2379, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !540, retainedNodes: !2791)
!2791 = !{!2789, !2792, !2793, !2794, !2795}
!2792 = !DILocalVariable(name: "__x", arg: 2, scope: !2790, file: !46, line: 849, type: !430)
!2793 = !DILocalVariable(name: "__p", arg: 3, scope: !2790, file: !46, line: 849, type: !430)
!2794 = !DILocalVariable(name: "__z", arg: 4, scope: !2790, file: !46, line: 849, type: !420)
!2795 = !DILocalVariable(name: "__insert_left", scope: !2790, file: !46, line: 2380, type: !129)
!2796 = !DILocation(line: 0, scope: !2790, inlinedAt: !2797)
!2797 = distinct !DILocation(line: 1656, column: 21, scope: !2783, inlinedAt: !2788)
!2798 = !DILocation(line: 2380, column: 33, scope: !2790, inlinedAt: !2797)
!2799 = !DILocation(line: 2380, column: 38, scope: !2790, inlinedAt: !2797)
!2800 = !DILocation(line: 0, scope: !2374, inlinedAt: !2801)
!2801 = distinct !DILocation(line: 2381, column: 34, scope: !2790, inlinedAt: !2797)
!2802 = !DILocation(line: 0, scope: !2380, inlinedAt: !2803)
!2803 = distinct !DILocation(line: 775, column: 29, scope: !2374, inlinedAt: !2801)
!2804 = !DILocation(line: 0, scope: !2412, inlinedAt: !2805)
!2805 = distinct !DILocation(line: 2382, column: 13, scope: !2790, inlinedAt: !2797)
!2806 = !DILocation(line: 0, scope: !2374, inlinedAt: !2807)
!2807 = distinct !DILocation(line: 796, column: 16, scope: !2412, inlinedAt: !2805)
!2808 = !DILocation(line: 0, scope: !2380, inlinedAt: !2809)
!2809 = distinct !DILocation(line: 775, column: 29, scope: !2374, inlinedAt: !2807)
!2810 = !DILocation(line: 239, column: 16, scope: !2380, inlinedAt: !2809)
!2811 = !DILocation(line: 0, scope: !2386, inlinedAt: !2812)
!2812 = distinct !DILocation(line: 2381, column: 11, scope: !2790, inlinedAt: !2797)
!2813 = !DILocation(line: 408, column: 16, scope: !2386, inlinedAt: !2812)
!2814 = !DILocation(line: 408, column: 22, scope: !2386, inlinedAt: !2812)
!2815 = !DILocation(line: 408, column: 20, scope: !2386, inlinedAt: !2812)
!2816 = !DILocation(line: 2381, column: 8, scope: !2790, inlinedAt: !2797)
!2817 = !DILocation(line: 2384, column: 7, scope: !2790, inlinedAt: !2797)
!2818 = !DILocation(line: 2386, column: 17, scope: !2790, inlinedAt: !2797)
!2819 = !DILocation(line: 2386, column: 7, scope: !2790, inlinedAt: !2797)
!2820 = !DILocalVariable(name: "this", arg: 1, scope: !2821, type: !2635, flags: DIFlagArtificial | DIFlagObjectPointer)
!2821 = distinct !DISubprogram(name: "~_Auto_node", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE10_Auto_nodeD2Ev", scope: !1179, file: !46, line: 1639, type: !1184, scopeLine: 1640, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !1183, retainedNodes: !2822)
!2822 = !{!2820}
!2823 = !DILocation(line: 0, scope: !2821, inlinedAt: !2824)
!2824 = distinct !DILocation(line: 2466, column: 7, scope: !2604)
!2825 = !DILocation(line: 2466, column: 7, scope: !2604)
!2826 = !DILocation(line: 1641, column: 8, scope: !2827, inlinedAt: !2824)
!2827 = distinct !DILexicalBlock(scope: !2821, file: !46, line: 1640, column: 2)
!2828 = !DILocation(line: 0, scope: !2821, inlinedAt: !2829)
!2829 = distinct !DILocation(line: 2466, column: 7, scope: !2604)
!2830 = !DILocation(line: 0, scope: !2549, inlinedAt: !2831)
!2831 = distinct !DILocation(line: 1642, column: 11, scope: !2832, inlinedAt: !2829)
!2832 = distinct !DILexicalBlock(scope: !2827, file: !46, line: 1641, column: 8)
!2833 = !DILocation(line: 0, scope: !2555, inlinedAt: !2834)
!2834 = distinct !DILocation(line: 632, column: 2, scope: !2549, inlinedAt: !2831)
!2835 = !DILocation(line: 0, scope: !2561, inlinedAt: !2836)
!2836 = distinct !DILocation(line: 565, column: 9, scope: !2555, inlinedAt: !2834)
!2837 = !DILocation(line: 0, scope: !2593, inlinedAt: !2838)
!2838 = distinct !DILocation(line: 496, column: 13, scope: !2561, inlinedAt: !2836)
!2839 = !DILocation(line: 158, column: 2, scope: !2593, inlinedAt: !2838)
!2840 = !DILocation(line: 0, scope: !2549, inlinedAt: !2841)
!2841 = distinct !DILocation(line: 1642, column: 11, scope: !2832, inlinedAt: !2824)
!2842 = !DILocation(line: 0, scope: !2555, inlinedAt: !2843)
!2843 = distinct !DILocation(line: 632, column: 2, scope: !2549, inlinedAt: !2841)
!2844 = !DILocation(line: 0, scope: !2561, inlinedAt: !2845)
!2845 = distinct !DILocation(line: 565, column: 9, scope: !2555, inlinedAt: !2843)
!2846 = !DILocation(line: 0, scope: !2593, inlinedAt: !2847)
!2847 = distinct !DILocation(line: 496, column: 13, scope: !2561, inlinedAt: !2845)
!2848 = !DILocation(line: 158, column: 2, scope: !2593, inlinedAt: !2847)
!2849 = !DILocation(line: 1642, column: 6, scope: !2832, inlinedAt: !2824)
!2850 = distinct !DISubprogram(name: "_M_get_insert_hint_unique_pos", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS2_ERS1_", scope: !56, file: !46, line: 2210, type: !537, scopeLine: 2212, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !536, retainedNodes: !2851)
!2851 = !{!2852, !2853, !2854, !2855, !2856, !2860}
!2852 = !DILocalVariable(name: "this", arg: 1, scope: !2850, type: !2157, flags: DIFlagArtificial | DIFlagObjectPointer)
!2853 = !DILocalVariable(name: "__position", arg: 2, scope: !2850, file: !46, line: 835, type: !55)
!2854 = !DILocalVariable(name: "__k", arg: 3, scope: !2850, file: !46, line: 836, type: !532)
!2855 = !DILocalVariable(name: "__pos", scope: !2850, file: !46, line: 2213, type: !543)
!2856 = !DILocalVariable(name: "__before", scope: !2857, file: !46, line: 2228, type: !543)
!2857 = distinct !DILexicalBlock(scope: !2858, file: !46, line: 2226, column: 2)
!2858 = distinct !DILexicalBlock(scope: !2859, file: !46, line: 2225, column: 16)
!2859 = distinct !DILexicalBlock(scope: !2850, file: !46, line: 2217, column: 11)
!2860 = !DILocalVariable(name: "__after", scope: !2861, file: !46, line: 2244, type: !543)
!2861 = distinct !DILexicalBlock(scope: !2862, file: !46, line: 2242, column: 2)
!2862 = distinct !DILexicalBlock(scope: !2858, file: !46, line: 2241, column: 16)
!2863 = !DILocation(line: 0, scope: !2850)
!2864 = !DILocalVariable(name: "this", arg: 1, scope: !2865, type: !2157, flags: DIFlagArtificial | DIFlagObjectPointer)
!2865 = distinct !DISubprogram(name: "_M_end", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE6_M_endEv", scope: !56, file: !46, line: 749, type: !448, scopeLine: 750, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !447, retainedNodes: !2866)
!2866 = !{!2864}
!2867 = !DILocation(line: 0, scope: !2865, inlinedAt: !2868)
!2868 = distinct !DILocation(line: 2217, column: 28, scope: !2859)
!2869 = !DILocation(line: 750, column: 17, scope: !2865, inlinedAt: !2868)
!2870 = !DILocation(line: 2217, column: 25, scope: !2859)
!2871 = !DILocation(line: 2217, column: 11, scope: !2850)
!2872 = !DILocalVariable(name: "this", arg: 1, scope: !2873, type: !2235, flags: DIFlagArtificial | DIFlagObjectPointer)
!2873 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE4sizeEv", scope: !56, file: !46, line: 1031, type: !688, scopeLine: 1032, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !687, retainedNodes: !2874)
!2874 = !{!2872}
!2875 = !DILocation(line: 0, scope: !2873, inlinedAt: !2876)
!2876 = distinct !DILocation(line: 2219, column: 8, scope: !2877)
!2877 = distinct !DILexicalBlock(scope: !2878, file: !46, line: 2219, column: 8)
!2878 = distinct !DILexicalBlock(scope: !2859, file: !46, line: 2218, column: 2)
!2879 = !DILocation(line: 1032, column: 24, scope: !2873, inlinedAt: !2876)
!2880 = !DILocation(line: 2219, column: 15, scope: !2877)
!2881 = !DILocation(line: 2220, column: 8, scope: !2877)
!2882 = !DILocalVariable(name: "this", arg: 1, scope: !2883, type: !2157, flags: DIFlagArtificial | DIFlagObjectPointer)
!2883 = distinct !DISubprogram(name: "_M_rightmost", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE12_M_rightmostEv", scope: !56, file: !46, line: 726, type: !427, scopeLine: 727, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !437, retainedNodes: !2884)
!2884 = !{!2882}
!2885 = !DILocation(line: 0, scope: !2883, inlinedAt: !2886)
!2886 = distinct !DILocation(line: 2220, column: 41, scope: !2877)
!2887 = !DILocation(line: 727, column: 40, scope: !2883, inlinedAt: !2886)
!2888 = !DILocation(line: 2220, column: 41, scope: !2877)
!2889 = !DILocation(line: 0, scope: !2412, inlinedAt: !2890)
!2890 = distinct !DILocation(line: 2220, column: 34, scope: !2877)
!2891 = !DILocation(line: 0, scope: !2374, inlinedAt: !2892)
!2892 = distinct !DILocation(line: 796, column: 16, scope: !2412, inlinedAt: !2890)
!2893 = !DILocation(line: 0, scope: !2380, inlinedAt: !2894)
!2894 = distinct !DILocation(line: 775, column: 29, scope: !2374, inlinedAt: !2892)
!2895 = !DILocation(line: 239, column: 16, scope: !2380, inlinedAt: !2894)
!2896 = !DILocation(line: 0, scope: !2386, inlinedAt: !2897)
!2897 = distinct !DILocation(line: 2220, column: 11, scope: !2877)
!2898 = !DILocation(line: 408, column: 16, scope: !2386, inlinedAt: !2897)
!2899 = !DILocation(line: 408, column: 22, scope: !2386, inlinedAt: !2897)
!2900 = !DILocation(line: 408, column: 20, scope: !2386, inlinedAt: !2897)
!2901 = !DILocation(line: 2219, column: 8, scope: !2878)
!2902 = !DILocalVariable(name: "this", arg: 1, scope: !2903, type: !2157, flags: DIFlagArtificial | DIFlagObjectPointer)
!2903 = distinct !DISubprogram(name: "_M_get_insert_unique_pos", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE24_M_get_insert_unique_posERS1_", scope: !56, file: !46, line: 2108, type: !476, scopeLine: 2109, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !475, retainedNodes: !2904)
!2904 = !{!2902, !2905, !2906, !2907, !2908, !2909}
!2905 = !DILocalVariable(name: "__k", arg: 2, scope: !2903, file: !46, line: 829, type: !532)
!2906 = !DILocalVariable(name: "__x", scope: !2903, file: !46, line: 2111, type: !420)
!2907 = !DILocalVariable(name: "__y", scope: !2903, file: !46, line: 2112, type: !430)
!2908 = !DILocalVariable(name: "__comp", scope: !2903, file: !46, line: 2113, type: !129)
!2909 = !DILocalVariable(name: "__j", scope: !2903, file: !46, line: 2120, type: !543)
!2910 = !DILocation(line: 0, scope: !2903, inlinedAt: !2911)
!2911 = distinct !DILocation(line: 2223, column: 13, scope: !2877)
!2912 = !DILocation(line: 0, scope: !2228, inlinedAt: !2913)
!2913 = distinct !DILocation(line: 2111, column: 24, scope: !2903, inlinedAt: !2911)
!2914 = !DILocation(line: 0, scope: !2233, inlinedAt: !2915)
!2915 = distinct !DILocation(line: 739, column: 16, scope: !2228, inlinedAt: !2913)
!2916 = !DILocation(line: 735, column: 64, scope: !2233, inlinedAt: !2915)
!2917 = !DILocation(line: 0, scope: !2865, inlinedAt: !2918)
!2918 = distinct !DILocation(line: 2112, column: 23, scope: !2903, inlinedAt: !2911)
!2919 = !DILocation(line: 2114, column: 18, scope: !2903, inlinedAt: !2911)
!2920 = !DILocation(line: 2114, column: 7, scope: !2903, inlinedAt: !2911)
!2921 = !DILocation(line: 0, scope: !2374, inlinedAt: !2922)
!2922 = distinct !DILocation(line: 2117, column: 41, scope: !2923, inlinedAt: !2911)
!2923 = distinct !DILexicalBlock(scope: !2903, file: !46, line: 2115, column: 2)
!2924 = !DILocation(line: 0, scope: !2380, inlinedAt: !2925)
!2925 = distinct !DILocation(line: 775, column: 29, scope: !2374, inlinedAt: !2922)
!2926 = !DILocation(line: 239, column: 16, scope: !2380, inlinedAt: !2925)
!2927 = !DILocation(line: 0, scope: !2386, inlinedAt: !2928)
!2928 = distinct !DILocation(line: 2117, column: 13, scope: !2923, inlinedAt: !2911)
!2929 = !DILocation(line: 408, column: 22, scope: !2386, inlinedAt: !2928)
!2930 = !DILocation(line: 408, column: 20, scope: !2386, inlinedAt: !2928)
!2931 = !DILocation(line: 2118, column: 10, scope: !2923, inlinedAt: !2911)
!2932 = distinct !{!2932, !2920, !2933, !2323}
!2933 = !DILocation(line: 2119, column: 2, scope: !2903, inlinedAt: !2911)
!2934 = !DILocation(line: 2121, column: 11, scope: !2903, inlinedAt: !2911)
!2935 = !DILocalVariable(name: "this", arg: 1, scope: !2936, type: !2157, flags: DIFlagArtificial | DIFlagObjectPointer)
!2936 = distinct !DISubprogram(name: "begin", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE5beginEv", scope: !56, file: !46, line: 995, type: !664, scopeLine: 996, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !663, retainedNodes: !2937)
!2937 = !{!2935}
!2938 = !DILocation(line: 0, scope: !2936, inlinedAt: !2939)
!2939 = distinct !DILocation(line: 2123, column: 15, scope: !2940, inlinedAt: !2911)
!2940 = distinct !DILexicalBlock(scope: !2941, file: !46, line: 2123, column: 8)
!2941 = distinct !DILexicalBlock(scope: !2942, file: !46, line: 2122, column: 2)
!2942 = distinct !DILexicalBlock(scope: !2903, file: !46, line: 2121, column: 11)
!2943 = !DILocation(line: 996, column: 49, scope: !2936, inlinedAt: !2939)
!2944 = !DILocalVariable(name: "__x", arg: 1, scope: !2945, file: !46, line: 315, type: !2948)
!2945 = distinct !DISubprogram(name: "operator==", linkageName: "_ZSteqRKSt17_Rb_tree_iteratorISt4pairIKilEES5_", scope: !34, file: !46, line: 315, type: !2946, scopeLine: 316, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !2950)
!2946 = !DISubroutineType(types: !2947)
!2947 = !{!129, !2948, !2948}
!2948 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2949, size: 64)
!2949 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !569)
!2950 = !{!2944, !2951}
!2951 = !DILocalVariable(name: "__y", arg: 2, scope: !2945, file: !46, line: 315, type: !2948)
!2952 = !DILocation(line: 0, scope: !2945, inlinedAt: !2953)
!2953 = distinct !DILocation(line: 2123, column: 12, scope: !2940, inlinedAt: !2911)
!2954 = !DILocation(line: 316, column: 28, scope: !2945, inlinedAt: !2953)
!2955 = !DILocation(line: 2123, column: 8, scope: !2941, inlinedAt: !2911)
!2956 = !DILocalVariable(name: "this", arg: 1, scope: !2957, type: !2959, flags: DIFlagArtificial | DIFlagObjectPointer)
!2957 = distinct !DISubprogram(name: "operator--", linkageName: "_ZNSt17_Rb_tree_iteratorISt4pairIKilEEmmEv", scope: !544, file: !46, line: 300, type: !566, scopeLine: 301, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !573, retainedNodes: !2958)
!2958 = !{!2956}
!2959 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !544, size: 64)
!2960 = !DILocation(line: 0, scope: !2957, inlinedAt: !2961)
!2961 = distinct !DILocation(line: 2126, column: 6, scope: !2940, inlinedAt: !2911)
!2962 = !DILocation(line: 302, column: 12, scope: !2957, inlinedAt: !2961)
!2963 = !DILocation(line: 408, column: 16, scope: !2386, inlinedAt: !2964)
!2964 = distinct !DILocation(line: 2128, column: 11, scope: !2965, inlinedAt: !2911)
!2965 = distinct !DILexicalBlock(scope: !2903, file: !46, line: 2128, column: 11)
!2966 = !DILocation(line: 408, column: 22, scope: !2386, inlinedAt: !2964)
!2967 = !DILocation(line: 2127, column: 2, scope: !2941, inlinedAt: !2911)
!2968 = !DILocation(line: 0, scope: !2412, inlinedAt: !2969)
!2969 = distinct !DILocation(line: 2128, column: 34, scope: !2965, inlinedAt: !2911)
!2970 = !DILocation(line: 0, scope: !2374, inlinedAt: !2971)
!2971 = distinct !DILocation(line: 796, column: 16, scope: !2412, inlinedAt: !2969)
!2972 = !DILocation(line: 0, scope: !2380, inlinedAt: !2973)
!2973 = distinct !DILocation(line: 775, column: 29, scope: !2374, inlinedAt: !2971)
!2974 = !DILocation(line: 0, scope: !2386, inlinedAt: !2964)
!2975 = !DILocation(line: 408, column: 20, scope: !2386, inlinedAt: !2964)
!2976 = !DILocation(line: 2128, column: 11, scope: !2903, inlinedAt: !2911)
!2977 = !DILocation(line: 2223, column: 13, scope: !2877)
!2978 = !DILocation(line: 0, scope: !2412, inlinedAt: !2979)
!2979 = distinct !DILocation(line: 2225, column: 44, scope: !2858)
!2980 = !DILocation(line: 0, scope: !2374, inlinedAt: !2981)
!2981 = distinct !DILocation(line: 796, column: 16, scope: !2412, inlinedAt: !2979)
!2982 = !DILocation(line: 0, scope: !2380, inlinedAt: !2983)
!2983 = distinct !DILocation(line: 775, column: 29, scope: !2374, inlinedAt: !2981)
!2984 = !DILocation(line: 239, column: 16, scope: !2380, inlinedAt: !2983)
!2985 = !DILocation(line: 0, scope: !2386, inlinedAt: !2986)
!2986 = distinct !DILocation(line: 2225, column: 16, scope: !2858)
!2987 = !DILocation(line: 408, column: 16, scope: !2386, inlinedAt: !2986)
!2988 = !DILocation(line: 408, column: 22, scope: !2386, inlinedAt: !2986)
!2989 = !DILocation(line: 408, column: 20, scope: !2386, inlinedAt: !2986)
!2990 = !DILocation(line: 2225, column: 16, scope: !2859)
!2991 = !DILocation(line: 0, scope: !2857)
!2992 = !DILocalVariable(name: "this", arg: 1, scope: !2993, type: !2157, flags: DIFlagArtificial | DIFlagObjectPointer)
!2993 = distinct !DISubprogram(name: "_M_leftmost", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE11_M_leftmostEv", scope: !56, file: !46, line: 718, type: !427, scopeLine: 719, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !435, retainedNodes: !2994)
!2994 = !{!2992}
!2995 = !DILocation(line: 0, scope: !2993, inlinedAt: !2996)
!2996 = distinct !DILocation(line: 2229, column: 25, scope: !2997)
!2997 = distinct !DILexicalBlock(scope: !2857, file: !46, line: 2229, column: 8)
!2998 = !DILocation(line: 719, column: 40, scope: !2993, inlinedAt: !2996)
!2999 = !DILocation(line: 2229, column: 25, scope: !2997)
!3000 = !DILocation(line: 2229, column: 22, scope: !2997)
!3001 = !DILocation(line: 2229, column: 8, scope: !2857)
!3002 = !DILocation(line: 0, scope: !2957, inlinedAt: !3003)
!3003 = distinct !DILocation(line: 2231, column: 44, scope: !3004)
!3004 = distinct !DILexicalBlock(scope: !2997, file: !46, line: 2231, column: 13)
!3005 = !DILocation(line: 302, column: 12, scope: !2957, inlinedAt: !3003)
!3006 = !DILocation(line: 0, scope: !2412, inlinedAt: !3007)
!3007 = distinct !DILocation(line: 2231, column: 36, scope: !3004)
!3008 = !DILocation(line: 0, scope: !2374, inlinedAt: !3009)
!3009 = distinct !DILocation(line: 796, column: 16, scope: !2412, inlinedAt: !3007)
!3010 = !DILocation(line: 0, scope: !2380, inlinedAt: !3011)
!3011 = distinct !DILocation(line: 775, column: 29, scope: !2374, inlinedAt: !3009)
!3012 = !DILocation(line: 239, column: 16, scope: !2380, inlinedAt: !3011)
!3013 = !DILocation(line: 0, scope: !2386, inlinedAt: !3014)
!3014 = distinct !DILocation(line: 2231, column: 13, scope: !3004)
!3015 = !DILocation(line: 408, column: 16, scope: !2386, inlinedAt: !3014)
!3016 = !DILocation(line: 408, column: 20, scope: !2386, inlinedAt: !3014)
!3017 = !DILocation(line: 2231, column: 13, scope: !2997)
!3018 = !DILocation(line: 0, scope: !2533, inlinedAt: !3019)
!3019 = distinct !DILocation(line: 2233, column: 12, scope: !3020)
!3020 = distinct !DILexicalBlock(scope: !3021, file: !46, line: 2233, column: 12)
!3021 = distinct !DILexicalBlock(scope: !3004, file: !46, line: 2232, column: 6)
!3022 = !DILocation(line: 788, column: 45, scope: !2533, inlinedAt: !3019)
!3023 = !DILocation(line: 2233, column: 39, scope: !3020)
!3024 = !DILocation(line: 2233, column: 12, scope: !3021)
!3025 = !DILocation(line: 0, scope: !2903, inlinedAt: !3026)
!3026 = distinct !DILocation(line: 2239, column: 13, scope: !3004)
!3027 = !DILocation(line: 0, scope: !2228, inlinedAt: !3028)
!3028 = distinct !DILocation(line: 2111, column: 24, scope: !2903, inlinedAt: !3026)
!3029 = !DILocation(line: 0, scope: !2233, inlinedAt: !3030)
!3030 = distinct !DILocation(line: 739, column: 16, scope: !2228, inlinedAt: !3028)
!3031 = !DILocation(line: 735, column: 64, scope: !2233, inlinedAt: !3030)
!3032 = !DILocation(line: 0, scope: !2865, inlinedAt: !3033)
!3033 = distinct !DILocation(line: 2112, column: 23, scope: !2903, inlinedAt: !3026)
!3034 = !DILocation(line: 2114, column: 18, scope: !2903, inlinedAt: !3026)
!3035 = !DILocation(line: 2114, column: 7, scope: !2903, inlinedAt: !3026)
!3036 = !DILocation(line: 0, scope: !2374, inlinedAt: !3037)
!3037 = distinct !DILocation(line: 2117, column: 41, scope: !2923, inlinedAt: !3026)
!3038 = !DILocation(line: 0, scope: !2380, inlinedAt: !3039)
!3039 = distinct !DILocation(line: 775, column: 29, scope: !2374, inlinedAt: !3037)
!3040 = !DILocation(line: 239, column: 16, scope: !2380, inlinedAt: !3039)
!3041 = !DILocation(line: 0, scope: !2386, inlinedAt: !3042)
!3042 = distinct !DILocation(line: 2117, column: 13, scope: !2923, inlinedAt: !3026)
!3043 = !DILocation(line: 408, column: 22, scope: !2386, inlinedAt: !3042)
!3044 = !DILocation(line: 408, column: 20, scope: !2386, inlinedAt: !3042)
!3045 = !DILocation(line: 2118, column: 10, scope: !2923, inlinedAt: !3026)
!3046 = distinct !{!3046, !3035, !3047, !2323}
!3047 = !DILocation(line: 2119, column: 2, scope: !2903, inlinedAt: !3026)
!3048 = !DILocation(line: 2121, column: 11, scope: !2903, inlinedAt: !3026)
!3049 = !DILocation(line: 0, scope: !2936, inlinedAt: !3050)
!3050 = distinct !DILocation(line: 2123, column: 15, scope: !2940, inlinedAt: !3026)
!3051 = !DILocation(line: 0, scope: !2945, inlinedAt: !3052)
!3052 = distinct !DILocation(line: 2123, column: 12, scope: !2940, inlinedAt: !3026)
!3053 = !DILocation(line: 316, column: 28, scope: !2945, inlinedAt: !3052)
!3054 = !DILocation(line: 2123, column: 8, scope: !2941, inlinedAt: !3026)
!3055 = !DILocation(line: 0, scope: !2957, inlinedAt: !3056)
!3056 = distinct !DILocation(line: 2126, column: 6, scope: !2940, inlinedAt: !3026)
!3057 = !DILocation(line: 302, column: 12, scope: !2957, inlinedAt: !3056)
!3058 = !DILocation(line: 408, column: 16, scope: !2386, inlinedAt: !3059)
!3059 = distinct !DILocation(line: 2128, column: 11, scope: !2965, inlinedAt: !3026)
!3060 = !DILocation(line: 2127, column: 2, scope: !2941, inlinedAt: !3026)
!3061 = !DILocation(line: 0, scope: !2412, inlinedAt: !3062)
!3062 = distinct !DILocation(line: 2128, column: 34, scope: !2965, inlinedAt: !3026)
!3063 = !DILocation(line: 0, scope: !2374, inlinedAt: !3064)
!3064 = distinct !DILocation(line: 796, column: 16, scope: !2412, inlinedAt: !3062)
!3065 = !DILocation(line: 0, scope: !2380, inlinedAt: !3066)
!3066 = distinct !DILocation(line: 775, column: 29, scope: !2374, inlinedAt: !3064)
!3067 = !DILocation(line: 0, scope: !2386, inlinedAt: !3059)
!3068 = !DILocation(line: 408, column: 20, scope: !2386, inlinedAt: !3059)
!3069 = !DILocation(line: 2128, column: 11, scope: !2903, inlinedAt: !3026)
!3070 = !DILocation(line: 2239, column: 13, scope: !3004)
!3071 = !DILocation(line: 0, scope: !2412, inlinedAt: !3072)
!3072 = distinct !DILocation(line: 2241, column: 39, scope: !2862)
!3073 = !DILocation(line: 0, scope: !2374, inlinedAt: !3074)
!3074 = distinct !DILocation(line: 796, column: 16, scope: !2412, inlinedAt: !3072)
!3075 = !DILocation(line: 0, scope: !2380, inlinedAt: !3076)
!3076 = distinct !DILocation(line: 775, column: 29, scope: !2374, inlinedAt: !3074)
!3077 = !DILocation(line: 0, scope: !2386, inlinedAt: !3078)
!3078 = distinct !DILocation(line: 2241, column: 16, scope: !2862)
!3079 = !DILocation(line: 408, column: 20, scope: !2386, inlinedAt: !3078)
!3080 = !DILocation(line: 2241, column: 16, scope: !2858)
!3081 = !DILocation(line: 0, scope: !2861)
!3082 = !DILocation(line: 0, scope: !2883, inlinedAt: !3083)
!3083 = distinct !DILocation(line: 2245, column: 25, scope: !3084)
!3084 = distinct !DILexicalBlock(scope: !2861, file: !46, line: 2245, column: 8)
!3085 = !DILocation(line: 727, column: 40, scope: !2883, inlinedAt: !3083)
!3086 = !DILocation(line: 2245, column: 25, scope: !3084)
!3087 = !DILocation(line: 2245, column: 22, scope: !3084)
!3088 = !DILocation(line: 2245, column: 8, scope: !2861)
!3089 = !DILocalVariable(name: "this", arg: 1, scope: !3090, type: !2959, flags: DIFlagArtificial | DIFlagObjectPointer)
!3090 = distinct !DISubprogram(name: "operator++", linkageName: "_ZNSt17_Rb_tree_iteratorISt4pairIKilEEppEv", scope: !544, file: !46, line: 285, type: !566, scopeLine: 286, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !565, retainedNodes: !3091)
!3091 = !{!3089}
!3092 = !DILocation(line: 0, scope: !3090, inlinedAt: !3093)
!3093 = distinct !DILocation(line: 2247, column: 49, scope: !3094)
!3094 = distinct !DILexicalBlock(scope: !3084, file: !46, line: 2247, column: 13)
!3095 = !DILocation(line: 287, column: 12, scope: !3090, inlinedAt: !3093)
!3096 = !DILocation(line: 0, scope: !2412, inlinedAt: !3097)
!3097 = distinct !DILocation(line: 2247, column: 41, scope: !3094)
!3098 = !DILocation(line: 0, scope: !2374, inlinedAt: !3099)
!3099 = distinct !DILocation(line: 796, column: 16, scope: !2412, inlinedAt: !3097)
!3100 = !DILocation(line: 0, scope: !2380, inlinedAt: !3101)
!3101 = distinct !DILocation(line: 775, column: 29, scope: !2374, inlinedAt: !3099)
!3102 = !DILocation(line: 239, column: 16, scope: !2380, inlinedAt: !3101)
!3103 = !DILocation(line: 0, scope: !2386, inlinedAt: !3104)
!3104 = distinct !DILocation(line: 2247, column: 13, scope: !3094)
!3105 = !DILocation(line: 408, column: 22, scope: !2386, inlinedAt: !3104)
!3106 = !DILocation(line: 408, column: 20, scope: !2386, inlinedAt: !3104)
!3107 = !DILocation(line: 2247, column: 13, scope: !3084)
!3108 = !DILocation(line: 0, scope: !2533, inlinedAt: !3109)
!3109 = distinct !DILocation(line: 2249, column: 12, scope: !3110)
!3110 = distinct !DILexicalBlock(scope: !3111, file: !46, line: 2249, column: 12)
!3111 = distinct !DILexicalBlock(scope: !3094, file: !46, line: 2248, column: 6)
!3112 = !DILocation(line: 788, column: 45, scope: !2533, inlinedAt: !3109)
!3113 = !DILocation(line: 2249, column: 36, scope: !3110)
!3114 = !DILocation(line: 2249, column: 12, scope: !3111)
!3115 = !DILocation(line: 0, scope: !2903, inlinedAt: !3116)
!3116 = distinct !DILocation(line: 2255, column: 13, scope: !3094)
!3117 = !DILocation(line: 0, scope: !2228, inlinedAt: !3118)
!3118 = distinct !DILocation(line: 2111, column: 24, scope: !2903, inlinedAt: !3116)
!3119 = !DILocation(line: 0, scope: !2233, inlinedAt: !3120)
!3120 = distinct !DILocation(line: 739, column: 16, scope: !2228, inlinedAt: !3118)
!3121 = !DILocation(line: 735, column: 64, scope: !2233, inlinedAt: !3120)
!3122 = !DILocation(line: 0, scope: !2865, inlinedAt: !3123)
!3123 = distinct !DILocation(line: 2112, column: 23, scope: !2903, inlinedAt: !3116)
!3124 = !DILocation(line: 2114, column: 18, scope: !2903, inlinedAt: !3116)
!3125 = !DILocation(line: 2114, column: 7, scope: !2903, inlinedAt: !3116)
!3126 = !DILocation(line: 0, scope: !2374, inlinedAt: !3127)
!3127 = distinct !DILocation(line: 2117, column: 41, scope: !2923, inlinedAt: !3116)
!3128 = !DILocation(line: 0, scope: !2380, inlinedAt: !3129)
!3129 = distinct !DILocation(line: 775, column: 29, scope: !2374, inlinedAt: !3127)
!3130 = !DILocation(line: 239, column: 16, scope: !2380, inlinedAt: !3129)
!3131 = !DILocation(line: 0, scope: !2386, inlinedAt: !3132)
!3132 = distinct !DILocation(line: 2117, column: 13, scope: !2923, inlinedAt: !3116)
!3133 = !DILocation(line: 408, column: 22, scope: !2386, inlinedAt: !3132)
!3134 = !DILocation(line: 408, column: 20, scope: !2386, inlinedAt: !3132)
!3135 = !DILocation(line: 2118, column: 10, scope: !2923, inlinedAt: !3116)
!3136 = distinct !{!3136, !3125, !3137, !2323}
!3137 = !DILocation(line: 2119, column: 2, scope: !2903, inlinedAt: !3116)
!3138 = !DILocation(line: 2121, column: 11, scope: !2903, inlinedAt: !3116)
!3139 = !DILocation(line: 0, scope: !2936, inlinedAt: !3140)
!3140 = distinct !DILocation(line: 2123, column: 15, scope: !2940, inlinedAt: !3116)
!3141 = !DILocation(line: 996, column: 49, scope: !2936, inlinedAt: !3140)
!3142 = !DILocation(line: 0, scope: !2945, inlinedAt: !3143)
!3143 = distinct !DILocation(line: 2123, column: 12, scope: !2940, inlinedAt: !3116)
!3144 = !DILocation(line: 316, column: 28, scope: !2945, inlinedAt: !3143)
!3145 = !DILocation(line: 2123, column: 8, scope: !2941, inlinedAt: !3116)
!3146 = !DILocation(line: 0, scope: !2957, inlinedAt: !3147)
!3147 = distinct !DILocation(line: 2126, column: 6, scope: !2940, inlinedAt: !3116)
!3148 = !DILocation(line: 302, column: 12, scope: !2957, inlinedAt: !3147)
!3149 = !DILocation(line: 408, column: 16, scope: !2386, inlinedAt: !3150)
!3150 = distinct !DILocation(line: 2128, column: 11, scope: !2965, inlinedAt: !3116)
!3151 = !DILocation(line: 2127, column: 2, scope: !2941, inlinedAt: !3116)
!3152 = !DILocation(line: 0, scope: !2412, inlinedAt: !3153)
!3153 = distinct !DILocation(line: 2128, column: 34, scope: !2965, inlinedAt: !3116)
!3154 = !DILocation(line: 0, scope: !2374, inlinedAt: !3155)
!3155 = distinct !DILocation(line: 796, column: 16, scope: !2412, inlinedAt: !3153)
!3156 = !DILocation(line: 0, scope: !2380, inlinedAt: !3157)
!3157 = distinct !DILocation(line: 775, column: 29, scope: !2374, inlinedAt: !3155)
!3158 = !DILocation(line: 0, scope: !2386, inlinedAt: !3150)
!3159 = !DILocation(line: 408, column: 20, scope: !2386, inlinedAt: !3150)
!3160 = !DILocation(line: 2128, column: 11, scope: !2903, inlinedAt: !3116)
!3161 = !DILocation(line: 2255, column: 13, scope: !3094)
!3162 = !DILocation(line: 0, scope: !2859)
!3163 = !DILocation(line: 2260, column: 5, scope: !2850)
!3164 = !DISubprogram(name: "_Rb_tree_decrement", linkageName: "_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base", scope: !34, file: !46, line: 250, type: !3165, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3165 = !DISubroutineType(types: !3166)
!3166 = !{!198, !198}
!3167 = !DISubprogram(name: "_Rb_tree_increment", linkageName: "_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base", scope: !34, file: !46, line: 244, type: !3165, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3168 = !DISubprogram(name: "_Rb_tree_insert_and_rebalance", linkageName: "_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_", scope: !34, file: !46, line: 409, type: !3169, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3169 = !DISubroutineType(types: !3170)
!3170 = !{null, !625, !198, !198, !3171}
!3171 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !193, size: 64)
