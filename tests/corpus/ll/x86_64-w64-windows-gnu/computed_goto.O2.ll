; ModuleID = 'tests/programs/computed_goto.c'
source_filename = "tests/programs/computed_goto.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@__const.main.prog = private unnamed_addr constant [15 x i32] [i32 0, i32 0, i32 0, i32 10, i32 3, i32 3, i32 2, i32 4, i32 8, i32 5, i32 4, i32 0, i32 0, i32 1, i32 9], align 16
@.str = private unnamed_addr constant [14 x i8] c"interp = %ld\0A\00", align 1
@__const.main.fact = private unnamed_addr constant [11 x i32] [i32 0, i32 1, i32 0, i32 12, i32 3, i32 0, i32 0, i32 1, i32 4, i32 7, i32 9], align 16
@.str.1 = private unnamed_addr constant [18 x i8] c"stack prog = %ld\0A\00", align 1
@__const.main.loop = private unnamed_addr constant [10 x i32] [i32 0, i32 7, i32 8, i32 5, i32 6, i32 2, i32 0, i32 99, i32 1, i32 9], align 16
@.str.2 = private unnamed_addr constant [12 x i8] c"loop = %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"123\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"-45.67\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"12a\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"0.5\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c".\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"99.9.9\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"sm(%s) = %d\0A\00", align 1
@interp.dispatch = internal unnamed_addr constant [10 x ptr] [ptr blockaddress(@interp, %6), ptr blockaddress(@interp, %17), ptr blockaddress(@interp, %28), ptr blockaddress(@interp, %39), ptr blockaddress(@interp, %48), ptr blockaddress(@interp, %58), ptr blockaddress(@interp, %65), ptr blockaddress(@interp, %79), ptr blockaddress(@interp, %82), ptr blockaddress(@interp, %90)], align 16
@.str.10 = private unnamed_addr constant [9 x i8] c"out %ld\0A\00", align 1
@state_machine.tbl = internal unnamed_addr constant [4 x ptr] [ptr blockaddress(@state_machine, %12), ptr blockaddress(@state_machine, %20), ptr blockaddress(@state_machine, %28), ptr blockaddress(@state_machine, %41)], align 16

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @interp(ptr noundef nonnull @__const.main.prog, i32 noundef 1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %1)
  %2 = tail call fastcc i32 @interp(ptr noundef nonnull @__const.main.fact, i32 noundef 0)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %2)
  %3 = tail call fastcc i32 @interp(ptr noundef nonnull @__const.main.loop, i32 noundef 1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %3)
  %4 = tail call fastcc i32 @state_machine(ptr noundef nonnull @.str.3)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, i32 noundef %4)
  %5 = tail call fastcc i32 @state_machine(ptr noundef nonnull @.str.4)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, i32 noundef %5)
  %6 = tail call fastcc i32 @state_machine(ptr noundef nonnull @.str.5)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, i32 noundef %6)
  %7 = tail call fastcc i32 @state_machine(ptr noundef nonnull @.str.6)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, i32 noundef %7)
  %8 = tail call fastcc i32 @state_machine(ptr noundef nonnull @.str.7)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, ptr noundef nonnull @.str.7, i32 noundef %8)
  %9 = tail call fastcc i32 @state_machine(ptr noundef nonnull @.str.8)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, ptr noundef nonnull @.str.8, i32 noundef %9)
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
  %4 = load ptr, ptr %2, align 8, !tbaa !5
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #7
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc i32 @interp(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = alloca [32 x i32], align 16
  %4 = getelementptr inbounds i8, ptr %0, i64 4
  %5 = icmp eq i32 %1, 0
  br label %99

6:                                                ; preds = %99
  %7 = getelementptr inbounds i8, ptr %100, i64 4
  %8 = load i32, ptr %100, align 4, !tbaa !9
  %9 = add nsw i32 %101, 1
  %10 = sext i32 %101 to i64
  %11 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %10
  store i32 %8, ptr %11, align 4, !tbaa !11
  %12 = getelementptr inbounds i8, ptr %100, i64 8
  br label %13

13:                                               ; preds = %6, %17, %28, %39, %48, %58, %76, %79, %88
  %14 = phi ptr [ %12, %6 ], [ %27, %17 ], [ %38, %28 ], [ %47, %39 ], [ %57, %48 ], [ %64, %58 ], [ %78, %76 ], [ %81, %79 ], [ %89, %88 ]
  %15 = phi i32 [ %9, %6 ], [ %18, %17 ], [ %29, %28 ], [ %46, %39 ], [ %101, %48 ], [ %101, %58 ], [ %101, %76 ], [ %80, %79 ], [ %101, %88 ]
  %16 = phi ptr [ %7, %6 ], [ %100, %17 ], [ %100, %28 ], [ %100, %39 ], [ %100, %48 ], [ %100, %58 ], [ %77, %76 ], [ %100, %79 ], [ %100, %88 ]
  br label %99

17:                                               ; preds = %99
  %18 = add nsw i32 %101, -1
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !11
  %22 = add nsw i32 %101, -2
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !11
  %26 = add nsw i32 %25, %21
  store i32 %26, ptr %24, align 4, !tbaa !11
  %27 = getelementptr inbounds i8, ptr %100, i64 4
  br label %13

28:                                               ; preds = %99
  %29 = add nsw i32 %101, -1
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !11
  %33 = add nsw i32 %101, -2
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !11
  %37 = mul nsw i32 %36, %32
  store i32 %37, ptr %35, align 4, !tbaa !11
  %38 = getelementptr inbounds i8, ptr %100, i64 4
  br label %13

39:                                               ; preds = %99
  %40 = add nsw i32 %101, -1
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !11
  %44 = sext i32 %101 to i64
  %45 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %44
  store i32 %43, ptr %45, align 4, !tbaa !11
  %46 = add nsw i32 %101, 1
  %47 = getelementptr inbounds i8, ptr %100, i64 4
  br label %13

48:                                               ; preds = %99
  %49 = add nsw i32 %101, -1
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !11
  %53 = add nsw i32 %101, -2
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %54
  %56 = load i32, ptr %55, align 4, !tbaa !11
  store i32 %56, ptr %51, align 4, !tbaa !11
  store i32 %52, ptr %55, align 4, !tbaa !11
  %57 = getelementptr inbounds i8, ptr %100, i64 4
  br label %13

58:                                               ; preds = %99
  %59 = add nsw i32 %101, -1
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !11
  %63 = add nsw i32 %62, -1
  store i32 %63, ptr %61, align 4, !tbaa !11
  %64 = getelementptr inbounds i8, ptr %100, i64 4
  br label %13

65:                                               ; preds = %99
  %66 = getelementptr inbounds i8, ptr %100, i64 4
  %67 = add nsw i32 %101, -1
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %68
  %70 = load i32, ptr %69, align 4, !tbaa !11
  %71 = icmp eq i32 %70, 0
  br i1 %71, label %76, label %72

72:                                               ; preds = %65
  %73 = load i32, ptr %100, align 4, !tbaa !9
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i32, ptr %0, i64 %74
  br label %76

76:                                               ; preds = %72, %65
  %77 = phi ptr [ %75, %72 ], [ %66, %65 ]
  %78 = getelementptr inbounds i8, ptr %77, i64 4
  br label %13

79:                                               ; preds = %99
  %80 = add nsw i32 %101, -1
  %81 = getelementptr inbounds i8, ptr %100, i64 4
  br label %13

82:                                               ; preds = %99
  br i1 %5, label %88, label %83

83:                                               ; preds = %82
  %84 = add nsw i32 %101, -1
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %85
  %87 = load i32, ptr %86, align 4, !tbaa !11
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i32 noundef %87)
  br label %88

