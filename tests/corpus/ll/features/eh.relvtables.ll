; ModuleID = 'tests/programs/features/eh.cpp'
source_filename = "tests/programs/features/eh.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.D = type <{ %struct.B, i32, [4 x i8] }>
%struct.B = type { ptr }

$_ZN1BD2Ev = comdat any

$_ZN1DD0Ev = comdat any

$_ZN1D1fEi = comdat any

$_ZTW7tls_var = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

$_ZTV1D = comdat any

$_ZTS1D = comdat any

$_ZTS1B = comdat any

$_ZTI1B = comdat any

$_ZTI1D = comdat any

$_ZTI1D.rtti_proxy = comdat any

@_ZTIi = external constant ptr
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1E = linkonce_odr dso_local constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (i8, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 8), ptr @_ZTS1E }, comdat, align 8
@tls_var = dso_local thread_local global i32 5, align 4
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@_ZTV1D = linkonce_odr dso_local unnamed_addr constant { [5 x i32] } { [5 x i32] [i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @_ZTI1D.rtti_proxy to i64), i64 ptrtoint (ptr getelementptr inbounds ({ [5 x i32] }, ptr @_ZTV1D, i32 0, i32 0, i32 2) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr dso_local_equivalent @_ZN1BD2Ev to i64), i64 ptrtoint (ptr getelementptr inbounds ({ [5 x i32] }, ptr @_ZTV1D, i32 0, i32 0, i32 2) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr dso_local_equivalent @_ZN1DD0Ev to i64), i64 ptrtoint (ptr getelementptr inbounds ({ [5 x i32] }, ptr @_ZTV1D, i32 0, i32 0, i32 2) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr dso_local_equivalent @_ZN1D1fEi to i64), i64 ptrtoint (ptr getelementptr inbounds ({ [5 x i32] }, ptr @_ZTV1D, i32 0, i32 0, i32 2) to i64)) to i32)] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS1D = linkonce_odr dso_local constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (i8, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 8), ptr @_ZTS1B }, comdat, align 8
@_ZTI1D = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (i8, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 8), ptr @_ZTS1D, ptr @_ZTI1B }, comdat, align 8
@_ZTI1D.rtti_proxy = linkonce_odr hidden unnamed_addr constant ptr @_ZTI1D, comdat

@_ZN1ED1Ev = dso_local unnamed_addr alias void (ptr), ptr @_ZN1ED2Ev

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local void @_ZN1ED2Ev(ptr nocapture nonnull readnone align 4 %0) unnamed_addr #0 align 2 {
  ret void
}

; Function Attrs: mustprogress noinline
define dso_local noundef range(i32 5, 3) i32 @_Z7throweri(i32 noundef returned %0) local_unnamed_addr #1 personality ptr @__gxx_personality_v0 {
  switch i32 %0, label %6 [
    i32 3, label %2
    i32 4, label %4
  ]

2:                                                ; preds = %1
  %3 = tail call ptr @__cxa_allocate_exception(i64 4) #10
  store i32 42, ptr %3, align 16, !tbaa !4
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTIi, ptr null) #11
  unreachable

4:                                                ; preds = %1
  %5 = tail call ptr @__cxa_allocate_exception(i64 4) #10
  store i32 7, ptr %5, align 4, !tbaa !8
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED2Ev) #11
  unreachable

6:                                                ; preds = %1
  ret i32 %0
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress
define dso_local noundef i32 @_Z7guardedi(i32 noundef %0) local_unnamed_addr #2 personality ptr @__gxx_personality_v0 {
  %2 = invoke noundef i32 @_Z7throweri(i32 noundef %0) #12
          to label %19 unwind label %3

3:                                                ; preds = %1
  %4 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null
  %5 = extractvalue { ptr, i32 } %4, 0
  %6 = extractvalue { ptr, i32 } %4, 1
  %7 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %12

9:                                                ; preds = %3
  %10 = tail call ptr @__cxa_begin_catch(ptr %5) #10
  %11 = load i32, ptr %10, align 4, !tbaa !4
  tail call void @__cxa_end_catch() #10
  br label %19

