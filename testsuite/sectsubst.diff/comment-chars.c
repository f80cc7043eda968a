/* SPDX-License-Identifier: GPL-2.0-or-later */
/* GCC writes a section attribute's name unquoted, and gas reads it
   with its block comments removed: that is the name %S stands for.  Only
   on x86: the other targets' gas reads a blank there and rejects the
   name GCC writes, with or without the plugin.
   diff-flags: {-O0} {-O2 -ffunction-sections}
   diff-targets: x86_64-*-* i?86-*-* */

__attribute__((section("c/*m*/t"))) void comment_in_name(void)
{
	asm volatile(".pushsection %S.y,\"a\"\n.byte 1\n.popsection");
}
