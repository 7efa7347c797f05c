; ModuleID = 'tests/programs/features/eh.cpp'
source_filename = "tests/programs/features/eh.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

$_ZTW7tls_var = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTIi = external constant ptr
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1E = linkonce_odr dso_local constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1E }, comdat, align 8
@tls_var = dso_local thread_local global i32 5, align 4
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

@_ZN1ED1Ev = dso_local unnamed_addr alias void (ptr), ptr @_ZN1ED2Ev

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local void @_ZN1ED2Ev(ptr nocapture nonnull readnone align 4 %0) unnamed_addr #0 {
  ret void
}

; Function Attrs: mustprogress noinline
define dso_local noundef range(i32 5, 3) i32 @_Z7throweri(i32 noundef returned %0) local_unnamed_addr #1 personality ptr @__gxx_personality_v0 {
  switch i32 %0, label %6 [
    i32 3, label %2
    i32 4, label %4
  ]

2:                                                ; preds = %1
  %3 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  store i32 42, ptr %3, align 16, !tbaa !5
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTIi, ptr null) #7
  unreachable

4:                                                ; preds = %1
  %5 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  store i32 7, ptr %5, align 4, !tbaa !9
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED2Ev) #7
  unreachable

6:                                                ; preds = %1
  ret i32 %0
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress
define dso_local noundef i32 @_Z7guardedi(i32 noundef %0) local_unnamed_addr #2 personality ptr @__gxx_personality_v0 {
  %2 = invoke noundef i32 @_Z7throweri(i32 noundef %0) #8
          to label %19 unwind label %3

3:                                                ; preds = %1
  %4 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null
  %5 = extractvalue { ptr, i32 } %4, 0
  %6 = extractvalue { ptr, i32 } %4, 1
  %7 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %12

9:                                                ; preds = %3
  %10 = tail call ptr @__cxa_begin_catch(ptr %5) #6
  %11 = load i32, ptr %10, align 4, !tbaa !5
  tail call void @__cxa_end_catch() #6
  br label %19

12:                                               ; preds = %3
  %13 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #6
  %14 = icmp eq i32 %6, %13
  %15 = tail call ptr @__cxa_begin_catch(ptr %5) #6
  br i1 %14, label %16, label %18

16:                                               ; preds = %12
  %17 = load i32, ptr %15, align 4, !tbaa !9
  tail call void @__cxa_end_catch()
  br label %19

18:                                               ; preds = %12
  tail call void @__cxa_end_catch()
  br label %19

19:                                               ; preds = %18, %16, %1, %9
  %20 = phi i32 [ %11, %9 ], [ -1, %18 ], [ %0, %1 ], [ %17, %16 ]
  ret i32 %20
}

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress
define dso_local noundef i32 @_Z12cleanup_onlyi(i32 noundef %0) local_unnamed_addr #2 personality ptr @__gxx_personality_v0 {
  %2 = tail call noundef i32 @_Z7throweri(i32 noundef %0) #8
  %3 = add nsw i32 %0, 3
  ret i32 %3
}

