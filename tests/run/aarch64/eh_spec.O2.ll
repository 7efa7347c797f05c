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
@.str = private unnamed_addr constant [8 x i8] c"E1* %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"E2 %d %s\0A\00", align 1
@_ZTISt9exception = external constant ptr
@.str.2 = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"s %ld\0A\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8
@.str.4 = private unnamed_addr constant [9 x i8] c"uncaught\00", align 1
@_ZTISt13runtime_error = external constant ptr
@.str.5 = private unnamed_addr constant [7 x i8] c"no key\00", align 1
@_ZTISt12out_of_range = external constant ptr
@.str.6 = private unnamed_addr constant [5 x i8] c"over\00", align 1
@_ZSt19piecewise_construct = linkonce_odr dso_local constant %"struct.std::piecewise_construct_t" zeroinitializer, comdat, align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %"class.std::tuple", align 8
  %2 = alloca %"class.std::tuple.0", align 1
  %3 = alloca %struct.Account, align 8
  %4 = alloca i32, align 4
  br label %13

5:                                                ; preds = %30
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #13
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 0, ptr %6, align 8, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr null, ptr %7, align 8, !tbaa !14
  %8 = getelementptr inbounds i8, ptr %3, i64 24
  store ptr %6, ptr %8, align 8, !tbaa !15
  %9 = getelementptr inbounds i8, ptr %3, i64 32
  store ptr %6, ptr %9, align 8, !tbaa !16
  %10 = getelementptr inbounds i8, ptr %3, i64 40
  store i64 0, ptr %10, align 8, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #13
  store i32 1, ptr %4, align 4, !tbaa !18
  %11 = ptrtoint ptr %6 to i64
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #13
  store ptr %4, ptr %1, align 8, !tbaa !20, !alias.scope !21
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2) #13
  %12 = invoke i64 @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEESt17_Rb_tree_iteratorIS2_ESt23_Rb_tree_const_iteratorIS2_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %3, i64 %11, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt19piecewise_construct, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef nonnull align 1 dereferenceable(1) %2)
          to label %42 unwind label %47

13:                                               ; preds = %0, %30
  %14 = phi i64 [ -1, %0 ], [ %33, %30 ]
  %15 = phi i64 [ 0, %0 ], [ %32, %30 ]
  %16 = mul nsw i64 %14, 10
  %17 = invoke noundef i64 @_Z5checkIlET_S0_S0_(i64 noundef %16, i64 noundef 25)
          to label %30 unwind label %18

18:                                               ; preds = %13
  %19 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI2E2
          catch ptr @_ZTIP2E1
  %20 = extractvalue { ptr, i32 } %19, 0
  %21 = extractvalue { ptr, i32 } %19, 1
  %22 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI2E2) #13
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %35

24:                                               ; preds = %18
  %25 = tail call ptr @__cxa_begin_catch(ptr %20) #13
  %26 = load i32, ptr %25, align 8, !tbaa !24
  %27 = getelementptr inbounds i8, ptr %25, i64 8
  %28 = load ptr, ptr %27, align 8, !tbaa !26
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %26, ptr noundef %28)
  tail call void @__cxa_end_catch()
  br label %30

30:                                               ; preds = %13, %38, %24
  %31 = phi i64 [ 100, %24 ], [ 200, %38 ], [ %17, %13 ]
  %32 = add nsw i64 %31, %15
  %33 = add nsw i64 %14, 1
  %34 = icmp eq i64 %33, 4
  br i1 %34, label %5, label %13, !llvm.loop !28

35:                                               ; preds = %18
  %36 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP2E1) #13
  %37 = icmp eq i32 %21, %36
  br i1 %37, label %38, label %223

38:                                               ; preds = %35
  %39 = tail call ptr @__cxa_begin_catch(ptr %20) #13
  %40 = load i32, ptr %39, align 4, !tbaa !24
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %40)
  tail call void @_ZdlPvm(ptr noundef %39, i64 noundef 4) #14
  tail call void @__cxa_end_catch() #13
  br label %30

42:                                               ; preds = %5
  %43 = inttoptr i64 %12 to ptr
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #13
  %44 = getelementptr inbounds i8, ptr %43, i64 40
  store i64 11, ptr %44, align 8, !tbaa !30
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #13
  %45 = load ptr, ptr %7, align 8, !tbaa !14
  %46 = icmp eq ptr %45, null
  br i1 %46, label %69, label %51

