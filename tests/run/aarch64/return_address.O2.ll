; ModuleID = 'tests/run/aarch64/return_address.c'
source_filename = "tests/run/aarch64/return_address.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"ra0 inside main: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"ra0 via another: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"ra1 is main's: %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"fa0 below main's frame: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"fa0 below main's locals: %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [25 x i8] c"fa1 is main's frame: %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [25 x i8] c"fa2 is main's frame: %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [27 x i8] c"main's return address: %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() #0 {
  %1 = alloca i8, align 4
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1) #6
  store i8 0, ptr %1, align 4, !tbaa !6
  %2 = tail call fastcc ptr @ra0()
  %3 = icmp ugt ptr %2, @main
  %4 = icmp ult ptr %2, inttoptr (i64 add (i64 ptrtoint (ptr @main to i64), i64 4096) to ptr)
  %5 = and i1 %3, %4
  %6 = zext i1 %5 to i32
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %6)
  %8 = tail call ptr @via(i32 noundef 0)
  %9 = tail call ptr @via(i32 noundef 1)
  %10 = icmp ugt ptr %8, @via
  %11 = icmp ult ptr %8, inttoptr (i64 add (i64 ptrtoint (ptr @via to i64), i64 4096) to ptr)
  %12 = and i1 %10, %11
  %13 = zext i1 %12 to i32
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %13)
  %15 = icmp ugt ptr %9, @main
  %16 = icmp ult ptr %9, inttoptr (i64 add (i64 ptrtoint (ptr @main to i64), i64 4096) to ptr)
  %17 = and i1 %15, %16
  %18 = zext i1 %17 to i32
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %18)
  %20 = tail call ptr @llvm.frameaddress.p0(i32 0)
  %21 = tail call fastcc ptr @fa0()
  %22 = icmp ult ptr %21, %20
  %23 = icmp ne ptr %21, null
  %24 = and i1 %22, %23
  %25 = zext i1 %24 to i32
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %25)
  %27 = icmp ult ptr %21, %1
  %28 = zext i1 %27 to i32
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %28)
  %30 = tail call fastcc ptr @fa1()
  %31 = icmp eq ptr %30, %20
  %32 = zext i1 %31 to i32
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %32)
  %34 = call fastcc ptr @fa2_mid()
  %35 = icmp eq ptr %34, %20
  %36 = zext i1 %35 to i32
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %36)
  %38 = call ptr @llvm.returnaddress(i32 0)
  %39 = icmp ne ptr %38, null
  %40 = zext i1 %39 to i32
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %40)
  %42 = load i8, ptr %1, align 4, !tbaa !6
  %43 = zext i8 %42 to i32
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #6
  ret i32 %43
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc ptr @ra0() unnamed_addr #2 {
  %1 = tail call ptr @llvm.returnaddress(i32 0)
  ret ptr %1
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: noinline nounwind uwtable
define internal ptr @via(i32 noundef %0) #4 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %5, label %3

3:                                                ; preds = %1
  %4 = tail call fastcc ptr @ra1()
  br label %7

5:                                                ; preds = %1
  %6 = tail call fastcc ptr @ra0()
  br label %7

7:                                                ; preds = %5, %3
  %8 = phi ptr [ %4, %3 ], [ %6, %5 ]
  tail call void asm sideeffect "", "~{memory}"() #6, !srcloc !9
  ret ptr %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc ptr @fa0() unnamed_addr #2 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 0)
  ret ptr %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc ptr @fa1() unnamed_addr #2 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1)
  ret ptr %1
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc ptr @fa2_mid() unnamed_addr #4 {
  %1 = tail call fastcc ptr @fa2_inner()
  tail call void asm sideeffect "", "~{memory}"() #6, !srcloc !10
  ret ptr %1
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.returnaddress(i32 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc ptr @ra1() unnamed_addr #2 {
  %1 = tail call ptr @llvm.returnaddress(i32 1)
  ret ptr %1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc ptr @fa2_inner() unnamed_addr #2 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 2)
  ret ptr %1
}

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i64 845}
!10 = !{i64 1114}
