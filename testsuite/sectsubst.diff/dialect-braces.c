/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A section name with x86 dialect braces, inserted into extended asm,
   must be escaped (%{ %| %}) or GCC reads {a|b} as a dialect choice.
   diff-flags: {-O0} {-O2 -ffunction-sections} */

__attribute__((section("br{a|b}c"))) int brace_ext(int x)
{
	asm volatile(".pushsection %%S.e,\"a\"\n.long %c0\n.popsection"
		     : : "i"(1));
	return x;
}

__attribute__((section("br{a|b}c.basic"))) void brace_basic(void)
{
	asm volatile(".pushsection %S.b,\"a\"\n.byte 2\n.popsection");
}
