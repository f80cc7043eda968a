/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Differential test (diff.exp): every %S form in section names, compiled
   once for gas --sectname-subst and once through the plugin.  Basic asm
   writes %S; extended asm writes %%S so that gas, too, sees %S.  */
#include "arch.h"

/* %S.fixup: a fixup section per function, jumping back into it (on x86
   also a literal %% before a register name) */
#if defined(__x86_64__)
#define STORE_ONE "movl $1, (%%rdi)"
#elif defined(__i386__)
#define STORE_ONE "movl $1, (%%edi)"
#else
#define STORE_ONE PEEK("0")
#endif
void with_fixup(int *p)
{
	asm volatile("1: " STORE_ONE "\n"
		     ".pushsection %%S.fixup,\"ax\"\n"
		     "2: " JUMP_BACK("1b") "\n"
		     ".popsection\n"
		     ".pushsection __ex_table%%S,\"a\"\n"
		     ".long 1b - ., 2b - .\n"
		     ".popsection"
#if defined(__x86_64__) || defined(__i386__)
		     : : "D"(p) : "memory");
#else
		     : : "r"(p) : "memory");
#endif
}

void basic_fixup(void)
{
	asm volatile("1: nop\n"
		     ".pushsection %S.fixup,\"ax\"\n"
		     "2: " JUMP_BACK("1b") "\n"
		     ".popsection\n"
		     ".pushsection __ex_table%S,\"a\"\n"
		     ".long 1b - ., 2b - .\n"
		     ".popsection");
}

/* %S twice, and at both ends of a name */
void twice(void)
{
	asm volatile(".pushsection .a%S.b%S,\"a\"\n.byte 1\n.popsection\n"
		     ".pushsection %S%S,\"a\"\n.byte 2\n.popsection\n"
		     ".pushsection %S\nnop\n.popsection");
}

int twice_ext(int x)
{
	asm volatile(".pushsection %%S.c%%S.d,\"a\"\n.long %c0\n.popsection"
		     : : "i"(7));
	return x;
}

/* nested pushes: %S is the section pushed from, however deep */
void nested(void)
{
	asm volatile(".pushsection %S.outer,\"ax\"\n"
		     "nop\n"
		     "  .pushsection %S.inner,\"a\"\n"
		     "  .byte 1\n"
		     "    .pushsection __ex_table%S,\"a\"\n"
		     "    .long 0\n"
		     "    .popsection\n"
		     "  .popsection\n"
		     "  .pushsection .rodata.x%S,\"a\"\n"
		     "  .byte 2\n"
		     "  .popsection\n"
		     "nop\n"
		     ".popsection\n"
		     ".pushsection %S.after,\"a\"\n.byte 3\n.popsection");
}

/* .section and .previous, inside a push and on their own */
void section_previous(void)
{
	asm volatile(".section %S.sec,\"a\"\n.byte 1\n.previous\n"
		     "nop\n"
		     ".pushsection .rodata,\"a\"\n"
		     ".section %S.ro,\"a\"\n.byte 2\n"
		     ".previous\n.byte 3\n"
		     ".previous\n.byte 4\n"
		     ".section %S.again,\"a\"\n.byte 5\n"
		     ".popsection\n"
		     ".pushsection %S.back,\"a\"\n.byte 6\n.popsection");
	/* .previous right after a push swaps back to the function's own */
	asm volatile(".pushsection %S.p1,\"a\"\n.byte 7\n"
		     ".previous\n"
		     ".pushsection %S.p2,\"a\"\n.byte 8\n.popsection\n"
		     ".previous\n.byte 9\n"
		     ".popsection");
}

/* subsections: %S is the section's name, the subsection is not part of it */
void subsections(void)
{
	asm volatile(".pushsection x%S,1,\"a\"\n.byte 1\n.popsection\n"
		     ".pushsection %S.sub,2\n.byte 2\n.popsection\n"
		     ".pushsection %S,3\nnop\nnop\n.popsection\n"
		     ".subsection 1\n"
		     ".pushsection %S.in_sub1,\"a\"\n.byte 3\n.popsection\n"
		     "nop\n"
		     ".subsection 0");
}

/* .text, .data, .bss, .section and .previous switch sections inside the
   asm; %S follows them */
