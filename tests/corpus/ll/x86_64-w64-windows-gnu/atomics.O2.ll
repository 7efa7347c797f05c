; ModuleID = 'tests/programs/atomics.c'
source_filename = "tests/programs/atomics.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Pt = type { i32, i32 }
%struct.atomic_flag = type { i8 }

@counter = internal global i32 0, align 4
@.str = private unnamed_addr constant [14 x i8] c"counter = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"fetch_sub old = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"fetch_or old = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"fetch_and old = %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"fetch_xor old = %d now = %d\0A\00", align 1
@big = internal global i64 1, align 8
@.str.5 = private unnamed_addr constant [32 x i8] c"big = %lld exchange old = %lld\0A\00", align 1
@small8 = internal global i8 -6, align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"small8 wrapped = %u\0A\00", align 1
@sh = internal global i16 -3, align 2
@.str.7 = private unnamed_addr constant [12 x i8] c"short = %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [33 x i8] c"cas fail: ok=%d expected now=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [29 x i8] c"cas success: ok=%d value=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [37 x i8] c"cas_increment steps = %d value = %d\0A\00", align 1
@flag = internal unnamed_addr global i8 0, align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"flag = %d\0A\00", align 1
@main.target = internal global i32 5, align 4
@ptr = internal unnamed_addr global ptr null, align 8
@.str.12 = private unnamed_addr constant [17 x i8] c"ptr target = %d\0A\00", align 1
@apt = internal global %struct.Pt zeroinitializer, align 8
@.str.13 = private unnamed_addr constant [30 x i8] c"struct atomics = %d %d %d %d\0A\00", align 1
@adbl = internal global double 1.500000e+00, align 8
@.str.14 = private unnamed_addr constant [22 x i8] c"double atomic = %.3f\0A\00", align 1
@.str.15 = private unnamed_addr constant [20 x i8] c"lock free int = %d\0A\00", align 1
@lock = internal global %struct.atomic_flag zeroinitializer, align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %8

1:                                                ; preds = %8
  %2 = load atomic i32, ptr @counter seq_cst, align 4
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %2)
  %3 = atomicrmw sub ptr @counter, i32 50 release, align 4
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %3)
  %4 = atomicrmw or ptr @counter, i32 256 seq_cst, align 4
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %4)
  %5 = atomicrmw and ptr @counter, i32 4080 seq_cst, align 4
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %5)
  %6 = atomicrmw xor ptr @counter, i32 1445 seq_cst, align 4
  %7 = load atomic i32, ptr @counter seq_cst, align 4
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %6, i32 noundef %7)
  br label %57

8:                                                ; preds = %8, %0
  %9 = phi i32 [ 0, %0 ], [ %29, %8 ]
  %10 = atomicrmw add ptr @counter, i32 %9 seq_cst, align 4
  %11 = or disjoint i32 %9, 1
  %12 = atomicrmw add ptr @counter, i32 %11 seq_cst, align 4
  %13 = add nuw nsw i32 %9, 2
  %14 = atomicrmw add ptr @counter, i32 %13 seq_cst, align 4
  %15 = add nuw nsw i32 %9, 3
  %16 = atomicrmw add ptr @counter, i32 %15 seq_cst, align 4
  %17 = add nuw nsw i32 %9, 4
  %18 = atomicrmw add ptr @counter, i32 %17 seq_cst, align 4
  %19 = add nuw nsw i32 %9, 5
  %20 = atomicrmw add ptr @counter, i32 %19 seq_cst, align 4
  %21 = add nuw nsw i32 %9, 6
  %22 = atomicrmw add ptr @counter, i32 %21 seq_cst, align 4
  %23 = add nuw nsw i32 %9, 7
  %24 = atomicrmw add ptr @counter, i32 %23 seq_cst, align 4
  %25 = add nuw nsw i32 %9, 8
  %26 = atomicrmw add ptr @counter, i32 %25 seq_cst, align 4
  %27 = add nuw nsw i32 %9, 9
  %28 = atomicrmw add ptr @counter, i32 %27 seq_cst, align 4
  %29 = add nuw nsw i32 %9, 10
  %30 = icmp eq i32 %29, 100
  br i1 %30, label %1, label %8, !llvm.loop !5

31:                                               ; preds = %57
  %32 = load atomic i64, ptr @big seq_cst, align 8
  %33 = atomicrmw xchg ptr @big, i64 -1 seq_cst, align 8
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i64 noundef %32, i64 noundef %33)
  %34 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1
  %35 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1
  %36 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1
  %37 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1
  %38 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1
  %39 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1
  %40 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1
  %41 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1
  %42 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1
  %43 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1
  %44 = load atomic i8, ptr @small8 seq_cst, align 1
  %45 = zext i8 %44 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef %45)
  %46 = atomicrmw sub ptr @sh, i16 1000 seq_cst, align 2
  %47 = load atomic i16, ptr @sh seq_cst, align 2
  %48 = sext i16 %47 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %48)
  %49 = cmpxchg ptr @counter, i32 12345, i32 1 seq_cst seq_cst, align 4
  %50 = extractvalue { i32, i1 } %49, 1
  %51 = extractvalue { i32, i1 } %49, 0
  %52 = zext i1 %50 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef %52, i32 noundef %51)
  %53 = cmpxchg ptr @counter, i32 %51, i32 7 seq_cst seq_cst, align 4
  %54 = extractvalue { i32, i1 } %53, 1
  %55 = zext i1 %54 to i32
  %56 = load atomic i32, ptr @counter seq_cst, align 4
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %55, i32 noundef %56)
  br label %76

