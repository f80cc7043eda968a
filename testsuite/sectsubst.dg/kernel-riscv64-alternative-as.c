/* kernel-riscv64-alternative.c through gas: one .alternative piece, of
   the enabled function, one entry (16 bytes) large; no plain .alternative
   (gas skips the disabled entry); and the new code in the function's own
   section, after the old (two instructions: 8 bytes, without the
   compressed encoding the asm turns off).  */
/* { dg-do assemble { target riscv*-*-* } } */
/* { dg-options "-O2 -ffunction-sections -fplugin-arg-sectsubst-tables=.alternative" } */

#include "kernel-riscv64-alternative.c"

/* { dg-final { scan-sections {\] \.alternative\.text\.fence_enabled +PROGBITS +0+ [0-9a-f]+ 000010 .* AG? } } } */
/* { dg-final { scan-sections-not {\] \.alternative +PROGBITS} } } */
/* { dg-final { scan-sections-not {\] \.alternative\.text\.fence_disabled } } } */
/* { dg-final { scan-sections {\] \.text\.fence_enabled +PROGBITS +0+ [0-9a-f]+ 00000[a-f0-9] } } } */
