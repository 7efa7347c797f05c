; ModuleID = 'tests/programs/bitfields.c'
source_filename = "tests/programs/bitfields.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Packet = type { i32, i32 }

@.str = private unnamed_addr constant [52 x i8] c"flags: a=%u b=%u c=%u d=%d e=%u big=%llu sbig=%lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"hash = %llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [42 x i8] c"packets: %u len7=%u frag5=%u version7=%u\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"signed field: %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"wrapped ok: %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [8 x %struct.Packet], align 16
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 1, i32 noundef 1, i32 noundef 28, i32 noundef -5, i32 noundef 3702, i64 noundef 152346559682, i64 noundef -777845)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i64 noundef 8594287205338440844)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #6
  store <4 x i32> <i32 -362807212, i32 0, i32 -297260955, i32 647045929>, ptr %1, align 16
  %2 = getelementptr inbounds i8, ptr %1, i64 16
  store <4 x i32> <i32 -231714698, i32 1294091858, i32 -166168441, i32 1941137787>, ptr %2, align 16
  %3 = getelementptr inbounds i8, ptr %1, i64 32
  store <4 x i32> <i32 -100622184, i32 -1706783580, i32 -35075927, i32 -1059737651>, ptr %3, align 16
  %4 = getelementptr inbounds i8, ptr %1, i64 48
  store <4 x i32> <i32 30470330, i32 -412691722, i32 95951051, i32 234354207>, ptr %4, align 16
  br label %6

5:                                                ; preds = %6
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %35, i32 noundef 1464, i32 noundef 6170, i32 noundef 11)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef -1, i32 noundef 0)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #6
  ret i32 0

6:                                                ; preds = %0, %6
  %7 = phi i64 [ 0, %0 ], [ %36, %6 ]
  %8 = phi i32 [ 0, %0 ], [ %35, %6 ]
  %9 = mul i32 %8, 33
  %10 = getelementptr inbounds [8 x %struct.Packet], ptr %1, i64 0, i64 %7
  %11 = load i32, ptr %10, align 8
  %12 = and i32 %11, 15
  %13 = mul nuw nsw i32 %12, 1000003
  %14 = lshr i32 %11, 4
  %15 = and i32 %14, 15
  %16 = mul nuw nsw i32 %15, 7919
  %17 = lshr i32 %11, 8
  %18 = and i32 %17, 255
  %19 = mul nuw nsw i32 %18, 31
  %20 = lshr i32 %11, 16
  %21 = getelementptr inbounds i8, ptr %10, i64 4
  %22 = load i32, ptr %21, align 4
  %23 = shl i32 %22, 3
  %24 = and i32 %23, 524280
  %25 = shl i32 %22, 4
  %26 = and i32 %25, 7340032
  %27 = lshr i32 %22, 14
  %28 = and i32 %27, 262112
  %29 = xor i32 %13, %20
  %30 = xor i32 %29, %16
  %31 = xor i32 %30, %19
  %32 = xor i32 %31, %24
  %33 = xor i32 %32, %26
  %34 = xor i32 %33, %28
  %35 = add i32 %34, %9
  %36 = add nuw nsw i64 %7, 1
  %37 = icmp eq i64 %36, 8
  br i1 %37, label %5, label %6, !llvm.loop !5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6
  %4 = load ptr, ptr %2, align 8, !tbaa !7
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #6
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6
  ret void
}

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
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