57:                                               ; preds = %57, %1
  %58 = phi i32 [ 0, %1 ], [ %74, %57 ]
  %59 = load atomic i64, ptr @big seq_cst, align 8
  %60 = mul nsw i64 %59, 3
  %61 = add nsw i64 %60, 1
  store atomic i64 %61, ptr @big seq_cst, align 8
  %62 = load atomic i64, ptr @big seq_cst, align 8
  %63 = mul nsw i64 %62, 3
  %64 = add nsw i64 %63, 1
  store atomic i64 %64, ptr @big seq_cst, align 8
  %65 = load atomic i64, ptr @big seq_cst, align 8
  %66 = mul nsw i64 %65, 3
  %67 = add nsw i64 %66, 1
  store atomic i64 %67, ptr @big seq_cst, align 8
  %68 = load atomic i64, ptr @big seq_cst, align 8
  %69 = mul nsw i64 %68, 3
  %70 = add nsw i64 %69, 1
  store atomic i64 %70, ptr @big seq_cst, align 8
  %71 = load atomic i64, ptr @big seq_cst, align 8
  %72 = mul nsw i64 %71, 3
  %73 = add nsw i64 %72, 1
  store atomic i64 %73, ptr @big seq_cst, align 8
  %74 = add nuw nsw i32 %58, 5
  %75 = icmp eq i32 %74, 30
  br i1 %75, label %31, label %57, !llvm.loop !7

76:                                               ; preds = %87, %31
  %77 = phi i32 [ 0, %31 ], [ %88, %87 ]
  %78 = load atomic i32, ptr @counter monotonic, align 4
  br label %79

79:                                               ; preds = %82, %76
  %80 = phi i32 [ %78, %76 ], [ %86, %82 ]
  %81 = icmp slt i32 %80, 20
  br i1 %81, label %82, label %89

82:                                               ; preds = %79
  %83 = add nsw i32 %80, 1
  %84 = cmpxchg weak ptr @counter, i32 %80, i32 %83 acq_rel monotonic, align 4
  %85 = extractvalue { i32, i1 } %84, 1
  %86 = extractvalue { i32, i1 } %84, 0
  br i1 %85, label %87, label %79, !llvm.loop !8

87:                                               ; preds = %82
  %88 = add nuw nsw i32 %77, 1
  br label %76, !llvm.loop !9

89:                                               ; preds = %79
  %90 = load atomic i32, ptr @counter seq_cst, align 4
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i32 noundef %77, i32 noundef %90)
  br label %91

91:                                               ; preds = %91, %89
  %92 = atomicrmw xchg ptr @lock, i8 1 acquire, align 1
  %93 = trunc i8 %92 to i1
  br i1 %93, label %91, label %94, !llvm.loop !10

94:                                               ; preds = %91
  store atomic i8 1, ptr @flag monotonic, align 1
  store atomic i8 0, ptr @lock release, align 1
  %95 = load atomic i8, ptr @flag seq_cst, align 1
  %96 = and i8 %95, 1
  %97 = zext nneg i8 %96 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef %97)
  store atomic i64 ptrtoint (ptr @main.target to i64), ptr @ptr seq_cst, align 8
  %98 = load atomic i64, ptr @ptr seq_cst, align 8
  %99 = inttoptr i64 %98 to ptr
  %100 = load i32, ptr %99, align 4, !tbaa !11
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, i32 noundef %100)
  store atomic i64 17179869187, ptr @apt seq_cst, align 8
  %101 = atomicrmw xchg ptr @apt, i64 85899345930 seq_cst, align 8
  %102 = trunc i64 %101 to i32
  %103 = lshr i64 %101, 32
  %104 = trunc nuw i64 %103 to i32
  %105 = load atomic i64, ptr @apt seq_cst, align 8
  %106 = trunc i64 %105 to i32
  %107 = lshr i64 %105, 32
  %108 = trunc nuw i64 %107 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %102, i32 noundef %104, i32 noundef %106, i32 noundef %108)
  %109 = load atomic i64, ptr @adbl seq_cst, align 8
  br label %110

110:                                              ; preds = %110, %94
  %111 = phi i64 [ %109, %94 ], [ %117, %110 ]
  %112 = bitcast i64 %111 to double
  %113 = tail call double @llvm.fmuladd.f64(double %112, double 2.000000e+00, double 2.500000e-01)
  %114 = bitcast double %113 to i64
  %115 = cmpxchg weak ptr @adbl, i64 %111, i64 %114 seq_cst seq_cst, align 8
  %116 = extractvalue { i64, i1 } %115, 1
  %117 = extractvalue { i64, i1 } %115, 0
  br i1 %116, label %118, label %110, !llvm.loop !15

118:                                              ; preds = %110
  %119 = load atomic i64, ptr @adbl seq_cst, align 8
  %120 = bitcast i64 %119 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, double noundef %120)
  fence seq_cst
  fence syncscope("singlethread") acquire
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, i32 noundef 1)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #7
  %4 = load ptr, ptr %2, align 8, !tbaa !16
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #7
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = distinct !{!15, !6}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !13, i64 0}
