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

@_ZTIi = external constant ptr
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1E = linkonce_odr hidden constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1E }, comdat, align 8
@tls_var = hidden thread_local global i32 5, align 4
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@_ZTV1D = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI1D, ptr @_ZN1BD2Ev, ptr @_ZN1DD0Ev, ptr @_ZN1D1fEi] }, comdat, align 8, !type !0, !type !1, !type !2, !type !3, !vcall_visibility !4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS1D = linkonce_odr hidden constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1B = linkonce_odr hidden constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1B }, comdat, align 8
@_ZTI1D = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS1D, ptr @_ZTI1B }, comdat, align 8

@_ZN1ED1Ev = hidden unnamed_addr alias void (ptr), ptr @_ZN1ED2Ev

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden void @_ZN1ED2Ev(ptr nocapture nonnull readnone align 4 %0) unnamed_addr #0 align 2 {
  ret void
}

; Function Attrs: mustprogress noinline
define hidden noundef range(i32 5, 3) i32 @_Z7throweri(i32 noundef returned %0) local_unnamed_addr #1 personality ptr @__gxx_personality_v0 !type !13 !type !14 {
  switch i32 %0, label %6 [
    i32 3, label %2
    i32 4, label %4
  ]

2:                                                ; preds = %1
  %3 = tail call ptr @__cxa_allocate_exception(i64 4) #12
  store i32 42, ptr %3, align 16, !tbaa !15
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTIi, ptr null) #13
  unreachable

4:                                                ; preds = %1
  %5 = tail call ptr @__cxa_allocate_exception(i64 4) #12
  store i32 7, ptr %5, align 4, !tbaa !19
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED2Ev) #13
  unreachable

6:                                                ; preds = %1
  ret i32 %0
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress
define hidden noundef i32 @_Z7guardedi(i32 noundef %0) local_unnamed_addr #2 personality ptr @__gxx_personality_v0 !type !13 !type !14 {
  %2 = invoke noundef i32 @_Z7throweri(i32 noundef %0) #14
          to label %19 unwind label %3

3:                                                ; preds = %1
  %4 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null
  %5 = extractvalue { ptr, i32 } %4, 0
  %6 = extractvalue { ptr, i32 } %4, 1
  %7 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #12
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %12

9:                                                ; preds = %3
  %10 = tail call ptr @__cxa_begin_catch(ptr %5) #12
  %11 = load i32, ptr %10, align 4, !tbaa !15
  tail call void @__cxa_end_catch() #12
  br label %19

12:                                               ; preds = %3
  %13 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #12
  %14 = icmp eq i32 %6, %13
  %15 = tail call ptr @__cxa_begin_catch(ptr %5) #12
  br i1 %14, label %16, label %18

16:                                               ; preds = %12
  %17 = load i32, ptr %15, align 4, !tbaa !19
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
define hidden noundef i32 @_Z12cleanup_onlyi(i32 noundef %0) local_unnamed_addr #2 personality ptr @__gxx_personality_v0 !type !13 !type !14 {
  %2 = tail call noundef i32 @_Z7throweri(i32 noundef %0) #14
  %3 = add nsw i32 %0, 3
  ret i32 %3
}

; Function Attrs: mustprogress
define hidden noundef i32 @_Z4mainiPPc(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #2 personality ptr @__gxx_personality_v0 !type !21 !type !22 {
  %3 = alloca %struct.D, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #12
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV1D, i64 16), ptr %3, align 8, !tbaa !23
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 %0, ptr %4, align 8, !tbaa !25
  %5 = invoke noundef i32 @_Z7throweri(i32 noundef 0) #14
          to label %22 unwind label %6

6:                                                ; preds = %2
  %7 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null
  %8 = extractvalue { ptr, i32 } %7, 0
  %9 = extractvalue { ptr, i32 } %7, 1
  %10 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #12
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %15

