/* naming=unique reads a quoted section type, and each refusal says why.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffunction-sections -fplugin-arg-sectsubst-naming=unique" } */

void f(void)
{
	asm volatile(".pushsection __ex_table,\"a\",\"progbits\"\n.long 0\n.popsection");
}

void g(void)
{
	asm volatile(".pushsection __ex_table\n.long 0\n.popsection"); /* { dg-warning "it has no flags string, and gas would give a new section the default flags of its name" } */
}

void h(void)
{
	asm volatile(".pushsection __ex_table,\"aM\",%%progbits,4\n.long 0\n.popsection"); /* { dg-warning "its flags have M, G or o" } */
}

/* { dg-final { scan-assembler {\.pushsection __ex_table,"a","progbits",unique,0\n\.Lsectsubst0:} } } */
