; ModuleID = input
source_filename = "symver_run.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

module asm ".symver memcpy,memcpy@GLIBC_2.2.5"
module asm ".text"
module asm ".globl add2"
module asm ".type add2,@function"
module asm "add2:"
module asm "\09leal 2(%rdi), %eax"
module asm "\09ret"
module asm ".size add2, .-add2"
module asm ".set add2_alias, add2"
module asm ".globl add2_alias"
module asm ".pushsection .mydata,\22aw\22,@progbits"
module asm ".globl magic"
module asm ".type magic,@object"
module asm ".p2align 3"
module asm "magic:"
module asm ".quad 0x1122334455667788"
module asm ".quad counter"
module asm ".size magic, 16"
module asm ".popsection"
module asm ".globl sum_to"
module asm ".type sum_to,@function"
module asm "sum_to:"
module asm "\09.cfi_startproc"
module asm "\09pushq %rbx"
module asm "\09.cfi_def_cfa_offset 16"
module asm "\09.cfi_offset %rbx, -16"
module asm "\09xorl %eax, %eax"
module asm "\09testl %edi, %edi"
module asm "\09jle 2f"
module asm "1:\09addl %edi, %eax"
module asm "\09decl %edi"
module asm "\09jnz 1b"
module asm "2:\09movl %eax, %ebx"
module asm "\09movl %eax, %edi"
module asm "\09call note_sum"
module asm "\09addl counter(%rip), %ebx"
module asm "\09movl %ebx, %eax"
module asm "\09popq %rbx"
module asm "\09.cfi_def_cfa_offset 8"
module asm "\09ret"
module asm "\09.cfi_endproc"
module asm ".size sum_to, .-sum_to"

@counter = dso_local local_unnamed_addr global i32 5, align 4
@noted = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [7 x i8] c"unused\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"hello, symver\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"%s %d %d %lx %d\0A\00", align 1
@magic = external local_unnamed_addr global [2 x i64], align 16
@.str.3 = private unnamed_addr constant [17 x i8] c"sum %d noted %d\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @note_sum(i32 noundef %0) local_unnamed_addr #0 {
  store i32 %0, ptr @noted, align 4, !tbaa !5
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #1 {
  %3 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #6
  %4 = icmp sgt i32 %0, 5
  %5 = select i1 %4, ptr @.str, ptr @.str.1
  %6 = select i1 %4, i64 7, i64 14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(7) %3, ptr noundef nonnull align 1 dereferenceable(7) %5, i64 %6, i1 false)
  %7 = tail call i32 @add2(i32 noundef 40) #6
  %8 = tail call i32 @add2_alias(i32 noundef 1) #6
  %9 = load i64, ptr @magic, align 16, !tbaa !9
  %10 = load i64, ptr getelementptr inbounds (i8, ptr @magic, i64 8), align 8, !tbaa !9
  %11 = inttoptr i64 %10 to ptr
  %12 = load i32, ptr %11, align 4, !tbaa !5
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %3, i32 noundef %7, i32 noundef %8, i64 noundef %9, i32 noundef %12)
  %14 = call i32 @sum_to(i32 noundef 10) #6
  %15 = load i32, ptr @noted, align 4, !tbaa !5
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

declare i32 @add2(i32 noundef) local_unnamed_addr #5

declare i32 @add2_alias(i32 noundef) local_unnamed_addr #5

declare i32 @sum_to(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !7, i64 0}
