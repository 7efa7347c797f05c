; ModuleID = 'tests/programs/atomics.c'
source_filename = "tests/programs/atomics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %13

1:                                                ; preds = %13
  %2 = load atomic i32, ptr @counter seq_cst, align 4
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2)
  %4 = atomicrmw sub ptr @counter, i32 50 release, align 4
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %4)
  %6 = atomicrmw or ptr @counter, i32 256 seq_cst, align 4
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %6)
  %8 = atomicrmw and ptr @counter, i32 4080 seq_cst, align 4
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %8)
  %10 = atomicrmw xor ptr @counter, i32 1445 seq_cst, align 4
  %11 = load atomic i32, ptr @counter seq_cst, align 4
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %10, i32 noundef %11)
  br label %67

13:                                               ; preds = %13, %0
  %14 = phi i32 [ 0, %0 ], [ %34, %13 ]
  %15 = atomicrmw add ptr @counter, i32 %14 seq_cst, align 4
  %16 = or disjoint i32 %14, 1
  %17 = atomicrmw add ptr @counter, i32 %16 seq_cst, align 4
  %18 = add nuw nsw i32 %14, 2
  %19 = atomicrmw add ptr @counter, i32 %18 seq_cst, align 4
  %20 = add nuw nsw i32 %14, 3
  %21 = atomicrmw add ptr @counter, i32 %20 seq_cst, align 4
  %22 = add nuw nsw i32 %14, 4
  %23 = atomicrmw add ptr @counter, i32 %22 seq_cst, align 4
  %24 = add nuw nsw i32 %14, 5
  %25 = atomicrmw add ptr @counter, i32 %24 seq_cst, align 4
  %26 = add nuw nsw i32 %14, 6
  %27 = atomicrmw add ptr @counter, i32 %26 seq_cst, align 4
  %28 = add nuw nsw i32 %14, 7
  %29 = atomicrmw add ptr @counter, i32 %28 seq_cst, align 4
  %30 = add nuw nsw i32 %14, 8
  %31 = atomicrmw add ptr @counter, i32 %30 seq_cst, align 4
  %32 = add nuw nsw i32 %14, 9
  %33 = atomicrmw add ptr @counter, i32 %32 seq_cst, align 4
  %34 = add nuw nsw i32 %14, 10
  %35 = icmp eq i32 %34, 100
  br i1 %35, label %1, label %13, !llvm.loop !5

36:                                               ; preds = %67
  %37 = load atomic i64, ptr @big seq_cst, align 8
  %38 = atomicrmw xchg ptr @big, i64 -1 seq_cst, align 8
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %37, i64 noundef %38)
  %40 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1
  %41 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1
  %42 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1
  %43 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1
  %44 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1
  %45 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1
  %46 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1
  %47 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1
  %48 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1
  %49 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1
  %50 = load atomic i8, ptr @small8 seq_cst, align 1
  %51 = zext i8 %50 to i32
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %51)
  %53 = atomicrmw sub ptr @sh, i16 1000 seq_cst, align 2
  %54 = load atomic i16, ptr @sh seq_cst, align 2
  %55 = sext i16 %54 to i32
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %55)
  %57 = cmpxchg ptr @counter, i32 12345, i32 1 seq_cst seq_cst, align 4
  %58 = extractvalue { i32, i1 } %57, 1
  %59 = extractvalue { i32, i1 } %57, 0
  %60 = zext i1 %58 to i32
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %60, i32 noundef %59)
  %62 = cmpxchg ptr @counter, i32 %59, i32 7 seq_cst seq_cst, align 4
  %63 = extractvalue { i32, i1 } %62, 1
  %64 = zext i1 %63 to i32
  %65 = load atomic i32, ptr @counter seq_cst, align 4
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %64, i32 noundef %65)
  br label %86