88:                                               ; preds = %83, %82
  %89 = getelementptr inbounds i8, ptr %100, i64 4
  br label %13

90:                                               ; preds = %99
  %91 = icmp eq i32 %101, 0
  br i1 %91, label %97, label %92

92:                                               ; preds = %90
  %93 = add nsw i32 %101, -1
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %94
  %96 = load i32, ptr %95, align 4, !tbaa !11
  br label %97

97:                                               ; preds = %90, %92
  %98 = phi i32 [ %96, %92 ], [ -1, %90 ]
  ret i32 %98

99:                                               ; preds = %13, %2
  %100 = phi ptr [ %4, %2 ], [ %14, %13 ]
  %101 = phi i32 [ 0, %2 ], [ %15, %13 ]
  %102 = phi ptr [ %0, %2 ], [ %16, %13 ]
  %103 = load i32, ptr %102, align 4, !tbaa !9
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [10 x ptr], ptr @interp.dispatch, i64 0, i64 %104
  %106 = load ptr, ptr %105, align 8, !tbaa !5
  indirectbr ptr %106, [label %6, label %17, label %28, label %39, label %48, label %58, label %65, label %79, label %82, label %90]
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @state_machine(ptr nocapture noundef readonly %0) #3 {
  br label %2

2:                                                ; preds = %34, %1
  %3 = phi ptr [ %0, %1 ], [ %37, %34 ]
  %4 = phi i32 [ 0, %1 ], [ %35, %34 ]
  %5 = phi i32 [ 0, %1 ], [ %36, %34 ]
  %6 = load i8, ptr %3, align 1, !tbaa !13
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %38, label %8