47:                                               ; preds = %5
  %48 = landingpad { ptr, i32 }
          cleanup
  %49 = extractvalue { ptr, i32 } %48, 0
  %50 = extractvalue { ptr, i32 } %48, 1
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #13
  br label %220

51:                                               ; preds = %42, %51
  %52 = phi ptr [ %60, %51 ], [ %45, %42 ]
  %53 = phi ptr [ %57, %51 ], [ %6, %42 ]
  %54 = getelementptr inbounds i8, ptr %52, i64 32
  %55 = load i32, ptr %54, align 4, !tbaa !18
  %56 = icmp slt i32 %55, 0
  %57 = select i1 %56, ptr %53, ptr %52
  %58 = select i1 %56, i64 24, i64 16
  %59 = getelementptr inbounds i8, ptr %52, i64 %58
  %60 = load ptr, ptr %59, align 8, !tbaa !20
  %61 = icmp eq ptr %60, null
  br i1 %61, label %62, label %51, !llvm.loop !31

62:                                               ; preds = %51
  %63 = icmp eq ptr %57, %6
  br i1 %63, label %69, label %64

64:                                               ; preds = %62
  %65 = select i1 %56, ptr %53, ptr %52
  %66 = getelementptr inbounds i8, ptr %65, i64 32
  %67 = load i32, ptr %66, align 4, !tbaa !18
  %68 = icmp sgt i32 %67, 0
  br i1 %68, label %69, label %75

69:                                               ; preds = %64, %62, %42
  %70 = call ptr @__cxa_allocate_exception(i64 16) #13
  invoke void @_ZNSt12out_of_rangeC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %70, ptr noundef nonnull @.str.5)
          to label %71 unwind label %73

71:                                               ; preds = %69
  invoke void @__cxa_throw(ptr nonnull %70, ptr nonnull @_ZTISt12out_of_range, ptr nonnull @_ZNSt12out_of_rangeD1Ev) #15
          to label %72 unwind label %80

72:                                               ; preds = %177, %128, %71
  unreachable

73:                                               ; preds = %69
  %74 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  call void @__cxa_free_exception(ptr %70) #13
  br label %82

75:                                               ; preds = %64
  %76 = select i1 %56, ptr %53, ptr %52
  %77 = getelementptr inbounds i8, ptr %76, i64 40
  %78 = load i64, ptr %77, align 8, !tbaa !32
  %79 = add nsw i64 %78, %32
  br label %97

80:                                               ; preds = %71
  %81 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  br label %82

82:                                               ; preds = %73, %80
  %83 = phi { ptr, i32 } [ %81, %80 ], [ %74, %73 ]
  %84 = extractvalue { ptr, i32 } %83, 0
  %85 = extractvalue { ptr, i32 } %83, 1
  %86 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #13
  %87 = icmp eq i32 %85, %86
  br i1 %87, label %88, label %220

88:                                               ; preds = %82
  %89 = call ptr @__cxa_begin_catch(ptr %84) #13
  %90 = load ptr, ptr %89, align 8, !tbaa !34
  %91 = getelementptr inbounds i8, ptr %90, i64 16
  %92 = load ptr, ptr %91, align 8
  %93 = call noundef ptr %92(ptr noundef nonnull align 8 dereferenceable(8) %89) #13
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %93, i32 noundef 0)
  invoke void @__cxa_end_catch()
          to label %95 unwind label %199

95:                                               ; preds = %88
  %96 = load ptr, ptr %7, align 8, !tbaa !14
  br label %97

97:                                               ; preds = %95, %75
  %98 = phi ptr [ %45, %75 ], [ %96, %95 ]
  %99 = phi i64 [ %79, %75 ], [ %32, %95 ]
  %100 = icmp eq ptr %98, null
  br i1 %100, label %124, label %101

101:                                              ; preds = %97, %101
  %102 = phi ptr [ %110, %101 ], [ %98, %97 ]
  %103 = phi ptr [ %107, %101 ], [ %6, %97 ]
  %104 = getelementptr inbounds i8, ptr %102, i64 32
  %105 = load i32, ptr %104, align 4, !tbaa !18
  %106 = icmp slt i32 %105, 1
  %107 = select i1 %106, ptr %103, ptr %102
  %108 = select i1 %106, i64 24, i64 16
  %109 = getelementptr inbounds i8, ptr %102, i64 %108
  %110 = load ptr, ptr %109, align 8, !tbaa !20
  %111 = icmp eq ptr %110, null
  br i1 %111, label %112, label %101, !llvm.loop !31

