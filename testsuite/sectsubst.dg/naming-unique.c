/* naming=unique: each table piece keeps the table's name and becomes a
   section of its own (",unique,<id>", binutils 2.35), so an old linker
   script's KEEP(*(__ex_table)) still collects it.  %S is unaffected.  */
/* Not ARM, where @progbits is a comment (naming-unique-arm.c there).  */
/* { dg-do compile { target x86_64-*-* i?86-*-* aarch64*-*-* riscv*-*-* mips*-*-* powerpc-*-* m68k-*-* } } */
/* { dg-options "-O2 -ffunction-sections -fplugin-arg-sectsubst-naming=unique" } */

int f(int *p)
{
	asm volatile("1: nop\n"
		     ".pushsection .fixup,\"ax\"\n2: nop\n.popsection\n"
		     ".pushsection __ex_table,\"a\",@progbits\n.long 1b, 2b\n.popsection\n"
		     ".pushsection %%S.note,\"a\"\n.popsection" : : "r"(p));
	return 0;
}

void g(void)
{
	asm volatile(".pushsection __ex_table,\"a\"\n.long 0\n.popsection");
}

/* { dg-final { scan-assembler {\.pushsection \.fixup,"ax",%progbits,unique,0\n\.Lsectsubst0:} } } */
/* { dg-final { scan-assembler {\.pushsection __ex_table,"a",@progbits,unique,1\n\.Lsectsubst1:} } } */
/* { dg-final { scan-assembler {\.pushsection \.text\.f\.note,"a"\n\.Lsectsubst2:} } } */
/* { dg-final { scan-assembler {\.pushsection __ex_table,"a",%progbits,unique,3\n\.Lsectsubst3:} } } */
/* { dg-final { scan-assembler-times {BFD_RELOC_NONE, \.Lsectsubst[0-9]\n} 4 } } */
