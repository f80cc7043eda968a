/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Quoted section names with backslash escapes: gas decodes them
   ("oct\101" is octA, "tab\tname" has a tab) and so does the plugin.
   diff-flags: {-O0} {-O2 -ffunction-sections} */

void octal(void)
{
	asm volatile(".pushsection \"oct\\101\",\"a\"\n"
		     ".pushsection %S.y,\"a\"\n.byte 1\n.popsection\n"
		     ".popsection");
}

void tab(void)
{
	asm volatile(".pushsection \"tab\\tname\",\"a\"\n"
		     ".pushsection %S.y,\"a\"\n.byte 2\n.popsection\n"
		     ".popsection");
}

/* \x takes every hex digit that follows, of either case: "\x61b" is 0x1b */
void hex(void)
{
	asm volatile(".pushsection \"hex\\x4a\\x6B\\x61ble\",\"a\"\n"
		     ".pushsection %S.y,\"a\"\n.byte 3\n.popsection\n"
		     ".popsection");
}