112:                                              ; preds = %101
  %113 = icmp eq ptr %107, %6
  br i1 %113, label %124, label %114

114:                                              ; preds = %112
  %115 = select i1 %106, ptr %103, ptr %102
  %116 = getelementptr inbounds i8, ptr %115, i64 32
  %117 = load i32, ptr %116, align 4, !tbaa !18
  %118 = icmp sgt i32 %117, 1
  br i1 %118, label %124, label %119

119:                                              ; preds = %114
  %120 = select i1 %106, ptr %103, ptr %102
  %121 = getelementptr inbounds i8, ptr %120, i64 40
  %122 = load i64, ptr %121, align 8, !tbaa !32
  %123 = add nsw i64 %122, %99
  br label %146

124:                                              ; preds = %114, %112, %97
  %125 = call ptr @__cxa_allocate_exception(i64 16) #13
  invoke void @_ZNSt12out_of_rangeC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %125, ptr noundef nonnull @.str.5)
          to label %128 unwind label %126

126:                                              ; preds = %124
  %127 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  call void @__cxa_free_exception(ptr %125) #13
  br label %131

128:                                              ; preds = %124
  invoke void @__cxa_throw(ptr nonnull %125, ptr nonnull @_ZTISt12out_of_range, ptr nonnull @_ZNSt12out_of_rangeD1Ev) #15
          to label %72 unwind label %129

129:                                              ; preds = %128
  %130 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  br label %131

131:                                              ; preds = %129, %126
  %132 = phi { ptr, i32 } [ %130, %129 ], [ %127, %126 ]
  %133 = extractvalue { ptr, i32 } %132, 0
  %134 = extractvalue { ptr, i32 } %132, 1
  %135 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #13
  %136 = icmp eq i32 %134, %135
  br i1 %136, label %137, label %220

137:                                              ; preds = %131
  %138 = call ptr @__cxa_begin_catch(ptr %133) #13
  %139 = load ptr, ptr %138, align 8, !tbaa !34
  %140 = getelementptr inbounds i8, ptr %139, i64 16
  %141 = load ptr, ptr %140, align 8
  %142 = call noundef ptr %141(ptr noundef nonnull align 8 dereferenceable(8) %138) #13
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %142, i32 noundef 1)
  invoke void @__cxa_end_catch()
          to label %144 unwind label %199

144:                                              ; preds = %137
  %145 = load ptr, ptr %7, align 8, !tbaa !14
  br label %146

146:                                              ; preds = %144, %119
  %147 = phi ptr [ %98, %119 ], [ %145, %144 ]
  %148 = phi i64 [ %123, %119 ], [ %99, %144 ]
  %149 = icmp eq ptr %147, null
  br i1 %149, label %173, label %150

150:                                              ; preds = %146, %150
  %151 = phi ptr [ %159, %150 ], [ %147, %146 ]
  %152 = phi ptr [ %156, %150 ], [ %6, %146 ]
  %153 = getelementptr inbounds i8, ptr %151, i64 32
  %154 = load i32, ptr %153, align 4, !tbaa !18
  %155 = icmp slt i32 %154, 2
  %156 = select i1 %155, ptr %152, ptr %151
  %157 = select i1 %155, i64 24, i64 16
  %158 = getelementptr inbounds i8, ptr %151, i64 %157
  %159 = load ptr, ptr %158, align 8, !tbaa !20
  %160 = icmp eq ptr %159, null
  br i1 %160, label %161, label %150, !llvm.loop !31

161:                                              ; preds = %150
  %162 = icmp eq ptr %156, %6
  br i1 %162, label %173, label %163

163:                                              ; preds = %161
  %164 = select i1 %155, ptr %152, ptr %151
  %165 = getelementptr inbounds i8, ptr %164, i64 32
  %166 = load i32, ptr %165, align 4, !tbaa !18
  %167 = icmp sgt i32 %166, 2
  br i1 %167, label %173, label %168

168:                                              ; preds = %163
  %169 = select i1 %155, ptr %152, ptr %151
  %170 = getelementptr inbounds i8, ptr %169, i64 40
  %171 = load i64, ptr %170, align 8, !tbaa !32
  %172 = add nsw i64 %171, %148
  br label %193

