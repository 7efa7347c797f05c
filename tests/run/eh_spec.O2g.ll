; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !2108 {
  %1 = alloca %"class.std::tuple", align 8
  %2 = alloca %"class.std::tuple.0", align 1
  %3 = alloca %struct.Account, align 8, !DIAssignID !2129
    #dbg_assign(i1 undef, !2119, !DIExpression(), !2129, ptr %3, !DIExpression(), !2130)
  %4 = alloca i32, align 4
    #dbg_value(i64 0, !2110, !DIExpression(), !2130)
    #dbg_value(i32 -1, !2111, !DIExpression(), !2131)
  br label %12, !dbg !2132

5:                                                ; preds = %29
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
    #dbg_value(ptr %3, !2211, !DIExpression(), !2214)
    #dbg_value(ptr %3, !2226, !DIExpression(), !2230)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #13, !dbg !2232
    #dbg_value(ptr %4, !2234, !DIExpression(), !2243)
    #dbg_value(ptr %1, !2245, !DIExpression(), !2256)
    #dbg_value(ptr %4, !2254, !DIExpression(), !2256)
    #dbg_value(ptr %1, !2258, !DIExpression(), !2268)
    #dbg_value(ptr %4, !2266, !DIExpression(), !2268)
    #dbg_value(ptr %1, !2270, !DIExpression(), !2278)
    #dbg_value(ptr %4, !2276, !DIExpression(), !2278)
  store ptr %4, ptr %1, align 8, !dbg !2280, !tbaa !2281, !alias.scope !2282
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2) #13, !dbg !2285
  %11 = invoke ptr @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEESt17_Rb_tree_iteratorIS2_ESt23_Rb_tree_const_iteratorIS2_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %3, ptr nonnull %6, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt19piecewise_construct, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef nonnull align 1 dereferenceable(1) %2)
          to label %41 unwind label %45, !dbg !2286

12:                                               ; preds = %0, %29
  %13 = phi i64 [ -1, %0 ], [ %32, %29 ]
  %14 = phi i64 [ 0, %0 ], [ %31, %29 ]
    #dbg_value(i64 %14, !2110, !DIExpression(), !2130)
    #dbg_value(i64 %13, !2111, !DIExpression(), !2131)
  %15 = mul nsw i64 %13, 10, !dbg !2287
  %16 = invoke noundef i64 @_Z5checkIlET_S0_S0_(i64 noundef %15, i64 noundef 25)
          to label %29 unwind label %17, !dbg !2289

17:                                               ; preds = %12
  %18 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI2E2
          catch ptr @_ZTIP2E1, !dbg !2290
  %19 = extractvalue { ptr, i32 } %18, 0, !dbg !2290
  %20 = extractvalue { ptr, i32 } %18, 1, !dbg !2290
  %21 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI2E2) #13, !dbg !2291
  %22 = icmp eq i32 %20, %21, !dbg !2291
  br i1 %22, label %23, label %34, !dbg !2291

23:                                               ; preds = %17
  %24 = tail call ptr @__cxa_begin_catch(ptr %19) #13, !dbg !2292
    #dbg_value(ptr %24, !2117, !DIExpression(), !2294)
  %25 = load i32, ptr %24, align 8, !dbg !2295, !tbaa !2297
  %26 = getelementptr inbounds i8, ptr %24, i64 8, !dbg !2299
  %27 = load ptr, ptr %26, align 8, !dbg !2299, !tbaa !2300
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %25, ptr noundef %27), !dbg !2302
    #dbg_value(i64 %14, !2110, !DIExpression(DW_OP_plus_uconst, 100, DW_OP_stack_value), !2130)
  tail call void @__cxa_end_catch(), !dbg !2303
  br label %29, !dbg !2303

29:                                               ; preds = %12, %37, %23
  %30 = phi i64 [ 100, %23 ], [ 200, %37 ], [ %16, %12 ]
  %31 = add nsw i64 %30, %14, !dbg !2294
    #dbg_value(i64 %31, !2110, !DIExpression(), !2130)
  %32 = add nsw i64 %13, 1, !dbg !2304
    #dbg_value(i64 %32, !2111, !DIExpression(), !2131)
  %33 = icmp eq i64 %32, 4, !dbg !2305
  br i1 %33, label %5, label %12, !dbg !2132, !llvm.loop !2306

34:                                               ; preds = %17
  %35 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP2E1) #13, !dbg !2291
  %36 = icmp eq i32 %20, %35, !dbg !2291
  br i1 %36, label %37, label %221, !dbg !2291

37:                                               ; preds = %34
  %38 = tail call ptr @__cxa_begin_catch(ptr %19) #13, !dbg !2291
    #dbg_value(ptr %38, !2113, !DIExpression(), !2294)
  %39 = load i32, ptr %38, align 4, !dbg !2309, !tbaa !2297
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %39), !dbg !2310
  tail call void @_ZdlPvm(ptr noundef %38, i64 noundef 4) #14, !dbg !2311
    #dbg_value(i64 %14, !2110, !DIExpression(DW_OP_plus_uconst, 200, DW_OP_stack_value), !2130)
  tail call void @__cxa_end_catch() #13, !dbg !2292
  br label %29, !dbg !2292

41:                                               ; preds = %5
    #dbg_value(ptr %11, !2208, !DIExpression(), !2209)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2) #13, !dbg !2312
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #13, !dbg !2312
  %42 = getelementptr inbounds i8, ptr %11, i64 40, !dbg !2313
  store i64 11, ptr %42, align 8, !dbg !2314, !tbaa !2315
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #13, !dbg !2316
    #dbg_value(i32 0, !2120, !DIExpression(), !2317)
    #dbg_value(i64 %31, !2110, !DIExpression(), !2130)
    #dbg_value(ptr %3, !2318, !DIExpression(), !2324)
    #dbg_value(i32 0, !2321, !DIExpression(), !2324)
    #dbg_value(ptr %3, !2327, !DIExpression(), !2332)
    #dbg_value(ptr undef, !2330, !DIExpression(), !2332)
    #dbg_value(ptr %3, !2334, !DIExpression(), !2339)
    #dbg_value(ptr undef, !2337, !DIExpression(), !2339)
    #dbg_value(ptr %3, !2341, !DIExpression(), !2344)
  %43 = load ptr, ptr %7, align 8, !dbg !2346, !tbaa !2187
    #dbg_value(ptr %3, !2347, !DIExpression(), !2353)
    #dbg_value(ptr %43, !2350, !DIExpression(), !2353)
    #dbg_value(ptr %6, !2351, !DIExpression(), !2353)
    #dbg_value(ptr undef, !2352, !DIExpression(), !2353)
  %44 = icmp eq ptr %43, null, !dbg !2355
  br i1 %44, label %67, label %49, !dbg !2356

45:                                               ; preds = %5
  %46 = landingpad { ptr, i32 }
          cleanup, !dbg !2357
  %47 = extractvalue { ptr, i32 } %46, 0, !dbg !2357
  %48 = extractvalue { ptr, i32 } %46, 1, !dbg !2357
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #13, !dbg !2316
  br label %218, !dbg !2316

49:                                               ; preds = %41, %49
  %50 = phi ptr [ %58, %49 ], [ %43, %41 ]
  %51 = phi ptr [ %55, %49 ], [ %6, %41 ]
    #dbg_value(ptr %50, !2350, !DIExpression(), !2353)
    #dbg_value(ptr %51, !2351, !DIExpression(), !2353)
    #dbg_value(ptr %50, !2358, !DIExpression(), !2361)
    #dbg_value(ptr %50, !2364, !DIExpression(), !2367)
  %52 = getelementptr inbounds i8, ptr %50, i64 32, !dbg !2369
    #dbg_value(ptr %3, !2370, !DIExpression(), !2376)
    #dbg_value(ptr %52, !2373, !DIExpression(), !2376)
    #dbg_value(ptr undef, !2374, !DIExpression(), !2376)
  %53 = load i32, ptr %52, align 4, !dbg !2378, !tbaa !2202
  %54 = icmp slt i32 %53, 0, !dbg !2379
  %55 = select i1 %54, ptr %51, ptr %50, !dbg !2380
  %56 = select i1 %54, i64 24, i64 16, !dbg !2380
  %57 = getelementptr inbounds i8, ptr %50, i64 %56, !dbg !2380
  %58 = load ptr, ptr %57, align 8, !dbg !2381, !tbaa !2281
    #dbg_value(ptr %58, !2350, !DIExpression(), !2353)
    #dbg_value(ptr %55, !2351, !DIExpression(), !2353)
  %59 = icmp eq ptr %58, null, !dbg !2355
  br i1 %59, label %60, label %49, !dbg !2356, !llvm.loop !2382

60:                                               ; preds = %49
    #dbg_value(ptr %55, !2338, !DIExpression(), !2339)
    #dbg_value(ptr undef, !2384, !DIExpression(), !2392)
    #dbg_value(ptr undef, !2391, !DIExpression(), !2392)
  %61 = icmp eq ptr %55, %6, !dbg !2394
  br i1 %61, label %67, label %62, !dbg !2395

62:                                               ; preds = %60
    #dbg_value(ptr %55, !2396, !DIExpression(), !2399)
    #dbg_value(ptr %55, !2358, !DIExpression(), !2401)
    #dbg_value(ptr %55, !2364, !DIExpression(), !2403)
  %63 = select i1 %54, ptr %51, ptr %50, !dbg !2405
  %64 = getelementptr inbounds i8, ptr %63, i64 32, !dbg !2405
    #dbg_value(ptr %3, !2370, !DIExpression(), !2406)
    #dbg_value(ptr undef, !2373, !DIExpression(), !2406)
    #dbg_value(ptr %64, !2374, !DIExpression(), !2406)
  %65 = load i32, ptr %64, align 4, !dbg !2408, !tbaa !2202
  %66 = icmp sgt i32 %65, 0, !dbg !2409
    #dbg_value(ptr poison, !2322, !DIExpression(), !2324)
    #dbg_value(ptr undef, !2384, !DIExpression(), !2410)
    #dbg_value(ptr undef, !2391, !DIExpression(), !2410)
  br i1 %66, label %67, label %73, !dbg !2413

67:                                               ; preds = %62, %60, %41
  %68 = call ptr @__cxa_allocate_exception(i64 16) #13, !dbg !2414
  invoke void @_ZNSt12out_of_rangeC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %68, ptr noundef nonnull @.str.5)
          to label %69 unwind label %71, !dbg !2415

69:                                               ; preds = %67
  invoke void @__cxa_throw(ptr nonnull %68, ptr nonnull @_ZTISt12out_of_range, ptr nonnull @_ZNSt12out_of_rangeD1Ev) #15
          to label %70 unwind label %78, !dbg !2414

70:                                               ; preds = %175, %126, %69
  unreachable, !dbg !2414

71:                                               ; preds = %67
  %72 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception, !dbg !2416
  call void @__cxa_free_exception(ptr %68) #13, !dbg !2414
  br label %80

73:                                               ; preds = %62
    #dbg_value(ptr %55, !2322, !DIExpression(), !2324)
    #dbg_value(ptr %55, !2364, !DIExpression(), !2417)
  %74 = select i1 %54, ptr %51, ptr %50, !dbg !2424
  %75 = getelementptr inbounds i8, ptr %74, i64 40, !dbg !2424
  %76 = load i64, ptr %75, align 8, !dbg !2424, !tbaa !2425
  %77 = add nsw i64 %76, %31, !dbg !2427
    #dbg_value(i64 %77, !2110, !DIExpression(), !2130)
  br label %95, !dbg !2428

78:                                               ; preds = %69
  %79 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception, !dbg !2429
  br label %80, !dbg !2429

80:                                               ; preds = %71, %78
  %81 = phi { ptr, i32 } [ %79, %78 ], [ %72, %71 ]
  %82 = extractvalue { ptr, i32 } %81, 0, !dbg !2429
  %83 = extractvalue { ptr, i32 } %81, 1, !dbg !2429
  %84 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #13, !dbg !2428
  %85 = icmp eq i32 %83, %84, !dbg !2428
  br i1 %85, label %86, label %218, !dbg !2428

86:                                               ; preds = %80
  %87 = call ptr @__cxa_begin_catch(ptr %82) #13, !dbg !2428
    #dbg_value(ptr %87, !2122, !DIExpression(), !2430)
  %88 = load ptr, ptr %87, align 8, !dbg !2431, !tbaa !2433
  %89 = getelementptr inbounds i8, ptr %88, i64 16, !dbg !2431
  %90 = load ptr, ptr %89, align 8, !dbg !2431
  %91 = call noundef ptr %90(ptr noundef nonnull align 8 dereferenceable(8) %87) #13, !dbg !2431
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %91, i32 noundef 0), !dbg !2435
  invoke void @__cxa_end_catch()
          to label %93 unwind label %197, !dbg !2436

93:                                               ; preds = %86
  %94 = load ptr, ptr %7, align 8, !dbg !2346, !tbaa !2187
  br label %95, !dbg !2436

95:                                               ; preds = %93, %73
  %96 = phi ptr [ %43, %73 ], [ %94, %93 ], !dbg !2346
  %97 = phi i64 [ %77, %73 ], [ %31, %93 ], !dbg !2130
    #dbg_value(i64 %97, !2110, !DIExpression(), !2130)
    #dbg_value(i32 1, !2120, !DIExpression(), !2317)
    #dbg_value(ptr %3, !2318, !DIExpression(), !2324)
    #dbg_value(i32 1, !2321, !DIExpression(), !2324)
    #dbg_value(ptr %3, !2327, !DIExpression(), !2332)
    #dbg_value(ptr undef, !2330, !DIExpression(), !2332)
    #dbg_value(ptr %3, !2334, !DIExpression(), !2339)
    #dbg_value(ptr undef, !2337, !DIExpression(), !2339)
    #dbg_value(ptr %3, !2341, !DIExpression(), !2344)
    #dbg_value(ptr %3, !2347, !DIExpression(), !2353)
    #dbg_value(ptr %96, !2350, !DIExpression(), !2353)
    #dbg_value(ptr %6, !2351, !DIExpression(), !2353)
    #dbg_value(ptr undef, !2352, !DIExpression(), !2353)
  %98 = icmp eq ptr %96, null, !dbg !2355
  br i1 %98, label %122, label %99, !dbg !2356

99:                                               ; preds = %95, %99
  %100 = phi ptr [ %108, %99 ], [ %96, %95 ]
  %101 = phi ptr [ %105, %99 ], [ %6, %95 ]
    #dbg_value(ptr %100, !2350, !DIExpression(), !2353)
    #dbg_value(ptr %101, !2351, !DIExpression(), !2353)
    #dbg_value(ptr %100, !2358, !DIExpression(), !2361)
    #dbg_value(ptr %100, !2364, !DIExpression(), !2367)
  %102 = getelementptr inbounds i8, ptr %100, i64 32, !dbg !2369
    #dbg_value(ptr %3, !2370, !DIExpression(), !2376)
    #dbg_value(ptr %102, !2373, !DIExpression(), !2376)
    #dbg_value(ptr undef, !2374, !DIExpression(), !2376)
  %103 = load i32, ptr %102, align 4, !dbg !2378, !tbaa !2202
  %104 = icmp slt i32 %103, 1, !dbg !2379
  %105 = select i1 %104, ptr %101, ptr %100, !dbg !2380
  %106 = select i1 %104, i64 24, i64 16, !dbg !2380
  %107 = getelementptr inbounds i8, ptr %100, i64 %106, !dbg !2380
  %108 = load ptr, ptr %107, align 8, !dbg !2381, !tbaa !2281
    #dbg_value(ptr %108, !2350, !DIExpression(), !2353)
    #dbg_value(ptr %105, !2351, !DIExpression(), !2353)
  %109 = icmp eq ptr %108, null, !dbg !2355
  br i1 %109, label %110, label %99, !dbg !2356, !llvm.loop !2382

110:                                              ; preds = %99
    #dbg_value(ptr %105, !2338, !DIExpression(), !2339)
    #dbg_value(ptr undef, !2384, !DIExpression(), !2392)
    #dbg_value(ptr undef, !2391, !DIExpression(), !2392)
  %111 = icmp eq ptr %105, %6, !dbg !2394
  br i1 %111, label %122, label %112, !dbg !2395

112:                                              ; preds = %110
    #dbg_value(ptr %105, !2396, !DIExpression(), !2399)
    #dbg_value(ptr %105, !2358, !DIExpression(), !2401)
    #dbg_value(ptr %105, !2364, !DIExpression(), !2403)
  %113 = select i1 %104, ptr %101, ptr %100, !dbg !2405
  %114 = getelementptr inbounds i8, ptr %113, i64 32, !dbg !2405
    #dbg_value(ptr %3, !2370, !DIExpression(), !2406)
    #dbg_value(ptr undef, !2373, !DIExpression(), !2406)
    #dbg_value(ptr %114, !2374, !DIExpression(), !2406)
  %115 = load i32, ptr %114, align 4, !dbg !2408, !tbaa !2202
  %116 = icmp sgt i32 %115, 1, !dbg !2409
    #dbg_value(ptr poison, !2322, !DIExpression(), !2324)
    #dbg_value(ptr undef, !2384, !DIExpression(), !2410)
    #dbg_value(ptr undef, !2391, !DIExpression(), !2410)
  br i1 %116, label %122, label %117, !dbg !2413

117:                                              ; preds = %112
    #dbg_value(ptr %105, !2322, !DIExpression(), !2324)
    #dbg_value(ptr %105, !2364, !DIExpression(), !2417)
  %118 = select i1 %104, ptr %101, ptr %100, !dbg !2424
  %119 = getelementptr inbounds i8, ptr %118, i64 40, !dbg !2424
  %120 = load i64, ptr %119, align 8, !dbg !2424, !tbaa !2425
  %121 = add nsw i64 %120, %97, !dbg !2427
    #dbg_value(i64 %121, !2110, !DIExpression(), !2130)
  br label %144, !dbg !2428

122:                                              ; preds = %112, %110, %95
  %123 = call ptr @__cxa_allocate_exception(i64 16) #13, !dbg !2414
  invoke void @_ZNSt12out_of_rangeC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %123, ptr noundef nonnull @.str.5)
          to label %126 unwind label %124, !dbg !2415

124:                                              ; preds = %122
  %125 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception, !dbg !2416
  call void @__cxa_free_exception(ptr %123) #13, !dbg !2414
  br label %129

126:                                              ; preds = %122
  invoke void @__cxa_throw(ptr nonnull %123, ptr nonnull @_ZTISt12out_of_range, ptr nonnull @_ZNSt12out_of_rangeD1Ev) #15
          to label %70 unwind label %127, !dbg !2414

127:                                              ; preds = %126
  %128 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception, !dbg !2429
  br label %129, !dbg !2429

129:                                              ; preds = %127, %124
  %130 = phi { ptr, i32 } [ %128, %127 ], [ %125, %124 ]
  %131 = extractvalue { ptr, i32 } %130, 0, !dbg !2429
  %132 = extractvalue { ptr, i32 } %130, 1, !dbg !2429
  %133 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #13, !dbg !2428
  %134 = icmp eq i32 %132, %133, !dbg !2428
  br i1 %134, label %135, label %218, !dbg !2428

135:                                              ; preds = %129
  %136 = call ptr @__cxa_begin_catch(ptr %131) #13, !dbg !2428
    #dbg_value(ptr %136, !2122, !DIExpression(), !2430)
  %137 = load ptr, ptr %136, align 8, !dbg !2431, !tbaa !2433
  %138 = getelementptr inbounds i8, ptr %137, i64 16, !dbg !2431
  %139 = load ptr, ptr %138, align 8, !dbg !2431
  %140 = call noundef ptr %139(ptr noundef nonnull align 8 dereferenceable(8) %136) #13, !dbg !2431
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %140, i32 noundef 1), !dbg !2435
  invoke void @__cxa_end_catch()
          to label %142 unwind label %197, !dbg !2436

142:                                              ; preds = %135
  %143 = load ptr, ptr %7, align 8, !dbg !2346, !tbaa !2187
  br label %144, !dbg !2436

144:                                              ; preds = %142, %117
  %145 = phi ptr [ %96, %117 ], [ %143, %142 ], !dbg !2346
  %146 = phi i64 [ %121, %117 ], [ %97, %142 ], !dbg !2130
    #dbg_value(i64 %146, !2110, !DIExpression(), !2130)
    #dbg_value(i32 2, !2120, !DIExpression(), !2317)
    #dbg_value(ptr %3, !2318, !DIExpression(), !2324)
    #dbg_value(i32 2, !2321, !DIExpression(), !2324)
    #dbg_value(ptr %3, !2327, !DIExpression(), !2332)
    #dbg_value(ptr undef, !2330, !DIExpression(), !2332)
    #dbg_value(ptr %3, !2334, !DIExpression(), !2339)
    #dbg_value(ptr undef, !2337, !DIExpression(), !2339)
    #dbg_value(ptr %3, !2341, !DIExpression(), !2344)
    #dbg_value(ptr %3, !2347, !DIExpression(), !2353)
    #dbg_value(ptr %145, !2350, !DIExpression(), !2353)
    #dbg_value(ptr %6, !2351, !DIExpression(), !2353)
    #dbg_value(ptr undef, !2352, !DIExpression(), !2353)
  %147 = icmp eq ptr %145, null, !dbg !2355
  br i1 %147, label %171, label %148, !dbg !2356

148:                                              ; preds = %144, %148
  %149 = phi ptr [ %157, %148 ], [ %145, %144 ]
  %150 = phi ptr [ %154, %148 ], [ %6, %144 ]
    #dbg_value(ptr %149, !2350, !DIExpression(), !2353)
    #dbg_value(ptr %150, !2351, !DIExpression(), !2353)
    #dbg_value(ptr %149, !2358, !DIExpression(), !2361)
    #dbg_value(ptr %149, !2364, !DIExpression(), !2367)
  %151 = getelementptr inbounds i8, ptr %149, i64 32, !dbg !2369
    #dbg_value(ptr %3, !2370, !DIExpression(), !2376)
    #dbg_value(ptr %151, !2373, !DIExpression(), !2376)
    #dbg_value(ptr undef, !2374, !DIExpression(), !2376)
  %152 = load i32, ptr %151, align 4, !dbg !2378, !tbaa !2202
  %153 = icmp slt i32 %152, 2, !dbg !2379
  %154 = select i1 %153, ptr %150, ptr %149, !dbg !2380
  %155 = select i1 %153, i64 24, i64 16, !dbg !2380
  %156 = getelementptr inbounds i8, ptr %149, i64 %155, !dbg !2380
  %157 = load ptr, ptr %156, align 8, !dbg !2381, !tbaa !2281
    #dbg_value(ptr %157, !2350, !DIExpression(), !2353)
    #dbg_value(ptr %154, !2351, !DIExpression(), !2353)
  %158 = icmp eq ptr %157, null, !dbg !2355
  br i1 %158, label %159, label %148, !dbg !2356, !llvm.loop !2382

159:                                              ; preds = %148
    #dbg_value(ptr %154, !2338, !DIExpression(), !2339)
    #dbg_value(ptr undef, !2384, !DIExpression(), !2392)
    #dbg_value(ptr undef, !2391, !DIExpression(), !2392)
  %160 = icmp eq ptr %154, %6, !dbg !2394
  br i1 %160, label %171, label %161, !dbg !2395

161:                                              ; preds = %159
    #dbg_value(ptr %154, !2396, !DIExpression(), !2399)
    #dbg_value(ptr %154, !2358, !DIExpression(), !2401)
    #dbg_value(ptr %154, !2364, !DIExpression(), !2403)
  %162 = select i1 %153, ptr %150, ptr %149, !dbg !2405
  %163 = getelementptr inbounds i8, ptr %162, i64 32, !dbg !2405
    #dbg_value(ptr %3, !2370, !DIExpression(), !2406)
    #dbg_value(ptr undef, !2373, !DIExpression(), !2406)
    #dbg_value(ptr %163, !2374, !DIExpression(), !2406)
  %164 = load i32, ptr %163, align 4, !dbg !2408, !tbaa !2202
  %165 = icmp sgt i32 %164, 2, !dbg !2409
    #dbg_value(ptr poison, !2322, !DIExpression(), !2324)
    #dbg_value(ptr undef, !2384, !DIExpression(), !2410)
    #dbg_value(ptr undef, !2391, !DIExpression(), !2410)
  br i1 %165, label %171, label %166, !dbg !2413

166:                                              ; preds = %161
    #dbg_value(ptr %154, !2322, !DIExpression(), !2324)
    #dbg_value(ptr %154, !2364, !DIExpression(), !2417)
  %167 = select i1 %153, ptr %150, ptr %149, !dbg !2424
  %168 = getelementptr inbounds i8, ptr %167, i64 40, !dbg !2424
  %169 = load i64, ptr %168, align 8, !dbg !2424, !tbaa !2425
  %170 = add nsw i64 %169, %146, !dbg !2427
    #dbg_value(i64 %170, !2110, !DIExpression(), !2130)
  br label %191, !dbg !2428

171:                                              ; preds = %161, %159, %144
  %172 = call ptr @__cxa_allocate_exception(i64 16) #13, !dbg !2414
  invoke void @_ZNSt12out_of_rangeC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %172, ptr noundef nonnull @.str.5)
          to label %175 unwind label %173, !dbg !2415

173:                                              ; preds = %171
  %174 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception, !dbg !2416
  call void @__cxa_free_exception(ptr %172) #13, !dbg !2414
  br label %178

175:                                              ; preds = %171
  invoke void @__cxa_throw(ptr nonnull %172, ptr nonnull @_ZTISt12out_of_range, ptr nonnull @_ZNSt12out_of_rangeD1Ev) #15
          to label %70 unwind label %176, !dbg !2414

176:                                              ; preds = %175
  %177 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception, !dbg !2429
  br label %178, !dbg !2429

178:                                              ; preds = %176, %173
  %179 = phi { ptr, i32 } [ %177, %176 ], [ %174, %173 ]
  %180 = extractvalue { ptr, i32 } %179, 0, !dbg !2429
  %181 = extractvalue { ptr, i32 } %179, 1, !dbg !2429
  %182 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #13, !dbg !2428
  %183 = icmp eq i32 %181, %182, !dbg !2428
  br i1 %183, label %184, label %218, !dbg !2428

184:                                              ; preds = %178
  %185 = call ptr @__cxa_begin_catch(ptr %180) #13, !dbg !2428
    #dbg_value(ptr %185, !2122, !DIExpression(), !2430)
  %186 = load ptr, ptr %185, align 8, !dbg !2431, !tbaa !2433
  %187 = getelementptr inbounds i8, ptr %186, i64 16, !dbg !2431
  %188 = load ptr, ptr %187, align 8, !dbg !2431
  %189 = call noundef ptr %188(ptr noundef nonnull align 8 dereferenceable(8) %185) #13, !dbg !2431
  %190 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %189, i32 noundef 2), !dbg !2435
  invoke void @__cxa_end_catch()
          to label %191 unwind label %197, !dbg !2436

