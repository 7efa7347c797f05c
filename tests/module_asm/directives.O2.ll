; ModuleID = input
source_filename = "directives.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

module asm ".section .rodata.tbl,\22a\22,@progbits"
module asm ".p2align 4"
module asm ".globl table"
module asm ".type table,%object"
module asm "table:"
module asm ".byte 1, 2, 0x7f, -1, 'A'"
module asm ".short 0x1234, -2"
module asm ".value 7"
module asm ".word 9"
module asm ".2byte 3"
module asm ".long 100000, .Ltbl_end - table, (3 + 4) * 2, 1 << 10"
module asm ".int ~0"
module asm ".4byte 5"
module asm ".quad -1, table_ref + 8"
module asm ".8byte 6"
module asm ".balign 8, 0xcc"
module asm ".long c_var - ."
module asm ".ascii \22ab\\tc\22, \22\\x41\\102\22"
module asm ".asciz \22zero\22"
module asm ".string \22str\\n\22"
module asm ".zero 3"
module asm ".skip 2, 0x55"
module asm ".space 4"
module asm ".Ltbl_end:"
module asm ".size table, .Ltbl_end - table"
module asm ".text"
module asm ".section .rodata.str1.1,\22aMS\22,@progbits,1"
module asm ".Lstr: .asciz \22merged\22"
module asm ".previous"
module asm ".pushsection .bss.asm,\22aw\22,@nobits"
module asm ".globl asm_bss"
module asm ".type asm_bss,@object"
module asm ".p2align 5"
module asm "asm_bss: .zero 64"
module asm ".size asm_bss, 64"
module asm ".popsection"
module asm ".data"
module asm ".globl table_ref"
module asm "table_ref: .quad table, .Lstr, c_func, local_fn"
module asm ".hidden table_ref"
module asm ".weak weak_data"
module asm "weak_data: .long 42"
module asm ".section .note.GNU-stack,\22\22,@progbits"
module asm ".previous"
module asm ".section .text.grp,\22axG\22,@progbits,grp_sym,comdat"
module asm ".globl grp_sym"
module asm "grp_sym: ret"
module asm ".text"
module asm ".globl asm_fn"
module asm ".type asm_fn,@function"
module asm ".p2align 4"
module asm "asm_fn:"
module asm "\09cmpl $0, %edi"
module asm "\09je .Lnear"
module asm "\09jne .Lfar"
module asm "\09jmp 1f"
module asm "\09nop"
module asm "1:\09call local_fn"
module asm "\09call c_func"
module asm "\09call c_func@PLT"
module asm "\09jmp asm_fn"
module asm "\09leaq c_var(%rip), %rax"
module asm "\09movq c_var@GOTPCREL(%rip), %rax"
module asm "\09movl $table+4, %ecx"
module asm "\09movabsq $table, %rdx"
module asm ".Lnear:"
module asm "\09.p2align 3"
module asm "\09.skip 200, 0x90"
module asm ".Lfar:"
module asm "\09ret"
module asm ".size asm_fn, .-asm_fn"
module asm "local_fn:"
module asm "\09movl $1, %eax"
module asm "\09ret"
module asm ".type local_fn,@function"
module asm ".size local_fn, 6"
module asm ".local local_fn"
module asm ".protected asm_fn"
module asm "answer = 42"
module asm ".set twice, answer * 2"
module asm ".equ asm_fn_alias, asm_fn + 0"
module asm ".globl asm_fn_alias, twice"
module asm ".weak undefined_weak"
module asm ".globl declared_only"
module asm ".hidden c_var"
module asm ".globl int_sym"
module asm ".internal int_sym"
module asm "int_sym: ret"

@c_var = dso_local local_unnamed_addr global i32 7, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @c_func(i32 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, ptr @c_var, align 4, !tbaa !5
  %3 = add nsw i32 %2, %0
  ret i32 %3
}

; Function Attrs: nounwind uwtable
define dso_local i32 @use() local_unnamed_addr #1 {
  %1 = tail call i32 @asm_fn(i32 noundef 3) #3
  %2 = tail call i32 @asm_fn_alias(i32 noundef 4) #3
  %3 = add nsw i32 %2, %1
  ret i32 %3
}

declare i32 @asm_fn(i32 noundef) local_unnamed_addr #2

declare i32 @asm_fn_alias(i32 noundef) local_unnamed_addr #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
