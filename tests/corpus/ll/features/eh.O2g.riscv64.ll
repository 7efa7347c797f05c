; ModuleID = 'tests/programs/features/eh.cpp'
source_filename = "tests/programs/features/eh.cpp"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local void @_ZN1ED2Ev(ptr nocapture nonnull readnone align 4 %0) unnamed_addr #0 align 2 !dbg !35 {
    #dbg_value(ptr poison, !37, !DIExpression(), !39)
  ret void, !dbg !40
}

; Function Attrs: mustprogress noinline
define dso_local noundef signext range(i32 5, 3) i32 @_Z7throweri(i32 noundef returned signext %0) local_unnamed_addr #1 personality ptr @__gxx_personality_v0 !dbg !41 {
    #dbg_value(i32 %0, !45, !DIExpression(), !46)
  switch i32 %0, label %6 [
    i32 3, label %2
    i32 4, label %4
  ], !dbg !47

2:                                                ; preds = %1
  %3 = tail call ptr @__cxa_allocate_exception(i64 4) #6, !dbg !48
  store i32 42, ptr %3, align 16, !dbg !48, !tbaa !50
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTIi, ptr null) #7, !dbg !48
  unreachable, !dbg !48

4:                                                ; preds = %1
  %5 = tail call ptr @__cxa_allocate_exception(i64 4) #6, !dbg !54
    #dbg_value(ptr %5, !56, !DIExpression(), !60)
    #dbg_value(i32 7, !59, !DIExpression(), !60)
  store i32 7, ptr %5, align 4, !dbg !62, !tbaa !63
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED2Ev) #7, !dbg !54
  unreachable, !dbg !54

6:                                                ; preds = %1
  ret i32 %0, !dbg !65
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress
define dso_local noundef signext i32 @_Z7guardedi(i32 noundef signext %0) local_unnamed_addr #2 personality ptr @__gxx_personality_v0 !dbg !66 {
    #dbg_value(i32 %0, !68, !DIExpression(), !73)
    #dbg_value(i32 1, !69, !DIExpression(), !73)
  %2 = invoke noundef signext i32 @_Z7throweri(i32 noundef signext %0) #8
          to label %19 unwind label %3, !dbg !74

3:                                                ; preds = %1
  %4 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null, !dbg !76
  %5 = extractvalue { ptr, i32 } %4, 0, !dbg !76
  %6 = extractvalue { ptr, i32 } %4, 1, !dbg !76
  %7 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6, !dbg !77
  %8 = icmp eq i32 %6, %7, !dbg !77
  br i1 %8, label %9, label %12, !dbg !77

9:                                                ; preds = %3
  %10 = tail call ptr @__cxa_begin_catch(ptr %5) #6, !dbg !78
  %11 = load i32, ptr %10, align 4, !dbg !78, !tbaa !50
    #dbg_value(i32 %11, !72, !DIExpression(), !73)
  tail call void @__cxa_end_catch() #6, !dbg !80
  br label %19

12:                                               ; preds = %3
  %13 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #6, !dbg !77
  %14 = icmp eq i32 %6, %13, !dbg !77
  %15 = tail call ptr @__cxa_begin_catch(ptr %5) #6, !dbg !73
  br i1 %14, label %16, label %18, !dbg !77

16:                                               ; preds = %12
    #dbg_value(ptr %15, !70, !DIExpression(), !73)
  %17 = load i32, ptr %15, align 4, !dbg !82, !tbaa !63
  tail call void @__cxa_end_catch(), !dbg !78
  br label %19

18:                                               ; preds = %12
  tail call void @__cxa_end_catch(), !dbg !83
  br label %19

19:                                               ; preds = %18, %16, %1, %9
  %20 = phi i32 [ %11, %9 ], [ -1, %18 ], [ %0, %1 ], [ %17, %16 ], !dbg !73
  ret i32 %20, !dbg !85
}

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress
define dso_local noundef signext i32 @_Z12cleanup_onlyi(i32 noundef signext %0) local_unnamed_addr #2 personality ptr @__gxx_personality_v0 !dbg !86 {
    #dbg_value(i32 %0, !88, !DIExpression(), !91)
    #dbg_value(i32 1, !89, !DIExpression(), !91)
    #dbg_value(i32 2, !90, !DIExpression(), !91)
  %2 = tail call noundef signext i32 @_Z7throweri(i32 noundef signext %0) #8, !dbg !92
  %3 = add nsw i32 %0, 3, !dbg !93
  ret i32 %3, !dbg !94
}