173:                                              ; preds = %163, %161, %146
  %174 = call ptr @__cxa_allocate_exception(i64 16) #13
  invoke void @_ZNSt12out_of_rangeC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %174, ptr noundef nonnull @.str.5)
          to label %177 unwind label %175

175:                                              ; preds = %173
  %176 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  call void @__cxa_free_exception(ptr %174) #13
  br label %180

177:                                              ; preds = %173
  invoke void @__cxa_throw(ptr nonnull %174, ptr nonnull @_ZTISt12out_of_range, ptr nonnull @_ZNSt12out_of_rangeD1Ev) #15
          to label %72 unwind label %178

178:                                              ; preds = %177
  %179 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  br label %180

180:                                              ; preds = %178, %175
  %181 = phi { ptr, i32 } [ %179, %178 ], [ %176, %175 ]
  %182 = extractvalue { ptr, i32 } %181, 0
  %183 = extractvalue { ptr, i32 } %181, 1
  %184 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #13
  %185 = icmp eq i32 %183, %184
  br i1 %185, label %186, label %220

186:                                              ; preds = %180
  %187 = call ptr @__cxa_begin_catch(ptr %182) #13
  %188 = load ptr, ptr %187, align 8, !tbaa !34
  %189 = getelementptr inbounds i8, ptr %188, i64 16
  %190 = load ptr, ptr %189, align 8
  %191 = call noundef ptr %190(ptr noundef nonnull align 8 dereferenceable(8) %187) #13
  %192 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %191, i32 noundef 2)
  invoke void @__cxa_end_catch()
          to label %193 unwind label %199

193:                                              ; preds = %186, %168
  %194 = phi i64 [ %172, %168 ], [ %148, %186 ]
  %195 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %194)
  %196 = load ptr, ptr @stdout, align 8, !tbaa !20
  %197 = call i32 @fflush(ptr noundef %196)
  %198 = icmp sgt i64 %194, 0
  br i1 %198, label %203, label %214

199:                                              ; preds = %186, %137, %88
  %200 = landingpad { ptr, i32 }
          cleanup
  %201 = extractvalue { ptr, i32 } %200, 0
  %202 = extractvalue { ptr, i32 } %200, 1
  br label %220

203:                                              ; preds = %193
  %204 = call ptr @__cxa_allocate_exception(i64 16) #13
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %204, ptr noundef nonnull @.str.4)
          to label %205 unwind label %210

205:                                              ; preds = %203
  invoke void @__cxa_throw(ptr nonnull %204, ptr nonnull @_ZTISt13runtime_error, ptr nonnull @_ZNSt13runtime_errorD1Ev) #15
          to label %228 unwind label %206

206:                                              ; preds = %205
  %207 = landingpad { ptr, i32 }
          cleanup
  %208 = extractvalue { ptr, i32 } %207, 0
  %209 = extractvalue { ptr, i32 } %207, 1
  br label %220

210:                                              ; preds = %203
  %211 = landingpad { ptr, i32 }
          cleanup
  %212 = extractvalue { ptr, i32 } %211, 0
  %213 = extractvalue { ptr, i32 } %211, 1
  call void @__cxa_free_exception(ptr %204) #13
  br label %220

214:                                              ; preds = %193
  %215 = load ptr, ptr %7, align 8, !tbaa !14
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %3, ptr noundef %215)
          to label %219 unwind label %216

216:                                              ; preds = %214
  %217 = landingpad { ptr, i32 }
          catch ptr null
  %218 = extractvalue { ptr, i32 } %217, 0
  call void @__clang_call_terminate(ptr %218) #16
  unreachable

219:                                              ; preds = %214
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #13
  ret i32 0

220:                                              ; preds = %82, %131, %180, %199, %210, %206, %47
  %221 = phi ptr [ %208, %206 ], [ %212, %210 ], [ %49, %47 ], [ %201, %199 ], [ %84, %82 ], [ %133, %131 ], [ %182, %180 ]
  %222 = phi i32 [ %209, %206 ], [ %213, %210 ], [ %50, %47 ], [ %202, %199 ], [ %85, %82 ], [ %134, %131 ], [ %183, %180 ]
  call void @_ZN7AccountD2Ev(ptr noundef nonnull align 8 dereferenceable(48) %3) #13
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #13
  br label %223

223:                                              ; preds = %35, %220
  %224 = phi ptr [ %221, %220 ], [ %20, %35 ]
  %225 = phi i32 [ %222, %220 ], [ %21, %35 ]
  %226 = insertvalue { ptr, i32 } poison, ptr %224, 0
  %227 = insertvalue { ptr, i32 } %226, i32 %225, 1
  resume { ptr, i32 } %227

