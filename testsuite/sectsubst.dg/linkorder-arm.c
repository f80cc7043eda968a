/* linkorder on ARM, where @ starts a comment: %note and %%progbits.  */
/* { dg-do compile { target arm*-*-* } } */
/* { dg-options "-O2 -ffunction-sections -fplugin-arg-sectsubst-tables=.note.t:linkorder,tbl:linkorder" } */

int f(int *p)
{
	asm volatile("1: nop\n"
		     ".pushsection .note.t,\"\",%%note\n.long 1b\n.popsection\n"
		     ".pushsection tbl,\"a\"\n.long 1b\n.popsection" : : "r"(p));
	return 0;
}

/* { dg-final { scan-assembler {\.Lsectsubst0:\n1: nop} } } */
/* { dg-final { scan-assembler {\.pushsection \.note\.t,"o",%note,\.Lsectsubst0,unique,1\n} } } */
/* { dg-final { scan-assembler {\.pushsection tbl,"ao",%progbits,\.Lsectsubst0,unique,2\n} } } */
/* { dg-final { scan-assembler-not {BFD_RELOC_NONE} } } */