12:                                               ; preds = %6
  %13 = tail call ptr @__cxa_begin_catch(ptr %8) #12
  %14 = load i32, ptr %13, align 4, !tbaa !15
  tail call void @__cxa_end_catch() #12
  br label %22

15:                                               ; preds = %6
  %16 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #12
  %17 = icmp eq i32 %9, %16
  %18 = tail call ptr @__cxa_begin_catch(ptr %8) #12
  br i1 %17, label %19, label %21

19:                                               ; preds = %15
  %20 = load i32, ptr %18, align 4, !tbaa !19
  tail call void @__cxa_end_catch()
  br label %22

21:                                               ; preds = %15
  tail call void @__cxa_end_catch()
  br label %22

22:                                               ; preds = %19, %21, %12, %2
  %23 = phi i32 [ %14, %12 ], [ 0, %2 ], [ %20, %19 ], [ -1, %21 ]
  %24 = invoke noundef i32 @_Z7throweri(i32 noundef 1) #14
          to label %41 unwind label %25

25:                                               ; preds = %22
  %26 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null
  %27 = extractvalue { ptr, i32 } %26, 0
  %28 = extractvalue { ptr, i32 } %26, 1
  %29 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #12
  %30 = icmp eq i32 %28, %29
  br i1 %30, label %38, label %31

31:                                               ; preds = %25
  %32 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #12
  %33 = icmp eq i32 %28, %32
  %34 = tail call ptr @__cxa_begin_catch(ptr %27) #12
  br i1 %33, label %36, label %35

35:                                               ; preds = %31
  tail call void @__cxa_end_catch()
  br label %41

36:                                               ; preds = %31
  %37 = load i32, ptr %34, align 4, !tbaa !19
  tail call void @__cxa_end_catch()
  br label %41

38:                                               ; preds = %25
  %39 = tail call ptr @__cxa_begin_catch(ptr %27) #12
  %40 = load i32, ptr %39, align 4, !tbaa !15
  tail call void @__cxa_end_catch() #12
  br label %41

41:                                               ; preds = %38, %36, %35, %22
  %42 = phi i32 [ %40, %38 ], [ 1, %22 ], [ %37, %36 ], [ -1, %35 ]
  %43 = add nsw i32 %42, %23
  %44 = invoke noundef i32 @_Z7throweri(i32 noundef 2) #14
          to label %61 unwind label %45

45:                                               ; preds = %41
  %46 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null
  %47 = extractvalue { ptr, i32 } %46, 0
  %48 = extractvalue { ptr, i32 } %46, 1
  %49 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #12
  %50 = icmp eq i32 %48, %49
  br i1 %50, label %58, label %51

51:                                               ; preds = %45
  %52 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #12
  %53 = icmp eq i32 %48, %52
  %54 = tail call ptr @__cxa_begin_catch(ptr %47) #12
  br i1 %53, label %56, label %55

55:                                               ; preds = %51
  tail call void @__cxa_end_catch()
  br label %61

56:                                               ; preds = %51
  %57 = load i32, ptr %54, align 4, !tbaa !19
  tail call void @__cxa_end_catch()
  br label %61

58:                                               ; preds = %45
  %59 = tail call ptr @__cxa_begin_catch(ptr %47) #12
  %60 = load i32, ptr %59, align 4, !tbaa !15
  tail call void @__cxa_end_catch() #12
  br label %61

61:                                               ; preds = %58, %56, %55, %41
  %62 = phi i32 [ %60, %58 ], [ 2, %41 ], [ %57, %56 ], [ -1, %55 ]
  %63 = add nsw i32 %62, %43
  %64 = invoke noundef i32 @_Z7throweri(i32 noundef 3) #14
          to label %81 unwind label %65

65:                                               ; preds = %61
  %66 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null
  %67 = extractvalue { ptr, i32 } %66, 0
  %68 = extractvalue { ptr, i32 } %66, 1
  %69 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #12
  %70 = icmp eq i32 %68, %69
  br i1 %70, label %78, label %71

