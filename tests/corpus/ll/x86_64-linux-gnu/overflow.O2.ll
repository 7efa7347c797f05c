; ModuleID = 'tests/programs/overflow.c'
source_filename = "tests/programs/overflow.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"add: %d \00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"r=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"sub: %d \00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"%d r=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"mul ll: %d \00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"%d ll=%lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"uadd: %d \00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"usub: %d \00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"u=%u\0A\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"u8: %d \00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"%d b8=%u \00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"s8 mul: %d \00", align 1
@.str.13 = private unnamed_addr constant [13 x i8] c"s16 sub: %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [11 x i8] c"mixed: %d \00", align 1
@.str.15 = private unnamed_addr constant [9 x i8] c"ll=%lld \00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@.str.17 = private unnamed_addr constant [11 x i8] c"typed: %d \00", align 1
@.str.18 = private unnamed_addr constant [15 x i8] c"sat: %d %d %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [19 x i8] c"satmul: %llu %llu\0A\00", align 1
@.str.20 = private unnamed_addr constant [13 x i8] c"%d! %s %lld\0A\00", align 1
@.str.21 = private unnamed_addr constant [2 x i8] c"=\00", align 1
@.str.22 = private unnamed_addr constant [10 x i8] c"overflows\00", align 1
@.str.23 = private unnamed_addr constant [14 x i8] c"i128 mul: %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 300)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef -15)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0, i64 noundef 9223372030926249001)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -1)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 0, i32 noundef 255)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 1)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef 4294967294)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 1)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 1)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 0)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef 2147483647, i32 noundef -2147483648, i32 noundef -2)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef -9223372036854775808, i64 noundef -1)
  br label %23

23:                                               ; preds = %35, %0
  %24 = phi i64 [ 2, %0 ], [ %37, %35 ]
  %25 = phi i64 [ 1, %0 ], [ %36, %35 ]
  %26 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %25, i64 %24)
  %27 = extractvalue { i64, i1 } %26, 1
  br i1 %27, label %38, label %28

28:                                               ; preds = %23
  %29 = extractvalue { i64, i1 } %26, 0
  %30 = icmp eq i64 %24, 18
  br i1 %30, label %38, label %31, !llvm.loop !5

31:                                               ; preds = %28
  %32 = or disjoint i64 %24, 1
  %33 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %29, i64 %32)
  %34 = extractvalue { i64, i1 } %33, 1
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = extractvalue { i64, i1 } %33, 0
  %37 = add nuw nsw i64 %24, 2
  br label %23

38:                                               ; preds = %31, %23, %28
  %39 = phi ptr [ @.str.22, %23 ], [ @.str.21, %28 ], [ @.str.22, %31 ]
  %40 = phi i64 [ 0, %23 ], [ %29, %28 ], [ 0, %31 ]
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 18, ptr noundef nonnull %39, i64 noundef %40)
  br label %42

42:                                               ; preds = %52, %38
  %43 = phi i64 [ 2, %38 ], [ %54, %52 ]
  %44 = phi i64 [ 1, %38 ], [ %53, %52 ]
  %45 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %44, i64 %43)
  %46 = extractvalue { i64, i1 } %45, 1
  br i1 %46, label %56, label %47

47:                                               ; preds = %42
  %48 = extractvalue { i64, i1 } %45, 0
  %49 = or disjoint i64 %43, 1
  %50 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %48, i64 %49)
  %51 = extractvalue { i64, i1 } %50, 1
  br i1 %51, label %56, label %52

52:                                               ; preds = %47
  %53 = extractvalue { i64, i1 } %50, 0
  %54 = add nuw nsw i64 %43, 2
  %55 = icmp eq i64 %54, 20
  br i1 %55, label %56, label %42, !llvm.loop !5

56:                                               ; preds = %52, %47, %42
  %57 = phi ptr [ @.str.22, %42 ], [ @.str.22, %47 ], [ @.str.21, %52 ]
  %58 = phi i64 [ 0, %42 ], [ 0, %47 ], [ %53, %52 ]
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 19, ptr noundef nonnull %57, i64 noundef %58)
  br label %60