191:                                              ; preds = %184, %166
  %192 = phi i64 [ %170, %166 ], [ %146, %184 ], !dbg !2130
    #dbg_value(i64 %192, !2110, !DIExpression(), !2130)
    #dbg_value(i32 3, !2120, !DIExpression(), !2317)
  %193 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %192), !dbg !2437
  %194 = load ptr, ptr @stdout, align 8, !dbg !2438, !tbaa !2281
  %195 = call i32 @fflush(ptr noundef %194), !dbg !2439
  %196 = icmp sgt i64 %192, 0, !dbg !2440
  br i1 %196, label %201, label %212, !dbg !2442

197:                                              ; preds = %184, %135, %86
  %198 = landingpad { ptr, i32 }
          cleanup, !dbg !2443
  %199 = extractvalue { ptr, i32 } %198, 0, !dbg !2443
  %200 = extractvalue { ptr, i32 } %198, 1, !dbg !2443
  br label %218, !dbg !2436

201:                                              ; preds = %191
  %202 = call ptr @__cxa_allocate_exception(i64 16) #13, !dbg !2444
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %202, ptr noundef nonnull @.str.4)
          to label %203 unwind label %208, !dbg !2445

203:                                              ; preds = %201
  invoke void @__cxa_throw(ptr nonnull %202, ptr nonnull @_ZTISt13runtime_error, ptr nonnull @_ZNSt13runtime_errorD1Ev) #15
          to label %226 unwind label %204, !dbg !2444

204:                                              ; preds = %203
  %205 = landingpad { ptr, i32 }
          cleanup, !dbg !2357
  %206 = extractvalue { ptr, i32 } %205, 0, !dbg !2357
  %207 = extractvalue { ptr, i32 } %205, 1, !dbg !2357
  br label %218, !dbg !2357

208:                                              ; preds = %201
  %209 = landingpad { ptr, i32 }
          cleanup, !dbg !2446
  %210 = extractvalue { ptr, i32 } %209, 0, !dbg !2446
  %211 = extractvalue { ptr, i32 } %209, 1, !dbg !2446
  call void @__cxa_free_exception(ptr %202) #13, !dbg !2444
  br label %218, !dbg !2444

212:                                              ; preds = %191
    #dbg_value(ptr %3, !2447, !DIExpression(), !2451)
    #dbg_value(ptr %3, !2453, !DIExpression(), !2456)
    #dbg_value(ptr %3, !2459, !DIExpression(), !2462)
    #dbg_value(ptr %3, !2211, !DIExpression(), !2465)
    #dbg_value(ptr %3, !2226, !DIExpression(), !2468)
  %213 = load ptr, ptr %7, align 8, !dbg !2470, !tbaa !2187
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %3, ptr noundef %213)
          to label %217 unwind label %214, !dbg !2471

214:                                              ; preds = %212
  %215 = landingpad { ptr, i32 }
          catch ptr null, !dbg !2471
  %216 = extractvalue { ptr, i32 } %215, 0, !dbg !2471
  call void @__clang_call_terminate(ptr %216) #16, !dbg !2471
  unreachable, !dbg !2471

217:                                              ; preds = %212
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #13, !dbg !2357
  ret i32 0, !dbg !2357

218:                                              ; preds = %80, %129, %178, %197, %208, %204, %45
  %219 = phi ptr [ %206, %204 ], [ %210, %208 ], [ %47, %45 ], [ %199, %197 ], [ %82, %80 ], [ %131, %129 ], [ %180, %178 ], !dbg !2357
  %220 = phi i32 [ %207, %204 ], [ %211, %208 ], [ %48, %45 ], [ %200, %197 ], [ %83, %80 ], [ %132, %129 ], [ %181, %178 ], !dbg !2357
  call void @_ZN7AccountD2Ev(ptr noundef nonnull align 8 dereferenceable(48) %3) #13, !dbg !2357
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #13, !dbg !2357
  br label %221, !dbg !2357

221:                                              ; preds = %34, %218
  %222 = phi ptr [ %219, %218 ], [ %19, %34 ], !dbg !2357
  %223 = phi i32 [ %220, %218 ], [ %20, %34 ], !dbg !2357
  %224 = insertvalue { ptr, i32 } poison, ptr %222, 0, !dbg !2357
  %225 = insertvalue { ptr, i32 } %224, i32 %223, 1, !dbg !2357
  resume { ptr, i32 } %225, !dbg !2357

226:                                              ; preds = %203
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress noinline uwtable
define linkonce_odr dso_local noundef i64 @_Z5checkIlET_S0_S0_(i64 noundef %0, i64 noundef %1) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 !dbg !2472 {
    #dbg_value(i64 %0, !2476, !DIExpression(), !2480)
    #dbg_value(i64 %1, !2477, !DIExpression(), !2480)
  %3 = icmp sgt i64 %0, %1, !dbg !2481
  br i1 %3, label %4, label %8, !dbg !2483

4:                                                ; preds = %2
  %5 = tail call ptr @__cxa_allocate_exception(i64 16) #13, !dbg !2484
  %6 = trunc i64 %0 to i32, !dbg !2485
  store i32 %6, ptr %5, align 16, !dbg !2486, !tbaa !2297
  %7 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !2487
  store ptr @.str.6, ptr %7, align 8, !dbg !2487, !tbaa !2300
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTI2E2, ptr null) #15, !dbg !2484
  unreachable, !dbg !2484

8:                                                ; preds = %2
  %9 = icmp slt i64 %0, 0, !dbg !2488
  br i1 %9, label %10, label %16, !dbg !2490

10:                                               ; preds = %8
  %11 = tail call ptr @__cxa_allocate_exception(i64 8) #13, !dbg !2491
  %12 = invoke noalias noundef nonnull dereferenceable(4) ptr @_Znwm(i64 noundef 4) #17
          to label %13 unwind label %14, !dbg !2492, !heapallocsite !840

13:                                               ; preds = %10
  store i32 -1, ptr %12, align 4, !dbg !2493, !tbaa !2297
  store ptr %12, ptr %11, align 16, !dbg !2491, !tbaa !2281
  tail call void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIP2E1, ptr null) #15, !dbg !2491
  unreachable, !dbg !2491

14:                                               ; preds = %10
  %15 = landingpad { ptr, i32 }
          cleanup, !dbg !2494
  tail call void @__cxa_free_exception(ptr %11) #13, !dbg !2491
  resume { ptr, i32 } %15, !dbg !2491

16:                                               ; preds = %8
  ret i64 %0, !dbg !2495
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
define linkonce_odr dso_local void @_ZN7AccountD2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #9 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !2448 {
    #dbg_value(ptr %0, !2447, !DIExpression(), !2496)
    #dbg_value(ptr %0, !2453, !DIExpression(), !2497)
    #dbg_value(ptr %0, !2459, !DIExpression(), !2499)
    #dbg_value(ptr %0, !2211, !DIExpression(), !2501)
    #dbg_value(ptr %0, !2226, !DIExpression(), !2503)
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2505
  %3 = load ptr, ptr %2, align 8, !dbg !2505, !tbaa !2187
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %3)
          to label %7 unwind label %4, !dbg !2506

4:                                                ; preds = %1
  %5 = landingpad { ptr, i32 }
          catch ptr null, !dbg !2506
  %6 = extractvalue { ptr, i32 } %5, 0, !dbg !2506
  tail call void @__clang_call_terminate(ptr %6) #16, !dbg !2506
  unreachable, !dbg !2506

7:                                                ; preds = %1
  ret void, !dbg !2507
}

declare void @_ZNSt12out_of_rangeC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #7

; Function Attrs: nounwind
declare void @_ZNSt12out_of_rangeD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %1) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !2508 {
    #dbg_value(ptr %0, !2510, !DIExpression(), !2514)
    #dbg_value(ptr %1, !2511, !DIExpression(), !2514)
  %3 = icmp eq ptr %1, null, !dbg !2515
  br i1 %3, label %11, label %4, !dbg !2516

4:                                                ; preds = %2, %4
  %5 = phi ptr [ %9, %4 ], [ %1, %2 ]
    #dbg_value(ptr %5, !2511, !DIExpression(), !2514)
    #dbg_value(ptr %5, !2517, !DIExpression(), !2520)
  %6 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !2522
  %7 = load ptr, ptr %6, align 8, !dbg !2522, !tbaa !2523
  tail call void @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %7), !dbg !2524
    #dbg_value(ptr %5, !2525, !DIExpression(), !2528)
  %8 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !2530
  %9 = load ptr, ptr %8, align 8, !dbg !2530, !tbaa !2531
    #dbg_value(ptr %9, !2512, !DIExpression(), !2532)
    #dbg_value(ptr %0, !2533, !DIExpression(), !2537)
    #dbg_value(ptr %5, !2536, !DIExpression(), !2537)
    #dbg_value(ptr %0, !2539, !DIExpression(), !2543)
    #dbg_value(ptr %5, !2542, !DIExpression(), !2543)
    #dbg_value(ptr %0, !2545, !DIExpression(), !2575)
    #dbg_value(ptr %5, !2573, !DIExpression(), !2575)
    #dbg_value(i64 1, !2574, !DIExpression(), !2575)
    #dbg_value(ptr %0, !2577, !DIExpression(), !2583)
    #dbg_value(ptr %5, !2580, !DIExpression(), !2583)
    #dbg_value(i64 1, !2581, !DIExpression(), !2583)
  tail call void @_ZdlPvm(ptr noundef nonnull %5, i64 noundef 48) #14, !dbg !2585
    #dbg_value(ptr %9, !2511, !DIExpression(), !2514)
  %10 = icmp eq ptr %9, null, !dbg !2515
  br i1 %10, label %11, label %4, !dbg !2516, !llvm.loop !2586

11:                                               ; preds = %4, %2
  ret void, !dbg !2588
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local ptr @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEESt17_Rb_tree_iteratorIS2_ESt23_Rb_tree_const_iteratorIS2_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %1, ptr noundef nonnull align 1 dereferenceable(1) %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 1 dereferenceable(1) %4) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !2589 {
    #dbg_value(ptr %1, !2603, !DIExpression(), !2609)
    #dbg_value(ptr %0, !2602, !DIExpression(), !2609)
    #dbg_value(ptr %2, !2604, !DIExpression(), !2609)
    #dbg_value(ptr %3, !2605, !DIExpression(), !2609)
    #dbg_value(ptr %4, !2606, !DIExpression(), !2609)
    #dbg_value(ptr undef, !2610, !DIExpression(), !2621)
    #dbg_value(ptr %0, !2616, !DIExpression(), !2621)
    #dbg_value(ptr %2, !2617, !DIExpression(), !2621)
    #dbg_value(ptr %3, !2618, !DIExpression(), !2621)
    #dbg_value(ptr %4, !2619, !DIExpression(), !2621)
    #dbg_value(ptr %0, !2607, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2609)
    #dbg_value(ptr %0, !2623, !DIExpression(), !2633)
    #dbg_value(ptr %2, !2629, !DIExpression(), !2633)
    #dbg_value(ptr %3, !2630, !DIExpression(), !2633)
    #dbg_value(ptr %4, !2631, !DIExpression(), !2633)
    #dbg_value(ptr %0, !2635, !DIExpression(), !2638)
    #dbg_value(ptr %0, !2640, !DIExpression(), !2644)
    #dbg_value(i64 1, !2643, !DIExpression(), !2644)
    #dbg_value(ptr %0, !2646, !DIExpression(), !2651)
    #dbg_value(i64 1, !2649, !DIExpression(), !2651)
    #dbg_value(ptr null, !2650, !DIExpression(), !2651)
  %6 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #17, !dbg !2653
    #dbg_value(ptr %6, !2632, !DIExpression(), !2633)
    #dbg_value(ptr %0, !2654, !DIExpression(), !2664)
    #dbg_value(ptr %6, !2660, !DIExpression(), !2664)
    #dbg_value(ptr %2, !2661, !DIExpression(), !2664)
    #dbg_value(ptr %3, !2662, !DIExpression(), !2664)
    #dbg_value(ptr %4, !2663, !DIExpression(), !2664)
    #dbg_value(ptr %6, !2666, !DIExpression(), !2669)
  %7 = getelementptr inbounds i8, ptr %6, i64 32, !dbg !2672
    #dbg_value(ptr %0, !2673, !DIExpression(), !2685)
    #dbg_value(ptr %7, !2681, !DIExpression(), !2685)
    #dbg_value(ptr %2, !2682, !DIExpression(), !2685)
    #dbg_value(ptr %3, !2683, !DIExpression(), !2685)
    #dbg_value(ptr %4, !2684, !DIExpression(), !2685)
    #dbg_value(ptr %0, !2687, !DIExpression(), !2697)
    #dbg_value(ptr %7, !2693, !DIExpression(), !2697)
    #dbg_value(ptr %2, !2694, !DIExpression(), !2697)
    #dbg_value(ptr %3, !2695, !DIExpression(), !2697)
    #dbg_value(ptr %4, !2696, !DIExpression(), !2697)
    #dbg_value(ptr undef, !2699, !DIExpression(), !2703)
    #dbg_value(ptr %3, !2702, !DIExpression(), !2703)
    #dbg_value(ptr undef, !2705, !DIExpression(), !2709)
    #dbg_value(ptr %3, !2708, !DIExpression(), !2709)
  %8 = load i64, ptr %3, align 8, !dbg !2711, !tbaa !2281
  %9 = inttoptr i64 %8 to ptr, !dbg !2711
    #dbg_value(ptr %7, !2712, !DIExpression(), !2724)
    #dbg_value(ptr undef, !2722, !DIExpression(DW_OP_deref), !2724)
    #dbg_value(ptr %7, !2726, !DIExpression(), !2748)
    #dbg_value(ptr undef, !2744, !DIExpression(), !2748)
    #dbg_value(ptr undef, !2745, !DIExpression(), !2748)
  %10 = load i32, ptr %9, align 4, !dbg !2750, !tbaa !2202
  store i32 %10, ptr %7, align 8, !dbg !2751, !tbaa !2752
  %11 = getelementptr inbounds i8, ptr %6, i64 40, !dbg !2753
  store i64 0, ptr %11, align 8, !dbg !2753, !tbaa !2425
    #dbg_value(ptr %6, !2607, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2609)
    #dbg_value(ptr %6, !2358, !DIExpression(), !2754)
    #dbg_value(ptr %6, !2364, !DIExpression(), !2761)
  %12 = invoke { ptr, ptr } @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS2_ERS1_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(4) %7)
          to label %13 unwind label %32, !dbg !2763

13:                                               ; preds = %5
  %14 = extractvalue { ptr, ptr } %12, 0, !dbg !2763
    #dbg_value(ptr %14, !2608, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2609)
  %15 = extractvalue { ptr, ptr } %12, 1, !dbg !2763
    #dbg_value(ptr %15, !2608, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2609)
  %16 = icmp eq ptr %15, null, !dbg !2764
  br i1 %16, label %34, label %17, !dbg !2766

17:                                               ; preds = %13
    #dbg_value(ptr %14, !2767, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2772)
    #dbg_value(ptr %15, !2767, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2772)
    #dbg_value(ptr undef, !2770, !DIExpression(), !2772)
    #dbg_value(ptr %0, !2774, !DIExpression(), !2781)
    #dbg_value(ptr %14, !2777, !DIExpression(), !2781)
    #dbg_value(ptr %15, !2778, !DIExpression(), !2781)
    #dbg_value(ptr %6, !2779, !DIExpression(), !2781)
  %18 = icmp ne ptr %14, null, !dbg !2783
  %19 = getelementptr inbounds i8, ptr %0, i64 8
  %20 = icmp eq ptr %19, %15
  %21 = select i1 %18, i1 true, i1 %20, !dbg !2784
  br i1 %21, label %27, label %22, !dbg !2784

22:                                               ; preds = %17
    #dbg_value(ptr %6, !2358, !DIExpression(), !2785)
    #dbg_value(ptr %6, !2364, !DIExpression(), !2787)
    #dbg_value(ptr %15, !2396, !DIExpression(), !2789)
    #dbg_value(ptr %15, !2358, !DIExpression(), !2791)
    #dbg_value(ptr %15, !2364, !DIExpression(), !2793)
  %23 = getelementptr inbounds i8, ptr %15, i64 32, !dbg !2795
    #dbg_value(ptr %0, !2370, !DIExpression(), !2796)
    #dbg_value(ptr %7, !2373, !DIExpression(), !2796)
    #dbg_value(ptr %23, !2374, !DIExpression(), !2796)
  %24 = load i32, ptr %7, align 4, !dbg !2798, !tbaa !2202
  %25 = load i32, ptr %23, align 4, !dbg !2799, !tbaa !2202
  %26 = icmp slt i32 %24, %25, !dbg !2800
  br label %27, !dbg !2801

27:                                               ; preds = %17, %22
  %28 = phi i1 [ true, %17 ], [ %26, %22 ]
    #dbg_value(i1 %28, !2780, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2781)
  tail call void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext %28, ptr noundef nonnull %6, ptr noundef nonnull %15, ptr noundef nonnull align 8 dereferenceable(32) %19) #13, !dbg !2802
  %29 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !2803
  %30 = load i64, ptr %29, align 8, !dbg !2804, !tbaa !2199
  %31 = add i64 %30, 1, !dbg !2804
  store i64 %31, ptr %29, align 8, !dbg !2804, !tbaa !2199
    #dbg_value(ptr %6, !2771, !DIExpression(), !2772)
    #dbg_value(ptr null, !2607, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2609)
    #dbg_value(ptr undef, !2805, !DIExpression(), !2808)
  br label %35, !dbg !2810

32:                                               ; preds = %5
  %33 = landingpad { ptr, i32 }
          cleanup, !dbg !2812
    #dbg_value(ptr undef, !2805, !DIExpression(), !2813)
    #dbg_value(ptr poison, !2533, !DIExpression(), !2815)
    #dbg_value(ptr %6, !2536, !DIExpression(), !2815)
    #dbg_value(ptr poison, !2539, !DIExpression(), !2818)
    #dbg_value(ptr %6, !2542, !DIExpression(), !2818)
    #dbg_value(ptr poison, !2545, !DIExpression(), !2820)
    #dbg_value(ptr %6, !2573, !DIExpression(), !2820)
    #dbg_value(i64 1, !2574, !DIExpression(), !2820)
    #dbg_value(ptr poison, !2577, !DIExpression(), !2822)
    #dbg_value(ptr %6, !2580, !DIExpression(), !2822)
    #dbg_value(i64 1, !2581, !DIExpression(), !2822)
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef 48) #14, !dbg !2824
  resume { ptr, i32 } %33, !dbg !2812

34:                                               ; preds = %13
    #dbg_value(ptr %6, !2607, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2609)
    #dbg_value(ptr undef, !2805, !DIExpression(), !2808)
    #dbg_value(ptr poison, !2533, !DIExpression(), !2825)
    #dbg_value(ptr %6, !2536, !DIExpression(), !2825)
    #dbg_value(ptr poison, !2539, !DIExpression(), !2827)
    #dbg_value(ptr %6, !2542, !DIExpression(), !2827)
    #dbg_value(ptr poison, !2545, !DIExpression(), !2829)
    #dbg_value(ptr %6, !2573, !DIExpression(), !2829)
    #dbg_value(i64 1, !2574, !DIExpression(), !2829)
    #dbg_value(ptr poison, !2577, !DIExpression(), !2831)
    #dbg_value(ptr %6, !2580, !DIExpression(), !2831)
    #dbg_value(i64 1, !2581, !DIExpression(), !2831)
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef 48) #14, !dbg !2833
  br label %35, !dbg !2834

35:                                               ; preds = %27, %34
  %36 = phi ptr [ %6, %27 ], [ %14, %34 ]
  ret ptr %36, !dbg !2812
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { ptr, ptr } @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS2_ERS1_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(4) %2) local_unnamed_addr #10 comdat align 2 !dbg !2835 {
    #dbg_value(ptr %1, !2838, !DIExpression(), !2848)
    #dbg_value(ptr %0, !2837, !DIExpression(), !2848)
    #dbg_value(ptr %2, !2839, !DIExpression(), !2848)
    #dbg_value(ptr %1, !2840, !DIExpression(), !2848)
    #dbg_value(ptr %0, !2849, !DIExpression(), !2852)
  %4 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !2854
  %5 = icmp eq ptr %4, %1, !dbg !2855
  br i1 %5, label %6, label %51, !dbg !2856

6:                                                ; preds = %3
    #dbg_value(ptr %0, !2857, !DIExpression(), !2860)
  %7 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !2864
  %8 = load i64, ptr %7, align 8, !dbg !2864, !tbaa !2199
  %9 = icmp eq i64 %8, 0, !dbg !2865
  br i1 %9, label %17, label %10, !dbg !2866

10:                                               ; preds = %6
    #dbg_value(ptr %0, !2867, !DIExpression(), !2870)
  %11 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !2872
  %12 = load ptr, ptr %11, align 8, !dbg !2873, !tbaa !2281
    #dbg_value(ptr %12, !2396, !DIExpression(), !2874)
    #dbg_value(ptr %12, !2358, !DIExpression(), !2876)
    #dbg_value(ptr %12, !2364, !DIExpression(), !2878)
  %13 = getelementptr inbounds i8, ptr %12, i64 32, !dbg !2880
    #dbg_value(ptr %0, !2370, !DIExpression(), !2881)
    #dbg_value(ptr %13, !2373, !DIExpression(), !2881)
    #dbg_value(ptr %2, !2374, !DIExpression(), !2881)
  %14 = load i32, ptr %13, align 4, !dbg !2883, !tbaa !2202
  %15 = load i32, ptr %2, align 4, !dbg !2884, !tbaa !2202
  %16 = icmp slt i32 %14, %15, !dbg !2885
  br i1 %16, label %146, label %17, !dbg !2886

17:                                               ; preds = %10, %6
    #dbg_value(ptr %0, !2887, !DIExpression(), !2895)
    #dbg_value(ptr %2, !2890, !DIExpression(), !2895)
    #dbg_value(ptr %0, !2211, !DIExpression(), !2897)
    #dbg_value(ptr %0, !2226, !DIExpression(), !2899)
  %18 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2901
    #dbg_value(ptr poison, !2891, !DIExpression(), !2895)
    #dbg_value(ptr %0, !2849, !DIExpression(), !2902)
    #dbg_value(ptr %4, !2892, !DIExpression(), !2895)
    #dbg_value(i8 1, !2893, !DIExpression(), !2895)
  %19 = load ptr, ptr %18, align 8, !dbg !2895, !tbaa !2281
  %20 = icmp eq ptr %19, null, !dbg !2904
  br i1 %20, label %33, label %21, !dbg !2905

21:                                               ; preds = %17
  %22 = load i32, ptr %2, align 4, !tbaa !2202
  br label %23, !dbg !2905

23:                                               ; preds = %23, %21
  %24 = phi ptr [ %19, %21 ], [ %30, %23 ]
    #dbg_value(ptr %24, !2892, !DIExpression(), !2895)
    #dbg_value(ptr %24, !2358, !DIExpression(), !2906)
    #dbg_value(ptr %24, !2364, !DIExpression(), !2909)
  %25 = getelementptr inbounds i8, ptr %24, i64 32, !dbg !2911
    #dbg_value(ptr %0, !2370, !DIExpression(), !2912)
    #dbg_value(ptr %2, !2373, !DIExpression(), !2912)
    #dbg_value(ptr %25, !2374, !DIExpression(), !2912)
  %26 = load i32, ptr %25, align 4, !dbg !2914, !tbaa !2202
  %27 = icmp slt i32 %22, %26, !dbg !2915
    #dbg_value(i1 %27, !2893, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2895)
  %28 = select i1 %27, i64 16, i64 24, !dbg !2916
  %29 = getelementptr inbounds i8, ptr %24, i64 %28, !dbg !2916
    #dbg_value(ptr poison, !2891, !DIExpression(), !2895)
  %30 = load ptr, ptr %29, align 8, !dbg !2895, !tbaa !2281
    #dbg_value(ptr %30, !2891, !DIExpression(), !2895)
    #dbg_value(i8 poison, !2893, !DIExpression(), !2895)
  %31 = icmp eq ptr %30, null, !dbg !2904
  br i1 %31, label %32, label %23, !dbg !2905, !llvm.loop !2917

32:                                               ; preds = %23
    #dbg_value(ptr %24, !2894, !DIExpression(), !2895)
  br i1 %27, label %33, label %43, !dbg !2919

33:                                               ; preds = %32, %17
  %34 = phi ptr [ %24, %32 ], [ %4, %17 ]
    #dbg_value(ptr %0, !2920, !DIExpression(), !2923)
  %35 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2928
  %36 = load ptr, ptr %35, align 8, !dbg !2928, !tbaa !2191
    #dbg_value(ptr undef, !2929, !DIExpression(), !2937)
    #dbg_value(ptr undef, !2936, !DIExpression(), !2937)
  %37 = icmp eq ptr %34, %36, !dbg !2939
  br i1 %37, label %146, label %38, !dbg !2940

38:                                               ; preds = %33
    #dbg_value(ptr undef, !2941, !DIExpression(), !2945)
  %39 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %34) #18, !dbg !2947
    #dbg_value(ptr %39, !2894, !DIExpression(), !2895)
  %40 = getelementptr inbounds i8, ptr %39, i64 32
  %41 = load i32, ptr %40, align 4, !dbg !2948, !tbaa !2202
  %42 = load i32, ptr %2, align 4, !dbg !2951, !tbaa !2202
  br label %43, !dbg !2952

43:                                               ; preds = %38, %32
  %44 = phi i32 [ %42, %38 ], [ %22, %32 ], !dbg !2951
  %45 = phi i32 [ %41, %38 ], [ %26, %32 ], !dbg !2948
  %46 = phi ptr [ %34, %38 ], [ %24, %32 ]
  %47 = phi ptr [ %39, %38 ], [ %24, %32 ], !dbg !2895
    #dbg_value(ptr %47, !2894, !DIExpression(), !2895)
    #dbg_value(ptr %47, !2396, !DIExpression(), !2953)
    #dbg_value(ptr %47, !2358, !DIExpression(), !2955)
    #dbg_value(ptr %47, !2364, !DIExpression(), !2957)
    #dbg_value(ptr %0, !2370, !DIExpression(), !2959)
    #dbg_value(ptr %47, !2373, !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value), !2959)
    #dbg_value(ptr %2, !2374, !DIExpression(), !2959)
  %48 = icmp slt i32 %45, %44, !dbg !2960
  %49 = select i1 %48, ptr null, ptr %47, !dbg !2961
  %50 = select i1 %48, ptr %46, ptr null, !dbg !2961
  br label %146, !dbg !2961

