; ModuleID = 'tests/programs/divmod_shifts.c'
source_filename = "tests/programs/divmod_shifts.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@__const.main.xs = private unnamed_addr constant [11 x i32] [i32 0, i32 1, i32 -1, i32 7, i32 -7, i32 100, i32 -100, i32 2147483647, i32 -2147483648, i32 123456, i32 -98765], align 16
@.str = private unnamed_addr constant [43 x i8] c"%d: /7=%d /16=%d %%8=%d /10u=%u %%13=%lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"h = %u\0A\00", align 1
@__const.main.ys = private unnamed_addr constant [4 x i64] [i64 1000000000000, i64 -999999999999, i64 9223372036854775807, i64 -9223372036854775807], align 16
@.str.2 = private unnamed_addr constant [23 x i8] c"%lld/%lld=%lld r%lld  \00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"u/1000=%llu\0A\00", align 1
@.str.4 = private unnamed_addr constant [25 x i8] c"int16 %d %d uint8 %u %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"macro %d %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [45 x i8] c"s=%u: shl=%016llx lshr=%016llx ashr=%016llx\0A\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"32: %08x %08x %08x\0A\00", align 1
@.str.8 = private unnamed_addr constant [38 x i8] c"small shifts: %04x %04x %02x %02x %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"acc = %llu\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %2

1:                                                ; preds = %2
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 1590027353)
  br label %15

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %12, %2 ]
  %4 = getelementptr inbounds [11 x i32], ptr @__const.main.xs, i64 0, i64 %3
  %5 = load i32, ptr %4, align 4, !tbaa !5
  %6 = sdiv i32 %5, 7
  %7 = sdiv i32 %5, 16
  %8 = srem i32 %5, 8
  %9 = udiv i32 %5, 10
  %10 = srem i32 %5, 13
  %11 = sext i32 %10 to i64
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i64 noundef %11)
  %12 = add nuw nsw i64 %3, 1
  %13 = icmp eq i64 %12, 11
  br i1 %13, label %1, label %2, !llvm.loop !9

14:                                               ; preds = %15
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef -10922, i32 noundef -255, i32 noundef 5, i32 noundef 17)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef -3, i32 noundef 3)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 0, i64 noundef -9141386507638288913, i64 noundef -9141386507638288913, i64 noundef -1070935975390360081)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 9, i64 noundef 5083102811422187008, i64 noundef 18174526496232934, i64 noundef -2091671826934298)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 18, i64 noundef 1557725055112970240, i64 noundef 35497122062954, i64 noundef -4085296536982)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 27, i64 noundef 4345233048330043392, i64 noundef 69330316529, i64 noundef -7979094799)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 36, i64 noundef -7296712173873528832, i64 noundef 135410774, i64 noundef -15584170)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 45, i64 noundef 8772413939792216064, i64 noundef 264474, i64 noundef -30438)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 54, i64 noundef 8917127262193582080, i64 noundef 516, i64 noundef -60)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 63, i64 noundef -9223372036854775808, i64 noundef 1, i64 noundef -1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef -2147483647, i32 noundef -2147483647, i32 noundef -2147483632)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 32, i32 noundef 67108864, i32 noundef -67108864)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 1024, i32 noundef 2097152, i32 noundef -2097152)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 32768, i32 noundef 65536, i32 noundef -65536)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 1048576, i32 noundef 2048, i32 noundef -2048)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 33554432, i32 noundef 64, i32 noundef -64)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 1073741824, i32 noundef 2, i32 noundef -2)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 8, i32 noundef 4096, i32 noundef 2, i32 noundef 64, i32 noundef -32)
  br label %29

15:                                               ; preds = %1, %15
  %16 = phi i64 [ 0, %1 ], [ %26, %15 ]
  %17 = getelementptr inbounds [4 x i64], ptr @__const.main.ys, i64 0, i64 %16
  %18 = load i64, ptr %17, align 8, !tbaa !11
  %19 = sdiv i64 %18, -5
  %20 = srem i64 %18, 5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef %18, i64 noundef -5, i64 noundef %19, i64 noundef %20)
  %21 = sdiv i64 %18, -2
  %22 = srem i64 %18, 2
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef %18, i64 noundef -2, i64 noundef %21, i64 noundef %22)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef %18, i64 noundef 1, i64 noundef %18, i64 noundef 0)
  %23 = sdiv i64 %18, 4
  %24 = srem i64 %18, 4
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef %18, i64 noundef 4, i64 noundef %23, i64 noundef %24)
  %25 = udiv i64 %18, 1000
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i64 noundef %25)
  %26 = add nuw nsw i64 %16, 1
  %27 = icmp eq i64 %26, 4
  br i1 %27, label %14, label %15, !llvm.loop !13

28:                                               ; preds = %29
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i64 noundef %40)
  ret i32 0

29:                                               ; preds = %14, %29
  %30 = phi i64 [ 0, %14 ], [ %41, %29 ]
  %31 = phi i64 [ 1, %14 ], [ %40, %29 ]
  %32 = trunc i64 %30 to i8
  %33 = urem i8 %32, 7
  %34 = zext nneg i8 %33 to i64
  %35 = shl i64 %31, %34
  %36 = urem i8 %32, 11
  %37 = zext nneg i8 %36 to i64
  %38 = lshr i64 %31, %37
  %39 = xor i64 %38, %35
  %40 = xor i64 %39, %30
  %41 = add nuw nsw i64 %30, 1
  %42 = icmp eq i64 %41, 200
  br i1 %42, label %28, label %29, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6
  %4 = load ptr, ptr %2, align 8, !tbaa !15
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #6
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !7, i64 0}