228:                                              ; preds = %205
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress noinline uwtable
define linkonce_odr dso_local noundef i64 @_Z5checkIlET_S0_S0_(i64 noundef %0, i64 noundef %1) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %3 = icmp sgt i64 %0, %1
  br i1 %3, label %4, label %8

4:                                                ; preds = %2
  %5 = tail call ptr @__cxa_allocate_exception(i64 16) #13
  %6 = trunc i64 %0 to i32
  store i32 %6, ptr %5, align 16, !tbaa !24
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.6, ptr %7, align 8, !tbaa !26
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTI2E2, ptr null) #15
  unreachable

8:                                                ; preds = %2
  %9 = icmp slt i64 %0, 0
  br i1 %9, label %10, label %16

10:                                               ; preds = %8
  %11 = tail call ptr @__cxa_allocate_exception(i64 8) #13
  %12 = invoke noalias noundef nonnull dereferenceable(4) ptr @_Znwm(i64 noundef 4) #17
          to label %13 unwind label %14

13:                                               ; preds = %10
  store i32 -1, ptr %12, align 4, !tbaa !24
  store ptr %12, ptr %11, align 16, !tbaa !20
  tail call void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIP2E1, ptr null) #15
  unreachable

14:                                               ; preds = %10
  %15 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %11) #13
  resume { ptr, i32 } %15

16:                                               ; preds = %8
  ret i64 %0
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

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
declare noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #4

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #7

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #8

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7AccountD2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #9 comdat personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !14
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %3)
          to label %7 unwind label %4

4:                                                ; preds = %1
  %5 = landingpad { ptr, i32 }
          catch ptr null
  %6 = extractvalue { ptr, i32 } %5, 0
  tail call void @__clang_call_terminate(ptr %6) #16
  unreachable

7:                                                ; preds = %1
  ret void
}

declare void @_ZNSt12out_of_rangeC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #7

; Function Attrs: nounwind
declare void @_ZNSt12out_of_rangeD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %1) local_unnamed_addr #10 comdat personality ptr @__gxx_personality_v0 {
  %3 = icmp eq ptr %1, null
  br i1 %3, label %11, label %4

4:                                                ; preds = %2, %4
  %5 = phi ptr [ %9, %4 ], [ %1, %2 ]
  %6 = getelementptr inbounds i8, ptr %5, i64 24
  %7 = load ptr, ptr %6, align 8, !tbaa !36
  tail call void @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %7)
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  %9 = load ptr, ptr %8, align 8, !tbaa !37
  tail call void @_ZdlPvm(ptr noundef nonnull %5, i64 noundef 48) #14
  %10 = icmp eq ptr %9, null
  br i1 %10, label %11, label %4, !llvm.loop !38

11:                                               ; preds = %4, %2
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local i64 @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEESt17_Rb_tree_iteratorIS2_ESt23_Rb_tree_const_iteratorIS2_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %0, i64 %1, ptr noundef nonnull align 1 dereferenceable(1) %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 1 dereferenceable(1) %4) local_unnamed_addr #10 comdat personality ptr @__gxx_personality_v0 {
  %6 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #17
  %7 = getelementptr inbounds i8, ptr %6, i64 32
  %8 = load i64, ptr %3, align 8, !tbaa !20
  %9 = inttoptr i64 %8 to ptr
  %10 = load i32, ptr %9, align 4, !tbaa !18
  store i32 %10, ptr %7, align 8, !tbaa !39
  %11 = getelementptr inbounds i8, ptr %6, i64 40
  store i64 0, ptr %11, align 8, !tbaa !32
  %12 = invoke [2 x i64] @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS2_ERS1_(ptr noundef nonnull align 8 dereferenceable(48) %0, i64 %1, ptr noundef nonnull align 4 dereferenceable(4) %7)
          to label %13 unwind label %34

13:                                               ; preds = %5
  %14 = extractvalue [2 x i64] %12, 1
  %15 = icmp eq i64 %14, 0
  %16 = extractvalue [2 x i64] %12, 0
  br i1 %15, label %36, label %17

17:                                               ; preds = %13
  %18 = inttoptr i64 %14 to ptr
  %19 = icmp ne i64 %16, 0
  %20 = getelementptr inbounds i8, ptr %0, i64 8
  %21 = icmp eq ptr %20, %18
  %22 = select i1 %19, i1 true, i1 %21
  br i1 %22, label %28, label %23

