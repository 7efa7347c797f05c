; ModuleID = input
source_filename = "ms.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = dso_local global i32 0, align 4
@arr = dso_local global [4 x i32] zeroinitializer, align 16

; Function Attrs: nounwind uwtable
define dso_local i32 @add5(i32 noundef %0) local_unnamed_addr #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #3
  call void asm sideeffect inteldialect "mov eax, $1\0A\09add eax, $$5\0A\09mov $0, eax", "=*m,*m,~{eax},~{flags},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) %3, ptr nonnull elementtype(i32) %2) #3, !srcloc !9
  %4 = load i32, ptr %3, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #3
  ret i32 %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @through_pointer(ptr noundef %0) local_unnamed_addr #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8, !tbaa !10
  call void asm sideeffect inteldialect "mov rax, $1\0A\09mov ecx, [rax]\0A\09add ecx, $2\0A\09mov $0, ecx\0A\09lea rdx, $3\0A\09mov dword ptr [rdx + $$4], ecx", "=*m,*m,*m,*m,~{ecx},~{flags},~{rax},~{rdx},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) @g, ptr nonnull elementtype(ptr) %2, ptr nonnull elementtype(i32) @g, ptr nonnull elementtype([4 x i32]) @arr) #3, !srcloc !12
  %3 = load i32, ptr @g, align 4, !tbaa !5
  ret i32 %3
}

; Function Attrs: nounwind uwtable
define dso_local i64 @push_pop(i64 noundef %0) local_unnamed_addr #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8, !tbaa !13
  call void asm sideeffect inteldialect "push rbx\0A\09mov rbx, $1\0A\09imul rbx, rbx\0A\09mov $0, rbx\0A\09pop rbx", "=*m,*m,~{flags},~{rbx},~{rsp},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i64) %2, ptr nonnull elementtype(i64) %2) #3, !srcloc !15
  %3 = load i64, ptr %2, align 8, !tbaa !13
  ret i64 %3
}

; Function Attrs: nounwind uwtable
define dso_local i32 @sum_to(i32 noundef %0) local_unnamed_addr #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4, !tbaa !5
  call void asm sideeffect inteldialect "mov ecx, $1\0A\09xor eax, eax\0A\09.L__MSASMLABEL_.${:uid}__L1:\0A\09add eax, ecx\0A\09dec ecx\0A\09jnz .L__MSASMLABEL_.${:uid}__L1\0A\09mov $0, eax", "=*m,*m,~{eax},~{ecx},~{flags},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) %2, ptr nonnull elementtype(i32) %2) #3, !srcloc !16
  %3 = load i32, ptr %2, align 4, !tbaa !5
  ret i32 %3
}

; Function Attrs: nounwind uwtable
define dso_local i32 @shift(i32 noundef %0) local_unnamed_addr #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4, !tbaa !5
  call void asm sideeffect inteldialect "mov eax, $1\0A\09shl eax, $$2\0A\09mov $0, eax", "=*m,*m,~{eax},~{flags},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) %2, ptr nonnull elementtype(i32) %2) #3, !srcloc !17
  %3 = load i32, ptr %2, align 4, !tbaa !5
  ret i32 %3
}

; Function Attrs: nounwind uwtable
define dso_local i32 @ret42() local_unnamed_addr #0 {
  tail call void asm sideeffect inteldialect "mov eax, $$42", "~{eax},~{dirflag},~{fpsr},~{flags}"() #3, !srcloc !18
  ret i32 undef
}

; Function Attrs: nounwind uwtable
define dso_local i32 @call_in_block(i32 noundef %0) local_unnamed_addr #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #3
  call void asm sideeffect inteldialect "mov edi, $1\0A\09call ${2:P}\0A\09mov $0, eax", "=*m,*m,*m,~{edi},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) %3, ptr nonnull elementtype(i32) %2, ptr nonnull elementtype(i32 (i32)) @twice) #3, !srcloc !19
  %4 = load i32, ptr %3, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #3
  ret i32 %4
}

declare i32 @twice(i32 noundef) #2

; Function Attrs: nounwind uwtable
define dso_local void @breakpoint() local_unnamed_addr #0 {
  tail call void asm sideeffect inteldialect "int $$3", "~{dirflag},~{fpsr},~{flags}"() #3, !srcloc !20
  ret void
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i64 313}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !7, i64 0}
!12 = !{i64 417}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !7, i64 0}
!15 = !{i64 582}
!16 = !{i64 704}
!17 = !{i64 845}
!18 = !{i64 937}
!19 = !{i64 1139}
!20 = !{i64 1277}