71:                                               ; preds = %65
  %72 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #12
  %73 = icmp eq i32 %68, %72
  %74 = tail call ptr @__cxa_begin_catch(ptr %67) #12
  br i1 %73, label %76, label %75

75:                                               ; preds = %71
  tail call void @__cxa_end_catch()
  br label %81

76:                                               ; preds = %71
  %77 = load i32, ptr %74, align 4, !tbaa !19
  tail call void @__cxa_end_catch()
  br label %81

78:                                               ; preds = %65
  %79 = tail call ptr @__cxa_begin_catch(ptr %67) #12
  %80 = load i32, ptr %79, align 4, !tbaa !15
  tail call void @__cxa_end_catch() #12
  br label %81

81:                                               ; preds = %78, %76, %75, %61
  %82 = phi i32 [ %80, %78 ], [ 3, %61 ], [ %77, %76 ], [ -1, %75 ]
  %83 = add nsw i32 %82, %63
  %84 = invoke noundef i32 @_Z7throweri(i32 noundef 4) #14
          to label %101 unwind label %85

85:                                               ; preds = %81
  %86 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null
  %87 = extractvalue { ptr, i32 } %86, 0
  %88 = extractvalue { ptr, i32 } %86, 1
  %89 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #12
  %90 = icmp eq i32 %88, %89
  br i1 %90, label %98, label %91

91:                                               ; preds = %85
  %92 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #12
  %93 = icmp eq i32 %88, %92
  %94 = tail call ptr @__cxa_begin_catch(ptr %87) #12
  br i1 %93, label %96, label %95

95:                                               ; preds = %91
  tail call void @__cxa_end_catch()
  br label %101

96:                                               ; preds = %91
  %97 = load i32, ptr %94, align 4, !tbaa !19
  tail call void @__cxa_end_catch()
  br label %101

98:                                               ; preds = %85
  %99 = tail call ptr @__cxa_begin_catch(ptr %87) #12
  %100 = load i32, ptr %99, align 4, !tbaa !15
  tail call void @__cxa_end_catch() #12
  br label %101

101:                                              ; preds = %98, %96, %95, %81
  %102 = phi i32 [ %100, %98 ], [ 4, %81 ], [ %97, %96 ], [ -1, %95 ]
  %103 = add nsw i32 %102, %83
  %104 = invoke noundef i32 @_Z7throweri(i32 noundef 5) #14
          to label %121 unwind label %105

105:                                              ; preds = %101
  %106 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null
  %107 = extractvalue { ptr, i32 } %106, 0
  %108 = extractvalue { ptr, i32 } %106, 1
  %109 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #12
  %110 = icmp eq i32 %108, %109
  br i1 %110, label %118, label %111

111:                                              ; preds = %105
  %112 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #12
  %113 = icmp eq i32 %108, %112
  %114 = tail call ptr @__cxa_begin_catch(ptr %107) #12
  br i1 %113, label %116, label %115

115:                                              ; preds = %111
  tail call void @__cxa_end_catch()
  br label %121

116:                                              ; preds = %111
  %117 = load i32, ptr %114, align 4, !tbaa !19
  tail call void @__cxa_end_catch()
  br label %121

118:                                              ; preds = %105
  %119 = tail call ptr @__cxa_begin_catch(ptr %107) #12
  %120 = load i32, ptr %119, align 4, !tbaa !15
  tail call void @__cxa_end_catch() #12
  br label %121

121:                                              ; preds = %118, %116, %115, %101
  %122 = phi i32 [ %120, %118 ], [ 5, %101 ], [ %117, %116 ], [ -1, %115 ]
  %123 = add nsw i32 %122, %103
  %124 = tail call { ptr, i1 } @llvm.type.checked.load(ptr nonnull getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV1D, i64 16), i32 16, metadata !"_ZTS1B"), !nosanitize !28
  %125 = extractvalue { ptr, i1 } %124, 1, !nosanitize !28
  br i1 %125, label %127, label %126, !nosanitize !28