void switches(void)
{
	asm volatile(".data\n"
		     ".pushsection %S.d0,\"aw\"\n.long 0\n.popsection\n"
		     ".previous\n"
		     ".pushsection .data\n"
		     ".pushsection %S.d,\"aw\"\n.long 1\n.popsection\n"
		     ".bss\n"
		     ".pushsection %S.b,\"aw\"," SECTYPE("nobits") "\n.zero 8\n.popsection\n"
		     ".text\n"
		     ".pushsection %S.t,\"ax\"\n" RET "\n.popsection\n"
		     ".section .rodata.cst4,\"aM\"," SECTYPE("progbits") ",4\n"
		     ".pushsection %S.r,\"a\"\n.long 2\n.popsection\n"
		     ".previous\n"
		     ".pushsection %S.prev,\"a\"\n.long 3\n.popsection\n"
		     ".previous\n"
		     ".pushsection %S.back,\"a\"\n.long 4\n.popsection\n"
		     ".popsection\n"
		     ".pushsection %S.home,\"a\"\n.long 5\n.popsection");
}

int switches_ext(int x)
{
	asm volatile(".pushsection .data\n"
		     ".pushsection %%S.ed,\"aw\"\n.long %c0\n.popsection\n"
		     ".popsection\n"
		     ".pushsection %%S.et,\"ax\"\nnop\n.popsection"
		     : : "i"(9));
	return x + 1;
}

/* section flags, types and entity sizes after a %S name */
void flag_forms(void)
{
	asm volatile(".pushsection %S.str,\"aMS\"," SECTYPE("progbits") ",1\n"
		     ".asciz \"sectsubst\"\n.popsection\n"
		     ".pushsection nb%S,\"aw\"," SECTYPE("nobits") "\n.zero 16\n.popsection\n"
		     ".pushsection .note%S,\"a\"," SECTYPE("note") "\n"
		     ".balign 4\n.long 4, 0, 1\n.ascii \"ss\\0\\0\"\n.popsection\n"
		     ".pushsection wx%S,\"awx\"," SECTYPE("progbits") "\nnop\n.popsection\n"
		     ".pushsection %S.sp , \"a\"\n.byte 1\n.popsection");
}

/* how gas reads statements: separators, labels, case, comments (the
   target's, and '#' at the start of a line on every target), blanks */
void spelling(void)
{
	asm volatile(".pushsection %S.semi,\"a\"; .byte 1; .popsection\n"
		     "1: .pushsection %S.lbl,\"a\"\n.byte 2\n.popsection\n"
		     ".PushSection %S.upper,\"a\"\n.byte 3\n.PopSection\n"
		     ".pushsection\t%S.tab\t,\"a\"\n.byte 4\n.popsection\n"
		     "  .pushsection %S.hash,\"a\" " ARCH_COMMENT
		     " .pushsection %S.not\n"
		     ".byte 5\n.popsection\n"
		     "nop " ARCH_COMMENT " %S in a comment\n"
		     "# .pushsection %S.line_hash\n"
		     /* a block comment ends a name; inside one, gas versions
			disagree (sectsubst.dg/diag-comment-name.c) */
		     ".pushsection %S.cmt/* c */,\"a\"\n.byte 6\n.popsection");
}

/* the current section from a quoted name, blanks and all */
void quoted_current(void)
{
	asm volatile(".pushsection \"has space\",\"a\"\n"
		     ".pushsection %S.z,\"a\"\n.byte 1\n.popsection\n"
		     ".popsection\n"
		     ".pushsection \".q\",\"a\"\n"
		     ".pushsection %S.z,\"a\"\n.byte 2\n.popsection\n"
		     ".popsection");
}

/* names gas does not substitute */
void not_substituted(void)
{
	asm volatile(".pushsection x%%S,\"a\"\n.byte 1\n.popsection\n"
		     ".pushsection a%x%S,\"a\"\n.byte 2\n.popsection\n"
		     ".pushsection lc%s,\"a\"\n.byte 3\n.popsection\n"
		     ".pushsection \"q%S\",\"a\"\n.byte 4\n.popsection");
}

int not_substituted_ext(int x)
{
	asm volatile(".pushsection y%%%%S,\"a\"\n.long %c0\n.popsection"
		     : : "i"(1));
	return x;
}

/* tables the plugin renames by default (.fixup, .text.fixup, __ex_table)
   beside %S */
void tables(void)
{
	asm volatile("1: nop\n"
		     ".pushsection .fixup,\"ax\"\n2: " JUMP_BACK("1b") "\n"
		     ".popsection\n"
		     ".pushsection .text.fixup,\"ax\"\n4: " JUMP_BACK("1b") "\n"
		     ".popsection\n"
		     ".pushsection __ex_table,\"a\"\n.long 1b - ., 2b - .\n"
		     ".popsection\n"
		     ".pushsection %S.fixup,\"ax\"\n3: " JUMP_BACK("1b") "\n"
		     ".popsection");
}

int main(void)
{
	asm volatile(".pushsection %S.main,\"a\"\n.byte 1\n.popsection");
	return 0;
}
