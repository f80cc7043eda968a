/* Without -ffunction-sections everything is in .text.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

void f(void)
{
	asm volatile(".pushsection __ex_table,\"a\"\n.long 0\n.popsection\n"
		     ".pushsection %S.x\n.popsection");
}

/* { dg-final { scan-assembler {\.pushsection __ex_table\.text,"a"\n\.Lsectsubst0:} } } */
/* { dg-final { scan-assembler {\.pushsection \.text\.x\n\.Lsectsubst1:} } } */
