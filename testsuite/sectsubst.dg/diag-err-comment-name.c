/* A block comment inside a %S name (see diag-comment-name.c): the %S
   would stay unsubstituted, an error.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffunction-sections" } */

void pct_s(void)
{
	asm volatile(".pushsection %S/*c*/.x,\"a\"\n.popsection"); /* { dg-error "section name cannot be parsed; the asm is left as written" } */
}
