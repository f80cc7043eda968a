/* An unsubstituted %S would create a wrongly named section: an error at
   the asm, which is left as written.  GCC stops at the first error, so one
   case a file.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffunction-sections" } */

void computed(void)
{
	asm volatile(".pushsection %c0\n.pushsection %%S.x\n.popsection\n.popsection" : : "i"(1)); /* { dg-error "current section is not known" } */
}