; Function Attrs: mustprogress
define dso_local noundef signext i32 @_Z4mainiPPc(i32 noundef signext %0, ptr nocapture noundef readnone %1) local_unnamed_addr #2 personality ptr @__gxx_personality_v0 !dbg !95 {
    #dbg_value(i32 %0, !101, !DIExpression(), !152)
    #dbg_value(ptr %1, !102, !DIExpression(), !152)
    #dbg_value(ptr poison, !103, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !152)
    #dbg_value(i32 %0, !103, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !152)
    #dbg_value(ptr undef, !129, !DIExpression(), !152)
    #dbg_value(i32 0, !132, !DIExpression(), !153)
    #dbg_value(i32 0, !131, !DIExpression(), !152)
    #dbg_value(i32 0, !68, !DIExpression(), !154)
    #dbg_value(i32 1, !69, !DIExpression(), !154)
  %3 = invoke noundef signext i32 @_Z7throweri(i32 noundef signext 0) #8
          to label %20 unwind label %4, !dbg !157

4:                                                ; preds = %2
  %5 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null, !dbg !158
  %6 = extractvalue { ptr, i32 } %5, 0, !dbg !158
  %7 = extractvalue { ptr, i32 } %5, 1, !dbg !158
  %8 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6, !dbg !159
  %9 = icmp eq i32 %7, %8, !dbg !159
  br i1 %9, label %10, label %13, !dbg !159

10:                                               ; preds = %4
  %11 = tail call ptr @__cxa_begin_catch(ptr %6) #6, !dbg !160
  %12 = load i32, ptr %11, align 4, !dbg !160, !tbaa !50
    #dbg_value(i32 %12, !72, !DIExpression(), !154)
  tail call void @__cxa_end_catch() #6, !dbg !161
  br label %20

13:                                               ; preds = %4
  %14 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #6, !dbg !159
  %15 = icmp eq i32 %7, %14, !dbg !159
  %16 = tail call ptr @__cxa_begin_catch(ptr %6) #6, !dbg !154
  br i1 %15, label %17, label %19, !dbg !159

17:                                               ; preds = %13
    #dbg_value(ptr %16, !70, !DIExpression(), !154)
  %18 = load i32, ptr %16, align 4, !dbg !162, !tbaa !63
  tail call void @__cxa_end_catch(), !dbg !160
  br label %20

19:                                               ; preds = %13
  tail call void @__cxa_end_catch(), !dbg !163
  br label %20

20:                                               ; preds = %17, %19, %10, %2
  %21 = phi i32 [ %12, %10 ], [ 0, %2 ], [ %18, %17 ], [ -1, %19 ], !dbg !154
    #dbg_value(i32 %21, !131, !DIExpression(), !152)
    #dbg_value(i32 1, !132, !DIExpression(), !153)
    #dbg_value(i32 1, !68, !DIExpression(), !154)
    #dbg_value(i32 1, !69, !DIExpression(), !154)
  %22 = invoke noundef signext i32 @_Z7throweri(i32 noundef signext 1) #8
          to label %39 unwind label %23, !dbg !157

23:                                               ; preds = %20
  %24 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null, !dbg !158
  %25 = extractvalue { ptr, i32 } %24, 0, !dbg !158
  %26 = extractvalue { ptr, i32 } %24, 1, !dbg !158
  %27 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6, !dbg !159
  %28 = icmp eq i32 %26, %27, !dbg !159
  br i1 %28, label %36, label %29, !dbg !159

29:                                               ; preds = %23
  %30 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #6, !dbg !159
  %31 = icmp eq i32 %26, %30, !dbg !159
  %32 = tail call ptr @__cxa_begin_catch(ptr %25) #6, !dbg !154
  br i1 %31, label %34, label %33, !dbg !159

33:                                               ; preds = %29
  tail call void @__cxa_end_catch(), !dbg !163
  br label %39

34:                                               ; preds = %29
    #dbg_value(ptr %32, !70, !DIExpression(), !154)
  %35 = load i32, ptr %32, align 4, !dbg !162, !tbaa !63
  tail call void @__cxa_end_catch(), !dbg !160
  br label %39

36:                                               ; preds = %23
  %37 = tail call ptr @__cxa_begin_catch(ptr %25) #6, !dbg !160
  %38 = load i32, ptr %37, align 4, !dbg !160, !tbaa !50
    #dbg_value(i32 %38, !72, !DIExpression(), !154)
  tail call void @__cxa_end_catch() #6, !dbg !161
  br label %39