23:                                               ; preds = %17
  %24 = getelementptr inbounds i8, ptr %18, i64 32
  %25 = load i32, ptr %7, align 4, !tbaa !18
  %26 = load i32, ptr %24, align 4, !tbaa !18
  %27 = icmp slt i32 %25, %26
  br label %28

28:                                               ; preds = %17, %23
  %29 = phi i1 [ true, %17 ], [ %27, %23 ]
  tail call void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef %29, ptr noundef nonnull %6, ptr noundef nonnull %18, ptr noundef nonnull align 8 dereferenceable(32) %20) #13
  %30 = getelementptr inbounds i8, ptr %0, i64 40
  %31 = load i64, ptr %30, align 8, !tbaa !17
  %32 = add i64 %31, 1
  store i64 %32, ptr %30, align 8, !tbaa !17
  %33 = ptrtoint ptr %6 to i64
  br label %37

34:                                               ; preds = %5
  %35 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef 48) #14
  resume { ptr, i32 } %35

36:                                               ; preds = %13
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef 48) #14
  br label %37

37:                                               ; preds = %28, %36
  %38 = phi i64 [ %33, %28 ], [ %16, %36 ]
  ret i64 %38
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local [2 x i64] @_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS2_ERS1_(ptr noundef nonnull align 8 dereferenceable(48) %0, i64 %1, ptr noundef nonnull align 4 dereferenceable(4) %2) local_unnamed_addr #10 comdat {
  %4 = inttoptr i64 %1 to ptr
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = icmp eq ptr %5, %4
  br i1 %6, label %7, label %52

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 40
  %9 = load i64, ptr %8, align 8, !tbaa !17
  %10 = icmp eq i64 %9, 0
  br i1 %10, label %18, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 32
  %13 = load ptr, ptr %12, align 8, !tbaa !20
  %14 = getelementptr inbounds i8, ptr %13, i64 32
  %15 = load i32, ptr %14, align 4, !tbaa !18
  %16 = load i32, ptr %2, align 4, !tbaa !18
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %147, label %18

18:                                               ; preds = %11, %7
  %19 = getelementptr inbounds i8, ptr %0, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !20
  %21 = icmp eq ptr %20, null
  br i1 %21, label %34, label %22

22:                                               ; preds = %18
  %23 = load i32, ptr %2, align 4, !tbaa !18
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi ptr [ %20, %22 ], [ %31, %24 ]
  %26 = getelementptr inbounds i8, ptr %25, i64 32
  %27 = load i32, ptr %26, align 4, !tbaa !18
  %28 = icmp slt i32 %23, %27
  %29 = select i1 %28, i64 16, i64 24
  %30 = getelementptr inbounds i8, ptr %25, i64 %29
  %31 = load ptr, ptr %30, align 8, !tbaa !20
  %32 = icmp eq ptr %31, null
  br i1 %32, label %33, label %24, !llvm.loop !40

33:                                               ; preds = %24
  br i1 %28, label %34, label %44

34:                                               ; preds = %33, %18
  %35 = phi ptr [ %25, %33 ], [ %5, %18 ]
  %36 = getelementptr inbounds i8, ptr %0, i64 24
  %37 = load ptr, ptr %36, align 8, !tbaa !15
  %38 = icmp eq ptr %35, %37
  br i1 %38, label %147, label %39

39:                                               ; preds = %34
  %40 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %35) #18
  %41 = getelementptr inbounds i8, ptr %40, i64 32
  %42 = load i32, ptr %41, align 4, !tbaa !18
  %43 = load i32, ptr %2, align 4, !tbaa !18
  br label %44

44:                                               ; preds = %39, %33
  %45 = phi i32 [ %43, %39 ], [ %23, %33 ]
  %46 = phi i32 [ %42, %39 ], [ %27, %33 ]
  %47 = phi ptr [ %35, %39 ], [ %25, %33 ]
  %48 = phi ptr [ %40, %39 ], [ %25, %33 ]
  %49 = icmp slt i32 %46, %45
  %50 = select i1 %49, ptr %47, ptr null
  %51 = select i1 %49, ptr null, ptr %48
  br label %147

52:                                               ; preds = %3
  %53 = getelementptr inbounds i8, ptr %4, i64 32
  %54 = load i32, ptr %2, align 4, !tbaa !18
  %55 = load i32, ptr %53, align 4, !tbaa !18
  %56 = icmp slt i32 %54, %55
  br i1 %56, label %57, label %100

