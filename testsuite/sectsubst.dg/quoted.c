/* Quoted names: tables are renamed inside the quotes (the x86 kernel writes
   "__ex_table"), but gas does not substitute %S there, so neither do we.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffunction-sections" } */

void kernel_style(void)
{
	asm volatile(" .pushsection \"__ex_table\",\"a\"\n .long 0\n .popsection\n");
}

void quoted_pct(void)
{
	asm volatile(".pushsection \"x%S\",\"a\"\n.popsection"); /* { dg-warning "%S inside a quoted section name is not substituted" } */
}

__attribute__((section(".my text"))) void spaced(void)
{
	asm volatile(".pushsection __ex_table\n.popsection");
}

/* { dg-final { scan-assembler {\.pushsection "__ex_table\.text\.kernel_style","a"} } } */
/* { dg-final { scan-assembler {\.pushsection "x%S","a"} } } */
/* GCC writes the function's section unquoted, so gas reads ".my": that is
   the name %S stands for.  */
/* { dg-final { scan-assembler {\.pushsection __ex_table\.my\n} } } */
