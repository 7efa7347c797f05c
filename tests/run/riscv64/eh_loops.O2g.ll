; ModuleID = 'tests/run/riscv64/eh_loops.cpp'
source_filename = "tests/run/riscv64/eh_loops.cpp"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"r\00", align 1, !dbg !0
@_ZTISt13runtime_error = external constant ptr
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [67 x i8] c"errors=%d ints=%d a=%ld b=%ld c=%ld d=%ld e=%ld f=%ld g=%ld h=%ld\0A\00", align 1, !dbg !8
@.str.2 = private unnamed_addr constant [17 x i8] c"work(%d) = %.6f\0A\00", align 1, !dbg !13

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef signext i32 @_Z5maybeii(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !865 {
    #dbg_value(i32 %0, !869, !DIExpression(), !871)
    #dbg_value(i32 %1, !870, !DIExpression(), !871)
  %3 = mul nsw i32 %0, 7, !dbg !872
  %4 = add nsw i32 %3, %1, !dbg !874
  %5 = srem i32 %4, 5, !dbg !875
  %6 = icmp eq i32 %5, 0, !dbg !876
  br i1 %6, label %7, label %12, !dbg !877

7:                                                ; preds = %2
  %8 = tail call ptr @__cxa_allocate_exception(i64 16) #7, !dbg !878
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull @.str)
          to label %9 unwind label %10, !dbg !879

9:                                                ; preds = %7
  tail call void @__cxa_throw(ptr nonnull %8, ptr nonnull @_ZTISt13runtime_error, ptr nonnull @_ZNSt13runtime_errorD1Ev) #8, !dbg !878
  unreachable, !dbg !878

10:                                               ; preds = %7
  %11 = landingpad { ptr, i32 }
          cleanup, !dbg !880
  tail call void @__cxa_free_exception(ptr %8) #7, !dbg !878
  resume { ptr, i32 } %11, !dbg !878

12:                                               ; preds = %2
  %13 = mul nsw i32 %1, 3, !dbg !881
  %14 = add nsw i32 %13, %0, !dbg !883
  %15 = srem i32 %14, 7, !dbg !884
  %16 = icmp eq i32 %15, 0, !dbg !885
  br i1 %16, label %17, label %21, !dbg !886

17:                                               ; preds = %12
  %18 = tail call ptr @__cxa_allocate_exception(i64 4) #7, !dbg !887
  %19 = mul nsw i32 %0, 100, !dbg !888
  %20 = add nsw i32 %19, %1, !dbg !889
  store i32 %20, ptr %18, align 16, !dbg !887, !tbaa !890
  tail call void @__cxa_throw(ptr nonnull %18, ptr nonnull @_ZTIi, ptr null) #8, !dbg !887
  unreachable, !dbg !887

21:                                               ; preds = %12
  %22 = xor i32 %1, %0, !dbg !894
  ret i32 %22, !dbg !895
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #2

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef double @_Z4worki(i32 noundef signext %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !896 {
    #dbg_value(i32 %0, !900, !DIExpression(), !928)
    #dbg_value(i64 1, !901, !DIExpression(), !928)
    #dbg_value(i64 2, !902, !DIExpression(), !928)
    #dbg_value(i64 3, !903, !DIExpression(), !928)
    #dbg_value(i64 4, !904, !DIExpression(), !928)
    #dbg_value(i64 5, !905, !DIExpression(), !928)
    #dbg_value(i64 6, !906, !DIExpression(), !928)
    #dbg_value(i64 7, !907, !DIExpression(), !928)
    #dbg_value(i64 8, !908, !DIExpression(), !928)
    #dbg_value(double 5.000000e-01, !909, !DIExpression(), !928)
    #dbg_value(double 1.250000e+00, !910, !DIExpression(), !928)
    #dbg_value(double -3.000000e+00, !911, !DIExpression(), !928)
    #dbg_value(i32 0, !912, !DIExpression(), !928)
    #dbg_value(i32 0, !913, !DIExpression(), !928)
    #dbg_value(i32 0, !914, !DIExpression(), !929)
  %2 = icmp sgt i32 %0, 0, !dbg !930
  br i1 %2, label %3, label %21, !dbg !931

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !930
  br label %5, !dbg !931

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
    #dbg_value(i64 %7, !901, !DIExpression(), !928)
    #dbg_value(i64 %8, !902, !DIExpression(), !928)
    #dbg_value(i64 %9, !903, !DIExpression(), !928)
    #dbg_value(i64 %10, !904, !DIExpression(), !928)
    #dbg_value(i64 %11, !905, !DIExpression(), !928)
    #dbg_value(i64 %6, !914, !DIExpression(), !929)
    #dbg_value(i32 %12, !913, !DIExpression(), !928)
    #dbg_value(i32 %13, !912, !DIExpression(), !928)
    #dbg_value(double %14, !911, !DIExpression(), !928)
    #dbg_value(double %15, !910, !DIExpression(), !928)
    #dbg_value(double %16, !909, !DIExpression(), !928)
    #dbg_value(i64 %17, !908, !DIExpression(), !928)
    #dbg_value(i64 %18, !907, !DIExpression(), !928)
    #dbg_value(i64 %19, !906, !DIExpression(), !928)
    #dbg_value(i64 %7, !901, !DIExpression(), !928)
    #dbg_value(i64 %8, !902, !DIExpression(), !928)
    #dbg_value(i64 %9, !903, !DIExpression(), !928)
    #dbg_value(i64 %10, !904, !DIExpression(), !928)
    #dbg_value(i64 %11, !905, !DIExpression(), !928)
    #dbg_value(i32 0, !916, !DIExpression(), !932)
    #dbg_value(i32 %12, !913, !DIExpression(), !928)
    #dbg_value(i32 %13, !912, !DIExpression(), !928)
    #dbg_value(double %14, !911, !DIExpression(), !928)
    #dbg_value(double %15, !910, !DIExpression(), !928)
    #dbg_value(double %16, !909, !DIExpression(), !928)
    #dbg_value(i64 %17, !908, !DIExpression(), !928)
    #dbg_value(i64 %18, !907, !DIExpression(), !928)
    #dbg_value(i64 %19, !906, !DIExpression(), !928)
  %20 = trunc nuw nsw i64 %6 to i32
  br label %47, !dbg !933

21:                                               ; preds = %135, %1
  %22 = phi i64 [ 6, %1 ], [ %136, %135 ], !dbg !934
  %23 = phi i64 [ 7, %1 ], [ %137, %135 ], !dbg !935
  %24 = phi i64 [ 8, %1 ], [ %138, %135 ], !dbg !936
  %25 = phi double [ 5.000000e-01, %1 ], [ %146, %135 ], !dbg !928
  %26 = phi double [ 1.250000e+00, %1 ], [ %139, %135 ], !dbg !937
  %27 = phi double [ -3.000000e+00, %1 ], [ %140, %135 ], !dbg !938
  %28 = phi i32 [ 0, %1 ], [ %147, %135 ], !dbg !928
  %29 = phi i32 [ 0, %1 ], [ %141, %135 ], !dbg !939
  %30 = phi i64 [ 5, %1 ], [ %142, %135 ], !dbg !940
  %31 = phi i64 [ 4, %1 ], [ %143, %135 ], !dbg !941
  %32 = phi i64 [ 3, %1 ], [ %144, %135 ], !dbg !942
  %33 = phi i64 [ 2, %1 ], [ %145, %135 ], !dbg !943
  %34 = phi i64 [ 1, %1 ], [ %148, %135 ], !dbg !928
  %35 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %28, i32 noundef signext %29, i64 noundef %34, i64 noundef %33, i64 noundef %32, i64 noundef %31, i64 noundef %30, i64 noundef %22, i64 noundef %23, i64 noundef %24), !dbg !944
  %36 = fadd double %25, %26, !dbg !945
  %37 = fadd double %36, %27, !dbg !946
  %38 = add i64 %23, %22, !dbg !947
  %39 = add i64 %38, %24, !dbg !948
  %40 = add i64 %39, %30, !dbg !949
  %41 = add i64 %40, %31, !dbg !950
  %42 = add i64 %41, %32, !dbg !951
  %43 = add i64 %42, %33, !dbg !952
  %44 = add i64 %43, %34, !dbg !953
  %45 = sitofp i64 %44 to double, !dbg !954
  %46 = fadd double %37, %45, !dbg !955
  ret double %46, !dbg !956

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
    #dbg_value(i64 %49, !901, !DIExpression(), !928)
    #dbg_value(i64 %50, !902, !DIExpression(), !928)
    #dbg_value(i64 %51, !903, !DIExpression(), !928)
    #dbg_value(i64 %52, !904, !DIExpression(), !928)
    #dbg_value(i64 %53, !905, !DIExpression(), !928)
    #dbg_value(i64 %48, !916, !DIExpression(), !932)
    #dbg_value(i32 %54, !913, !DIExpression(), !928)
    #dbg_value(i32 %55, !912, !DIExpression(), !928)
    #dbg_value(double %56, !911, !DIExpression(), !928)
    #dbg_value(double %57, !910, !DIExpression(), !928)
    #dbg_value(double %58, !909, !DIExpression(), !928)
    #dbg_value(i64 %59, !908, !DIExpression(), !928)
    #dbg_value(i64 %60, !907, !DIExpression(), !928)
    #dbg_value(i64 %61, !906, !DIExpression(), !928)
  %62 = trunc nuw nsw i64 %48 to i32, !dbg !957
  %63 = invoke noundef signext i32 @_Z5maybeii(i32 noundef signext %20, i32 noundef signext %62)
          to label %64 unwind label %82, !dbg !957

64:                                               ; preds = %47
    #dbg_value(i32 %63, !920, !DIExpression(), !958)
  %65 = sext i32 %63 to i64, !dbg !959
  %66 = add nsw i64 %49, %65, !dbg !960
    #dbg_value(i64 %66, !901, !DIExpression(), !928)
  %67 = xor i64 %66, %50, !dbg !961
    #dbg_value(i64 %67, !902, !DIExpression(), !928)
  %68 = mul nsw i64 %67, 3, !dbg !962
  %69 = add nsw i64 %68, %51, !dbg !963
    #dbg_value(i64 %69, !903, !DIExpression(), !928)
  %70 = sub nsw i64 %52, %69, !dbg !964
    #dbg_value(i64 %70, !904, !DIExpression(), !928)
  %71 = add nsw i64 %53, %6, !dbg !965
    #dbg_value(i64 %71, !905, !DIExpression(), !928)
  %72 = mul nsw i64 %61, 3, !dbg !966
    #dbg_value(i64 %72, !906, !DIExpression(), !928)
  %73 = srem i64 %72, 1000003, !dbg !967
    #dbg_value(i64 %73, !906, !DIExpression(), !928)
  %74 = add nsw i64 %60, %48, !dbg !968
    #dbg_value(i64 %74, !907, !DIExpression(), !928)
  %75 = and i64 %66, 15, !dbg !969
  %76 = add nsw i64 %75, %59, !dbg !970
    #dbg_value(i64 %76, !908, !DIExpression(), !928)
  %77 = sitofp i32 %63 to double, !dbg !971
  %78 = tail call double @llvm.fmuladd.f64(double %77, double 5.000000e-01, double %58), !dbg !972
    #dbg_value(double %78, !909, !DIExpression(), !928)
  %79 = fmul double %57, 1.010000e+00, !dbg !973
    #dbg_value(double %79, !910, !DIExpression(), !928)
  %80 = fmul double %78, 1.250000e-01, !dbg !974
  %81 = fsub double %56, %80, !dbg !975
    #dbg_value(double %81, !911, !DIExpression(), !928)
  br label %105, !dbg !976

82:                                               ; preds = %47
  %83 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTIi, !dbg !977
  %84 = extractvalue { ptr, i32 } %83, 0, !dbg !977
  %85 = extractvalue { ptr, i32 } %83, 1, !dbg !977
  %86 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13runtime_error) #7, !dbg !976
  %87 = icmp eq i32 %85, %86, !dbg !976
  br i1 %87, label %88, label %95, !dbg !976

88:                                               ; preds = %82
  %89 = tail call ptr @__cxa_begin_catch(ptr %84) #7, !dbg !978
    #dbg_value(ptr %89, !925, !DIExpression(), !980)
  %90 = add nsw i32 %55, 1, !dbg !981
    #dbg_value(i32 %90, !912, !DIExpression(), !928)
  %91 = add nsw i64 %49, -3, !dbg !983
    #dbg_value(i64 %91, !901, !DIExpression(), !928)
  %92 = fmul double %58, 9.000000e-01, !dbg !984
    #dbg_value(double %92, !909, !DIExpression(), !928)
  %93 = and i32 %90, 3, !dbg !985
  %94 = icmp eq i32 %93, 0, !dbg !985
  tail call void @__cxa_end_catch(), !dbg !987
  br i1 %94, label %135, label %105

95:                                               ; preds = %82
  %96 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #7, !dbg !976
  %97 = icmp eq i32 %85, %96, !dbg !976
  br i1 %97, label %98, label %151, !dbg !976

98:                                               ; preds = %95
  %99 = tail call ptr @__cxa_begin_catch(ptr %84) #7, !dbg !976
  %100 = load i32, ptr %99, align 4, !dbg !976, !tbaa !890
    #dbg_value(i32 %100, !924, !DIExpression(), !980)
  %101 = srem i32 %100, 13, !dbg !988
  %102 = add nsw i32 %101, %54, !dbg !989
    #dbg_value(i32 %102, !913, !DIExpression(), !928)
  %103 = sitofp i32 %100 to double, !dbg !990
  %104 = fadd double %56, %103, !dbg !991
    #dbg_value(double %104, !911, !DIExpression(), !928)
  tail call void @__cxa_end_catch() #7, !dbg !978
  br label %119

105:                                              ; preds = %88, %64
  %106 = phi i64 [ %73, %64 ], [ %61, %88 ], !dbg !928
  %107 = phi i64 [ %74, %64 ], [ %60, %88 ], !dbg !928
  %108 = phi i64 [ %76, %64 ], [ %59, %88 ], !dbg !928
  %109 = phi double [ %78, %64 ], [ %92, %88 ], !dbg !980
  %110 = phi double [ %79, %64 ], [ %57, %88 ], !dbg !928
  %111 = phi double [ %81, %64 ], [ %56, %88 ], !dbg !928
  %112 = phi i32 [ %55, %64 ], [ %90, %88 ], !dbg !928
  %113 = phi i64 [ %71, %64 ], [ %53, %88 ], !dbg !928
  %114 = phi i64 [ %70, %64 ], [ %52, %88 ], !dbg !928
  %115 = phi i64 [ %69, %64 ], [ %51, %88 ], !dbg !928
  %116 = phi i64 [ %67, %64 ], [ %50, %88 ], !dbg !928
  %117 = phi i64 [ %66, %64 ], [ %91, %88 ], !dbg !980
    #dbg_value(i64 %117, !901, !DIExpression(), !928)
    #dbg_value(i64 %116, !902, !DIExpression(), !928)
    #dbg_value(i64 %115, !903, !DIExpression(), !928)
    #dbg_value(i64 %114, !904, !DIExpression(), !928)
    #dbg_value(i64 %113, !905, !DIExpression(), !928)
    #dbg_value(i32 %112, !912, !DIExpression(), !928)
    #dbg_value(double %111, !911, !DIExpression(), !928)
    #dbg_value(double %110, !910, !DIExpression(), !928)
    #dbg_value(double %109, !909, !DIExpression(), !928)
    #dbg_value(i64 %108, !908, !DIExpression(), !928)
    #dbg_value(i64 %107, !907, !DIExpression(), !928)
    #dbg_value(i64 %106, !906, !DIExpression(), !928)
  %118 = add nsw i64 %108, 1, !dbg !992
    #dbg_value(i64 %118, !908, !DIExpression(), !928)
  br label %119, !dbg !993

119:                                              ; preds = %105, %98
  %120 = phi i64 [ %106, %105 ], [ %61, %98 ], !dbg !928
  %121 = phi i64 [ %107, %105 ], [ %60, %98 ], !dbg !928
  %122 = phi i64 [ %118, %105 ], [ %59, %98 ], !dbg !928
  %123 = phi double [ %109, %105 ], [ %58, %98 ], !dbg !928
  %124 = phi double [ %110, %105 ], [ %57, %98 ], !dbg !928
  %125 = phi double [ %111, %105 ], [ %104, %98 ], !dbg !980
  %126 = phi i32 [ %112, %105 ], [ %55, %98 ], !dbg !994
  %127 = phi i32 [ %54, %105 ], [ %102, %98 ], !dbg !928
  %128 = phi i64 [ %113, %105 ], [ %53, %98 ], !dbg !928
  %129 = phi i64 [ %114, %105 ], [ %52, %98 ], !dbg !928
  %130 = phi i64 [ %115, %105 ], [ %51, %98 ], !dbg !928
  %131 = phi i64 [ %116, %105 ], [ %50, %98 ], !dbg !928
  %132 = phi i64 [ %117, %105 ], [ %49, %98 ], !dbg !928
    #dbg_value(i64 %132, !901, !DIExpression(), !928)
    #dbg_value(i64 %131, !902, !DIExpression(), !928)
    #dbg_value(i64 %130, !903, !DIExpression(), !928)
    #dbg_value(i64 %129, !904, !DIExpression(), !928)
    #dbg_value(i64 %128, !905, !DIExpression(), !928)
    #dbg_value(i32 %127, !913, !DIExpression(), !928)
    #dbg_value(i32 %126, !912, !DIExpression(), !928)
    #dbg_value(double %125, !911, !DIExpression(), !928)
    #dbg_value(double %124, !910, !DIExpression(), !928)
    #dbg_value(double %123, !909, !DIExpression(), !928)
    #dbg_value(i64 %122, !908, !DIExpression(), !928)
    #dbg_value(i64 %121, !907, !DIExpression(), !928)
    #dbg_value(i64 %120, !906, !DIExpression(), !928)
  %133 = add nuw nsw i64 %48, 1, !dbg !995
    #dbg_value(i64 %133, !916, !DIExpression(), !932)
  %134 = icmp eq i64 %133, 6, !dbg !996
  br i1 %134, label %135, label %47, !dbg !933, !llvm.loop !997

135:                                              ; preds = %119, %88
  %136 = phi i64 [ %120, %119 ], [ %61, %88 ], !dbg !928
  %137 = phi i64 [ %121, %119 ], [ %60, %88 ], !dbg !928
  %138 = phi i64 [ %122, %119 ], [ %59, %88 ], !dbg !928
  %139 = phi double [ %124, %119 ], [ %57, %88 ], !dbg !928
  %140 = phi double [ %125, %119 ], [ %56, %88 ], !dbg !928
  %141 = phi i32 [ %127, %119 ], [ %54, %88 ], !dbg !939
  %142 = phi i64 [ %128, %119 ], [ %53, %88 ], !dbg !928
  %143 = phi i64 [ %129, %119 ], [ %52, %88 ], !dbg !928
  %144 = phi i64 [ %130, %119 ], [ %51, %88 ], !dbg !928
  %145 = phi i64 [ %131, %119 ], [ %50, %88 ], !dbg !928
  %146 = phi double [ %123, %119 ], [ %92, %88 ], !dbg !928
  %147 = phi i32 [ %126, %119 ], [ %90, %88 ], !dbg !928
  %148 = phi i64 [ %132, %119 ], [ %91, %88 ], !dbg !928
    #dbg_value(i64 %148, !901, !DIExpression(), !928)
    #dbg_value(i32 %147, !912, !DIExpression(), !928)
    #dbg_value(double %146, !909, !DIExpression(), !928)
  %149 = add nuw nsw i64 %6, 1, !dbg !1000
    #dbg_value(i64 %145, !902, !DIExpression(), !928)
    #dbg_value(i64 %144, !903, !DIExpression(), !928)
    #dbg_value(i64 %143, !904, !DIExpression(), !928)
    #dbg_value(i64 %142, !905, !DIExpression(), !928)
    #dbg_value(i64 %149, !914, !DIExpression(), !929)
    #dbg_value(i32 %141, !913, !DIExpression(), !928)
    #dbg_value(double %140, !911, !DIExpression(), !928)
    #dbg_value(double %139, !910, !DIExpression(), !928)
    #dbg_value(i64 %138, !908, !DIExpression(), !928)
    #dbg_value(i64 %137, !907, !DIExpression(), !928)
    #dbg_value(i64 %136, !906, !DIExpression(), !928)
  %150 = icmp eq i64 %149, %4, !dbg !930
  br i1 %150, label %21, label %5, !dbg !931, !llvm.loop !1001

151:                                              ; preds = %95
  resume { ptr, i32 } %83, !dbg !1003
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nofree nounwind
declare !dbg !186 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #6 !dbg !1004 {
    #dbg_value(i32 1, !1006, !DIExpression(), !1008)
    #dbg_value(i32 1, !1006, !DIExpression(), !1008)
  %1 = tail call noundef double @_Z4worki(i32 noundef signext 1), !dbg !1009
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 1, double noundef %1), !dbg !1011
    #dbg_value(i32 4, !1006, !DIExpression(), !1008)
  %3 = tail call noundef double @_Z4worki(i32 noundef signext 4), !dbg !1009
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 4, double noundef %3), !dbg !1011
    #dbg_value(i32 7, !1006, !DIExpression(), !1008)
  %5 = tail call noundef double @_Z4worki(i32 noundef signext 7), !dbg !1009
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 7, double noundef %5), !dbg !1011
    #dbg_value(i32 10, !1006, !DIExpression(), !1008)
  %7 = tail call noundef double @_Z4worki(i32 noundef signext 10), !dbg !1009
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 10, double noundef %7), !dbg !1011
    #dbg_value(i32 13, !1006, !DIExpression(), !1008)
  ret i32 0, !dbg !1012
}

