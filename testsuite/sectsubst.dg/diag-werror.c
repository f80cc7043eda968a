/* The control of diag-as-note.c: without diagnostics=note, -Werror turns
   the same warning into an error.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffunction-sections -Werror" } */

void unbalanced(void)
{
	asm volatile(".pushsection __ex_table,\"a\"\n.long 0"); /* { dg-error "left as written" } */
	asm volatile(".popsection");
}
