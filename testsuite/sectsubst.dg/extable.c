/* The kernel's put_user() shape: a .fixup and an __ex_table entry.  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-O2 -ffunction-sections" } */

int put_user_int(int *p, int v)
{
	int err = 0;
	asm volatile("1:	movl %1, (%2)\n"
		     "2:\n"
		     "	.pushsection .fixup,\"ax\"\n"
		     "3:	movl $-14, %0\n"
		     "	jmp 2b\n"
		     "	.popsection\n"
		     "	.pushsection __ex_table,\"a\"\n"
		     "	.balign 4\n"
		     "	.long 1b - ., 3b - .\n"
		     "	.popsection\n"
		     : "+r"(err) : "r"(v), "r"(p) : "memory");
	return err;
}

/* { dg-final { scan-assembler {\.pushsection \.fixup\.text\.put_user_int,"ax"\n\.Lsectsubst0:\n} } } */
/* { dg-final { scan-assembler {\.pushsection __ex_table\.text\.put_user_int,"a"\n\.Lsectsubst1:\n} } } */
/* The references come first, before any code of the asm.  */
/* { dg-final { scan-assembler {#APP\n[^\n]*\n\t+\.reloc\t\., BFD_RELOC_NONE, \.Lsectsubst0\n\t\.reloc\t\., BFD_RELOC_NONE, \.Lsectsubst1\n1:} } } */
/* { dg-final { scan-assembler-not {\.pushsection (__ex_table|\.fixup)[,"]} } } */