12:                                               ; preds = %3
  %13 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #10
  %14 = icmp eq i32 %6, %13
  %15 = tail call ptr @__cxa_begin_catch(ptr %5) #10
  br i1 %14, label %16, label %18

16:                                               ; preds = %12
  %17 = load i32, ptr %15, align 4, !tbaa !8
  tail call void @__cxa_end_catch()
  br label %19

18:                                               ; preds = %12
  tail call void @__cxa_end_catch()
  br label %19

19:                                               ; preds = %18, %16, %1, %9
  %20 = phi i32 [ %11, %9 ], [ -1, %18 ], [ %0, %1 ], [ %17, %16 ]
  ret i32 %20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress
define dso_local noundef i32 @_Z12cleanup_onlyi(i32 noundef %0) local_unnamed_addr #2 personality ptr @__gxx_personality_v0 {
  %2 = tail call noundef i32 @_Z7throweri(i32 noundef %0) #12
  %3 = add nsw i32 %0, 3
  ret i32 %3
}

; Function Attrs: mustprogress
define dso_local noundef i32 @_Z4mainiPPc(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %struct.D, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #10
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV1D, i64 8), ptr %3, align 8, !tbaa !10
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 %0, ptr %4, align 8, !tbaa !12
  %5 = invoke noundef i32 @_Z7throweri(i32 noundef 0) #12
          to label %22 unwind label %6

6:                                                ; preds = %2
  %7 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null
  %8 = extractvalue { ptr, i32 } %7, 0
  %9 = extractvalue { ptr, i32 } %7, 1
  %10 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %15

12:                                               ; preds = %6
  %13 = tail call ptr @__cxa_begin_catch(ptr %8) #10
  %14 = load i32, ptr %13, align 4, !tbaa !4
  tail call void @__cxa_end_catch() #10
  br label %22

15:                                               ; preds = %6
  %16 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #10
  %17 = icmp eq i32 %9, %16
  %18 = tail call ptr @__cxa_begin_catch(ptr %8) #10
  br i1 %17, label %19, label %21

19:                                               ; preds = %15
  %20 = load i32, ptr %18, align 4, !tbaa !8
  tail call void @__cxa_end_catch()
  br label %22

21:                                               ; preds = %15
  tail call void @__cxa_end_catch()
  br label %22

22:                                               ; preds = %19, %21, %12, %2
  %23 = phi i32 [ %14, %12 ], [ 0, %2 ], [ %20, %19 ], [ -1, %21 ]
  %24 = invoke noundef i32 @_Z7throweri(i32 noundef 1) #12
          to label %41 unwind label %25

25:                                               ; preds = %22
  %26 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null
  %27 = extractvalue { ptr, i32 } %26, 0
  %28 = extractvalue { ptr, i32 } %26, 1
  %29 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10
  %30 = icmp eq i32 %28, %29
  br i1 %30, label %38, label %31

31:                                               ; preds = %25
  %32 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #10
  %33 = icmp eq i32 %28, %32
  %34 = tail call ptr @__cxa_begin_catch(ptr %27) #10
  br i1 %33, label %36, label %35

35:                                               ; preds = %31
  tail call void @__cxa_end_catch()
  br label %41

36:                                               ; preds = %31
  %37 = load i32, ptr %34, align 4, !tbaa !8
  tail call void @__cxa_end_catch()
  br label %41

38:                                               ; preds = %25
  %39 = tail call ptr @__cxa_begin_catch(ptr %27) #10
  %40 = load i32, ptr %39, align 4, !tbaa !4
  tail call void @__cxa_end_catch() #10
  br label %41

41:                                               ; preds = %38, %36, %35, %22
  %42 = phi i32 [ %40, %38 ], [ 1, %22 ], [ %37, %36 ], [ -1, %35 ]
  %43 = add nsw i32 %42, %23
  %44 = invoke noundef i32 @_Z7throweri(i32 noundef 2) #12
          to label %61 unwind label %45

