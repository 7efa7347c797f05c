; ModuleID = 'tests/programs/features/eh.cpp'
source_filename = "tests/programs/features/eh.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

$_ZTW7tls_var = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTIi = external constant ptr
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1E = linkonce_odr dso_local constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1E }, comdat, align 8
@tls_var = dso_local thread_local global i32 5, align 4, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !17

@_ZN1ED1Ev = dso_local unnamed_addr alias void (ptr), ptr @_ZN1ED2Ev

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local void @_ZN1ED2Ev(ptr nocapture nonnull readnone align 4 %0) unnamed_addr #0 align 2 !dbg !31 {
    #dbg_value(ptr poison, !33, !DIExpression(), !35)
  ret void, !dbg !36
}

; Function Attrs: mustprogress noinline
define dso_local noundef range(i32 5, 3) i32 @_Z7throweri(i32 noundef returned %0) local_unnamed_addr #1 personality ptr @__gxx_personality_v0 !dbg !37 {
    #dbg_value(i32 %0, !41, !DIExpression(), !42)
  switch i32 %0, label %6 [
    i32 3, label %2
    i32 4, label %4
  ], !dbg !43

2:                                                ; preds = %1
  %3 = tail call ptr @__cxa_allocate_exception(i64 4) #6, !dbg !44
  store i32 42, ptr %3, align 16, !dbg !44, !tbaa !46
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTIi, ptr null) #7, !dbg !44
  unreachable, !dbg !44

4:                                                ; preds = %1
  %5 = tail call ptr @__cxa_allocate_exception(i64 4) #6, !dbg !50
    #dbg_value(ptr %5, !52, !DIExpression(), !56)
    #dbg_value(i32 7, !55, !DIExpression(), !56)
  store i32 7, ptr %5, align 4, !dbg !58, !tbaa !59
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED2Ev) #7, !dbg !50
  unreachable, !dbg !50

6:                                                ; preds = %1
  ret i32 %0, !dbg !61
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress
define dso_local noundef i32 @_Z7guardedi(i32 noundef %0) local_unnamed_addr #2 personality ptr @__gxx_personality_v0 !dbg !62 {
    #dbg_value(i32 %0, !64, !DIExpression(), !69)
    #dbg_value(i32 1, !65, !DIExpression(), !69)
  %2 = invoke noundef i32 @_Z7throweri(i32 noundef %0) #8
          to label %19 unwind label %3, !dbg !70

3:                                                ; preds = %1
  %4 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null, !dbg !72
  %5 = extractvalue { ptr, i32 } %4, 0, !dbg !72
  %6 = extractvalue { ptr, i32 } %4, 1, !dbg !72
  %7 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6, !dbg !73
  %8 = icmp eq i32 %6, %7, !dbg !73
  br i1 %8, label %9, label %12, !dbg !73

9:                                                ; preds = %3
  %10 = tail call ptr @__cxa_begin_catch(ptr %5) #6, !dbg !74
  %11 = load i32, ptr %10, align 4, !dbg !74, !tbaa !46
    #dbg_value(i32 %11, !68, !DIExpression(), !69)
  tail call void @__cxa_end_catch() #6, !dbg !76
  br label %19

12:                                               ; preds = %3
  %13 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #6, !dbg !73
  %14 = icmp eq i32 %6, %13, !dbg !73
  %15 = tail call ptr @__cxa_begin_catch(ptr %5) #6, !dbg !69
  br i1 %14, label %16, label %18, !dbg !73

16:                                               ; preds = %12
    #dbg_value(ptr %15, !66, !DIExpression(), !69)
  %17 = load i32, ptr %15, align 4, !dbg !78, !tbaa !59
  tail call void @__cxa_end_catch(), !dbg !74
  br label %19

18:                                               ; preds = %12
  tail call void @__cxa_end_catch(), !dbg !79
  br label %19

19:                                               ; preds = %18, %16, %1, %9
  %20 = phi i32 [ %11, %9 ], [ -1, %18 ], [ %0, %1 ], [ %17, %16 ], !dbg !69
  ret i32 %20, !dbg !81
}

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress
define dso_local noundef i32 @_Z12cleanup_onlyi(i32 noundef %0) local_unnamed_addr #2 personality ptr @__gxx_personality_v0 !dbg !82 {
    #dbg_value(i32 %0, !84, !DIExpression(), !87)
    #dbg_value(i32 1, !85, !DIExpression(), !87)
    #dbg_value(i32 2, !86, !DIExpression(), !87)
  %2 = tail call noundef i32 @_Z7throweri(i32 noundef %0) #8, !dbg !88
  %3 = add nsw i32 %0, 3, !dbg !89
  ret i32 %3, !dbg !90
}

