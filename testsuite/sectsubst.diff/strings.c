/* SPDX-License-Identifier: GPL-2.0-or-later */
/* gas's strings run to their closing quote across newlines, escaped or
   not ("unterminated string; newline inserted"), and 'c is a character
   whatever c is: what a string holds is data, never a directive, and a
   quote read as a character opens no string.
   diff-flags: {-O0} {-O2 -ffunction-sections} */

void escaped_newlines(void)
{
	asm volatile(".pushsection %S.d,\"a\"\n"
		     ".ascii \"a\\\n.pushsection %S.x \\\n.popsection\"\n"
		     ".popsection");
}

void newlines(void)
{
	asm volatile(".pushsection %S.d,\"a\"\n"
		     ".ascii \"a\n.pushsection %S.x\n.byte 1\n.popsection\"\n"
		     ".popsection");
}

void quote_character(void)
{
	asm volatile(".pushsection %S.d,\"a\"\n"
		     ".byte '\"\n.pushsection %S.x,\"a\"\n.byte 2\n.popsection\n"
		     ".ascii \"%S\"\n.popsection");
}

void escaped_quote_character(void)
{
	asm volatile(".pushsection %S.d,\"a\"\n"
		     ".byte '\\\"'\n.pushsection %S.x,\"a\"\n.byte 3\n.popsection\n"
		     ".ascii \"%S\"\n.popsection");
}
