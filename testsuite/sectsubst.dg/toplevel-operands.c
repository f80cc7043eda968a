/* Since GCC 15 a top-level asm may take operands.  Its template is then an
   extended one, where %% stands for %: the %S of ".tbl%%S" is reported,
   at the asm's own line, which GCC keeps for such an asm.  */
/* { dg-do compile } */
/* { dg-require-effective-target toplevel_asm_operands } */
/* { dg-options "-O2 -ffunction-sections" } */

asm(".pushsection .tbl%%S\n.long %c0\n.popsection" :: "i"(42)); /* { dg-warning "top-level .asm. is not rewritten" } */

/* %% that is no %S is data: nothing to say */
asm(".pushsection .rodata\n.asciz \"100%%\"\n.long %c0\n.popsection" :: "i"(7));

int f(void) { return 0; }

/* { dg-final { scan-assembler {\.pushsection \.tbl%S} } } */
/* { dg-final { scan-assembler {\.long 42} } } */
/* { dg-final { scan-assembler {\.asciz "100%"} } } */
