/* %S that gas would not substitute either stays, with a warning; top-level
   asm is never seen by the pass.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffunction-sections" } */

asm(".pushsection %S.top\n.popsection");
/* { dg-warning "top-level .asm. is not rewritten" "" { target *-*-* } 0 } */

void outside(void)
{
	asm volatile(".long %S\n"); /* { dg-warning "%S outside a section name is left as written" } */
}

void in_string(void)
{
	asm volatile(".pushsection .rodata\n.asciz \"50%S\"\n.popsection");
}

void quoted(void)
{
	asm volatile(".pushsection \"q%S\"\n.popsection"); /* { dg-warning "%S inside a quoted section name is not substituted" } */
}

/* { dg-final { scan-assembler {\.long %S} } } */
/* { dg-final { scan-assembler {\.asciz "50%S"} } } */
/* { dg-final { scan-assembler {\.pushsection "q%S"} } } */
