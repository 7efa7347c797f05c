; ModuleID = input
source_filename = "gnu.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = dso_local global i32 0, align 4
@gl = dso_local global [4 x i64] zeroinitializer, align 16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local void @target() #0 {
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @forms() local_unnamed_addr #1 {
  tail call void asm sideeffect inteldialect "mov rax, rdi\0A\09add rax, rsi\0A\09lea rax, [rax + rsi*4 + 8]\0A\09lea rcx, [rdi + 2*rsi - 16]\0A\09mov edx, dword ptr [rsp - 8]\0A\09mov qword ptr [rsp - 16], rcx\0A\09add dword ptr [rsp - 8], 1000\0A\09sub byte ptr [rsp - 1], 3\0A\09movzx ecx, byte ptr [rsp - 1]\0A\09movsx rdx, word ptr [rsp - 2]\0A\09movsxd r8, ecx\0A\09imul r8, r9, 12\0A\09shl r8, 3\0A\09sar r8d, cl\0A\09xchg r8, rax\0A\09test rax, [rsp - 16]\0A\09cmp rax, 0x7fffffff\0A\09mov r10, 0x123456789\0A\09movabs r11, 1\0A\09mov eax, fs:[0x28]\0A\09lock xadd qword ptr [rsp - 16], rax\0A\09bswap eax\0A\09cmovz eax, ecx\0A\09setnz cl\0A\09.byte 0x90, 90h\0A\09movq xmm0, rax\0A\09addsd xmm0, qword ptr [rsp - 24]\0A\09cvttsd2si rax, xmm0\0A\09xor eax, eax ; inc eax\0A\092: dec ecx\0A\09jnz 2b\0A\09jmp 3f\0A\09nop dword ptr [rax]\0A\093: mov eax, (1 << 4) | 3\0A\09add eax, 10h\0A\09add eax, 0FFh + 101b + 17o + 99t + 12d\0A\09nop", "~{dirflag},~{fpsr},~{flags}"() #4, !srcloc !5
  ret void
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define dso_local i32 @copy(i32 noundef %0) local_unnamed_addr #2 {
  %2 = tail call i32 asm inteldialect "mov $0, $1", "=r,r,~{dirflag},~{fpsr},~{flags}"(i32 %0) #5, !srcloc !6
  ret i32 %2
}

; Function Attrs: nounwind uwtable
define dso_local void @add_mem(ptr noundef %0) local_unnamed_addr #1 {
  tail call void asm inteldialect "add qword ptr $0, 1", "=*m,*m,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i64) %0, ptr elementtype(i64) %0) #4, !srcloc !7
  ret void
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define dso_local i64 @lea3(i64 noundef %0, i64 noundef %1) local_unnamed_addr #2 {
  %3 = tail call i64 asm inteldialect "lea $0, [$1 + $2*4 + 8]", "=r,r,r,~{dirflag},~{fpsr},~{flags}"(i64 %0, i64 %1) #5, !srcloc !8
  ret i64 %3
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define dso_local i64 @widen(i32 noundef %0) local_unnamed_addr #2 {
  %2 = tail call i64 asm inteldialect "movsxd ${0:q}, ${1:k}", "=r,r,~{dirflag},~{fpsr},~{flags}"(i32 %0) #5, !srcloc !9
  ret i64 %2
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define dso_local i32 @bytes(i32 noundef %0) local_unnamed_addr #2 {
  %2 = tail call i32 asm inteldialect "mov ${0:k}, ${1:k}\0A\09add ${0:b}, 1\0A\09inc ${0:h}\0A\09mov ${0:w}, ${0:w}", "=&Q,r,~{dirflag},~{fpsr},~{flags}"(i32 %0) #5, !srcloc !10
  ret i32 %2
}

; Function Attrs: nounwind uwtable
define dso_local void @store3(ptr noundef %0) local_unnamed_addr #1 {
  tail call void asm sideeffect inteldialect "mov dword ptr [$0], 3", "r,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr %0) #4, !srcloc !11
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @store7(ptr noundef %0) local_unnamed_addr #1 {
  tail call void asm inteldialect "mov byte ptr $0, 7", "=*m,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i8) %0) #4, !srcloc !12
  ret void
}

