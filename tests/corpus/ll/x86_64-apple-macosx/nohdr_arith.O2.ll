; ModuleID = 'tests/programs/nohdr_arith.c'
source_filename = "tests/programs/nohdr_arith.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

@.str = private unnamed_addr constant [19 x i8] c"lcm(1..40) = %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"gcd = %llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"powmod = %llu %llu\0A\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"reverse = %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [31 x i8] c"palindromes below 100000 = %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"isqrt = %u %u %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"lcg acc = %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"mixed = %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"i64 = %lld %lld %lld\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"unsigned wrap = %u\0A\00", align 1

; Function Attrs: nofree nounwind ssp uwtable
define noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %60, %0
  %2 = phi i64 [ 1, %0 ], [ %62, %60 ]
  %3 = phi i64 [ 1, %0 ], [ %63, %60 ]
  br label %46

4:                                                ; preds = %60
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %62)
  br label %6

6:                                                ; preds = %6, %4
  %7 = phi i64 [ %8, %6 ], [ 2305843009213693951, %4 ]
  %8 = phi i64 [ %9, %6 ], [ 1152921504606846975, %4 ]
  %9 = urem i64 %7, %8
  %10 = icmp eq i64 %9, 0
  br i1 %10, label %11, label %6, !llvm.loop !5

11:                                               ; preds = %6
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %8)
  br label %13

13:                                               ; preds = %23, %11
  %14 = phi i64 [ %25, %23 ], [ 2, %11 ]
  %15 = phi i64 [ %24, %23 ], [ 1, %11 ]
  %16 = phi i64 [ %26, %23 ], [ 1000000, %11 ]
  %17 = urem i64 %14, 1000000007
  %18 = and i64 %16, 1
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %23, label %20

20:                                               ; preds = %13
  %21 = mul nuw nsw i64 %17, %15
  %22 = urem i64 %21, 1000000007
  br label %23

23:                                               ; preds = %20, %13
  %24 = phi i64 [ %22, %20 ], [ %15, %13 ]
  %25 = mul nuw nsw i64 %17, %17
  %26 = lshr i64 %16, 1
  %27 = icmp ult i64 %16, 2
  br i1 %27, label %28, label %13, !llvm.loop !7

28:                                               ; preds = %23, %38
  %29 = phi i64 [ %40, %38 ], [ 12345, %23 ]
  %30 = phi i64 [ %39, %38 ], [ 1, %23 ]
  %31 = phi i64 [ %41, %38 ], [ 6789, %23 ]
  %32 = urem i64 %29, 99991
  %33 = and i64 %31, 1
  %34 = icmp eq i64 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %28
  %36 = mul nuw nsw i64 %32, %30
  %37 = urem i64 %36, 99991
  br label %38

38:                                               ; preds = %35, %28
  %39 = phi i64 [ %37, %35 ], [ %30, %28 ]
  %40 = mul nuw nsw i64 %32, %32
  %41 = lshr i64 %31, 1
  %42 = icmp ult i64 %31, 2
  br i1 %42, label %43, label %28, !llvm.loop !7

43:                                               ; preds = %38
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %24, i64 noundef %39)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 987654321, i32 noundef -21, i32 noundef 7)
  br label %65

46:                                               ; preds = %1, %46
  %47 = phi i64 [ %48, %46 ], [ %2, %1 ]
  %48 = phi i64 [ %49, %46 ], [ %3, %1 ]
  %49 = urem i64 %47, %48
  %50 = icmp eq i64 %49, 0
  br i1 %50, label %51, label %46, !llvm.loop !5

51:                                               ; preds = %46
  %52 = udiv i64 %2, %48
  %53 = mul i64 %52, %3
  %54 = add nuw nsw i64 %3, 1
  br label %55

55:                                               ; preds = %55, %51
  %56 = phi i64 [ %57, %55 ], [ %53, %51 ]
  %57 = phi i64 [ %58, %55 ], [ %54, %51 ]
  %58 = urem i64 %56, %57
  %59 = icmp eq i64 %58, 0
  br i1 %59, label %60, label %55, !llvm.loop !5

60:                                               ; preds = %55
  %61 = udiv i64 %53, %57
  %62 = mul i64 %61, %54
  %63 = add nuw nsw i64 %3, 2
  %64 = icmp eq i64 %63, 41
  br i1 %64, label %4, label %1, !llvm.loop !8

65:                                               ; preds = %43, %79
  %66 = phi i32 [ 0, %43 ], [ %82, %79 ]
  %67 = phi i32 [ 1, %43 ], [ %83, %79 ]
  br label %71

68:                                               ; preds = %79
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %82)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 9, i32 noundef 1000, i32 noundef -1)
  br label %90

71:                                               ; preds = %65, %71
  %72 = phi i32 [ %77, %71 ], [ %67, %65 ]
  %73 = phi i32 [ %76, %71 ], [ 0, %65 ]
  %74 = mul i32 %73, 10
  %75 = urem i32 %72, 10
  %76 = add i32 %74, %75
  %77 = udiv i32 %72, 10
  %78 = icmp ult i32 %72, 10
  br i1 %78, label %79, label %71, !llvm.loop !9

79:                                               ; preds = %71
  %80 = icmp eq i32 %76, %67
  %81 = zext i1 %80 to i32
  %82 = add nuw nsw i32 %66, %81
  %83 = add nuw nsw i32 %67, 1
  %84 = icmp eq i32 %83, 100000
  br i1 %84, label %68, label %65, !llvm.loop !10

85:                                               ; preds = %90
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %109)
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -18000000, i32 noundef -1250, i32 noundef -6)
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef 1285714285714285714, i64 noundef 2, i64 noundef -8999999937)
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -1)
  ret i32 0

90:                                               ; preds = %68, %90
  %91 = phi i32 [ 1, %68 ], [ %95, %90 ]
  %92 = phi i64 [ 0, %68 ], [ %109, %90 ]
  %93 = phi i32 [ 0, %68 ], [ %110, %90 ]
  %94 = mul i32 %91, 1103515245
  %95 = add i32 %94, 12345
  %96 = lshr i32 %95, 16
  %97 = and i32 %96, 32767
  %98 = and i32 %93, 1
  %99 = icmp eq i32 %98, 0
  %100 = sub nsw i32 0, %97
  %101 = select i1 %99, i32 %100, i32 %97
  %102 = sext i32 %101 to i64
  %103 = add nsw i64 %92, %102
  %104 = zext nneg i32 %97 to i64
  %105 = trunc nuw i32 %93 to i16
  %106 = urem i16 %105, 20
  %107 = zext nneg i16 %106 to i64
  %108 = shl nuw nsw i64 %104, %107
  %109 = xor i64 %103, %108
  %110 = add nuw nsw i32 %93, 1
  %111 = icmp eq i32 %110, 10000
  br i1 %111, label %85, label %90, !llvm.loop !11
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
