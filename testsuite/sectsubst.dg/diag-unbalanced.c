/* Input the plugin cannot rewrite with certainty is left as written, with a
   warning at the asm where the asm still works as a plain table entry.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffunction-sections" } */

void push_no_pop(void)
{
	asm volatile(".pushsection __ex_table,\"a\"\n.long 0"); /* { dg-warning "does not end in the section it started in .a push without a pop" } */
}

void pop_no_push(void)
{
	asm volatile(".popsection\n.pushsection __ex_table\n.popsection"); /* { dg-warning ".popsection without a .pushsection in the same" } */
}

/* { dg-final { scan-assembler {\.pushsection __ex_table,"a"\n\.long 0} } } */
/* { dg-final { scan-assembler {\.popsection\n\.pushsection __ex_table\n\.popsection} } } */
/* { dg-final { scan-assembler-not {\.Lsectsubst} } } */
