/* tables=NAME:linkorder: each piece keeps the table's name and becomes a
   section of its own, with the 'o' flag linked to a label in the section
   it is pushed from, and ",unique,<id>"; no .reloc.  Note tables ("note",
   @note) and allocated tables alike; naming= (suffix) stays the mode of
   the other tables.  */
/* Not ARM, where @note is a comment (linkorder-arm.c there).  */
/* { dg-do compile { target x86_64-*-* i?86-*-* aarch64*-*-* riscv*-*-* mips*-*-* powerpc-*-* m68k-*-* } } */
/* { dg-options "-O2 -ffunction-sections -fplugin-arg-sectsubst-tables=.note.t:linkorder,tbl:linkorder,__ex_table" } */

int f(int *p)
{
	asm volatile("1: nop\n"
		     ".pushsection .note.t,\"?\",\"note\"\n.long 1b\n.popsection\n"
		     ".pushsection tbl,\"a\",@progbits\n.long 1b\n.popsection\n"
		     ".pushsection __ex_table,\"a\"\n.long 1b\n.popsection" : : "r"(p));
	return 0;
}

void g(void)
{
	asm volatile(".pushsection .note.t,\"\",@note\n.long 0\n.popsection");
}

/* { dg-final { scan-assembler {\.Lsectsubst0:\n\t\.reloc\t\., BFD_RELOC_NONE, \.Lsectsubst3\n1: nop} } } */
/* { dg-final { scan-assembler {\.pushsection \.note\.t,"\?o","note",\.Lsectsubst0,unique,1\n\.long 1b} } } */
/* { dg-final { scan-assembler {\.pushsection tbl,"ao",@progbits,\.Lsectsubst0,unique,2\n\.long 1b} } } */
/* { dg-final { scan-assembler {\.pushsection __ex_table\.text\.f,"a"\n\.Lsectsubst3:} } } */
/* { dg-final { scan-assembler {\.Lsectsubst4:\n\.pushsection \.note\.t,"o",@note,\.Lsectsubst4,unique,5\n} { target x86_64-*-* i?86-*-* aarch64*-*-* riscv*-*-* powerpc-*-* m68k-*-* } } } */
/* MIPS: with no label in the template, after its last statement, where
   it cannot stop gas filling a delay slot.  */
/* { dg-final { scan-assembler {\.pushsection \.note\.t,"o",@note,\.Lsectsubst4,unique,5\n\.long 0\n\.popsection\n\.Lsectsubst4:} { target mips*-*-* } } } */
/* { dg-final { scan-assembler-times {BFD_RELOC_NONE} 1 } } */
