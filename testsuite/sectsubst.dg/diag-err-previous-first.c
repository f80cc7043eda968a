/* An unsubstituted %S would create a wrongly named section: an error at
   the asm, which is left as written.  GCC stops at the first error, so one
   case a file.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffunction-sections" } */

void previous_first(void)
{
	asm volatile(".previous\n.pushsection %S.x\n.popsection\n.previous"); /* { dg-error "current section is not known at this directive" } */
}
