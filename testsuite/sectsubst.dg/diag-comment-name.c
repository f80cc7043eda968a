/* A block comment inside a section name: binutils 2.40 drops it on x86
   ("__ex_table.x"), 2.44 ends the name there and rejects the rest.  Which
   gas will read it is unknown here: the asm is left as written.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffunction-sections" } */

void table(void)
{
	asm volatile(".pushsection __ex_table/*c*/.x,\"a\"\n.popsection"); /* { dg-warning "section name cannot be parsed; the asm is left as written" } */
}

/* one that ends the name ends it for every gas */
void ends(void)
{
	asm volatile(".pushsection __ex_table/*c*/,\"a\"\n.popsection");
}

/* { dg-final { scan-assembler {\.pushsection __ex_table/[*]c[*]/\.x,"a"} } } */
/* { dg-final { scan-assembler {\.pushsection __ex_table\.text\.ends/[*]c[*]/,"a"} } } */
