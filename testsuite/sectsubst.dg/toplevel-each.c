/* Each top-level asm is reported: none is a copy of another, though
   without operands none has a location either.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffunction-sections" } */

asm(".pushsection %S.one\n.popsection");
asm(".pushsection %S.two\n.popsection");
/* { dg-warning "top-level .asm. is not rewritten.*%S\.one" "" { target *-*-* } 0 } */
/* { dg-warning "top-level .asm. is not rewritten.*%S\.two" "" { target *-*-* } 0 } */

int f(void) { return 0; }