; Function Attrs: mustprogress
define dso_local noundef i32 @_Z4mainiPPc(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #2 personality ptr @__gxx_personality_v0 !dbg !91 {
    #dbg_value(i32 %0, !97, !DIExpression(), !148)
    #dbg_value(ptr %1, !98, !DIExpression(), !148)
    #dbg_value(ptr poison, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !148)
    #dbg_value(i32 %0, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !148)
    #dbg_value(ptr undef, !125, !DIExpression(), !148)
    #dbg_value(i32 0, !128, !DIExpression(), !149)
    #dbg_value(i32 0, !127, !DIExpression(), !148)
    #dbg_value(i32 0, !64, !DIExpression(), !150)
    #dbg_value(i32 1, !65, !DIExpression(), !150)
  %3 = invoke noundef i32 @_Z7throweri(i32 noundef 0) #8
          to label %20 unwind label %4, !dbg !153

4:                                                ; preds = %2
  %5 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null, !dbg !154
  %6 = extractvalue { ptr, i32 } %5, 0, !dbg !154
  %7 = extractvalue { ptr, i32 } %5, 1, !dbg !154
  %8 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6, !dbg !155
  %9 = icmp eq i32 %7, %8, !dbg !155
  br i1 %9, label %10, label %13, !dbg !155

10:                                               ; preds = %4
  %11 = tail call ptr @__cxa_begin_catch(ptr %6) #6, !dbg !156
  %12 = load i32, ptr %11, align 4, !dbg !156, !tbaa !46
    #dbg_value(i32 %12, !68, !DIExpression(), !150)
  tail call void @__cxa_end_catch() #6, !dbg !157
  br label %20

13:                                               ; preds = %4
  %14 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #6, !dbg !155
  %15 = icmp eq i32 %7, %14, !dbg !155
  %16 = tail call ptr @__cxa_begin_catch(ptr %6) #6, !dbg !150
  br i1 %15, label %17, label %19, !dbg !155

17:                                               ; preds = %13
    #dbg_value(ptr %16, !66, !DIExpression(), !150)
  %18 = load i32, ptr %16, align 4, !dbg !158, !tbaa !59
  tail call void @__cxa_end_catch(), !dbg !156
  br label %20

19:                                               ; preds = %13
  tail call void @__cxa_end_catch(), !dbg !159
  br label %20

20:                                               ; preds = %17, %19, %10, %2
  %21 = phi i32 [ %12, %10 ], [ 0, %2 ], [ %18, %17 ], [ -1, %19 ], !dbg !150
    #dbg_value(i32 %21, !127, !DIExpression(), !148)
    #dbg_value(i32 1, !128, !DIExpression(), !149)
    #dbg_value(i32 1, !64, !DIExpression(), !150)
    #dbg_value(i32 1, !65, !DIExpression(), !150)
  %22 = invoke noundef i32 @_Z7throweri(i32 noundef 1) #8
          to label %39 unwind label %23, !dbg !153

23:                                               ; preds = %20
  %24 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null, !dbg !154
  %25 = extractvalue { ptr, i32 } %24, 0, !dbg !154
  %26 = extractvalue { ptr, i32 } %24, 1, !dbg !154
  %27 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6, !dbg !155
  %28 = icmp eq i32 %26, %27, !dbg !155
  br i1 %28, label %36, label %29, !dbg !155

29:                                               ; preds = %23
  %30 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #6, !dbg !155
  %31 = icmp eq i32 %26, %30, !dbg !155
  %32 = tail call ptr @__cxa_begin_catch(ptr %25) #6, !dbg !150
  br i1 %31, label %34, label %33, !dbg !155

33:                                               ; preds = %29
  tail call void @__cxa_end_catch(), !dbg !159
  br label %39

34:                                               ; preds = %29
    #dbg_value(ptr %32, !66, !DIExpression(), !150)
  %35 = load i32, ptr %32, align 4, !dbg !158, !tbaa !59
  tail call void @__cxa_end_catch(), !dbg !156
  br label %39

36:                                               ; preds = %23
  %37 = tail call ptr @__cxa_begin_catch(ptr %25) #6, !dbg !156
  %38 = load i32, ptr %37, align 4, !dbg !156, !tbaa !46
    #dbg_value(i32 %38, !68, !DIExpression(), !150)
  tail call void @__cxa_end_catch() #6, !dbg !157
  br label %39

39:                                               ; preds = %36, %34, %33, %20
  %40 = phi i32 [ %38, %36 ], [ 1, %20 ], [ %35, %34 ], [ -1, %33 ], !dbg !150
    #dbg_value(i32 poison, !127, !DIExpression(), !148)
    #dbg_value(i32 2, !128, !DIExpression(), !149)
    #dbg_value(i32 2, !64, !DIExpression(), !150)
    #dbg_value(i32 1, !65, !DIExpression(), !150)
  %41 = invoke noundef i32 @_Z7throweri(i32 noundef 2) #8
          to label %58 unwind label %42, !dbg !153

42:                                               ; preds = %39
  %43 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null, !dbg !154
  %44 = extractvalue { ptr, i32 } %43, 0, !dbg !154
  %45 = extractvalue { ptr, i32 } %43, 1, !dbg !154
  %46 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6, !dbg !155
  %47 = icmp eq i32 %45, %46, !dbg !155
  br i1 %47, label %55, label %48, !dbg !155

48:                                               ; preds = %42
  %49 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #6, !dbg !155
  %50 = icmp eq i32 %45, %49, !dbg !155
  %51 = tail call ptr @__cxa_begin_catch(ptr %44) #6, !dbg !150
  br i1 %50, label %53, label %52, !dbg !155

52:                                               ; preds = %48
  tail call void @__cxa_end_catch(), !dbg !159
  br label %58

53:                                               ; preds = %48
    #dbg_value(ptr %51, !66, !DIExpression(), !150)
  %54 = load i32, ptr %51, align 4, !dbg !158, !tbaa !59
  tail call void @__cxa_end_catch(), !dbg !156
  br label %58

55:                                               ; preds = %42
  %56 = tail call ptr @__cxa_begin_catch(ptr %44) #6, !dbg !156
  %57 = load i32, ptr %56, align 4, !dbg !156, !tbaa !46
    #dbg_value(i32 %57, !68, !DIExpression(), !150)
  tail call void @__cxa_end_catch() #6, !dbg !157
  br label %58

58:                                               ; preds = %55, %53, %52, %39
  %59 = phi i32 [ %57, %55 ], [ 2, %39 ], [ %54, %53 ], [ -1, %52 ], !dbg !150
    #dbg_value(i32 poison, !127, !DIExpression(), !148)
    #dbg_value(i32 3, !128, !DIExpression(), !149)
    #dbg_value(i32 3, !64, !DIExpression(), !150)
    #dbg_value(i32 1, !65, !DIExpression(), !150)
  %60 = invoke noundef i32 @_Z7throweri(i32 noundef 3) #8
          to label %77 unwind label %61, !dbg !153

61:                                               ; preds = %58
  %62 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null, !dbg !154
  %63 = extractvalue { ptr, i32 } %62, 0, !dbg !154
  %64 = extractvalue { ptr, i32 } %62, 1, !dbg !154
  %65 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6, !dbg !155
  %66 = icmp eq i32 %64, %65, !dbg !155
  br i1 %66, label %74, label %67, !dbg !155

67:                                               ; preds = %61
  %68 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #6, !dbg !155
  %69 = icmp eq i32 %64, %68, !dbg !155
  %70 = tail call ptr @__cxa_begin_catch(ptr %63) #6, !dbg !150
  br i1 %69, label %72, label %71, !dbg !155

71:                                               ; preds = %67
  tail call void @__cxa_end_catch(), !dbg !159
  br label %77

72:                                               ; preds = %67
    #dbg_value(ptr %70, !66, !DIExpression(), !150)
  %73 = load i32, ptr %70, align 4, !dbg !158, !tbaa !59
  tail call void @__cxa_end_catch(), !dbg !156
  br label %77

74:                                               ; preds = %61
  %75 = tail call ptr @__cxa_begin_catch(ptr %63) #6, !dbg !156
  %76 = load i32, ptr %75, align 4, !dbg !156, !tbaa !46
    #dbg_value(i32 %76, !68, !DIExpression(), !150)
  tail call void @__cxa_end_catch() #6, !dbg !157
  br label %77

77:                                               ; preds = %74, %72, %71, %58
  %78 = phi i32 [ %76, %74 ], [ 3, %58 ], [ %73, %72 ], [ -1, %71 ], !dbg !150
    #dbg_value(i32 poison, !127, !DIExpression(), !148)
    #dbg_value(i32 4, !128, !DIExpression(), !149)
    #dbg_value(i32 4, !64, !DIExpression(), !150)
    #dbg_value(i32 1, !65, !DIExpression(), !150)
  %79 = invoke noundef i32 @_Z7throweri(i32 noundef 4) #8
          to label %96 unwind label %80, !dbg !153

80:                                               ; preds = %77
  %81 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null, !dbg !154
  %82 = extractvalue { ptr, i32 } %81, 0, !dbg !154
  %83 = extractvalue { ptr, i32 } %81, 1, !dbg !154
  %84 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6, !dbg !155
  %85 = icmp eq i32 %83, %84, !dbg !155
  br i1 %85, label %93, label %86, !dbg !155

86:                                               ; preds = %80
  %87 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #6, !dbg !155
  %88 = icmp eq i32 %83, %87, !dbg !155
  %89 = tail call ptr @__cxa_begin_catch(ptr %82) #6, !dbg !150
  br i1 %88, label %91, label %90, !dbg !155

90:                                               ; preds = %86
  tail call void @__cxa_end_catch(), !dbg !159
  br label %96

91:                                               ; preds = %86
    #dbg_value(ptr %89, !66, !DIExpression(), !150)
  %92 = load i32, ptr %89, align 4, !dbg !158, !tbaa !59
  tail call void @__cxa_end_catch(), !dbg !156
  br label %96

93:                                               ; preds = %80
  %94 = tail call ptr @__cxa_begin_catch(ptr %82) #6, !dbg !156
  %95 = load i32, ptr %94, align 4, !dbg !156, !tbaa !46
    #dbg_value(i32 %95, !68, !DIExpression(), !150)
  tail call void @__cxa_end_catch() #6, !dbg !157
  br label %96

96:                                               ; preds = %93, %91, %90, %77
  %97 = phi i32 [ %95, %93 ], [ 4, %77 ], [ %92, %91 ], [ -1, %90 ], !dbg !150
    #dbg_value(i32 poison, !127, !DIExpression(), !148)
    #dbg_value(i32 5, !128, !DIExpression(), !149)
    #dbg_value(i32 5, !64, !DIExpression(), !150)
    #dbg_value(i32 1, !65, !DIExpression(), !150)
  %98 = invoke noundef i32 @_Z7throweri(i32 noundef 5) #8
          to label %115 unwind label %99, !dbg !153

99:                                               ; preds = %96
  %100 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null, !dbg !154
  %101 = extractvalue { ptr, i32 } %100, 0, !dbg !154
  %102 = extractvalue { ptr, i32 } %100, 1, !dbg !154
  %103 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6, !dbg !155
  %104 = icmp eq i32 %102, %103, !dbg !155
  br i1 %104, label %112, label %105, !dbg !155

105:                                              ; preds = %99
  %106 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #6, !dbg !155
  %107 = icmp eq i32 %102, %106, !dbg !155
  %108 = tail call ptr @__cxa_begin_catch(ptr %101) #6, !dbg !150
  br i1 %107, label %110, label %109, !dbg !155

109:                                              ; preds = %105
  tail call void @__cxa_end_catch(), !dbg !159
  br label %115

110:                                              ; preds = %105
    #dbg_value(ptr %108, !66, !DIExpression(), !150)
  %111 = load i32, ptr %108, align 4, !dbg !158, !tbaa !59
  tail call void @__cxa_end_catch(), !dbg !156
  br label %115

112:                                              ; preds = %99
  %113 = tail call ptr @__cxa_begin_catch(ptr %101) #6, !dbg !156
  %114 = load i32, ptr %113, align 4, !dbg !156, !tbaa !46
    #dbg_value(i32 %114, !68, !DIExpression(), !150)
  tail call void @__cxa_end_catch() #6, !dbg !157
  br label %115

115:                                              ; preds = %112, %110, %109, %96
  %116 = phi i32 [ %114, %112 ], [ 5, %96 ], [ %111, %110 ], [ -1, %109 ], !dbg !150
    #dbg_value(i32 poison, !127, !DIExpression(), !148)
    #dbg_value(i32 6, !128, !DIExpression(), !149)
    #dbg_value(ptr undef, !160, !DIExpression(), !165)
    #dbg_value(i32 -1, !163, !DIExpression(), !165)
  %117 = tail call ptr @__cxa_allocate_exception(i64 4) #6, !dbg !168
    #dbg_value(ptr %117, !52, !DIExpression(), !170)
    #dbg_value(i32 -1, !55, !DIExpression(), !170)
  store i32 -1, ptr %117, align 4, !dbg !172, !tbaa !59
  invoke void @__cxa_throw(ptr nonnull %117, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED2Ev) #7
          to label %118 unwind label %119, !dbg !168

118:                                              ; preds = %115
  unreachable, !dbg !168

119:                                              ; preds = %115
  %120 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E, !dbg !173
  %121 = extractvalue { ptr, i32 } %120, 1, !dbg !173
  %122 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #6, !dbg !174
  %123 = icmp eq i32 %121, %122, !dbg !174
  br i1 %123, label %124, label %151, !dbg !174

124:                                              ; preds = %119
  %125 = extractvalue { ptr, i32 } %120, 0, !dbg !173
  %126 = tail call ptr @__cxa_begin_catch(ptr %125) #6, !dbg !174
    #dbg_value(ptr %126, !130, !DIExpression(), !148)
  %127 = load i32, ptr %126, align 4, !dbg !175, !tbaa !59
    #dbg_value(!DIArgList(i32 poison, i32 poison), !127, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !148)
  tail call void @__cxa_end_catch(), !dbg !177
    #dbg_value(i64 7, !131, !DIExpression(), !148)
    #dbg_value(i32 %137, !127, !DIExpression(), !148)
  %128 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_var), !dbg !178
  %129 = load i32, ptr %128, align 4, !dbg !179, !tbaa !46
  %130 = add nsw i32 %129, 1, !dbg !179
  store i32 %130, ptr %128, align 4, !dbg !179, !tbaa !46
  %131 = add i32 %21, 7, !dbg !180
  %132 = add i32 %131, %40, !dbg !180
  %133 = add i32 %132, %59, !dbg !180
  %134 = add i32 %133, %78, !dbg !180
  %135 = add i32 %134, %97, !dbg !180
  %136 = add i32 %135, %116, !dbg !181
  %137 = add i32 %136, %127, !dbg !182
  %138 = add nsw i32 %137, %129, !dbg !183
    #dbg_value(i32 %138, !127, !DIExpression(), !148)
    #dbg_value(ptr undef, !143, !DIExpression(), !148)
  %139 = mul nsw i32 %138, 3, !dbg !184
    #dbg_value(i32 %139, !127, !DIExpression(), !148)
    #dbg_value(i32 3, !84, !DIExpression(), !185)
    #dbg_value(i32 1, !85, !DIExpression(), !185)
    #dbg_value(i32 2, !86, !DIExpression(), !185)
  %140 = invoke noundef i32 @_Z7throweri(i32 noundef 3) #8
          to label %141 unwind label %143, !dbg !188

