; ModuleID = 'tests/programs/overflow.c'
source_filename = "tests/programs/overflow.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 0)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 300)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef -15)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef 1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 0, i64 noundef 9223372030926249001)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef -1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i32 noundef 1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef 0, i32 noundef 255)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, i32 noundef 1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef 0)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, i64 noundef 4294967294)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.16, i32 noundef 1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef 1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.16, i32 noundef 0)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.18, i32 noundef 2147483647, i32 noundef -2147483648, i32 noundef -2)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, i64 noundef -9223372036854775808, i64 noundef -1)
  br label %1

1:                                                ; preds = %13, %0
  %2 = phi i64 [ 2, %0 ], [ %15, %13 ]
  %3 = phi i64 [ 1, %0 ], [ %14, %13 ]
  %4 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %3, i64 %2)
  %5 = extractvalue { i64, i1 } %4, 1
  br i1 %5, label %16, label %6

6:                                                ; preds = %1
  %7 = extractvalue { i64, i1 } %4, 0
  %8 = icmp eq i64 %2, 18
  br i1 %8, label %16, label %9, !llvm.loop !5

9:                                                ; preds = %6
  %10 = or disjoint i64 %2, 1
  %11 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %7, i64 %10)
  %12 = extractvalue { i64, i1 } %11, 1
  br i1 %12, label %16, label %13

13:                                               ; preds = %9
  %14 = extractvalue { i64, i1 } %11, 0
  %15 = add nuw nsw i64 %2, 2
  br label %1

16:                                               ; preds = %9, %1, %6
  %17 = phi ptr [ @.str.22, %1 ], [ @.str.21, %6 ], [ @.str.22, %9 ]
  %18 = phi i64 [ 0, %1 ], [ %7, %6 ], [ 0, %9 ]
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 18, ptr noundef nonnull %17, i64 noundef %18)
  br label %19

19:                                               ; preds = %29, %16
  %20 = phi i64 [ 2, %16 ], [ %31, %29 ]
  %21 = phi i64 [ 1, %16 ], [ %30, %29 ]
  %22 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %21, i64 %20)
  %23 = extractvalue { i64, i1 } %22, 1
  br i1 %23, label %33, label %24

24:                                               ; preds = %19
  %25 = extractvalue { i64, i1 } %22, 0
  %26 = or disjoint i64 %20, 1
  %27 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %25, i64 %26)
  %28 = extractvalue { i64, i1 } %27, 1
  br i1 %28, label %33, label %29

29:                                               ; preds = %24
  %30 = extractvalue { i64, i1 } %27, 0
  %31 = add nuw nsw i64 %20, 2
  %32 = icmp eq i64 %31, 20
  br i1 %32, label %33, label %19, !llvm.loop !5

33:                                               ; preds = %29, %24, %19
  %34 = phi ptr [ @.str.22, %19 ], [ @.str.22, %24 ], [ @.str.21, %29 ]
  %35 = phi i64 [ 0, %19 ], [ 0, %24 ], [ %30, %29 ]
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 19, ptr noundef nonnull %34, i64 noundef %35)
  br label %36

36:                                               ; preds = %48, %33
  %37 = phi i64 [ 2, %33 ], [ %50, %48 ]
  %38 = phi i64 [ 1, %33 ], [ %49, %48 ]
  %39 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %38, i64 %37)
  %40 = extractvalue { i64, i1 } %39, 1
  br i1 %40, label %51, label %41

41:                                               ; preds = %36
  %42 = extractvalue { i64, i1 } %39, 0
  %43 = icmp eq i64 %37, 20
  br i1 %43, label %51, label %44, !llvm.loop !5

44:                                               ; preds = %41
  %45 = or disjoint i64 %37, 1
  %46 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %42, i64 %45)
  %47 = extractvalue { i64, i1 } %46, 1
  br i1 %47, label %51, label %48

48:                                               ; preds = %44
  %49 = extractvalue { i64, i1 } %46, 0
  %50 = add nuw nsw i64 %37, 2
  br label %36

51:                                               ; preds = %44, %41, %36
  %52 = phi ptr [ @.str.22, %36 ], [ @.str.21, %41 ], [ @.str.22, %44 ]
  %53 = phi i64 [ 0, %36 ], [ %42, %41 ], [ 0, %44 ]
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 20, ptr noundef nonnull %52, i64 noundef %53)
  br label %54

54:                                               ; preds = %64, %51
  %55 = phi i64 [ 2, %51 ], [ %66, %64 ]
  %56 = phi i64 [ 1, %51 ], [ %65, %64 ]
  %57 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %56, i64 %55)
  %58 = extractvalue { i64, i1 } %57, 1
  br i1 %58, label %68, label %59

59:                                               ; preds = %54
  %60 = extractvalue { i64, i1 } %57, 0
  %61 = or disjoint i64 %55, 1
  %62 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %60, i64 %61)
  %63 = extractvalue { i64, i1 } %62, 1
  br i1 %63, label %68, label %64

64:                                               ; preds = %59
  %65 = extractvalue { i64, i1 } %62, 0
  %66 = add nuw nsw i64 %55, 2
  %67 = icmp eq i64 %66, 22
  br i1 %67, label %68, label %54, !llvm.loop !5

68:                                               ; preds = %64, %59, %54
  %69 = phi ptr [ @.str.22, %54 ], [ @.str.22, %59 ], [ @.str.21, %64 ]
  %70 = phi i64 [ 0, %54 ], [ 0, %59 ], [ %65, %64 ]
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 21, ptr noundef nonnull %69, i64 noundef %70)
  br label %71

71:                                               ; preds = %83, %68
  %72 = phi i64 [ 2, %68 ], [ %85, %83 ]
  %73 = phi i64 [ 1, %68 ], [ %84, %83 ]
  %74 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %73, i64 %72)
  %75 = extractvalue { i64, i1 } %74, 1
  br i1 %75, label %86, label %76

76:                                               ; preds = %71
  %77 = extractvalue { i64, i1 } %74, 0
  %78 = icmp eq i64 %72, 22
  br i1 %78, label %86, label %79, !llvm.loop !5

79:                                               ; preds = %76
  %80 = or disjoint i64 %72, 1
  %81 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %77, i64 %80)
  %82 = extractvalue { i64, i1 } %81, 1
  br i1 %82, label %86, label %83

83:                                               ; preds = %79
  %84 = extractvalue { i64, i1 } %81, 0
  %85 = add nuw nsw i64 %72, 2
  br label %71

86:                                               ; preds = %79, %71, %76
  %87 = phi ptr [ @.str.22, %71 ], [ @.str.21, %76 ], [ @.str.22, %79 ]
  %88 = phi i64 [ 0, %71 ], [ %77, %76 ], [ 0, %79 ]
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 22, ptr noundef nonnull %87, i64 noundef %88)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.23, i32 noundef 0)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #7
  %4 = load ptr, ptr %2, align 8, !tbaa !7
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #7
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

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
!7 = !{!8, !8, i64 0}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