126:                                              ; preds = %121
  tail call void @llvm.ubsantrap(i8 2) #15, !nosanitize !28
  unreachable, !nosanitize !28

127:                                              ; preds = %121
  %128 = extractvalue { ptr, i1 } %124, 0, !nosanitize !28
  %129 = invoke noundef i32 %128(ptr noundef nonnull align 8 dereferenceable(8) %3, i32 noundef -1) #14
          to label %139 unwind label %130

130:                                              ; preds = %127
  %131 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %132 = extractvalue { ptr, i32 } %131, 1
  %133 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #12
  %134 = icmp eq i32 %132, %133
  br i1 %134, label %135, label %159

135:                                              ; preds = %130
  %136 = extractvalue { ptr, i32 } %131, 0
  %137 = call ptr @__cxa_begin_catch(ptr %136) #12
  %138 = load i32, ptr %137, align 4, !tbaa !19
  call void @__cxa_end_catch()
  br label %139

139:                                              ; preds = %127, %135
  %140 = phi i32 [ %138, %135 ], [ %129, %127 ]
  %141 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_var)
  %142 = load i32, ptr %141, align 4, !tbaa !15
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %141, align 4, !tbaa !15
  %144 = add i32 %123, 7
  %145 = add i32 %144, %140
  %146 = add nsw i32 %145, %142
  %147 = mul nsw i32 %146, 3
  %148 = invoke noundef i32 @_Z7throweri(i32 noundef 3) #14
          to label %149 unwind label %151

149:                                              ; preds = %139
  %150 = add nsw i32 %147, 6
  br label %156

151:                                              ; preds = %139
  %152 = landingpad { ptr, i32 }
          catch ptr null
  %153 = extractvalue { ptr, i32 } %152, 0
  %154 = call ptr @__cxa_begin_catch(ptr %153) #12
  %155 = add nsw i32 %147, 1
  call void @__cxa_end_catch()
  br label %156

156:                                              ; preds = %151, %149
  %157 = phi i32 [ %150, %149 ], [ %155, %151 ]
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %157) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #12
  ret i32 0

159:                                              ; preds = %130
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #12
  resume { ptr, i32 } %131
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare { ptr, i1 } @llvm.type.checked.load(ptr, i32, metadata) #5

; Function Attrs: cold noreturn nounwind
declare void @llvm.ubsantrap(i8 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #7

declare !type !29 !type !30 i32 @printf(ptr noundef, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden void @_ZN1BD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #9 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr hidden void @_ZN1DD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #10 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #16
  ret void
}

; Function Attrs: mustprogress
define linkonce_odr hidden noundef i32 @_ZN1D1fEi(ptr noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp slt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = tail call ptr @__cxa_allocate_exception(i64 4) #12
  store i32 %1, ptr %5, align 4, !tbaa !19
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED2Ev) #13
  unreachable

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load i32, ptr %7, align 8, !tbaa !25
  %9 = add nsw i32 %8, %1
  ret i32 %9
}

; Function Attrs: nobuiltin nounwind
declare !type !31 !type !32 void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #11

