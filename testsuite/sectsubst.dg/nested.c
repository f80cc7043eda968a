/* Inside a nested push, %S and tables follow the current section, as gas
   does; .previous and .section are tracked too.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffunction-sections" } */

void nested(void)
{
	asm volatile(".pushsection %S.fixup,\"ax\"\n"
		     "  .pushsection __ex_table,\"a\"\n  .long 0\n  .popsection\n"
		     ".popsection\n"
		     ".pushsection __ex_table,\"a\"\n.long 1\n.popsection");
}

void previous(void)
{
	asm volatile(".section .fixup,\"ax\"\nnop\n.previous\n"
		     ".section __ex_table,\"a\"\n.long 2\n.previous\n"
		     ".pushsection %S.after\n.popsection");
}

void subsection(void)
{
	asm volatile(".pushsection __ex_table,1,\"a\"\n.long 3\n.popsection\n"
		     ".subsection 1\n.pushsection %S.sub\n.popsection\n"
		     ".subsection 0");
}

void simple(void)
{
	asm volatile(".data\n.pushsection __ex_table\n.popsection\n.previous\n"
		     ".pushsection %S.back\n.popsection");
}

/* { dg-final { scan-assembler {\.pushsection \.text\.nested\.fixup,"ax"} } } */
/* { dg-final { scan-assembler {\.pushsection __ex_table\.text\.nested\.fixup,"a"} } } */
/* { dg-final { scan-assembler {\.pushsection __ex_table\.text\.nested,"a"} } } */
/* { dg-final { scan-assembler {\.section \.fixup\.text\.previous,"ax"} } } */
/* { dg-final { scan-assembler {\.section __ex_table\.text\.previous,"a"} } } */
/* { dg-final { scan-assembler {\.pushsection \.text\.previous\.after\n} } } */
/* { dg-final { scan-assembler {\.pushsection __ex_table\.text\.subsection,1,"a"} } } */
/* { dg-final { scan-assembler {\.pushsection \.text\.subsection\.sub\n} } } */
/* { dg-final { scan-assembler {\.pushsection __ex_table\.data\n} } } */
/* { dg-final { scan-assembler {\.pushsection \.text\.simple\.back\n} } } */