; Function Attrs: nofree nounwind memory(read) uwtable
define dso_local i32 @load_global() local_unnamed_addr #3 {
  %1 = tail call i32 asm inteldialect "mov $0, $1", "=r,*m,~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) @g) #6, !srcloc !13
  ret i32 %1
}

; Function Attrs: nounwind uwtable
define dso_local void @store_global(i32 noundef %0) local_unnamed_addr #1 {
  tail call void asm inteldialect "mov $0, $1", "=*m,r,~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) @g, i32 %0) #4, !srcloc !14
  ret void
}

; Function Attrs: nofree nounwind memory(read) uwtable
define dso_local i64 @addr_global() local_unnamed_addr #3 {
  %1 = tail call i64 asm inteldialect "lea $0, $1", "=r,*m,~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i64) getelementptr inbounds (i8, ptr @gl, i64 16)) #6, !srcloc !15
  ret i64 %1
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define dso_local i64 @offset_global() local_unnamed_addr #2 {
  %1 = tail call i64 asm inteldialect "mov $0, $1", "=r,i,~{dirflag},~{fpsr},~{flags}"(ptr nonnull getelementptr inbounds (i8, ptr @gl, i64 8)) #5, !srcloc !16
  ret i64 %1
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define dso_local i32 @imms() local_unnamed_addr #2 {
  %1 = tail call i32 asm inteldialect "mov $0, ${1:c}\0A\09add $0, $2\0A\09sub $0, ${3:n}", "=r,i,n,i,~{dirflag},~{fpsr},~{flags}"(i32 42, i32 7, i32 -5) #5, !srcloc !17
  ret i32 %1
}

; Function Attrs: nounwind uwtable
define dso_local void @calls() local_unnamed_addr #1 {
  tail call void asm sideeffect inteldialect "call ${0:P}", "i,~{dirflag},~{fpsr},~{flags}"(ptr nonnull @target) #4, !srcloc !18
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @loop(i32 noundef %0) local_unnamed_addr #1 {
  tail call void asm sideeffect inteldialect "mov ecx, $0\0A4:\0A\09dec ecx\0A\09jnz 4b", "r,~{ecx},~{dirflag},~{fpsr},~{flags}"(i32 %0) #4, !srcloc !19
  ret void
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define dso_local i64 @vmod(i64 noundef %0) local_unnamed_addr #2 {
  %2 = tail call i64 asm inteldialect "mov ${0:V}, ${1:V}\0A\09neg ${0:V}", "=r,r,~{dirflag},~{fpsr},~{flags}"(i64 %0) #5, !srcloc !20
  ret i64 %2
}

; Function Attrs: nounwind uwtable
define dso_local void @strings(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #1 {
  %4 = tail call { ptr, ptr, i64 } asm sideeffect inteldialect "rep movsb", "={di},={si},={cx},0,1,2,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr %0, ptr %1, i64 %2) #4, !srcloc !21
  ret void
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind memory(read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nounwind memory(none) }
attributes #6 = { nounwind memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!5 = !{i64 435, i64 450, i64 475, i64 514, i64 554, i64 595, i64 637, i64 679, i64 717, i64 759, i64 801, i64 828, i64 856, i64 878, i64 902, i64 927, i64 960, i64 992, i64 1025, i64 1051, i64 1082, i64 1130, i64 1152, i64 1179, i64 1200, i64 1228, i64 1255, i64 1300, i64 1332, i64 1367, i64 1390, i64 1409, i64 1428, i64 1460, i64 1497, i64 1522, i64 1573}
!6 = !{i64 1627}
!7 = !{i64 1706}
!8 = !{i64 1788}
!9 = !{i64 1894}
!10 = !{i64 1982, i64 1997, i64 2011, i64 2022}
!11 = !{i64 2103}
!12 = !{i64 2181}
!13 = !{i64 2257}
!14 = !{i64 2339}
!15 = !{i64 2417}
!16 = !{i64 2513}
!17 = !{i64 2599, i64 2613, i64 2627}
!18 = !{i64 2730}
!19 = !{i64 2882, i64 2896, i64 2900, i64 2911}
!20 = !{i64 2979, i64 2994}
!21 = !{i64 3112}