51:                                               ; preds = %3
    #dbg_value(ptr %1, !2396, !DIExpression(), !2962)
    #dbg_value(ptr %1, !2358, !DIExpression(), !2964)
    #dbg_value(ptr %1, !2364, !DIExpression(), !2966)
  %52 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !2968
    #dbg_value(ptr %0, !2370, !DIExpression(), !2969)
    #dbg_value(ptr %2, !2373, !DIExpression(), !2969)
    #dbg_value(ptr %52, !2374, !DIExpression(), !2969)
  %53 = load i32, ptr %2, align 4, !dbg !2971, !tbaa !2202
  %54 = load i32, ptr %52, align 4, !dbg !2972, !tbaa !2202
  %55 = icmp slt i32 %53, %54, !dbg !2973
  br i1 %55, label %56, label %99, !dbg !2974

56:                                               ; preds = %51
    #dbg_value(ptr %1, !2841, !DIExpression(), !2975)
    #dbg_value(ptr %0, !2976, !DIExpression(), !2979)
  %57 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2982
  %58 = load ptr, ptr %57, align 8, !dbg !2983, !tbaa !2281
  %59 = icmp eq ptr %58, %1, !dbg !2984
  br i1 %59, label %146, label %60, !dbg !2985

60:                                               ; preds = %56
    #dbg_value(ptr undef, !2941, !DIExpression(), !2986)
  %61 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %1) #18, !dbg !2989
    #dbg_value(ptr %61, !2841, !DIExpression(), !2975)
    #dbg_value(ptr %61, !2396, !DIExpression(), !2990)
    #dbg_value(ptr %61, !2358, !DIExpression(), !2992)
    #dbg_value(ptr %61, !2364, !DIExpression(), !2994)
  %62 = getelementptr inbounds i8, ptr %61, i64 32, !dbg !2996
    #dbg_value(ptr %0, !2370, !DIExpression(), !2997)
    #dbg_value(ptr %62, !2373, !DIExpression(), !2997)
    #dbg_value(ptr %2, !2374, !DIExpression(), !2997)
  %63 = load i32, ptr %62, align 4, !dbg !2999, !tbaa !2202
  %64 = icmp slt i32 %63, %53, !dbg !3000
  br i1 %64, label %65, label %71, !dbg !3001

65:                                               ; preds = %60
    #dbg_value(ptr %61, !2517, !DIExpression(), !3002)
  %66 = getelementptr inbounds i8, ptr %61, i64 24, !dbg !3006
  %67 = load ptr, ptr %66, align 8, !dbg !3006, !tbaa !2523
  %68 = icmp eq ptr %67, null, !dbg !3007
  %69 = select i1 %68, ptr null, ptr %1, !dbg !3008
  %70 = select i1 %68, ptr %61, ptr %1, !dbg !3008
  br label %146, !dbg !3008

71:                                               ; preds = %60
    #dbg_value(ptr %0, !2887, !DIExpression(), !3009)
    #dbg_value(ptr %2, !2890, !DIExpression(), !3009)
    #dbg_value(ptr %0, !2211, !DIExpression(), !3011)
    #dbg_value(ptr %0, !2226, !DIExpression(), !3013)
  %72 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3015
    #dbg_value(ptr poison, !2891, !DIExpression(), !3009)
    #dbg_value(ptr %0, !2849, !DIExpression(), !3016)
    #dbg_value(ptr %4, !2892, !DIExpression(), !3009)
    #dbg_value(i8 1, !2893, !DIExpression(), !3009)
  %73 = load ptr, ptr %72, align 8, !dbg !3009, !tbaa !2281
  %74 = icmp eq ptr %73, null, !dbg !3018
  br i1 %74, label %85, label %75, !dbg !3019

75:                                               ; preds = %71, %75
  %76 = phi ptr [ %82, %75 ], [ %73, %71 ]
    #dbg_value(ptr %76, !2892, !DIExpression(), !3009)
    #dbg_value(ptr %76, !2358, !DIExpression(), !3020)
    #dbg_value(ptr %76, !2364, !DIExpression(), !3022)
  %77 = getelementptr inbounds i8, ptr %76, i64 32, !dbg !3024
    #dbg_value(ptr %0, !2370, !DIExpression(), !3025)
    #dbg_value(ptr %2, !2373, !DIExpression(), !3025)
    #dbg_value(ptr %77, !2374, !DIExpression(), !3025)
  %78 = load i32, ptr %77, align 4, !dbg !3027, !tbaa !2202
  %79 = icmp slt i32 %53, %78, !dbg !3028
    #dbg_value(i1 %79, !2893, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !3009)
  %80 = select i1 %79, i64 16, i64 24, !dbg !3029
  %81 = getelementptr inbounds i8, ptr %76, i64 %80, !dbg !3029
    #dbg_value(ptr poison, !2891, !DIExpression(), !3009)
  %82 = load ptr, ptr %81, align 8, !dbg !3009, !tbaa !2281
    #dbg_value(ptr %82, !2891, !DIExpression(), !3009)
    #dbg_value(i8 poison, !2893, !DIExpression(), !3009)
  %83 = icmp eq ptr %82, null, !dbg !3018
  br i1 %83, label %84, label %75, !dbg !3019, !llvm.loop !3030

84:                                               ; preds = %75
    #dbg_value(ptr %76, !2894, !DIExpression(), !3009)
  br i1 %79, label %85, label %92, !dbg !3032

85:                                               ; preds = %84, %71
  %86 = phi ptr [ %76, %84 ], [ %4, %71 ]
    #dbg_value(ptr %0, !2920, !DIExpression(), !3033)
    #dbg_value(ptr undef, !2929, !DIExpression(), !3035)
    #dbg_value(ptr undef, !2936, !DIExpression(), !3035)
  %87 = icmp eq ptr %86, %58, !dbg !3037
  br i1 %87, label %146, label %88, !dbg !3038

88:                                               ; preds = %85
    #dbg_value(ptr undef, !2941, !DIExpression(), !3039)
  %89 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %86) #18, !dbg !3041
    #dbg_value(ptr %89, !2894, !DIExpression(), !3009)
  %90 = getelementptr inbounds i8, ptr %89, i64 32
  %91 = load i32, ptr %90, align 4, !dbg !3042, !tbaa !2202
  br label %92, !dbg !3044

92:                                               ; preds = %88, %84
  %93 = phi i32 [ %91, %88 ], [ %78, %84 ], !dbg !3042
  %94 = phi ptr [ %86, %88 ], [ %76, %84 ]
  %95 = phi ptr [ %89, %88 ], [ %76, %84 ], !dbg !3009
    #dbg_value(ptr %95, !2894, !DIExpression(), !3009)
    #dbg_value(ptr %95, !2396, !DIExpression(), !3045)
    #dbg_value(ptr %95, !2358, !DIExpression(), !3047)
    #dbg_value(ptr %95, !2364, !DIExpression(), !3049)
    #dbg_value(ptr %0, !2370, !DIExpression(), !3051)
    #dbg_value(ptr %95, !2373, !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value), !3051)
    #dbg_value(ptr %2, !2374, !DIExpression(), !3051)
  %96 = icmp slt i32 %93, %53, !dbg !3052
  %97 = select i1 %96, ptr null, ptr %95, !dbg !3053
  %98 = select i1 %96, ptr %94, ptr null, !dbg !3053
  br label %146, !dbg !3053

99:                                               ; preds = %51
    #dbg_value(ptr %1, !2396, !DIExpression(), !3054)
    #dbg_value(ptr %1, !2358, !DIExpression(), !3056)
    #dbg_value(ptr %1, !2364, !DIExpression(), !3058)
    #dbg_value(ptr %0, !2370, !DIExpression(), !3060)
    #dbg_value(ptr %52, !2373, !DIExpression(), !3060)
    #dbg_value(ptr %2, !2374, !DIExpression(), !3060)
  %100 = icmp slt i32 %54, %53, !dbg !3062
  br i1 %100, label %101, label %146, !dbg !3063

101:                                              ; preds = %99
    #dbg_value(ptr %1, !2845, !DIExpression(), !3064)
    #dbg_value(ptr %0, !2867, !DIExpression(), !3065)
  %102 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !3068
  %103 = load ptr, ptr %102, align 8, !dbg !3069, !tbaa !2281
  %104 = icmp eq ptr %103, %1, !dbg !3070
  br i1 %104, label %146, label %105, !dbg !3071

105:                                              ; preds = %101
    #dbg_value(ptr undef, !3072, !DIExpression(), !3075)
  %106 = tail call noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef nonnull %1) #18, !dbg !3078
    #dbg_value(ptr %106, !2845, !DIExpression(), !3064)
    #dbg_value(ptr %106, !2396, !DIExpression(), !3079)
    #dbg_value(ptr %106, !2358, !DIExpression(), !3081)
    #dbg_value(ptr %106, !2364, !DIExpression(), !3083)
  %107 = getelementptr inbounds i8, ptr %106, i64 32, !dbg !3085
    #dbg_value(ptr %0, !2370, !DIExpression(), !3086)
    #dbg_value(ptr %2, !2373, !DIExpression(), !3086)
    #dbg_value(ptr %107, !2374, !DIExpression(), !3086)
  %108 = load i32, ptr %107, align 4, !dbg !3088, !tbaa !2202
  %109 = icmp slt i32 %53, %108, !dbg !3089
  br i1 %109, label %110, label %116, !dbg !3090

110:                                              ; preds = %105
    #dbg_value(ptr %1, !2517, !DIExpression(), !3091)
  %111 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !3095
  %112 = load ptr, ptr %111, align 8, !dbg !3095, !tbaa !2523
  %113 = icmp eq ptr %112, null, !dbg !3096
  %114 = select i1 %113, ptr null, ptr %106, !dbg !3097
  %115 = select i1 %113, ptr %1, ptr %106, !dbg !3097
  br label %146, !dbg !3097

116:                                              ; preds = %105
    #dbg_value(ptr %0, !2887, !DIExpression(), !3098)
    #dbg_value(ptr %2, !2890, !DIExpression(), !3098)
    #dbg_value(ptr %0, !2211, !DIExpression(), !3100)
    #dbg_value(ptr %0, !2226, !DIExpression(), !3102)
  %117 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3104
    #dbg_value(ptr poison, !2891, !DIExpression(), !3098)
    #dbg_value(ptr %0, !2849, !DIExpression(), !3105)
    #dbg_value(ptr %4, !2892, !DIExpression(), !3098)
    #dbg_value(i8 1, !2893, !DIExpression(), !3098)
  %118 = load ptr, ptr %117, align 8, !dbg !3098, !tbaa !2281
  %119 = icmp eq ptr %118, null, !dbg !3107
  br i1 %119, label %130, label %120, !dbg !3108

120:                                              ; preds = %116, %120
  %121 = phi ptr [ %127, %120 ], [ %118, %116 ]
    #dbg_value(ptr %121, !2892, !DIExpression(), !3098)
    #dbg_value(ptr %121, !2358, !DIExpression(), !3109)
    #dbg_value(ptr %121, !2364, !DIExpression(), !3111)
  %122 = getelementptr inbounds i8, ptr %121, i64 32, !dbg !3113
    #dbg_value(ptr %0, !2370, !DIExpression(), !3114)
    #dbg_value(ptr %2, !2373, !DIExpression(), !3114)
    #dbg_value(ptr %122, !2374, !DIExpression(), !3114)
  %123 = load i32, ptr %122, align 4, !dbg !3116, !tbaa !2202
  %124 = icmp slt i32 %53, %123, !dbg !3117
    #dbg_value(i1 %124, !2893, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !3098)
  %125 = select i1 %124, i64 16, i64 24, !dbg !3118
  %126 = getelementptr inbounds i8, ptr %121, i64 %125, !dbg !3118
    #dbg_value(ptr poison, !2891, !DIExpression(), !3098)
  %127 = load ptr, ptr %126, align 8, !dbg !3098, !tbaa !2281
    #dbg_value(ptr %127, !2891, !DIExpression(), !3098)
    #dbg_value(i8 poison, !2893, !DIExpression(), !3098)
  %128 = icmp eq ptr %127, null, !dbg !3107
  br i1 %128, label %129, label %120, !dbg !3108, !llvm.loop !3119

129:                                              ; preds = %120
    #dbg_value(ptr %121, !2894, !DIExpression(), !3098)
  br i1 %124, label %130, label %139, !dbg !3121

130:                                              ; preds = %129, %116
  %131 = phi ptr [ %121, %129 ], [ %4, %116 ]
    #dbg_value(ptr %0, !2920, !DIExpression(), !3122)
  %132 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3124
  %133 = load ptr, ptr %132, align 8, !dbg !3124, !tbaa !2191
    #dbg_value(ptr undef, !2929, !DIExpression(), !3125)
    #dbg_value(ptr undef, !2936, !DIExpression(), !3125)
  %134 = icmp eq ptr %131, %133, !dbg !3127
  br i1 %134, label %146, label %135, !dbg !3128

135:                                              ; preds = %130
    #dbg_value(ptr undef, !2941, !DIExpression(), !3129)
  %136 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %131) #18, !dbg !3131
    #dbg_value(ptr %136, !2894, !DIExpression(), !3098)
  %137 = getelementptr inbounds i8, ptr %136, i64 32
  %138 = load i32, ptr %137, align 4, !dbg !3132, !tbaa !2202
  br label %139, !dbg !3134

139:                                              ; preds = %135, %129
  %140 = phi i32 [ %138, %135 ], [ %123, %129 ], !dbg !3132
  %141 = phi ptr [ %131, %135 ], [ %121, %129 ]
  %142 = phi ptr [ %136, %135 ], [ %121, %129 ], !dbg !3098
    #dbg_value(ptr %142, !2894, !DIExpression(), !3098)
    #dbg_value(ptr %142, !2396, !DIExpression(), !3135)
    #dbg_value(ptr %142, !2358, !DIExpression(), !3137)
    #dbg_value(ptr %142, !2364, !DIExpression(), !3139)
    #dbg_value(ptr %0, !2370, !DIExpression(), !3141)
    #dbg_value(ptr %142, !2373, !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value), !3141)
    #dbg_value(ptr %2, !2374, !DIExpression(), !3141)
  %143 = icmp slt i32 %140, %53, !dbg !3142
  %144 = select i1 %143, ptr null, ptr %142, !dbg !3143
  %145 = select i1 %143, ptr %141, ptr null, !dbg !3143
  br label %146, !dbg !3143

146:                                              ; preds = %139, %130, %92, %85, %43, %33, %110, %65, %99, %101, %56, %10
  %147 = phi ptr [ null, %10 ], [ %58, %56 ], [ null, %101 ], [ %1, %99 ], [ %69, %65 ], [ %114, %110 ], [ null, %33 ], [ %49, %43 ], [ null, %85 ], [ %97, %92 ], [ null, %130 ], [ %144, %139 ], !dbg !3144
  %148 = phi ptr [ %12, %10 ], [ %58, %56 ], [ %103, %101 ], [ null, %99 ], [ %70, %65 ], [ %115, %110 ], [ %34, %33 ], [ %50, %43 ], [ %86, %85 ], [ %98, %92 ], [ %131, %130 ], [ %145, %139 ], !dbg !3144
  %149 = insertvalue { ptr, ptr } poison, ptr %147, 0, !dbg !3145
  %150 = insertvalue { ptr, ptr } %149, ptr %148, 1, !dbg !3145
  ret { ptr, ptr } %150, !dbg !3145
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare !dbg !3146 noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare !dbg !3149 noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #12

