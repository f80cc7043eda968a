/* %S in basic asm, %%S and bare %S in extended asm.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffunction-sections" } */

void basic(void)
{
	asm volatile(".pushsection %S.note_b,\"a\"\n.byte 1\n.popsection");
}

void extended(int x)
{
	asm volatile(".pushsection %%S.note_e,\"a\"\n.long %0\n.popsection"
		     : : "i"(42));
	asm volatile(".pushsection %S.bare,\"a\"\n.long %0\n.popsection"
		     : : "i"(43));
}

/* gas substitutes every %S of a name, left to right */
void twice(void)
{
	asm volatile(".pushsection %S.a%S,\"a\"\n.byte 2\n.popsection");
}

/* { dg-final { scan-assembler {\.pushsection \.text\.basic\.note_b,"a"} } } */
/* { dg-final { scan-assembler {\.pushsection \.text\.extended\.note_e,"a"} } } */
/* { dg-final { scan-assembler {\.pushsection \.text\.extended\.bare,"a"} } } */
/* { dg-final { scan-assembler {\.pushsection \.text\.twice\.a\.text\.twice,"a"} } } */
/* { dg-final { scan-assembler-times {\.reloc\t\., BFD_RELOC_NONE, \.Lsectsubst[0-9]+\n} 4 } } */
/* { dg-final { scan-assembler-not {%S} } } */
