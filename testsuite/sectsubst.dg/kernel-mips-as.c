/* kernel-mips.c through gas: the output assembles, and the object has the
   per-function pieces, .fixup and __ex_table, each as large as gas makes
   the function's share of the plain tables (gas still fills the fixups'
   delay slots).  */
/* { dg-do assemble { target mips*-*-* } } */
/* { dg-options "-O2 -ffunction-sections" } */

#include "kernel-mips.c"

/* { dg-final { scan-sections {\] \.fixup\.text\.get_user_u32 +PROGBITS +0+ [0-9a-f]+ 00000c .* AX } } } */
/* { dg-final { scan-sections {\] __ex_table\.text\.get_user_u32 +PROGBITS +0+ [0-9a-f]+ 000008 .* A } } } */
/* { dg-final { scan-sections {\] \.fixup\.text\.put_user_u16 +PROGBITS +0+ [0-9a-f]+ 000008 } } } */
/* { dg-final { scan-sections {\] __ex_table\.text\.put_user_u16 +PROGBITS +0+ [0-9a-f]+ 000008 } } } */
/* { dg-final { scan-sections {\] \.fixup\.text\.get_user_u64 +PROGBITS +0+ [0-9a-f]+ 000010 } } } */
/* { dg-final { scan-sections {\] __ex_table\.text\.get_user_u64 +PROGBITS +0+ [0-9a-f]+ 000010 } } } */
