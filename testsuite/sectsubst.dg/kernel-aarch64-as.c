/* kernel-aarch64.c through gas: the output assembles (the .irp block and
   the register-number symbols too), and the object has the per-function
   pieces, each as large as gas makes the plain table's entries.  */
/* { dg-do assemble { target aarch64*-*-* } } */
/* { dg-options "-O2 -ffunction-sections -fplugin-arg-sectsubst-tables=__ex_table,.fixup,.text.fixup,__bug_table" } */

#include "kernel-aarch64.c"

/* { dg-final { scan-sections {\] __ex_table\.text\.get_user_u32 +PROGBITS +0+ [0-9a-f]+ 00000c .* A } } } */
/* { dg-final { scan-sections {\] __ex_table\.text\.put_user_u64 +PROGBITS +0+ [0-9a-f]+ 00000c } } } */
/* { dg-final { scan-sections {\] __ex_table\.text\.futex_set +PROGBITS +0+ [0-9a-f]+ 000018 } } } */
/* { dg-final { scan-sections {\] __bug_table\.text\.must_be_even +PROGBITS +0+ [0-9a-f]+ 00000c .* WA } } } */
/* { dg-final { scan-sections {\] __bug_table\.text\.warn_negative +PROGBITS +0+ [0-9a-f]+ 00000c .* WA } } } */