60:                                               ; preds = %72, %56
  %61 = phi i64 [ 2, %56 ], [ %74, %72 ]
  %62 = phi i64 [ 1, %56 ], [ %73, %72 ]
  %63 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %62, i64 %61)
  %64 = extractvalue { i64, i1 } %63, 1
  br i1 %64, label %75, label %65

65:                                               ; preds = %60
  %66 = extractvalue { i64, i1 } %63, 0
  %67 = icmp eq i64 %61, 20
  br i1 %67, label %75, label %68, !llvm.loop !5

68:                                               ; preds = %65
  %69 = or disjoint i64 %61, 1
  %70 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %66, i64 %69)
  %71 = extractvalue { i64, i1 } %70, 1
  br i1 %71, label %75, label %72

72:                                               ; preds = %68
  %73 = extractvalue { i64, i1 } %70, 0
  %74 = add nuw nsw i64 %61, 2
  br label %60

75:                                               ; preds = %68, %65, %60
  %76 = phi ptr [ @.str.22, %60 ], [ @.str.21, %65 ], [ @.str.22, %68 ]
  %77 = phi i64 [ 0, %60 ], [ %66, %65 ], [ 0, %68 ]
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 20, ptr noundef nonnull %76, i64 noundef %77)
  br label %79

79:                                               ; preds = %89, %75
  %80 = phi i64 [ 2, %75 ], [ %91, %89 ]
  %81 = phi i64 [ 1, %75 ], [ %90, %89 ]
  %82 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %81, i64 %80)
  %83 = extractvalue { i64, i1 } %82, 1
  br i1 %83, label %93, label %84

84:                                               ; preds = %79
  %85 = extractvalue { i64, i1 } %82, 0
  %86 = or disjoint i64 %80, 1
  %87 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %85, i64 %86)
  %88 = extractvalue { i64, i1 } %87, 1
  br i1 %88, label %93, label %89

89:                                               ; preds = %84
  %90 = extractvalue { i64, i1 } %87, 0
  %91 = add nuw nsw i64 %80, 2
  %92 = icmp eq i64 %91, 22
  br i1 %92, label %93, label %79, !llvm.loop !5

93:                                               ; preds = %89, %84, %79
  %94 = phi ptr [ @.str.22, %79 ], [ @.str.22, %84 ], [ @.str.21, %89 ]
  %95 = phi i64 [ 0, %79 ], [ 0, %84 ], [ %90, %89 ]
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 21, ptr noundef nonnull %94, i64 noundef %95)
  br label %97

97:                                               ; preds = %109, %93
  %98 = phi i64 [ 2, %93 ], [ %111, %109 ]
  %99 = phi i64 [ 1, %93 ], [ %110, %109 ]
  %100 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %99, i64 %98)
  %101 = extractvalue { i64, i1 } %100, 1
  br i1 %101, label %112, label %102

102:                                              ; preds = %97
  %103 = extractvalue { i64, i1 } %100, 0
  %104 = icmp eq i64 %98, 22
  br i1 %104, label %112, label %105, !llvm.loop !5

105:                                              ; preds = %102
  %106 = or disjoint i64 %98, 1
  %107 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %103, i64 %106)
  %108 = extractvalue { i64, i1 } %107, 1
  br i1 %108, label %112, label %109

109:                                              ; preds = %105
  %110 = extractvalue { i64, i1 } %107, 0
  %111 = add nuw nsw i64 %98, 2
  br label %97

112:                                              ; preds = %105, %97, %102
  %113 = phi ptr [ @.str.22, %97 ], [ @.str.21, %102 ], [ @.str.22, %105 ]
  %114 = phi i64 [ 0, %97 ], [ %103, %102 ], [ 0, %105 ]
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 22, ptr noundef nonnull %113, i64 noundef %114)
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef 0)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #2

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
