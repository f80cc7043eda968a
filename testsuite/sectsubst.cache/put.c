/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A table entry and a fixup from one asm, in any target's syntax: with
   -ffunction-sections and the plugin, __ex_table.text.cache_put and
   .fixup.text.cache_put, each referenced from .text.cache_put.  */

void cache_put(void)
{
	asm volatile("1:	nop\n"
		     "	.pushsection .fixup,\"ax\"\n"
		     "2:	nop\n"
		     "	.popsection\n"
		     "	.pushsection __ex_table,\"a\"\n"
		     "	.balign 4\n"
		     "	.long 1b - ., 2b - .\n"
		     "	.popsection");
}
