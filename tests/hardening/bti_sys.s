// sys3(n, a, b, c): the Linux system call n, for tests/hardening/bti_run.c (rllc's inline
// assembler has no `svc`). A BTI landing pad and the property note of a -mbranch-protection
// object (BTI, PAC, GCS), so that linking it keeps the executable's BTI property.
	.text
	.globl	sys3
	.type	sys3,%function
	.p2align	2
sys3:
	hint	#34
	mov	x8, x0
	mov	x0, x1
	mov	x1, x2
	mov	x2, x3
	svc	#0
	ret
	.size	sys3, .-sys3
	.section	.note.gnu.property,"a",@note
	.p2align	3
	.word	4, 16, 5
	.asciz	"GNU"
	.word	0xc0000000, 4, 7, 0
	.section	.note.GNU-stack,"",@progbits