define weak_odr hidden noundef ptr @_ZTW7tls_var() local_unnamed_addr #8 comdat {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_var)
  ret ptr %1
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { cold noreturn nounwind }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { inlinehint mustprogress nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind }
attributes #13 = { noreturn }
attributes #14 = { nobuiltin "no-builtins" }
attributes #15 = { noreturn nounwind }
attributes #16 = { builtin nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = !{i64 16, !"_ZTS1B"}
!1 = !{i64 32, !"_ZTSM1BFiiE.virtual"}
!2 = !{i64 16, !"_ZTS1D"}
!3 = !{i64 32, !"_ZTSM1DFiiE.virtual"}
!4 = !{i64 1}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 1, !"Virtual Function Elim", i32 0}
!7 = !{i32 4, !"CFI Canonical Jump Tables", i32 1}
!8 = !{i32 8, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 1, !"ThinLTO", i32 0}
!11 = !{i32 1, !"EnableSplitLTOUnit", i32 1}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = !{i64 0, !"_ZTSFiiE"}
!14 = !{i64 0, !"_ZTSFiiE.generalized"}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !17, i64 0}
!17 = !{!"omnipotent char", !18, i64 0}
!18 = !{!"Simple C++ TBAA"}
!19 = !{!20, !16, i64 0}
!20 = !{!"_ZTS1E", !16, i64 0}
!21 = !{i64 0, !"_ZTSFiiPPcE"}
!22 = !{i64 0, !"_ZTSFiiPvE.generalized"}
!23 = !{!24, !24, i64 0}
!24 = !{!"vtable pointer", !18, i64 0}
!25 = !{!26, !16, i64 8}
!26 = !{!"_ZTS1D", !27, i64 0, !16, i64 8}
!27 = !{!"_ZTS1B"}
!28 = !{}
!29 = !{i64 0, !"_ZTSFiPKczE"}
!30 = !{i64 0, !"_ZTSFiPKvzE.generalized"}
!31 = !{i64 0, !"_ZTSFvPvmE"}
!32 = !{i64 0, !"_ZTSFvPvmE.generalized"}