141:                                              ; preds = %124
  %142 = add nsw i32 %139, 6, !dbg !189
    #dbg_value(i32 %142, !127, !DIExpression(), !148)
  br label %148, !dbg !190

143:                                              ; preds = %124
  %144 = landingpad { ptr, i32 }
          catch ptr null, !dbg !191
  %145 = extractvalue { ptr, i32 } %144, 0, !dbg !191
  %146 = tail call ptr @__cxa_begin_catch(ptr %145) #6, !dbg !190
  %147 = add nsw i32 %139, 1, !dbg !192
    #dbg_value(i32 %147, !127, !DIExpression(), !148)
  tail call void @__cxa_end_catch(), !dbg !194
  br label %148

148:                                              ; preds = %143, %141
  %149 = phi i32 [ %142, %141 ], [ %147, %143 ], !dbg !195
    #dbg_value(i32 %149, !127, !DIExpression(), !148)
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %149) #8, !dbg !196
  ret i32 0, !dbg !197

151:                                              ; preds = %119
  resume { ptr, i32 } %120, !dbg !197
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #4

declare !dbg !198 i32 @printf(ptr noundef, ...) local_unnamed_addr #5

define weak_odr hidden noundef ptr @_ZTW7tls_var() local_unnamed_addr #5 comdat {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_var)
  ret ptr %1
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { nobuiltin "no-builtins" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tls_var", scope: !2, file: !3, line: 20, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !16, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/features/eh.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "6936a876012747016ca955bfb3409212")
!4 = !{!5}
!5 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "E", file: !3, line: 4, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !6, identifier: "_ZTS1E")
!6 = !{!7, !9, !13}
!7 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !5, file: !3, line: 4, baseType: !8, size: 32)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DISubprogram(name: "E", scope: !5, file: !3, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!10 = !DISubroutineType(types: !11)
!11 = !{null, !12, !8}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!13 = !DISubprogram(name: "~E", scope: !5, file: !3, line: 4, type: !14, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!14 = !DISubroutineType(types: !15)
!15 = !{null, !12}
!16 = !{!0, !17}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 32, elements: !22)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!22 = !{!23}
!23 = !DISubrange(count: 4)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 8, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = distinct !DISubprogram(name: "~E", linkageName: "_ZN1ED2Ev", scope: !5, file: !3, line: 5, type: !14, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !13, retainedNodes: !32)
!32 = !{!33}
!33 = !DILocalVariable(name: "this", arg: 1, scope: !31, type: !34, flags: DIFlagArtificial | DIFlagObjectPointer)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!35 = !DILocation(line: 0, scope: !31)
!36 = !DILocation(line: 5, column: 11, scope: !31)
!37 = distinct !DISubprogram(name: "thrower", linkageName: "_Z7throweri", scope: !3, file: !3, line: 11, type: !38, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !40)
!38 = !DISubroutineType(types: !39)
!39 = !{!8, !8}
!40 = !{!41}
!41 = !DILocalVariable(name: "x", arg: 1, scope: !37, file: !3, line: 11, type: !8)
!42 = !DILocation(line: 0, scope: !37)
!43 = !DILocation(line: 11, column: 52, scope: !37)
!44 = !DILocation(line: 11, column: 60, scope: !45)
!45 = distinct !DILexicalBlock(scope: !37, file: !3, line: 11, column: 52)
!46 = !{!47, !47, i64 0}
!47 = !{!"int", !48, i64 0}
!48 = !{!"omnipotent char", !49, i64 0}
!49 = !{!"Simple C++ TBAA"}
!50 = !DILocation(line: 11, column: 82, scope: !51)
!51 = distinct !DILexicalBlock(scope: !37, file: !3, line: 11, column: 74)
!52 = !DILocalVariable(name: "this", arg: 1, scope: !53, type: !34, flags: DIFlagArtificial | DIFlagObjectPointer)
!53 = distinct !DISubprogram(name: "E", linkageName: "_ZN1EC2Ei", scope: !5, file: !3, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !9, retainedNodes: !54)
!54 = !{!52, !55}
!55 = !DILocalVariable(name: "v", arg: 2, scope: !53, file: !3, line: 4, type: !8)
!56 = !DILocation(line: 0, scope: !53, inlinedAt: !57)
!57 = distinct !DILocation(line: 11, column: 88, scope: !51)
!58 = !DILocation(line: 4, column: 30, scope: !53, inlinedAt: !57)
!59 = !{!60, !47, i64 0}
!60 = !{!"_ZTS1E", !47, i64 0}
!61 = !DILocation(line: 11, column: 94, scope: !37)
!62 = distinct !DISubprogram(name: "guarded", linkageName: "_Z7guardedi", scope: !3, file: !3, line: 12, type: !38, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !63)
!63 = !{!64, !65, !66, !68}
!64 = !DILocalVariable(name: "x", arg: 1, scope: !62, file: !3, line: 12, type: !8)
!65 = !DILocalVariable(name: "local", scope: !62, file: !3, line: 13, type: !5)
!66 = !DILocalVariable(name: "e", scope: !62, file: !3, line: 16, type: !67)
!67 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!68 = !DILocalVariable(name: "i", scope: !62, file: !3, line: 15, type: !8)
!69 = !DILocation(line: 0, scope: !62)
!70 = !DILocation(line: 14, column: 16, scope: !71)
!71 = distinct !DILexicalBlock(scope: !62, file: !3, line: 14, column: 7)
!72 = !DILocation(line: 18, column: 1, scope: !71)
!73 = !DILocation(line: 14, column: 28, scope: !71)
!74 = !DILocation(line: 16, column: 30, scope: !75)
!75 = distinct !DILexicalBlock(scope: !62, file: !3, line: 16, column: 16)
!76 = !DILocation(line: 15, column: 29, scope: !77)
!77 = distinct !DILexicalBlock(scope: !62, file: !3, line: 15, column: 17)
!78 = !DILocation(line: 16, column: 27, scope: !75)
!79 = !DILocation(line: 17, column: 28, scope: !80)
!80 = distinct !DILexicalBlock(scope: !62, file: !3, line: 17, column: 15)
!81 = !DILocation(line: 18, column: 1, scope: !62)
!82 = distinct !DISubprogram(name: "cleanup_only", linkageName: "_Z12cleanup_onlyi", scope: !3, file: !3, line: 19, type: !38, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !83)
!83 = !{!84, !85, !86}
!84 = !DILocalVariable(name: "x", arg: 1, scope: !82, file: !3, line: 19, type: !8)
!85 = !DILocalVariable(name: "a", scope: !82, file: !3, line: 19, type: !5)
!86 = !DILocalVariable(name: "b", scope: !82, file: !3, line: 19, type: !5)
!87 = !DILocation(line: 0, scope: !82)
!88 = !DILocation(line: 19, column: 48, scope: !82)
!89 = !DILocation(line: 19, column: 65, scope: !82)
!90 = !DILocation(line: 19, column: 72, scope: !82)
!91 = distinct !DISubprogram(name: "main", linkageName: "_Z4mainiPPc", scope: !3, file: !3, line: 21, type: !92, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !96)
!92 = !DISubroutineType(types: !93)
!93 = !{!8, !8, !94}
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!96 = !{!97, !98, !99, !125, !127, !128, !130, !131, !143}
!97 = !DILocalVariable(name: "argc", arg: 1, scope: !91, file: !3, line: 21, type: !8)
!98 = !DILocalVariable(arg: 2, scope: !91, file: !3, line: 21, type: !94)
!99 = !DILocalVariable(name: "d", scope: !91, file: !3, line: 22, type: !100)
!100 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "D", file: !3, line: 7, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !101, vtableHolder: !103, identifier: "_ZTS1D")
!101 = !{!102, !117, !118, !122}
!102 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !100, baseType: !103, extraData: i32 0)
!103 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "B", file: !3, line: 6, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !104, vtableHolder: !103, identifier: "_ZTS1B")
!104 = !{!105, !110, !114}
!105 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$B", scope: !3, file: !3, baseType: !106, size: 64, flags: DIFlagArtificial)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !108, size: 64)
!108 = !DISubroutineType(types: !109)
!109 = !{!8}
!110 = !DISubprogram(name: "~B", scope: !103, file: !3, line: 6, type: !111, scopeLine: 6, containingType: !103, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!111 = !DISubroutineType(types: !112)
!112 = !{null, !113}
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!114 = !DISubprogram(name: "f", linkageName: "_ZN1B1fEi", scope: !103, file: !3, line: 6, type: !115, scopeLine: 6, containingType: !103, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual | DISPFlagOptimized)
!115 = !DISubroutineType(types: !116)
!116 = !{!8, !113, !8}
!117 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !100, file: !3, line: 7, baseType: !8, size: 32, offset: 64)
!118 = !DISubprogram(name: "D", scope: !100, file: !3, line: 7, type: !119, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!119 = !DISubroutineType(types: !120)
!120 = !{null, !121, !8}
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!122 = !DISubprogram(name: "f", linkageName: "_ZN1D1fEi", scope: !100, file: !3, line: 7, type: !123, scopeLine: 7, containingType: !100, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!123 = !DISubroutineType(types: !124)
!124 = !{!8, !121, !8}
!125 = !DILocalVariable(name: "b", scope: !91, file: !3, line: 22, type: !126)
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
!127 = !DILocalVariable(name: "s", scope: !91, file: !3, line: 22, type: !8)
!128 = !DILocalVariable(name: "i", scope: !129, file: !3, line: 23, type: !8)
!129 = distinct !DILexicalBlock(scope: !91, file: !3, line: 23, column: 3)
!130 = !DILocalVariable(name: "e", scope: !91, file: !3, line: 24, type: !67)
!131 = !DILocalVariable(name: "bx", scope: !91, file: !3, line: 25, type: !132)
!132 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Box<long>", file: !3, line: 8, size: 64, flags: DIFlagTypePassByValue, elements: !133, templateParams: !141, identifier: "_ZTS3BoxIlE")
!133 = !{!134, !136}
!134 = !DIDerivedType(tag: DW_TAG_member, name: "t", scope: !132, file: !3, line: 8, baseType: !135, size: 64)
!135 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!136 = !DISubprogram(name: "get", linkageName: "_ZNK3BoxIlE3getEv", scope: !132, file: !3, line: 8, type: !137, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!137 = !DISubroutineType(types: !138)
!138 = !{!135, !139}
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !140, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!140 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !132)
!141 = !{!142}
!142 = !DITemplateTypeParameter(name: "T", type: !135)
!143 = !DILocalVariable(name: "lam", scope: !91, file: !3, line: 26, type: !144)
!144 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !91, file: !3, line: 26, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !145)
!145 = !{!146}
!146 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !144, file: !3, line: 26, baseType: !147, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !8, size: 64)
!148 = !DILocation(line: 0, scope: !91)
!149 = !DILocation(line: 0, scope: !129)
!150 = !DILocation(line: 0, scope: !62, inlinedAt: !151)
!151 = distinct !DILocation(line: 23, column: 36, scope: !152)
!152 = distinct !DILexicalBlock(scope: !129, file: !3, line: 23, column: 3)
!153 = !DILocation(line: 14, column: 16, scope: !71, inlinedAt: !151)
!154 = !DILocation(line: 18, column: 1, scope: !71, inlinedAt: !151)
!155 = !DILocation(line: 14, column: 28, scope: !71, inlinedAt: !151)
!156 = !DILocation(line: 16, column: 30, scope: !75, inlinedAt: !151)
!157 = !DILocation(line: 15, column: 29, scope: !77, inlinedAt: !151)
!158 = !DILocation(line: 16, column: 27, scope: !75, inlinedAt: !151)
!159 = !DILocation(line: 17, column: 28, scope: !80, inlinedAt: !151)
!160 = !DILocalVariable(name: "this", arg: 1, scope: !161, type: !164, flags: DIFlagArtificial | DIFlagObjectPointer)
!161 = distinct !DISubprogram(name: "f", linkageName: "_ZN1D1fEi", scope: !100, file: !3, line: 7, type: !123, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !122, retainedNodes: !162)
!162 = !{!160, !163}
!163 = !DILocalVariable(name: "x", arg: 2, scope: !161, file: !3, line: 7, type: !8)
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!165 = !DILocation(line: 0, scope: !161, inlinedAt: !166)
!166 = distinct !DILocation(line: 24, column: 17, scope: !167)
!167 = distinct !DILexicalBlock(scope: !91, file: !3, line: 24, column: 7)
!168 = !DILocation(line: 7, column: 77, scope: !169, inlinedAt: !166)
!169 = distinct !DILexicalBlock(scope: !161, file: !3, line: 7, column: 70)
!170 = !DILocation(line: 0, scope: !53, inlinedAt: !171)
!171 = distinct !DILocation(line: 7, column: 83, scope: !169, inlinedAt: !166)
!172 = !DILocation(line: 4, column: 30, scope: !53, inlinedAt: !171)
!173 = !DILocation(line: 31, column: 1, scope: !167)
!174 = !DILocation(line: 24, column: 24, scope: !167)
!175 = !DILocation(line: 24, column: 48, scope: !176)
!176 = distinct !DILexicalBlock(scope: !91, file: !3, line: 24, column: 39)
!177 = !DILocation(line: 24, column: 51, scope: !176)
!178 = !DILocation(line: 25, column: 40, scope: !91)
!179 = !DILocation(line: 25, column: 47, scope: !91)
!180 = !DILocation(line: 23, column: 33, scope: !152)
!181 = !DILocation(line: 24, scope: !91)
!182 = !DILocation(line: 25, column: 22, scope: !91)
!183 = !DILocation(line: 25, column: 37, scope: !91)
!184 = !DILocation(line: 27, column: 5, scope: !91)
!185 = !DILocation(line: 0, scope: !82, inlinedAt: !186)
!186 = distinct !DILocation(line: 28, column: 14, scope: !187)
!187 = distinct !DILexicalBlock(scope: !91, file: !3, line: 28, column: 7)
!188 = !DILocation(line: 19, column: 48, scope: !82, inlinedAt: !186)
!189 = !DILocation(line: 28, column: 11, scope: !187)
!190 = !DILocation(line: 28, column: 31, scope: !187)
!191 = !DILocation(line: 31, column: 1, scope: !187)
!192 = !DILocation(line: 28, column: 48, scope: !193)
!193 = distinct !DILexicalBlock(scope: !91, file: !3, line: 28, column: 45)
!194 = !DILocation(line: 28, column: 52, scope: !193)
!195 = !DILocation(line: 28, scope: !91)
!196 = !DILocation(line: 29, column: 3, scope: !91)
!197 = !DILocation(line: 31, column: 1, scope: !91)
!198 = !DISubprogram(name: "printf", scope: !3, file: !3, line: 9, type: !199, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!199 = !DISubroutineType(types: !200)
!200 = !{!8, !201, null}
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