39:                                               ; preds = %36, %34, %33, %20
  %40 = phi i32 [ %38, %36 ], [ 1, %20 ], [ %35, %34 ], [ -1, %33 ], !dbg !154
    #dbg_value(i32 poison, !131, !DIExpression(), !152)
    #dbg_value(i32 2, !132, !DIExpression(), !153)
    #dbg_value(i32 2, !68, !DIExpression(), !154)
    #dbg_value(i32 1, !69, !DIExpression(), !154)
  %41 = invoke noundef signext i32 @_Z7throweri(i32 noundef signext 2) #8
          to label %58 unwind label %42, !dbg !157

42:                                               ; preds = %39
  %43 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null, !dbg !158
  %44 = extractvalue { ptr, i32 } %43, 0, !dbg !158
  %45 = extractvalue { ptr, i32 } %43, 1, !dbg !158
  %46 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6, !dbg !159
  %47 = icmp eq i32 %45, %46, !dbg !159
  br i1 %47, label %55, label %48, !dbg !159

48:                                               ; preds = %42
  %49 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #6, !dbg !159
  %50 = icmp eq i32 %45, %49, !dbg !159
  %51 = tail call ptr @__cxa_begin_catch(ptr %44) #6, !dbg !154
  br i1 %50, label %53, label %52, !dbg !159

52:                                               ; preds = %48
  tail call void @__cxa_end_catch(), !dbg !163
  br label %58

53:                                               ; preds = %48
    #dbg_value(ptr %51, !70, !DIExpression(), !154)
  %54 = load i32, ptr %51, align 4, !dbg !162, !tbaa !63
  tail call void @__cxa_end_catch(), !dbg !160
  br label %58

55:                                               ; preds = %42
  %56 = tail call ptr @__cxa_begin_catch(ptr %44) #6, !dbg !160
  %57 = load i32, ptr %56, align 4, !dbg !160, !tbaa !50
    #dbg_value(i32 %57, !72, !DIExpression(), !154)
  tail call void @__cxa_end_catch() #6, !dbg !161
  br label %58

58:                                               ; preds = %55, %53, %52, %39
  %59 = phi i32 [ %57, %55 ], [ 2, %39 ], [ %54, %53 ], [ -1, %52 ], !dbg !154
    #dbg_value(i32 poison, !131, !DIExpression(), !152)
    #dbg_value(i32 3, !132, !DIExpression(), !153)
    #dbg_value(i32 3, !68, !DIExpression(), !154)
    #dbg_value(i32 1, !69, !DIExpression(), !154)
  %60 = invoke noundef signext i32 @_Z7throweri(i32 noundef signext 3) #8
          to label %77 unwind label %61, !dbg !157

61:                                               ; preds = %58
  %62 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null, !dbg !158
  %63 = extractvalue { ptr, i32 } %62, 0, !dbg !158
  %64 = extractvalue { ptr, i32 } %62, 1, !dbg !158
  %65 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6, !dbg !159
  %66 = icmp eq i32 %64, %65, !dbg !159
  br i1 %66, label %74, label %67, !dbg !159

67:                                               ; preds = %61
  %68 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #6, !dbg !159
  %69 = icmp eq i32 %64, %68, !dbg !159
  %70 = tail call ptr @__cxa_begin_catch(ptr %63) #6, !dbg !154
  br i1 %69, label %72, label %71, !dbg !159

71:                                               ; preds = %67
  tail call void @__cxa_end_catch(), !dbg !163
  br label %77

72:                                               ; preds = %67
    #dbg_value(ptr %70, !70, !DIExpression(), !154)
  %73 = load i32, ptr %70, align 4, !dbg !162, !tbaa !63
  tail call void @__cxa_end_catch(), !dbg !160
  br label %77

74:                                               ; preds = %61
  %75 = tail call ptr @__cxa_begin_catch(ptr %63) #6, !dbg !160
  %76 = load i32, ptr %75, align 4, !dbg !160, !tbaa !50
    #dbg_value(i32 %76, !72, !DIExpression(), !154)
  tail call void @__cxa_end_catch() #6, !dbg !161
  br label %77