; Function Attrs: nounwind
declare !dbg !3150 void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext, ptr noundef, ptr noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #8

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress noinline uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nounwind }
attributes #14 = { builtin nounwind }
attributes #15 = { noreturn }
attributes #16 = { noreturn nounwind }
attributes #17 = { builtin allocsize(0) }
attributes #18 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!43}
!llvm.module.flags = !{!2100, !2101, !2102, !2103, !2104, !2105, !2106}
!llvm.ident = !{!2107}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "eh_spec.cpp", directory: "/work/eh/tests/run", checksumkind: CSK_MD5, checksum: "f4ba8427eac53845f589f6c7dd2065f4")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!35 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_pair.h", directory: "", checksumkind: CSK_MD5, checksum: "f2351ea411e0407b28929ea2397f6e3f")
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
!46 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_tree.h", directory: "")
!47 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!48 = !{!49, !50}
!49 = !DIEnumerator(name: "_S_red", value: 0, isUnsigned: true)
!50 = !DIEnumerator(name: "_S_black", value: 1, isUnsigned: true)
!51 = !{!52, !54, !55, !245, !154, !446, !836, !420, !77, !233, !837, !100, !543, !845, !147, !282, !812, !846, !847, !965, !968, !81, !78, !213, !481, !478, !56, !59, !260, !265, !319, !359, !796, !544, !37, !854, !878, !851, !1167, !1179}
!52 = !DICompositeType(tag: DW_TAG_class_type, name: "runtime_error", scope: !34, file: !53, line: 219, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt13runtime_error")
!53 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/stdexcept", directory: "")
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
!64 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/alloc_traits.h", directory: "")
!65 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<std::_Rb_tree_node<std::pair<const int, long> > >", scope: !66, file: !64, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !126, templateParams: !188, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaISt4pairIKilEES3_E6rebindISt13_Rb_tree_nodeIS3_EEE")
!66 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<std::pair<const int, long> >, std::pair<const int, long> >", scope: !67, file: !64, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !68, templateParams: !186, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaISt4pairIKilEES3_EE")
!67 = !DINamespace(name: "__gnu_cxx", scope: null)
!68 = !{!69, !170, !175, !179, !182, !183, !184, !185}
!69 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !66, baseType: !70, extraData: i32 0)
!70 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<std::pair<const int, long> > >", scope: !34, file: !71, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !72, templateParams: !168, identifier: "_ZTSSt16allocator_traitsISaISt4pairIKilEEE")
!71 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/alloc_traits.h", directory: "", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
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
!123 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/type_traits", directory: "")
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
!145 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!146 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !71, line: 435, baseType: !147)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !34, file: !148, line: 298, baseType: !149)
!148 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++config.h", directory: "", checksumkind: CSK_MD5, checksum: "abdf1e7c43540a32b508ae209704da66")
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
!214 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/aligned_buffer.h", directory: "")
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
!264 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!265 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<std::_Rb_tree_node<std::pair<const int, long> > >", scope: !34, file: !266, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !267, templateParams: !188, identifier: "_ZTSSt15__new_allocatorISt13_Rb_tree_nodeISt4pairIKilEEE")
!266 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/new_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
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
!323 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_function.h", directory: "", checksumkind: CSK_MD5, checksum: "63fc7573f04ccb8f515906b34e2fa890")
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
!676 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
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
!753 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/node_handle.h", directory: "")
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
!848 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/tuple", directory: "")
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
!879 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/uses_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "8fb0bb8a0e08dbc54c6967e43841de9b")
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
!969 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_map.h", directory: "", checksumkind: CSK_MD5, checksum: "f18c995445c8115b28fe5595fc6ef3fd")
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
!996 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/initializer_list", directory: "")
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
!1203 = !{!1204, !1263, !1269, !1274, !1278, !1280, !1282, !1284, !1286, !1293, !1298, !1303, !1307, !1311, !1315, !1320, !1324, !1326, !1330, !1336, !1340, !1345, !1347, !1352, !1356, !1360, !1362, !1366, !1370, !1372, !1376, !1378, !1380, !1384, !1388, !1392, !1396, !1400, !1404, !1406, !1417, !1421, !1425, !1429, !1431, !1433, !1437, !1441, !1442, !1443, !1444, !1445, !1446, !1452, !1456, !1460, !1464, !1468, !1472, !1474, !1476, !1478, !1482, !1486, !1490, !1494, !1498, !1500, !1502, !1504, !1508, !1512, !1516, !1518, !1520, !1524, !1528, !1545, !1548, !1553, !1560, !1568, !1572, !1579, !1583, !1587, !1589, !1591, !1595, !1601, !1605, !1611, !1617, !1619, !1623, !1627, !1631, !1635, !1639, !1641, !1645, !1649, !1653, !1655, !1659, !1663, !1667, !1669, !1671, !1675, !1683, !1687, !1691, !1695, !1697, !1703, !1705, !1712, !1717, !1721, !1725, !1729, !1733, !1737, !1739, !1741, !1745, !1749, !1753, !1755, !1759, !1763, !1765, !1767, !1771, !1776, !1781, !1786, !1787, !1788, !1789, !1790, !1791, !1792, !1793, !1794, !1795, !1796, !1801, !1805, !1808, !1811, !1814, !1816, !1818, !1820, !1823, !1826, !1829, !1832, !1835, !1837, !1841, !1844, !1847, !1850, !1852, !1854, !1856, !1858, !1861, !1864, !1867, !1870, !1873, !1875, !1879, !1883, !1888, !1892, !1894, !1896, !1898, !1900, !1902, !1904, !1906, !1908, !1910, !1912, !1914, !1916, !1918, !1922, !1926, !1930, !1936, !1940, !1944, !1949, !1951, !1956, !1958, !1962, !1971, !1973, !1977, !1981, !1985, !1989, !1993, !1997, !2001, !2005, !2009, !2013, !2017, !2019, !2021, !2025, !2029, !2035, !2039, !2043, !2045, !2049, !2053, !2059, !2061, !2065, !2069, !2073, !2077, !2081, !2085, !2089, !2090, !2091, !2092, !2094, !2095, !2096, !2097, !2098, !2099}
!1204 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1205, file: !1262, line: 98)
!1205 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !1206, line: 7, baseType: !1207)
!1206 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!1207 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !1208, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !1209, identifier: "_ZTS8_IO_FILE")
!1208 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
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
!1232 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
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
!1262 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!1263 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1264, file: !1262, line: 99)
!1264 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !1265, line: 84, baseType: !1266)
!1265 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1266 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !1267, line: 14, baseType: !1268)
!1267 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
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
!1349 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
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
!1410 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1411, size: 64)
!1411 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, flags: DIFlagTypePassByValue, elements: !1412, identifier: "_ZTS13__va_list_tag")
!1412 = !{!1413, !1414, !1415, !1416}
!1413 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !1411, file: !2, baseType: !47, size: 32)
!1414 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !1411, file: !2, baseType: !47, size: 32, offset: 32)
!1415 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !1411, file: !2, baseType: !233, size: 64, offset: 64)
!1416 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !1411, file: !2, baseType: !233, size: 64, offset: 128)
!1417 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1418, file: !1262, line: 145)
!1418 = !DISubprogram(name: "vprintf", scope: !1349, file: !1349, line: 39, type: !1419, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1419 = !DISubroutineType(types: !1420)
!1420 = !{!100, !1302, !1410}
!1421 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1422, file: !1262, line: 146)
!1422 = !DISubprogram(name: "vsprintf", scope: !1265, file: !1265, line: 373, type: !1423, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1423 = !DISubroutineType(types: !1424)
!1424 = !{!100, !1297, !1302, !1410}
!1425 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !1426, file: !1262, line: 175)
!1426 = !DISubprogram(name: "snprintf", scope: !1265, file: !1265, line: 378, type: !1427, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1427 = !DISubroutineType(types: !1428)
!1428 = !{!100, !1297, !1255, !1302, null}
!1429 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !1430, file: !1262, line: 176)
!1430 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !1265, file: !1265, line: 479, type: !1408, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1431 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !1432, file: !1262, line: 177)
!1432 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !1265, file: !1265, line: 484, type: !1419, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1433 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !1434, file: !1262, line: 178)
!1434 = !DISubprogram(name: "vsnprintf", scope: !1265, file: !1265, line: 382, type: !1435, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1435 = !DISubroutineType(types: !1436)
!1436 = !{!100, !1297, !1255, !1302, !1410}
!1437 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !1438, file: !1262, line: 179)
!1438 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !1265, file: !1265, line: 487, type: !1439, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1439 = !DISubroutineType(types: !1440)
!1440 = !{!100, !1302, !1302, !1410}
!1441 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1426, file: !1262, line: 185)
!1442 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1430, file: !1262, line: 186)
!1443 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1432, file: !1262, line: 187)
!1444 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1434, file: !1262, line: 188)
!1445 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1438, file: !1262, line: 189)
!1446 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1447, file: !1451, line: 77)
!1447 = !DISubprogram(name: "memchr", scope: !1448, file: !1448, line: 100, type: !1449, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1448 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!1449 = !DISubroutineType(types: !1450)
!1450 = !{!154, !154, !100, !1255}
!1451 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstring", directory: "")
!1452 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1453, file: !1451, line: 78)
!1453 = !DISubprogram(name: "memcmp", scope: !1448, file: !1448, line: 64, type: !1454, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1454 = !DISubroutineType(types: !1455)
!1455 = !{!100, !154, !154, !1255}
!1456 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1457, file: !1451, line: 79)
!1457 = !DISubprogram(name: "memcpy", scope: !1448, file: !1448, line: 43, type: !1458, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1458 = !DISubroutineType(types: !1459)
!1459 = !{!233, !1319, !1344, !1255}
!1460 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1461, file: !1451, line: 80)
!1461 = !DISubprogram(name: "memmove", scope: !1448, file: !1448, line: 47, type: !1462, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1462 = !DISubroutineType(types: !1463)
!1463 = !{!233, !233, !154, !1255}
!1464 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1465, file: !1451, line: 81)
!1465 = !DISubprogram(name: "memset", scope: !1448, file: !1448, line: 61, type: !1466, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1466 = !DISubroutineType(types: !1467)
!1467 = !{!233, !233, !100, !1255}
!1468 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1469, file: !1451, line: 82)
!1469 = !DISubprogram(name: "strcat", scope: !1448, file: !1448, line: 149, type: !1470, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1470 = !DISubroutineType(types: !1471)
!1471 = !{!1212, !1297, !1302}
!1472 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1473, file: !1451, line: 83)
!1473 = !DISubprogram(name: "strcmp", scope: !1448, file: !1448, line: 156, type: !1374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1474 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1475, file: !1451, line: 84)
!1475 = !DISubprogram(name: "strcoll", scope: !1448, file: !1448, line: 163, type: !1374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1476 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1477, file: !1451, line: 85)
!1477 = !DISubprogram(name: "strcpy", scope: !1448, file: !1448, line: 141, type: !1470, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1478 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1479, file: !1451, line: 86)
!1479 = !DISubprogram(name: "strcspn", scope: !1448, file: !1448, line: 293, type: !1480, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1480 = !DISubroutineType(types: !1481)
!1481 = !{!1255, !844, !844}
!1482 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1483, file: !1451, line: 87)
!1483 = !DISubprogram(name: "strerror", scope: !1448, file: !1448, line: 419, type: !1484, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1484 = !DISubroutineType(types: !1485)
!1485 = !{!1212, !100}
!1486 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1487, file: !1451, line: 88)
!1487 = !DISubprogram(name: "strlen", scope: !1448, file: !1448, line: 407, type: !1488, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1488 = !DISubroutineType(types: !1489)
!1489 = !{!1255, !844}
!1490 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1491, file: !1451, line: 89)
!1491 = !DISubprogram(name: "strncat", scope: !1448, file: !1448, line: 152, type: !1492, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1492 = !DISubroutineType(types: !1493)
!1493 = !{!1212, !1297, !1302, !1255}
!1494 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1495, file: !1451, line: 90)
!1495 = !DISubprogram(name: "strncmp", scope: !1448, file: !1448, line: 159, type: !1496, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1496 = !DISubroutineType(types: !1497)
!1497 = !{!100, !844, !844, !1255}
!1498 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1499, file: !1451, line: 91)
!1499 = !DISubprogram(name: "strncpy", scope: !1448, file: !1448, line: 144, type: !1492, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1500 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1501, file: !1451, line: 92)
!1501 = !DISubprogram(name: "strspn", scope: !1448, file: !1448, line: 297, type: !1480, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1502 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1503, file: !1451, line: 93)
!1503 = !DISubprogram(name: "strtok", scope: !1448, file: !1448, line: 356, type: !1470, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1504 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1505, file: !1451, line: 94)
!1505 = !DISubprogram(name: "strxfrm", scope: !1448, file: !1448, line: 166, type: !1506, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1506 = !DISubroutineType(types: !1507)
!1507 = !{!1255, !1297, !1302, !1255}
!1508 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1509, file: !1451, line: 95)
!1509 = !DISubprogram(name: "strchr", scope: !1448, file: !1448, line: 239, type: !1510, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1510 = !DISubroutineType(types: !1511)
!1511 = !{!844, !844, !100}
!1512 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1513, file: !1451, line: 96)
!1513 = !DISubprogram(name: "strpbrk", scope: !1448, file: !1448, line: 316, type: !1514, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1514 = !DISubroutineType(types: !1515)
!1515 = !{!844, !844, !844}
!1516 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1517, file: !1451, line: 97)
!1517 = !DISubprogram(name: "strrchr", scope: !1448, file: !1448, line: 266, type: !1510, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1518 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1519, file: !1451, line: 98)
!1519 = !DISubprogram(name: "strstr", scope: !1448, file: !1448, line: 343, type: !1514, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1520 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1521, file: !1522, line: 68)
!1521 = !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !1523, file: !1522, line: 90, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!1522 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/exception_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!1523 = !DINamespace(name: "__exception_ptr", scope: !34)
!1524 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !1523, entity: !1525, file: !1522, line: 84)
!1525 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !34, file: !1522, line: 80, type: !1526, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1526 = !DISubroutineType(types: !1527)
!1527 = !{null, !1521}
!1528 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1529, file: !1544, line: 64)
!1529 = !DIDerivedType(tag: DW_TAG_typedef, name: "mbstate_t", file: !1530, line: 6, baseType: !1531)
!1530 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "ba8742313715e20e434cf6ccb2db98e3")
!1531 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mbstate_t", file: !1532, line: 21, baseType: !1533)
!1532 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "82911a3e689448e3691ded3e0b471a55")
!1533 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1532, line: 13, size: 64, flags: DIFlagTypePassByValue, elements: !1534, identifier: "_ZTS11__mbstate_t")
!1534 = !{!1535, !1536}
!1535 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !1533, file: !1532, line: 15, baseType: !100, size: 32)
!1536 = !DIDerivedType(tag: DW_TAG_member, name: "__value", scope: !1533, file: !1532, line: 20, baseType: !1537, size: 32, offset: 32)
!1537 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !1533, file: !1532, line: 16, size: 32, flags: DIFlagTypePassByValue, elements: !1538, identifier: "_ZTSN11__mbstate_tUt_E")
!1538 = !{!1539, !1540}
!1539 = !DIDerivedType(tag: DW_TAG_member, name: "__wch", scope: !1537, file: !1532, line: 18, baseType: !47, size: 32)
!1540 = !DIDerivedType(tag: DW_TAG_member, name: "__wchb", scope: !1537, file: !1532, line: 19, baseType: !1541, size: 32)
!1541 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32, elements: !1542)
!1542 = !{!1543}
!1543 = !DISubrange(count: 4)
!1544 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cwchar", directory: "")
!1545 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1546, file: !1544, line: 141)
!1546 = !DIDerivedType(tag: DW_TAG_typedef, name: "wint_t", file: !1547, line: 20, baseType: !47)
!1547 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/wint_t.h", directory: "", checksumkind: CSK_MD5, checksum: "aa31b53ef28dc23152ceb41e2763ded3")
!1548 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1549, file: !1544, line: 143)
!1549 = !DISubprogram(name: "btowc", scope: !1550, file: !1550, line: 319, type: !1551, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1550 = !DIFile(filename: "/usr/include/wchar.h", directory: "", checksumkind: CSK_MD5, checksum: "c2c1588988a2a89d06792ce221872236")
!1551 = !DISubroutineType(types: !1552)
!1552 = !{!1546, !100}
!1553 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1554, file: !1544, line: 144)
!1554 = !DISubprogram(name: "fgetwc", scope: !1550, file: !1550, line: 744, type: !1555, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1555 = !DISubroutineType(types: !1556)
!1556 = !{!1546, !1557}
!1557 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1558, size: 64)
!1558 = !DIDerivedType(tag: DW_TAG_typedef, name: "__FILE", file: !1559, line: 5, baseType: !1207)
!1559 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "72a8fe90981f484acae7c6f3dfc5c2b7")
!1560 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1561, file: !1544, line: 145)
!1561 = !DISubprogram(name: "fgetws", scope: !1550, file: !1550, line: 773, type: !1562, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1562 = !DISubroutineType(types: !1563)
!1563 = !{!1564, !1566, !100, !1567}
!1564 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1565, size: 64)
!1565 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!1566 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1564)
!1567 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1557)
!1568 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1569, file: !1544, line: 146)
!1569 = !DISubprogram(name: "fputwc", scope: !1550, file: !1550, line: 758, type: !1570, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1570 = !DISubroutineType(types: !1571)
!1571 = !{!1546, !1565, !1557}
!1572 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1573, file: !1544, line: 147)
!1573 = !DISubprogram(name: "fputws", scope: !1550, file: !1550, line: 780, type: !1574, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1574 = !DISubroutineType(types: !1575)
!1575 = !{!100, !1576, !1567}
!1576 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1577)
!1577 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1578, size: 64)
!1578 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1565)
!1579 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1580, file: !1544, line: 148)
!1580 = !DISubprogram(name: "fwide", scope: !1550, file: !1550, line: 588, type: !1581, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1581 = !DISubroutineType(types: !1582)
!1582 = !{!100, !1557, !100}
!1583 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1584, file: !1544, line: 149)
!1584 = !DISubprogram(name: "fwprintf", scope: !1550, file: !1550, line: 595, type: !1585, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1585 = !DISubroutineType(types: !1586)
!1586 = !{!100, !1567, !1576, null}
!1587 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1588, file: !1544, line: 150)
!1588 = !DISubprogram(name: "fwscanf", linkageName: "__isoc99_fwscanf", scope: !1550, file: !1550, line: 657, type: !1585, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1589 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1590, file: !1544, line: 151)
!1590 = !DISubprogram(name: "getwc", scope: !1550, file: !1550, line: 745, type: !1555, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1591 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1592, file: !1544, line: 152)
!1592 = !DISubprogram(name: "getwchar", scope: !1550, file: !1550, line: 751, type: !1593, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1593 = !DISubroutineType(types: !1594)
!1594 = !{!1546}
!1595 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1596, file: !1544, line: 153)
!1596 = !DISubprogram(name: "mbrlen", scope: !1550, file: !1550, line: 330, type: !1597, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1597 = !DISubroutineType(types: !1598)
!1598 = !{!1255, !1302, !1255, !1599}
!1599 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1600)
!1600 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1529, size: 64)
!1601 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1602, file: !1544, line: 154)
!1602 = !DISubprogram(name: "mbrtowc", scope: !1550, file: !1550, line: 297, type: !1603, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1603 = !DISubroutineType(types: !1604)
!1604 = !{!1255, !1566, !1302, !1255, !1599}
!1605 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1606, file: !1544, line: 155)
!1606 = !DISubprogram(name: "mbsinit", scope: !1550, file: !1550, line: 293, type: !1607, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1607 = !DISubroutineType(types: !1608)
!1608 = !{!100, !1609}
!1609 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1610, size: 64)
!1610 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1529)
!1611 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1612, file: !1544, line: 156)
!1612 = !DISubprogram(name: "mbsrtowcs", scope: !1550, file: !1550, line: 338, type: !1613, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1613 = !DISubroutineType(types: !1614)
!1614 = !{!1255, !1566, !1615, !1255, !1599}
!1615 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1616)
!1616 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !844, size: 64)
!1617 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1618, file: !1544, line: 157)
!1618 = !DISubprogram(name: "putwc", scope: !1550, file: !1550, line: 759, type: !1570, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1619 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1620, file: !1544, line: 158)
!1620 = !DISubprogram(name: "putwchar", scope: !1550, file: !1550, line: 765, type: !1621, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1621 = !DISubroutineType(types: !1622)
!1622 = !{!1546, !1565}
!1623 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1624, file: !1544, line: 160)
!1624 = !DISubprogram(name: "swprintf", scope: !1550, file: !1550, line: 605, type: !1625, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1625 = !DISubroutineType(types: !1626)
!1626 = !{!100, !1566, !1255, !1576, null}
!1627 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1628, file: !1544, line: 162)
!1628 = !DISubprogram(name: "swscanf", linkageName: "__isoc99_swscanf", scope: !1550, file: !1550, line: 664, type: !1629, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1629 = !DISubroutineType(types: !1630)
!1630 = !{!100, !1576, !1576, null}
!1631 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1632, file: !1544, line: 163)
!1632 = !DISubprogram(name: "ungetwc", scope: !1550, file: !1550, line: 788, type: !1633, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1633 = !DISubroutineType(types: !1634)
!1634 = !{!1546, !1546, !1557}
!1635 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1636, file: !1544, line: 164)
!1636 = !DISubprogram(name: "vfwprintf", scope: !1550, file: !1550, line: 613, type: !1637, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1637 = !DISubroutineType(types: !1638)
!1638 = !{!100, !1567, !1576, !1410}
!1639 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1640, file: !1544, line: 166)
!1640 = !DISubprogram(name: "vfwscanf", linkageName: "__isoc99_vfwscanf", scope: !1550, file: !1550, line: 711, type: !1637, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1641 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1642, file: !1544, line: 169)
!1642 = !DISubprogram(name: "vswprintf", scope: !1550, file: !1550, line: 626, type: !1643, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1643 = !DISubroutineType(types: !1644)
!1644 = !{!100, !1566, !1255, !1576, !1410}
!1645 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1646, file: !1544, line: 172)
!1646 = !DISubprogram(name: "vswscanf", linkageName: "__isoc99_vswscanf", scope: !1550, file: !1550, line: 718, type: !1647, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1647 = !DISubroutineType(types: !1648)
!1648 = !{!100, !1576, !1576, !1410}
!1649 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1650, file: !1544, line: 174)
!1650 = !DISubprogram(name: "vwprintf", scope: !1550, file: !1550, line: 621, type: !1651, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1651 = !DISubroutineType(types: !1652)
!1652 = !{!100, !1576, !1410}
!1653 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1654, file: !1544, line: 176)
!1654 = !DISubprogram(name: "vwscanf", linkageName: "__isoc99_vwscanf", scope: !1550, file: !1550, line: 715, type: !1651, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1655 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1656, file: !1544, line: 178)
!1656 = !DISubprogram(name: "wcrtomb", scope: !1550, file: !1550, line: 302, type: !1657, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1657 = !DISubroutineType(types: !1658)
!1658 = !{!1255, !1297, !1565, !1599}
!1659 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1660, file: !1544, line: 179)
!1660 = !DISubprogram(name: "wcscat", scope: !1550, file: !1550, line: 97, type: !1661, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1661 = !DISubroutineType(types: !1662)
!1662 = !{!1564, !1566, !1576}
!1663 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1664, file: !1544, line: 180)
!1664 = !DISubprogram(name: "wcscmp", scope: !1550, file: !1550, line: 106, type: !1665, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1665 = !DISubroutineType(types: !1666)
!1666 = !{!100, !1577, !1577}
!1667 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1668, file: !1544, line: 181)
!1668 = !DISubprogram(name: "wcscoll", scope: !1550, file: !1550, line: 131, type: !1665, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1669 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1670, file: !1544, line: 182)
!1670 = !DISubprogram(name: "wcscpy", scope: !1550, file: !1550, line: 87, type: !1661, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1671 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1672, file: !1544, line: 183)
!1672 = !DISubprogram(name: "wcscspn", scope: !1550, file: !1550, line: 188, type: !1673, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1673 = !DISubroutineType(types: !1674)
!1674 = !{!1255, !1577, !1577}
!1675 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1676, file: !1544, line: 184)
!1676 = !DISubprogram(name: "wcsftime", scope: !1550, file: !1550, line: 852, type: !1677, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1677 = !DISubroutineType(types: !1678)
!1678 = !{!1255, !1566, !1255, !1576, !1679}
!1679 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1680)
!1680 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1681, size: 64)
!1681 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1682)
!1682 = !DICompositeType(tag: DW_TAG_structure_type, name: "tm", file: !1550, line: 83, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS2tm")
!1683 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1684, file: !1544, line: 185)
!1684 = !DISubprogram(name: "wcslen", scope: !1550, file: !1550, line: 223, type: !1685, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1685 = !DISubroutineType(types: !1686)
!1686 = !{!1255, !1577}
!1687 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1688, file: !1544, line: 186)
!1688 = !DISubprogram(name: "wcsncat", scope: !1550, file: !1550, line: 101, type: !1689, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1689 = !DISubroutineType(types: !1690)
!1690 = !{!1564, !1566, !1576, !1255}
!1691 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1692, file: !1544, line: 187)
!1692 = !DISubprogram(name: "wcsncmp", scope: !1550, file: !1550, line: 109, type: !1693, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1693 = !DISubroutineType(types: !1694)
!1694 = !{!100, !1577, !1577, !1255}
!1695 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1696, file: !1544, line: 188)
!1696 = !DISubprogram(name: "wcsncpy", scope: !1550, file: !1550, line: 92, type: !1689, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1697 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1698, file: !1544, line: 189)
!1698 = !DISubprogram(name: "wcsrtombs", scope: !1550, file: !1550, line: 344, type: !1699, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1699 = !DISubroutineType(types: !1700)
!1700 = !{!1255, !1297, !1701, !1255, !1599}
!1701 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1702)
!1702 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1577, size: 64)
!1703 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1704, file: !1544, line: 190)
!1704 = !DISubprogram(name: "wcsspn", scope: !1550, file: !1550, line: 192, type: !1673, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1705 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1706, file: !1544, line: 191)
!1706 = !DISubprogram(name: "wcstod", scope: !1550, file: !1550, line: 378, type: !1707, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1707 = !DISubroutineType(types: !1708)
!1708 = !{!1709, !1576, !1710}
!1709 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!1710 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1711)
!1711 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1564, size: 64)
!1712 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1713, file: !1544, line: 193)
!1713 = !DISubprogram(name: "wcstof", scope: !1550, file: !1550, line: 383, type: !1714, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1714 = !DISubroutineType(types: !1715)
!1715 = !{!1716, !1576, !1710}
!1716 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!1717 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1718, file: !1544, line: 195)
!1718 = !DISubprogram(name: "wcstok", scope: !1550, file: !1550, line: 218, type: !1719, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1719 = !DISubroutineType(types: !1720)
!1720 = !{!1564, !1566, !1576, !1710}
!1721 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1722, file: !1544, line: 196)
!1722 = !DISubprogram(name: "wcstol", scope: !1550, file: !1550, line: 429, type: !1723, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1723 = !DISubroutineType(types: !1724)
!1724 = !{!102, !1576, !1710, !100}
!1725 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1726, file: !1544, line: 197)
!1726 = !DISubprogram(name: "wcstoul", scope: !1550, file: !1550, line: 434, type: !1727, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1727 = !DISubroutineType(types: !1728)
!1728 = !{!149, !1576, !1710, !100}
!1729 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1730, file: !1544, line: 198)
!1730 = !DISubprogram(name: "wcsxfrm", scope: !1550, file: !1550, line: 135, type: !1731, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1731 = !DISubroutineType(types: !1732)
!1732 = !{!1255, !1566, !1576, !1255}
!1733 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1734, file: !1544, line: 199)
!1734 = !DISubprogram(name: "wctob", scope: !1550, file: !1550, line: 325, type: !1735, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1735 = !DISubroutineType(types: !1736)
!1736 = !{!100, !1546}
!1737 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1738, file: !1544, line: 200)
!1738 = !DISubprogram(name: "wmemcmp", scope: !1550, file: !1550, line: 259, type: !1693, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1739 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1740, file: !1544, line: 201)
!1740 = !DISubprogram(name: "wmemcpy", scope: !1550, file: !1550, line: 263, type: !1689, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1741 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1742, file: !1544, line: 202)
!1742 = !DISubprogram(name: "wmemmove", scope: !1550, file: !1550, line: 268, type: !1743, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1743 = !DISubroutineType(types: !1744)
!1744 = !{!1564, !1564, !1577, !1255}
!1745 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1746, file: !1544, line: 203)
!1746 = !DISubprogram(name: "wmemset", scope: !1550, file: !1550, line: 272, type: !1747, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1747 = !DISubroutineType(types: !1748)
!1748 = !{!1564, !1564, !1565, !1255}
!1749 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1750, file: !1544, line: 204)
!1750 = !DISubprogram(name: "wprintf", scope: !1550, file: !1550, line: 602, type: !1751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1751 = !DISubroutineType(types: !1752)
!1752 = !{!100, !1576, null}
!1753 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1754, file: !1544, line: 205)
!1754 = !DISubprogram(name: "wscanf", linkageName: "__isoc99_wscanf", scope: !1550, file: !1550, line: 661, type: !1751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1755 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1756, file: !1544, line: 206)
!1756 = !DISubprogram(name: "wcschr", scope: !1550, file: !1550, line: 165, type: !1757, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1757 = !DISubroutineType(types: !1758)
!1758 = !{!1564, !1577, !1565}
!1759 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1760, file: !1544, line: 207)
!1760 = !DISubprogram(name: "wcspbrk", scope: !1550, file: !1550, line: 202, type: !1761, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1761 = !DISubroutineType(types: !1762)
!1762 = !{!1564, !1577, !1577}
!1763 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1764, file: !1544, line: 208)
!1764 = !DISubprogram(name: "wcsrchr", scope: !1550, file: !1550, line: 175, type: !1757, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1765 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1766, file: !1544, line: 209)
!1766 = !DISubprogram(name: "wcsstr", scope: !1550, file: !1550, line: 213, type: !1761, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1767 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1768, file: !1544, line: 210)
!1768 = !DISubprogram(name: "wmemchr", scope: !1550, file: !1550, line: 254, type: !1769, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1769 = !DISubroutineType(types: !1770)
!1770 = !{!1564, !1577, !1565, !1255}
!1771 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !1772, file: !1544, line: 251)
!1772 = !DISubprogram(name: "wcstold", scope: !1550, file: !1550, line: 385, type: !1773, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1773 = !DISubroutineType(types: !1774)
!1774 = !{!1775, !1576, !1710}
!1775 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!1776 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !1777, file: !1544, line: 260)
!1777 = !DISubprogram(name: "wcstoll", scope: !1550, file: !1550, line: 442, type: !1778, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1778 = !DISubroutineType(types: !1779)
!1779 = !{!1780, !1576, !1710, !100}
!1780 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!1781 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !1782, file: !1544, line: 261)
!1782 = !DISubprogram(name: "wcstoull", scope: !1550, file: !1550, line: 449, type: !1783, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1783 = !DISubroutineType(types: !1784)
!1784 = !{!1785, !1576, !1710, !100}
!1785 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!1786 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1772, file: !1544, line: 267)
!1787 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1777, file: !1544, line: 268)
!1788 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1782, file: !1544, line: 269)
!1789 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1713, file: !1544, line: 283)
!1790 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1640, file: !1544, line: 286)
!1791 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1646, file: !1544, line: 289)
!1792 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1654, file: !1544, line: 292)
!1793 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1772, file: !1544, line: 296)
!1794 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1777, file: !1544, line: 297)
!1795 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1782, file: !1544, line: 298)
!1796 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1797, file: !1800, line: 47)
!1797 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !1798, line: 24, baseType: !1799)
!1798 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!1799 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !1232, line: 37, baseType: !1236)
!1800 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdint", directory: "")
!1801 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1802, file: !1800, line: 48)
!1802 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !1798, line: 25, baseType: !1803)
!1803 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !1232, line: 39, baseType: !1804)
!1804 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!1805 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1806, file: !1800, line: 49)
!1806 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !1798, line: 26, baseType: !1807)
!1807 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !1232, line: 41, baseType: !100)
!1808 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1809, file: !1800, line: 50)
!1809 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !1798, line: 27, baseType: !1810)
!1810 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !1232, line: 44, baseType: !102)
!1811 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1812, file: !1800, line: 52)
!1812 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast8_t", file: !1813, line: 58, baseType: !1236)
!1813 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!1814 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1815, file: !1800, line: 53)
!1815 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast16_t", file: !1813, line: 60, baseType: !102)
!1816 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1817, file: !1800, line: 54)
!1817 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast32_t", file: !1813, line: 61, baseType: !102)
!1818 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1819, file: !1800, line: 55)
!1819 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast64_t", file: !1813, line: 62, baseType: !102)
!1820 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1821, file: !1800, line: 57)
!1821 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least8_t", file: !1813, line: 43, baseType: !1822)
!1822 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least8_t", file: !1232, line: 52, baseType: !1799)
!1823 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1824, file: !1800, line: 58)
!1824 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !1813, line: 44, baseType: !1825)
!1825 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !1232, line: 54, baseType: !1803)
!1826 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1827, file: !1800, line: 59)
!1827 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least32_t", file: !1813, line: 45, baseType: !1828)
!1828 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least32_t", file: !1232, line: 56, baseType: !1807)
!1829 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1830, file: !1800, line: 60)
!1830 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least64_t", file: !1813, line: 46, baseType: !1831)
!1831 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least64_t", file: !1232, line: 58, baseType: !1810)
!1832 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1833, file: !1800, line: 62)
!1833 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !1813, line: 101, baseType: !1834)
!1834 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !1232, line: 72, baseType: !102)
!1835 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1836, file: !1800, line: 63)
!1836 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !1813, line: 87, baseType: !102)
!1837 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1838, file: !1800, line: 65)
!1838 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !1839, line: 24, baseType: !1840)
!1839 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!1840 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !1232, line: 38, baseType: !218)
!1841 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1842, file: !1800, line: 66)
!1842 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !1839, line: 25, baseType: !1843)
!1843 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !1232, line: 40, baseType: !1234)
!1844 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1845, file: !1800, line: 67)
!1845 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !1839, line: 26, baseType: !1846)
!1846 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !1232, line: 42, baseType: !47)
!1847 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1848, file: !1800, line: 68)
!1848 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !1839, line: 27, baseType: !1849)
!1849 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !1232, line: 45, baseType: !149)
!1850 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1851, file: !1800, line: 70)
!1851 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !1813, line: 71, baseType: !218)
!1852 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1853, file: !1800, line: 71)
!1853 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast16_t", file: !1813, line: 73, baseType: !149)
!1854 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1855, file: !1800, line: 72)
!1855 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !1813, line: 74, baseType: !149)
!1856 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1857, file: !1800, line: 73)
!1857 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast64_t", file: !1813, line: 75, baseType: !149)
!1858 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1859, file: !1800, line: 75)
!1859 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least8_t", file: !1813, line: 49, baseType: !1860)
!1860 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least8_t", file: !1232, line: 53, baseType: !1840)
!1861 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1862, file: !1800, line: 76)
!1862 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least16_t", file: !1813, line: 50, baseType: !1863)
!1863 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least16_t", file: !1232, line: 55, baseType: !1843)
!1864 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1865, file: !1800, line: 77)
!1865 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least32_t", file: !1813, line: 51, baseType: !1866)
!1866 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least32_t", file: !1232, line: 57, baseType: !1846)
!1867 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1868, file: !1800, line: 78)
!1868 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least64_t", file: !1813, line: 52, baseType: !1869)
!1869 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least64_t", file: !1232, line: 59, baseType: !1849)
!1870 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1871, file: !1800, line: 80)
!1871 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !1813, line: 102, baseType: !1872)
!1872 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !1232, line: 73, baseType: !149)
!1873 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1874, file: !1800, line: 81)
!1874 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !1813, line: 90, baseType: !149)
!1875 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1876, file: !1878, line: 53)
!1876 = !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !1877, line: 51, size: 768, flags: DIFlagFwdDecl, identifier: "_ZTS5lconv")
!1877 = !DIFile(filename: "/usr/include/locale.h", directory: "", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!1878 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/clocale", directory: "")
!1879 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1880, file: !1878, line: 54)
!1880 = !DISubprogram(name: "setlocale", scope: !1877, file: !1877, line: 122, type: !1881, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1881 = !DISubroutineType(types: !1882)
!1882 = !{!1212, !100, !844}
!1883 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1884, file: !1878, line: 55)
!1884 = !DISubprogram(name: "localeconv", scope: !1877, file: !1877, line: 125, type: !1885, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1885 = !DISubroutineType(types: !1886)
!1886 = !{!1887}
!1887 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1876, size: 64)
!1888 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1889, file: !1891, line: 64)
!1889 = !DISubprogram(name: "isalnum", scope: !1890, file: !1890, line: 108, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1890 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!1891 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cctype", directory: "")
!1892 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1893, file: !1891, line: 65)
!1893 = !DISubprogram(name: "isalpha", scope: !1890, file: !1890, line: 109, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1894 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1895, file: !1891, line: 66)
!1895 = !DISubprogram(name: "iscntrl", scope: !1890, file: !1890, line: 110, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1896 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1897, file: !1891, line: 67)
!1897 = !DISubprogram(name: "isdigit", scope: !1890, file: !1890, line: 111, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1898 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1899, file: !1891, line: 68)
!1899 = !DISubprogram(name: "isgraph", scope: !1890, file: !1890, line: 113, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1900 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1901, file: !1891, line: 69)
!1901 = !DISubprogram(name: "islower", scope: !1890, file: !1890, line: 112, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1902 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1903, file: !1891, line: 70)
!1903 = !DISubprogram(name: "isprint", scope: !1890, file: !1890, line: 114, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1904 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1905, file: !1891, line: 71)
!1905 = !DISubprogram(name: "ispunct", scope: !1890, file: !1890, line: 115, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1906 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1907, file: !1891, line: 72)
!1907 = !DISubprogram(name: "isspace", scope: !1890, file: !1890, line: 116, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1908 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1909, file: !1891, line: 73)
!1909 = !DISubprogram(name: "isupper", scope: !1890, file: !1890, line: 117, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1910 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1911, file: !1891, line: 74)
!1911 = !DISubprogram(name: "isxdigit", scope: !1890, file: !1890, line: 118, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1912 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1913, file: !1891, line: 75)
!1913 = !DISubprogram(name: "tolower", scope: !1890, file: !1890, line: 122, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1914 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1915, file: !1891, line: 76)
!1915 = !DISubprogram(name: "toupper", scope: !1890, file: !1890, line: 125, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1916 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1917, file: !1891, line: 87)
!1917 = !DISubprogram(name: "isblank", scope: !1890, file: !1890, line: 130, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1918 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !1919, entity: !1920, file: !1921, line: 58)
!1919 = !DINamespace(name: "__gnu_debug", scope: null)
!1920 = !DINamespace(name: "__debug", scope: !34)
!1921 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!1922 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1923, file: !1925, line: 52)
!1923 = !DISubprogram(name: "abs", scope: !1924, file: !1924, line: 861, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1924 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!1925 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!1926 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1927, file: !1929, line: 127)
!1927 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !1924, line: 63, baseType: !1928)
!1928 = !DICompositeType(tag: DW_TAG_structure_type, file: !1924, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!1929 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!1930 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1931, file: !1929, line: 128)
!1931 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !1924, line: 71, baseType: !1932)
!1932 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1924, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !1933, identifier: "_ZTS6ldiv_t")
!1933 = !{!1934, !1935}
!1934 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1932, file: !1924, line: 69, baseType: !102, size: 64)
!1935 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1932, file: !1924, line: 70, baseType: !102, size: 64, offset: 64)
!1936 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1937, file: !1929, line: 130)
!1937 = !DISubprogram(name: "abort", scope: !1924, file: !1924, line: 611, type: !1938, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1938 = !DISubroutineType(types: !1939)
!1939 = !{null}
!1940 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1941, file: !1929, line: 132)
!1941 = !DISubprogram(name: "aligned_alloc", scope: !1924, file: !1924, line: 605, type: !1942, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1942 = !DISubroutineType(types: !1943)
!1943 = !{!233, !1255, !1255}
!1944 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1945, file: !1929, line: 134)
!1945 = !DISubprogram(name: "atexit", scope: !1924, file: !1924, line: 615, type: !1946, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1946 = !DISubroutineType(types: !1947)
!1947 = !{!100, !1948}
!1948 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1938, size: 64)
!1949 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1950, file: !1929, line: 137)
!1950 = !DISubprogram(name: "at_quick_exit", scope: !1924, file: !1924, line: 620, type: !1946, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1951 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1952, file: !1929, line: 140)
!1952 = !DISubprogram(name: "atof", scope: !1953, file: !1953, line: 25, type: !1954, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1953 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!1954 = !DISubroutineType(types: !1955)
!1955 = !{!1709, !844}
!1956 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1957, file: !1929, line: 141)
!1957 = !DISubprogram(name: "atoi", scope: !1924, file: !1924, line: 362, type: !1368, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1958 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1959, file: !1929, line: 142)
!1959 = !DISubprogram(name: "atol", scope: !1924, file: !1924, line: 367, type: !1960, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1960 = !DISubroutineType(types: !1961)
!1961 = !{!102, !844}
!1962 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1963, file: !1929, line: 143)
!1963 = !DISubprogram(name: "bsearch", scope: !1964, file: !1964, line: 20, type: !1965, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1964 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!1965 = !DISubroutineType(types: !1966)
!1966 = !{!233, !154, !154, !1255, !1255, !1967}
!1967 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !1924, line: 829, baseType: !1968)
!1968 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1969, size: 64)
!1969 = !DISubroutineType(types: !1970)
!1970 = !{!100, !154, !154}
!1971 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1972, file: !1929, line: 144)
!1972 = !DISubprogram(name: "calloc", scope: !1924, file: !1924, line: 556, type: !1942, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1973 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1974, file: !1929, line: 145)
!1974 = !DISubprogram(name: "div", scope: !1924, file: !1924, line: 873, type: !1975, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1975 = !DISubroutineType(types: !1976)
!1976 = !{!1927, !100, !100}
!1977 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1978, file: !1929, line: 146)
!1978 = !DISubprogram(name: "exit", scope: !1924, file: !1924, line: 637, type: !1979, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1979 = !DISubroutineType(types: !1980)
!1980 = !{null, !100}
!1981 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1982, file: !1929, line: 147)
!1982 = !DISubprogram(name: "free", scope: !1924, file: !1924, line: 568, type: !1983, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1983 = !DISubroutineType(types: !1984)
!1984 = !{null, !233}
!1985 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1986, file: !1929, line: 148)
!1986 = !DISubprogram(name: "getenv", scope: !1924, file: !1924, line: 654, type: !1987, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1987 = !DISubroutineType(types: !1988)
!1988 = !{!1212, !844}
!1989 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1990, file: !1929, line: 149)
!1990 = !DISubprogram(name: "labs", scope: !1924, file: !1924, line: 862, type: !1991, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1991 = !DISubroutineType(types: !1992)
!1992 = !{!102, !102}
!1993 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1994, file: !1929, line: 150)
!1994 = !DISubprogram(name: "ldiv", scope: !1924, file: !1924, line: 875, type: !1995, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1995 = !DISubroutineType(types: !1996)
!1996 = !{!1931, !102, !102}
!1997 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !1998, file: !1929, line: 151)
!1998 = !DISubprogram(name: "malloc", scope: !1924, file: !1924, line: 553, type: !1999, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1999 = !DISubroutineType(types: !2000)
!2000 = !{!233, !1255}
!2001 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2002, file: !1929, line: 153)
!2002 = !DISubprogram(name: "mblen", scope: !1924, file: !1924, line: 943, type: !2003, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2003 = !DISubroutineType(types: !2004)
!2004 = !{!100, !844, !1255}
!2005 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2006, file: !1929, line: 154)
!2006 = !DISubprogram(name: "mbstowcs", scope: !1924, file: !1924, line: 954, type: !2007, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2007 = !DISubroutineType(types: !2008)
!2008 = !{!1255, !1566, !1302, !1255}
!2009 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2010, file: !1929, line: 155)
!2010 = !DISubprogram(name: "mbtowc", scope: !1924, file: !1924, line: 946, type: !2011, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2011 = !DISubroutineType(types: !2012)
!2012 = !{!100, !1566, !1302, !1255}
!2013 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2014, file: !1929, line: 157)
!2014 = !DISubprogram(name: "qsort", scope: !1924, file: !1924, line: 851, type: !2015, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2015 = !DISubroutineType(types: !2016)
!2016 = !{null, !233, !1255, !1255, !1967}
!2017 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2018, file: !1929, line: 160)
!2018 = !DISubprogram(name: "quick_exit", scope: !1924, file: !1924, line: 643, type: !1979, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2019 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2020, file: !1929, line: 163)
!2020 = !DISubprogram(name: "rand", scope: !1924, file: !1924, line: 454, type: !1350, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2021 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2022, file: !1929, line: 164)
!2022 = !DISubprogram(name: "realloc", scope: !1924, file: !1924, line: 564, type: !2023, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2023 = !DISubroutineType(types: !2024)
!2024 = !{!233, !233, !1255}
!2025 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2026, file: !1929, line: 165)
!2026 = !DISubprogram(name: "srand", scope: !1924, file: !1924, line: 456, type: !2027, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2027 = !DISubroutineType(types: !2028)
!2028 = !{null, !47}
!2029 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2030, file: !1929, line: 166)
!2030 = !DISubprogram(name: "strtod", scope: !1924, file: !1924, line: 118, type: !2031, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2031 = !DISubroutineType(types: !2032)
!2032 = !{!1709, !1302, !2033}
!2033 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2034)
!2034 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1212, size: 64)
!2035 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2036, file: !1929, line: 167)
!2036 = !DISubprogram(name: "strtol", scope: !1924, file: !1924, line: 177, type: !2037, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2037 = !DISubroutineType(types: !2038)
!2038 = !{!102, !1302, !2033, !100}
!2039 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2040, file: !1929, line: 168)
!2040 = !DISubprogram(name: "strtoul", scope: !1924, file: !1924, line: 181, type: !2041, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2041 = !DISubroutineType(types: !2042)
!2042 = !{!149, !1302, !2033, !100}
!2043 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2044, file: !1929, line: 169)
!2044 = !DISubprogram(name: "system", scope: !1924, file: !1924, line: 804, type: !1368, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2045 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2046, file: !1929, line: 171)
!2046 = !DISubprogram(name: "wcstombs", scope: !1924, file: !1924, line: 958, type: !2047, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2047 = !DISubroutineType(types: !2048)
!2048 = !{!1255, !1297, !1576, !1255}
!2049 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2050, file: !1929, line: 172)
!2050 = !DISubprogram(name: "wctomb", scope: !1924, file: !1924, line: 950, type: !2051, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2051 = !DISubroutineType(types: !2052)
!2052 = !{!100, !1212, !1565}
!2053 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !2054, file: !1929, line: 200)
!2054 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !1924, line: 81, baseType: !2055)
!2055 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1924, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !2056, identifier: "_ZTS7lldiv_t")
!2056 = !{!2057, !2058}
!2057 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !2055, file: !1924, line: 79, baseType: !1780, size: 64)
!2058 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !2055, file: !1924, line: 80, baseType: !1780, size: 64, offset: 64)
!2059 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !2060, file: !1929, line: 206)
!2060 = !DISubprogram(name: "_Exit", scope: !1924, file: !1924, line: 649, type: !1979, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2061 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !2062, file: !1929, line: 210)
!2062 = !DISubprogram(name: "llabs", scope: !1924, file: !1924, line: 865, type: !2063, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2063 = !DISubroutineType(types: !2064)
!2064 = !{!1780, !1780}
!2065 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !2066, file: !1929, line: 216)
!2066 = !DISubprogram(name: "lldiv", scope: !1924, file: !1924, line: 879, type: !2067, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2067 = !DISubroutineType(types: !2068)
!2068 = !{!2054, !1780, !1780}
!2069 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !2070, file: !1929, line: 227)
!2070 = !DISubprogram(name: "atoll", scope: !1924, file: !1924, line: 374, type: !2071, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2071 = !DISubroutineType(types: !2072)
!2072 = !{!1780, !844}
!2073 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !2074, file: !1929, line: 228)
!2074 = !DISubprogram(name: "strtoll", scope: !1924, file: !1924, line: 201, type: !2075, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2075 = !DISubroutineType(types: !2076)
!2076 = !{!1780, !1302, !2033, !100}
!2077 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !2078, file: !1929, line: 229)
!2078 = !DISubprogram(name: "strtoull", scope: !1924, file: !1924, line: 206, type: !2079, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2079 = !DISubroutineType(types: !2080)
!2080 = !{!1785, !1302, !2033, !100}
!2081 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !2082, file: !1929, line: 231)
!2082 = !DISubprogram(name: "strtof", scope: !1924, file: !1924, line: 124, type: !2083, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2083 = !DISubroutineType(types: !2084)
!2084 = !{!1716, !1302, !2033}
!2085 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !67, entity: !2086, file: !1929, line: 232)
!2086 = !DISubprogram(name: "strtold", scope: !1924, file: !1924, line: 127, type: !2087, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2087 = !DISubroutineType(types: !2088)
!2088 = !{!1775, !1302, !2033}
!2089 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2054, file: !1929, line: 240)
!2090 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2060, file: !1929, line: 242)
!2091 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2062, file: !1929, line: 244)
!2092 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2093, file: !1929, line: 245)
!2093 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !67, file: !1929, line: 213, type: !2067, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2094 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2066, file: !1929, line: 246)
!2095 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2070, file: !1929, line: 248)
!2096 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2082, file: !1929, line: 249)
!2097 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2074, file: !1929, line: 250)
!2098 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2078, file: !1929, line: 251)
!2099 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !2086, file: !1929, line: 252)
!2100 = !{i32 7, !"Dwarf Version", i32 5}
!2101 = !{i32 2, !"Debug Info Version", i32 3}
!2102 = !{i32 1, !"wchar_size", i32 4}
!2103 = !{i32 8, !"PIC Level", i32 2}
!2104 = !{i32 7, !"PIE Level", i32 2}
!2105 = !{i32 7, !"uwtable", i32 2}
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
!2128 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/exception.h", directory: "")
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
!2211 = !DILocalVariable(name: "this", arg: 1, scope: !2212, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2212 = distinct !DISubprogram(name: "_M_begin", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_beginEv", scope: !56, file: !46, line: 738, type: !418, scopeLine: 739, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !442, retainedNodes: !2213)
!2213 = !{!2211}
!2214 = !DILocation(line: 0, scope: !2212, inlinedAt: !2215)
!2215 = distinct !DILocation(line: 1270, column: 31, scope: !2216, inlinedAt: !2220)
!2216 = distinct !DISubprogram(name: "lower_bound", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE11lower_boundERS1_", scope: !56, file: !46, line: 1269, type: !716, scopeLine: 1270, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !724, retainedNodes: !2217)
!2217 = !{!2218, !2219}
!2218 = !DILocalVariable(name: "this", arg: 1, scope: !2216, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2219 = !DILocalVariable(name: "__k", arg: 2, scope: !2216, file: !46, line: 1269, type: !532)
!2220 = distinct !DILocation(line: 1307, column: 21, scope: !2221, inlinedAt: !2225)
!2221 = distinct !DISubprogram(name: "lower_bound", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEE11lower_boundERS3_", scope: !968, file: !969, line: 1306, type: !1141, scopeLine: 1307, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !1149, retainedNodes: !2222)
!2222 = !{!2223, !2224}
!2223 = !DILocalVariable(name: "this", arg: 1, scope: !2221, type: !2147, flags: DIFlagArtificial | DIFlagObjectPointer)
!2224 = !DILocalVariable(name: "__x", arg: 2, scope: !2221, file: !969, line: 1306, type: !1068)
!2225 = distinct !DILocation(line: 527, column: 17, scope: !2205, inlinedAt: !2210)
!2226 = !DILocalVariable(name: "this", arg: 1, scope: !2227, type: !2229, flags: DIFlagArtificial | DIFlagObjectPointer)
!2227 = distinct !DISubprogram(name: "_M_mbegin", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE9_M_mbeginEv", scope: !56, file: !46, line: 734, type: !440, scopeLine: 735, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !439, retainedNodes: !2228)
!2228 = !{!2226}
!2229 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !412, size: 64)
!2230 = !DILocation(line: 0, scope: !2227, inlinedAt: !2231)
!2231 = distinct !DILocation(line: 739, column: 16, scope: !2212, inlinedAt: !2215)
!2232 = !DILocation(line: 531, column: 6, scope: !2233, inlinedAt: !2210)
!2233 = distinct !DILexicalBlock(scope: !2205, file: !969, line: 529, column: 6)
!2234 = !DILocalVariable(name: "__args", arg: 1, scope: !2235, file: !848, line: 1589, type: !857)
!2235 = distinct !DISubprogram(name: "forward_as_tuple<int>", linkageName: "_ZSt16forward_as_tupleIJiEESt5tupleIJDpOT_EES3_", scope: !34, file: !848, line: 1589, type: !2236, scopeLine: 1590, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2239, retainedNodes: !2238)
!2236 = !DISubroutineType(types: !2237)
!2237 = !{!847, !857}
!2238 = !{!2234}
!2239 = !{!2240}
!2240 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Elements", value: !2241)
!2241 = !{!2242}
!2242 = !DITemplateTypeParameter(type: !100)
!2243 = !DILocation(line: 0, scope: !2235, inlinedAt: !2244)
!2244 = distinct !DILocation(line: 531, column: 6, scope: !2233, inlinedAt: !2210)
!2245 = !DILocalVariable(name: "this", arg: 1, scope: !2246, type: !2255, flags: DIFlagArtificial | DIFlagObjectPointer)
!2246 = distinct !DISubprogram(name: "tuple<int, true, true>", linkageName: "_ZNSt5tupleIJOiEEC2IJiELb1ETnNSt9enable_ifIXclsr4_TCCIXT0_EEE29__is_implicitly_constructibleIDpT_EEEbE4typeELb1EEEDpOS4_", scope: !847, file: !848, line: 742, type: !2247, scopeLine: 744, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2250, declaration: !2249, retainedNodes: !2253)
!2247 = !DISubroutineType(types: !2248)
!2248 = !{null, !943, !857}
!2249 = !DISubprogram(name: "tuple<int, true, true>", scope: !847, file: !848, line: 742, type: !2247, scopeLine: 742, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2250)
!2250 = !{!2251, !2252, !523}
!2251 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_UElements", value: !2241)
!2252 = !DITemplateValueParameter(name: "_Valid", type: !129, value: i1 true)
!2253 = !{!2245, !2254}
!2254 = !DILocalVariable(name: "__elements", arg: 2, scope: !2246, file: !848, line: 742, type: !857)
!2255 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !847, size: 64)
!2256 = !DILocation(line: 0, scope: !2246, inlinedAt: !2257)
!2257 = distinct !DILocation(line: 1590, column: 14, scope: !2235, inlinedAt: !2244)
!2258 = !DILocalVariable(name: "this", arg: 1, scope: !2259, type: !2267, flags: DIFlagArtificial | DIFlagObjectPointer)
!2259 = distinct !DISubprogram(name: "_Tuple_impl<int>", linkageName: "_ZNSt11_Tuple_implILm0EJOiEEC2IiEEOT_", scope: !851, file: !848, line: 440, type: !2260, scopeLine: 442, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2263, declaration: !2262, retainedNodes: !2265)
!2260 = !DISubroutineType(types: !2261)
!2261 = !{null, !919, !857}
!2262 = !DISubprogram(name: "_Tuple_impl<int>", scope: !851, file: !848, line: 440, type: !2260, scopeLine: 440, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2263)
!2263 = !{!2264}
!2264 = !DITemplateTypeParameter(name: "_UHead", type: !100)
!2265 = !{!2258, !2266}
!2266 = !DILocalVariable(name: "__head", arg: 2, scope: !2259, file: !848, line: 440, type: !857)
!2267 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !851, size: 64)
!2268 = !DILocation(line: 0, scope: !2259, inlinedAt: !2269)
!2269 = distinct !DILocation(line: 744, column: 4, scope: !2246, inlinedAt: !2257)
!2270 = !DILocalVariable(name: "this", arg: 1, scope: !2271, type: !2277, flags: DIFlagArtificial | DIFlagObjectPointer)
!2271 = distinct !DISubprogram(name: "_Head_base<int>", linkageName: "_ZNSt10_Head_baseILm0EOiLb0EEC2IiEEOT_", scope: !854, file: !848, line: 199, type: !2272, scopeLine: 200, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2263, declaration: !2274, retainedNodes: !2275)
!2272 = !DISubroutineType(types: !2273)
!2273 = !{null, !861, !857}
!2274 = !DISubprogram(name: "_Head_base<int>", scope: !854, file: !848, line: 199, type: !2272, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2263)
!2275 = !{!2270, !2276}
!2276 = !DILocalVariable(name: "__h", arg: 2, scope: !2271, file: !848, line: 199, type: !857)
!2277 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !854, size: 64)
!2278 = !DILocation(line: 0, scope: !2271, inlinedAt: !2279)
!2279 = distinct !DILocation(line: 441, column: 4, scope: !2259, inlinedAt: !2269)
!2280 = !DILocation(line: 200, column: 4, scope: !2271, inlinedAt: !2279)
!2281 = !{!2177, !2177, i64 0}
!2282 = !{!2283}
!2283 = distinct !{!2283, !2284, !"_ZSt16forward_as_tupleIJiEESt5tupleIJDpOT_EES3_: argument 0"}
!2284 = distinct !{!2284, !"_ZSt16forward_as_tupleIJiEESt5tupleIJDpOT_EES3_"}
!2285 = !DILocation(line: 532, column: 6, scope: !2233, inlinedAt: !2210)
!2286 = !DILocation(line: 530, column: 15, scope: !2233, inlinedAt: !2210)
!2287 = !DILocation(line: 30, column: 30, scope: !2288)
!2288 = distinct !DILexicalBlock(scope: !2114, file: !2, line: 30, column: 9)
!2289 = !DILocation(line: 30, column: 16, scope: !2288)
!2290 = !DILocation(line: 44, column: 1, scope: !2288)
!2291 = !DILocation(line: 30, column: 41, scope: !2288)
!2292 = !DILocation(line: 32, column: 72, scope: !2293)
!2293 = distinct !DILexicalBlock(scope: !2114, file: !2, line: 32, column: 19)
!2294 = !DILocation(line: 0, scope: !2114)
!2295 = !DILocation(line: 31, column: 49, scope: !2296)
!2296 = distinct !DILexicalBlock(scope: !2114, file: !2, line: 31, column: 19)
!2297 = !{!2298, !2203, i64 0}
!2298 = !{!"_ZTS2E1", !2203, i64 0}
!2299 = !DILocation(line: 31, column: 54, scope: !2296)
!2300 = !{!2301, !2177, i64 8}
!2301 = !{!"_ZTS2E2", !2298, i64 0, !2177, i64 8}
!2302 = !DILocation(line: 31, column: 21, scope: !2296)
!2303 = !DILocation(line: 31, column: 70, scope: !2296)
!2304 = !DILocation(line: 29, column: 28, scope: !2115)
!2305 = !DILocation(line: 29, column: 22, scope: !2115)
!2306 = distinct !{!2306, !2132, !2307, !2308}
!2307 = !DILocation(line: 33, column: 3, scope: !2112)
!2308 = !{!"llvm.loop.mustprogress"}
!2309 = !DILocation(line: 32, column: 48, scope: !2293)
!2310 = !DILocation(line: 32, column: 21, scope: !2293)
!2311 = !DILocation(line: 32, column: 52, scope: !2293)
!2312 = !DILocation(line: 530, column: 4, scope: !2233, inlinedAt: !2210)
!2313 = !DILocation(line: 533, column: 16, scope: !2205, inlinedAt: !2210)
!2314 = !DILocation(line: 35, column: 10, scope: !2108)
!2315 = !{!2178, !2178, i64 0}
!2316 = !DILocation(line: 35, column: 3, scope: !2108)
!2317 = !DILocation(line: 0, scope: !2121)
!2318 = !DILocalVariable(name: "this", arg: 1, scope: !2319, type: !2323, flags: DIFlagArtificial | DIFlagObjectPointer)
!2319 = distinct !DISubprogram(name: "get", linkageName: "_ZNK7Account3getEi", scope: !965, file: !2, line: 20, type: !1163, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !1162, retainedNodes: !2320)
!2320 = !{!2318, !2321, !2322}
!2321 = !DILocalVariable(name: "k", arg: 2, scope: !2319, file: !2, line: 20, type: !100)
!2322 = !DILocalVariable(name: "it", scope: !2319, file: !2, line: 21, type: !1038)
!2323 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1166, size: 64)
!2324 = !DILocation(line: 0, scope: !2319, inlinedAt: !2325)
!2325 = distinct !DILocation(line: 37, column: 18, scope: !2326)
!2326 = distinct !DILexicalBlock(scope: !2123, file: !2, line: 37, column: 9)
!2327 = !DILocalVariable(name: "this", arg: 1, scope: !2328, type: !2331, flags: DIFlagArtificial | DIFlagObjectPointer)
!2328 = distinct !DISubprogram(name: "find", linkageName: "_ZNKSt3mapIilSt4lessIiESaISt4pairIKilEEE4findERS3_", scope: !968, file: !969, line: 1242, type: !1144, scopeLine: 1243, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !1143, retainedNodes: !2329)
!2329 = !{!2327, !2330}
!2330 = !DILocalVariable(name: "__x", arg: 2, scope: !2328, file: !969, line: 1242, type: !1068)
!2331 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !987, size: 64)
!2332 = !DILocation(line: 0, scope: !2328, inlinedAt: !2333)
!2333 = distinct !DILocation(line: 21, column: 17, scope: !2319, inlinedAt: !2325)
!2334 = !DILocalVariable(name: "this", arg: 1, scope: !2335, type: !2229, flags: DIFlagArtificial | DIFlagObjectPointer)
!2335 = distinct !DISubprogram(name: "find", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE4findERS1_", scope: !56, file: !46, line: 2542, type: !719, scopeLine: 2543, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !718, retainedNodes: !2336)
!2336 = !{!2334, !2337, !2338}
!2337 = !DILocalVariable(name: "__k", arg: 2, scope: !2335, file: !46, line: 1263, type: !532)
!2338 = !DILocalVariable(name: "__j", scope: !2335, file: !46, line: 2544, type: !55)
!2339 = !DILocation(line: 0, scope: !2335, inlinedAt: !2340)
!2340 = distinct !DILocation(line: 1243, column: 21, scope: !2328, inlinedAt: !2333)
!2341 = !DILocalVariable(name: "this", arg: 1, scope: !2342, type: !2229, flags: DIFlagArtificial | DIFlagObjectPointer)
!2342 = distinct !DISubprogram(name: "_M_begin", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_beginEv", scope: !56, file: !46, line: 742, type: !444, scopeLine: 743, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !443, retainedNodes: !2343)
!2343 = !{!2341}
!2344 = !DILocation(line: 0, scope: !2342, inlinedAt: !2345)
!2345 = distinct !DILocation(line: 2544, column: 43, scope: !2335, inlinedAt: !2340)
!2346 = !DILocation(line: 745, column: 29, scope: !2342, inlinedAt: !2345)
!2347 = !DILocalVariable(name: "this", arg: 1, scope: !2348, type: !2229, flags: DIFlagArtificial | DIFlagObjectPointer)
!2348 = distinct !DISubprogram(name: "_M_lower_bound", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE14_M_lower_boundEPKSt13_Rb_tree_nodeIS2_EPKSt18_Rb_tree_node_baseRS1_", scope: !56, file: !46, line: 1963, type: !590, scopeLine: 1965, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !589, retainedNodes: !2349)
!2349 = !{!2347, !2350, !2351, !2352}
!2350 = !DILocalVariable(name: "__x", arg: 2, scope: !2348, file: !46, line: 912, type: !446)
!2351 = !DILocalVariable(name: "__y", arg: 3, scope: !2348, file: !46, line: 912, type: !434)
!2352 = !DILocalVariable(name: "__k", arg: 4, scope: !2348, file: !46, line: 913, type: !336)
!2353 = !DILocation(line: 0, scope: !2348, inlinedAt: !2354)
!2354 = distinct !DILocation(line: 2544, column: 28, scope: !2335, inlinedAt: !2340)
!2355 = !DILocation(line: 1966, column: 18, scope: !2348, inlinedAt: !2354)
!2356 = !DILocation(line: 1966, column: 7, scope: !2348, inlinedAt: !2354)
!2357 = !DILocation(line: 44, column: 1, scope: !2108)
!2358 = !DILocalVariable(name: "__x", arg: 1, scope: !2359, file: !46, line: 757, type: !446)
!2359 = distinct !DISubprogram(name: "_S_key", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE6_S_keyEPKSt13_Rb_tree_nodeIS2_E", scope: !56, file: !46, line: 757, type: !452, scopeLine: 758, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !451, retainedNodes: !2360)
!2360 = !{!2358}
!2361 = !DILocation(line: 0, scope: !2359, inlinedAt: !2362)
!2362 = distinct !DILocation(line: 1967, column: 30, scope: !2363, inlinedAt: !2354)
!2363 = distinct !DILexicalBlock(scope: !2348, file: !46, line: 1967, column: 6)
!2364 = !DILocalVariable(name: "this", arg: 1, scope: !2365, type: !290, flags: DIFlagArtificial | DIFlagObjectPointer)
!2365 = distinct !DISubprogram(name: "_M_valptr", linkageName: "_ZNKSt13_Rb_tree_nodeISt4pairIKilEE9_M_valptrEv", scope: !190, file: !46, line: 238, type: !253, scopeLine: 239, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !252, retainedNodes: !2366)
!2366 = !{!2364}
!2367 = !DILocation(line: 0, scope: !2365, inlinedAt: !2368)
!2368 = distinct !DILocation(line: 775, column: 29, scope: !2359, inlinedAt: !2362)
!2369 = !DILocation(line: 239, column: 16, scope: !2365, inlinedAt: !2368)
!2370 = !DILocalVariable(name: "this", arg: 1, scope: !2371, type: !2375, flags: DIFlagArtificial | DIFlagObjectPointer)
!2371 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNKSt4lessIiEclERKiS2_", scope: !322, file: !323, line: 407, type: !332, scopeLine: 408, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !331, retainedNodes: !2372)
!2372 = !{!2370, !2373, !2374}
!2373 = !DILocalVariable(name: "__x", arg: 2, scope: !2371, file: !323, line: 407, type: !336)
!2374 = !DILocalVariable(name: "__y", arg: 3, scope: !2371, file: !323, line: 407, type: !336)
!2375 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !335, size: 64)
!2376 = !DILocation(line: 0, scope: !2371, inlinedAt: !2377)
!2377 = distinct !DILocation(line: 1967, column: 7, scope: !2363, inlinedAt: !2354)
!2378 = !DILocation(line: 408, column: 16, scope: !2371, inlinedAt: !2377)
!2379 = !DILocation(line: 408, column: 20, scope: !2371, inlinedAt: !2377)
!2380 = !DILocation(line: 1967, column: 6, scope: !2348, inlinedAt: !2354)
!2381 = !DILocation(line: 0, scope: !2363, inlinedAt: !2354)
!2382 = distinct !{!2382, !2356, !2383, !2308}
!2383 = !DILocation(line: 1970, column: 22, scope: !2348, inlinedAt: !2354)
!2384 = !DILocalVariable(name: "__x", arg: 1, scope: !2385, file: !46, line: 396, type: !2388)
!2385 = distinct !DISubprogram(name: "operator==", linkageName: "_ZSteqRKSt23_Rb_tree_const_iteratorISt4pairIKilEES5_", scope: !34, file: !46, line: 396, type: !2386, scopeLine: 397, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !2390)
!2386 = !DISubroutineType(types: !2387)
!2387 = !{!129, !2388, !2388}
!2388 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2389, size: 64)
!2389 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !830)
!2390 = !{!2384, !2391}
!2391 = !DILocalVariable(name: "__y", arg: 2, scope: !2385, file: !46, line: 396, type: !2388)
!2392 = !DILocation(line: 0, scope: !2385, inlinedAt: !2393)
!2393 = distinct !DILocation(line: 2545, column: 19, scope: !2335, inlinedAt: !2340)
!2394 = !DILocation(line: 397, column: 28, scope: !2385, inlinedAt: !2393)
!2395 = !DILocation(line: 2546, column: 8, scope: !2335, inlinedAt: !2340)
!2396 = !DILocalVariable(name: "__x", arg: 1, scope: !2397, file: !46, line: 795, type: !434)
!2397 = distinct !DISubprogram(name: "_S_key", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE6_S_keyEPKSt18_Rb_tree_node_base", scope: !56, file: !46, line: 795, type: !463, scopeLine: 796, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !462, retainedNodes: !2398)
!2398 = !{!2396}
!2399 = !DILocation(line: 0, scope: !2397, inlinedAt: !2400)
!2400 = distinct !DILocation(line: 2547, column: 6, scope: !2335, inlinedAt: !2340)
!2401 = !DILocation(line: 0, scope: !2359, inlinedAt: !2402)
!2402 = distinct !DILocation(line: 796, column: 16, scope: !2397, inlinedAt: !2400)
!2403 = !DILocation(line: 0, scope: !2365, inlinedAt: !2404)
!2404 = distinct !DILocation(line: 775, column: 29, scope: !2359, inlinedAt: !2402)
!2405 = !DILocation(line: 239, column: 16, scope: !2365, inlinedAt: !2404)
!2406 = !DILocation(line: 0, scope: !2371, inlinedAt: !2407)
!2407 = distinct !DILocation(line: 2546, column: 11, scope: !2335, inlinedAt: !2340)
!2408 = !DILocation(line: 408, column: 22, scope: !2371, inlinedAt: !2407)
!2409 = !DILocation(line: 408, column: 20, scope: !2371, inlinedAt: !2407)
!2410 = !DILocation(line: 0, scope: !2385, inlinedAt: !2411)
!2411 = distinct !DILocation(line: 22, column: 12, scope: !2412, inlinedAt: !2325)
!2412 = distinct !DILexicalBlock(scope: !2319, file: !2, line: 22, column: 9)
!2413 = !DILocation(line: 22, column: 9, scope: !2319, inlinedAt: !2325)
!2414 = !DILocation(line: 22, column: 24, scope: !2412, inlinedAt: !2325)
!2415 = !DILocation(line: 22, column: 30, scope: !2412, inlinedAt: !2325)
!2416 = !DILocation(line: 24, column: 3, scope: !2412, inlinedAt: !2325)
!2417 = !DILocation(line: 0, scope: !2365, inlinedAt: !2418)
!2418 = distinct !DILocation(line: 363, column: 50, scope: !2419, inlinedAt: !2423)
!2419 = distinct !DISubprogram(name: "operator->", linkageName: "_ZNKSt23_Rb_tree_const_iteratorISt4pairIKilEEptEv", scope: !796, file: !46, line: 362, type: !823, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !822, retainedNodes: !2420)
!2420 = !{!2421}
!2421 = !DILocalVariable(name: "this", arg: 1, scope: !2419, type: !2422, flags: DIFlagArtificial | DIFlagObjectPointer)
!2422 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !817, size: 64)
!2423 = distinct !DILocation(line: 23, column: 12, scope: !2319, inlinedAt: !2325)
!2424 = !DILocation(line: 23, column: 16, scope: !2319, inlinedAt: !2325)
!2425 = !{!2426, !2178, i64 8}
!2426 = !{!"_ZTSSt4pairIKilE", !2203, i64 0, !2178, i64 8}
!2427 = !DILocation(line: 37, column: 13, scope: !2326)
!2428 = !DILocation(line: 37, column: 26, scope: !2326)
!2429 = !DILocation(line: 44, column: 1, scope: !2326)
!2430 = !DILocation(line: 0, scope: !2123)
!2431 = !DILocation(line: 38, column: 64, scope: !2432)
!2432 = distinct !DILexicalBlock(scope: !2123, file: !2, line: 38, column: 37)
!2433 = !{!2434, !2434, i64 0}
!2434 = !{!"vtable pointer", !2176, i64 0}
!2435 = !DILocation(line: 38, column: 39, scope: !2432)
!2436 = !DILocation(line: 38, column: 76, scope: !2432)
!2437 = !DILocation(line: 40, column: 3, scope: !2108)
!2438 = !DILocation(line: 41, column: 15, scope: !2108)
!2439 = !DILocation(line: 41, column: 3, scope: !2108)
!2440 = !DILocation(line: 42, column: 9, scope: !2441)
!2441 = distinct !DILexicalBlock(scope: !2108, file: !2, line: 42, column: 7)
!2442 = !DILocation(line: 42, column: 7, scope: !2108)
!2443 = !DILocation(line: 44, column: 1, scope: !2123)
!2444 = !DILocation(line: 42, column: 14, scope: !2441)
!2445 = !DILocation(line: 42, column: 20, scope: !2441)
!2446 = !DILocation(line: 44, column: 1, scope: !2441)
!2447 = !DILocalVariable(name: "this", arg: 1, scope: !2448, type: !2141, flags: DIFlagArtificial | DIFlagObjectPointer)
!2448 = distinct !DISubprogram(name: "~Account", linkageName: "_ZN7AccountD2Ev", scope: !965, file: !2, line: 18, type: !2136, scopeLine: 18, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !2449, retainedNodes: !2450)
!2449 = !DISubprogram(name: "~Account", scope: !965, type: !2136, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2450 = !{!2447}
!2451 = !DILocation(line: 0, scope: !2448, inlinedAt: !2452)
!2452 = distinct !DILocation(line: 44, column: 1, scope: !2108)
!2453 = !DILocalVariable(name: "this", arg: 1, scope: !2454, type: !2147, flags: DIFlagArtificial | DIFlagObjectPointer)
!2454 = distinct !DISubprogram(name: "~map", linkageName: "_ZNSt3mapIilSt4lessIiESaISt4pairIKilEEED2Ev", scope: !968, file: !969, line: 312, type: !974, scopeLine: 312, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !1016, retainedNodes: !2455)
!2455 = !{!2453}
!2456 = !DILocation(line: 0, scope: !2454, inlinedAt: !2457)
!2457 = distinct !DILocation(line: 18, column: 8, scope: !2458, inlinedAt: !2452)
!2458 = distinct !DILexicalBlock(scope: !2448, file: !2, line: 18, column: 8)
!2459 = !DILocalVariable(name: "this", arg: 1, scope: !2460, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2460 = distinct !DISubprogram(name: "~_Rb_tree", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EED2Ev", scope: !56, file: !46, line: 983, type: !595, scopeLine: 984, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !655, retainedNodes: !2461)
!2461 = !{!2459}
!2462 = !DILocation(line: 0, scope: !2460, inlinedAt: !2463)
!2463 = distinct !DILocation(line: 312, column: 22, scope: !2464, inlinedAt: !2457)
!2464 = distinct !DILexicalBlock(scope: !2454, file: !969, line: 312, column: 22)
!2465 = !DILocation(line: 0, scope: !2212, inlinedAt: !2466)
!2466 = distinct !DILocation(line: 984, column: 18, scope: !2467, inlinedAt: !2463)
!2467 = distinct !DILexicalBlock(scope: !2460, file: !46, line: 984, column: 7)
!2468 = !DILocation(line: 0, scope: !2227, inlinedAt: !2469)
!2469 = distinct !DILocation(line: 739, column: 16, scope: !2212, inlinedAt: !2466)
!2470 = !DILocation(line: 735, column: 64, scope: !2227, inlinedAt: !2469)
!2471 = !DILocation(line: 984, column: 9, scope: !2467, inlinedAt: !2463)
!2472 = distinct !DISubprogram(name: "check<long>", linkageName: "_Z5checkIlET_S0_S0_", scope: !2, file: !2, line: 12, type: !2473, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2478, retainedNodes: !2475)
!2473 = !DISubroutineType(types: !2474)
!2474 = !{!102, !102, !102}
!2475 = !{!2476, !2477}
!2476 = !DILocalVariable(name: "v", arg: 1, scope: !2472, file: !2, line: 12, type: !102)
!2477 = !DILocalVariable(name: "lim", arg: 2, scope: !2472, file: !2, line: 12, type: !102)
!2478 = !{!2479}
!2479 = !DITemplateTypeParameter(name: "T", type: !102)
!2480 = !DILocation(line: 0, scope: !2472)
!2481 = !DILocation(line: 13, column: 9, scope: !2482)
!2482 = distinct !DILexicalBlock(scope: !2472, file: !2, line: 13, column: 7)
!2483 = !DILocation(line: 13, column: 7, scope: !2472)
!2484 = !DILocation(line: 13, column: 16, scope: !2482)
!2485 = !DILocation(line: 13, column: 31, scope: !2482)
!2486 = !DILocation(line: 13, column: 25, scope: !2482)
!2487 = !DILocation(line: 13, column: 24, scope: !2482)
!2488 = !DILocation(line: 14, column: 9, scope: !2489)
!2489 = distinct !DILexicalBlock(scope: !2472, file: !2, line: 14, column: 7)
!2490 = !DILocation(line: 14, column: 7, scope: !2472)
!2491 = !DILocation(line: 14, column: 14, scope: !2489)
!2492 = !DILocation(line: 14, column: 20, scope: !2489)
!2493 = !DILocation(line: 14, column: 26, scope: !2489)
!2494 = !DILocation(line: 16, column: 1, scope: !2489)
!2495 = !DILocation(line: 15, column: 3, scope: !2472)
!2496 = !DILocation(line: 0, scope: !2448)
!2497 = !DILocation(line: 0, scope: !2454, inlinedAt: !2498)
!2498 = distinct !DILocation(line: 18, column: 8, scope: !2458)
!2499 = !DILocation(line: 0, scope: !2460, inlinedAt: !2500)
!2500 = distinct !DILocation(line: 312, column: 22, scope: !2464, inlinedAt: !2498)
!2501 = !DILocation(line: 0, scope: !2212, inlinedAt: !2502)
!2502 = distinct !DILocation(line: 984, column: 18, scope: !2467, inlinedAt: !2500)
!2503 = !DILocation(line: 0, scope: !2227, inlinedAt: !2504)
!2504 = distinct !DILocation(line: 739, column: 16, scope: !2212, inlinedAt: !2502)
!2505 = !DILocation(line: 735, column: 64, scope: !2227, inlinedAt: !2504)
!2506 = !DILocation(line: 984, column: 9, scope: !2467, inlinedAt: !2500)
!2507 = !DILocation(line: 18, column: 8, scope: !2448)
!2508 = distinct !DISubprogram(name: "_M_erase", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E", scope: !56, file: !46, line: 1930, type: !422, scopeLine: 1931, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !585, retainedNodes: !2509)
!2509 = !{!2510, !2511, !2512}
!2510 = !DILocalVariable(name: "this", arg: 1, scope: !2508, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2511 = !DILocalVariable(name: "__x", arg: 2, scope: !2508, file: !46, line: 905, type: !420)
!2512 = !DILocalVariable(name: "__y", scope: !2513, file: !46, line: 1936, type: !420)
!2513 = distinct !DILexicalBlock(scope: !2508, file: !46, line: 1934, column: 2)
!2514 = !DILocation(line: 0, scope: !2508)
!2515 = !DILocation(line: 1933, column: 18, scope: !2508)
!2516 = !DILocation(line: 1933, column: 7, scope: !2508)
!2517 = !DILocalVariable(name: "__x", arg: 1, scope: !2518, file: !46, line: 787, type: !430)
!2518 = distinct !DISubprogram(name: "_S_right", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_S_rightEPSt18_Rb_tree_node_base", scope: !56, file: !46, line: 787, type: !455, scopeLine: 788, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !460, retainedNodes: !2519)
!2519 = !{!2517}
!2520 = !DILocation(line: 0, scope: !2518, inlinedAt: !2521)
!2521 = distinct !DILocation(line: 1935, column: 13, scope: !2513)
!2522 = !DILocation(line: 788, column: 45, scope: !2518, inlinedAt: !2521)
!2523 = !{!2173, !2177, i64 24}
!2524 = !DILocation(line: 1935, column: 4, scope: !2513)
!2525 = !DILocalVariable(name: "__x", arg: 1, scope: !2526, file: !46, line: 779, type: !430)
!2526 = distinct !DISubprogram(name: "_S_left", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE7_S_leftEPSt18_Rb_tree_node_base", scope: !56, file: !46, line: 779, type: !455, scopeLine: 780, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !454, retainedNodes: !2527)
!2527 = !{!2525}
!2528 = !DILocation(line: 0, scope: !2526, inlinedAt: !2529)
!2529 = distinct !DILocation(line: 1936, column: 21, scope: !2513)
!2530 = !DILocation(line: 780, column: 45, scope: !2526, inlinedAt: !2529)
!2531 = !{!2173, !2177, i64 16}
!2532 = !DILocation(line: 0, scope: !2513)
!2533 = !DILocalVariable(name: "this", arg: 1, scope: !2534, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2534 = distinct !DISubprogram(name: "_M_drop_node", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE12_M_drop_nodeEPSt13_Rb_tree_nodeIS2_E", scope: !56, file: !46, line: 629, type: !422, scopeLine: 630, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !425, retainedNodes: !2535)
!2535 = !{!2533, !2536}
!2536 = !DILocalVariable(name: "__p", arg: 2, scope: !2534, file: !46, line: 629, type: !420)
!2537 = !DILocation(line: 0, scope: !2534, inlinedAt: !2538)
!2538 = distinct !DILocation(line: 1937, column: 4, scope: !2513)
!2539 = !DILocalVariable(name: "this", arg: 1, scope: !2540, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2540 = distinct !DISubprogram(name: "_M_put_node", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE11_M_put_nodeEPSt13_Rb_tree_nodeIS2_E", scope: !56, file: !46, line: 564, type: !422, scopeLine: 565, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !421, retainedNodes: !2541)
!2541 = !{!2539, !2542}
!2542 = !DILocalVariable(name: "__p", arg: 2, scope: !2540, file: !46, line: 564, type: !420)
!2543 = !DILocation(line: 0, scope: !2540, inlinedAt: !2544)
!2544 = distinct !DILocation(line: 632, column: 2, scope: !2534, inlinedAt: !2538)
!2545 = !DILocalVariable(name: "__a", arg: 1, scope: !2546, file: !71, line: 495, type: !2553)
!2546 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaISt13_Rb_tree_nodeISt4pairIKilEEEE10deallocateERS5_PS4_m", scope: !2547, file: !71, line: 495, type: !2559, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !2558, retainedNodes: !2572)
!2547 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<std::_Rb_tree_node<std::pair<const int, long> > > >", scope: !34, file: !71, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !2548, templateParams: !2570, identifier: "_ZTSSt16allocator_traitsISaISt13_Rb_tree_nodeISt4pairIKilEEEE")
!2548 = !{!2549, !2555, !2558, !2561, !2567}
!2549 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaISt13_Rb_tree_nodeISt4pairIKilEEEE8allocateERS5_m", scope: !2547, file: !71, line: 463, type: !2550, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!2550 = !DISubroutineType(types: !2551)
!2551 = !{!2552, !2553, !146}
!2552 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !2547, file: !71, line: 420, baseType: !282)
!2553 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2554, size: 64)
!2554 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !2547, file: !71, line: 414, baseType: !260)
!2555 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaISt13_Rb_tree_nodeISt4pairIKilEEEE8allocateERS5_mPKv", scope: !2547, file: !71, line: 477, type: !2556, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!2556 = !DISubroutineType(types: !2557)
!2557 = !{!2552, !2553, !146, !153}
!2558 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaISt13_Rb_tree_nodeISt4pairIKilEEEE10deallocateERS5_PS4_m", scope: !2547, file: !71, line: 495, type: !2559, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!2559 = !DISubroutineType(types: !2560)
!2560 = !{null, !2553, !2552, !146}
!2561 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaISt13_Rb_tree_nodeISt4pairIKilEEEE8max_sizeERKS5_", scope: !2547, file: !71, line: 547, type: !2562, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!2562 = !DISubroutineType(types: !2563)
!2563 = !{!2564, !2565}
!2564 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !2547, file: !71, line: 435, baseType: !147)
!2565 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2566, size: 64)
!2566 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2554)
!2567 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaISt13_Rb_tree_nodeISt4pairIKilEEEE37select_on_container_copy_constructionERKS5_", scope: !2547, file: !71, line: 562, type: !2568, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!2568 = !DISubroutineType(types: !2569)
!2569 = !{!2554, !2565}
!2570 = !{!2571}
!2571 = !DITemplateTypeParameter(name: "_Alloc", type: !260)
!2572 = !{!2545, !2573, !2574}
!2573 = !DILocalVariable(name: "__p", arg: 2, scope: !2546, file: !71, line: 495, type: !2552)
!2574 = !DILocalVariable(name: "__n", arg: 3, scope: !2546, file: !71, line: 495, type: !146)
!2575 = !DILocation(line: 0, scope: !2546, inlinedAt: !2576)
!2576 = distinct !DILocation(line: 565, column: 9, scope: !2540, inlinedAt: !2544)
!2577 = !DILocalVariable(name: "this", arg: 1, scope: !2578, type: !2582, flags: DIFlagArtificial | DIFlagObjectPointer)
!2578 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorISt13_Rb_tree_nodeISt4pairIKilEEE10deallocateEPS4_m", scope: !265, file: !266, line: 142, type: !298, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !297, retainedNodes: !2579)
!2579 = !{!2577, !2580, !2581}
!2580 = !DILocalVariable(name: "__p", arg: 2, scope: !2578, file: !266, line: 142, type: !282)
!2581 = !DILocalVariable(name: "__n", arg: 3, scope: !2578, file: !266, line: 142, type: !296)
!2582 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !265, size: 64)
!2583 = !DILocation(line: 0, scope: !2578, inlinedAt: !2584)
!2584 = distinct !DILocation(line: 496, column: 13, scope: !2546, inlinedAt: !2576)
!2585 = !DILocation(line: 158, column: 2, scope: !2578, inlinedAt: !2584)
!2586 = distinct !{!2586, !2516, !2587, !2308}
!2587 = !DILocation(line: 1939, column: 2, scope: !2508)
!2588 = !DILocation(line: 1940, column: 5, scope: !2508)
!2589 = distinct !DISubprogram(name: "_M_emplace_hint_unique<const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEESt17_Rb_tree_iteratorIS2_ESt23_Rb_tree_const_iteratorIS2_EDpOT_", scope: !56, file: !46, line: 2458, type: !2590, scopeLine: 2460, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2595, declaration: !2594, retainedNodes: !2601)
!2590 = !DISubroutineType(types: !2591)
!2591 = !{!543, !405, !55, !2592, !949, !2593}
!2592 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !36, size: 64)
!2593 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1167, size: 64)
!2594 = !DISubprogram(name: "_M_emplace_hint_unique<const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEESt17_Rb_tree_iteratorIS2_ESt23_Rb_tree_const_iteratorIS2_EDpOT_", scope: !56, file: !46, line: 2458, type: !2590, scopeLine: 2458, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2595)
!2595 = !{!2596}
!2596 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !2597)
!2597 = !{!2598, !2599, !2600}
!2598 = !DITemplateTypeParameter(type: !2592)
!2599 = !DITemplateTypeParameter(type: !847)
!2600 = !DITemplateTypeParameter(type: !1167)
!2601 = !{!2602, !2603, !2604, !2605, !2606, !2607, !2608}
!2602 = !DILocalVariable(name: "this", arg: 1, scope: !2589, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2603 = !DILocalVariable(name: "__pos", arg: 2, scope: !2589, file: !46, line: 1086, type: !55)
!2604 = !DILocalVariable(name: "__args", arg: 3, scope: !2589, file: !46, line: 1086, type: !2592)
!2605 = !DILocalVariable(name: "__args", arg: 4, scope: !2589, file: !46, line: 1086, type: !949)
!2606 = !DILocalVariable(name: "__args", arg: 5, scope: !2589, file: !46, line: 1086, type: !2593)
!2607 = !DILocalVariable(name: "__z", scope: !2589, file: !46, line: 2461, type: !1179)
!2608 = !DILocalVariable(name: "__res", scope: !2589, file: !46, line: 2462, type: !478)
!2609 = !DILocation(line: 0, scope: !2589)
!2610 = !DILocalVariable(name: "this", arg: 1, scope: !2611, type: !2620, flags: DIFlagArtificial | DIFlagObjectPointer)
!2611 = distinct !DISubprogram(name: "_Auto_node<const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE10_Auto_nodeC2IJRKSt21piecewise_construct_tSt5tupleIJOiEESE_IJEEEEERS8_DpOT_", scope: !1179, file: !46, line: 1634, type: !2612, scopeLine: 1637, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2595, declaration: !2614, retainedNodes: !2615)
!2612 = !DISubroutineType(types: !2613)
!2613 = !{null, !1186, !659, !2592, !949, !2593}
!2614 = !DISubprogram(name: "_Auto_node<const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", scope: !1179, file: !46, line: 1634, type: !2612, scopeLine: 1634, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2595)
!2615 = !{!2610, !2616, !2617, !2618, !2619}
!2616 = !DILocalVariable(name: "__t", arg: 2, scope: !2611, file: !46, line: 1634, type: !659)
!2617 = !DILocalVariable(name: "__args", arg: 3, scope: !2611, file: !46, line: 1634, type: !2592)
!2618 = !DILocalVariable(name: "__args", arg: 4, scope: !2611, file: !46, line: 1634, type: !949)
!2619 = !DILocalVariable(name: "__args", arg: 5, scope: !2611, file: !46, line: 1634, type: !2593)
!2620 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1179, size: 64)
!2621 = !DILocation(line: 0, scope: !2611, inlinedAt: !2622)
!2622 = distinct !DILocation(line: 2461, column: 13, scope: !2589)
!2623 = !DILocalVariable(name: "this", arg: 1, scope: !2624, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2624 = distinct !DISubprogram(name: "_M_create_node<const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE14_M_create_nodeIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEEPSt13_Rb_tree_nodeIS2_EDpOT_", scope: !56, file: !46, line: 609, type: !2625, scopeLine: 610, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2595, declaration: !2627, retainedNodes: !2628)
!2625 = !DISubroutineType(types: !2626)
!2626 = !{!420, !405, !2592, !949, !2593}
!2627 = !DISubprogram(name: "_M_create_node<const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE14_M_create_nodeIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEEPSt13_Rb_tree_nodeIS2_EDpOT_", scope: !56, file: !46, line: 609, type: !2625, scopeLine: 609, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2595)
!2628 = !{!2623, !2629, !2630, !2631, !2632}
!2629 = !DILocalVariable(name: "__args", arg: 2, scope: !2624, file: !46, line: 609, type: !2592)
!2630 = !DILocalVariable(name: "__args", arg: 3, scope: !2624, file: !46, line: 609, type: !949)
!2631 = !DILocalVariable(name: "__args", arg: 4, scope: !2624, file: !46, line: 609, type: !2593)
!2632 = !DILocalVariable(name: "__tmp", scope: !2624, file: !46, line: 611, type: !420)
!2633 = !DILocation(line: 0, scope: !2624, inlinedAt: !2634)
!2634 = distinct !DILocation(line: 1636, column: 18, scope: !2611, inlinedAt: !2622)
!2635 = !DILocalVariable(name: "this", arg: 1, scope: !2636, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2636 = distinct !DISubprogram(name: "_M_get_node", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE11_M_get_nodeEv", scope: !56, file: !46, line: 560, type: !418, scopeLine: 561, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !417, retainedNodes: !2637)
!2637 = !{!2635}
!2638 = !DILocation(line: 0, scope: !2636, inlinedAt: !2639)
!2639 = distinct !DILocation(line: 611, column: 23, scope: !2624, inlinedAt: !2634)
!2640 = !DILocalVariable(name: "__a", arg: 1, scope: !2641, file: !71, line: 463, type: !2553)
!2641 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaISt13_Rb_tree_nodeISt4pairIKilEEEE8allocateERS5_m", scope: !2547, file: !71, line: 463, type: !2550, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !2549, retainedNodes: !2642)
!2642 = !{!2640, !2643}
!2643 = !DILocalVariable(name: "__n", arg: 2, scope: !2641, file: !71, line: 463, type: !146)
!2644 = !DILocation(line: 0, scope: !2641, inlinedAt: !2645)
!2645 = distinct !DILocation(line: 561, column: 16, scope: !2636, inlinedAt: !2639)
!2646 = !DILocalVariable(name: "this", arg: 1, scope: !2647, type: !2582, flags: DIFlagArtificial | DIFlagObjectPointer)
!2647 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorISt13_Rb_tree_nodeISt4pairIKilEEE8allocateEmPKv", scope: !265, file: !266, line: 112, type: !294, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !293, retainedNodes: !2648)
!2648 = !{!2646, !2649, !2650}
!2649 = !DILocalVariable(name: "__n", arg: 2, scope: !2647, file: !266, line: 112, type: !296)
!2650 = !DILocalVariable(arg: 3, scope: !2647, file: !266, line: 112, type: !154)
!2651 = !DILocation(line: 0, scope: !2647, inlinedAt: !2652)
!2652 = distinct !DILocation(line: 464, column: 20, scope: !2641, inlinedAt: !2645)
!2653 = !DILocation(line: 137, column: 27, scope: !2647, inlinedAt: !2652)
!2654 = !DILocalVariable(name: "this", arg: 1, scope: !2655, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2655 = distinct !DISubprogram(name: "_M_construct_node<const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE17_M_construct_nodeIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEEvPSt13_Rb_tree_nodeIS2_EDpOT_", scope: !56, file: !46, line: 590, type: !2656, scopeLine: 591, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2595, declaration: !2658, retainedNodes: !2659)
!2656 = !DISubroutineType(types: !2657)
!2657 = !{null, !405, !420, !2592, !949, !2593}
!2658 = !DISubprogram(name: "_M_construct_node<const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE17_M_construct_nodeIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEEvPSt13_Rb_tree_nodeIS2_EDpOT_", scope: !56, file: !46, line: 590, type: !2656, scopeLine: 590, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2595)
!2659 = !{!2654, !2660, !2661, !2662, !2663}
!2660 = !DILocalVariable(name: "__node", arg: 2, scope: !2655, file: !46, line: 590, type: !420)
!2661 = !DILocalVariable(name: "__args", arg: 3, scope: !2655, file: !46, line: 590, type: !2592)
!2662 = !DILocalVariable(name: "__args", arg: 4, scope: !2655, file: !46, line: 590, type: !949)
!2663 = !DILocalVariable(name: "__args", arg: 5, scope: !2655, file: !46, line: 590, type: !2593)
!2664 = !DILocation(line: 0, scope: !2655, inlinedAt: !2665)
!2665 = distinct !DILocation(line: 612, column: 4, scope: !2624, inlinedAt: !2634)
!2666 = !DILocalVariable(name: "this", arg: 1, scope: !2667, type: !282, flags: DIFlagArtificial | DIFlagObjectPointer)
!2667 = distinct !DISubprogram(name: "_M_valptr", linkageName: "_ZNSt13_Rb_tree_nodeISt4pairIKilEE9_M_valptrEv", scope: !190, file: !46, line: 234, type: !249, scopeLine: 235, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !248, retainedNodes: !2668)
!2668 = !{!2666}
!2669 = !DILocation(line: 0, scope: !2667, inlinedAt: !2670)
!2670 = distinct !DILocation(line: 596, column: 20, scope: !2671, inlinedAt: !2665)
!2671 = distinct !DILexicalBlock(scope: !2655, file: !46, line: 593, column: 6)
!2672 = !DILocation(line: 235, column: 16, scope: !2667, inlinedAt: !2670)
!2673 = !DILocalVariable(name: "__a", arg: 1, scope: !2674, file: !71, line: 511, type: !2553)
!2674 = distinct !DISubprogram(name: "construct<std::pair<const int, long>, const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt16allocator_traitsISaISt13_Rb_tree_nodeISt4pairIKilEEEE9constructIS3_JRKSt21piecewise_construct_tSt5tupleIJOiEESB_IJEEEEEvRS5_PT_DpOT0_", scope: !2547, file: !71, line: 511, type: !2675, scopeLine: 514, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2678, declaration: !2677, retainedNodes: !2680)
!2675 = !DISubroutineType(types: !2676)
!2676 = !{null, !2553, !77, !2592, !949, !2593}
!2677 = !DISubprogram(name: "construct<std::pair<const int, long>, const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt16allocator_traitsISaISt13_Rb_tree_nodeISt4pairIKilEEEE9constructIS3_JRKSt21piecewise_construct_tSt5tupleIJOiEESB_IJEEEEEvRS5_PT_DpOT0_", scope: !2547, file: !71, line: 511, type: !2675, scopeLine: 511, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !2678)
!2678 = !{!2679, !2596}
!2679 = !DITemplateTypeParameter(name: "_Up", type: !78)
!2680 = !{!2673, !2681, !2682, !2683, !2684}
!2681 = !DILocalVariable(name: "__p", arg: 2, scope: !2674, file: !71, line: 511, type: !77)
!2682 = !DILocalVariable(name: "__args", arg: 3, scope: !2674, file: !71, line: 512, type: !2592)
!2683 = !DILocalVariable(name: "__args", arg: 4, scope: !2674, file: !71, line: 512, type: !949)
!2684 = !DILocalVariable(name: "__args", arg: 5, scope: !2674, file: !71, line: 512, type: !2593)
!2685 = !DILocation(line: 0, scope: !2674, inlinedAt: !2686)
!2686 = distinct !DILocation(line: 595, column: 8, scope: !2671, inlinedAt: !2665)
!2687 = !DILocalVariable(name: "this", arg: 1, scope: !2688, type: !2582, flags: DIFlagArtificial | DIFlagObjectPointer)
!2688 = distinct !DISubprogram(name: "construct<std::pair<const int, long>, const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt15__new_allocatorISt13_Rb_tree_nodeISt4pairIKilEEE9constructIS3_JRKSt21piecewise_construct_tSt5tupleIJOiEESA_IJEEEEEvPT_DpOT0_", scope: !265, file: !266, line: 173, type: !2689, scopeLine: 175, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2678, declaration: !2691, retainedNodes: !2692)
!2689 = !DISubroutineType(types: !2690)
!2690 = !{null, !271, !77, !2592, !949, !2593}
!2691 = !DISubprogram(name: "construct<std::pair<const int, long>, const std::piecewise_construct_t &, std::tuple<int &&>, std::tuple<> >", linkageName: "_ZNSt15__new_allocatorISt13_Rb_tree_nodeISt4pairIKilEEE9constructIS3_JRKSt21piecewise_construct_tSt5tupleIJOiEESA_IJEEEEEvPT_DpOT0_", scope: !265, file: !266, line: 173, type: !2689, scopeLine: 173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2678)
!2692 = !{!2687, !2693, !2694, !2695, !2696}
!2693 = !DILocalVariable(name: "__p", arg: 2, scope: !2688, file: !266, line: 173, type: !77)
!2694 = !DILocalVariable(name: "__args", arg: 3, scope: !2688, file: !266, line: 173, type: !2592)
!2695 = !DILocalVariable(name: "__args", arg: 4, scope: !2688, file: !266, line: 173, type: !949)
!2696 = !DILocalVariable(name: "__args", arg: 5, scope: !2688, file: !266, line: 173, type: !2593)
!2697 = !DILocation(line: 0, scope: !2688, inlinedAt: !2698)
!2698 = distinct !DILocation(line: 516, column: 8, scope: !2674, inlinedAt: !2686)
!2699 = !DILocalVariable(name: "this", arg: 1, scope: !2700, type: !2255, flags: DIFlagArtificial | DIFlagObjectPointer)
!2700 = distinct !DISubprogram(name: "tuple", linkageName: "_ZNSt5tupleIJOiEEC2EOS1_", scope: !847, file: !848, line: 756, type: !947, scopeLine: 756, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !946, retainedNodes: !2701)
!2701 = !{!2699, !2702}
!2702 = !DILocalVariable(arg: 2, scope: !2700, file: !848, line: 756, type: !949)
!2703 = !DILocation(line: 0, scope: !2700, inlinedAt: !2704)
!2704 = distinct !DILocation(line: 175, column: 27, scope: !2688, inlinedAt: !2698)
!2705 = !DILocalVariable(name: "this", arg: 1, scope: !2706, type: !2267, flags: DIFlagArtificial | DIFlagObjectPointer)
!2706 = distinct !DISubprogram(name: "_Tuple_impl", linkageName: "_ZNSt11_Tuple_implILm0EJOiEEC2EOS1_", scope: !851, file: !848, line: 454, type: !930, scopeLine: 457, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !929, retainedNodes: !2707)
!2707 = !{!2705, !2708}
!2708 = !DILocalVariable(name: "__in", arg: 2, scope: !2706, file: !848, line: 454, type: !932)
!2709 = !DILocation(line: 0, scope: !2706, inlinedAt: !2710)
!2710 = distinct !DILocation(line: 756, column: 17, scope: !2700, inlinedAt: !2704)
!2711 = !DILocation(line: 456, column: 9, scope: !2706, inlinedAt: !2710)
!2712 = !DILocalVariable(name: "this", arg: 1, scope: !2713, type: !77, flags: DIFlagArtificial | DIFlagObjectPointer)
!2713 = distinct !DISubprogram(name: "pair<int &&>", linkageName: "_ZNSt4pairIKilEC2IJOiEJEEESt21piecewise_construct_tSt5tupleIJDpT_EES5_IJDpT0_EE", scope: !78, file: !848, line: 1803, type: !2714, scopeLine: 1808, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2717, declaration: !2716, retainedNodes: !2720)
!2714 = !DISubroutineType(types: !2715)
!2715 = !{null, !108, !37, !847, !1167}
!2716 = !DISubprogram(name: "pair<int &&>", scope: !78, file: !848, line: 1803, type: !2714, scopeLine: 1803, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2717)
!2717 = !{!2718, !2719}
!2718 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args1", value: !938)
!2719 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args2", value: !126)
!2720 = !{!2712, !2721, !2722, !2723}
!2721 = !DILocalVariable(arg: 2, scope: !2713, file: !35, line: 200, type: !37)
!2722 = !DILocalVariable(name: "__first", arg: 3, scope: !2713, file: !35, line: 200, type: !847)
!2723 = !DILocalVariable(name: "__second", arg: 4, scope: !2713, file: !35, line: 200, type: !1167)
!2724 = !DILocation(line: 0, scope: !2713, inlinedAt: !2725)
!2725 = distinct !DILocation(line: 175, column: 23, scope: !2688, inlinedAt: !2698)
!2726 = !DILocalVariable(name: "this", arg: 1, scope: !2727, type: !77, flags: DIFlagArtificial | DIFlagObjectPointer)
!2727 = distinct !DISubprogram(name: "pair<int &&, 0UL>", linkageName: "_ZNSt4pairIKilEC2IJOiEJLm0EEJETpTnmJEEERSt5tupleIJDpT_EERS4_IJDpT1_EESt12_Index_tupleIJXspT0_EEESD_IJXspT2_EEE", scope: !78, file: !848, line: 1815, type: !2728, scopeLine: 1819, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, templateParams: !2740, declaration: !2739, retainedNodes: !2743)
!2728 = !DISubroutineType(types: !2729)
!2729 = !{null, !108, !953, !1173, !2730, !2736}
!2730 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Index_tuple<0UL>", scope: !34, file: !2731, line: 140, size: 8, flags: DIFlagTypePassByValue, elements: !126, templateParams: !2732, identifier: "_ZTSSt12_Index_tupleIJLm0EEE")
!2731 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/utility.h", directory: "")
!2732 = !{!2733}
!2733 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Indexes", value: !2734)
!2734 = !{!2735}
!2735 = !DITemplateValueParameter(type: !149, value: i64 0)
!2736 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Index_tuple<>", scope: !34, file: !2731, line: 140, size: 8, flags: DIFlagTypePassByValue, elements: !126, templateParams: !2737, identifier: "_ZTSSt12_Index_tupleIJEE")
!2737 = !{!2738}
!2738 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, value: !126)
!2739 = !DISubprogram(name: "pair<int &&, 0UL>", scope: !78, file: !848, line: 1815, type: !2728, scopeLine: 1815, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2740)
!2740 = !{!2718, !2741, !2719, !2742}
!2741 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Indexes1", value: !2734)
!2742 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Indexes2", value: !126)
!2743 = !{!2726, !2744, !2745, !2746, !2747}
!2744 = !DILocalVariable(name: "__tuple1", arg: 2, scope: !2727, file: !35, line: 217, type: !953)
!2745 = !DILocalVariable(name: "__tuple2", arg: 3, scope: !2727, file: !35, line: 217, type: !1173)
!2746 = !DILocalVariable(arg: 4, scope: !2727, file: !35, line: 218, type: !2730)
!2747 = !DILocalVariable(arg: 5, scope: !2727, file: !35, line: 218, type: !2736)
!2748 = !DILocation(line: 0, scope: !2727, inlinedAt: !2749)
!2749 = distinct !DILocation(line: 1805, column: 9, scope: !2713, inlinedAt: !2725)
!2750 = !DILocation(line: 1817, column: 15, scope: !2727, inlinedAt: !2749)
!2751 = !DILocation(line: 1817, column: 9, scope: !2727, inlinedAt: !2749)
!2752 = !{!2426, !2203, i64 0}
!2753 = !DILocation(line: 1818, column: 2, scope: !2727, inlinedAt: !2749)
!2754 = !DILocation(line: 0, scope: !2359, inlinedAt: !2755)
!2755 = distinct !DILocation(line: 1651, column: 11, scope: !2756, inlinedAt: !2760)
!2756 = distinct !DISubprogram(name: "_M_key", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE10_Auto_node6_M_keyEv", scope: !1179, file: !46, line: 1650, type: !1192, scopeLine: 1651, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !1191, retainedNodes: !2757)
!2757 = !{!2758}
!2758 = !DILocalVariable(name: "this", arg: 1, scope: !2756, type: !2759, flags: DIFlagArtificial | DIFlagObjectPointer)
!2759 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1195, size: 64)
!2760 = distinct !DILocation(line: 2462, column: 56, scope: !2589)
!2761 = !DILocation(line: 0, scope: !2365, inlinedAt: !2762)
!2762 = distinct !DILocation(line: 775, column: 29, scope: !2359, inlinedAt: !2755)
!2763 = !DILocation(line: 2462, column: 15, scope: !2589)
!2764 = !DILocation(line: 2463, column: 6, scope: !2765)
!2765 = distinct !DILexicalBlock(scope: !2589, file: !46, line: 2463, column: 6)
!2766 = !DILocation(line: 2463, column: 6, scope: !2589)
!2767 = !DILocalVariable(name: "__p", arg: 2, scope: !2768, file: !46, line: 1654, type: !478)
!2768 = distinct !DISubprogram(name: "_M_insert", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE10_Auto_node9_M_insertES0_IPSt18_Rb_tree_node_baseSB_E", scope: !1179, file: !46, line: 1654, type: !1197, scopeLine: 1655, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !1196, retainedNodes: !2769)
!2769 = !{!2770, !2767, !2771}
!2770 = !DILocalVariable(name: "this", arg: 1, scope: !2768, type: !2620, flags: DIFlagArtificial | DIFlagObjectPointer)
!2771 = !DILocalVariable(name: "__it", scope: !2768, file: !46, line: 1656, type: !543)
!2772 = !DILocation(line: 0, scope: !2768, inlinedAt: !2773)
!2773 = distinct !DILocation(line: 2464, column: 15, scope: !2765)
!2774 = !DILocalVariable(name: "this", arg: 1, scope: !2775, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2775 = distinct !DISubprogram(name: "_M_insert_node", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE14_M_insert_nodeEPSt18_Rb_tree_node_baseSA_PSt13_Rb_tree_nodeIS2_E", scope: !56, file: !46, line: 2377, type: !541, scopeLine: 2379, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !540, retainedNodes: !2776)
!2776 = !{!2774, !2777, !2778, !2779, !2780}
!2777 = !DILocalVariable(name: "__x", arg: 2, scope: !2775, file: !46, line: 849, type: !430)
!2778 = !DILocalVariable(name: "__p", arg: 3, scope: !2775, file: !46, line: 849, type: !430)
!2779 = !DILocalVariable(name: "__z", arg: 4, scope: !2775, file: !46, line: 849, type: !420)
!2780 = !DILocalVariable(name: "__insert_left", scope: !2775, file: !46, line: 2380, type: !129)
!2781 = !DILocation(line: 0, scope: !2775, inlinedAt: !2782)
!2782 = distinct !DILocation(line: 1656, column: 21, scope: !2768, inlinedAt: !2773)
!2783 = !DILocation(line: 2380, column: 33, scope: !2775, inlinedAt: !2782)
!2784 = !DILocation(line: 2380, column: 38, scope: !2775, inlinedAt: !2782)
!2785 = !DILocation(line: 0, scope: !2359, inlinedAt: !2786)
!2786 = distinct !DILocation(line: 2381, column: 34, scope: !2775, inlinedAt: !2782)
!2787 = !DILocation(line: 0, scope: !2365, inlinedAt: !2788)
!2788 = distinct !DILocation(line: 775, column: 29, scope: !2359, inlinedAt: !2786)
!2789 = !DILocation(line: 0, scope: !2397, inlinedAt: !2790)
!2790 = distinct !DILocation(line: 2382, column: 13, scope: !2775, inlinedAt: !2782)
!2791 = !DILocation(line: 0, scope: !2359, inlinedAt: !2792)
!2792 = distinct !DILocation(line: 796, column: 16, scope: !2397, inlinedAt: !2790)
!2793 = !DILocation(line: 0, scope: !2365, inlinedAt: !2794)
!2794 = distinct !DILocation(line: 775, column: 29, scope: !2359, inlinedAt: !2792)
!2795 = !DILocation(line: 239, column: 16, scope: !2365, inlinedAt: !2794)
!2796 = !DILocation(line: 0, scope: !2371, inlinedAt: !2797)
!2797 = distinct !DILocation(line: 2381, column: 11, scope: !2775, inlinedAt: !2782)
!2798 = !DILocation(line: 408, column: 16, scope: !2371, inlinedAt: !2797)
!2799 = !DILocation(line: 408, column: 22, scope: !2371, inlinedAt: !2797)
!2800 = !DILocation(line: 408, column: 20, scope: !2371, inlinedAt: !2797)
!2801 = !DILocation(line: 2381, column: 8, scope: !2775, inlinedAt: !2782)
!2802 = !DILocation(line: 2384, column: 7, scope: !2775, inlinedAt: !2782)
!2803 = !DILocation(line: 2386, column: 17, scope: !2775, inlinedAt: !2782)
!2804 = !DILocation(line: 2386, column: 7, scope: !2775, inlinedAt: !2782)
!2805 = !DILocalVariable(name: "this", arg: 1, scope: !2806, type: !2620, flags: DIFlagArtificial | DIFlagObjectPointer)
!2806 = distinct !DISubprogram(name: "~_Auto_node", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE10_Auto_nodeD2Ev", scope: !1179, file: !46, line: 1639, type: !1184, scopeLine: 1640, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !1183, retainedNodes: !2807)
!2807 = !{!2805}
!2808 = !DILocation(line: 0, scope: !2806, inlinedAt: !2809)
!2809 = distinct !DILocation(line: 2466, column: 7, scope: !2589)
!2810 = !DILocation(line: 1641, column: 8, scope: !2811, inlinedAt: !2809)
!2811 = distinct !DILexicalBlock(scope: !2806, file: !46, line: 1640, column: 2)
!2812 = !DILocation(line: 2466, column: 7, scope: !2589)
!2813 = !DILocation(line: 0, scope: !2806, inlinedAt: !2814)
!2814 = distinct !DILocation(line: 2466, column: 7, scope: !2589)
!2815 = !DILocation(line: 0, scope: !2534, inlinedAt: !2816)
!2816 = distinct !DILocation(line: 1642, column: 11, scope: !2817, inlinedAt: !2814)
!2817 = distinct !DILexicalBlock(scope: !2811, file: !46, line: 1641, column: 8)
!2818 = !DILocation(line: 0, scope: !2540, inlinedAt: !2819)
!2819 = distinct !DILocation(line: 632, column: 2, scope: !2534, inlinedAt: !2816)
!2820 = !DILocation(line: 0, scope: !2546, inlinedAt: !2821)
!2821 = distinct !DILocation(line: 565, column: 9, scope: !2540, inlinedAt: !2819)
!2822 = !DILocation(line: 0, scope: !2578, inlinedAt: !2823)
!2823 = distinct !DILocation(line: 496, column: 13, scope: !2546, inlinedAt: !2821)
!2824 = !DILocation(line: 158, column: 2, scope: !2578, inlinedAt: !2823)
!2825 = !DILocation(line: 0, scope: !2534, inlinedAt: !2826)
!2826 = distinct !DILocation(line: 1642, column: 11, scope: !2817, inlinedAt: !2809)
!2827 = !DILocation(line: 0, scope: !2540, inlinedAt: !2828)
!2828 = distinct !DILocation(line: 632, column: 2, scope: !2534, inlinedAt: !2826)
!2829 = !DILocation(line: 0, scope: !2546, inlinedAt: !2830)
!2830 = distinct !DILocation(line: 565, column: 9, scope: !2540, inlinedAt: !2828)
!2831 = !DILocation(line: 0, scope: !2578, inlinedAt: !2832)
!2832 = distinct !DILocation(line: 496, column: 13, scope: !2546, inlinedAt: !2830)
!2833 = !DILocation(line: 158, column: 2, scope: !2578, inlinedAt: !2832)
!2834 = !DILocation(line: 1642, column: 6, scope: !2817, inlinedAt: !2809)
!2835 = distinct !DISubprogram(name: "_M_get_insert_hint_unique_pos", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS2_ERS1_", scope: !56, file: !46, line: 2210, type: !537, scopeLine: 2212, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !536, retainedNodes: !2836)
!2836 = !{!2837, !2838, !2839, !2840, !2841, !2845}
!2837 = !DILocalVariable(name: "this", arg: 1, scope: !2835, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2838 = !DILocalVariable(name: "__position", arg: 2, scope: !2835, file: !46, line: 835, type: !55)
!2839 = !DILocalVariable(name: "__k", arg: 3, scope: !2835, file: !46, line: 836, type: !532)
!2840 = !DILocalVariable(name: "__pos", scope: !2835, file: !46, line: 2213, type: !543)
!2841 = !DILocalVariable(name: "__before", scope: !2842, file: !46, line: 2228, type: !543)
!2842 = distinct !DILexicalBlock(scope: !2843, file: !46, line: 2226, column: 2)
!2843 = distinct !DILexicalBlock(scope: !2844, file: !46, line: 2225, column: 16)
!2844 = distinct !DILexicalBlock(scope: !2835, file: !46, line: 2217, column: 11)
!2845 = !DILocalVariable(name: "__after", scope: !2846, file: !46, line: 2244, type: !543)
!2846 = distinct !DILexicalBlock(scope: !2847, file: !46, line: 2242, column: 2)
!2847 = distinct !DILexicalBlock(scope: !2843, file: !46, line: 2241, column: 16)
!2848 = !DILocation(line: 0, scope: !2835)
!2849 = !DILocalVariable(name: "this", arg: 1, scope: !2850, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2850 = distinct !DISubprogram(name: "_M_end", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE6_M_endEv", scope: !56, file: !46, line: 749, type: !448, scopeLine: 750, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !447, retainedNodes: !2851)
!2851 = !{!2849}
!2852 = !DILocation(line: 0, scope: !2850, inlinedAt: !2853)
!2853 = distinct !DILocation(line: 2217, column: 28, scope: !2844)
!2854 = !DILocation(line: 750, column: 17, scope: !2850, inlinedAt: !2853)
!2855 = !DILocation(line: 2217, column: 25, scope: !2844)
!2856 = !DILocation(line: 2217, column: 11, scope: !2835)
!2857 = !DILocalVariable(name: "this", arg: 1, scope: !2858, type: !2229, flags: DIFlagArtificial | DIFlagObjectPointer)
!2858 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE4sizeEv", scope: !56, file: !46, line: 1031, type: !688, scopeLine: 1032, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !687, retainedNodes: !2859)
!2859 = !{!2857}
!2860 = !DILocation(line: 0, scope: !2858, inlinedAt: !2861)
!2861 = distinct !DILocation(line: 2219, column: 8, scope: !2862)
!2862 = distinct !DILexicalBlock(scope: !2863, file: !46, line: 2219, column: 8)
!2863 = distinct !DILexicalBlock(scope: !2844, file: !46, line: 2218, column: 2)
!2864 = !DILocation(line: 1032, column: 24, scope: !2858, inlinedAt: !2861)
!2865 = !DILocation(line: 2219, column: 15, scope: !2862)
!2866 = !DILocation(line: 2220, column: 8, scope: !2862)
!2867 = !DILocalVariable(name: "this", arg: 1, scope: !2868, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2868 = distinct !DISubprogram(name: "_M_rightmost", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE12_M_rightmostEv", scope: !56, file: !46, line: 726, type: !427, scopeLine: 727, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !437, retainedNodes: !2869)
!2869 = !{!2867}
!2870 = !DILocation(line: 0, scope: !2868, inlinedAt: !2871)
!2871 = distinct !DILocation(line: 2220, column: 41, scope: !2862)
!2872 = !DILocation(line: 727, column: 40, scope: !2868, inlinedAt: !2871)
!2873 = !DILocation(line: 2220, column: 41, scope: !2862)
!2874 = !DILocation(line: 0, scope: !2397, inlinedAt: !2875)
!2875 = distinct !DILocation(line: 2220, column: 34, scope: !2862)
!2876 = !DILocation(line: 0, scope: !2359, inlinedAt: !2877)
!2877 = distinct !DILocation(line: 796, column: 16, scope: !2397, inlinedAt: !2875)
!2878 = !DILocation(line: 0, scope: !2365, inlinedAt: !2879)
!2879 = distinct !DILocation(line: 775, column: 29, scope: !2359, inlinedAt: !2877)
!2880 = !DILocation(line: 239, column: 16, scope: !2365, inlinedAt: !2879)
!2881 = !DILocation(line: 0, scope: !2371, inlinedAt: !2882)
!2882 = distinct !DILocation(line: 2220, column: 11, scope: !2862)
!2883 = !DILocation(line: 408, column: 16, scope: !2371, inlinedAt: !2882)
!2884 = !DILocation(line: 408, column: 22, scope: !2371, inlinedAt: !2882)
!2885 = !DILocation(line: 408, column: 20, scope: !2371, inlinedAt: !2882)
!2886 = !DILocation(line: 2219, column: 8, scope: !2863)
!2887 = !DILocalVariable(name: "this", arg: 1, scope: !2888, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2888 = distinct !DISubprogram(name: "_M_get_insert_unique_pos", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE24_M_get_insert_unique_posERS1_", scope: !56, file: !46, line: 2108, type: !476, scopeLine: 2109, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !475, retainedNodes: !2889)
!2889 = !{!2887, !2890, !2891, !2892, !2893, !2894}
!2890 = !DILocalVariable(name: "__k", arg: 2, scope: !2888, file: !46, line: 829, type: !532)
!2891 = !DILocalVariable(name: "__x", scope: !2888, file: !46, line: 2111, type: !420)
!2892 = !DILocalVariable(name: "__y", scope: !2888, file: !46, line: 2112, type: !430)
!2893 = !DILocalVariable(name: "__comp", scope: !2888, file: !46, line: 2113, type: !129)
!2894 = !DILocalVariable(name: "__j", scope: !2888, file: !46, line: 2120, type: !543)
!2895 = !DILocation(line: 0, scope: !2888, inlinedAt: !2896)
!2896 = distinct !DILocation(line: 2223, column: 13, scope: !2862)
!2897 = !DILocation(line: 0, scope: !2212, inlinedAt: !2898)
!2898 = distinct !DILocation(line: 2111, column: 24, scope: !2888, inlinedAt: !2896)
!2899 = !DILocation(line: 0, scope: !2227, inlinedAt: !2900)
!2900 = distinct !DILocation(line: 739, column: 16, scope: !2212, inlinedAt: !2898)
!2901 = !DILocation(line: 735, column: 64, scope: !2227, inlinedAt: !2900)
!2902 = !DILocation(line: 0, scope: !2850, inlinedAt: !2903)
!2903 = distinct !DILocation(line: 2112, column: 23, scope: !2888, inlinedAt: !2896)
!2904 = !DILocation(line: 2114, column: 18, scope: !2888, inlinedAt: !2896)
!2905 = !DILocation(line: 2114, column: 7, scope: !2888, inlinedAt: !2896)
!2906 = !DILocation(line: 0, scope: !2359, inlinedAt: !2907)
!2907 = distinct !DILocation(line: 2117, column: 41, scope: !2908, inlinedAt: !2896)
!2908 = distinct !DILexicalBlock(scope: !2888, file: !46, line: 2115, column: 2)
!2909 = !DILocation(line: 0, scope: !2365, inlinedAt: !2910)
!2910 = distinct !DILocation(line: 775, column: 29, scope: !2359, inlinedAt: !2907)
!2911 = !DILocation(line: 239, column: 16, scope: !2365, inlinedAt: !2910)
!2912 = !DILocation(line: 0, scope: !2371, inlinedAt: !2913)
!2913 = distinct !DILocation(line: 2117, column: 13, scope: !2908, inlinedAt: !2896)
!2914 = !DILocation(line: 408, column: 22, scope: !2371, inlinedAt: !2913)
!2915 = !DILocation(line: 408, column: 20, scope: !2371, inlinedAt: !2913)
!2916 = !DILocation(line: 2118, column: 10, scope: !2908, inlinedAt: !2896)
!2917 = distinct !{!2917, !2905, !2918, !2308}
!2918 = !DILocation(line: 2119, column: 2, scope: !2888, inlinedAt: !2896)
!2919 = !DILocation(line: 2121, column: 11, scope: !2888, inlinedAt: !2896)
!2920 = !DILocalVariable(name: "this", arg: 1, scope: !2921, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2921 = distinct !DISubprogram(name: "begin", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE5beginEv", scope: !56, file: !46, line: 995, type: !664, scopeLine: 996, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !663, retainedNodes: !2922)
!2922 = !{!2920}
!2923 = !DILocation(line: 0, scope: !2921, inlinedAt: !2924)
!2924 = distinct !DILocation(line: 2123, column: 15, scope: !2925, inlinedAt: !2896)
!2925 = distinct !DILexicalBlock(scope: !2926, file: !46, line: 2123, column: 8)
!2926 = distinct !DILexicalBlock(scope: !2927, file: !46, line: 2122, column: 2)
!2927 = distinct !DILexicalBlock(scope: !2888, file: !46, line: 2121, column: 11)
!2928 = !DILocation(line: 996, column: 49, scope: !2921, inlinedAt: !2924)
!2929 = !DILocalVariable(name: "__x", arg: 1, scope: !2930, file: !46, line: 315, type: !2933)
!2930 = distinct !DISubprogram(name: "operator==", linkageName: "_ZSteqRKSt17_Rb_tree_iteratorISt4pairIKilEES5_", scope: !34, file: !46, line: 315, type: !2931, scopeLine: 316, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !2935)
!2931 = !DISubroutineType(types: !2932)
!2932 = !{!129, !2933, !2933}
!2933 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2934, size: 64)
!2934 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !569)
!2935 = !{!2929, !2936}
!2936 = !DILocalVariable(name: "__y", arg: 2, scope: !2930, file: !46, line: 315, type: !2933)
!2937 = !DILocation(line: 0, scope: !2930, inlinedAt: !2938)
!2938 = distinct !DILocation(line: 2123, column: 12, scope: !2925, inlinedAt: !2896)
!2939 = !DILocation(line: 316, column: 28, scope: !2930, inlinedAt: !2938)
!2940 = !DILocation(line: 2123, column: 8, scope: !2926, inlinedAt: !2896)
!2941 = !DILocalVariable(name: "this", arg: 1, scope: !2942, type: !2944, flags: DIFlagArtificial | DIFlagObjectPointer)
!2942 = distinct !DISubprogram(name: "operator--", linkageName: "_ZNSt17_Rb_tree_iteratorISt4pairIKilEEmmEv", scope: !544, file: !46, line: 300, type: !566, scopeLine: 301, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !573, retainedNodes: !2943)
!2943 = !{!2941}
!2944 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !544, size: 64)
!2945 = !DILocation(line: 0, scope: !2942, inlinedAt: !2946)
!2946 = distinct !DILocation(line: 2126, column: 6, scope: !2925, inlinedAt: !2896)
!2947 = !DILocation(line: 302, column: 12, scope: !2942, inlinedAt: !2946)
!2948 = !DILocation(line: 408, column: 16, scope: !2371, inlinedAt: !2949)
!2949 = distinct !DILocation(line: 2128, column: 11, scope: !2950, inlinedAt: !2896)
!2950 = distinct !DILexicalBlock(scope: !2888, file: !46, line: 2128, column: 11)
!2951 = !DILocation(line: 408, column: 22, scope: !2371, inlinedAt: !2949)
!2952 = !DILocation(line: 2127, column: 2, scope: !2926, inlinedAt: !2896)
!2953 = !DILocation(line: 0, scope: !2397, inlinedAt: !2954)
!2954 = distinct !DILocation(line: 2128, column: 34, scope: !2950, inlinedAt: !2896)
!2955 = !DILocation(line: 0, scope: !2359, inlinedAt: !2956)
!2956 = distinct !DILocation(line: 796, column: 16, scope: !2397, inlinedAt: !2954)
!2957 = !DILocation(line: 0, scope: !2365, inlinedAt: !2958)
!2958 = distinct !DILocation(line: 775, column: 29, scope: !2359, inlinedAt: !2956)
!2959 = !DILocation(line: 0, scope: !2371, inlinedAt: !2949)
!2960 = !DILocation(line: 408, column: 20, scope: !2371, inlinedAt: !2949)
!2961 = !DILocation(line: 2128, column: 11, scope: !2888, inlinedAt: !2896)
!2962 = !DILocation(line: 0, scope: !2397, inlinedAt: !2963)
!2963 = distinct !DILocation(line: 2225, column: 44, scope: !2843)
!2964 = !DILocation(line: 0, scope: !2359, inlinedAt: !2965)
!2965 = distinct !DILocation(line: 796, column: 16, scope: !2397, inlinedAt: !2963)
!2966 = !DILocation(line: 0, scope: !2365, inlinedAt: !2967)
!2967 = distinct !DILocation(line: 775, column: 29, scope: !2359, inlinedAt: !2965)
!2968 = !DILocation(line: 239, column: 16, scope: !2365, inlinedAt: !2967)
!2969 = !DILocation(line: 0, scope: !2371, inlinedAt: !2970)
!2970 = distinct !DILocation(line: 2225, column: 16, scope: !2843)
!2971 = !DILocation(line: 408, column: 16, scope: !2371, inlinedAt: !2970)
!2972 = !DILocation(line: 408, column: 22, scope: !2371, inlinedAt: !2970)
!2973 = !DILocation(line: 408, column: 20, scope: !2371, inlinedAt: !2970)
!2974 = !DILocation(line: 2225, column: 16, scope: !2844)
!2975 = !DILocation(line: 0, scope: !2842)
!2976 = !DILocalVariable(name: "this", arg: 1, scope: !2977, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2977 = distinct !DISubprogram(name: "_M_leftmost", linkageName: "_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE11_M_leftmostEv", scope: !56, file: !46, line: 718, type: !427, scopeLine: 719, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !435, retainedNodes: !2978)
!2978 = !{!2976}
!2979 = !DILocation(line: 0, scope: !2977, inlinedAt: !2980)
!2980 = distinct !DILocation(line: 2229, column: 25, scope: !2981)
!2981 = distinct !DILexicalBlock(scope: !2842, file: !46, line: 2229, column: 8)
!2982 = !DILocation(line: 719, column: 40, scope: !2977, inlinedAt: !2980)
!2983 = !DILocation(line: 2229, column: 25, scope: !2981)
!2984 = !DILocation(line: 2229, column: 22, scope: !2981)
!2985 = !DILocation(line: 2229, column: 8, scope: !2842)
!2986 = !DILocation(line: 0, scope: !2942, inlinedAt: !2987)
!2987 = distinct !DILocation(line: 2231, column: 44, scope: !2988)
!2988 = distinct !DILexicalBlock(scope: !2981, file: !46, line: 2231, column: 13)
!2989 = !DILocation(line: 302, column: 12, scope: !2942, inlinedAt: !2987)
!2990 = !DILocation(line: 0, scope: !2397, inlinedAt: !2991)
!2991 = distinct !DILocation(line: 2231, column: 36, scope: !2988)
!2992 = !DILocation(line: 0, scope: !2359, inlinedAt: !2993)
!2993 = distinct !DILocation(line: 796, column: 16, scope: !2397, inlinedAt: !2991)
!2994 = !DILocation(line: 0, scope: !2365, inlinedAt: !2995)
!2995 = distinct !DILocation(line: 775, column: 29, scope: !2359, inlinedAt: !2993)
!2996 = !DILocation(line: 239, column: 16, scope: !2365, inlinedAt: !2995)
!2997 = !DILocation(line: 0, scope: !2371, inlinedAt: !2998)
!2998 = distinct !DILocation(line: 2231, column: 13, scope: !2988)
!2999 = !DILocation(line: 408, column: 16, scope: !2371, inlinedAt: !2998)
!3000 = !DILocation(line: 408, column: 20, scope: !2371, inlinedAt: !2998)
!3001 = !DILocation(line: 2231, column: 13, scope: !2981)
!3002 = !DILocation(line: 0, scope: !2518, inlinedAt: !3003)
!3003 = distinct !DILocation(line: 2233, column: 12, scope: !3004)
!3004 = distinct !DILexicalBlock(scope: !3005, file: !46, line: 2233, column: 12)
!3005 = distinct !DILexicalBlock(scope: !2988, file: !46, line: 2232, column: 6)
!3006 = !DILocation(line: 788, column: 45, scope: !2518, inlinedAt: !3003)
!3007 = !DILocation(line: 2233, column: 39, scope: !3004)
!3008 = !DILocation(line: 2233, column: 12, scope: !3005)
!3009 = !DILocation(line: 0, scope: !2888, inlinedAt: !3010)
!3010 = distinct !DILocation(line: 2239, column: 13, scope: !2988)
!3011 = !DILocation(line: 0, scope: !2212, inlinedAt: !3012)
!3012 = distinct !DILocation(line: 2111, column: 24, scope: !2888, inlinedAt: !3010)
!3013 = !DILocation(line: 0, scope: !2227, inlinedAt: !3014)
!3014 = distinct !DILocation(line: 739, column: 16, scope: !2212, inlinedAt: !3012)
!3015 = !DILocation(line: 735, column: 64, scope: !2227, inlinedAt: !3014)
!3016 = !DILocation(line: 0, scope: !2850, inlinedAt: !3017)
!3017 = distinct !DILocation(line: 2112, column: 23, scope: !2888, inlinedAt: !3010)
!3018 = !DILocation(line: 2114, column: 18, scope: !2888, inlinedAt: !3010)
!3019 = !DILocation(line: 2114, column: 7, scope: !2888, inlinedAt: !3010)
!3020 = !DILocation(line: 0, scope: !2359, inlinedAt: !3021)
!3021 = distinct !DILocation(line: 2117, column: 41, scope: !2908, inlinedAt: !3010)
!3022 = !DILocation(line: 0, scope: !2365, inlinedAt: !3023)
!3023 = distinct !DILocation(line: 775, column: 29, scope: !2359, inlinedAt: !3021)
!3024 = !DILocation(line: 239, column: 16, scope: !2365, inlinedAt: !3023)
!3025 = !DILocation(line: 0, scope: !2371, inlinedAt: !3026)
!3026 = distinct !DILocation(line: 2117, column: 13, scope: !2908, inlinedAt: !3010)
!3027 = !DILocation(line: 408, column: 22, scope: !2371, inlinedAt: !3026)
!3028 = !DILocation(line: 408, column: 20, scope: !2371, inlinedAt: !3026)
!3029 = !DILocation(line: 2118, column: 10, scope: !2908, inlinedAt: !3010)
!3030 = distinct !{!3030, !3019, !3031, !2308}
!3031 = !DILocation(line: 2119, column: 2, scope: !2888, inlinedAt: !3010)
!3032 = !DILocation(line: 2121, column: 11, scope: !2888, inlinedAt: !3010)
!3033 = !DILocation(line: 0, scope: !2921, inlinedAt: !3034)
!3034 = distinct !DILocation(line: 2123, column: 15, scope: !2925, inlinedAt: !3010)
!3035 = !DILocation(line: 0, scope: !2930, inlinedAt: !3036)
!3036 = distinct !DILocation(line: 2123, column: 12, scope: !2925, inlinedAt: !3010)
!3037 = !DILocation(line: 316, column: 28, scope: !2930, inlinedAt: !3036)
!3038 = !DILocation(line: 2123, column: 8, scope: !2926, inlinedAt: !3010)
!3039 = !DILocation(line: 0, scope: !2942, inlinedAt: !3040)
!3040 = distinct !DILocation(line: 2126, column: 6, scope: !2925, inlinedAt: !3010)
!3041 = !DILocation(line: 302, column: 12, scope: !2942, inlinedAt: !3040)
!3042 = !DILocation(line: 408, column: 16, scope: !2371, inlinedAt: !3043)
!3043 = distinct !DILocation(line: 2128, column: 11, scope: !2950, inlinedAt: !3010)
!3044 = !DILocation(line: 2127, column: 2, scope: !2926, inlinedAt: !3010)
!3045 = !DILocation(line: 0, scope: !2397, inlinedAt: !3046)
!3046 = distinct !DILocation(line: 2128, column: 34, scope: !2950, inlinedAt: !3010)
!3047 = !DILocation(line: 0, scope: !2359, inlinedAt: !3048)
!3048 = distinct !DILocation(line: 796, column: 16, scope: !2397, inlinedAt: !3046)
!3049 = !DILocation(line: 0, scope: !2365, inlinedAt: !3050)
!3050 = distinct !DILocation(line: 775, column: 29, scope: !2359, inlinedAt: !3048)
!3051 = !DILocation(line: 0, scope: !2371, inlinedAt: !3043)
!3052 = !DILocation(line: 408, column: 20, scope: !2371, inlinedAt: !3043)
!3053 = !DILocation(line: 2128, column: 11, scope: !2888, inlinedAt: !3010)
!3054 = !DILocation(line: 0, scope: !2397, inlinedAt: !3055)
!3055 = distinct !DILocation(line: 2241, column: 39, scope: !2847)
!3056 = !DILocation(line: 0, scope: !2359, inlinedAt: !3057)
!3057 = distinct !DILocation(line: 796, column: 16, scope: !2397, inlinedAt: !3055)
!3058 = !DILocation(line: 0, scope: !2365, inlinedAt: !3059)
!3059 = distinct !DILocation(line: 775, column: 29, scope: !2359, inlinedAt: !3057)
!3060 = !DILocation(line: 0, scope: !2371, inlinedAt: !3061)
!3061 = distinct !DILocation(line: 2241, column: 16, scope: !2847)
!3062 = !DILocation(line: 408, column: 20, scope: !2371, inlinedAt: !3061)
!3063 = !DILocation(line: 2241, column: 16, scope: !2843)
!3064 = !DILocation(line: 0, scope: !2846)
!3065 = !DILocation(line: 0, scope: !2868, inlinedAt: !3066)
!3066 = distinct !DILocation(line: 2245, column: 25, scope: !3067)
!3067 = distinct !DILexicalBlock(scope: !2846, file: !46, line: 2245, column: 8)
!3068 = !DILocation(line: 727, column: 40, scope: !2868, inlinedAt: !3066)
!3069 = !DILocation(line: 2245, column: 25, scope: !3067)
!3070 = !DILocation(line: 2245, column: 22, scope: !3067)
!3071 = !DILocation(line: 2245, column: 8, scope: !2846)
!3072 = !DILocalVariable(name: "this", arg: 1, scope: !3073, type: !2944, flags: DIFlagArtificial | DIFlagObjectPointer)
!3073 = distinct !DISubprogram(name: "operator++", linkageName: "_ZNSt17_Rb_tree_iteratorISt4pairIKilEEppEv", scope: !544, file: !46, line: 285, type: !566, scopeLine: 286, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, declaration: !565, retainedNodes: !3074)
!3074 = !{!3072}
!3075 = !DILocation(line: 0, scope: !3073, inlinedAt: !3076)
!3076 = distinct !DILocation(line: 2247, column: 49, scope: !3077)
!3077 = distinct !DILexicalBlock(scope: !3067, file: !46, line: 2247, column: 13)
!3078 = !DILocation(line: 287, column: 12, scope: !3073, inlinedAt: !3076)
!3079 = !DILocation(line: 0, scope: !2397, inlinedAt: !3080)
!3080 = distinct !DILocation(line: 2247, column: 41, scope: !3077)
!3081 = !DILocation(line: 0, scope: !2359, inlinedAt: !3082)
!3082 = distinct !DILocation(line: 796, column: 16, scope: !2397, inlinedAt: !3080)
!3083 = !DILocation(line: 0, scope: !2365, inlinedAt: !3084)
!3084 = distinct !DILocation(line: 775, column: 29, scope: !2359, inlinedAt: !3082)
!3085 = !DILocation(line: 239, column: 16, scope: !2365, inlinedAt: !3084)
!3086 = !DILocation(line: 0, scope: !2371, inlinedAt: !3087)
!3087 = distinct !DILocation(line: 2247, column: 13, scope: !3077)
!3088 = !DILocation(line: 408, column: 22, scope: !2371, inlinedAt: !3087)
!3089 = !DILocation(line: 408, column: 20, scope: !2371, inlinedAt: !3087)
!3090 = !DILocation(line: 2247, column: 13, scope: !3067)
!3091 = !DILocation(line: 0, scope: !2518, inlinedAt: !3092)
!3092 = distinct !DILocation(line: 2249, column: 12, scope: !3093)
!3093 = distinct !DILexicalBlock(scope: !3094, file: !46, line: 2249, column: 12)
!3094 = distinct !DILexicalBlock(scope: !3077, file: !46, line: 2248, column: 6)
!3095 = !DILocation(line: 788, column: 45, scope: !2518, inlinedAt: !3092)
!3096 = !DILocation(line: 2249, column: 36, scope: !3093)
!3097 = !DILocation(line: 2249, column: 12, scope: !3094)
!3098 = !DILocation(line: 0, scope: !2888, inlinedAt: !3099)
!3099 = distinct !DILocation(line: 2255, column: 13, scope: !3077)
!3100 = !DILocation(line: 0, scope: !2212, inlinedAt: !3101)
!3101 = distinct !DILocation(line: 2111, column: 24, scope: !2888, inlinedAt: !3099)
!3102 = !DILocation(line: 0, scope: !2227, inlinedAt: !3103)
!3103 = distinct !DILocation(line: 739, column: 16, scope: !2212, inlinedAt: !3101)
!3104 = !DILocation(line: 735, column: 64, scope: !2227, inlinedAt: !3103)
!3105 = !DILocation(line: 0, scope: !2850, inlinedAt: !3106)
!3106 = distinct !DILocation(line: 2112, column: 23, scope: !2888, inlinedAt: !3099)
!3107 = !DILocation(line: 2114, column: 18, scope: !2888, inlinedAt: !3099)
!3108 = !DILocation(line: 2114, column: 7, scope: !2888, inlinedAt: !3099)
!3109 = !DILocation(line: 0, scope: !2359, inlinedAt: !3110)
!3110 = distinct !DILocation(line: 2117, column: 41, scope: !2908, inlinedAt: !3099)
!3111 = !DILocation(line: 0, scope: !2365, inlinedAt: !3112)
!3112 = distinct !DILocation(line: 775, column: 29, scope: !2359, inlinedAt: !3110)
!3113 = !DILocation(line: 239, column: 16, scope: !2365, inlinedAt: !3112)
!3114 = !DILocation(line: 0, scope: !2371, inlinedAt: !3115)
!3115 = distinct !DILocation(line: 2117, column: 13, scope: !2908, inlinedAt: !3099)
!3116 = !DILocation(line: 408, column: 22, scope: !2371, inlinedAt: !3115)
!3117 = !DILocation(line: 408, column: 20, scope: !2371, inlinedAt: !3115)
!3118 = !DILocation(line: 2118, column: 10, scope: !2908, inlinedAt: !3099)
!3119 = distinct !{!3119, !3108, !3120, !2308}
!3120 = !DILocation(line: 2119, column: 2, scope: !2888, inlinedAt: !3099)
!3121 = !DILocation(line: 2121, column: 11, scope: !2888, inlinedAt: !3099)
!3122 = !DILocation(line: 0, scope: !2921, inlinedAt: !3123)
!3123 = distinct !DILocation(line: 2123, column: 15, scope: !2925, inlinedAt: !3099)
!3124 = !DILocation(line: 996, column: 49, scope: !2921, inlinedAt: !3123)
!3125 = !DILocation(line: 0, scope: !2930, inlinedAt: !3126)
!3126 = distinct !DILocation(line: 2123, column: 12, scope: !2925, inlinedAt: !3099)
!3127 = !DILocation(line: 316, column: 28, scope: !2930, inlinedAt: !3126)
!3128 = !DILocation(line: 2123, column: 8, scope: !2926, inlinedAt: !3099)
!3129 = !DILocation(line: 0, scope: !2942, inlinedAt: !3130)
!3130 = distinct !DILocation(line: 2126, column: 6, scope: !2925, inlinedAt: !3099)
!3131 = !DILocation(line: 302, column: 12, scope: !2942, inlinedAt: !3130)
!3132 = !DILocation(line: 408, column: 16, scope: !2371, inlinedAt: !3133)
!3133 = distinct !DILocation(line: 2128, column: 11, scope: !2950, inlinedAt: !3099)
!3134 = !DILocation(line: 2127, column: 2, scope: !2926, inlinedAt: !3099)
!3135 = !DILocation(line: 0, scope: !2397, inlinedAt: !3136)
!3136 = distinct !DILocation(line: 2128, column: 34, scope: !2950, inlinedAt: !3099)
!3137 = !DILocation(line: 0, scope: !2359, inlinedAt: !3138)
!3138 = distinct !DILocation(line: 796, column: 16, scope: !2397, inlinedAt: !3136)
!3139 = !DILocation(line: 0, scope: !2365, inlinedAt: !3140)
!3140 = distinct !DILocation(line: 775, column: 29, scope: !2359, inlinedAt: !3138)
!3141 = !DILocation(line: 0, scope: !2371, inlinedAt: !3133)
!3142 = !DILocation(line: 408, column: 20, scope: !2371, inlinedAt: !3133)
!3143 = !DILocation(line: 2128, column: 11, scope: !2888, inlinedAt: !3099)
!3144 = !DILocation(line: 0, scope: !2844)
!3145 = !DILocation(line: 2260, column: 5, scope: !2835)
!3146 = !DISubprogram(name: "_Rb_tree_decrement", linkageName: "_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base", scope: !34, file: !46, line: 250, type: !3147, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3147 = !DISubroutineType(types: !3148)
!3148 = !{!198, !198}
!3149 = !DISubprogram(name: "_Rb_tree_increment", linkageName: "_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base", scope: !34, file: !46, line: 244, type: !3147, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3150 = !DISubprogram(name: "_Rb_tree_insert_and_rebalance", linkageName: "_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_", scope: !34, file: !46, line: 409, type: !3151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3151 = !DISubroutineType(types: !3152)
!3152 = !{null, !625, !198, !198, !3153}
!3153 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !193, size: 64)
