/* kernel-m68k.c through gas: the output assembles, and the object has the
   per-function pieces, .fixup, __ex_table and .m68k_fixup (unquoted in
   the object), each as large as gas makes the function's share of the
   plain tables: a stub's jra into another section is a bra.l either way.  */
/* { dg-do assemble { target m68k-*-* } } */
/* { dg-options "-O2 -ffunction-sections -fplugin-arg-sectsubst-tables=__ex_table,.fixup,.m68k_fixup" } */

#include "kernel-m68k.c"

/* { dg-final { scan-sections {\] \.fixup\.text\.get_user_u32 +PROGBITS +0+ [0-9a-f]+ 00000a .* AX } } } */
/* { dg-final { scan-sections {\] __ex_table\.text\.get_user_u32 +PROGBITS +0+ [0-9a-f]+ 000008 .* A } } } */
/* { dg-final { scan-sections {\] \.fixup\.text\.put_user_u16 +PROGBITS +0+ [0-9a-f]+ 000008 } } } */
/* { dg-final { scan-sections {\] __ex_table\.text\.put_user_u16 +PROGBITS +0+ [0-9a-f]+ 000010 } } } */
/* { dg-final { scan-sections {\] \.fixup\.text\.get_user_u64 +PROGBITS +0+ [0-9a-f]+ 00000c } } } */
/* { dg-final { scan-sections {\] __ex_table\.text\.get_user_u64 +PROGBITS +0+ [0-9a-f]+ 000010 } } } */
/* { dg-final { scan-sections {\] __ex_table\.text\.copy_7_to_user +PROGBITS +0+ [0-9a-f]+ 000030 } } } */
/* { dg-final { scan-sections {\] \.fixup\.text\.copy_7_to_user +PROGBITS +0+ [0-9a-f]+ 000008 } } } */
/* { dg-final { scan-sections {\] \.m68k_fixup\.text\.virt_to_phys +PROGBITS +0+ [0-9a-f]+ 000008 .* WA } } } */
/* { dg-final { scan-sections {\] \.m68k_fixup\.text\.phys_to_virt +PROGBITS +0+ [0-9a-f]+ 000008 .* WA } } } */
