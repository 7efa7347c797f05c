; ModuleID = 'tests/run/naked.c'
source_filename = "tests/run/naked.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"add3 %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"seventh %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"return address seen %d\0A\00", align 1

; Function Attrs: naked noinline nounwind uwtable
define dso_local i64 @seventh(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6) #0 {
  tail call void asm sideeffect "movq 8(%rsp), %rax\0A\09ret", "~{dirflag},~{fpsr},~{flags}"() #4, !srcloc !5
  unreachable
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 {
  %1 = tail call i32 @add3(i32 noundef 1, i32 noundef 20, i32 noundef 300)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1)
  %3 = tail call i64 @seventh(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 77)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %3)
  %5 = tail call fastcc i32 @caller()
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %5)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: naked noinline nounwind uwtable
define internal i32 @add3(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  tail call void asm sideeffect "leal (%rdi,%rsi), %eax\0A\09addl %edx, %eax\0A\09ret", "~{dirflag},~{fpsr},~{flags}"() #4, !srcloc !6
  unreachable
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @caller() unnamed_addr #3 {
  %1 = tail call ptr @own_return_address()
  %2 = icmp ne ptr %1, null
  %3 = zext i1 %2 to i32
  ret i32 %3
}

; Function Attrs: naked noinline nounwind uwtable
define internal ptr @own_return_address() #0 {
  tail call void asm sideeffect "movq (%rsp), %rax\0A\09ret", "~{dirflag},~{fpsr},~{flags}"() #4, !srcloc !7
  unreachable
}

attributes #0 = { naked noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i64 600, i64 621}
!6 = !{i64 371, i64 396, i64 415}
!7 = !{i64 799, i64 819}