8:                                                ; preds = %2
  %9 = zext nneg i32 %4 to i64
  %10 = getelementptr inbounds [4 x ptr], ptr @state_machine.tbl, i64 0, i64 %9
  %11 = load ptr, ptr %10, align 8, !tbaa !5
  indirectbr ptr %11, [label %12, label %20, label %28, label %41]

12:                                               ; preds = %8
  %13 = add i8 %6, -48
  %14 = icmp ult i8 %13, 10
  br i1 %14, label %15, label %17

15:                                               ; preds = %12
  %16 = add nsw i32 %5, 1
  br label %34

17:                                               ; preds = %12
  %18 = icmp eq i8 %6, 45
  %19 = select i1 %18, i32 1, i32 3
  br label %34

20:                                               ; preds = %8
  %21 = add i8 %6, -48
  %22 = icmp ult i8 %21, 10
  br i1 %22, label %23, label %25

23:                                               ; preds = %20
  %24 = add nsw i32 %5, 1
  br label %34

25:                                               ; preds = %20
  %26 = icmp eq i8 %6, 46
  %27 = select i1 %26, i32 2, i32 3
  br label %34

28:                                               ; preds = %8
  %29 = add i8 %6, -48
  %30 = icmp ult i8 %29, 10
  %31 = select i1 %30, i32 %4, i32 3
  %32 = zext i1 %30 to i32
  %33 = add nsw i32 %5, %32
  br label %34

34:                                               ; preds = %28, %25, %17, %23, %15
  %35 = phi i32 [ 1, %15 ], [ %4, %23 ], [ %19, %17 ], [ %27, %25 ], [ %31, %28 ]
  %36 = phi i32 [ %16, %15 ], [ %24, %23 ], [ %5, %17 ], [ %5, %25 ], [ %33, %28 ]
  %37 = getelementptr inbounds i8, ptr %3, i64 1
  br label %2, !llvm.loop !14

38:                                               ; preds = %2
  %39 = icmp eq i32 %4, 3
  %40 = select i1 %39, i32 -1, i32 %5
  br label %41

41:                                               ; preds = %8, %38
  %42 = phi i32 [ %40, %38 ], [ -1, %8 ]
  ret i32 %42
}

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
attributes #3 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !7, i64 0}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
