/* With -fplugin at the link too, the LTO link's RTL pass (in lto1)
   rewrites the asm: the linked program has the per-function table.  */
/* { dg-do link } */
/* { dg-options "-O2 -flto -ffunction-sections" } */
/* { dg-warning "with '-flto' the 'asm' rewrites happen in the link-time compiler" "" { target *-*-* } 0 } */

__attribute__((noinline)) void put(void)
{
	asm volatile("1: nop\n.pushsection __ex_table,\"a\"\n.long 1b - .\n.popsection");
}

int main(void)
{
	put();
	return 0;
}

/* { dg-final { scan-sections {__ex_table\.text\.put} } } */
