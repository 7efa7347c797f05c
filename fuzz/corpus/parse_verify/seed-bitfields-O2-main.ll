source_filename = "bitfields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Packet = type { i64 }

@.str = external hidden unnamed_addr constant [52 x i8], align 1
@.str.1 = external hidden unnamed_addr constant [13 x i8], align 1
@.str.2 = external hidden unnamed_addr constant [42 x i8], align 1
@.str.3 = external hidden unnamed_addr constant [21 x i8], align 1
@.str.4 = external hidden unnamed_addr constant [16 x i8], align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [8 x %struct.Packet], align 16
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 1, i32 noundef 28, i32 noundef -5, i32 noundef 3702, i64 noundef 152346559682, i64 noundef -777845)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 8594287205338440844)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #3
  store i64 3932160084, ptr %1, align 16
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 2779041108062644325, ptr %4, align 8
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  store i64 5558082212193128566, ptr %5, align 16
  %6 = getelementptr inbounds i8, ptr %1, i64 24
  store i64 8337123316323612807, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %1, i64 32
  store i64 -7330579653255454568, ptr %7, align 16
  %8 = getelementptr inbounds i8, ptr %1, i64 40
  store i64 -4551538549124970327, ptr %8, align 8
  %9 = getelementptr inbounds i8, ptr %1, i64 48
  store i64 -1772497449289453382, ptr %9, align 16
  %10 = getelementptr inbounds i8, ptr %1, i64 56
  store i64 1006543654840965323, ptr %10, align 8
  br label %15

11:                                               ; preds = %15
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %46, i32 noundef 1464, i32 noundef 6170, i32 noundef 11)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -1, i32 noundef 0)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #3
  ret i32 0

15:                                               ; preds = %15, %0
  %16 = phi i64 [ 0, %0 ], [ %47, %15 ]
  %17 = phi i32 [ 0, %0 ], [ %46, %15 ]
  %18 = mul i32 %17, 33
  %19 = getelementptr inbounds [8 x %struct.Packet], ptr %1, i64 0, i64 %16
  %20 = load i64, ptr %19, align 8
  %21 = trunc i64 %20 to i32
  %22 = and i32 %21, 15
  %23 = mul nuw nsw i32 %22, 1000003
  %24 = lshr i32 %21, 4
  %25 = and i32 %24, 15
  %26 = mul nuw nsw i32 %25, 7919
  %27 = lshr i32 %21, 8
  %28 = and i32 %27, 255
  %29 = mul nuw nsw i32 %28, 31
  %30 = lshr i32 %21, 16
  %31 = lshr i64 %20, 29
  %32 = trunc i64 %31 to i32
  %33 = and i32 %32, 524280
  %34 = lshr i64 %20, 28
  %35 = trunc i64 %34 to i32
  %36 = and i32 %35, 7340032
  %37 = lshr i64 %20, 46
  %38 = trunc nuw nsw i64 %37 to i32
  %39 = and i32 %38, 262112
  %40 = xor i32 %23, %30
  %41 = xor i32 %40, %33
  %42 = xor i32 %41, %36
  %43 = xor i32 %42, %39
  %44 = xor i32 %43, %26
  %45 = xor i32 %44, %29
  %46 = add i32 %45, %18
  %47 = add nuw nsw i64 %16, 1
  %48 = icmp eq i64 %47, 8
  br i1 %48, label %11, label %15, !llvm.loop !5
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
