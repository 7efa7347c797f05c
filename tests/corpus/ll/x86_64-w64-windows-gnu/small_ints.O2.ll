; ModuleID = 'tests/programs/small_ints.c'
source_filename = "tests/programs/small_ints.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [19 x i8] c"wrap: %u %d %u %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"promote: %d %d %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"blend: %u %u %u %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"mix %d \00", align 1
@.str.5 = private unnamed_addr constant [24 x i8] c"checksum16 = %04x %04x\0A\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"hist hash = %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"byte ops = %02x\0A\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"neg: %d %d %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x i16], align 16
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 4, i32 noundef -126, i32 noundef 24, i32 noundef -32756)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 16, i32 noundef 15876, i32 noundef 576)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 105, i32 noundef 60, i32 noundef 40, i32 noundef 255)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 32767)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef -32768)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef -1000)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 6199)
  %2 = tail call i32 @putchar(i32 10)
  br label %3

3:                                                ; preds = %0, %3
  %4 = phi i32 [ %7, %3 ], [ 529072, %0 ]
  %5 = lshr i32 %4, 16
  %6 = and i32 %4, 65535
  %7 = add nuw nsw i32 %6, %5
  %8 = icmp ult i32 %7, 65536
  br i1 %8, label %9, label %3, !llvm.loop !5

9:                                                ; preds = %3
  %10 = xor i32 %7, 65535
  br label %11

11:                                               ; preds = %9, %11
  %12 = phi i32 [ %15, %11 ], [ 292066, %9 ]
  %13 = lshr i32 %12, 16
  %14 = and i32 %12, 65535
  %15 = add nuw nsw i32 %14, %13
  %16 = icmp ult i32 %15, 65536
  br i1 %16, label %17, label %11, !llvm.loop !5

17:                                               ; preds = %11
  %18 = xor i32 %15, 65535
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %10, i32 noundef %18)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, i8 0, i64 32, i1 false)
  br label %19

19:                                               ; preds = %17, %19
  %20 = phi i32 [ 0, %17 ], [ %34, %19 ]
  %21 = mul nuw nsw i32 %20, 7
  %22 = trunc nuw i32 %20 to i16
  %23 = udiv i16 %22, 3
  %24 = zext nneg i16 %23 to i32
  %25 = add nuw nsw i32 %21, %24
  %26 = and i32 %25, 15
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds [16 x i16], ptr %1, i64 0, i64 %27
  %29 = load i16, ptr %28, align 2, !tbaa !7
  %30 = and i32 %20, 1
  %31 = icmp eq i32 %30, 0
  %32 = select i1 %31, i16 -2, i16 1
  %33 = add i16 %29, %32
  store i16 %33, ptr %28, align 2, !tbaa !7
  %34 = add nuw nsw i32 %20, 1
  %35 = icmp eq i32 %34, 1000
  br i1 %35, label %36, label %19, !llvm.loop !11

36:                                               ; preds = %19
  %37 = load i16, ptr %1, align 16, !tbaa !7
  %38 = sext i16 %37 to i32
  %39 = mul nsw i32 %38, 5
  %40 = getelementptr inbounds i8, ptr %1, i64 2
  %41 = load i16, ptr %40, align 2, !tbaa !7
  %42 = sext i16 %41 to i32
  %43 = add nsw i32 %39, %42
  %44 = mul nsw i32 %43, 5
  %45 = getelementptr inbounds i8, ptr %1, i64 4
  %46 = load i16, ptr %45, align 4, !tbaa !7
  %47 = sext i16 %46 to i32
  %48 = add nsw i32 %44, %47
  %49 = mul nsw i32 %48, 5
  %50 = getelementptr inbounds i8, ptr %1, i64 6
  %51 = load i16, ptr %50, align 2, !tbaa !7
  %52 = sext i16 %51 to i32
  %53 = add nsw i32 %49, %52
  %54 = mul nsw i32 %53, 5
  %55 = getelementptr inbounds i8, ptr %1, i64 8
  %56 = load i16, ptr %55, align 8, !tbaa !7
  %57 = sext i16 %56 to i32
  %58 = add nsw i32 %54, %57
  %59 = mul nsw i32 %58, 5
  %60 = getelementptr inbounds i8, ptr %1, i64 10
  %61 = load i16, ptr %60, align 2, !tbaa !7
  %62 = sext i16 %61 to i32
  %63 = add nsw i32 %59, %62
  %64 = mul nsw i32 %63, 5
  %65 = getelementptr inbounds i8, ptr %1, i64 12
  %66 = load i16, ptr %65, align 4, !tbaa !7
  %67 = sext i16 %66 to i32
  %68 = add nsw i32 %64, %67
  %69 = mul i32 %68, 5
  %70 = getelementptr inbounds i8, ptr %1, i64 14
  %71 = load i16, ptr %70, align 2, !tbaa !7
  %72 = sext i16 %71 to i32
  %73 = add i32 %69, %72
  %74 = mul i32 %73, 5
  %75 = getelementptr inbounds i8, ptr %1, i64 16
  %76 = load i16, ptr %75, align 16, !tbaa !7
  %77 = sext i16 %76 to i32
  %78 = add i32 %74, %77
  %79 = mul i32 %78, 5
  %80 = getelementptr inbounds i8, ptr %1, i64 18
  %81 = load i16, ptr %80, align 2, !tbaa !7
  %82 = sext i16 %81 to i32
  %83 = add i32 %79, %82
  %84 = mul i32 %83, 5
  %85 = getelementptr inbounds i8, ptr %1, i64 20
  %86 = load i16, ptr %85, align 4, !tbaa !7
  %87 = sext i16 %86 to i32
  %88 = add i32 %84, %87
  %89 = mul i32 %88, 5
  %90 = getelementptr inbounds i8, ptr %1, i64 22
  %91 = load i16, ptr %90, align 2, !tbaa !7
  %92 = sext i16 %91 to i32
  %93 = add i32 %89, %92
  %94 = mul i32 %93, 5
  %95 = getelementptr inbounds i8, ptr %1, i64 24
  %96 = load i16, ptr %95, align 8, !tbaa !7
  %97 = sext i16 %96 to i32
  %98 = add i32 %94, %97
  %99 = mul i32 %98, 5
  %100 = getelementptr inbounds i8, ptr %1, i64 26
  %101 = load i16, ptr %100, align 2, !tbaa !7
  %102 = sext i16 %101 to i32
  %103 = add i32 %99, %102
  %104 = mul i32 %103, 5
  %105 = getelementptr inbounds i8, ptr %1, i64 28
  %106 = load i16, ptr %105, align 4, !tbaa !7
  %107 = sext i16 %106 to i32
  %108 = add i32 %104, %107
  %109 = mul i32 %108, 5
  %110 = getelementptr inbounds i8, ptr %1, i64 30
  %111 = load i16, ptr %110, align 2, !tbaa !7
  %112 = sext i16 %111 to i32
  %113 = add i32 %109, %112
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef %113)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 198)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 128, i32 noundef -128, i32 noundef 128)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #8
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #8
  %4 = load ptr, ptr %2, align 8, !tbaa !12
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #8
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

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
!8 = !{!"short", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !6}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !9, i64 0}
