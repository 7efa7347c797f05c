; ModuleID = 'tests/programs/small_ints.c'
source_filename = "tests/programs/small_ints.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [19 x i8] c"wrap: %u %d %u %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"promote: %d %d %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"blend: %u %u %u %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"mix %d \00", align 1
@.str.5 = private unnamed_addr constant [24 x i8] c"checksum16 = %04x %04x\0A\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"hist hash = %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"byte ops = %02x\0A\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"neg: %d %d %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x i16], align 16
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i32 noundef -126, i32 noundef 24, i32 noundef -32756)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 16, i32 noundef 15876, i32 noundef 576)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 105, i32 noundef 60, i32 noundef 40, i32 noundef 255)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 32767)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -32768)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -1000)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 6199)
  %9 = tail call i32 @putchar(i32 10)
  br label %10

10:                                               ; preds = %0, %10
  %11 = phi i32 [ %14, %10 ], [ 529072, %0 ]
  %12 = lshr i32 %11, 16
  %13 = and i32 %11, 65535
  %14 = add nuw nsw i32 %13, %12
  %15 = icmp ult i32 %14, 65536
  br i1 %15, label %16, label %10, !llvm.loop !5

16:                                               ; preds = %10
  %17 = xor i32 %14, 65535
  br label %18

18:                                               ; preds = %16, %18
  %19 = phi i32 [ %22, %18 ], [ 292066, %16 ]
  %20 = lshr i32 %19, 16
  %21 = and i32 %19, 65535
  %22 = add nuw nsw i32 %21, %20
  %23 = icmp ult i32 %22, 65536
  br i1 %23, label %24, label %18, !llvm.loop !5

24:                                               ; preds = %18
  %25 = xor i32 %22, 65535
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %17, i32 noundef %25)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, i8 0, i64 32, i1 false)
  br label %27

27:                                               ; preds = %24, %27
  %28 = phi i32 [ 0, %24 ], [ %42, %27 ]
  %29 = mul nuw nsw i32 %28, 7
  %30 = trunc nuw i32 %28 to i16
  %31 = udiv i16 %30, 3
  %32 = zext nneg i16 %31 to i32
  %33 = add nuw nsw i32 %29, %32
  %34 = and i32 %33, 15
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds [16 x i16], ptr %1, i64 0, i64 %35
  %37 = load i16, ptr %36, align 2, !tbaa !7
  %38 = and i32 %28, 1
  %39 = icmp eq i32 %38, 0
  %40 = select i1 %39, i16 -2, i16 1
  %41 = add i16 %37, %40
  store i16 %41, ptr %36, align 2, !tbaa !7
  %42 = add nuw nsw i32 %28, 1
  %43 = icmp eq i32 %42, 1000
  br i1 %43, label %44, label %27, !llvm.loop !11

44:                                               ; preds = %27
  %45 = load i16, ptr %1, align 16, !tbaa !7
  %46 = sext i16 %45 to i32
  %47 = mul nsw i32 %46, 5
  %48 = getelementptr inbounds i8, ptr %1, i64 2
  %49 = load i16, ptr %48, align 2, !tbaa !7
  %50 = sext i16 %49 to i32
  %51 = add nsw i32 %47, %50
  %52 = mul nsw i32 %51, 5
  %53 = getelementptr inbounds i8, ptr %1, i64 4
  %54 = load i16, ptr %53, align 4, !tbaa !7
  %55 = sext i16 %54 to i32
  %56 = add nsw i32 %52, %55
  %57 = mul nsw i32 %56, 5
  %58 = getelementptr inbounds i8, ptr %1, i64 6
  %59 = load i16, ptr %58, align 2, !tbaa !7
  %60 = sext i16 %59 to i32
  %61 = add nsw i32 %57, %60
  %62 = mul nsw i32 %61, 5
  %63 = getelementptr inbounds i8, ptr %1, i64 8
  %64 = load i16, ptr %63, align 8, !tbaa !7
  %65 = sext i16 %64 to i32
  %66 = add nsw i32 %62, %65
  %67 = mul nsw i32 %66, 5
  %68 = getelementptr inbounds i8, ptr %1, i64 10
  %69 = load i16, ptr %68, align 2, !tbaa !7
  %70 = sext i16 %69 to i32
  %71 = add nsw i32 %67, %70
  %72 = mul nsw i32 %71, 5
  %73 = getelementptr inbounds i8, ptr %1, i64 12
  %74 = load i16, ptr %73, align 4, !tbaa !7
  %75 = sext i16 %74 to i32
  %76 = add nsw i32 %72, %75
  %77 = mul i32 %76, 5
  %78 = getelementptr inbounds i8, ptr %1, i64 14
  %79 = load i16, ptr %78, align 2, !tbaa !7
  %80 = sext i16 %79 to i32
  %81 = add i32 %77, %80
  %82 = mul i32 %81, 5
  %83 = getelementptr inbounds i8, ptr %1, i64 16
  %84 = load i16, ptr %83, align 16, !tbaa !7
  %85 = sext i16 %84 to i32
  %86 = add i32 %82, %85
  %87 = mul i32 %86, 5
  %88 = getelementptr inbounds i8, ptr %1, i64 18
  %89 = load i16, ptr %88, align 2, !tbaa !7
  %90 = sext i16 %89 to i32
  %91 = add i32 %87, %90
  %92 = mul i32 %91, 5
  %93 = getelementptr inbounds i8, ptr %1, i64 20
  %94 = load i16, ptr %93, align 4, !tbaa !7
  %95 = sext i16 %94 to i32
  %96 = add i32 %92, %95
  %97 = mul i32 %96, 5
  %98 = getelementptr inbounds i8, ptr %1, i64 22
  %99 = load i16, ptr %98, align 2, !tbaa !7
  %100 = sext i16 %99 to i32
  %101 = add i32 %97, %100
  %102 = mul i32 %101, 5
  %103 = getelementptr inbounds i8, ptr %1, i64 24
  %104 = load i16, ptr %103, align 8, !tbaa !7
  %105 = sext i16 %104 to i32
  %106 = add i32 %102, %105
  %107 = mul i32 %106, 5
  %108 = getelementptr inbounds i8, ptr %1, i64 26
  %109 = load i16, ptr %108, align 2, !tbaa !7
  %110 = sext i16 %109 to i32
  %111 = add i32 %107, %110
  %112 = mul i32 %111, 5
  %113 = getelementptr inbounds i8, ptr %1, i64 28
  %114 = load i16, ptr %113, align 4, !tbaa !7
  %115 = sext i16 %114 to i32
  %116 = add i32 %112, %115
  %117 = mul i32 %116, 5
  %118 = getelementptr inbounds i8, ptr %1, i64 30
  %119 = load i16, ptr %118, align 2, !tbaa !7
  %120 = sext i16 %119 to i32
  %121 = add i32 %117, %120
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %121)
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 198)
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 128, i32 noundef -128, i32 noundef 128)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"short", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !6}
