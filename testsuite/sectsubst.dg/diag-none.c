/* diagnostics=none: an asm left as written says nothing, as the kernel
   wants of output that only W=1 asks for (any message would be an excess
   error here), and is left as written all the same; the report= file
   still has the fact, for verify mode.  diag-werror.c is the control:
   the same asm warns.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffunction-sections -Werror -fplugin-arg-sectsubst-diagnostics=none -fplugin-arg-sectsubst-report=diag-none.report" } */

void unbalanced(void)
{
	asm volatile(".pushsection __ex_table,\"a\"\n.long 0");
	asm volatile(".popsection");
}

/* { dg-final { scan-assembler {\.pushsection __ex_table,"a"} } } */
/* { dg-final { scan-assembler-not {\.Lsectsubst} } } */
/* { dg-final { scan-report "^none\tUNBALANCED\t1\n" 1 } } */