57:                                               ; preds = %52
  %58 = getelementptr inbounds i8, ptr %0, i64 24
  %59 = load ptr, ptr %58, align 8, !tbaa !20
  %60 = icmp eq ptr %59, %4
  br i1 %60, label %147, label %61

61:                                               ; preds = %57
  %62 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %4) #18
  %63 = getelementptr inbounds i8, ptr %62, i64 32
  %64 = load i32, ptr %63, align 4, !tbaa !18
  %65 = icmp slt i32 %64, %54
  br i1 %65, label %66, label %72

66:                                               ; preds = %61
  %67 = getelementptr inbounds i8, ptr %62, i64 24
  %68 = load ptr, ptr %67, align 8, !tbaa !36
  %69 = icmp eq ptr %68, null
  %70 = select i1 %69, ptr null, ptr %4
  %71 = select i1 %69, ptr %62, ptr %4
  br label %147

72:                                               ; preds = %61
  %73 = getelementptr inbounds i8, ptr %0, i64 16
  %74 = load ptr, ptr %73, align 8, !tbaa !20
  %75 = icmp eq ptr %74, null
  br i1 %75, label %86, label %76

76:                                               ; preds = %72, %76
  %77 = phi ptr [ %83, %76 ], [ %74, %72 ]
  %78 = getelementptr inbounds i8, ptr %77, i64 32
  %79 = load i32, ptr %78, align 4, !tbaa !18
  %80 = icmp slt i32 %54, %79
  %81 = select i1 %80, i64 16, i64 24
  %82 = getelementptr inbounds i8, ptr %77, i64 %81
  %83 = load ptr, ptr %82, align 8, !tbaa !20
  %84 = icmp eq ptr %83, null
  br i1 %84, label %85, label %76, !llvm.loop !40

85:                                               ; preds = %76
  br i1 %80, label %86, label %93

86:                                               ; preds = %85, %72
  %87 = phi ptr [ %77, %85 ], [ %5, %72 ]
  %88 = icmp eq ptr %87, %59
  br i1 %88, label %147, label %89

89:                                               ; preds = %86
  %90 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %87) #18
  %91 = getelementptr inbounds i8, ptr %90, i64 32
  %92 = load i32, ptr %91, align 4, !tbaa !18
  br label %93

93:                                               ; preds = %89, %85
  %94 = phi i32 [ %92, %89 ], [ %79, %85 ]
  %95 = phi ptr [ %87, %89 ], [ %77, %85 ]
  %96 = phi ptr [ %90, %89 ], [ %77, %85 ]
  %97 = icmp slt i32 %94, %54
  %98 = select i1 %97, ptr %95, ptr null
  %99 = select i1 %97, ptr null, ptr %96
  br label %147

100:                                              ; preds = %52
  %101 = icmp slt i32 %55, %54
  br i1 %101, label %102, label %147

102:                                              ; preds = %100
  %103 = getelementptr inbounds i8, ptr %0, i64 32
  %104 = load ptr, ptr %103, align 8, !tbaa !20
  %105 = icmp eq ptr %104, %4
  br i1 %105, label %147, label %106

106:                                              ; preds = %102
  %107 = tail call noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef nonnull %4) #18
  %108 = getelementptr inbounds i8, ptr %107, i64 32
  %109 = load i32, ptr %108, align 4, !tbaa !18
  %110 = icmp slt i32 %54, %109
  br i1 %110, label %111, label %117

111:                                              ; preds = %106
  %112 = getelementptr inbounds i8, ptr %4, i64 24
  %113 = load ptr, ptr %112, align 8, !tbaa !36
  %114 = icmp eq ptr %113, null
  %115 = select i1 %114, ptr null, ptr %107
  %116 = select i1 %114, ptr %4, ptr %107
  br label %147

117:                                              ; preds = %106
  %118 = getelementptr inbounds i8, ptr %0, i64 16
  %119 = load ptr, ptr %118, align 8, !tbaa !20
  %120 = icmp eq ptr %119, null
  br i1 %120, label %131, label %121

