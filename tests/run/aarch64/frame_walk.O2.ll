; ModuleID = 'tests/run/aarch64/frame_walk.c'
source_filename = "tests/run/aarch64/frame_walk.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"return addresses: %s, %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"in outer\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"not in outer\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"in main\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"not in main\00", align 1
@.str.5 = private unnamed_addr constant [33 x i8] c"frames grow towards callers: %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"yes\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"no\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 4) i32 @inner(ptr noundef readnone %0, ptr noundef readnone %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = tail call ptr @llvm.frameaddress.p0(i32 0)
  store ptr %4, ptr %2, align 8, !tbaa !6
  %5 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr %5, ptr %6, align 8, !tbaa !6
  %7 = tail call ptr @llvm.frameaddress.p0(i32 2)
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  store ptr %7, ptr %8, align 8, !tbaa !6
  %9 = tail call ptr @llvm.returnaddress(i32 1)
  %10 = tail call ptr @llvm.returnaddress(i32 0)
  %11 = icmp ugt ptr %10, %0
  %12 = getelementptr inbounds i8, ptr %0, i64 512
  %13 = icmp ult ptr %10, %12
  %14 = select i1 %11, i1 %13, i1 false
  %15 = icmp ugt ptr %9, %1
  %16 = getelementptr inbounds i8, ptr %1, i64 1024
  %17 = icmp ult ptr %9, %16
  %18 = select i1 %15, i1 %17, i1 false
  %19 = zext i1 %18 to i32
  %20 = select i1 %14, i32 2, i32 0
  %21 = or disjoint i32 %20, %19
  ret i32 %21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.returnaddress(i32 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: noinline nounwind uwtable
define dso_local range(i32 0, 4) i32 @outer(ptr noundef %0, ptr nocapture noundef writeonly %1) #3 {
  %3 = tail call i32 @inner(ptr noundef nonnull @outer, ptr noundef %0, ptr noundef %1)
  tail call void asm sideeffect "", "~{memory}"() #6, !srcloc !10
  ret i32 %3
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() #4 {
  %1 = alloca [3 x ptr], align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #6
  %2 = call i32 @outer(ptr noundef nonnull @main, ptr noundef nonnull %1)
  %3 = icmp ult i32 %2, 2
  %4 = select i1 %3, ptr @.str.2, ptr @.str.1
  %5 = and i32 %2, 1
  %6 = icmp eq i32 %5, 0
  %7 = select i1 %6, ptr @.str.4, ptr @.str.3
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %4, ptr noundef nonnull %7)
  %9 = load ptr, ptr %1, align 8, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load ptr, ptr %10, align 8
  %12 = icmp ult ptr %9, %11
  %13 = getelementptr inbounds i8, ptr %1, i64 16
  %14 = load ptr, ptr %13, align 8
  %15 = icmp ult ptr %11, %14
  %16 = select i1 %12, i1 %15, i1 false
  %17 = select i1 %16, ptr @.str.6, ptr @.str.7
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %17)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #6
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{i64 1074}
