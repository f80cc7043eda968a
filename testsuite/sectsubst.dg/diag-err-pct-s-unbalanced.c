/* An unsubstituted %S would create a wrongly named section: an error at
   the asm, which is left as written.  GCC stops at the first error, so one
   case a file.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffunction-sections" } */

void pct_s_unbalanced(void)
{
	asm volatile(".section %S.x\n.long 0"); /* { dg-error "does not end in the section it started in.*left as written" } */
}
