/* SPDX-License-Identifier: GPL-2.0-or-later */
/* GCC writes a section attribute's name unquoted, and binutils 2.40's gas
   on x86 reads it with its block comments removed: that is the name %S
   stands for.  The other targets' gas, and 2.44's on every target, read a
   blank there and reject the name GCC writes, with or without the plugin
   (UNSUPPORTED, by diff-one's own plain build).
   diff-flags: {-O0} {-O2 -ffunction-sections} */

__attribute__((section("c/*m*/t"))) void comment_in_name(void)
{
	asm volatile(".pushsection %S.y,\"a\"\n.byte 1\n.popsection");
}
