; ModuleID = 'tests/programs/small_ints.c'
source_filename = "tests/programs/small_ints.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %1 = alloca [16 x i16], align 4
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i32 noundef -126, i32 noundef 24, i32 noundef -32756)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 16, i32 noundef 15876, i32 noundef 576)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 105, i32 noundef 60, i32 noundef 40, i32 noundef 255)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 32767)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -32768)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -1000)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 6199)
  %9 = tail call i32 @putchar(i32 10)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 60743, i32 noundef 35609)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %1, i8 0, i64 32, i1 false)
  br label %11

11:                                               ; preds = %0, %11
  %12 = phi i32 [ 0, %0 ], [ %26, %11 ]
  %13 = mul nuw nsw i32 %12, 7
  %14 = trunc nuw i32 %12 to i16
  %15 = udiv i16 %14, 3
  %16 = zext nneg i16 %15 to i32
  %17 = add nuw nsw i32 %13, %16
  %18 = and i32 %17, 15
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds [16 x i16], ptr %1, i64 0, i64 %19
  %21 = load i16, ptr %20, align 2, !tbaa !6
  %22 = and i32 %12, 1
  %23 = icmp eq i32 %22, 0
  %24 = select i1 %23, i16 -2, i16 1
  %25 = add i16 %21, %24
  store i16 %25, ptr %20, align 2, !tbaa !6
  %26 = add nuw nsw i32 %12, 1
  %27 = icmp eq i32 %26, 1000
  br i1 %27, label %28, label %11, !llvm.loop !10

28:                                               ; preds = %11
  %29 = load i16, ptr %1, align 4, !tbaa !6
  %30 = sext i16 %29 to i32
  %31 = mul nsw i32 %30, 5
  %32 = getelementptr inbounds i8, ptr %1, i64 2
  %33 = load i16, ptr %32, align 2, !tbaa !6
  %34 = sext i16 %33 to i32
  %35 = add nsw i32 %31, %34
  %36 = mul nsw i32 %35, 5
  %37 = getelementptr inbounds i8, ptr %1, i64 4
  %38 = load i16, ptr %37, align 4, !tbaa !6
  %39 = sext i16 %38 to i32
  %40 = add nsw i32 %36, %39
  %41 = mul nsw i32 %40, 5
  %42 = getelementptr inbounds i8, ptr %1, i64 6
  %43 = load i16, ptr %42, align 2, !tbaa !6
  %44 = sext i16 %43 to i32
  %45 = add nsw i32 %41, %44
  %46 = mul nsw i32 %45, 5
  %47 = getelementptr inbounds i8, ptr %1, i64 8
  %48 = load i16, ptr %47, align 4, !tbaa !6
  %49 = sext i16 %48 to i32
  %50 = add nsw i32 %46, %49
  %51 = mul nsw i32 %50, 5
  %52 = getelementptr inbounds i8, ptr %1, i64 10
  %53 = load i16, ptr %52, align 2, !tbaa !6
  %54 = sext i16 %53 to i32
  %55 = add nsw i32 %51, %54
  %56 = mul nsw i32 %55, 5
  %57 = getelementptr inbounds i8, ptr %1, i64 12
  %58 = load i16, ptr %57, align 4, !tbaa !6
  %59 = sext i16 %58 to i32
  %60 = add nsw i32 %56, %59
  %61 = mul i32 %60, 5
  %62 = getelementptr inbounds i8, ptr %1, i64 14
  %63 = load i16, ptr %62, align 2, !tbaa !6
  %64 = sext i16 %63 to i32
  %65 = add i32 %61, %64
  %66 = mul i32 %65, 5
  %67 = getelementptr inbounds i8, ptr %1, i64 16
  %68 = load i16, ptr %67, align 4, !tbaa !6
  %69 = sext i16 %68 to i32
  %70 = add i32 %66, %69
  %71 = mul i32 %70, 5
  %72 = getelementptr inbounds i8, ptr %1, i64 18
  %73 = load i16, ptr %72, align 2, !tbaa !6
  %74 = sext i16 %73 to i32
  %75 = add i32 %71, %74
  %76 = mul i32 %75, 5
  %77 = getelementptr inbounds i8, ptr %1, i64 20
  %78 = load i16, ptr %77, align 4, !tbaa !6
  %79 = sext i16 %78 to i32
  %80 = add i32 %76, %79
  %81 = mul i32 %80, 5
  %82 = getelementptr inbounds i8, ptr %1, i64 22
  %83 = load i16, ptr %82, align 2, !tbaa !6
  %84 = sext i16 %83 to i32
  %85 = add i32 %81, %84
  %86 = mul i32 %85, 5
  %87 = getelementptr inbounds i8, ptr %1, i64 24
  %88 = load i16, ptr %87, align 4, !tbaa !6
  %89 = sext i16 %88 to i32
  %90 = add i32 %86, %89
  %91 = mul i32 %90, 5
  %92 = getelementptr inbounds i8, ptr %1, i64 26
  %93 = load i16, ptr %92, align 2, !tbaa !6
  %94 = sext i16 %93 to i32
  %95 = add i32 %91, %94
  %96 = mul i32 %95, 5
  %97 = getelementptr inbounds i8, ptr %1, i64 28
  %98 = load i16, ptr %97, align 4, !tbaa !6
  %99 = sext i16 %98 to i32
  %100 = add i32 %96, %99
  %101 = mul i32 %100, 5
  %102 = getelementptr inbounds i8, ptr %1, i64 30
  %103 = load i16, ptr %102, align 2, !tbaa !6
  %104 = sext i16 %103 to i32
  %105 = add i32 %101, %104
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %105)
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 198)
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 128, i32 noundef -128, i32 noundef 128)
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"short", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
