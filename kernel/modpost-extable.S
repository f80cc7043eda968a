/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * A vmlinux.o for modpost's EXTABLE_TO_NON_TEXT check (kernel/check.sh):
 * one function with its __ex_table piece and its fixup code, as the
 * sectsubst plugin leaves them; with -DBAD, a second entry in the piece
 * points into data, which modpost must report.  The arch's entry layout
 * (ENTRY) and fixup section (FIXUP) come from the command line.
 */
	.section .text.f, "ax"
	.globl	f
f:	nop
1:	nop

	.section FIXUP, "ax"
2:	nop

	.section __ex_table.text.f, "a"
	ENTRY(1b, 2b)

#ifdef BAD
	.section .data.d, "aw"
d:	.long	0

	.section __ex_table.text.f, "a"
	ENTRY(1b, d)
#endif