; Function Attrs: mustprogress
define dso_local noundef i32 @_Z4mainiPPc(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #2 personality ptr @__gxx_personality_v0 {
  %3 = invoke noundef i32 @_Z7throweri(i32 noundef 0) #8
          to label %20 unwind label %4

4:                                                ; preds = %2
  %5 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null
  %6 = extractvalue { ptr, i32 } %5, 0
  %7 = extractvalue { ptr, i32 } %5, 1
  %8 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %9 = icmp eq i32 %7, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %4
  %11 = tail call ptr @__cxa_begin_catch(ptr %6) #6
  %12 = load i32, ptr %11, align 4, !tbaa !5
  tail call void @__cxa_end_catch() #6
  br label %20

13:                                               ; preds = %4
  %14 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #6
  %15 = icmp eq i32 %7, %14
  %16 = tail call ptr @__cxa_begin_catch(ptr %6) #6
  br i1 %15, label %17, label %19

17:                                               ; preds = %13
  %18 = load i32, ptr %16, align 4, !tbaa !9
  tail call void @__cxa_end_catch()
  br label %20

19:                                               ; preds = %13
  tail call void @__cxa_end_catch()
  br label %20

20:                                               ; preds = %17, %19, %10, %2
  %21 = phi i32 [ %12, %10 ], [ 0, %2 ], [ %18, %17 ], [ -1, %19 ]
  %22 = invoke noundef i32 @_Z7throweri(i32 noundef 1) #8
          to label %39 unwind label %23

23:                                               ; preds = %20
  %24 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null
  %25 = extractvalue { ptr, i32 } %24, 0
  %26 = extractvalue { ptr, i32 } %24, 1
  %27 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %36, label %29

29:                                               ; preds = %23
  %30 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #6
  %31 = icmp eq i32 %26, %30
  %32 = tail call ptr @__cxa_begin_catch(ptr %25) #6
  br i1 %31, label %34, label %33

33:                                               ; preds = %29
  tail call void @__cxa_end_catch()
  br label %39

34:                                               ; preds = %29
  %35 = load i32, ptr %32, align 4, !tbaa !9
  tail call void @__cxa_end_catch()
  br label %39

36:                                               ; preds = %23
  %37 = tail call ptr @__cxa_begin_catch(ptr %25) #6
  %38 = load i32, ptr %37, align 4, !tbaa !5
  tail call void @__cxa_end_catch() #6
  br label %39

39:                                               ; preds = %36, %34, %33, %20
  %40 = phi i32 [ %38, %36 ], [ 1, %20 ], [ %35, %34 ], [ -1, %33 ]
  %41 = invoke noundef i32 @_Z7throweri(i32 noundef 2) #8
          to label %58 unwind label %42

42:                                               ; preds = %39
  %43 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null
  %44 = extractvalue { ptr, i32 } %43, 0
  %45 = extractvalue { ptr, i32 } %43, 1
  %46 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %47 = icmp eq i32 %45, %46
  br i1 %47, label %55, label %48

48:                                               ; preds = %42
  %49 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #6
  %50 = icmp eq i32 %45, %49
  %51 = tail call ptr @__cxa_begin_catch(ptr %44) #6
  br i1 %50, label %53, label %52

52:                                               ; preds = %48
  tail call void @__cxa_end_catch()
  br label %58

53:                                               ; preds = %48
  %54 = load i32, ptr %51, align 4, !tbaa !9
  tail call void @__cxa_end_catch()
  br label %58

55:                                               ; preds = %42
  %56 = tail call ptr @__cxa_begin_catch(ptr %44) #6
  %57 = load i32, ptr %56, align 4, !tbaa !5
  tail call void @__cxa_end_catch() #6
  br label %58

58:                                               ; preds = %55, %53, %52, %39
  %59 = phi i32 [ %57, %55 ], [ 2, %39 ], [ %54, %53 ], [ -1, %52 ]
  %60 = invoke noundef i32 @_Z7throweri(i32 noundef 3) #8
          to label %77 unwind label %61

61:                                               ; preds = %58
  %62 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null
  %63 = extractvalue { ptr, i32 } %62, 0
  %64 = extractvalue { ptr, i32 } %62, 1
  %65 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %66 = icmp eq i32 %64, %65
  br i1 %66, label %74, label %67

67:                                               ; preds = %61
  %68 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #6
  %69 = icmp eq i32 %64, %68
  %70 = tail call ptr @__cxa_begin_catch(ptr %63) #6
  br i1 %69, label %72, label %71

71:                                               ; preds = %67
  tail call void @__cxa_end_catch()
  br label %77

72:                                               ; preds = %67
  %73 = load i32, ptr %70, align 4, !tbaa !9
  tail call void @__cxa_end_catch()
  br label %77

74:                                               ; preds = %61
  %75 = tail call ptr @__cxa_begin_catch(ptr %63) #6
  %76 = load i32, ptr %75, align 4, !tbaa !5
  tail call void @__cxa_end_catch() #6
  br label %77

77:                                               ; preds = %74, %72, %71, %58
  %78 = phi i32 [ %76, %74 ], [ 3, %58 ], [ %73, %72 ], [ -1, %71 ]
  %79 = invoke noundef i32 @_Z7throweri(i32 noundef 4) #8
          to label %96 unwind label %80

80:                                               ; preds = %77
  %81 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null
  %82 = extractvalue { ptr, i32 } %81, 0
  %83 = extractvalue { ptr, i32 } %81, 1
  %84 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %85 = icmp eq i32 %83, %84
  br i1 %85, label %93, label %86

86:                                               ; preds = %80
  %87 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #6
  %88 = icmp eq i32 %83, %87
  %89 = tail call ptr @__cxa_begin_catch(ptr %82) #6
  br i1 %88, label %91, label %90

90:                                               ; preds = %86
  tail call void @__cxa_end_catch()
  br label %96

91:                                               ; preds = %86
  %92 = load i32, ptr %89, align 4, !tbaa !9
  tail call void @__cxa_end_catch()
  br label %96

93:                                               ; preds = %80
  %94 = tail call ptr @__cxa_begin_catch(ptr %82) #6
  %95 = load i32, ptr %94, align 4, !tbaa !5
  tail call void @__cxa_end_catch() #6
  br label %96

96:                                               ; preds = %93, %91, %90, %77
  %97 = phi i32 [ %95, %93 ], [ 4, %77 ], [ %92, %91 ], [ -1, %90 ]
  %98 = invoke noundef i32 @_Z7throweri(i32 noundef 5) #8
          to label %115 unwind label %99

99:                                               ; preds = %96
  %100 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null
  %101 = extractvalue { ptr, i32 } %100, 0
  %102 = extractvalue { ptr, i32 } %100, 1
  %103 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %104 = icmp eq i32 %102, %103
  br i1 %104, label %112, label %105

105:                                              ; preds = %99
  %106 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #6
  %107 = icmp eq i32 %102, %106
  %108 = tail call ptr @__cxa_begin_catch(ptr %101) #6
  br i1 %107, label %110, label %109

109:                                              ; preds = %105
  tail call void @__cxa_end_catch()
  br label %115

110:                                              ; preds = %105
  %111 = load i32, ptr %108, align 4, !tbaa !9
  tail call void @__cxa_end_catch()
  br label %115

112:                                              ; preds = %99
  %113 = tail call ptr @__cxa_begin_catch(ptr %101) #6
  %114 = load i32, ptr %113, align 4, !tbaa !5
  tail call void @__cxa_end_catch() #6
  br label %115

115:                                              ; preds = %112, %110, %109, %96
  %116 = phi i32 [ %114, %112 ], [ 5, %96 ], [ %111, %110 ], [ -1, %109 ]
  %117 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  store i32 -1, ptr %117, align 4, !tbaa !9
  invoke void @__cxa_throw(ptr nonnull %117, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED2Ev) #7
          to label %118 unwind label %119

118:                                              ; preds = %115
  unreachable

119:                                              ; preds = %115
  %120 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %121 = extractvalue { ptr, i32 } %120, 1
  %122 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #6
  %123 = icmp eq i32 %121, %122
  br i1 %123, label %124, label %151

124:                                              ; preds = %119
  %125 = extractvalue { ptr, i32 } %120, 0
  %126 = tail call ptr @__cxa_begin_catch(ptr %125) #6
  %127 = load i32, ptr %126, align 4, !tbaa !9
  tail call void @__cxa_end_catch()
  %128 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_var)
  %129 = load i32, ptr %128, align 4, !tbaa !5
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %128, align 4, !tbaa !5
  %131 = add i32 %21, 7
  %132 = add i32 %131, %40
  %133 = add i32 %132, %59
  %134 = add i32 %133, %78
  %135 = add i32 %134, %97
  %136 = add i32 %135, %116
  %137 = add i32 %136, %127
  %138 = add nsw i32 %137, %129
  %139 = mul nsw i32 %138, 3
  %140 = invoke noundef i32 @_Z7throweri(i32 noundef 3) #8
          to label %141 unwind label %143

141:                                              ; preds = %124
  %142 = add nsw i32 %139, 6
  br label %148

143:                                              ; preds = %124
  %144 = landingpad { ptr, i32 }
          catch ptr null
  %145 = extractvalue { ptr, i32 } %144, 0
  %146 = tail call ptr @__cxa_begin_catch(ptr %145) #6
  %147 = add nsw i32 %139, 1
  tail call void @__cxa_end_catch()
  br label %148

148:                                              ; preds = %143, %141
  %149 = phi i32 [ %142, %141 ], [ %147, %143 ]
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %149) #8
  ret i32 0

151:                                              ; preds = %119
  resume { ptr, i32 } %120
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #4

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #5

define weak_odr hidden noundef ptr @_ZTW7tls_var() local_unnamed_addr #5 comdat {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_var)
  ret ptr %1
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress noinline "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"_ZTS1E", !6, i64 0}