77:                                               ; preds = %74, %72, %71, %58
  %78 = phi i32 [ %76, %74 ], [ 3, %58 ], [ %73, %72 ], [ -1, %71 ], !dbg !154
    #dbg_value(i32 poison, !131, !DIExpression(), !152)
    #dbg_value(i32 4, !132, !DIExpression(), !153)
    #dbg_value(i32 4, !68, !DIExpression(), !154)
    #dbg_value(i32 1, !69, !DIExpression(), !154)
  %79 = invoke noundef signext i32 @_Z7throweri(i32 noundef signext 4) #8
          to label %96 unwind label %80, !dbg !157

80:                                               ; preds = %77
  %81 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null, !dbg !158
  %82 = extractvalue { ptr, i32 } %81, 0, !dbg !158
  %83 = extractvalue { ptr, i32 } %81, 1, !dbg !158
  %84 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6, !dbg !159
  %85 = icmp eq i32 %83, %84, !dbg !159
  br i1 %85, label %93, label %86, !dbg !159

86:                                               ; preds = %80
  %87 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #6, !dbg !159
  %88 = icmp eq i32 %83, %87, !dbg !159
  %89 = tail call ptr @__cxa_begin_catch(ptr %82) #6, !dbg !154
  br i1 %88, label %91, label %90, !dbg !159

90:                                               ; preds = %86
  tail call void @__cxa_end_catch(), !dbg !163
  br label %96

91:                                               ; preds = %86
    #dbg_value(ptr %89, !70, !DIExpression(), !154)
  %92 = load i32, ptr %89, align 4, !dbg !162, !tbaa !63
  tail call void @__cxa_end_catch(), !dbg !160
  br label %96

93:                                               ; preds = %80
  %94 = tail call ptr @__cxa_begin_catch(ptr %82) #6, !dbg !160
  %95 = load i32, ptr %94, align 4, !dbg !160, !tbaa !50
    #dbg_value(i32 %95, !72, !DIExpression(), !154)
  tail call void @__cxa_end_catch() #6, !dbg !161
  br label %96

96:                                               ; preds = %93, %91, %90, %77
  %97 = phi i32 [ %95, %93 ], [ 4, %77 ], [ %92, %91 ], [ -1, %90 ], !dbg !154
    #dbg_value(i32 poison, !131, !DIExpression(), !152)
    #dbg_value(i32 5, !132, !DIExpression(), !153)
    #dbg_value(i32 5, !68, !DIExpression(), !154)
    #dbg_value(i32 1, !69, !DIExpression(), !154)
  %98 = invoke noundef signext i32 @_Z7throweri(i32 noundef signext 5) #8
          to label %115 unwind label %99, !dbg !157

99:                                               ; preds = %96
  %100 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null, !dbg !158
  %101 = extractvalue { ptr, i32 } %100, 0, !dbg !158
  %102 = extractvalue { ptr, i32 } %100, 1, !dbg !158
  %103 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6, !dbg !159
  %104 = icmp eq i32 %102, %103, !dbg !159
  br i1 %104, label %112, label %105, !dbg !159

105:                                              ; preds = %99
  %106 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #6, !dbg !159
  %107 = icmp eq i32 %102, %106, !dbg !159
  %108 = tail call ptr @__cxa_begin_catch(ptr %101) #6, !dbg !154
  br i1 %107, label %110, label %109, !dbg !159

109:                                              ; preds = %105
  tail call void @__cxa_end_catch(), !dbg !163
  br label %115

110:                                              ; preds = %105
    #dbg_value(ptr %108, !70, !DIExpression(), !154)
  %111 = load i32, ptr %108, align 4, !dbg !162, !tbaa !63
  tail call void @__cxa_end_catch(), !dbg !160
  br label %115

112:                                              ; preds = %99
  %113 = tail call ptr @__cxa_begin_catch(ptr %101) #6, !dbg !160
  %114 = load i32, ptr %113, align 4, !dbg !160, !tbaa !50
    #dbg_value(i32 %114, !72, !DIExpression(), !154)
  tail call void @__cxa_end_catch() #6, !dbg !161
  br label %115

115:                                              ; preds = %112, %110, %109, %96
  %116 = phi i32 [ %114, %112 ], [ 5, %96 ], [ %111, %110 ], [ -1, %109 ], !dbg !154
    #dbg_value(i32 poison, !131, !DIExpression(), !152)
    #dbg_value(i32 6, !132, !DIExpression(), !153)
    #dbg_value(ptr undef, !164, !DIExpression(), !169)
    #dbg_value(i32 -1, !167, !DIExpression(), !169)
  %117 = tail call ptr @__cxa_allocate_exception(i64 4) #6, !dbg !172
    #dbg_value(ptr %117, !56, !DIExpression(), !174)
    #dbg_value(i32 -1, !59, !DIExpression(), !174)
  store i32 -1, ptr %117, align 4, !dbg !176, !tbaa !63
  invoke void @__cxa_throw(ptr nonnull %117, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED2Ev) #7
          to label %118 unwind label %119, !dbg !172

