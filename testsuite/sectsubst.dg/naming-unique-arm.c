/* naming-unique.c on ARM: the type the plugin adds before ",unique,<id>"
   is %progbits, and one written as %progbits (%%progbits in extended asm)
   is kept.  */
/* { dg-do compile { target arm*-*-* } } */
/* { dg-options "-O2 -ffunction-sections -fplugin-arg-sectsubst-naming=unique" } */

int f(int *p)
{
	asm volatile("1: nop\n"
		     ".pushsection .fixup,\"ax\"\n2: nop\n.popsection\n"
		     ".pushsection __ex_table,\"a\",%%progbits\n.long 1b, 2b\n.popsection\n"
		     ".pushsection %%S.note,\"a\"\n.popsection" : : "r"(p));
	return 0;
}

void g(void)
{
	asm volatile(".pushsection __ex_table,\"a\" @ a comment\n.long 0\n.popsection");
}

/* { dg-final { scan-assembler {\.pushsection \.fixup,"ax",%progbits,unique,0\n\.Lsectsubst0:} } } */
/* { dg-final { scan-assembler {\.pushsection __ex_table,"a",%progbits,unique,1\n\.Lsectsubst1:} } } */
/* { dg-final { scan-assembler {\.pushsection \.text\.f\.note,"a"\n\.Lsectsubst2:} } } */
/* { dg-final { scan-assembler {\.pushsection __ex_table,"a",%progbits,unique,3 ?\n\.Lsectsubst3:} } } */
/* { dg-final { scan-assembler-times {BFD_RELOC_NONE, \.Lsectsubst[0-9]\n} 4 } } */
