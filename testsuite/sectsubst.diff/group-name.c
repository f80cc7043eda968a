/* SPDX-License-Identifier: GPL-2.0-or-later */
/* gas substitutes %S in a group name too, the G flag's argument of
   .section and .pushsection, and .attach_to_group; so does the plugin.
   diff-flags: {-O0} {-O2 -ffunction-sections} */
#include "arch.h"

void grp(void)
{
	asm volatile(".section .g,\"aG\"," SECTYPE("progbits") ",grp%S,comdat\n"
		     ".byte 1\n.previous");
}

void grp_push(void)
{
	asm volatile(".pushsection .g2%S,\"aG\"," SECTYPE("progbits") ",%S.grp\n"
		     ".byte 2\n.popsection");
}

int grp_ext(int x)
{
	asm volatile(".pushsection .g3%%S,\"aG\"," SECTYPE_X("progbits")
		     ",g3%%S\n"
		     ".long %c0\n.popsection" : : "i"(3));
	return x;
}

void attach(void)
{
	asm volatile(".pushsection .h%S,\"a\"\n.attach_to_group att%S\n"
		     ".byte 4\n.popsection");
}