118:                                              ; preds = %115
  unreachable, !dbg !172

119:                                              ; preds = %115
  %120 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E, !dbg !177
  %121 = extractvalue { ptr, i32 } %120, 1, !dbg !177
  %122 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #6, !dbg !178
  %123 = icmp eq i32 %121, %122, !dbg !178
  br i1 %123, label %124, label %151, !dbg !178

124:                                              ; preds = %119
  %125 = extractvalue { ptr, i32 } %120, 0, !dbg !177
  %126 = tail call ptr @__cxa_begin_catch(ptr %125) #6, !dbg !178
    #dbg_value(ptr %126, !134, !DIExpression(), !152)
  %127 = load i32, ptr %126, align 4, !dbg !179, !tbaa !63
    #dbg_value(!DIArgList(i32 poison, i32 poison), !131, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !152)
  tail call void @__cxa_end_catch(), !dbg !181
    #dbg_value(i64 7, !135, !DIExpression(), !152)
    #dbg_value(i32 %137, !131, !DIExpression(), !152)
  %128 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_var), !dbg !182
  %129 = load i32, ptr %128, align 4, !dbg !183, !tbaa !50
  %130 = add nsw i32 %129, 1, !dbg !183
  store i32 %130, ptr %128, align 4, !dbg !183, !tbaa !50
  %131 = add i32 %21, 7, !dbg !184
  %132 = add i32 %131, %40, !dbg !184
  %133 = add i32 %132, %59, !dbg !184
  %134 = add i32 %133, %78, !dbg !184
  %135 = add i32 %134, %97, !dbg !184
  %136 = add i32 %135, %116, !dbg !185
  %137 = add i32 %136, %127, !dbg !186
  %138 = add nsw i32 %137, %129, !dbg !187
    #dbg_value(i32 %138, !131, !DIExpression(), !152)
    #dbg_value(ptr undef, !147, !DIExpression(), !152)
  %139 = mul nsw i32 %138, 3, !dbg !188
    #dbg_value(i32 %139, !131, !DIExpression(), !152)
    #dbg_value(i32 3, !88, !DIExpression(), !189)
    #dbg_value(i32 1, !89, !DIExpression(), !189)
    #dbg_value(i32 2, !90, !DIExpression(), !189)
  %140 = invoke noundef signext i32 @_Z7throweri(i32 noundef signext 3) #8
          to label %141 unwind label %143, !dbg !192

141:                                              ; preds = %124
  %142 = add nsw i32 %139, 6, !dbg !193
    #dbg_value(i32 %142, !131, !DIExpression(), !152)
  br label %148, !dbg !194

143:                                              ; preds = %124
  %144 = landingpad { ptr, i32 }
          catch ptr null, !dbg !195
  %145 = extractvalue { ptr, i32 } %144, 0, !dbg !195
  %146 = tail call ptr @__cxa_begin_catch(ptr %145) #6, !dbg !194
  %147 = add nsw i32 %139, 1, !dbg !196
    #dbg_value(i32 %147, !131, !DIExpression(), !152)
  tail call void @__cxa_end_catch(), !dbg !198
  br label %148

148:                                              ; preds = %143, %141
  %149 = phi i32 [ %142, %141 ], [ %147, %143 ], !dbg !199
    #dbg_value(i32 %149, !131, !DIExpression(), !152)
  %150 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext %149) #8, !dbg !200
  ret i32 0, !dbg !201

151:                                              ; preds = %119
  resume { ptr, i32 } %120, !dbg !201
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #4

declare !dbg !202 signext i32 @printf(ptr noundef, ...) local_unnamed_addr #5

