/* diagnostics=note: an asm left as written is reported as a note, so that
   -Werror (the kernel's CONFIG_WERROR) still builds; the asm is left as
   written all the same.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffunction-sections -Werror -fplugin-arg-sectsubst-diagnostics=note" } */

void unbalanced(void)
{
	asm volatile(".pushsection __ex_table,\"a\"\n.long 0"); /* { dg-message "left as written" } */
	asm volatile(".popsection");
}

/* { dg-final { scan-assembler {\.pushsection __ex_table,"a"} } } */
