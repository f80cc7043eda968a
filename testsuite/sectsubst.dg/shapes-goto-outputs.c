/* asm goto with outputs: its ASM_OPERANDS is updated like any other's
   (shapes.c has the other shapes).  */
/* { dg-do compile } */
/* { dg-require-effective-target asm_goto_outputs } */
/* { dg-options "-O2 -ffunction-sections" } */

int jump_out(int a)
{
	int r;
	asm goto("1: mov %1, %0\n jz %l2\n.pushsection __ex_table,\"a\"\n.long 1b\n.popsection\n"
		 : "=r"(r) : "r"(a) : : out);
	return r;
out:
	return -1;
}

/* { dg-final { scan-assembler {\.pushsection __ex_table\.text\.jump_out,"a"} } } */
/* { dg-final { scan-assembler-times {BFD_RELOC_NONE, \.Lsectsubst0\n} 1 } } */
/* { dg-final { scan-assembler-times {\n\.Lsectsubst0:} 1 } } */