define weak_odr hidden noundef ptr @_ZTW7tls_var() local_unnamed_addr #5 comdat {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_var)
  ret ptr %1
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress noinline "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { mustprogress "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { nobuiltin "no-builtins" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !30, !31, !32, !33}
!llvm.ident = !{!34}

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
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!22 = !{!23}
!23 = !DISubrange(count: 4)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 1, !"target-abi", !"lp64d"}
!28 = !{i32 6, !"riscv-isa", !29}
!29 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!30 = !{i32 8, !"PIC Level", i32 2}
!31 = !{i32 7, !"PIE Level", i32 2}
!32 = !{i32 8, !"SmallDataLimit", i32 8}
!33 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!34 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!35 = distinct !DISubprogram(name: "~E", linkageName: "_ZN1ED2Ev", scope: !5, file: !3, line: 5, type: !14, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !13, retainedNodes: !36)
!36 = !{!37}
!37 = !DILocalVariable(name: "this", arg: 1, scope: !35, type: !38, flags: DIFlagArtificial | DIFlagObjectPointer)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!39 = !DILocation(line: 0, scope: !35)
!40 = !DILocation(line: 5, column: 11, scope: !35)
!41 = distinct !DISubprogram(name: "thrower", linkageName: "_Z7throweri", scope: !3, file: !3, line: 11, type: !42, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !44)
!42 = !DISubroutineType(types: !43)
!43 = !{!8, !8}
!44 = !{!45}
!45 = !DILocalVariable(name: "x", arg: 1, scope: !41, file: !3, line: 11, type: !8)
!46 = !DILocation(line: 0, scope: !41)
!47 = !DILocation(line: 11, column: 52, scope: !41)
!48 = !DILocation(line: 11, column: 60, scope: !49)
!49 = distinct !DILexicalBlock(scope: !41, file: !3, line: 11, column: 52)
!50 = !{!51, !51, i64 0}
!51 = !{!"int", !52, i64 0}
!52 = !{!"omnipotent char", !53, i64 0}
!53 = !{!"Simple C++ TBAA"}
!54 = !DILocation(line: 11, column: 82, scope: !55)
!55 = distinct !DILexicalBlock(scope: !41, file: !3, line: 11, column: 74)
!56 = !DILocalVariable(name: "this", arg: 1, scope: !57, type: !38, flags: DIFlagArtificial | DIFlagObjectPointer)
!57 = distinct !DISubprogram(name: "E", linkageName: "_ZN1EC2Ei", scope: !5, file: !3, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !9, retainedNodes: !58)
!58 = !{!56, !59}
!59 = !DILocalVariable(name: "v", arg: 2, scope: !57, file: !3, line: 4, type: !8)
!60 = !DILocation(line: 0, scope: !57, inlinedAt: !61)
!61 = distinct !DILocation(line: 11, column: 88, scope: !55)
!62 = !DILocation(line: 4, column: 30, scope: !57, inlinedAt: !61)
!63 = !{!64, !51, i64 0}
!64 = !{!"_ZTS1E", !51, i64 0}
!65 = !DILocation(line: 11, column: 94, scope: !41)
!66 = distinct !DISubprogram(name: "guarded", linkageName: "_Z7guardedi", scope: !3, file: !3, line: 12, type: !42, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !67)
!67 = !{!68, !69, !70, !72}
!68 = !DILocalVariable(name: "x", arg: 1, scope: !66, file: !3, line: 12, type: !8)
!69 = !DILocalVariable(name: "local", scope: !66, file: !3, line: 13, type: !5)
!70 = !DILocalVariable(name: "e", scope: !66, file: !3, line: 16, type: !71)
!71 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!72 = !DILocalVariable(name: "i", scope: !66, file: !3, line: 15, type: !8)
!73 = !DILocation(line: 0, scope: !66)
!74 = !DILocation(line: 14, column: 16, scope: !75)
!75 = distinct !DILexicalBlock(scope: !66, file: !3, line: 14, column: 7)
!76 = !DILocation(line: 18, column: 1, scope: !75)
!77 = !DILocation(line: 14, column: 28, scope: !75)
!78 = !DILocation(line: 16, column: 30, scope: !79)
!79 = distinct !DILexicalBlock(scope: !66, file: !3, line: 16, column: 16)
!80 = !DILocation(line: 15, column: 29, scope: !81)
!81 = distinct !DILexicalBlock(scope: !66, file: !3, line: 15, column: 17)
!82 = !DILocation(line: 16, column: 27, scope: !79)
!83 = !DILocation(line: 17, column: 28, scope: !84)
!84 = distinct !DILexicalBlock(scope: !66, file: !3, line: 17, column: 15)
!85 = !DILocation(line: 18, column: 1, scope: !66)
!86 = distinct !DISubprogram(name: "cleanup_only", linkageName: "_Z12cleanup_onlyi", scope: !3, file: !3, line: 19, type: !42, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !87)
!87 = !{!88, !89, !90}
!88 = !DILocalVariable(name: "x", arg: 1, scope: !86, file: !3, line: 19, type: !8)
!89 = !DILocalVariable(name: "a", scope: !86, file: !3, line: 19, type: !5)
!90 = !DILocalVariable(name: "b", scope: !86, file: !3, line: 19, type: !5)
!91 = !DILocation(line: 0, scope: !86)
!92 = !DILocation(line: 19, column: 48, scope: !86)
!93 = !DILocation(line: 19, column: 65, scope: !86)
!94 = !DILocation(line: 19, column: 72, scope: !86)
!95 = distinct !DISubprogram(name: "main", linkageName: "_Z4mainiPPc", scope: !3, file: !3, line: 21, type: !96, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !100)
!96 = !DISubroutineType(types: !97)
!97 = !{!8, !8, !98}
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!100 = !{!101, !102, !103, !129, !131, !132, !134, !135, !147}
!101 = !DILocalVariable(name: "argc", arg: 1, scope: !95, file: !3, line: 21, type: !8)
!102 = !DILocalVariable(arg: 2, scope: !95, file: !3, line: 21, type: !98)
!103 = !DILocalVariable(name: "d", scope: !95, file: !3, line: 22, type: !104)
!104 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "D", file: !3, line: 7, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !105, vtableHolder: !107, identifier: "_ZTS1D")
!105 = !{!106, !121, !122, !126}
!106 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !104, baseType: !107, extraData: i32 0)
!107 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "B", file: !3, line: 6, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !108, vtableHolder: !107, identifier: "_ZTS1B")
!108 = !{!109, !114, !118}
!109 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$B", scope: !3, file: !3, baseType: !110, size: 64, flags: DIFlagArtificial)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !112, size: 64)
!112 = !DISubroutineType(types: !113)
!113 = !{!8}
!114 = !DISubprogram(name: "~B", scope: !107, file: !3, line: 6, type: !115, scopeLine: 6, containingType: !107, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!115 = !DISubroutineType(types: !116)
!116 = !{null, !117}
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!118 = !DISubprogram(name: "f", linkageName: "_ZN1B1fEi", scope: !107, file: !3, line: 6, type: !119, scopeLine: 6, containingType: !107, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual | DISPFlagOptimized)
!119 = !DISubroutineType(types: !120)
!120 = !{!8, !117, !8}
!121 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !104, file: !3, line: 7, baseType: !8, size: 32, offset: 64)
!122 = !DISubprogram(name: "D", scope: !104, file: !3, line: 7, type: !123, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!123 = !DISubroutineType(types: !124)
!124 = !{null, !125, !8}
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!126 = !DISubprogram(name: "f", linkageName: "_ZN1D1fEi", scope: !104, file: !3, line: 7, type: !127, scopeLine: 7, containingType: !104, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!127 = !DISubroutineType(types: !128)
!128 = !{!8, !125, !8}
!129 = !DILocalVariable(name: "b", scope: !95, file: !3, line: 22, type: !130)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!131 = !DILocalVariable(name: "s", scope: !95, file: !3, line: 22, type: !8)
!132 = !DILocalVariable(name: "i", scope: !133, file: !3, line: 23, type: !8)
!133 = distinct !DILexicalBlock(scope: !95, file: !3, line: 23, column: 3)
!134 = !DILocalVariable(name: "e", scope: !95, file: !3, line: 24, type: !71)
!135 = !DILocalVariable(name: "bx", scope: !95, file: !3, line: 25, type: !136)
!136 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Box<long>", file: !3, line: 8, size: 64, flags: DIFlagTypePassByValue, elements: !137, templateParams: !145, identifier: "_ZTS3BoxIlE")
!137 = !{!138, !140}
!138 = !DIDerivedType(tag: DW_TAG_member, name: "t", scope: !136, file: !3, line: 8, baseType: !139, size: 64)
!139 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!140 = !DISubprogram(name: "get", linkageName: "_ZNK3BoxIlE3getEv", scope: !136, file: !3, line: 8, type: !141, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!141 = !DISubroutineType(types: !142)
!142 = !{!139, !143}
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!144 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !136)
!145 = !{!146}
!146 = !DITemplateTypeParameter(name: "T", type: !139)
!147 = !DILocalVariable(name: "lam", scope: !95, file: !3, line: 26, type: !148)
!148 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !95, file: !3, line: 26, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !149)
!149 = !{!150}
!150 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !148, file: !3, line: 26, baseType: !151, size: 64)
!151 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !8, size: 64)
!152 = !DILocation(line: 0, scope: !95)
!153 = !DILocation(line: 0, scope: !133)
!154 = !DILocation(line: 0, scope: !66, inlinedAt: !155)
!155 = distinct !DILocation(line: 23, column: 36, scope: !156)
!156 = distinct !DILexicalBlock(scope: !133, file: !3, line: 23, column: 3)
!157 = !DILocation(line: 14, column: 16, scope: !75, inlinedAt: !155)
!158 = !DILocation(line: 18, column: 1, scope: !75, inlinedAt: !155)
!159 = !DILocation(line: 14, column: 28, scope: !75, inlinedAt: !155)
!160 = !DILocation(line: 16, column: 30, scope: !79, inlinedAt: !155)
!161 = !DILocation(line: 15, column: 29, scope: !81, inlinedAt: !155)
!162 = !DILocation(line: 16, column: 27, scope: !79, inlinedAt: !155)
!163 = !DILocation(line: 17, column: 28, scope: !84, inlinedAt: !155)
!164 = !DILocalVariable(name: "this", arg: 1, scope: !165, type: !168, flags: DIFlagArtificial | DIFlagObjectPointer)
!165 = distinct !DISubprogram(name: "f", linkageName: "_ZN1D1fEi", scope: !104, file: !3, line: 7, type: !127, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !126, retainedNodes: !166)
!166 = !{!164, !167}
!167 = !DILocalVariable(name: "x", arg: 2, scope: !165, file: !3, line: 7, type: !8)
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!169 = !DILocation(line: 0, scope: !165, inlinedAt: !170)
!170 = distinct !DILocation(line: 24, column: 17, scope: !171)
!171 = distinct !DILexicalBlock(scope: !95, file: !3, line: 24, column: 7)
!172 = !DILocation(line: 7, column: 77, scope: !173, inlinedAt: !170)
!173 = distinct !DILexicalBlock(scope: !165, file: !3, line: 7, column: 70)
!174 = !DILocation(line: 0, scope: !57, inlinedAt: !175)
!175 = distinct !DILocation(line: 7, column: 83, scope: !173, inlinedAt: !170)
!176 = !DILocation(line: 4, column: 30, scope: !57, inlinedAt: !175)
!177 = !DILocation(line: 31, column: 1, scope: !171)
!178 = !DILocation(line: 24, column: 24, scope: !171)
!179 = !DILocation(line: 24, column: 48, scope: !180)
!180 = distinct !DILexicalBlock(scope: !95, file: !3, line: 24, column: 39)
!181 = !DILocation(line: 24, column: 51, scope: !180)
!182 = !DILocation(line: 25, column: 40, scope: !95)
!183 = !DILocation(line: 25, column: 47, scope: !95)
!184 = !DILocation(line: 23, column: 33, scope: !156)
!185 = !DILocation(line: 24, scope: !95)
!186 = !DILocation(line: 25, column: 22, scope: !95)
!187 = !DILocation(line: 25, column: 37, scope: !95)
!188 = !DILocation(line: 27, column: 5, scope: !95)
!189 = !DILocation(line: 0, scope: !86, inlinedAt: !190)
!190 = distinct !DILocation(line: 28, column: 14, scope: !191)
!191 = distinct !DILexicalBlock(scope: !95, file: !3, line: 28, column: 7)
!192 = !DILocation(line: 19, column: 48, scope: !86, inlinedAt: !190)
!193 = !DILocation(line: 28, column: 11, scope: !191)
!194 = !DILocation(line: 28, column: 31, scope: !191)
!195 = !DILocation(line: 31, column: 1, scope: !191)
!196 = !DILocation(line: 28, column: 48, scope: !197)
!197 = distinct !DILexicalBlock(scope: !95, file: !3, line: 28, column: 45)
!198 = !DILocation(line: 28, column: 52, scope: !197)
!199 = !DILocation(line: 28, scope: !95)
!200 = !DILocation(line: 29, column: 3, scope: !95)
!201 = !DILocation(line: 31, column: 1, scope: !95)
!202 = !DISubprogram(name: "printf", scope: !3, file: !3, line: 9, type: !203, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!203 = !DISubroutineType(types: !204)
!204 = !{!8, !205, null}
!205 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
