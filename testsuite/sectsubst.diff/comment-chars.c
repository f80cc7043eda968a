/* SPDX-License-Identifier: GPL-2.0-or-later */
/* GCC writes a section attribute's name unquoted, and gas reads it
   with its block comments removed: that is the name %S stands for.
   diff-flags: {-O0} {-O2 -ffunction-sections} */

__attribute__((section("c/*m*/t"))) void comment_in_name(void)
{
	asm volatile(".pushsection %S.y,\"a\"\n.byte 1\n.popsection");
}
