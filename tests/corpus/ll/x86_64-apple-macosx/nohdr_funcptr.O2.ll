; ModuleID = 'tests/programs/nohdr_funcptr.c'
source_filename = "tests/programs/nohdr_funcptr.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

%struct.Emp = type { [8 x i8], i32 }

@__const.main.v = private unnamed_addr constant [12 x i32] [i32 17, i32 4, i32 23, i32 8, i32 15, i32 42, i32 16, i32 9, i32 31, i32 2, i32 11, i32 30], align 16
@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@__const.main.e = private unnamed_addr constant [5 x %struct.Emp] [%struct.Emp { [8 x i8] c"ann\00\00\00\00\00", i32 500 }, %struct.Emp { [8 x i8] c"bo\00\00\00\00\00\00", i32 700 }, %struct.Emp { [8 x i8] c"cy\00\00\00\00\00\00", i32 300 }, %struct.Emp { [8 x i8] c"di\00\00\00\00\00\00", i32 900 }, %struct.Emp { [8 x i8] c"ed\00\00\00\00\00\00", i32 600 }], align 16
@.str.2 = private unnamed_addr constant [7 x i8] c"%s:%d \00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"chained = %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"state = %d\0A\00", align 1

; Function Attrs: nofree nounwind ssp uwtable
define noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [12 x i32], align 16
  %2 = alloca [5 x %struct.Emp], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %1, ptr noundef nonnull align 16 dereferenceable(48) @__const.main.v, i64 48, i1 false)
  %3 = getelementptr inbounds i8, ptr %2, i64 24
  %4 = getelementptr inbounds i8, ptr %2, i64 36
  br label %5

5:                                                ; preds = %33, %0
  %6 = phi i64 [ 1, %0 ], [ %38, %33 ]
  %7 = shl nsw i64 %6, 2
  %8 = getelementptr inbounds i8, ptr %1, i64 %7
  %9 = load i32, ptr %8, align 4
  %10 = srem i32 %9, 5
  br label %11

11:                                               ; preds = %26, %5
  %12 = phi i64 [ %6, %5 ], [ %13, %26 ]
  %13 = add nsw i64 %12, -1
  %14 = shl i64 %13, 2
  %15 = and i64 %14, 4294967292
  %16 = getelementptr inbounds i8, ptr %1, i64 %15
  %17 = load i32, ptr %16, align 4
  %18 = srem i32 %17, 5
  %19 = icmp eq i32 %18, %10
  br i1 %19, label %24, label %20

20:                                               ; preds = %11
  %21 = icmp slt i32 %18, %10
  br i1 %21, label %22, label %26

22:                                               ; preds = %20
  %23 = trunc nuw i64 %12 to i32
  br label %33

24:                                               ; preds = %11
  %25 = icmp sgt i32 %17, %9
  br i1 %25, label %26, label %31

26:                                               ; preds = %20, %24
  %27 = shl i64 %12, 2
  %28 = and i64 %27, 4294967292
  %29 = getelementptr inbounds i8, ptr %1, i64 %28
  store i32 %17, ptr %29, align 4
  %30 = icmp sgt i64 %12, 1
  br i1 %30, label %11, label %33, !llvm.loop !5

31:                                               ; preds = %24
  %32 = trunc nuw i64 %12 to i32
  br label %33

33:                                               ; preds = %26, %31, %22
  %34 = phi i32 [ %23, %22 ], [ %32, %31 ], [ 0, %26 ]
  %35 = shl nsw i32 %34, 2
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i8, ptr %1, i64 %36
  store i32 %9, ptr %37, align 4
  %38 = add nuw nsw i64 %6, 1
  %39 = icmp eq i64 %38, 12
  br i1 %39, label %40, label %5, !llvm.loop !7