attributes #0 = { mustprogress noinline uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { mustprogress norecurse uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }

!llvm.dbg.cu = !{!18}
!llvm.module.flags = !{!853, !854, !855, !856, !857, !859, !860, !861, !862, !863}
!llvm.ident = !{!864}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/riscv64/eh_loops.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "3866055f3ed5213b5f646847a7951cab")
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
!21 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/stdexcept", directory: "")
!22 = !DINamespace(name: "std", scope: null)
!23 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!24 = !{!0, !8, !13}
!25 = !{!26, !89, !95, !100, !104, !106, !108, !110, !112, !119, !124, !130, !134, !138, !142, !147, !151, !153, !157, !163, !167, !174, !176, !181, !185, !189, !191, !195, !199, !201, !205, !207, !209, !213, !217, !221, !225, !229, !233, !235, !242, !246, !250, !255, !257, !259, !263, !267, !268, !269, !270, !271, !272, !276, !280, !298, !301, !306, !313, !321, !325, !332, !336, !340, !342, !344, !348, !354, !358, !364, !370, !372, !376, !380, !384, !388, !392, !394, !398, !402, !406, !408, !412, !416, !420, !422, !424, !428, !436, !440, !444, !448, !450, !456, !458, !464, !469, !473, !477, !481, !485, !489, !491, !493, !497, !501, !505, !507, !511, !515, !517, !519, !523, !528, !533, !538, !539, !540, !541, !542, !543, !544, !545, !546, !547, !548, !553, !557, !560, !563, !566, !568, !570, !572, !575, !578, !581, !584, !587, !589, !594, !597, !600, !603, !605, !607, !609, !611, !614, !617, !620, !623, !626, !628, !632, !636, !641, !645, !647, !649, !651, !653, !655, !657, !659, !661, !663, !665, !667, !669, !671, !675, !679, !683, !689, !693, !697, !702, !704, !709, !711, !715, !724, !726, !730, !734, !738, !742, !746, !750, !754, !758, !762, !766, !770, !772, !774, !778, !782, !788, !792, !796, !798, !802, !806, !812, !814, !818, !822, !826, !830, !834, !838, !842, !843, !844, !845, !847, !848, !849, !850, !851, !852}
!26 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !27, file: !88, line: 98)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !28, line: 7, baseType: !29)
!28 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !30, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !31, identifier: "_ZTS8_IO_FILE")
!30 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
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
!55 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
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
!88 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cstdio", directory: "")
!89 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !90, file: !88, line: 99)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !91, line: 84, baseType: !92)
!91 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !93, line: 14, baseType: !94)
!93 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
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
!178 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
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
!241 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !78)
!242 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !243, file: !88, line: 145)
!243 = !DISubprogram(name: "vprintf", scope: !178, file: !178, line: 39, type: !244, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!244 = !DISubroutineType(types: !245)
!245 = !{!33, !128, !239}
!246 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !247, file: !88, line: 146)
!247 = !DISubprogram(name: "vsprintf", scope: !91, file: !91, line: 373, type: !248, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!248 = !DISubroutineType(types: !249)
!249 = !{!33, !123, !128, !239}
!250 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !251, entity: !252, file: !88, line: 175)
!251 = !DINamespace(name: "__gnu_cxx", scope: null)
!252 = !DISubprogram(name: "snprintf", scope: !91, file: !91, line: 378, type: !253, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!253 = !DISubroutineType(types: !254)
!254 = !{!33, !123, !80, !128, null}
!255 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !251, entity: !256, file: !88, line: 176)
!256 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !91, file: !91, line: 479, type: !237, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!257 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !251, entity: !258, file: !88, line: 177)
!258 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !91, file: !91, line: 484, type: !244, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!259 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !251, entity: !260, file: !88, line: 178)
!260 = !DISubprogram(name: "vsnprintf", scope: !91, file: !91, line: 382, type: !261, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!261 = !DISubroutineType(types: !262)
!262 = !{!33, !123, !80, !128, !239}
!263 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !251, entity: !264, file: !88, line: 179)
!264 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !91, file: !91, line: 487, type: !265, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!265 = !DISubroutineType(types: !266)
!266 = !{!33, !128, !128, !239}
!267 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !252, file: !88, line: 185)
!268 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !256, file: !88, line: 186)
!269 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !258, file: !88, line: 187)
!270 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !260, file: !88, line: 188)
!271 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !264, file: !88, line: 189)
!272 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !273, file: !274, line: 68)
!273 = !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !275, file: !274, line: 90, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!274 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/exception_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!275 = !DINamespace(name: "__exception_ptr", scope: !22)
!276 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !275, entity: !277, file: !274, line: 84)
!277 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !22, file: !274, line: 80, type: !278, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!278 = !DISubroutineType(types: !279)
!279 = !{null, !273}
!280 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !281, file: !297, line: 64)
!281 = !DIDerivedType(tag: DW_TAG_typedef, name: "mbstate_t", file: !282, line: 6, baseType: !283)
!282 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "ba8742313715e20e434cf6ccb2db98e3")
!283 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mbstate_t", file: !284, line: 21, baseType: !285)
!284 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/__mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "82911a3e689448e3691ded3e0b471a55")
!285 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !284, line: 13, size: 64, flags: DIFlagTypePassByValue, elements: !286, identifier: "_ZTS11__mbstate_t")
!286 = !{!287, !288}
!287 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !285, file: !284, line: 15, baseType: !33, size: 32)
!288 = !DIDerivedType(tag: DW_TAG_member, name: "__value", scope: !285, file: !284, line: 20, baseType: !289, size: 32, offset: 32)
!289 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !285, file: !284, line: 16, size: 32, flags: DIFlagTypePassByValue, elements: !290, identifier: "_ZTSN11__mbstate_tUt_E")
!290 = !{!291, !293}
!291 = !DIDerivedType(tag: DW_TAG_member, name: "__wch", scope: !289, file: !284, line: 18, baseType: !292, size: 32)
!292 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!293 = !DIDerivedType(tag: DW_TAG_member, name: "__wchb", scope: !289, file: !284, line: 19, baseType: !294, size: 32)
!294 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32, elements: !295)
!295 = !{!296}
!296 = !DISubrange(count: 4)
!297 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cwchar", directory: "")
!298 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !299, file: !297, line: 141)
!299 = !DIDerivedType(tag: DW_TAG_typedef, name: "wint_t", file: !300, line: 20, baseType: !292)
!300 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/wint_t.h", directory: "", checksumkind: CSK_MD5, checksum: "aa31b53ef28dc23152ceb41e2763ded3")
!301 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !302, file: !297, line: 143)
!302 = !DISubprogram(name: "btowc", scope: !303, file: !303, line: 319, type: !304, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!303 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/wchar.h", directory: "", checksumkind: CSK_MD5, checksum: "c2c1588988a2a89d06792ce221872236")
!304 = !DISubroutineType(types: !305)
!305 = !{!299, !33}
!306 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !307, file: !297, line: 144)
!307 = !DISubprogram(name: "fgetwc", scope: !303, file: !303, line: 744, type: !308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!308 = !DISubroutineType(types: !309)
!309 = !{!299, !310}
!310 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !311, size: 64)
!311 = !DIDerivedType(tag: DW_TAG_typedef, name: "__FILE", file: !312, line: 5, baseType: !29)
!312 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/__FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "72a8fe90981f484acae7c6f3dfc5c2b7")
!313 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !314, file: !297, line: 145)
!314 = !DISubprogram(name: "fgetws", scope: !303, file: !303, line: 773, type: !315, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!315 = !DISubroutineType(types: !316)
!316 = !{!317, !319, !33, !320}
!317 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !318, size: 64)
!318 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!319 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !317)
!320 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !310)
!321 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !322, file: !297, line: 146)
!322 = !DISubprogram(name: "fputwc", scope: !303, file: !303, line: 758, type: !323, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!323 = !DISubroutineType(types: !324)
!324 = !{!299, !318, !310}
!325 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !326, file: !297, line: 147)
!326 = !DISubprogram(name: "fputws", scope: !303, file: !303, line: 780, type: !327, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!327 = !DISubroutineType(types: !328)
!328 = !{!33, !329, !320}
!329 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !330)
!330 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !331, size: 64)
!331 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !318)
!332 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !333, file: !297, line: 148)
!333 = !DISubprogram(name: "fwide", scope: !303, file: !303, line: 588, type: !334, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!334 = !DISubroutineType(types: !335)
!335 = !{!33, !310, !33}
!336 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !337, file: !297, line: 149)
!337 = !DISubprogram(name: "fwprintf", scope: !303, file: !303, line: 595, type: !338, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!338 = !DISubroutineType(types: !339)
!339 = !{!33, !320, !329, null}
!340 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !341, file: !297, line: 150)
!341 = !DISubprogram(name: "fwscanf", linkageName: "__isoc99_fwscanf", scope: !303, file: !303, line: 657, type: !338, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!342 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !343, file: !297, line: 151)
!343 = !DISubprogram(name: "getwc", scope: !303, file: !303, line: 745, type: !308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!344 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !345, file: !297, line: 152)
!345 = !DISubprogram(name: "getwchar", scope: !303, file: !303, line: 751, type: !346, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!346 = !DISubroutineType(types: !347)
!347 = !{!299}
!348 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !349, file: !297, line: 153)
!349 = !DISubprogram(name: "mbrlen", scope: !303, file: !303, line: 330, type: !350, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!350 = !DISubroutineType(types: !351)
!351 = !{!80, !128, !80, !352}
!352 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !353)
!353 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !281, size: 64)
!354 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !355, file: !297, line: 154)
!355 = !DISubprogram(name: "mbrtowc", scope: !303, file: !303, line: 297, type: !356, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!356 = !DISubroutineType(types: !357)
!357 = !{!80, !319, !128, !80, !352}
!358 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !359, file: !297, line: 155)
!359 = !DISubprogram(name: "mbsinit", scope: !303, file: !303, line: 293, type: !360, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!360 = !DISubroutineType(types: !361)
!361 = !{!33, !362}
!362 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !363, size: 64)
!363 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !281)
!364 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !365, file: !297, line: 156)
!365 = !DISubprogram(name: "mbsrtowcs", scope: !303, file: !303, line: 338, type: !366, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!366 = !DISubroutineType(types: !367)
!367 = !{!80, !319, !368, !80, !352}
!368 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !369)
!369 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !129, size: 64)
!370 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !371, file: !297, line: 157)
!371 = !DISubprogram(name: "putwc", scope: !303, file: !303, line: 759, type: !323, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!372 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !373, file: !297, line: 158)
!373 = !DISubprogram(name: "putwchar", scope: !303, file: !303, line: 765, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!374 = !DISubroutineType(types: !375)
!375 = !{!299, !318}
!376 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !377, file: !297, line: 160)
!377 = !DISubprogram(name: "swprintf", scope: !303, file: !303, line: 605, type: !378, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!378 = !DISubroutineType(types: !379)
!379 = !{!33, !319, !80, !329, null}
!380 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !381, file: !297, line: 162)
!381 = !DISubprogram(name: "swscanf", linkageName: "__isoc99_swscanf", scope: !303, file: !303, line: 664, type: !382, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!382 = !DISubroutineType(types: !383)
!383 = !{!33, !329, !329, null}
!384 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !385, file: !297, line: 163)
!385 = !DISubprogram(name: "ungetwc", scope: !303, file: !303, line: 788, type: !386, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!386 = !DISubroutineType(types: !387)
!387 = !{!299, !299, !310}
!388 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !389, file: !297, line: 164)
!389 = !DISubprogram(name: "vfwprintf", scope: !303, file: !303, line: 613, type: !390, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!390 = !DISubroutineType(types: !391)
!391 = !{!33, !320, !329, !239}
!392 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !393, file: !297, line: 166)
!393 = !DISubprogram(name: "vfwscanf", linkageName: "__isoc99_vfwscanf", scope: !303, file: !303, line: 711, type: !390, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!394 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !395, file: !297, line: 169)
!395 = !DISubprogram(name: "vswprintf", scope: !303, file: !303, line: 626, type: !396, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!396 = !DISubroutineType(types: !397)
!397 = !{!33, !319, !80, !329, !239}
!398 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !399, file: !297, line: 172)
!399 = !DISubprogram(name: "vswscanf", linkageName: "__isoc99_vswscanf", scope: !303, file: !303, line: 718, type: !400, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!400 = !DISubroutineType(types: !401)
!401 = !{!33, !329, !329, !239}
!402 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !403, file: !297, line: 174)
!403 = !DISubprogram(name: "vwprintf", scope: !303, file: !303, line: 621, type: !404, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!404 = !DISubroutineType(types: !405)
!405 = !{!33, !329, !239}
!406 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !407, file: !297, line: 176)
!407 = !DISubprogram(name: "vwscanf", linkageName: "__isoc99_vwscanf", scope: !303, file: !303, line: 715, type: !404, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!408 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !409, file: !297, line: 178)
!409 = !DISubprogram(name: "wcrtomb", scope: !303, file: !303, line: 302, type: !410, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!410 = !DISubroutineType(types: !411)
!411 = !{!80, !123, !318, !352}
!412 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !413, file: !297, line: 179)
!413 = !DISubprogram(name: "wcscat", scope: !303, file: !303, line: 97, type: !414, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!414 = !DISubroutineType(types: !415)
!415 = !{!317, !319, !329}
!416 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !417, file: !297, line: 180)
!417 = !DISubprogram(name: "wcscmp", scope: !303, file: !303, line: 106, type: !418, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!418 = !DISubroutineType(types: !419)
!419 = !{!33, !330, !330}
!420 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !421, file: !297, line: 181)
!421 = !DISubprogram(name: "wcscoll", scope: !303, file: !303, line: 131, type: !418, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!422 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !423, file: !297, line: 182)
!423 = !DISubprogram(name: "wcscpy", scope: !303, file: !303, line: 87, type: !414, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!424 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !425, file: !297, line: 183)
!425 = !DISubprogram(name: "wcscspn", scope: !303, file: !303, line: 188, type: !426, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!426 = !DISubroutineType(types: !427)
!427 = !{!80, !330, !330}
!428 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !429, file: !297, line: 184)
!429 = !DISubprogram(name: "wcsftime", scope: !303, file: !303, line: 852, type: !430, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!430 = !DISubroutineType(types: !431)
!431 = !{!80, !319, !80, !329, !432}
!432 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !433)
!433 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !434, size: 64)
!434 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !435)
!435 = !DICompositeType(tag: DW_TAG_structure_type, name: "tm", file: !303, line: 83, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS2tm")
!436 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !437, file: !297, line: 185)
!437 = !DISubprogram(name: "wcslen", scope: !303, file: !303, line: 223, type: !438, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!438 = !DISubroutineType(types: !439)
!439 = !{!80, !330}
!440 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !441, file: !297, line: 186)
!441 = !DISubprogram(name: "wcsncat", scope: !303, file: !303, line: 101, type: !442, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!442 = !DISubroutineType(types: !443)
!443 = !{!317, !319, !329, !80}
!444 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !445, file: !297, line: 187)
!445 = !DISubprogram(name: "wcsncmp", scope: !303, file: !303, line: 109, type: !446, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!446 = !DISubroutineType(types: !447)
!447 = !{!33, !330, !330, !80}
!448 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !449, file: !297, line: 188)
!449 = !DISubprogram(name: "wcsncpy", scope: !303, file: !303, line: 92, type: !442, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!450 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !451, file: !297, line: 189)
!451 = !DISubprogram(name: "wcsrtombs", scope: !303, file: !303, line: 344, type: !452, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!452 = !DISubroutineType(types: !453)
!453 = !{!80, !123, !454, !80, !352}
!454 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !455)
!455 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !330, size: 64)
!456 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !457, file: !297, line: 190)
!457 = !DISubprogram(name: "wcsspn", scope: !303, file: !303, line: 192, type: !426, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!458 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !459, file: !297, line: 191)
!459 = !DISubprogram(name: "wcstod", scope: !303, file: !303, line: 378, type: !460, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!460 = !DISubroutineType(types: !461)
!461 = !{!23, !329, !462}
!462 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !463)
!463 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !317, size: 64)
!464 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !465, file: !297, line: 193)
!465 = !DISubprogram(name: "wcstof", scope: !303, file: !303, line: 383, type: !466, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!466 = !DISubroutineType(types: !467)
!467 = !{!468, !329, !462}
!468 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!469 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !470, file: !297, line: 195)
!470 = !DISubprogram(name: "wcstok", scope: !303, file: !303, line: 218, type: !471, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!471 = !DISubroutineType(types: !472)
!472 = !{!317, !319, !329, !462}
!473 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !474, file: !297, line: 196)
!474 = !DISubprogram(name: "wcstol", scope: !303, file: !303, line: 429, type: !475, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!475 = !DISubroutineType(types: !476)
!476 = !{!56, !329, !462, !33}
!477 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !478, file: !297, line: 197)
!478 = !DISubprogram(name: "wcstoul", scope: !303, file: !303, line: 434, type: !479, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!479 = !DISubroutineType(types: !480)
!480 = !{!82, !329, !462, !33}
!481 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !482, file: !297, line: 198)
!482 = !DISubprogram(name: "wcsxfrm", scope: !303, file: !303, line: 135, type: !483, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!483 = !DISubroutineType(types: !484)
!484 = !{!80, !319, !329, !80}
!485 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !486, file: !297, line: 199)
!486 = !DISubprogram(name: "wctob", scope: !303, file: !303, line: 325, type: !487, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!487 = !DISubroutineType(types: !488)
!488 = !{!33, !299}
!489 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !490, file: !297, line: 200)
!490 = !DISubprogram(name: "wmemcmp", scope: !303, file: !303, line: 259, type: !446, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!491 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !492, file: !297, line: 201)
!492 = !DISubprogram(name: "wmemcpy", scope: !303, file: !303, line: 263, type: !442, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!493 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !494, file: !297, line: 202)
!494 = !DISubprogram(name: "wmemmove", scope: !303, file: !303, line: 268, type: !495, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!495 = !DISubroutineType(types: !496)
!496 = !{!317, !317, !330, !80}
!497 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !498, file: !297, line: 203)
!498 = !DISubprogram(name: "wmemset", scope: !303, file: !303, line: 272, type: !499, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!499 = !DISubroutineType(types: !500)
!500 = !{!317, !317, !318, !80}
!501 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !502, file: !297, line: 204)
!502 = !DISubprogram(name: "wprintf", scope: !303, file: !303, line: 602, type: !503, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!503 = !DISubroutineType(types: !504)
!504 = !{!33, !329, null}
!505 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !506, file: !297, line: 205)
!506 = !DISubprogram(name: "wscanf", linkageName: "__isoc99_wscanf", scope: !303, file: !303, line: 661, type: !503, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!507 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !508, file: !297, line: 206)
!508 = !DISubprogram(name: "wcschr", scope: !303, file: !303, line: 165, type: !509, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!509 = !DISubroutineType(types: !510)
!510 = !{!317, !330, !318}
!511 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !512, file: !297, line: 207)
!512 = !DISubprogram(name: "wcspbrk", scope: !303, file: !303, line: 202, type: !513, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!513 = !DISubroutineType(types: !514)
!514 = !{!317, !330, !330}
!515 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !516, file: !297, line: 208)
!516 = !DISubprogram(name: "wcsrchr", scope: !303, file: !303, line: 175, type: !509, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!517 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !518, file: !297, line: 209)
!518 = !DISubprogram(name: "wcsstr", scope: !303, file: !303, line: 213, type: !513, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!519 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !520, file: !297, line: 210)
!520 = !DISubprogram(name: "wmemchr", scope: !303, file: !303, line: 254, type: !521, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!521 = !DISubroutineType(types: !522)
!522 = !{!317, !330, !318, !80}
!523 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !251, entity: !524, file: !297, line: 251)
!524 = !DISubprogram(name: "wcstold", scope: !303, file: !303, line: 385, type: !525, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!525 = !DISubroutineType(types: !526)
!526 = !{!527, !329, !462}
!527 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!528 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !251, entity: !529, file: !297, line: 260)
!529 = !DISubprogram(name: "wcstoll", scope: !303, file: !303, line: 442, type: !530, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!530 = !DISubroutineType(types: !531)
!531 = !{!532, !329, !462, !33}
!532 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!533 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !251, entity: !534, file: !297, line: 261)
!534 = !DISubprogram(name: "wcstoull", scope: !303, file: !303, line: 449, type: !535, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!535 = !DISubroutineType(types: !536)
!536 = !{!537, !329, !462, !33}
!537 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!538 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !524, file: !297, line: 267)
!539 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !529, file: !297, line: 268)
!540 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !534, file: !297, line: 269)
!541 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !465, file: !297, line: 283)
!542 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !393, file: !297, line: 286)
!543 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !399, file: !297, line: 289)
!544 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !407, file: !297, line: 292)
!545 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !524, file: !297, line: 296)
!546 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !529, file: !297, line: 297)
!547 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !534, file: !297, line: 298)
!548 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !549, file: !552, line: 47)
!549 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !550, line: 24, baseType: !551)
!550 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!551 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !55, line: 37, baseType: !60)
!552 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cstdint", directory: "")
!553 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !554, file: !552, line: 48)
!554 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !550, line: 25, baseType: !555)
!555 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !55, line: 39, baseType: !556)
!556 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!557 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !558, file: !552, line: 49)
!558 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !550, line: 26, baseType: !559)
!559 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !55, line: 41, baseType: !33)
!560 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !561, file: !552, line: 50)
!561 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !550, line: 27, baseType: !562)
!562 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !55, line: 44, baseType: !56)
!563 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !564, file: !552, line: 52)
!564 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast8_t", file: !565, line: 58, baseType: !60)
!565 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!566 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !567, file: !552, line: 53)
!567 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast16_t", file: !565, line: 60, baseType: !56)
!568 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !569, file: !552, line: 54)
!569 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast32_t", file: !565, line: 61, baseType: !56)
!570 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !571, file: !552, line: 55)
!571 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast64_t", file: !565, line: 62, baseType: !56)
!572 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !573, file: !552, line: 57)
!573 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least8_t", file: !565, line: 43, baseType: !574)
!574 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least8_t", file: !55, line: 52, baseType: !551)
!575 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !576, file: !552, line: 58)
!576 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !565, line: 44, baseType: !577)
!577 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !55, line: 54, baseType: !555)
!578 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !579, file: !552, line: 59)
!579 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least32_t", file: !565, line: 45, baseType: !580)
!580 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least32_t", file: !55, line: 56, baseType: !559)
!581 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !582, file: !552, line: 60)
!582 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least64_t", file: !565, line: 46, baseType: !583)
!583 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least64_t", file: !55, line: 58, baseType: !562)
!584 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !585, file: !552, line: 62)
!585 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !565, line: 101, baseType: !586)
!586 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !55, line: 72, baseType: !56)
!587 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !588, file: !552, line: 63)
!588 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !565, line: 87, baseType: !56)
!589 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !590, file: !552, line: 65)
!590 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !591, line: 24, baseType: !592)
!591 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!592 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !55, line: 38, baseType: !593)
!593 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!594 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !595, file: !552, line: 66)
!595 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !591, line: 25, baseType: !596)
!596 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !55, line: 40, baseType: !58)
!597 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !598, file: !552, line: 67)
!598 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !591, line: 26, baseType: !599)
!599 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !55, line: 42, baseType: !292)
!600 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !601, file: !552, line: 68)
!601 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !591, line: 27, baseType: !602)
!602 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !55, line: 45, baseType: !82)
!603 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !604, file: !552, line: 70)
!604 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !565, line: 71, baseType: !593)
!605 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !606, file: !552, line: 71)
!606 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast16_t", file: !565, line: 73, baseType: !82)
!607 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !608, file: !552, line: 72)
!608 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !565, line: 74, baseType: !82)
!609 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !610, file: !552, line: 73)
!610 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast64_t", file: !565, line: 75, baseType: !82)
!611 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !612, file: !552, line: 75)
!612 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least8_t", file: !565, line: 49, baseType: !613)
!613 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least8_t", file: !55, line: 53, baseType: !592)
!614 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !615, file: !552, line: 76)
!615 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least16_t", file: !565, line: 50, baseType: !616)
!616 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least16_t", file: !55, line: 55, baseType: !596)
!617 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !618, file: !552, line: 77)
!618 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least32_t", file: !565, line: 51, baseType: !619)
!619 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least32_t", file: !55, line: 57, baseType: !599)
!620 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !621, file: !552, line: 78)
!621 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least64_t", file: !565, line: 52, baseType: !622)
!622 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least64_t", file: !55, line: 59, baseType: !602)
!623 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !624, file: !552, line: 80)
!624 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !565, line: 102, baseType: !625)
!625 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !55, line: 73, baseType: !82)
!626 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !627, file: !552, line: 81)
!627 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !565, line: 90, baseType: !82)
!628 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !629, file: !631, line: 53)
!629 = !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !630, line: 51, size: 768, flags: DIFlagFwdDecl, identifier: "_ZTS5lconv")
!630 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/locale.h", directory: "", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!631 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/clocale", directory: "")
!632 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !633, file: !631, line: 54)
!633 = !DISubprogram(name: "setlocale", scope: !630, file: !630, line: 122, type: !634, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!634 = !DISubroutineType(types: !635)
!635 = !{!35, !33, !129}
!636 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !637, file: !631, line: 55)
!637 = !DISubprogram(name: "localeconv", scope: !630, file: !630, line: 125, type: !638, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!638 = !DISubroutineType(types: !639)
!639 = !{!640}
!640 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !629, size: 64)
!641 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !642, file: !644, line: 64)
!642 = !DISubprogram(name: "isalnum", scope: !643, file: !643, line: 108, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!643 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!644 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cctype", directory: "")
!645 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !646, file: !644, line: 65)
!646 = !DISubprogram(name: "isalpha", scope: !643, file: !643, line: 109, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!647 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !648, file: !644, line: 66)
!648 = !DISubprogram(name: "iscntrl", scope: !643, file: !643, line: 110, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!649 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !650, file: !644, line: 67)
!650 = !DISubprogram(name: "isdigit", scope: !643, file: !643, line: 111, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!651 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !652, file: !644, line: 68)
!652 = !DISubprogram(name: "isgraph", scope: !643, file: !643, line: 113, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!653 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !654, file: !644, line: 69)
!654 = !DISubprogram(name: "islower", scope: !643, file: !643, line: 112, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!655 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !656, file: !644, line: 70)
!656 = !DISubprogram(name: "isprint", scope: !643, file: !643, line: 114, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!657 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !658, file: !644, line: 71)
!658 = !DISubprogram(name: "ispunct", scope: !643, file: !643, line: 115, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!659 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !660, file: !644, line: 72)
!660 = !DISubprogram(name: "isspace", scope: !643, file: !643, line: 116, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!661 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !662, file: !644, line: 73)
!662 = !DISubprogram(name: "isupper", scope: !643, file: !643, line: 117, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!663 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !664, file: !644, line: 74)
!664 = !DISubprogram(name: "isxdigit", scope: !643, file: !643, line: 118, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!665 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !666, file: !644, line: 75)
!666 = !DISubprogram(name: "tolower", scope: !643, file: !643, line: 122, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!667 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !668, file: !644, line: 76)
!668 = !DISubprogram(name: "toupper", scope: !643, file: !643, line: 125, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!669 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !670, file: !644, line: 87)
!670 = !DISubprogram(name: "isblank", scope: !643, file: !643, line: 130, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!671 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !672, entity: !673, file: !674, line: 58)
!672 = !DINamespace(name: "__gnu_debug", scope: null)
!673 = !DINamespace(name: "__debug", scope: !22)
!674 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!675 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !676, file: !678, line: 52)
!676 = !DISubprogram(name: "abs", scope: !677, file: !677, line: 861, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!677 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!678 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/std_abs.h", directory: "")
!679 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !680, file: !682, line: 127)
!680 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !677, line: 63, baseType: !681)
!681 = !DICompositeType(tag: DW_TAG_structure_type, file: !677, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!682 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cstdlib", directory: "")
!683 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !684, file: !682, line: 128)
!684 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !677, line: 71, baseType: !685)
!685 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !677, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !686, identifier: "_ZTS6ldiv_t")
!686 = !{!687, !688}
!687 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !685, file: !677, line: 69, baseType: !56, size: 64)
!688 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !685, file: !677, line: 70, baseType: !56, size: 64, offset: 64)
!689 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !690, file: !682, line: 130)
!690 = !DISubprogram(name: "abort", scope: !677, file: !677, line: 611, type: !691, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!691 = !DISubroutineType(types: !692)
!692 = !{null}
!693 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !694, file: !682, line: 132)
!694 = !DISubprogram(name: "aligned_alloc", scope: !677, file: !677, line: 605, type: !695, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!695 = !DISubroutineType(types: !696)
!696 = !{!78, !80, !80}
!697 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !698, file: !682, line: 134)
!698 = !DISubprogram(name: "atexit", scope: !677, file: !677, line: 615, type: !699, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!699 = !DISubroutineType(types: !700)
!700 = !{!33, !701}
!701 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !691, size: 64)
!702 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !703, file: !682, line: 137)
!703 = !DISubprogram(name: "at_quick_exit", scope: !677, file: !677, line: 620, type: !699, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!704 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !705, file: !682, line: 140)
!705 = !DISubprogram(name: "atof", scope: !706, file: !706, line: 25, type: !707, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!706 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!707 = !DISubroutineType(types: !708)
!708 = !{!23, !129}
!709 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !710, file: !682, line: 141)
!710 = !DISubprogram(name: "atoi", scope: !677, file: !677, line: 362, type: !197, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!711 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !712, file: !682, line: 142)
!712 = !DISubprogram(name: "atol", scope: !677, file: !677, line: 367, type: !713, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!713 = !DISubroutineType(types: !714)
!714 = !{!56, !129}
!715 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !716, file: !682, line: 143)
!716 = !DISubprogram(name: "bsearch", scope: !717, file: !717, line: 20, type: !718, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!717 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!718 = !DISubroutineType(types: !719)
!719 = !{!78, !172, !172, !80, !80, !720}
!720 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !677, line: 829, baseType: !721)
!721 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !722, size: 64)
!722 = !DISubroutineType(types: !723)
!723 = !{!33, !172, !172}
!724 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !725, file: !682, line: 144)
!725 = !DISubprogram(name: "calloc", scope: !677, file: !677, line: 556, type: !695, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!726 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !727, file: !682, line: 145)
!727 = !DISubprogram(name: "div", scope: !677, file: !677, line: 873, type: !728, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!728 = !DISubroutineType(types: !729)
!729 = !{!680, !33, !33}
!730 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !731, file: !682, line: 146)
!731 = !DISubprogram(name: "exit", scope: !677, file: !677, line: 637, type: !732, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!732 = !DISubroutineType(types: !733)
!733 = !{null, !33}
!734 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !735, file: !682, line: 147)
!735 = !DISubprogram(name: "free", scope: !677, file: !677, line: 568, type: !736, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!736 = !DISubroutineType(types: !737)
!737 = !{null, !78}
!738 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !739, file: !682, line: 148)
!739 = !DISubprogram(name: "getenv", scope: !677, file: !677, line: 654, type: !740, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!740 = !DISubroutineType(types: !741)
!741 = !{!35, !129}
!742 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !743, file: !682, line: 149)
!743 = !DISubprogram(name: "labs", scope: !677, file: !677, line: 862, type: !744, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!744 = !DISubroutineType(types: !745)
!745 = !{!56, !56}
!746 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !747, file: !682, line: 150)
!747 = !DISubprogram(name: "ldiv", scope: !677, file: !677, line: 875, type: !748, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!748 = !DISubroutineType(types: !749)
!749 = !{!684, !56, !56}
!750 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !751, file: !682, line: 151)
!751 = !DISubprogram(name: "malloc", scope: !677, file: !677, line: 553, type: !752, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!752 = !DISubroutineType(types: !753)
!753 = !{!78, !80}
!754 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !755, file: !682, line: 153)
!755 = !DISubprogram(name: "mblen", scope: !677, file: !677, line: 943, type: !756, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!756 = !DISubroutineType(types: !757)
!757 = !{!33, !129, !80}
!758 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !759, file: !682, line: 154)
!759 = !DISubprogram(name: "mbstowcs", scope: !677, file: !677, line: 954, type: !760, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!760 = !DISubroutineType(types: !761)
!761 = !{!80, !319, !128, !80}
!762 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !763, file: !682, line: 155)
!763 = !DISubprogram(name: "mbtowc", scope: !677, file: !677, line: 946, type: !764, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!764 = !DISubroutineType(types: !765)
!765 = !{!33, !319, !128, !80}
!766 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !767, file: !682, line: 157)
!767 = !DISubprogram(name: "qsort", scope: !677, file: !677, line: 851, type: !768, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!768 = !DISubroutineType(types: !769)
!769 = !{null, !78, !80, !80, !720}
!770 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !771, file: !682, line: 160)
!771 = !DISubprogram(name: "quick_exit", scope: !677, file: !677, line: 643, type: !732, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!772 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !773, file: !682, line: 163)
!773 = !DISubprogram(name: "rand", scope: !677, file: !677, line: 454, type: !179, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!774 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !775, file: !682, line: 164)
!775 = !DISubprogram(name: "realloc", scope: !677, file: !677, line: 564, type: !776, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!776 = !DISubroutineType(types: !777)
!777 = !{!78, !78, !80}
!778 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !779, file: !682, line: 165)
!779 = !DISubprogram(name: "srand", scope: !677, file: !677, line: 456, type: !780, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!780 = !DISubroutineType(types: !781)
!781 = !{null, !292}
!782 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !783, file: !682, line: 166)
!783 = !DISubprogram(name: "strtod", scope: !677, file: !677, line: 118, type: !784, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!784 = !DISubroutineType(types: !785)
!785 = !{!23, !128, !786}
!786 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !787)
!787 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!788 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !789, file: !682, line: 167)
!789 = !DISubprogram(name: "strtol", scope: !677, file: !677, line: 177, type: !790, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!790 = !DISubroutineType(types: !791)
!791 = !{!56, !128, !786, !33}
!792 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !793, file: !682, line: 168)
!793 = !DISubprogram(name: "strtoul", scope: !677, file: !677, line: 181, type: !794, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!794 = !DISubroutineType(types: !795)
!795 = !{!82, !128, !786, !33}
!796 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !797, file: !682, line: 169)
!797 = !DISubprogram(name: "system", scope: !677, file: !677, line: 804, type: !197, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!798 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !799, file: !682, line: 171)
!799 = !DISubprogram(name: "wcstombs", scope: !677, file: !677, line: 958, type: !800, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!800 = !DISubroutineType(types: !801)
!801 = !{!80, !123, !329, !80}
!802 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !803, file: !682, line: 172)
!803 = !DISubprogram(name: "wctomb", scope: !677, file: !677, line: 950, type: !804, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!804 = !DISubroutineType(types: !805)
!805 = !{!33, !35, !318}
!806 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !251, entity: !807, file: !682, line: 200)
!807 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !677, line: 81, baseType: !808)
!808 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !677, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !809, identifier: "_ZTS7lldiv_t")
!809 = !{!810, !811}
!810 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !808, file: !677, line: 79, baseType: !532, size: 64)
!811 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !808, file: !677, line: 80, baseType: !532, size: 64, offset: 64)
!812 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !251, entity: !813, file: !682, line: 206)
!813 = !DISubprogram(name: "_Exit", scope: !677, file: !677, line: 649, type: !732, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!814 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !251, entity: !815, file: !682, line: 210)
!815 = !DISubprogram(name: "llabs", scope: !677, file: !677, line: 865, type: !816, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!816 = !DISubroutineType(types: !817)
!817 = !{!532, !532}
!818 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !251, entity: !819, file: !682, line: 216)
!819 = !DISubprogram(name: "lldiv", scope: !677, file: !677, line: 879, type: !820, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!820 = !DISubroutineType(types: !821)
!821 = !{!807, !532, !532}
!822 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !251, entity: !823, file: !682, line: 227)
!823 = !DISubprogram(name: "atoll", scope: !677, file: !677, line: 374, type: !824, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!824 = !DISubroutineType(types: !825)
!825 = !{!532, !129}
!826 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !251, entity: !827, file: !682, line: 228)
!827 = !DISubprogram(name: "strtoll", scope: !677, file: !677, line: 201, type: !828, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!828 = !DISubroutineType(types: !829)
!829 = !{!532, !128, !786, !33}
!830 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !251, entity: !831, file: !682, line: 229)
!831 = !DISubprogram(name: "strtoull", scope: !677, file: !677, line: 206, type: !832, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!832 = !DISubroutineType(types: !833)
!833 = !{!537, !128, !786, !33}
!834 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !251, entity: !835, file: !682, line: 231)
!835 = !DISubprogram(name: "strtof", scope: !677, file: !677, line: 124, type: !836, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!836 = !DISubroutineType(types: !837)
!837 = !{!468, !128, !786}
!838 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !251, entity: !839, file: !682, line: 232)
!839 = !DISubprogram(name: "strtold", scope: !677, file: !677, line: 127, type: !840, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!840 = !DISubroutineType(types: !841)
!841 = !{!527, !128, !786}
!842 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !807, file: !682, line: 240)
!843 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !813, file: !682, line: 242)
!844 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !815, file: !682, line: 244)
!845 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !846, file: !682, line: 245)
!846 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !251, file: !682, line: 213, type: !820, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!847 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !819, file: !682, line: 246)
!848 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !823, file: !682, line: 248)
!849 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !835, file: !682, line: 249)
!850 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !827, file: !682, line: 250)
!851 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !831, file: !682, line: 251)
!852 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !839, file: !682, line: 252)
!853 = !{i32 7, !"Dwarf Version", i32 5}
!854 = !{i32 2, !"Debug Info Version", i32 3}
!855 = !{i32 1, !"wchar_size", i32 4}
!856 = !{i32 1, !"target-abi", !"lp64d"}
!857 = !{i32 6, !"riscv-isa", !858}
!858 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!859 = !{i32 8, !"PIC Level", i32 2}
!860 = !{i32 7, !"PIE Level", i32 2}
!861 = !{i32 7, !"uwtable", i32 2}
!862 = !{i32 8, !"SmallDataLimit", i32 8}
!863 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!864 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!865 = distinct !DISubprogram(name: "maybe", linkageName: "_Z5maybeii", scope: !2, file: !2, line: 7, type: !866, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !868)
!866 = !DISubroutineType(types: !867)
!867 = !{!33, !33, !33}
!868 = !{!869, !870}
!869 = !DILocalVariable(name: "i", arg: 1, scope: !865, file: !2, line: 7, type: !33)
!870 = !DILocalVariable(name: "j", arg: 2, scope: !865, file: !2, line: 7, type: !33)
!871 = !DILocation(line: 0, scope: !865)
!872 = !DILocation(line: 8, column: 10, scope: !873)
!873 = distinct !DILexicalBlock(scope: !865, file: !2, line: 8, column: 7)
!874 = !DILocation(line: 8, column: 14, scope: !873)
!875 = !DILocation(line: 8, column: 19, scope: !873)
!876 = !DILocation(line: 8, column: 23, scope: !873)
!877 = !DILocation(line: 8, column: 7, scope: !865)
!878 = !DILocation(line: 8, column: 29, scope: !873)
!879 = !DILocation(line: 8, column: 35, scope: !873)
!880 = !DILocation(line: 11, column: 1, scope: !873)
!881 = !DILocation(line: 9, column: 14, scope: !882)
!882 = distinct !DILexicalBlock(scope: !865, file: !2, line: 9, column: 7)
!883 = !DILocation(line: 9, column: 10, scope: !882)
!884 = !DILocation(line: 9, column: 19, scope: !882)
!885 = !DILocation(line: 9, column: 23, scope: !882)
!886 = !DILocation(line: 9, column: 7, scope: !865)
!887 = !DILocation(line: 9, column: 29, scope: !882)
!888 = !DILocation(line: 9, column: 37, scope: !882)
!889 = !DILocation(line: 9, column: 43, scope: !882)
!890 = !{!891, !891, i64 0}
!891 = !{!"int", !892, i64 0}
!892 = !{!"omnipotent char", !893, i64 0}
!893 = !{!"Simple C++ TBAA"}
!894 = !DILocation(line: 10, column: 12, scope: !865)
!895 = !DILocation(line: 10, column: 3, scope: !865)
!896 = distinct !DISubprogram(name: "work", linkageName: "_Z4worki", scope: !2, file: !2, line: 13, type: !897, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !899)
!897 = !DISubroutineType(types: !898)
!898 = !{!23, !33}
!899 = !{!900, !901, !902, !903, !904, !905, !906, !907, !908, !909, !910, !911, !912, !913, !914, !916, !920, !924, !925}
!900 = !DILocalVariable(name: "n", arg: 1, scope: !896, file: !2, line: 13, type: !33)
!901 = !DILocalVariable(name: "a", scope: !896, file: !2, line: 14, type: !56)
!902 = !DILocalVariable(name: "b", scope: !896, file: !2, line: 14, type: !56)
!903 = !DILocalVariable(name: "c", scope: !896, file: !2, line: 14, type: !56)
!904 = !DILocalVariable(name: "d", scope: !896, file: !2, line: 14, type: !56)
!905 = !DILocalVariable(name: "e", scope: !896, file: !2, line: 14, type: !56)
!906 = !DILocalVariable(name: "f", scope: !896, file: !2, line: 14, type: !56)
!907 = !DILocalVariable(name: "g", scope: !896, file: !2, line: 14, type: !56)
!908 = !DILocalVariable(name: "h", scope: !896, file: !2, line: 14, type: !56)
!909 = !DILocalVariable(name: "x", scope: !896, file: !2, line: 15, type: !23)
!910 = !DILocalVariable(name: "y", scope: !896, file: !2, line: 15, type: !23)
!911 = !DILocalVariable(name: "z", scope: !896, file: !2, line: 15, type: !23)
!912 = !DILocalVariable(name: "errors", scope: !896, file: !2, line: 16, type: !33)
!913 = !DILocalVariable(name: "ints", scope: !896, file: !2, line: 16, type: !33)
!914 = !DILocalVariable(name: "i", scope: !915, file: !2, line: 17, type: !33)
!915 = distinct !DILexicalBlock(scope: !896, file: !2, line: 17, column: 3)
!916 = !DILocalVariable(name: "j", scope: !917, file: !2, line: 18, type: !33)
!917 = distinct !DILexicalBlock(scope: !918, file: !2, line: 18, column: 5)
!918 = distinct !DILexicalBlock(scope: !919, file: !2, line: 17, column: 31)
!919 = distinct !DILexicalBlock(scope: !915, file: !2, line: 17, column: 3)
!920 = !DILocalVariable(name: "r", scope: !921, file: !2, line: 20, type: !33)
!921 = distinct !DILexicalBlock(scope: !922, file: !2, line: 19, column: 11)
!922 = distinct !DILexicalBlock(scope: !923, file: !2, line: 18, column: 33)
!923 = distinct !DILexicalBlock(scope: !917, file: !2, line: 18, column: 5)
!924 = !DILocalVariable(name: "v", scope: !922, file: !2, line: 27, type: !33)
!925 = !DILocalVariable(scope: !922, file: !2, line: 23, type: !926)
!926 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !927, size: 64)
!927 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!928 = !DILocation(line: 0, scope: !896)
!929 = !DILocation(line: 0, scope: !915)
!930 = !DILocation(line: 17, column: 21, scope: !919)
!931 = !DILocation(line: 17, column: 3, scope: !915)
!932 = !DILocation(line: 0, scope: !917)
!933 = !DILocation(line: 18, column: 5, scope: !917)
!934 = !DILocation(line: 14, column: 43, scope: !896)
!935 = !DILocation(line: 14, column: 50, scope: !896)
!936 = !DILocation(line: 14, column: 57, scope: !896)
!937 = !DILocation(line: 15, column: 19, scope: !896)
!938 = !DILocation(line: 15, column: 29, scope: !896)
!939 = !DILocation(line: 16, column: 19, scope: !896)
!940 = !DILocation(line: 14, column: 36, scope: !896)
!941 = !DILocation(line: 14, column: 29, scope: !896)
!942 = !DILocation(line: 14, column: 22, scope: !896)
!943 = !DILocation(line: 14, column: 15, scope: !896)
!944 = !DILocation(line: 35, column: 3, scope: !896)
!945 = !DILocation(line: 36, column: 12, scope: !896)
!946 = !DILocation(line: 36, column: 16, scope: !896)
!947 = !DILocation(line: 36, column: 33, scope: !896)
!948 = !DILocation(line: 36, column: 37, scope: !896)
!949 = !DILocation(line: 36, column: 41, scope: !896)
!950 = !DILocation(line: 36, column: 45, scope: !896)
!951 = !DILocation(line: 36, column: 49, scope: !896)
!952 = !DILocation(line: 36, column: 53, scope: !896)
!953 = !DILocation(line: 36, column: 57, scope: !896)
!954 = !DILocation(line: 36, column: 30, scope: !896)
!955 = !DILocation(line: 36, column: 20, scope: !896)
!956 = !DILocation(line: 36, column: 3, scope: !896)
!957 = !DILocation(line: 20, column: 17, scope: !921)
!958 = !DILocation(line: 0, scope: !921)
!959 = !DILocation(line: 21, column: 14, scope: !921)
!960 = !DILocation(line: 21, column: 11, scope: !921)
!961 = !DILocation(line: 21, column: 19, scope: !921)
!962 = !DILocation(line: 21, column: 32, scope: !921)
!963 = !DILocation(line: 21, column: 27, scope: !921)
!964 = !DILocation(line: 21, column: 39, scope: !921)
!965 = !DILocation(line: 21, column: 47, scope: !921)
!966 = !DILocation(line: 21, column: 55, scope: !921)
!967 = !DILocation(line: 21, column: 63, scope: !921)
!968 = !DILocation(line: 21, column: 77, scope: !921)
!969 = !DILocation(line: 21, column: 90, scope: !921)
!970 = !DILocation(line: 21, column: 85, scope: !921)
!971 = !DILocation(line: 22, column: 14, scope: !921)
!972 = !DILocation(line: 22, column: 11, scope: !921)
!973 = !DILocation(line: 22, column: 25, scope: !921)
!974 = !DILocation(line: 22, column: 41, scope: !921)
!975 = !DILocation(line: 22, column: 36, scope: !921)
!976 = !DILocation(line: 23, column: 7, scope: !921)
!977 = !DILocation(line: 37, column: 1, scope: !921)
!978 = !DILocation(line: 31, column: 7, scope: !979)
!979 = distinct !DILexicalBlock(scope: !922, file: !2, line: 27, column: 23)
!980 = !DILocation(line: 0, scope: !922)
!981 = !DILocation(line: 24, column: 15, scope: !982)
!982 = distinct !DILexicalBlock(scope: !922, file: !2, line: 23, column: 44)
!983 = !DILocation(line: 25, column: 11, scope: !982)
!984 = !DILocation(line: 25, column: 19, scope: !982)
!985 = !DILocation(line: 26, column: 24, scope: !986)
!986 = distinct !DILexicalBlock(scope: !982, file: !2, line: 26, column: 13)
!987 = !DILocation(line: 27, column: 7, scope: !982)
!988 = !DILocation(line: 28, column: 19, scope: !979)
!989 = !DILocation(line: 28, column: 14, scope: !979)
!990 = !DILocation(line: 29, column: 14, scope: !979)
!991 = !DILocation(line: 29, column: 11, scope: !979)
!992 = !DILocation(line: 32, column: 9, scope: !922)
!993 = !DILocation(line: 33, column: 5, scope: !922)
!994 = !DILocation(line: 16, column: 7, scope: !896)
!995 = !DILocation(line: 18, column: 29, scope: !923)
!996 = !DILocation(line: 18, column: 23, scope: !923)
!997 = distinct !{!997, !933, !998, !999}
!998 = !DILocation(line: 33, column: 5, scope: !917)
!999 = !{!"llvm.loop.mustprogress"}
!1000 = !DILocation(line: 17, column: 27, scope: !919)
!1001 = distinct !{!1001, !931, !1002, !999}
!1002 = !DILocation(line: 34, column: 3, scope: !915)
!1003 = !DILocation(line: 37, column: 1, scope: !896)
!1004 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 39, type: !179, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !1005)
!1005 = !{!1006}
!1006 = !DILocalVariable(name: "n", scope: !1007, file: !2, line: 40, type: !33)
!1007 = distinct !DILexicalBlock(scope: !1004, file: !2, line: 40, column: 3)
!1008 = !DILocation(line: 0, scope: !1007)
!1009 = !DILocation(line: 40, column: 71, scope: !1010)
!1010 = distinct !DILexicalBlock(scope: !1007, file: !2, line: 40, column: 3)
!1011 = !DILocation(line: 40, column: 35, scope: !1010)
!1012 = !DILocation(line: 41, column: 3, scope: !1004)
