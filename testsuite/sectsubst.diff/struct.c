/* SPDX-License-Identifier: GPL-2.0-or-later */
/* .struct switches gas to the absolute section, *ABS*: a %S there is
   *ABS* for gas and for the plugin.
   diff-flags: {-O0} {-O2 -ffunction-sections} */

void in_struct(void)
{
	asm volatile(".pushsection .data\n"
		     ".struct 0\nfield: .long 0\n"
		     ".pushsection %S.abs,\"a\"\n.byte 1\n.popsection\n"
		     ".popsection");
}