45:                                               ; preds = %41
  %46 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null
  %47 = extractvalue { ptr, i32 } %46, 0
  %48 = extractvalue { ptr, i32 } %46, 1
  %49 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10
  %50 = icmp eq i32 %48, %49
  br i1 %50, label %58, label %51

51:                                               ; preds = %45
  %52 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #10
  %53 = icmp eq i32 %48, %52
  %54 = tail call ptr @__cxa_begin_catch(ptr %47) #10
  br i1 %53, label %56, label %55

55:                                               ; preds = %51
  tail call void @__cxa_end_catch()
  br label %61

56:                                               ; preds = %51
  %57 = load i32, ptr %54, align 4, !tbaa !8
  tail call void @__cxa_end_catch()
  br label %61

58:                                               ; preds = %45
  %59 = tail call ptr @__cxa_begin_catch(ptr %47) #10
  %60 = load i32, ptr %59, align 4, !tbaa !4
  tail call void @__cxa_end_catch() #10
  br label %61

61:                                               ; preds = %58, %56, %55, %41
  %62 = phi i32 [ %60, %58 ], [ 2, %41 ], [ %57, %56 ], [ -1, %55 ]
  %63 = add nsw i32 %62, %43
  %64 = invoke noundef i32 @_Z7throweri(i32 noundef 3) #12
          to label %81 unwind label %65

65:                                               ; preds = %61
  %66 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null
  %67 = extractvalue { ptr, i32 } %66, 0
  %68 = extractvalue { ptr, i32 } %66, 1
  %69 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10
  %70 = icmp eq i32 %68, %69
  br i1 %70, label %78, label %71

71:                                               ; preds = %65
  %72 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #10
  %73 = icmp eq i32 %68, %72
  %74 = tail call ptr @__cxa_begin_catch(ptr %67) #10
  br i1 %73, label %76, label %75

75:                                               ; preds = %71
  tail call void @__cxa_end_catch()
  br label %81

76:                                               ; preds = %71
  %77 = load i32, ptr %74, align 4, !tbaa !8
  tail call void @__cxa_end_catch()
  br label %81

78:                                               ; preds = %65
  %79 = tail call ptr @__cxa_begin_catch(ptr %67) #10
  %80 = load i32, ptr %79, align 4, !tbaa !4
  tail call void @__cxa_end_catch() #10
  br label %81

81:                                               ; preds = %78, %76, %75, %61
  %82 = phi i32 [ %80, %78 ], [ 3, %61 ], [ %77, %76 ], [ -1, %75 ]
  %83 = add nsw i32 %82, %63
  %84 = invoke noundef i32 @_Z7throweri(i32 noundef 4) #12
          to label %101 unwind label %85

85:                                               ; preds = %81
  %86 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null
  %87 = extractvalue { ptr, i32 } %86, 0
  %88 = extractvalue { ptr, i32 } %86, 1
  %89 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10
  %90 = icmp eq i32 %88, %89
  br i1 %90, label %98, label %91

91:                                               ; preds = %85
  %92 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #10
  %93 = icmp eq i32 %88, %92
  %94 = tail call ptr @__cxa_begin_catch(ptr %87) #10
  br i1 %93, label %96, label %95

95:                                               ; preds = %91
  tail call void @__cxa_end_catch()
  br label %101

96:                                               ; preds = %91
  %97 = load i32, ptr %94, align 4, !tbaa !8
  tail call void @__cxa_end_catch()
  br label %101

98:                                               ; preds = %85
  %99 = tail call ptr @__cxa_begin_catch(ptr %87) #10
  %100 = load i32, ptr %99, align 4, !tbaa !4
  tail call void @__cxa_end_catch() #10
  br label %101

101:                                              ; preds = %98, %96, %95, %81
  %102 = phi i32 [ %100, %98 ], [ 4, %81 ], [ %97, %96 ], [ -1, %95 ]
  %103 = add nsw i32 %102, %83
  %104 = invoke noundef i32 @_Z7throweri(i32 noundef 5) #12
          to label %121 unwind label %105

105:                                              ; preds = %101
  %106 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null
  %107 = extractvalue { ptr, i32 } %106, 0
  %108 = extractvalue { ptr, i32 } %106, 1
  %109 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10
  %110 = icmp eq i32 %108, %109
  br i1 %110, label %118, label %111

