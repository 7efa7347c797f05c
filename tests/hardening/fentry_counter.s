# A __fentry__ that counts its calls and preserves every register, as the real one must.
	.text
	.globl	__fentry__
	.type	__fentry__,@function
__fentry__:
	incq	fentry_calls(%rip)
	ret
	.size	__fentry__, .-__fentry__
	.data
	.globl	fentry_calls
	.p2align	3
fentry_calls:
	.quad	0
	.section	.note.GNU-stack,"",@progbits
