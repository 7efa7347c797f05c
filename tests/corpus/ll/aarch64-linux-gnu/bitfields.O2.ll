; ModuleID = 'tests/programs/bitfields.c'
source_filename = "tests/programs/bitfields.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Packet = type { i64 }

@.str = private unnamed_addr constant [52 x i8] c"flags: a=%u b=%u c=%u d=%d e=%u big=%llu sbig=%lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"hash = %llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [42 x i8] c"packets: %u len7=%u frag5=%u version7=%u\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"signed field: %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"wrapped ok: %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [8 x %struct.Packet], align 16
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 1, i32 noundef 28, i32 noundef -5, i32 noundef 3702, i64 noundef 152346559682, i64 noundef -777845)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 8594287205338440844)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #3
  store <2 x i64> <i64 3932160084, i64 2779041108062644325>, ptr %1, align 16
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x i64> <i64 5558082212193128566, i64 8337123316323612807>, ptr %4, align 16
  %5 = getelementptr inbounds i8, ptr %1, i64 32
  store <2 x i64> <i64 -7330579653255454568, i64 -4551538549124970327>, ptr %5, align 16
  %6 = getelementptr inbounds i8, ptr %1, i64 48
  store <2 x i64> <i64 -1772497449289453382, i64 1006543654840965323>, ptr %6, align 16
  br label %11

7:                                                ; preds = %11
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %42, i32 noundef 1464, i32 noundef 6170, i32 noundef 11)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -1, i32 noundef 0)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #3
  ret i32 0

11:                                               ; preds = %0, %11
  %12 = phi i64 [ 0, %0 ], [ %43, %11 ]
  %13 = phi i32 [ 0, %0 ], [ %42, %11 ]
  %14 = mul i32 %13, 33
  %15 = getelementptr inbounds [8 x %struct.Packet], ptr %1, i64 0, i64 %12
  %16 = load i64, ptr %15, align 8
  %17 = trunc i64 %16 to i32
  %18 = and i32 %17, 15
  %19 = mul nuw nsw i32 %18, 1000003
  %20 = lshr i32 %17, 4
  %21 = and i32 %20, 15
  %22 = mul nuw nsw i32 %21, 7919
  %23 = lshr i32 %17, 8
  %24 = and i32 %23, 255
  %25 = mul nuw nsw i32 %24, 31
  %26 = lshr i32 %17, 16
  %27 = lshr i64 %16, 29
  %28 = trunc i64 %27 to i32
  %29 = and i32 %28, 524280
  %30 = lshr i64 %16, 28
  %31 = trunc i64 %30 to i32
  %32 = and i32 %31, 7340032
  %33 = lshr i64 %16, 46
  %34 = trunc nuw nsw i64 %33 to i32
  %35 = and i32 %34, 262112
  %36 = xor i32 %19, %26
  %37 = xor i32 %36, %29
  %38 = xor i32 %37, %32
  %39 = xor i32 %38, %35
  %40 = xor i32 %39, %22
  %41 = xor i32 %40, %25
  %42 = add i32 %41, %14
  %43 = add nuw nsw i64 %12, 1
  %44 = icmp eq i64 %43, 8
  br i1 %44, label %7, label %11, !llvm.loop !6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
