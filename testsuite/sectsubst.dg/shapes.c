/* Every shape an inline asm takes in RTL: multi-output (one ASM_OPERANDS per
   output, all updated), asm goto (with outputs: shapes-goto-outputs.c),
   inlined and unrolled copies (each with its own labels), basic asm with
   clobbers.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffunction-sections -funroll-loops" } */

#define TABLE ".pushsection __ex_table,\"a\"\n.long 1b\n.popsection\n"

int multi(int a, int *hi)
{
	int lo, h;
	asm("1: mov %2, %0\n mov %2, %1\n" TABLE : "=r"(lo), "=r"(h) : "r"(a));
	*hi = h;
	return lo;
}

int jump(int a)
{
	asm goto("1: test %0, %0\n jnz %l1\n" TABLE : : "r"(a) : : out);
	return 0;
out:
	return 1;
}

static inline __attribute__((always_inline)) void entry(void)
{
	asm volatile("1: nop\n" TABLE);
}

void inlined(void)
{
	entry();
	entry();
}

void unrolled(int n)
{
	for (int i = 0; i < 4; i++)
		asm volatile("1: nop\n" TABLE : : "r"(i));
}

void basic_clobbers(void)
{
	asm("1: nop\n" TABLE);
}

/* { dg-final { scan-assembler {\.pushsection __ex_table\.text\.multi,"a"} } } */
/* { dg-final { scan-assembler {\.pushsection __ex_table\.text\.jump,"a"} } } */
/* { dg-final { scan-assembler-times {\.pushsection __ex_table\.text\.inlined,"a"} 2 } } */
/* { dg-final { scan-assembler-times {\.pushsection __ex_table\.text\.unrolled,"a"} 4 } } */
/* { dg-final { scan-assembler {\.pushsection __ex_table\.text\.basic_clobbers,"a"} } } */
/* 9 entries, 9 distinct labels, each defined once and referenced once.  */
/* { dg-final { scan-assembler-times {\n\.Lsectsubst[0-9]+:} 9 } } */
/* { dg-final { scan-assembler-times {BFD_RELOC_NONE, \.Lsectsubst[0-9]+\n} 9 } } */
/* { dg-final { scan-assembler {\n\.Lsectsubst8:} } } */