121:                                              ; preds = %117, %121
  %122 = phi ptr [ %128, %121 ], [ %119, %117 ]
  %123 = getelementptr inbounds i8, ptr %122, i64 32
  %124 = load i32, ptr %123, align 4, !tbaa !18
  %125 = icmp slt i32 %54, %124
  %126 = select i1 %125, i64 16, i64 24
  %127 = getelementptr inbounds i8, ptr %122, i64 %126
  %128 = load ptr, ptr %127, align 8, !tbaa !20
  %129 = icmp eq ptr %128, null
  br i1 %129, label %130, label %121, !llvm.loop !40

130:                                              ; preds = %121
  br i1 %125, label %131, label %140

131:                                              ; preds = %130, %117
  %132 = phi ptr [ %122, %130 ], [ %5, %117 ]
  %133 = getelementptr inbounds i8, ptr %0, i64 24
  %134 = load ptr, ptr %133, align 8, !tbaa !15
  %135 = icmp eq ptr %132, %134
  br i1 %135, label %147, label %136

136:                                              ; preds = %131
  %137 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %132) #18
  %138 = getelementptr inbounds i8, ptr %137, i64 32
  %139 = load i32, ptr %138, align 4, !tbaa !18
  br label %140

140:                                              ; preds = %136, %130
  %141 = phi i32 [ %139, %136 ], [ %124, %130 ]
  %142 = phi ptr [ %132, %136 ], [ %122, %130 ]
  %143 = phi ptr [ %137, %136 ], [ %122, %130 ]
  %144 = icmp slt i32 %141, %54
  %145 = select i1 %144, ptr %142, ptr null
  %146 = select i1 %144, ptr null, ptr %143
  br label %147

147:                                              ; preds = %140, %131, %93, %86, %44, %34, %111, %66, %100, %102, %57, %11
  %148 = phi ptr [ null, %11 ], [ %4, %57 ], [ null, %102 ], [ %4, %100 ], [ %70, %66 ], [ %115, %111 ], [ null, %34 ], [ %51, %44 ], [ null, %86 ], [ %99, %93 ], [ null, %131 ], [ %146, %140 ]
  %149 = phi ptr [ %13, %11 ], [ %4, %57 ], [ %4, %102 ], [ null, %100 ], [ %71, %66 ], [ %116, %111 ], [ %35, %34 ], [ %50, %44 ], [ %59, %86 ], [ %98, %93 ], [ %132, %131 ], [ %145, %140 ]
  %150 = ptrtoint ptr %148 to i64
  %151 = insertvalue [2 x i64] poison, i64 %150, 0
  %152 = ptrtoint ptr %149 to i64
  %153 = insertvalue [2 x i64] %151, i64 %152, 1
  ret [2 x i64] %153
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #12

; Function Attrs: nounwind
declare void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef, ptr noundef, ptr noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #8

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

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !9, i64 0}
!7 = !{!"_ZTSSt15_Rb_tree_header", !8, i64 0, !13, i64 32}
!8 = !{!"_ZTSSt18_Rb_tree_node_base", !9, i64 0, !12, i64 8, !12, i64 16, !12, i64 24}
!9 = !{!"_ZTSSt14_Rb_tree_color", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = !{!"any pointer", !10, i64 0}
!13 = !{!"long", !10, i64 0}
!14 = !{!7, !12, i64 8}
!15 = !{!7, !12, i64 16}
!16 = !{!7, !12, i64 24}
!17 = !{!7, !13, i64 32}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !10, i64 0}
!20 = !{!12, !12, i64 0}
!21 = !{!22}
!22 = distinct !{!22, !23, !"_ZSt16forward_as_tupleIJiEESt5tupleIJDpOT_EES3_: argument 0"}
!23 = distinct !{!23, !"_ZSt16forward_as_tupleIJiEESt5tupleIJDpOT_EES3_"}
!24 = !{!25, !19, i64 0}
!25 = !{!"_ZTS2E1", !19, i64 0}
!26 = !{!27, !12, i64 8}
!27 = !{!"_ZTS2E2", !25, i64 0, !12, i64 8}
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.mustprogress"}
!30 = !{!13, !13, i64 0}
!31 = distinct !{!31, !29}
!32 = !{!33, !13, i64 8}
!33 = !{!"_ZTSSt4pairIKilE", !19, i64 0, !13, i64 8}
!34 = !{!35, !35, i64 0}
!35 = !{!"vtable pointer", !11, i64 0}
!36 = !{!8, !12, i64 24}
!37 = !{!8, !12, i64 16}
!38 = distinct !{!38, !29}
!39 = !{!33, !19, i64 0}
!40 = distinct !{!40, !29}
