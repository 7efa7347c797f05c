; ModuleID = input
source_filename = "a64_run.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

module asm ".symver memcpy,memcpy@GLIBC_2.17"
module asm ".text"
module asm ".globl add3"
module asm ".type add3,%function"
module asm ".p2align 2"
module asm "add3:"
module asm "\09add w0, w0, #3"
module asm "\09ret"
module asm ".size add3, .-add3"
module asm ".set add3_alias, add3"
module asm ".globl add3_alias"
module asm ".globl sum_to"
module asm ".type sum_to,%function"
module asm "sum_to:"
module asm "\09.cfi_startproc"
module asm "\09stp x29, x30, [sp, #-16]!"
module asm "\09.cfi_def_cfa_offset 16"
module asm "\09.cfi_offset w30, -8"
module asm "\09.cfi_offset w29, -16"
module asm "\09mov x29, sp"
module asm "\09mov w1, w0"
module asm "\09mov w0, #0"
module asm "\09cbz w1, 2f"
module asm "1:\09add w0, w0, w1"
module asm "\09subs w1, w1, #1"
module asm "\09b.ne 1b"
module asm "2:\09bl note_sum"
module asm "\09adrp x1, counter"
module asm "\09ldr w1, [x1, :lo12:counter]"
module asm "\09add w0, w0, w1"
module asm "\09ldp x29, x30, [sp], #16"
module asm "\09.cfi_def_cfa_offset 0"
module asm "\09.cfi_restore w30"
module asm "\09.cfi_restore w29"
module asm "\09ret"
module asm "\09.cfi_endproc"
module asm ".size sum_to, .-sum_to"
module asm ".pushsection .mydata,\22aw\22,@progbits"
module asm ".globl magic"
module asm ".type magic,%object"
module asm ".p2align 3"
module asm "magic:"
module asm ".xword 0x1122334455667788"
module asm ".quad counter"
module asm ".size magic, 16"
module asm ".popsection"

@counter = dso_local local_unnamed_addr global i32 5, align 4
@noted = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [7 x i8] c"unused\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"hello, aarch64\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"%s %d %d %lx %d\0A\00", align 1
@magic = external local_unnamed_addr global [2 x i64], align 8
@.str.3 = private unnamed_addr constant [17 x i8] c"sum %d noted %d\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define dso_local noundef i32 @note_sum(i32 noundef returned %0) local_unnamed_addr #0 {
  store i32 %0, ptr @noted, align 4, !tbaa !6
  ret i32 %0
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #1 {
  %3 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #6
  %4 = icmp sgt i32 %0, 5
  %5 = select i1 %4, ptr @.str, ptr @.str.1
  %6 = select i1 %4, i64 7, i64 15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %3, ptr noundef nonnull align 1 dereferenceable(7) %5, i64 %6, i1 false)
  %7 = tail call i32 @add3(i32 noundef 39) #6
  %8 = tail call i32 @add3_alias(i32 noundef 1) #6
  %9 = load i64, ptr @magic, align 8, !tbaa !10
  %10 = load i64, ptr getelementptr inbounds (i8, ptr @magic, i64 8), align 8, !tbaa !10
  %11 = inttoptr i64 %10 to ptr
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %3, i32 noundef %7, i32 noundef %8, i64 noundef %9, i32 noundef %12)
  %14 = call i32 @sum_to(i32 noundef 10) #6
  %15 = load i32, ptr @noted, align 4, !tbaa !6
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %14, i32 noundef %15)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #6
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare i32 @add3(i32 noundef) local_unnamed_addr #5

declare i32 @add3_alias(i32 noundef) local_unnamed_addr #5

declare i32 @sum_to(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long", !8, i64 0}
