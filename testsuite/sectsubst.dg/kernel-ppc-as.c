/* kernel-ppc.c through gas: the output assembles (the .org of the
   __bug_table entries too: the plugin's label must not move them), and
   the object has the per-function pieces, each as large as gas makes the
   function's share of the plain tables, the WARN's __bug_table entry,
   read after a .previous on the same line, included.  */
/* { dg-do assemble { target powerpc-*-* } } */
/* { dg-options "-O2 -ffunction-sections -fplugin-arg-sectsubst-tables=__ex_table,.fixup,.text.fixup,__bug_table,__jump_table" } */

#include "kernel-ppc.c"

/* { dg-final { scan-sections {\] __ex_table\.text\.put_user_u32 +PROGBITS +0+ [0-9a-f]+ 000008 .* A } } } */
/* { dg-final { scan-sections {\] __ex_table\.text\.put_user_u64 +PROGBITS +0+ [0-9a-f]+ 000010 } } } */
/* { dg-final { scan-sections {\] \.fixup\.text\.get_user_u16 +PROGBITS +0+ [0-9a-f]+ 00000c .* AX } } } */
/* { dg-final { scan-sections {\] __ex_table\.text\.get_user_u16 +PROGBITS +0+ [0-9a-f]+ 000008 } } } */
/* { dg-final { scan-sections {\] \.fixup\.text\.get_user_u64 +PROGBITS +0+ [0-9a-f]+ 000010 } } } */
/* { dg-final { scan-sections {\] __ex_table\.text\.get_user_u64 +PROGBITS +0+ [0-9a-f]+ 000010 } } } */
/* { dg-final { scan-sections {\] __bug_table\.text\.must_be_even +PROGBITS +0+ [0-9a-f]+ 00000c .* WA } } } */
/* { dg-final { scan-sections {\] __ex_table\.text\.warn_negative +PROGBITS +0+ [0-9a-f]+ 000008 } } } */
/* { dg-final { scan-sections {\] __bug_table\.text\.warn_negative +PROGBITS +0+ [0-9a-f]+ 00000c .* WA } } } */
/* { dg-final { scan-sections {\] __jump_table\.text\.fast_path +PROGBITS +0+ [0-9a-f]+ 00000c .* WA } } } */