40:                                               ; preds = %33
  %41 = getelementptr inbounds i8, ptr %2, i64 12
  %42 = getelementptr inbounds i8, ptr %2, i64 48
  %43 = load i32, ptr %1, align 16, !tbaa !8
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %43)
  %45 = getelementptr inbounds i8, ptr %1, i64 4
  %46 = load i32, ptr %45, align 4, !tbaa !8
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %46)
  %48 = getelementptr inbounds i8, ptr %1, i64 8
  %49 = load i32, ptr %48, align 8, !tbaa !8
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %49)
  %51 = getelementptr inbounds i8, ptr %1, i64 12
  %52 = load i32, ptr %51, align 4, !tbaa !8
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %52)
  %54 = getelementptr inbounds i8, ptr %1, i64 16
  %55 = load i32, ptr %54, align 16, !tbaa !8
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %55)
  %57 = getelementptr inbounds i8, ptr %1, i64 20
  %58 = load i32, ptr %57, align 4, !tbaa !8
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %58)
  %60 = getelementptr inbounds i8, ptr %1, i64 24
  %61 = load i32, ptr %60, align 8, !tbaa !8
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %61)
  %63 = getelementptr inbounds i8, ptr %1, i64 28
  %64 = load i32, ptr %63, align 4, !tbaa !8
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %64)
  %66 = getelementptr inbounds i8, ptr %1, i64 32
  %67 = load i32, ptr %66, align 16, !tbaa !8
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %67)
  %69 = getelementptr inbounds i8, ptr %1, i64 36
  %70 = load i32, ptr %69, align 4, !tbaa !8
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %70)
  %72 = getelementptr inbounds i8, ptr %1, i64 40
  %73 = load i32, ptr %72, align 8, !tbaa !8
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %73)
  %75 = getelementptr inbounds i8, ptr %1, i64 44
  %76 = load i32, ptr %75, align 4, !tbaa !8
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %76)
  %78 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 60, ptr nonnull %2) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(60) %2, ptr noundef nonnull align 16 dereferenceable(60) @__const.main.e, i64 60, i1 false)
  %79 = getelementptr inbounds i8, ptr %2, i64 20
  %80 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 28514, ptr %2, align 16
  store i32 700, ptr %80, align 8
  %81 = getelementptr inbounds i8, ptr %2, i64 32
  store i64 31075, ptr %3, align 8
  %82 = getelementptr inbounds i8, ptr %2, i64 32
  store i32 300, ptr %82, align 16
  %83 = getelementptr inbounds i8, ptr %2, i64 44
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %3, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %3, ptr noundef nonnull align 16 dereferenceable(12) @__const.main.e, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %41, ptr noundef nonnull align 16 dereferenceable(12) %2, i64 12, i1 false)
  store i64 26980, ptr %2, align 16
  store i32 900, ptr %80, align 8
  %84 = load i32, ptr %83, align 4, !tbaa !12
  %85 = icmp slt i32 %84, 600
  br i1 %85, label %86, label %93

86:                                               ; preds = %40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(12) %42, ptr noundef nonnull align 4 dereferenceable(12) %4, i64 12, i1 false)
  %87 = load i32, ptr %81, align 16, !tbaa !12
  %88 = icmp slt i32 %87, 600
  br i1 %88, label %89, label %93

89:                                               ; preds = %86
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 16 dereferenceable(12) @__const.main.e, i64 12, i1 false)
  %90 = load i32, ptr %79, align 4, !tbaa !12
  %91 = icmp slt i32 %90, 600
  br i1 %91, label %92, label %93

92:                                               ; preds = %89
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %3, ptr noundef nonnull align 4 dereferenceable(12) %41, i64 12, i1 false)
  br label %93

93:                                               ; preds = %92, %89, %86, %40
  %94 = phi ptr [ %42, %40 ], [ %4, %86 ], [ %3, %89 ], [ %41, %92 ]
  %95 = getelementptr inbounds i8, ptr %2, i64 56
  store i64 25701, ptr %94, align 1
  %96 = getelementptr inbounds i8, ptr %94, i64 8
  store i32 600, ptr %96, align 1
  %97 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %2, i32 noundef 900)
  %98 = load i32, ptr %79, align 4, !tbaa !12
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %41, i32 noundef %98)
  %100 = load i32, ptr %81, align 16, !tbaa !12
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %3, i32 noundef %100)
  %102 = load i32, ptr %83, align 4, !tbaa !12
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %4, i32 noundef %102)
  %104 = load i32, ptr %95, align 8, !tbaa !12
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %42, i32 noundef %104)
  %106 = call i32 @putchar(i32 10)
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 16901)
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -63)
  call void @llvm.lifetime.end.p0(i64 60, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !9, i64 8}
!13 = !{!"Emp", !10, i64 0, !9, i64 8}
