/* An unsubstituted %S would create a wrongly named section: an error at
   the asm, which is left as written.  GCC stops at the first error, so one
   case a file.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffunction-sections" } */

void in_if(void)
{
	asm volatile(".if sym\n.pushsection %S.x\n.popsection\n.endif"); /* { dg-error "inside a .macro, .rept or .irp block, or an .if of more than literal numbers" } */
}
