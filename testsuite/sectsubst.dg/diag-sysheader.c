/* An asm from a system header's macro is reported where the user expanded
   the macro, as GCC reports its own warnings there: each site once, and
   here with the real reason, a note table that is not linkorder.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffunction-sections -fplugin-arg-sectsubst-tables=mynotes" } */
#include "sysheader-macro.h"

void f(void)
{
	NOTE_ENTRY(1); /* { dg-warning "a note table's pieces must be linkorder \\(tables=<name>:linkorder\\): renamed, consumers" } */
}

void g(void)
{
	NOTE_ENTRY(2); /* { dg-warning "a note table's pieces must be linkorder" } */
}

/* { dg-final { scan-assembler-times {\.pushsection mynotes,"","note"\n} 2 } } */