67:                                               ; preds = %67, %1
  %68 = phi i32 [ 0, %1 ], [ %84, %67 ]
  %69 = load atomic i64, ptr @big seq_cst, align 8
  %70 = mul nsw i64 %69, 3
  %71 = add nsw i64 %70, 1
  store atomic i64 %71, ptr @big seq_cst, align 8
  %72 = load atomic i64, ptr @big seq_cst, align 8
  %73 = mul nsw i64 %72, 3
  %74 = add nsw i64 %73, 1
  store atomic i64 %74, ptr @big seq_cst, align 8
  %75 = load atomic i64, ptr @big seq_cst, align 8
  %76 = mul nsw i64 %75, 3
  %77 = add nsw i64 %76, 1
  store atomic i64 %77, ptr @big seq_cst, align 8
  %78 = load atomic i64, ptr @big seq_cst, align 8
  %79 = mul nsw i64 %78, 3
  %80 = add nsw i64 %79, 1
  store atomic i64 %80, ptr @big seq_cst, align 8
  %81 = load atomic i64, ptr @big seq_cst, align 8
  %82 = mul nsw i64 %81, 3
  %83 = add nsw i64 %82, 1
  store atomic i64 %83, ptr @big seq_cst, align 8
  %84 = add nuw nsw i32 %68, 5
  %85 = icmp eq i32 %84, 30
  br i1 %85, label %36, label %67, !llvm.loop !7

86:                                               ; preds = %97, %36
  %87 = phi i32 [ 0, %36 ], [ %98, %97 ]
  %88 = load atomic i32, ptr @counter monotonic, align 4
  br label %89

89:                                               ; preds = %92, %86
  %90 = phi i32 [ %88, %86 ], [ %96, %92 ]
  %91 = icmp slt i32 %90, 20
  br i1 %91, label %92, label %99

92:                                               ; preds = %89
  %93 = add nsw i32 %90, 1
  %94 = cmpxchg weak ptr @counter, i32 %90, i32 %93 acq_rel monotonic, align 4
  %95 = extractvalue { i32, i1 } %94, 1
  %96 = extractvalue { i32, i1 } %94, 0
  br i1 %95, label %97, label %89, !llvm.loop !8

97:                                               ; preds = %92
  %98 = add nuw nsw i32 %87, 1
  br label %86, !llvm.loop !9

99:                                               ; preds = %89
  %100 = load atomic i32, ptr @counter seq_cst, align 4
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %87, i32 noundef %100)
  br label %102

102:                                              ; preds = %102, %99
  %103 = atomicrmw xchg ptr @lock, i8 1 acquire, align 1
  %104 = trunc i8 %103 to i1
  br i1 %104, label %102, label %105, !llvm.loop !10

105:                                              ; preds = %102
  store atomic i8 1, ptr @flag monotonic, align 1
  store atomic i8 0, ptr @lock release, align 1
  %106 = load atomic i8, ptr @flag seq_cst, align 1
  %107 = and i8 %106, 1
  %108 = zext nneg i8 %107 to i32
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %108)
  store atomic i64 ptrtoint (ptr @main.target to i64), ptr @ptr seq_cst, align 8
  %110 = load atomic i64, ptr @ptr seq_cst, align 8
  %111 = inttoptr i64 %110 to ptr
  %112 = load i32, ptr %111, align 4, !tbaa !11
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %112)
  store atomic i64 17179869187, ptr @apt seq_cst, align 8
  %114 = atomicrmw xchg ptr @apt, i64 85899345930 seq_cst, align 8
  %115 = trunc i64 %114 to i32
  %116 = lshr i64 %114, 32
  %117 = trunc nuw i64 %116 to i32
  %118 = load atomic i64, ptr @apt seq_cst, align 8
  %119 = trunc i64 %118 to i32
  %120 = lshr i64 %118, 32
  %121 = trunc nuw i64 %120 to i32
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %115, i32 noundef %117, i32 noundef %119, i32 noundef %121)
  %123 = load atomic i64, ptr @adbl seq_cst, align 8
  br label %124

124:                                              ; preds = %124, %105
  %125 = phi i64 [ %123, %105 ], [ %131, %124 ]
  %126 = bitcast i64 %125 to double
  %127 = tail call double @llvm.fmuladd.f64(double %126, double 2.000000e+00, double 2.500000e-01)
  %128 = bitcast double %127 to i64
  %129 = cmpxchg weak ptr @adbl, i64 %125, i64 %128 seq_cst seq_cst, align 8
  %130 = extractvalue { i64, i1 } %129, 1
  %131 = extractvalue { i64, i1 } %129, 0
  br i1 %130, label %132, label %124, !llvm.loop !15

132:                                              ; preds = %124
  %133 = load atomic i64, ptr @adbl seq_cst, align 8
  %134 = bitcast i64 %133 to double
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %134)
  fence seq_cst
  fence syncscope("singlethread") acquire
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 1)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
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
