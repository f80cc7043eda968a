/* tables= (empty) renames nothing but still substitutes %S; refs=no adds
   no references.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffunction-sections -fplugin-arg-sectsubst-tables= -fplugin-arg-sectsubst-refs=no" } */

void f(void)
{
	asm volatile(".pushsection __ex_table,\"a\"\n.popsection\n"
		     ".pushsection __ex_table%S,\"a\"\n.popsection");
}

/* { dg-final { scan-assembler {\.pushsection __ex_table,"a"} } } */
/* { dg-final { scan-assembler {\.pushsection __ex_table\.text\.f,"a"} } } */
/* { dg-final { scan-assembler-not {\.reloc|\.Lsectsubst} } } */
