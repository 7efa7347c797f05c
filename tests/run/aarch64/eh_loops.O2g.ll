; ModuleID = 'tests/run/aarch64/eh_loops.cpp'
source_filename = "tests/run/aarch64/eh_loops.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"r\00", align 1, !dbg !0
@_ZTISt13runtime_error = external constant ptr
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [67 x i8] c"errors=%d ints=%d a=%ld b=%ld c=%ld d=%ld e=%ld f=%ld g=%ld h=%ld\0A\00", align 1, !dbg !8
@.str.2 = private unnamed_addr constant [17 x i8] c"work(%d) = %.6f\0A\00", align 1, !dbg !13

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef i32 @_Z5maybeii(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !869 {
    #dbg_value(i32 %0, !873, !DIExpression(), !875)
    #dbg_value(i32 %1, !874, !DIExpression(), !875)
  %3 = mul nsw i32 %0, 7, !dbg !876
  %4 = add nsw i32 %3, %1, !dbg !878
  %5 = srem i32 %4, 5, !dbg !879
  %6 = icmp eq i32 %5, 0, !dbg !880
  br i1 %6, label %7, label %12, !dbg !881

7:                                                ; preds = %2
  %8 = tail call ptr @__cxa_allocate_exception(i64 16) #7, !dbg !882
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull @.str)
          to label %9 unwind label %10, !dbg !883

9:                                                ; preds = %7
  tail call void @__cxa_throw(ptr nonnull %8, ptr nonnull @_ZTISt13runtime_error, ptr nonnull @_ZNSt13runtime_errorD1Ev) #8, !dbg !882
  unreachable, !dbg !882

10:                                               ; preds = %7
  %11 = landingpad { ptr, i32 }
          cleanup, !dbg !884
  tail call void @__cxa_free_exception(ptr %8) #7, !dbg !882
  resume { ptr, i32 } %11, !dbg !882

12:                                               ; preds = %2
  %13 = mul nsw i32 %1, 3, !dbg !885
  %14 = add nsw i32 %13, %0, !dbg !887
  %15 = srem i32 %14, 7, !dbg !888
  %16 = icmp eq i32 %15, 0, !dbg !889
  br i1 %16, label %17, label %21, !dbg !890

17:                                               ; preds = %12
  %18 = tail call ptr @__cxa_allocate_exception(i64 4) #7, !dbg !891
  %19 = mul nsw i32 %0, 100, !dbg !892
  %20 = add nsw i32 %19, %1, !dbg !893
  store i32 %20, ptr %18, align 16, !dbg !891, !tbaa !894
  tail call void @__cxa_throw(ptr nonnull %18, ptr nonnull @_ZTIi, ptr null) #8, !dbg !891
  unreachable, !dbg !891

21:                                               ; preds = %12
  %22 = xor i32 %1, %0, !dbg !898
  ret i32 %22, !dbg !899
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #2

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef double @_Z4worki(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !900 {
    #dbg_value(i32 %0, !904, !DIExpression(), !932)
    #dbg_value(i64 1, !905, !DIExpression(), !932)
    #dbg_value(i64 2, !906, !DIExpression(), !932)
    #dbg_value(i64 3, !907, !DIExpression(), !932)
    #dbg_value(i64 4, !908, !DIExpression(), !932)
    #dbg_value(i64 5, !909, !DIExpression(), !932)
    #dbg_value(i64 6, !910, !DIExpression(), !932)
    #dbg_value(i64 7, !911, !DIExpression(), !932)
    #dbg_value(i64 8, !912, !DIExpression(), !932)
    #dbg_value(double 5.000000e-01, !913, !DIExpression(), !932)
    #dbg_value(double 1.250000e+00, !914, !DIExpression(), !932)
    #dbg_value(double -3.000000e+00, !915, !DIExpression(), !932)
    #dbg_value(i32 0, !916, !DIExpression(), !932)
    #dbg_value(i32 0, !917, !DIExpression(), !932)
    #dbg_value(i32 0, !918, !DIExpression(), !933)
  %2 = icmp sgt i32 %0, 0, !dbg !934
  br i1 %2, label %3, label %21, !dbg !935

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !934
  br label %5, !dbg !935

5:                                                ; preds = %3, %135
  %6 = phi i64 [ 0, %3 ], [ %149, %135 ]
  %7 = phi i64 [ 1, %3 ], [ %148, %135 ]
  %8 = phi i64 [ 2, %3 ], [ %145, %135 ]
  %9 = phi i64 [ 3, %3 ], [ %144, %135 ]
  %10 = phi i64 [ 4, %3 ], [ %143, %135 ]
  %11 = phi i64 [ 5, %3 ], [ %142, %135 ]
  %12 = phi i32 [ 0, %3 ], [ %141, %135 ]
  %13 = phi i32 [ 0, %3 ], [ %147, %135 ]
  %14 = phi double [ -3.000000e+00, %3 ], [ %140, %135 ]
  %15 = phi double [ 1.250000e+00, %3 ], [ %139, %135 ]
  %16 = phi double [ 5.000000e-01, %3 ], [ %146, %135 ]
  %17 = phi i64 [ 8, %3 ], [ %138, %135 ]
  %18 = phi i64 [ 7, %3 ], [ %137, %135 ]
  %19 = phi i64 [ 6, %3 ], [ %136, %135 ]
    #dbg_value(i64 %7, !905, !DIExpression(), !932)
    #dbg_value(i64 %8, !906, !DIExpression(), !932)
    #dbg_value(i64 %9, !907, !DIExpression(), !932)
    #dbg_value(i64 %10, !908, !DIExpression(), !932)
    #dbg_value(i64 %11, !909, !DIExpression(), !932)
    #dbg_value(i64 %6, !918, !DIExpression(), !933)
    #dbg_value(i32 %12, !917, !DIExpression(), !932)
    #dbg_value(i32 %13, !916, !DIExpression(), !932)
    #dbg_value(double %14, !915, !DIExpression(), !932)
    #dbg_value(double %15, !914, !DIExpression(), !932)
    #dbg_value(double %16, !913, !DIExpression(), !932)
    #dbg_value(i64 %17, !912, !DIExpression(), !932)
    #dbg_value(i64 %18, !911, !DIExpression(), !932)
    #dbg_value(i64 %19, !910, !DIExpression(), !932)
    #dbg_value(i64 %7, !905, !DIExpression(), !932)
    #dbg_value(i64 %8, !906, !DIExpression(), !932)
    #dbg_value(i64 %9, !907, !DIExpression(), !932)
    #dbg_value(i64 %10, !908, !DIExpression(), !932)
    #dbg_value(i64 %11, !909, !DIExpression(), !932)
    #dbg_value(i32 0, !920, !DIExpression(), !936)
    #dbg_value(i32 %12, !917, !DIExpression(), !932)
    #dbg_value(i32 %13, !916, !DIExpression(), !932)
    #dbg_value(double %14, !915, !DIExpression(), !932)
    #dbg_value(double %15, !914, !DIExpression(), !932)
    #dbg_value(double %16, !913, !DIExpression(), !932)
    #dbg_value(i64 %17, !912, !DIExpression(), !932)
    #dbg_value(i64 %18, !911, !DIExpression(), !932)
    #dbg_value(i64 %19, !910, !DIExpression(), !932)
  %20 = trunc nuw nsw i64 %6 to i32
  br label %47, !dbg !937

21:                                               ; preds = %135, %1
  %22 = phi i64 [ 6, %1 ], [ %136, %135 ], !dbg !938
  %23 = phi i64 [ 7, %1 ], [ %137, %135 ], !dbg !939
  %24 = phi i64 [ 8, %1 ], [ %138, %135 ], !dbg !940
  %25 = phi double [ 5.000000e-01, %1 ], [ %146, %135 ], !dbg !932
  %26 = phi double [ 1.250000e+00, %1 ], [ %139, %135 ], !dbg !941
  %27 = phi double [ -3.000000e+00, %1 ], [ %140, %135 ], !dbg !942
  %28 = phi i32 [ 0, %1 ], [ %147, %135 ], !dbg !932
  %29 = phi i32 [ 0, %1 ], [ %141, %135 ], !dbg !943
  %30 = phi i64 [ 5, %1 ], [ %142, %135 ], !dbg !944
  %31 = phi i64 [ 4, %1 ], [ %143, %135 ], !dbg !945
  %32 = phi i64 [ 3, %1 ], [ %144, %135 ], !dbg !946
  %33 = phi i64 [ 2, %1 ], [ %145, %135 ], !dbg !947
  %34 = phi i64 [ 1, %1 ], [ %148, %135 ], !dbg !932
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %28, i32 noundef %29, i64 noundef %34, i64 noundef %33, i64 noundef %32, i64 noundef %31, i64 noundef %30, i64 noundef %22, i64 noundef %23, i64 noundef %24), !dbg !948
  %36 = fadd double %25, %26, !dbg !949
  %37 = fadd double %36, %27, !dbg !950
  %38 = add i64 %23, %22, !dbg !951
  %39 = add i64 %38, %24, !dbg !952
  %40 = add i64 %39, %30, !dbg !953
  %41 = add i64 %40, %31, !dbg !954
  %42 = add i64 %41, %32, !dbg !955
  %43 = add i64 %42, %33, !dbg !956
  %44 = add i64 %43, %34, !dbg !957
  %45 = sitofp i64 %44 to double, !dbg !958
  %46 = fadd double %37, %45, !dbg !959
  ret double %46, !dbg !960

47:                                               ; preds = %5, %119
  %48 = phi i64 [ 0, %5 ], [ %133, %119 ]
  %49 = phi i64 [ %7, %5 ], [ %132, %119 ]
  %50 = phi i64 [ %8, %5 ], [ %131, %119 ]
  %51 = phi i64 [ %9, %5 ], [ %130, %119 ]
  %52 = phi i64 [ %10, %5 ], [ %129, %119 ]
  %53 = phi i64 [ %11, %5 ], [ %128, %119 ]
  %54 = phi i32 [ %12, %5 ], [ %127, %119 ]
  %55 = phi i32 [ %13, %5 ], [ %126, %119 ]
  %56 = phi double [ %14, %5 ], [ %125, %119 ]
  %57 = phi double [ %15, %5 ], [ %124, %119 ]
  %58 = phi double [ %16, %5 ], [ %123, %119 ]
  %59 = phi i64 [ %17, %5 ], [ %122, %119 ]
  %60 = phi i64 [ %18, %5 ], [ %121, %119 ]
  %61 = phi i64 [ %19, %5 ], [ %120, %119 ]
    #dbg_value(i64 %49, !905, !DIExpression(), !932)
    #dbg_value(i64 %50, !906, !DIExpression(), !932)
    #dbg_value(i64 %51, !907, !DIExpression(), !932)
    #dbg_value(i64 %52, !908, !DIExpression(), !932)
    #dbg_value(i64 %53, !909, !DIExpression(), !932)
    #dbg_value(i64 %48, !920, !DIExpression(), !936)
    #dbg_value(i32 %54, !917, !DIExpression(), !932)
    #dbg_value(i32 %55, !916, !DIExpression(), !932)
    #dbg_value(double %56, !915, !DIExpression(), !932)
    #dbg_value(double %57, !914, !DIExpression(), !932)
    #dbg_value(double %58, !913, !DIExpression(), !932)
    #dbg_value(i64 %59, !912, !DIExpression(), !932)
    #dbg_value(i64 %60, !911, !DIExpression(), !932)
    #dbg_value(i64 %61, !910, !DIExpression(), !932)
  %62 = trunc nuw nsw i64 %48 to i32, !dbg !961
  %63 = invoke noundef i32 @_Z5maybeii(i32 noundef %20, i32 noundef %62)
          to label %64 unwind label %82, !dbg !961

64:                                               ; preds = %47
    #dbg_value(i32 %63, !924, !DIExpression(), !962)
  %65 = sext i32 %63 to i64, !dbg !963
  %66 = add nsw i64 %49, %65, !dbg !964
    #dbg_value(i64 %66, !905, !DIExpression(), !932)
  %67 = xor i64 %66, %50, !dbg !965
    #dbg_value(i64 %67, !906, !DIExpression(), !932)
  %68 = mul nsw i64 %67, 3, !dbg !966
  %69 = add nsw i64 %68, %51, !dbg !967
    #dbg_value(i64 %69, !907, !DIExpression(), !932)
  %70 = sub nsw i64 %52, %69, !dbg !968
    #dbg_value(i64 %70, !908, !DIExpression(), !932)
  %71 = add nsw i64 %53, %6, !dbg !969
    #dbg_value(i64 %71, !909, !DIExpression(), !932)
  %72 = mul nsw i64 %61, 3, !dbg !970
    #dbg_value(i64 %72, !910, !DIExpression(), !932)
  %73 = srem i64 %72, 1000003, !dbg !971
    #dbg_value(i64 %73, !910, !DIExpression(), !932)
  %74 = add nsw i64 %60, %48, !dbg !972
    #dbg_value(i64 %74, !911, !DIExpression(), !932)
  %75 = and i64 %66, 15, !dbg !973
  %76 = add nsw i64 %75, %59, !dbg !974
    #dbg_value(i64 %76, !912, !DIExpression(), !932)
  %77 = sitofp i32 %63 to double, !dbg !975
  %78 = tail call double @llvm.fmuladd.f64(double %77, double 5.000000e-01, double %58), !dbg !976
    #dbg_value(double %78, !913, !DIExpression(), !932)
  %79 = fmul double %57, 1.010000e+00, !dbg !977
    #dbg_value(double %79, !914, !DIExpression(), !932)
  %80 = fmul double %78, 1.250000e-01, !dbg !978
  %81 = fsub double %56, %80, !dbg !979
    #dbg_value(double %81, !915, !DIExpression(), !932)
  br label %105, !dbg !980

82:                                               ; preds = %47
  %83 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTIi, !dbg !981
  %84 = extractvalue { ptr, i32 } %83, 0, !dbg !981
  %85 = extractvalue { ptr, i32 } %83, 1, !dbg !981
  %86 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13runtime_error) #7, !dbg !980
  %87 = icmp eq i32 %85, %86, !dbg !980
  br i1 %87, label %88, label %95, !dbg !980

88:                                               ; preds = %82
  %89 = tail call ptr @__cxa_begin_catch(ptr %84) #7, !dbg !982
    #dbg_value(ptr %89, !929, !DIExpression(), !984)
  %90 = add nsw i32 %55, 1, !dbg !985
    #dbg_value(i32 %90, !916, !DIExpression(), !932)
  %91 = add nsw i64 %49, -3, !dbg !987
    #dbg_value(i64 %91, !905, !DIExpression(), !932)
  %92 = fmul double %58, 9.000000e-01, !dbg !988
    #dbg_value(double %92, !913, !DIExpression(), !932)
  %93 = and i32 %90, 3, !dbg !989
  %94 = icmp eq i32 %93, 0, !dbg !989
  tail call void @__cxa_end_catch(), !dbg !991
  br i1 %94, label %135, label %105

95:                                               ; preds = %82
  %96 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #7, !dbg !980
  %97 = icmp eq i32 %85, %96, !dbg !980
  br i1 %97, label %98, label %151, !dbg !980

98:                                               ; preds = %95
  %99 = tail call ptr @__cxa_begin_catch(ptr %84) #7, !dbg !980
  %100 = load i32, ptr %99, align 4, !dbg !980, !tbaa !894
    #dbg_value(i32 %100, !928, !DIExpression(), !984)
  %101 = srem i32 %100, 13, !dbg !992
  %102 = add nsw i32 %101, %54, !dbg !993
    #dbg_value(i32 %102, !917, !DIExpression(), !932)
  %103 = sitofp i32 %100 to double, !dbg !994
  %104 = fadd double %56, %103, !dbg !995
    #dbg_value(double %104, !915, !DIExpression(), !932)
  tail call void @__cxa_end_catch() #7, !dbg !982
  br label %119

105:                                              ; preds = %88, %64
  %106 = phi i64 [ %73, %64 ], [ %61, %88 ], !dbg !932
  %107 = phi i64 [ %74, %64 ], [ %60, %88 ], !dbg !932
  %108 = phi i64 [ %76, %64 ], [ %59, %88 ], !dbg !932
  %109 = phi double [ %78, %64 ], [ %92, %88 ], !dbg !984
  %110 = phi double [ %79, %64 ], [ %57, %88 ], !dbg !932
  %111 = phi double [ %81, %64 ], [ %56, %88 ], !dbg !932
  %112 = phi i32 [ %55, %64 ], [ %90, %88 ], !dbg !932
  %113 = phi i64 [ %71, %64 ], [ %53, %88 ], !dbg !932
  %114 = phi i64 [ %70, %64 ], [ %52, %88 ], !dbg !932
  %115 = phi i64 [ %69, %64 ], [ %51, %88 ], !dbg !932
  %116 = phi i64 [ %67, %64 ], [ %50, %88 ], !dbg !932
  %117 = phi i64 [ %66, %64 ], [ %91, %88 ], !dbg !984
    #dbg_value(i64 %117, !905, !DIExpression(), !932)
    #dbg_value(i64 %116, !906, !DIExpression(), !932)
    #dbg_value(i64 %115, !907, !DIExpression(), !932)
    #dbg_value(i64 %114, !908, !DIExpression(), !932)
    #dbg_value(i64 %113, !909, !DIExpression(), !932)
    #dbg_value(i32 %112, !916, !DIExpression(), !932)
    #dbg_value(double %111, !915, !DIExpression(), !932)
    #dbg_value(double %110, !914, !DIExpression(), !932)
    #dbg_value(double %109, !913, !DIExpression(), !932)
    #dbg_value(i64 %108, !912, !DIExpression(), !932)
    #dbg_value(i64 %107, !911, !DIExpression(), !932)
    #dbg_value(i64 %106, !910, !DIExpression(), !932)
  %118 = add nsw i64 %108, 1, !dbg !996
    #dbg_value(i64 %118, !912, !DIExpression(), !932)
  br label %119, !dbg !997

119:                                              ; preds = %105, %98
  %120 = phi i64 [ %106, %105 ], [ %61, %98 ], !dbg !932
  %121 = phi i64 [ %107, %105 ], [ %60, %98 ], !dbg !932
  %122 = phi i64 [ %118, %105 ], [ %59, %98 ], !dbg !932
  %123 = phi double [ %109, %105 ], [ %58, %98 ], !dbg !932
  %124 = phi double [ %110, %105 ], [ %57, %98 ], !dbg !932
  %125 = phi double [ %111, %105 ], [ %104, %98 ], !dbg !984
  %126 = phi i32 [ %112, %105 ], [ %55, %98 ], !dbg !998
  %127 = phi i32 [ %54, %105 ], [ %102, %98 ], !dbg !932
  %128 = phi i64 [ %113, %105 ], [ %53, %98 ], !dbg !932
  %129 = phi i64 [ %114, %105 ], [ %52, %98 ], !dbg !932
  %130 = phi i64 [ %115, %105 ], [ %51, %98 ], !dbg !932
  %131 = phi i64 [ %116, %105 ], [ %50, %98 ], !dbg !932
  %132 = phi i64 [ %117, %105 ], [ %49, %98 ], !dbg !932
    #dbg_value(i64 %132, !905, !DIExpression(), !932)
    #dbg_value(i64 %131, !906, !DIExpression(), !932)
    #dbg_value(i64 %130, !907, !DIExpression(), !932)
    #dbg_value(i64 %129, !908, !DIExpression(), !932)
    #dbg_value(i64 %128, !909, !DIExpression(), !932)
    #dbg_value(i32 %127, !917, !DIExpression(), !932)
    #dbg_value(i32 %126, !916, !DIExpression(), !932)
    #dbg_value(double %125, !915, !DIExpression(), !932)
    #dbg_value(double %124, !914, !DIExpression(), !932)
    #dbg_value(double %123, !913, !DIExpression(), !932)
    #dbg_value(i64 %122, !912, !DIExpression(), !932)
    #dbg_value(i64 %121, !911, !DIExpression(), !932)
    #dbg_value(i64 %120, !910, !DIExpression(), !932)
  %133 = add nuw nsw i64 %48, 1, !dbg !999
    #dbg_value(i64 %133, !920, !DIExpression(), !936)
  %134 = icmp eq i64 %133, 6, !dbg !1000
  br i1 %134, label %135, label %47, !dbg !937, !llvm.loop !1001

135:                                              ; preds = %119, %88
  %136 = phi i64 [ %120, %119 ], [ %61, %88 ], !dbg !932
  %137 = phi i64 [ %121, %119 ], [ %60, %88 ], !dbg !932
  %138 = phi i64 [ %122, %119 ], [ %59, %88 ], !dbg !932
  %139 = phi double [ %124, %119 ], [ %57, %88 ], !dbg !932
  %140 = phi double [ %125, %119 ], [ %56, %88 ], !dbg !932
  %141 = phi i32 [ %127, %119 ], [ %54, %88 ], !dbg !943
  %142 = phi i64 [ %128, %119 ], [ %53, %88 ], !dbg !932
  %143 = phi i64 [ %129, %119 ], [ %52, %88 ], !dbg !932
  %144 = phi i64 [ %130, %119 ], [ %51, %88 ], !dbg !932
  %145 = phi i64 [ %131, %119 ], [ %50, %88 ], !dbg !932
  %146 = phi double [ %123, %119 ], [ %92, %88 ], !dbg !932
  %147 = phi i32 [ %126, %119 ], [ %90, %88 ], !dbg !932
  %148 = phi i64 [ %132, %119 ], [ %91, %88 ], !dbg !932
    #dbg_value(i64 %148, !905, !DIExpression(), !932)
    #dbg_value(i32 %147, !916, !DIExpression(), !932)
    #dbg_value(double %146, !913, !DIExpression(), !932)
  %149 = add nuw nsw i64 %6, 1, !dbg !1004
    #dbg_value(i64 %145, !906, !DIExpression(), !932)
    #dbg_value(i64 %144, !907, !DIExpression(), !932)
    #dbg_value(i64 %143, !908, !DIExpression(), !932)
    #dbg_value(i64 %142, !909, !DIExpression(), !932)
    #dbg_value(i64 %149, !918, !DIExpression(), !933)
    #dbg_value(i32 %141, !917, !DIExpression(), !932)
    #dbg_value(double %140, !915, !DIExpression(), !932)
    #dbg_value(double %139, !914, !DIExpression(), !932)
    #dbg_value(i64 %138, !912, !DIExpression(), !932)
    #dbg_value(i64 %137, !911, !DIExpression(), !932)
    #dbg_value(i64 %136, !910, !DIExpression(), !932)
  %150 = icmp eq i64 %149, %4, !dbg !934
  br i1 %150, label %21, label %5, !dbg !935, !llvm.loop !1005

151:                                              ; preds = %95
  resume { ptr, i32 } %83, !dbg !1007
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nofree nounwind
declare !dbg !186 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #6 !dbg !1008 {
    #dbg_value(i32 1, !1010, !DIExpression(), !1012)
    #dbg_value(i32 1, !1010, !DIExpression(), !1012)
  %1 = tail call noundef double @_Z4worki(i32 noundef 1), !dbg !1013
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, double noundef %1), !dbg !1015
    #dbg_value(i32 4, !1010, !DIExpression(), !1012)
  %3 = tail call noundef double @_Z4worki(i32 noundef 4), !dbg !1013
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4, double noundef %3), !dbg !1015
    #dbg_value(i32 7, !1010, !DIExpression(), !1012)
  %5 = tail call noundef double @_Z4worki(i32 noundef 7), !dbg !1013
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 7, double noundef %5), !dbg !1015
    #dbg_value(i32 10, !1010, !DIExpression(), !1012)
  %7 = tail call noundef double @_Z4worki(i32 noundef 10), !dbg !1013
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 10, double noundef %7), !dbg !1015
    #dbg_value(i32 13, !1010, !DIExpression(), !1012)
  ret i32 0, !dbg !1016
}

