/* The scans honour GCC's target selectors: a scan for other targets only
   does not run (it would fail: the name is not there), one for every
   target does.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffunction-sections" } */

void f(void)
{
	asm volatile(".pushsection %S.sel,\"a\"\n.popsection");
}

/* { dg-final { scan-assembler {\.text\.f\.sel} { target *-*-* } } } */
/* { dg-final { scan-assembler {not_in_the_output} { target nonesuch-*-* } } } */
/* { dg-final { scan-assembler-not {\.text\.f\.sel} { target nonesuch-*-* } } } */
/* { dg-final { scan-assembler-times {\.text\.f\.sel} 7 { target nonesuch-*-* } } } */
