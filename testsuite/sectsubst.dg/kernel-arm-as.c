/* kernel-arm.c in ARM state (it compiles for Thumb by default on
   arm-linux-gnueabihf), through gas: the output assembles, and the object
   has the per-function pieces.  */
/* { dg-do assemble { target arm*-*-* } } */
/* { dg-options "-marm -O2 -ffunction-sections -fplugin-arg-sectsubst-tables=__ex_table,.fixup,.text.fixup,__bug_table" } */

#include "kernel-arm.c"

/* { dg-final { scan-sections {\] \.text\.fixup\.text\.get_user_word +PROGBITS .* AX } } } */
/* { dg-final { scan-sections {\] __ex_table\.text\.get_user_word +PROGBITS .* A } } } */
/* { dg-final { scan-sections {\] __ex_table\.text\.put_user_dword +PROGBITS +0+ [0-9a-f]+ 000010 } } } */
/* { dg-final { scan-sections {\] __ex_table\.text\.futex_add +PROGBITS +0+ [0-9a-f]+ 000010 } } } */
/* { dg-final { scan-sections {\] __bug_table\.text\.check_state +PROGBITS .* WA } } } */