attributes #0 = { mustprogress noinline uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }

!llvm.dbg.cu = !{!18}
!llvm.module.flags = !{!860, !861, !862, !863, !864, !865, !866, !867}
!llvm.ident = !{!868}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/aarch64/eh_loops.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "3866055f3ed5213b5f646847a7951cab")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !{!7}
!7 = !DISubrange(count: 2)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 536, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 67)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 17)
!18 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !19, globals: !24, imports: !25, splitDebugInlining: false, nameTableKind: None)
!19 = !{!20, !23}
!20 = !DICompositeType(tag: DW_TAG_class_type, name: "runtime_error", scope: !22, file: !21, line: 219, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt13runtime_error")
!21 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/stdexcept", directory: "")
!22 = !DINamespace(name: "std", scope: null)
!23 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!24 = !{!0, !8, !13}
!25 = !{!26, !89, !95, !100, !104, !106, !108, !110, !112, !119, !124, !130, !134, !138, !142, !147, !151, !153, !157, !163, !167, !174, !176, !181, !185, !189, !191, !195, !199, !201, !205, !207, !209, !213, !217, !221, !225, !229, !233, !235, !249, !253, !257, !262, !264, !266, !270, !274, !275, !276, !277, !278, !279, !283, !287, !305, !308, !313, !320, !328, !332, !339, !343, !347, !349, !351, !355, !361, !365, !371, !377, !379, !383, !387, !391, !395, !399, !401, !405, !409, !413, !415, !419, !423, !427, !429, !431, !435, !443, !447, !451, !455, !457, !463, !465, !471, !476, !480, !484, !488, !492, !496, !498, !500, !504, !508, !512, !514, !518, !522, !524, !526, !530, !535, !540, !545, !546, !547, !548, !549, !550, !551, !552, !553, !554, !555, !560, !564, !567, !570, !573, !575, !577, !579, !582, !585, !588, !591, !594, !596, !601, !604, !607, !610, !612, !614, !616, !618, !621, !624, !627, !630, !633, !635, !639, !643, !648, !652, !654, !656, !658, !660, !662, !664, !666, !668, !670, !672, !674, !676, !678, !682, !686, !690, !696, !700, !704, !709, !711, !716, !718, !722, !731, !733, !737, !741, !745, !749, !753, !757, !761, !765, !769, !773, !777, !779, !781, !785, !789, !795, !799, !803, !805, !809, !813, !819, !821, !825, !829, !833, !837, !841, !845, !849, !850, !851, !852, !854, !855, !856, !857, !858, !859}
!26 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !27, file: !88, line: 98)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !28, line: 7, baseType: !29)
!28 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !30, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !31, identifier: "_ZTS8_IO_FILE")
!30 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!31 = !{!32, !34, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !49, !51, !52, !53, !57, !59, !61, !65, !68, !70, !73, !76, !77, !79, !83, !84}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !29, file: !30, line: 51, baseType: !33, size: 32)
!33 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !29, file: !30, line: 54, baseType: !35, size: 64, offset: 64)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !29, file: !30, line: 55, baseType: !35, size: 64, offset: 128)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !29, file: !30, line: 56, baseType: !35, size: 64, offset: 192)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !29, file: !30, line: 57, baseType: !35, size: 64, offset: 256)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !29, file: !30, line: 58, baseType: !35, size: 64, offset: 320)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !29, file: !30, line: 59, baseType: !35, size: 64, offset: 384)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !29, file: !30, line: 60, baseType: !35, size: 64, offset: 448)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !29, file: !30, line: 61, baseType: !35, size: 64, offset: 512)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !29, file: !30, line: 64, baseType: !35, size: 64, offset: 576)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !29, file: !30, line: 65, baseType: !35, size: 64, offset: 640)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !29, file: !30, line: 66, baseType: !35, size: 64, offset: 704)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !29, file: !30, line: 68, baseType: !47, size: 64, offset: 768)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !30, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!49 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !29, file: !30, line: 70, baseType: !50, size: 64, offset: 832)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !29, file: !30, line: 72, baseType: !33, size: 32, offset: 896)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !29, file: !30, line: 73, baseType: !33, size: 32, offset: 928)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !29, file: !30, line: 74, baseType: !54, size: 64, offset: 960)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !55, line: 152, baseType: !56)
!55 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!56 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !29, file: !30, line: 77, baseType: !58, size: 16, offset: 1024)
!58 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !29, file: !30, line: 78, baseType: !60, size: 8, offset: 1040)
!60 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !29, file: !30, line: 79, baseType: !62, size: 8, offset: 1048)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 1)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !29, file: !30, line: 81, baseType: !66, size: 64, offset: 1088)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !30, line: 43, baseType: null)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !29, file: !30, line: 89, baseType: !69, size: 64, offset: 1152)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !55, line: 153, baseType: !56)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !29, file: !30, line: 91, baseType: !71, size: 64, offset: 1216)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!72 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !30, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!73 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !29, file: !30, line: 92, baseType: !74, size: 64, offset: 1280)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!75 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !30, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!76 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !29, file: !30, line: 93, baseType: !50, size: 64, offset: 1344)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !29, file: !30, line: 94, baseType: !78, size: 64, offset: 1408)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !29, file: !30, line: 95, baseType: !80, size: 64, offset: 1472)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !81, line: 18, baseType: !82)
!81 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!82 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !29, file: !30, line: 96, baseType: !33, size: 32, offset: 1536)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !29, file: !30, line: 98, baseType: !85, size: 160, offset: 1568)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 160, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 20)
!88 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cstdio", directory: "")
!89 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !90, file: !88, line: 99)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !91, line: 84, baseType: !92)
!91 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !93, line: 14, baseType: !94)
!93 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!94 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !93, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!95 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !96, file: !88, line: 101)
!96 = !DISubprogram(name: "clearerr", scope: !91, file: !91, line: 786, type: !97, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!97 = !DISubroutineType(types: !98)
!98 = !{null, !99}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!100 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !101, file: !88, line: 102)
!101 = !DISubprogram(name: "fclose", scope: !91, file: !91, line: 178, type: !102, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!102 = !DISubroutineType(types: !103)
!103 = !{!33, !99}
!104 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !105, file: !88, line: 103)
!105 = !DISubprogram(name: "feof", scope: !91, file: !91, line: 788, type: !102, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!106 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !107, file: !88, line: 104)
!107 = !DISubprogram(name: "ferror", scope: !91, file: !91, line: 790, type: !102, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!108 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !109, file: !88, line: 105)
!109 = !DISubprogram(name: "fflush", scope: !91, file: !91, line: 230, type: !102, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!110 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !111, file: !88, line: 106)
!111 = !DISubprogram(name: "fgetc", scope: !91, file: !91, line: 513, type: !102, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!112 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !113, file: !88, line: 107)
!113 = !DISubprogram(name: "fgetpos", scope: !91, file: !91, line: 760, type: !114, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!114 = !DISubroutineType(types: !115)
!115 = !{!33, !116, !117}
!116 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !99)
!117 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !118)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!119 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !120, file: !88, line: 108)
!120 = !DISubprogram(name: "fgets", scope: !91, file: !91, line: 592, type: !121, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!121 = !DISubroutineType(types: !122)
!122 = !{!35, !123, !33, !116}
!123 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !35)
!124 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !125, file: !88, line: 109)
!125 = !DISubprogram(name: "fopen", scope: !91, file: !91, line: 258, type: !126, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!126 = !DISubroutineType(types: !127)
!127 = !{!99, !128, !128}
!128 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !129)
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!130 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !131, file: !88, line: 110)
!131 = !DISubprogram(name: "fprintf", scope: !91, file: !91, line: 350, type: !132, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!132 = !DISubroutineType(types: !133)
!133 = !{!33, !116, !128, null}
!134 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !135, file: !88, line: 111)
!135 = !DISubprogram(name: "fputc", scope: !91, file: !91, line: 549, type: !136, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!136 = !DISubroutineType(types: !137)
!137 = !{!33, !33, !99}
!138 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !139, file: !88, line: 112)
!139 = !DISubprogram(name: "fputs", scope: !91, file: !91, line: 655, type: !140, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!140 = !DISubroutineType(types: !141)
!141 = !{!33, !128, !116}
!142 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !143, file: !88, line: 113)
!143 = !DISubprogram(name: "fread", scope: !91, file: !91, line: 675, type: !144, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!144 = !DISubroutineType(types: !145)
!145 = !{!80, !146, !80, !80, !116}
!146 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !78)
!147 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !148, file: !88, line: 114)
!148 = !DISubprogram(name: "freopen", scope: !91, file: !91, line: 265, type: !149, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!149 = !DISubroutineType(types: !150)
!150 = !{!99, !128, !128, !116}
!151 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !152, file: !88, line: 115)
!152 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !91, file: !91, line: 434, type: !132, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!153 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !154, file: !88, line: 116)
!154 = !DISubprogram(name: "fseek", scope: !91, file: !91, line: 713, type: !155, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!155 = !DISubroutineType(types: !156)
!156 = !{!33, !99, !56, !33}
!157 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !158, file: !88, line: 117)
!158 = !DISubprogram(name: "fsetpos", scope: !91, file: !91, line: 765, type: !159, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!159 = !DISubroutineType(types: !160)
!160 = !{!33, !99, !161}
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !162, size: 64)
!162 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !90)
!163 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !164, file: !88, line: 118)
!164 = !DISubprogram(name: "ftell", scope: !91, file: !91, line: 718, type: !165, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DISubroutineType(types: !166)
!166 = !{!56, !99}
!167 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !168, file: !88, line: 119)
!168 = !DISubprogram(name: "fwrite", scope: !91, file: !91, line: 681, type: !169, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!169 = !DISubroutineType(types: !170)
!170 = !{!80, !171, !80, !80, !116}
!171 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !172)
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !173, size: 64)
!173 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!174 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !175, file: !88, line: 120)
!175 = !DISubprogram(name: "getc", scope: !91, file: !91, line: 514, type: !102, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!176 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !177, file: !88, line: 121)
!177 = !DISubprogram(name: "getchar", scope: !178, file: !178, line: 47, type: !179, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!178 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!179 = !DISubroutineType(types: !180)
!180 = !{!33}
!181 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !182, file: !88, line: 126)
!182 = !DISubprogram(name: "perror", scope: !91, file: !91, line: 804, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!183 = !DISubroutineType(types: !184)
!184 = !{null, !129}
!185 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !186, file: !88, line: 127)
!186 = !DISubprogram(name: "printf", scope: !91, file: !91, line: 356, type: !187, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!187 = !DISubroutineType(types: !188)
!188 = !{!33, !128, null}
!189 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !190, file: !88, line: 128)
!190 = !DISubprogram(name: "putc", scope: !91, file: !91, line: 550, type: !136, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!191 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !192, file: !88, line: 129)
!192 = !DISubprogram(name: "putchar", scope: !178, file: !178, line: 82, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!193 = !DISubroutineType(types: !194)
!194 = !{!33, !33}
!195 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !196, file: !88, line: 130)
!196 = !DISubprogram(name: "puts", scope: !91, file: !91, line: 661, type: !197, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!197 = !DISubroutineType(types: !198)
!198 = !{!33, !129}
!199 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !200, file: !88, line: 131)
!200 = !DISubprogram(name: "remove", scope: !91, file: !91, line: 152, type: !197, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!201 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !202, file: !88, line: 132)
!202 = !DISubprogram(name: "rename", scope: !91, file: !91, line: 154, type: !203, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!203 = !DISubroutineType(types: !204)
!204 = !{!33, !129, !129}
!205 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !206, file: !88, line: 133)
!206 = !DISubprogram(name: "rewind", scope: !91, file: !91, line: 723, type: !97, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!207 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !208, file: !88, line: 134)
!208 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !91, file: !91, line: 437, type: !187, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!209 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !210, file: !88, line: 135)
!210 = !DISubprogram(name: "setbuf", scope: !91, file: !91, line: 328, type: !211, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!211 = !DISubroutineType(types: !212)
!212 = !{null, !116, !123}
!213 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !214, file: !88, line: 136)
!214 = !DISubprogram(name: "setvbuf", scope: !91, file: !91, line: 332, type: !215, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!215 = !DISubroutineType(types: !216)
!216 = !{!33, !116, !123, !33, !80}
!217 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !218, file: !88, line: 137)
!218 = !DISubprogram(name: "sprintf", scope: !91, file: !91, line: 358, type: !219, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!219 = !DISubroutineType(types: !220)
!220 = !{!33, !123, !128, null}
!221 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !222, file: !88, line: 138)
!222 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !91, file: !91, line: 439, type: !223, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!223 = !DISubroutineType(types: !224)
!224 = !{!33, !128, !128, null}
!225 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !226, file: !88, line: 139)
!226 = !DISubprogram(name: "tmpfile", scope: !91, file: !91, line: 188, type: !227, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!227 = !DISubroutineType(types: !228)
!228 = !{!99}
!229 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !230, file: !88, line: 141)
!230 = !DISubprogram(name: "tmpnam", scope: !91, file: !91, line: 205, type: !231, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!231 = !DISubroutineType(types: !232)
!232 = !{!35, !35}
!233 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !234, file: !88, line: 143)
!234 = !DISubprogram(name: "ungetc", scope: !91, file: !91, line: 668, type: !136, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!235 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !236, file: !88, line: 144)
!236 = !DISubprogram(name: "vfprintf", scope: !91, file: !91, line: 365, type: !237, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!237 = !DISubroutineType(types: !238)
!238 = !{!33, !116, !128, !239}
!239 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !240, line: 12, baseType: !241)
!240 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
!241 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !242)
!242 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list", scope: !22, size: 256, flags: DIFlagTypePassByValue, elements: !243, identifier: "_ZTSSt9__va_list")
!243 = !{!244, !245, !246, !247, !248}
!244 = !DIDerivedType(tag: DW_TAG_member, name: "__stack", scope: !242, file: !2, baseType: !78, size: 64)
!245 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_top", scope: !242, file: !2, baseType: !78, size: 64, offset: 64)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_top", scope: !242, file: !2, baseType: !78, size: 64, offset: 128)
!247 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_offs", scope: !242, file: !2, baseType: !33, size: 32, offset: 192)
!248 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_offs", scope: !242, file: !2, baseType: !33, size: 32, offset: 224)
!249 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !250, file: !88, line: 145)
!250 = !DISubprogram(name: "vprintf", scope: !178, file: !178, line: 39, type: !251, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!251 = !DISubroutineType(types: !252)
!252 = !{!33, !128, !239}
!253 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !254, file: !88, line: 146)
!254 = !DISubprogram(name: "vsprintf", scope: !91, file: !91, line: 373, type: !255, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!255 = !DISubroutineType(types: !256)
!256 = !{!33, !123, !128, !239}
!257 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !258, entity: !259, file: !88, line: 175)
!258 = !DINamespace(name: "__gnu_cxx", scope: null)
!259 = !DISubprogram(name: "snprintf", scope: !91, file: !91, line: 378, type: !260, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!260 = !DISubroutineType(types: !261)
!261 = !{!33, !123, !80, !128, null}
!262 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !258, entity: !263, file: !88, line: 176)
!263 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !91, file: !91, line: 479, type: !237, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!264 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !258, entity: !265, file: !88, line: 177)
!265 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !91, file: !91, line: 484, type: !251, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!266 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !258, entity: !267, file: !88, line: 178)
!267 = !DISubprogram(name: "vsnprintf", scope: !91, file: !91, line: 382, type: !268, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!268 = !DISubroutineType(types: !269)
!269 = !{!33, !123, !80, !128, !239}
!270 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !258, entity: !271, file: !88, line: 179)
!271 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !91, file: !91, line: 487, type: !272, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!272 = !DISubroutineType(types: !273)
!273 = !{!33, !128, !128, !239}
!274 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !259, file: !88, line: 185)
!275 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !263, file: !88, line: 186)
!276 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !265, file: !88, line: 187)
!277 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !267, file: !88, line: 188)
!278 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !271, file: !88, line: 189)
!279 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !280, file: !281, line: 68)
!280 = !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !282, file: !281, line: 90, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!281 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/exception_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!282 = !DINamespace(name: "__exception_ptr", scope: !22)
!283 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !282, entity: !284, file: !281, line: 84)
!284 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !22, file: !281, line: 80, type: !285, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!285 = !DISubroutineType(types: !286)
!286 = !{null, !280}
!287 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !288, file: !304, line: 64)
!288 = !DIDerivedType(tag: DW_TAG_typedef, name: "mbstate_t", file: !289, line: 6, baseType: !290)
!289 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "ba8742313715e20e434cf6ccb2db98e3")
!290 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mbstate_t", file: !291, line: 21, baseType: !292)
!291 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/__mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "82911a3e689448e3691ded3e0b471a55")
!292 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !291, line: 13, size: 64, flags: DIFlagTypePassByValue, elements: !293, identifier: "_ZTS11__mbstate_t")
!293 = !{!294, !295}
!294 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !292, file: !291, line: 15, baseType: !33, size: 32)
!295 = !DIDerivedType(tag: DW_TAG_member, name: "__value", scope: !292, file: !291, line: 20, baseType: !296, size: 32, offset: 32)
!296 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !292, file: !291, line: 16, size: 32, flags: DIFlagTypePassByValue, elements: !297, identifier: "_ZTSN11__mbstate_tUt_E")
!297 = !{!298, !300}
!298 = !DIDerivedType(tag: DW_TAG_member, name: "__wch", scope: !296, file: !291, line: 18, baseType: !299, size: 32)
!299 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!300 = !DIDerivedType(tag: DW_TAG_member, name: "__wchb", scope: !296, file: !291, line: 19, baseType: !301, size: 32)
!301 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32, elements: !302)
!302 = !{!303}
!303 = !DISubrange(count: 4)
!304 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cwchar", directory: "")
!305 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !306, file: !304, line: 141)
!306 = !DIDerivedType(tag: DW_TAG_typedef, name: "wint_t", file: !307, line: 20, baseType: !299)
!307 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/wint_t.h", directory: "", checksumkind: CSK_MD5, checksum: "aa31b53ef28dc23152ceb41e2763ded3")
!308 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !309, file: !304, line: 143)
!309 = !DISubprogram(name: "btowc", scope: !310, file: !310, line: 319, type: !311, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!310 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/wchar.h", directory: "", checksumkind: CSK_MD5, checksum: "c2c1588988a2a89d06792ce221872236")
!311 = !DISubroutineType(types: !312)
!312 = !{!306, !33}
!313 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !314, file: !304, line: 144)
!314 = !DISubprogram(name: "fgetwc", scope: !310, file: !310, line: 744, type: !315, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!315 = !DISubroutineType(types: !316)
!316 = !{!306, !317}
!317 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !318, size: 64)
!318 = !DIDerivedType(tag: DW_TAG_typedef, name: "__FILE", file: !319, line: 5, baseType: !29)
!319 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/__FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "72a8fe90981f484acae7c6f3dfc5c2b7")
!320 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !321, file: !304, line: 145)
!321 = !DISubprogram(name: "fgetws", scope: !310, file: !310, line: 773, type: !322, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!322 = !DISubroutineType(types: !323)
!323 = !{!324, !326, !33, !327}
!324 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !325, size: 64)
!325 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_unsigned)
!326 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !324)
!327 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !317)
!328 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !329, file: !304, line: 146)
!329 = !DISubprogram(name: "fputwc", scope: !310, file: !310, line: 758, type: !330, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!330 = !DISubroutineType(types: !331)
!331 = !{!306, !325, !317}
!332 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !333, file: !304, line: 147)
!333 = !DISubprogram(name: "fputws", scope: !310, file: !310, line: 780, type: !334, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!334 = !DISubroutineType(types: !335)
!335 = !{!33, !336, !327}
!336 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !337)
!337 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !338, size: 64)
!338 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !325)
!339 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !340, file: !304, line: 148)
!340 = !DISubprogram(name: "fwide", scope: !310, file: !310, line: 588, type: !341, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!341 = !DISubroutineType(types: !342)
!342 = !{!33, !317, !33}
!343 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !344, file: !304, line: 149)
!344 = !DISubprogram(name: "fwprintf", scope: !310, file: !310, line: 595, type: !345, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!345 = !DISubroutineType(types: !346)
!346 = !{!33, !327, !336, null}
!347 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !348, file: !304, line: 150)
!348 = !DISubprogram(name: "fwscanf", linkageName: "__isoc99_fwscanf", scope: !310, file: !310, line: 657, type: !345, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!349 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !350, file: !304, line: 151)
!350 = !DISubprogram(name: "getwc", scope: !310, file: !310, line: 745, type: !315, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!351 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !352, file: !304, line: 152)
!352 = !DISubprogram(name: "getwchar", scope: !310, file: !310, line: 751, type: !353, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!353 = !DISubroutineType(types: !354)
!354 = !{!306}
!355 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !356, file: !304, line: 153)
!356 = !DISubprogram(name: "mbrlen", scope: !310, file: !310, line: 330, type: !357, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!357 = !DISubroutineType(types: !358)
!358 = !{!80, !128, !80, !359}
!359 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !360)
!360 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !288, size: 64)
!361 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !362, file: !304, line: 154)
!362 = !DISubprogram(name: "mbrtowc", scope: !310, file: !310, line: 297, type: !363, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!363 = !DISubroutineType(types: !364)
!364 = !{!80, !326, !128, !80, !359}
!365 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !366, file: !304, line: 155)
!366 = !DISubprogram(name: "mbsinit", scope: !310, file: !310, line: 293, type: !367, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!367 = !DISubroutineType(types: !368)
!368 = !{!33, !369}
!369 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !370, size: 64)
!370 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !288)
!371 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !372, file: !304, line: 156)
!372 = !DISubprogram(name: "mbsrtowcs", scope: !310, file: !310, line: 338, type: !373, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!373 = !DISubroutineType(types: !374)
!374 = !{!80, !326, !375, !80, !359}
!375 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !376)
!376 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !129, size: 64)
!377 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !378, file: !304, line: 157)
!378 = !DISubprogram(name: "putwc", scope: !310, file: !310, line: 759, type: !330, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!379 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !380, file: !304, line: 158)
!380 = !DISubprogram(name: "putwchar", scope: !310, file: !310, line: 765, type: !381, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!381 = !DISubroutineType(types: !382)
!382 = !{!306, !325}
!383 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !384, file: !304, line: 160)
!384 = !DISubprogram(name: "swprintf", scope: !310, file: !310, line: 605, type: !385, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!385 = !DISubroutineType(types: !386)
!386 = !{!33, !326, !80, !336, null}
!387 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !388, file: !304, line: 162)
!388 = !DISubprogram(name: "swscanf", linkageName: "__isoc99_swscanf", scope: !310, file: !310, line: 664, type: !389, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!389 = !DISubroutineType(types: !390)
!390 = !{!33, !336, !336, null}
!391 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !392, file: !304, line: 163)
!392 = !DISubprogram(name: "ungetwc", scope: !310, file: !310, line: 788, type: !393, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!393 = !DISubroutineType(types: !394)
!394 = !{!306, !306, !317}
!395 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !396, file: !304, line: 164)
!396 = !DISubprogram(name: "vfwprintf", scope: !310, file: !310, line: 613, type: !397, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!397 = !DISubroutineType(types: !398)
!398 = !{!33, !327, !336, !239}
!399 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !400, file: !304, line: 166)
!400 = !DISubprogram(name: "vfwscanf", linkageName: "__isoc99_vfwscanf", scope: !310, file: !310, line: 711, type: !397, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!401 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !402, file: !304, line: 169)
!402 = !DISubprogram(name: "vswprintf", scope: !310, file: !310, line: 626, type: !403, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!403 = !DISubroutineType(types: !404)
!404 = !{!33, !326, !80, !336, !239}
!405 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !406, file: !304, line: 172)
!406 = !DISubprogram(name: "vswscanf", linkageName: "__isoc99_vswscanf", scope: !310, file: !310, line: 718, type: !407, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!407 = !DISubroutineType(types: !408)
!408 = !{!33, !336, !336, !239}
!409 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !410, file: !304, line: 174)
!410 = !DISubprogram(name: "vwprintf", scope: !310, file: !310, line: 621, type: !411, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!411 = !DISubroutineType(types: !412)
!412 = !{!33, !336, !239}
!413 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !414, file: !304, line: 176)
!414 = !DISubprogram(name: "vwscanf", linkageName: "__isoc99_vwscanf", scope: !310, file: !310, line: 715, type: !411, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!415 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !416, file: !304, line: 178)
!416 = !DISubprogram(name: "wcrtomb", scope: !310, file: !310, line: 302, type: !417, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!417 = !DISubroutineType(types: !418)
!418 = !{!80, !123, !325, !359}
!419 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !420, file: !304, line: 179)
!420 = !DISubprogram(name: "wcscat", scope: !310, file: !310, line: 97, type: !421, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!421 = !DISubroutineType(types: !422)
!422 = !{!324, !326, !336}
!423 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !424, file: !304, line: 180)
!424 = !DISubprogram(name: "wcscmp", scope: !310, file: !310, line: 106, type: !425, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!425 = !DISubroutineType(types: !426)
!426 = !{!33, !337, !337}
!427 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !428, file: !304, line: 181)
!428 = !DISubprogram(name: "wcscoll", scope: !310, file: !310, line: 131, type: !425, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!429 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !430, file: !304, line: 182)
!430 = !DISubprogram(name: "wcscpy", scope: !310, file: !310, line: 87, type: !421, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!431 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !432, file: !304, line: 183)
!432 = !DISubprogram(name: "wcscspn", scope: !310, file: !310, line: 188, type: !433, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!433 = !DISubroutineType(types: !434)
!434 = !{!80, !337, !337}
!435 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !436, file: !304, line: 184)
!436 = !DISubprogram(name: "wcsftime", scope: !310, file: !310, line: 852, type: !437, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!437 = !DISubroutineType(types: !438)
!438 = !{!80, !326, !80, !336, !439}
!439 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !440)
!440 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !441, size: 64)
!441 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !442)
!442 = !DICompositeType(tag: DW_TAG_structure_type, name: "tm", file: !310, line: 83, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS2tm")
!443 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !444, file: !304, line: 185)
!444 = !DISubprogram(name: "wcslen", scope: !310, file: !310, line: 223, type: !445, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!445 = !DISubroutineType(types: !446)
!446 = !{!80, !337}
!447 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !448, file: !304, line: 186)
!448 = !DISubprogram(name: "wcsncat", scope: !310, file: !310, line: 101, type: !449, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!449 = !DISubroutineType(types: !450)
!450 = !{!324, !326, !336, !80}
!451 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !452, file: !304, line: 187)
!452 = !DISubprogram(name: "wcsncmp", scope: !310, file: !310, line: 109, type: !453, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!453 = !DISubroutineType(types: !454)
!454 = !{!33, !337, !337, !80}
!455 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !456, file: !304, line: 188)
!456 = !DISubprogram(name: "wcsncpy", scope: !310, file: !310, line: 92, type: !449, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!457 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !458, file: !304, line: 189)
!458 = !DISubprogram(name: "wcsrtombs", scope: !310, file: !310, line: 344, type: !459, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!459 = !DISubroutineType(types: !460)
!460 = !{!80, !123, !461, !80, !359}
!461 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !462)
!462 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !337, size: 64)
!463 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !464, file: !304, line: 190)
!464 = !DISubprogram(name: "wcsspn", scope: !310, file: !310, line: 192, type: !433, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!465 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !466, file: !304, line: 191)
!466 = !DISubprogram(name: "wcstod", scope: !310, file: !310, line: 378, type: !467, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!467 = !DISubroutineType(types: !468)
!468 = !{!23, !336, !469}
!469 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !470)
!470 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !324, size: 64)
!471 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !472, file: !304, line: 193)
!472 = !DISubprogram(name: "wcstof", scope: !310, file: !310, line: 383, type: !473, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!473 = !DISubroutineType(types: !474)
!474 = !{!475, !336, !469}
!475 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!476 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !477, file: !304, line: 195)
!477 = !DISubprogram(name: "wcstok", scope: !310, file: !310, line: 218, type: !478, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!478 = !DISubroutineType(types: !479)
!479 = !{!324, !326, !336, !469}
!480 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !481, file: !304, line: 196)
!481 = !DISubprogram(name: "wcstol", scope: !310, file: !310, line: 429, type: !482, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!482 = !DISubroutineType(types: !483)
!483 = !{!56, !336, !469, !33}
!484 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !485, file: !304, line: 197)
!485 = !DISubprogram(name: "wcstoul", scope: !310, file: !310, line: 434, type: !486, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!486 = !DISubroutineType(types: !487)
!487 = !{!82, !336, !469, !33}
!488 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !489, file: !304, line: 198)
!489 = !DISubprogram(name: "wcsxfrm", scope: !310, file: !310, line: 135, type: !490, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!490 = !DISubroutineType(types: !491)
!491 = !{!80, !326, !336, !80}
!492 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !493, file: !304, line: 199)
!493 = !DISubprogram(name: "wctob", scope: !310, file: !310, line: 325, type: !494, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!494 = !DISubroutineType(types: !495)
!495 = !{!33, !306}
!496 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !497, file: !304, line: 200)
!497 = !DISubprogram(name: "wmemcmp", scope: !310, file: !310, line: 259, type: !453, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!498 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !499, file: !304, line: 201)
!499 = !DISubprogram(name: "wmemcpy", scope: !310, file: !310, line: 263, type: !449, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!500 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !501, file: !304, line: 202)
!501 = !DISubprogram(name: "wmemmove", scope: !310, file: !310, line: 268, type: !502, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!502 = !DISubroutineType(types: !503)
!503 = !{!324, !324, !337, !80}
!504 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !505, file: !304, line: 203)
!505 = !DISubprogram(name: "wmemset", scope: !310, file: !310, line: 272, type: !506, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!506 = !DISubroutineType(types: !507)
!507 = !{!324, !324, !325, !80}
!508 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !509, file: !304, line: 204)
!509 = !DISubprogram(name: "wprintf", scope: !310, file: !310, line: 602, type: !510, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!510 = !DISubroutineType(types: !511)
!511 = !{!33, !336, null}
!512 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !513, file: !304, line: 205)
!513 = !DISubprogram(name: "wscanf", linkageName: "__isoc99_wscanf", scope: !310, file: !310, line: 661, type: !510, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!514 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !515, file: !304, line: 206)
!515 = !DISubprogram(name: "wcschr", scope: !310, file: !310, line: 165, type: !516, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!516 = !DISubroutineType(types: !517)
!517 = !{!324, !337, !325}
!518 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !519, file: !304, line: 207)
!519 = !DISubprogram(name: "wcspbrk", scope: !310, file: !310, line: 202, type: !520, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!520 = !DISubroutineType(types: !521)
!521 = !{!324, !337, !337}
!522 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !523, file: !304, line: 208)
!523 = !DISubprogram(name: "wcsrchr", scope: !310, file: !310, line: 175, type: !516, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!524 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !525, file: !304, line: 209)
!525 = !DISubprogram(name: "wcsstr", scope: !310, file: !310, line: 213, type: !520, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!526 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !527, file: !304, line: 210)
!527 = !DISubprogram(name: "wmemchr", scope: !310, file: !310, line: 254, type: !528, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!528 = !DISubroutineType(types: !529)
!529 = !{!324, !337, !325, !80}
!530 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !258, entity: !531, file: !304, line: 251)
!531 = !DISubprogram(name: "wcstold", scope: !310, file: !310, line: 385, type: !532, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!532 = !DISubroutineType(types: !533)
!533 = !{!534, !336, !469}
!534 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!535 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !258, entity: !536, file: !304, line: 260)
!536 = !DISubprogram(name: "wcstoll", scope: !310, file: !310, line: 442, type: !537, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!537 = !DISubroutineType(types: !538)
!538 = !{!539, !336, !469, !33}
!539 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!540 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !258, entity: !541, file: !304, line: 261)
!541 = !DISubprogram(name: "wcstoull", scope: !310, file: !310, line: 449, type: !542, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!542 = !DISubroutineType(types: !543)
!543 = !{!544, !336, !469, !33}
!544 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!545 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !531, file: !304, line: 267)
!546 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !536, file: !304, line: 268)
!547 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !541, file: !304, line: 269)
!548 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !472, file: !304, line: 283)
!549 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !400, file: !304, line: 286)
!550 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !406, file: !304, line: 289)
!551 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !414, file: !304, line: 292)
!552 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !531, file: !304, line: 296)
!553 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !536, file: !304, line: 297)
!554 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !541, file: !304, line: 298)
!555 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !556, file: !559, line: 47)
!556 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !557, line: 24, baseType: !558)
!557 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!558 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !55, line: 37, baseType: !60)
!559 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cstdint", directory: "")
!560 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !561, file: !559, line: 48)
!561 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !557, line: 25, baseType: !562)
!562 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !55, line: 39, baseType: !563)
!563 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!564 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !565, file: !559, line: 49)
!565 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !557, line: 26, baseType: !566)
!566 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !55, line: 41, baseType: !33)
!567 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !568, file: !559, line: 50)
!568 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !557, line: 27, baseType: !569)
!569 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !55, line: 44, baseType: !56)
!570 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !571, file: !559, line: 52)
!571 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast8_t", file: !572, line: 58, baseType: !60)
!572 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!573 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !574, file: !559, line: 53)
!574 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast16_t", file: !572, line: 60, baseType: !56)
!575 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !576, file: !559, line: 54)
!576 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast32_t", file: !572, line: 61, baseType: !56)
!577 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !578, file: !559, line: 55)
!578 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast64_t", file: !572, line: 62, baseType: !56)
!579 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !580, file: !559, line: 57)
!580 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least8_t", file: !572, line: 43, baseType: !581)
!581 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least8_t", file: !55, line: 52, baseType: !558)
!582 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !583, file: !559, line: 58)
!583 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !572, line: 44, baseType: !584)
!584 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !55, line: 54, baseType: !562)
!585 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !586, file: !559, line: 59)
!586 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least32_t", file: !572, line: 45, baseType: !587)
!587 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least32_t", file: !55, line: 56, baseType: !566)
!588 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !589, file: !559, line: 60)
!589 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least64_t", file: !572, line: 46, baseType: !590)
!590 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least64_t", file: !55, line: 58, baseType: !569)
!591 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !592, file: !559, line: 62)
!592 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !572, line: 101, baseType: !593)
!593 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !55, line: 72, baseType: !56)
!594 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !595, file: !559, line: 63)
!595 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !572, line: 87, baseType: !56)
!596 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !597, file: !559, line: 65)
!597 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !598, line: 24, baseType: !599)
!598 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!599 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !55, line: 38, baseType: !600)
!600 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!601 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !602, file: !559, line: 66)
!602 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !598, line: 25, baseType: !603)
!603 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !55, line: 40, baseType: !58)
!604 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !605, file: !559, line: 67)
!605 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !598, line: 26, baseType: !606)
!606 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !55, line: 42, baseType: !299)
!607 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !608, file: !559, line: 68)
!608 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !598, line: 27, baseType: !609)
!609 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !55, line: 45, baseType: !82)
!610 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !611, file: !559, line: 70)
!611 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !572, line: 71, baseType: !600)
!612 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !613, file: !559, line: 71)
!613 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast16_t", file: !572, line: 73, baseType: !82)
!614 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !615, file: !559, line: 72)
!615 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !572, line: 74, baseType: !82)
!616 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !617, file: !559, line: 73)
!617 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast64_t", file: !572, line: 75, baseType: !82)
!618 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !619, file: !559, line: 75)
!619 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least8_t", file: !572, line: 49, baseType: !620)
!620 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least8_t", file: !55, line: 53, baseType: !599)
!621 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !622, file: !559, line: 76)
!622 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least16_t", file: !572, line: 50, baseType: !623)
!623 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least16_t", file: !55, line: 55, baseType: !603)
!624 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !625, file: !559, line: 77)
!625 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least32_t", file: !572, line: 51, baseType: !626)
!626 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least32_t", file: !55, line: 57, baseType: !606)
!627 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !628, file: !559, line: 78)
!628 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least64_t", file: !572, line: 52, baseType: !629)
!629 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least64_t", file: !55, line: 59, baseType: !609)
!630 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !631, file: !559, line: 80)
!631 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !572, line: 102, baseType: !632)
!632 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !55, line: 73, baseType: !82)
!633 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !634, file: !559, line: 81)
!634 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !572, line: 90, baseType: !82)
!635 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !636, file: !638, line: 53)
!636 = !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !637, line: 51, size: 768, flags: DIFlagFwdDecl, identifier: "_ZTS5lconv")
!637 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/locale.h", directory: "", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!638 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/clocale", directory: "")
!639 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !640, file: !638, line: 54)
!640 = !DISubprogram(name: "setlocale", scope: !637, file: !637, line: 122, type: !641, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!641 = !DISubroutineType(types: !642)
!642 = !{!35, !33, !129}
!643 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !644, file: !638, line: 55)
!644 = !DISubprogram(name: "localeconv", scope: !637, file: !637, line: 125, type: !645, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!645 = !DISubroutineType(types: !646)
!646 = !{!647}
!647 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !636, size: 64)
!648 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !649, file: !651, line: 64)
!649 = !DISubprogram(name: "isalnum", scope: !650, file: !650, line: 108, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!650 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!651 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cctype", directory: "")
!652 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !653, file: !651, line: 65)
!653 = !DISubprogram(name: "isalpha", scope: !650, file: !650, line: 109, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!654 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !655, file: !651, line: 66)
!655 = !DISubprogram(name: "iscntrl", scope: !650, file: !650, line: 110, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!656 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !657, file: !651, line: 67)
!657 = !DISubprogram(name: "isdigit", scope: !650, file: !650, line: 111, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!658 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !659, file: !651, line: 68)
!659 = !DISubprogram(name: "isgraph", scope: !650, file: !650, line: 113, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!660 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !661, file: !651, line: 69)
!661 = !DISubprogram(name: "islower", scope: !650, file: !650, line: 112, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!662 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !663, file: !651, line: 70)
!663 = !DISubprogram(name: "isprint", scope: !650, file: !650, line: 114, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!664 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !665, file: !651, line: 71)
!665 = !DISubprogram(name: "ispunct", scope: !650, file: !650, line: 115, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!666 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !667, file: !651, line: 72)
!667 = !DISubprogram(name: "isspace", scope: !650, file: !650, line: 116, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!668 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !669, file: !651, line: 73)
!669 = !DISubprogram(name: "isupper", scope: !650, file: !650, line: 117, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!670 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !671, file: !651, line: 74)
!671 = !DISubprogram(name: "isxdigit", scope: !650, file: !650, line: 118, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!672 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !673, file: !651, line: 75)
!673 = !DISubprogram(name: "tolower", scope: !650, file: !650, line: 122, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!674 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !675, file: !651, line: 76)
!675 = !DISubprogram(name: "toupper", scope: !650, file: !650, line: 125, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!676 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !677, file: !651, line: 87)
!677 = !DISubprogram(name: "isblank", scope: !650, file: !650, line: 130, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!678 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !679, entity: !680, file: !681, line: 58)
!679 = !DINamespace(name: "__gnu_debug", scope: null)
!680 = !DINamespace(name: "__debug", scope: !22)
!681 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!682 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !683, file: !685, line: 52)
!683 = !DISubprogram(name: "abs", scope: !684, file: !684, line: 861, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!684 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!685 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/std_abs.h", directory: "")
!686 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !687, file: !689, line: 127)
!687 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !684, line: 63, baseType: !688)
!688 = !DICompositeType(tag: DW_TAG_structure_type, file: !684, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!689 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cstdlib", directory: "")
!690 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !691, file: !689, line: 128)
!691 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !684, line: 71, baseType: !692)
!692 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !684, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !693, identifier: "_ZTS6ldiv_t")
!693 = !{!694, !695}
!694 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !692, file: !684, line: 69, baseType: !56, size: 64)
!695 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !692, file: !684, line: 70, baseType: !56, size: 64, offset: 64)
!696 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !697, file: !689, line: 130)
!697 = !DISubprogram(name: "abort", scope: !684, file: !684, line: 611, type: !698, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!698 = !DISubroutineType(types: !699)
!699 = !{null}
!700 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !701, file: !689, line: 132)
!701 = !DISubprogram(name: "aligned_alloc", scope: !684, file: !684, line: 605, type: !702, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!702 = !DISubroutineType(types: !703)
!703 = !{!78, !80, !80}
!704 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !705, file: !689, line: 134)
!705 = !DISubprogram(name: "atexit", scope: !684, file: !684, line: 615, type: !706, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!706 = !DISubroutineType(types: !707)
!707 = !{!33, !708}
!708 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !698, size: 64)
!709 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !710, file: !689, line: 137)
!710 = !DISubprogram(name: "at_quick_exit", scope: !684, file: !684, line: 620, type: !706, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!711 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !712, file: !689, line: 140)
!712 = !DISubprogram(name: "atof", scope: !713, file: !713, line: 25, type: !714, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!713 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!714 = !DISubroutineType(types: !715)
!715 = !{!23, !129}
!716 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !717, file: !689, line: 141)
!717 = !DISubprogram(name: "atoi", scope: !684, file: !684, line: 362, type: !197, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!718 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !719, file: !689, line: 142)
!719 = !DISubprogram(name: "atol", scope: !684, file: !684, line: 367, type: !720, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!720 = !DISubroutineType(types: !721)
!721 = !{!56, !129}
!722 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !723, file: !689, line: 143)
!723 = !DISubprogram(name: "bsearch", scope: !724, file: !724, line: 20, type: !725, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!724 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!725 = !DISubroutineType(types: !726)
!726 = !{!78, !172, !172, !80, !80, !727}
!727 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !684, line: 829, baseType: !728)
!728 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !729, size: 64)
!729 = !DISubroutineType(types: !730)
!730 = !{!33, !172, !172}
!731 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !732, file: !689, line: 144)
!732 = !DISubprogram(name: "calloc", scope: !684, file: !684, line: 556, type: !702, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!733 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !734, file: !689, line: 145)
!734 = !DISubprogram(name: "div", scope: !684, file: !684, line: 873, type: !735, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!735 = !DISubroutineType(types: !736)
!736 = !{!687, !33, !33}
!737 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !738, file: !689, line: 146)
!738 = !DISubprogram(name: "exit", scope: !684, file: !684, line: 637, type: !739, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!739 = !DISubroutineType(types: !740)
!740 = !{null, !33}
!741 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !742, file: !689, line: 147)
!742 = !DISubprogram(name: "free", scope: !684, file: !684, line: 568, type: !743, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!743 = !DISubroutineType(types: !744)
!744 = !{null, !78}
!745 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !746, file: !689, line: 148)
!746 = !DISubprogram(name: "getenv", scope: !684, file: !684, line: 654, type: !747, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!747 = !DISubroutineType(types: !748)
!748 = !{!35, !129}
!749 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !750, file: !689, line: 149)
!750 = !DISubprogram(name: "labs", scope: !684, file: !684, line: 862, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!751 = !DISubroutineType(types: !752)
!752 = !{!56, !56}
!753 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !754, file: !689, line: 150)
!754 = !DISubprogram(name: "ldiv", scope: !684, file: !684, line: 875, type: !755, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!755 = !DISubroutineType(types: !756)
!756 = !{!691, !56, !56}
!757 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !758, file: !689, line: 151)
!758 = !DISubprogram(name: "malloc", scope: !684, file: !684, line: 553, type: !759, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!759 = !DISubroutineType(types: !760)
!760 = !{!78, !80}
!761 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !762, file: !689, line: 153)
!762 = !DISubprogram(name: "mblen", scope: !684, file: !684, line: 943, type: !763, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!763 = !DISubroutineType(types: !764)
!764 = !{!33, !129, !80}
!765 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !766, file: !689, line: 154)
!766 = !DISubprogram(name: "mbstowcs", scope: !684, file: !684, line: 954, type: !767, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!767 = !DISubroutineType(types: !768)
!768 = !{!80, !326, !128, !80}
!769 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !770, file: !689, line: 155)
!770 = !DISubprogram(name: "mbtowc", scope: !684, file: !684, line: 946, type: !771, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!771 = !DISubroutineType(types: !772)
!772 = !{!33, !326, !128, !80}
!773 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !774, file: !689, line: 157)
!774 = !DISubprogram(name: "qsort", scope: !684, file: !684, line: 851, type: !775, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!775 = !DISubroutineType(types: !776)
!776 = !{null, !78, !80, !80, !727}
!777 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !778, file: !689, line: 160)
!778 = !DISubprogram(name: "quick_exit", scope: !684, file: !684, line: 643, type: !739, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!779 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !780, file: !689, line: 163)
!780 = !DISubprogram(name: "rand", scope: !684, file: !684, line: 454, type: !179, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!781 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !782, file: !689, line: 164)
!782 = !DISubprogram(name: "realloc", scope: !684, file: !684, line: 564, type: !783, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!783 = !DISubroutineType(types: !784)
!784 = !{!78, !78, !80}
!785 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !786, file: !689, line: 165)
!786 = !DISubprogram(name: "srand", scope: !684, file: !684, line: 456, type: !787, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!787 = !DISubroutineType(types: !788)
!788 = !{null, !299}
!789 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !790, file: !689, line: 166)
!790 = !DISubprogram(name: "strtod", scope: !684, file: !684, line: 118, type: !791, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!791 = !DISubroutineType(types: !792)
!792 = !{!23, !128, !793}
!793 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !794)
!794 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!795 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !796, file: !689, line: 167)
!796 = !DISubprogram(name: "strtol", scope: !684, file: !684, line: 177, type: !797, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!797 = !DISubroutineType(types: !798)
!798 = !{!56, !128, !793, !33}
!799 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !800, file: !689, line: 168)
!800 = !DISubprogram(name: "strtoul", scope: !684, file: !684, line: 181, type: !801, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!801 = !DISubroutineType(types: !802)
!802 = !{!82, !128, !793, !33}
!803 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !804, file: !689, line: 169)
!804 = !DISubprogram(name: "system", scope: !684, file: !684, line: 804, type: !197, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!805 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !806, file: !689, line: 171)
!806 = !DISubprogram(name: "wcstombs", scope: !684, file: !684, line: 958, type: !807, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!807 = !DISubroutineType(types: !808)
!808 = !{!80, !123, !336, !80}
!809 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !810, file: !689, line: 172)
!810 = !DISubprogram(name: "wctomb", scope: !684, file: !684, line: 950, type: !811, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!811 = !DISubroutineType(types: !812)
!812 = !{!33, !35, !325}
!813 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !258, entity: !814, file: !689, line: 200)
!814 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !684, line: 81, baseType: !815)
!815 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !684, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !816, identifier: "_ZTS7lldiv_t")
!816 = !{!817, !818}
!817 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !815, file: !684, line: 79, baseType: !539, size: 64)
!818 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !815, file: !684, line: 80, baseType: !539, size: 64, offset: 64)
!819 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !258, entity: !820, file: !689, line: 206)
!820 = !DISubprogram(name: "_Exit", scope: !684, file: !684, line: 649, type: !739, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!821 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !258, entity: !822, file: !689, line: 210)
!822 = !DISubprogram(name: "llabs", scope: !684, file: !684, line: 865, type: !823, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!823 = !DISubroutineType(types: !824)
!824 = !{!539, !539}
!825 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !258, entity: !826, file: !689, line: 216)
!826 = !DISubprogram(name: "lldiv", scope: !684, file: !684, line: 879, type: !827, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!827 = !DISubroutineType(types: !828)
!828 = !{!814, !539, !539}
!829 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !258, entity: !830, file: !689, line: 227)
!830 = !DISubprogram(name: "atoll", scope: !684, file: !684, line: 374, type: !831, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!831 = !DISubroutineType(types: !832)
!832 = !{!539, !129}
!833 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !258, entity: !834, file: !689, line: 228)
!834 = !DISubprogram(name: "strtoll", scope: !684, file: !684, line: 201, type: !835, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!835 = !DISubroutineType(types: !836)
!836 = !{!539, !128, !793, !33}
!837 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !258, entity: !838, file: !689, line: 229)
!838 = !DISubprogram(name: "strtoull", scope: !684, file: !684, line: 206, type: !839, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!839 = !DISubroutineType(types: !840)
!840 = !{!544, !128, !793, !33}
!841 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !258, entity: !842, file: !689, line: 231)
!842 = !DISubprogram(name: "strtof", scope: !684, file: !684, line: 124, type: !843, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!843 = !DISubroutineType(types: !844)
!844 = !{!475, !128, !793}
!845 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !258, entity: !846, file: !689, line: 232)
!846 = !DISubprogram(name: "strtold", scope: !684, file: !684, line: 127, type: !847, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!847 = !DISubroutineType(types: !848)
!848 = !{!534, !128, !793}
!849 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !814, file: !689, line: 240)
!850 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !820, file: !689, line: 242)
!851 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !822, file: !689, line: 244)
!852 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !853, file: !689, line: 245)
!853 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !258, file: !689, line: 213, type: !827, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!854 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !826, file: !689, line: 246)
!855 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !830, file: !689, line: 248)
!856 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !842, file: !689, line: 249)
!857 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !834, file: !689, line: 250)
!858 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !838, file: !689, line: 251)
!859 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !846, file: !689, line: 252)
!860 = !{i32 7, !"Dwarf Version", i32 5}
!861 = !{i32 2, !"Debug Info Version", i32 3}
!862 = !{i32 1, !"wchar_size", i32 4}
!863 = !{i32 8, !"PIC Level", i32 2}
!864 = !{i32 7, !"PIE Level", i32 2}
!865 = !{i32 7, !"uwtable", i32 2}
!866 = !{i32 7, !"frame-pointer", i32 1}
!867 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!868 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!869 = distinct !DISubprogram(name: "maybe", linkageName: "_Z5maybeii", scope: !2, file: !2, line: 7, type: !870, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !872)
!870 = !DISubroutineType(types: !871)
!871 = !{!33, !33, !33}
!872 = !{!873, !874}
!873 = !DILocalVariable(name: "i", arg: 1, scope: !869, file: !2, line: 7, type: !33)
!874 = !DILocalVariable(name: "j", arg: 2, scope: !869, file: !2, line: 7, type: !33)
!875 = !DILocation(line: 0, scope: !869)
!876 = !DILocation(line: 8, column: 10, scope: !877)
!877 = distinct !DILexicalBlock(scope: !869, file: !2, line: 8, column: 7)
!878 = !DILocation(line: 8, column: 14, scope: !877)
!879 = !DILocation(line: 8, column: 19, scope: !877)
!880 = !DILocation(line: 8, column: 23, scope: !877)
!881 = !DILocation(line: 8, column: 7, scope: !869)
!882 = !DILocation(line: 8, column: 29, scope: !877)
!883 = !DILocation(line: 8, column: 35, scope: !877)
!884 = !DILocation(line: 11, column: 1, scope: !877)
!885 = !DILocation(line: 9, column: 14, scope: !886)
!886 = distinct !DILexicalBlock(scope: !869, file: !2, line: 9, column: 7)
!887 = !DILocation(line: 9, column: 10, scope: !886)
!888 = !DILocation(line: 9, column: 19, scope: !886)
!889 = !DILocation(line: 9, column: 23, scope: !886)
!890 = !DILocation(line: 9, column: 7, scope: !869)
!891 = !DILocation(line: 9, column: 29, scope: !886)
!892 = !DILocation(line: 9, column: 37, scope: !886)
!893 = !DILocation(line: 9, column: 43, scope: !886)
!894 = !{!895, !895, i64 0}
!895 = !{!"int", !896, i64 0}
!896 = !{!"omnipotent char", !897, i64 0}
!897 = !{!"Simple C++ TBAA"}
!898 = !DILocation(line: 10, column: 12, scope: !869)
!899 = !DILocation(line: 10, column: 3, scope: !869)
!900 = distinct !DISubprogram(name: "work", linkageName: "_Z4worki", scope: !2, file: !2, line: 13, type: !901, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !903)
!901 = !DISubroutineType(types: !902)
!902 = !{!23, !33}
!903 = !{!904, !905, !906, !907, !908, !909, !910, !911, !912, !913, !914, !915, !916, !917, !918, !920, !924, !928, !929}
!904 = !DILocalVariable(name: "n", arg: 1, scope: !900, file: !2, line: 13, type: !33)
!905 = !DILocalVariable(name: "a", scope: !900, file: !2, line: 14, type: !56)
!906 = !DILocalVariable(name: "b", scope: !900, file: !2, line: 14, type: !56)
!907 = !DILocalVariable(name: "c", scope: !900, file: !2, line: 14, type: !56)
!908 = !DILocalVariable(name: "d", scope: !900, file: !2, line: 14, type: !56)
!909 = !DILocalVariable(name: "e", scope: !900, file: !2, line: 14, type: !56)
!910 = !DILocalVariable(name: "f", scope: !900, file: !2, line: 14, type: !56)
!911 = !DILocalVariable(name: "g", scope: !900, file: !2, line: 14, type: !56)
!912 = !DILocalVariable(name: "h", scope: !900, file: !2, line: 14, type: !56)
!913 = !DILocalVariable(name: "x", scope: !900, file: !2, line: 15, type: !23)
!914 = !DILocalVariable(name: "y", scope: !900, file: !2, line: 15, type: !23)
!915 = !DILocalVariable(name: "z", scope: !900, file: !2, line: 15, type: !23)
!916 = !DILocalVariable(name: "errors", scope: !900, file: !2, line: 16, type: !33)
!917 = !DILocalVariable(name: "ints", scope: !900, file: !2, line: 16, type: !33)
!918 = !DILocalVariable(name: "i", scope: !919, file: !2, line: 17, type: !33)
!919 = distinct !DILexicalBlock(scope: !900, file: !2, line: 17, column: 3)
!920 = !DILocalVariable(name: "j", scope: !921, file: !2, line: 18, type: !33)
!921 = distinct !DILexicalBlock(scope: !922, file: !2, line: 18, column: 5)
!922 = distinct !DILexicalBlock(scope: !923, file: !2, line: 17, column: 31)
!923 = distinct !DILexicalBlock(scope: !919, file: !2, line: 17, column: 3)
!924 = !DILocalVariable(name: "r", scope: !925, file: !2, line: 20, type: !33)
!925 = distinct !DILexicalBlock(scope: !926, file: !2, line: 19, column: 11)
!926 = distinct !DILexicalBlock(scope: !927, file: !2, line: 18, column: 33)
!927 = distinct !DILexicalBlock(scope: !921, file: !2, line: 18, column: 5)
!928 = !DILocalVariable(name: "v", scope: !926, file: !2, line: 27, type: !33)
!929 = !DILocalVariable(scope: !926, file: !2, line: 23, type: !930)
!930 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !931, size: 64)
!931 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!932 = !DILocation(line: 0, scope: !900)
!933 = !DILocation(line: 0, scope: !919)
!934 = !DILocation(line: 17, column: 21, scope: !923)
!935 = !DILocation(line: 17, column: 3, scope: !919)
!936 = !DILocation(line: 0, scope: !921)
!937 = !DILocation(line: 18, column: 5, scope: !921)
!938 = !DILocation(line: 14, column: 43, scope: !900)
!939 = !DILocation(line: 14, column: 50, scope: !900)
!940 = !DILocation(line: 14, column: 57, scope: !900)
!941 = !DILocation(line: 15, column: 19, scope: !900)
!942 = !DILocation(line: 15, column: 29, scope: !900)
!943 = !DILocation(line: 16, column: 19, scope: !900)
!944 = !DILocation(line: 14, column: 36, scope: !900)
!945 = !DILocation(line: 14, column: 29, scope: !900)
!946 = !DILocation(line: 14, column: 22, scope: !900)
!947 = !DILocation(line: 14, column: 15, scope: !900)
!948 = !DILocation(line: 35, column: 3, scope: !900)
!949 = !DILocation(line: 36, column: 12, scope: !900)
!950 = !DILocation(line: 36, column: 16, scope: !900)
!951 = !DILocation(line: 36, column: 33, scope: !900)
!952 = !DILocation(line: 36, column: 37, scope: !900)
!953 = !DILocation(line: 36, column: 41, scope: !900)
!954 = !DILocation(line: 36, column: 45, scope: !900)
!955 = !DILocation(line: 36, column: 49, scope: !900)
!956 = !DILocation(line: 36, column: 53, scope: !900)
!957 = !DILocation(line: 36, column: 57, scope: !900)
!958 = !DILocation(line: 36, column: 30, scope: !900)
!959 = !DILocation(line: 36, column: 20, scope: !900)
!960 = !DILocation(line: 36, column: 3, scope: !900)
!961 = !DILocation(line: 20, column: 17, scope: !925)
!962 = !DILocation(line: 0, scope: !925)
!963 = !DILocation(line: 21, column: 14, scope: !925)
!964 = !DILocation(line: 21, column: 11, scope: !925)
!965 = !DILocation(line: 21, column: 19, scope: !925)
!966 = !DILocation(line: 21, column: 32, scope: !925)
!967 = !DILocation(line: 21, column: 27, scope: !925)
!968 = !DILocation(line: 21, column: 39, scope: !925)
!969 = !DILocation(line: 21, column: 47, scope: !925)
!970 = !DILocation(line: 21, column: 55, scope: !925)
!971 = !DILocation(line: 21, column: 63, scope: !925)
!972 = !DILocation(line: 21, column: 77, scope: !925)
!973 = !DILocation(line: 21, column: 90, scope: !925)
!974 = !DILocation(line: 21, column: 85, scope: !925)
!975 = !DILocation(line: 22, column: 14, scope: !925)
!976 = !DILocation(line: 22, column: 11, scope: !925)
!977 = !DILocation(line: 22, column: 25, scope: !925)
!978 = !DILocation(line: 22, column: 41, scope: !925)
!979 = !DILocation(line: 22, column: 36, scope: !925)
!980 = !DILocation(line: 23, column: 7, scope: !925)
!981 = !DILocation(line: 37, column: 1, scope: !925)
!982 = !DILocation(line: 31, column: 7, scope: !983)
!983 = distinct !DILexicalBlock(scope: !926, file: !2, line: 27, column: 23)
!984 = !DILocation(line: 0, scope: !926)
!985 = !DILocation(line: 24, column: 15, scope: !986)
!986 = distinct !DILexicalBlock(scope: !926, file: !2, line: 23, column: 44)
!987 = !DILocation(line: 25, column: 11, scope: !986)
!988 = !DILocation(line: 25, column: 19, scope: !986)
!989 = !DILocation(line: 26, column: 24, scope: !990)
!990 = distinct !DILexicalBlock(scope: !986, file: !2, line: 26, column: 13)
!991 = !DILocation(line: 27, column: 7, scope: !986)
!992 = !DILocation(line: 28, column: 19, scope: !983)
!993 = !DILocation(line: 28, column: 14, scope: !983)
!994 = !DILocation(line: 29, column: 14, scope: !983)
!995 = !DILocation(line: 29, column: 11, scope: !983)
!996 = !DILocation(line: 32, column: 9, scope: !926)
!997 = !DILocation(line: 33, column: 5, scope: !926)
!998 = !DILocation(line: 16, column: 7, scope: !900)
!999 = !DILocation(line: 18, column: 29, scope: !927)
!1000 = !DILocation(line: 18, column: 23, scope: !927)
!1001 = distinct !{!1001, !937, !1002, !1003}
!1002 = !DILocation(line: 33, column: 5, scope: !921)
!1003 = !{!"llvm.loop.mustprogress"}
!1004 = !DILocation(line: 17, column: 27, scope: !923)
!1005 = distinct !{!1005, !935, !1006, !1003}
!1006 = !DILocation(line: 34, column: 3, scope: !919)
!1007 = !DILocation(line: 37, column: 1, scope: !900)
!1008 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 39, type: !179, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !1009)
!1009 = !{!1010}
!1010 = !DILocalVariable(name: "n", scope: !1011, file: !2, line: 40, type: !33)
!1011 = distinct !DILexicalBlock(scope: !1008, file: !2, line: 40, column: 3)
!1012 = !DILocation(line: 0, scope: !1011)
!1013 = !DILocation(line: 40, column: 71, scope: !1014)
!1014 = distinct !DILexicalBlock(scope: !1011, file: !2, line: 40, column: 3)
!1015 = !DILocation(line: 40, column: 35, scope: !1014)
!1016 = !DILocation(line: 41, column: 3, scope: !1008)