111:                                              ; preds = %105
  %112 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #10
  %113 = icmp eq i32 %108, %112
  %114 = tail call ptr @__cxa_begin_catch(ptr %107) #10
  br i1 %113, label %116, label %115

115:                                              ; preds = %111
  tail call void @__cxa_end_catch()
  br label %121

116:                                              ; preds = %111
  %117 = load i32, ptr %114, align 4, !tbaa !8
  tail call void @__cxa_end_catch()
  br label %121

118:                                              ; preds = %105
  %119 = tail call ptr @__cxa_begin_catch(ptr %107) #10
  %120 = load i32, ptr %119, align 4, !tbaa !4
  tail call void @__cxa_end_catch() #10
  br label %121

121:                                              ; preds = %118, %116, %115, %101
  %122 = phi i32 [ %120, %118 ], [ 5, %101 ], [ %117, %116 ], [ -1, %115 ]
  %123 = add nsw i32 %122, %103
  %124 = invoke noundef i32 dso_local_equivalent @_ZN1D1fEi(ptr noundef nonnull align 8 dereferenceable(8) %3, i32 noundef -1) #12
          to label %134 unwind label %125

125:                                              ; preds = %121
  %126 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %127 = extractvalue { ptr, i32 } %126, 1
  %128 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #10
  %129 = icmp eq i32 %127, %128
  br i1 %129, label %130, label %154

130:                                              ; preds = %125
  %131 = extractvalue { ptr, i32 } %126, 0
  %132 = call ptr @__cxa_begin_catch(ptr %131) #10
  %133 = load i32, ptr %132, align 4, !tbaa !8
  call void @__cxa_end_catch()
  br label %134

134:                                              ; preds = %121, %130
  %135 = phi i32 [ %133, %130 ], [ %124, %121 ]
  %136 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_var)
  %137 = load i32, ptr %136, align 4, !tbaa !4
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr %136, align 4, !tbaa !4
  %139 = add i32 %123, 7
  %140 = add i32 %139, %135
  %141 = add nsw i32 %140, %137
  %142 = mul nsw i32 %141, 3
  %143 = invoke noundef i32 @_Z7throweri(i32 noundef 3) #12
          to label %144 unwind label %146

144:                                              ; preds = %134
  %145 = add nsw i32 %142, 6
  br label %151

146:                                              ; preds = %134
  %147 = landingpad { ptr, i32 }
          catch ptr null
  %148 = extractvalue { ptr, i32 } %147, 0
  %149 = call ptr @__cxa_begin_catch(ptr %148) #10
  %150 = add nsw i32 %142, 1
  call void @__cxa_end_catch()
  br label %151

151:                                              ; preds = %146, %144
  %152 = phi i32 [ %145, %144 ], [ %150, %146 ]
  %153 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %152) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #10
  ret i32 0

154:                                              ; preds = %125
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #10
  resume { ptr, i32 } %126
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #5

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local void @_ZN1BD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local void @_ZN1DD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #8 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #13
  ret void
}

; Function Attrs: mustprogress
define linkonce_odr dso_local noundef i32 @_ZN1D1fEi(ptr noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp slt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = tail call ptr @__cxa_allocate_exception(i64 4) #10
  store i32 %1, ptr %5, align 4, !tbaa !8
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED2Ev) #11
  unreachable

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load i32, ptr %7, align 8, !tbaa !12
  %9 = add nsw i32 %8, %1
  ret i32 %9
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #9

define weak_odr hidden noundef ptr @_ZTW7tls_var() local_unnamed_addr #6 comdat {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_var)
  ret ptr %1
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inlinehint mustprogress nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nobuiltin nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { nobuiltin "no-builtins" }
attributes #13 = { builtin nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !5, i64 0}
!9 = !{!"_ZTS1E", !5, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"vtable pointer", !7, i64 0}
!12 = !{!13, !5, i64 8}
!13 = !{!"_ZTS1D", !14, i64 0, !5, i64 8}
!14 = !{!"_ZTS1B"}