^0 = module: (path: "[Regular LTO]", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "__gxx_personality_v0") ; guid = 1233668236132380018
^2 = gv: (name: "_ZdlPvm") ; guid = 2054777859222858863
^3 = gv: (name: "_ZN1DD0Ev", summaries: (function: (module: ^0, flags: (linkage: linkonce_odr, visibility: hidden, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 1, importType: definition), insts: 2, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), calls: ((callee: ^2, relbf: 256, tail: 1))))) ; guid = 2112429360852602363
^4 = gv: (name: "__cxa_begin_catch") ; guid = 2822380080272388849
^5 = gv: (name: "_Z7guardedi", summaries: (function: (module: ^0, flags: (linkage: external, visibility: hidden, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 22, calls: ((callee: ^21, relbf: 256), (callee: ^4, tail: 1), (callee: ^16, tail: 1)), refs: (^1, ^9, ^26)))) ; guid = 4783933270466674507
^6 = gv: (name: "_ZTS1B", summaries: (variable: (module: ^0, flags: (linkage: linkonce_odr, visibility: hidden, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 0, writeonly: 0, constant: 1)))) ; guid = 6203814149063363976
^7 = gv: (name: "_ZTV1D", summaries: (variable: (module: ^0, flags: (linkage: linkonce_odr, visibility: hidden, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 1, importType: definition), varFlags: (readonly: 0, writeonly: 0, constant: 1), refs: (^27, ^20, ^3, ^11)))) ; guid = 6327234297852968556
^8 = gv: (name: "_ZN1ED2Ev", summaries: (function: (module: ^0, flags: (linkage: external, visibility: hidden, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 1, funcFlags: (readNone: 1, readOnly: 0, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 6361879444347241731
^9 = gv: (name: "_ZTIi") ; guid = 7332356510842962422
^10 = gv: (name: "printf") ; guid = 7383291119112528047
^11 = gv: (name: "_ZN1D1fEi", summaries: (function: (module: ^0, flags: (linkage: linkonce_odr, visibility: hidden, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 1, importType: definition), insts: 10, calls: ((callee: ^24, tail: 1), (callee: ^19, tail: 1)), refs: (^1, ^26, ^8)))) ; guid = 8817623164588768769
^12 = gv: (name: "_ZTI1B", summaries: (variable: (module: ^0, flags: (linkage: linkonce_odr, visibility: hidden, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 0, writeonly: 0, constant: 1), refs: (^6, ^25)))) ; guid = 9025253115610280471
^13 = gv: (name: "tls_var", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: hidden, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 1, writeonly: 1, constant: 0)))) ; guid = 9542675116536429712
^14 = gv: (name: "_ZTS1D", summaries: (variable: (module: ^0, flags: (linkage: linkonce_odr, visibility: hidden, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 0, writeonly: 0, constant: 1)))) ; guid = 9614786172484273522
^15 = gv: (name: "_Z4mainiPPc", summaries: (function: (module: ^0, flags: (linkage: external, visibility: hidden, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 177, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 0, mayThrow: 1, hasUnknownCall: 1, mustBeUnreachable: 0), calls: ((callee: ^21, relbf: 1791), (callee: ^4, tail: 1), (callee: ^16, tail: 1), (callee: ^10, relbf: 255)), typeIdInfo: (typeCheckedLoadConstVCalls: ((vFuncId: (guid: 6203814149063363976, offset: 16), args: (4294967295)))), refs: (^1, ^7, ^9, ^26, ^13, ^23)))) ; guid = 9631820773201038451
^16 = gv: (name: "__cxa_end_catch") ; guid = 10158920175350430535
^17 = gv: (name: "_ZTVN10__cxxabiv120__si_class_type_infoE") ; guid = 10873349890511596996
^18 = gv: (name: "_Z12cleanup_onlyi", summaries: (function: (module: ^0, flags: (linkage: external, visibility: hidden, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 3, calls: ((callee: ^21, relbf: 256, tail: 1)), refs: (^1)))) ; guid = 11563617520248297982
^19 = gv: (name: "__cxa_throw") ; guid = 11744965366672030630
^20 = gv: (name: "_ZN1BD2Ev", summaries: (function: (module: ^0, flags: (linkage: linkonce_odr, visibility: hidden, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 1, importType: definition), insts: 1, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 12320365524556652381
^21 = gv: (name: "_Z7throweri", summaries: (function: (module: ^0, flags: (linkage: external, visibility: hidden, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 10, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 1, alwaysInline: 0, noUnwind: 0, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), calls: ((callee: ^24, tail: 1), (callee: ^19, tail: 1)), refs: (^1, ^9, ^26, ^8)))) ; guid = 13118578969466413729
^22 = gv: (name: "_ZTW7tls_var", summaries: (function: (module: ^0, flags: (linkage: weak_odr, visibility: hidden, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 2, refs: (^13)))) ; guid = 13311564463833047209
^23 = gv: (name: ".str", summaries: (variable: (module: ^0, flags: (linkage: private, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 1, writeonly: 0, constant: 1)))) ; guid = 14586275836480189456
^24 = gv: (name: "__cxa_allocate_exception") ; guid = 15475840464582149017
^25 = gv: (name: "_ZTVN10__cxxabiv117__class_type_infoE") ; guid = 16105443863886496782
^26 = gv: (name: "_ZTI1E", summaries: (variable: (module: ^0, flags: (linkage: linkonce_odr, visibility: hidden, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 0, writeonly: 0, constant: 1), refs: (^29, ^25)))) ; guid = 16388024363267604408
^27 = gv: (name: "_ZTI1D", summaries: (variable: (module: ^0, flags: (linkage: linkonce_odr, visibility: hidden, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 0, writeonly: 0, constant: 1), refs: (^14, ^12, ^17)))) ; guid = 16704553516983496837
^28 = gv: (name: "_ZN1ED1Ev", summaries: (alias: (module: ^0, flags: (linkage: external, visibility: hidden, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), aliasee: ^8))) ; guid = 17226507095037224668
^29 = gv: (name: "_ZTS1E", summaries: (variable: (module: ^0, flags: (linkage: linkonce_odr, visibility: hidden, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 0, writeonly: 0, constant: 1)))) ; guid = 17437243864166745132
^30 = flags: 8
^31 = blockcount: 0
