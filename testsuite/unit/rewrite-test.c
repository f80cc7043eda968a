// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Unit tests of the rewrite core, without GCC.  Each case gives a template,
 * the section GCC would report and the expected template afterwards (NULL:
 * left as written) with the diagnostics expected.  Prints one PASS/FAIL line
 * per check, as DejaGnu's unit.exp expects.
 */
#define _POSIX_C_SOURCE 200809L	/* fork, waitpid */
#include "sectsubst/rewrite.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define X86 0
#define ARM 1
#define A64 2
#define MIPS 3
#define PPC 4
#define M68K 5

static const struct ss_syntax syntaxes[] = {
	[X86] = { "#", 1 },
	[ARM] = { "@", 0 },
	[A64] = { "//", 0 },
	[MIPS] = { "#", 0, 1 },
	[PPC] = { "#", 1 },
	/* GCC's own lines unscrubbed: its output starts with #NO_APP */
	[M68K] = { "|", 0, 0, 1 },
};


struct tcase {
	const char *name;
	int syntax;
	int extended;
	const char *section;
	int comdat;
	int norefs;	/* 1: refs=no; 2: refs=no and naming=unique */
	const char *in;
	const char *out;	/* NULL: unchanged */
	const char *diags;	/* diagnostic codes, e.g. "UNBALANCED" */
	const char *tables;	/* tables= (NULL: the default tables) */
};

#define R(n) "\t.reloc\t., BFD_RELOC_NONE, .Lss" #n "\n"

static const struct tcase cases[] = {
	{ "basic %S", X86, 0, ".text.f", 0, 0,
	  ".pushsection %S.x,\"a\"\n.byte 1\n.popsection",
	  R(0) ".pushsection .text.f.x,\"a\"\n.Lss0:\n.byte 1\n.popsection" },
	{ "extended %%S", X86, 1, ".text.f", 0, 0,
	  ".pushsection %%S.x\n.popsection",
	  R(0) ".pushsection .text.f.x\n.Lss0:\n.popsection" },
	{ "extended bare %S", X86, 1, ".text.f", 0, 0,
	  ".pushsection __ex_table%S\n.popsection",
	  R(0) ".pushsection __ex_table.text.f\n.Lss0:\n.popsection" },
	{ "extended %S0 is an operand", X86, 1, ".text.f", 0, 0,
	  ".pushsection x%S0\n.popsection", NULL },
	{ "table rename", X86, 0, ".text.f", 0, 0,
	  ".pushsection __ex_table,\"a\"\n.long 0\n.popsection",
	  R(0) ".pushsection __ex_table.text.f,\"a\"\n.Lss0:\n.long 0\n.popsection" },
	{ "table is an exact name", X86, 0, ".text.f", 0, 0,
	  ".pushsection __ex_table.x\n.popsection\n.pushsection __ex_tablex\n.popsection",
	  NULL },
	{ "refs=no", X86, 0, ".text.f", 0, 1,
	  ".pushsection __ex_table\n.popsection",
	  ".pushsection __ex_table.text.f\n.popsection" },
	{ "quoted table", X86, 0, ".text.f", 0, 0,
	  ".pushsection \"__ex_table\",\"a\"\n.popsection",
	  R(0) ".pushsection \"__ex_table.text.f\",\"a\"\n.Lss0:\n.popsection" },
	{ "quoted %S kept", X86, 0, ".text.f", 0, 0,
	  ".pushsection \"a%S\"\n.popsection", NULL, "PCT_S_QUOTED" },
	{ "gas stops at a %% not followed by S", X86, 0, ".text.f", 0, 0,
	  ".pushsection a%b%S\n.popsection", NULL },
	{ "two %S", X86, 0, ".t", 0, 1,
	  ".section %S.%S\n.previous", ".section .t..t\n.previous" },
	{ "semicolons", X86, 0, ".text.f", 0, 0,
	  "1: nop; .pushsection __ex_table; .long 1b; .popsection",
	  R(0) "1: nop; .pushsection __ex_table.text.f\n.Lss0:; .long 1b; .popsection" },
	{ "x86 comment", X86, 0, ".text.f", 0, 0,
	  ".pushsection __ex_table # .pushsection .fixup\n.popsection",
	  R(0) ".pushsection __ex_table.text.f \n.Lss0:# .pushsection .fixup\n.popsection" },
	{ "block comment", X86, 0, ".text.f", 0, 1,
	  "/* .pushsection __ex_table */ nop\n.section .fixup/*c*/\n.previous",
	  "/* .pushsection __ex_table */ nop\n.section .fixup.text.f/*c*/\n.previous" },
	{ "line comment #", ARM, 0, ".text.f", 0, 1,
	  "# .pushsection __ex_table\n.pushsection .fixup @ .fixup\n.popsection",
	  "# .pushsection __ex_table\n.pushsection .fixup.text.f @ .fixup\n.popsection" },
	{ "arm %%progbits", ARM, 1, ".text.f", 0, 1,
	  ".pushsection __ex_table,\"a\",%%progbits\n.popsection",
	  ".pushsection __ex_table.text.f,\"a\",%%progbits\n.popsection" },
	{ "aarch64 comment", A64, 0, ".text.f", 0, 1,
	  ".pushsection .fixup // .pushsection __ex_table\n.popsection",
	  ".pushsection .fixup.text.f // .pushsection __ex_table\n.popsection" },
	{ "label before directive", X86, 0, ".text.f", 0, 1,
	  "1: 2: .pushsection __ex_table\n.popsection",
	  "1: 2: .pushsection __ex_table.text.f\n.popsection" },
	{ "upper case directive", X86, 0, ".text.f", 0, 1,
	  ".PUSHSECTION __ex_table\n.POPSECTION",
	  ".PUSHSECTION __ex_table.text.f\n.POPSECTION" },
	{ "nested push", X86, 0, ".text.f", 0, 1,
	  ".pushsection %S.a\n.pushsection __ex_table\n.popsection\n.popsection",
	  ".pushsection .text.f.a\n.pushsection __ex_table.text.f.a\n.popsection\n.popsection" },
	{ ".previous", X86, 0, ".text.f", 0, 1,
	  ".section .fixup\n.previous\n.section __ex_table\n.previous",
	  ".section .fixup.text.f\n.previous\n.section __ex_table.text.f\n.previous" },
	{ ".text inside", X86, 0, ".text.f", 0, 1,
	  ".data\n.pushsection %S.x\n.popsection\n.text",
	  NULL, "UNBALANCED" },
	{ ".data then .previous", X86, 0, ".text.f", 0, 1,
	  ".data\n.pushsection %S.x\n.popsection\n.previous",
	  ".data\n.pushsection .data.x\n.popsection\n.previous" },
	{ "push subsection", X86, 0, ".text.f", 0, 1,
	  ".pushsection __ex_table, 1, \"a\"\n.popsection",
	  ".pushsection __ex_table.text.f, 1, \"a\"\n.popsection" },
	{ "comdat adds ?", X86, 0, ".text.f", 1, 1,
	  ".pushsection __ex_table,\"a\"\n.popsection\n.pushsection .fixup\n.popsection\n"
	  ".pushsection __ex_table,1\n.popsection\n.pushsection __ex_table,\"aG\",@progbits,g,comdat\n.popsection",
	  ".pushsection __ex_table.text.f,\"a?\"\n.popsection\n.pushsection .fixup.text.f,\"?\"\n.popsection\n"
	  ".pushsection __ex_table.text.f,1,\"?\"\n.popsection\n.pushsection __ex_table.text.f,\"aG\",@progbits,g,comdat\n.popsection" },
	{ "comdat old-style flags", X86, 0, ".text.f", 1, 1,
	  ".section __ex_table,#alloc\n.previous", NULL, "BAD_FLAGS" },
	{ "push without pop", X86, 0, ".text.f", 0, 0,
	  ".pushsection __ex_table\n.long 0", NULL, "UNBALANCED" },
	{ "pop without push", X86, 0, ".text.f", 0, 0,
	  ".popsection\n.pushsection __ex_table\n.popsection", NULL,
	  "POP_UNDERFLOW" },
	{ "previous at start", X86, 0, ".text.f", 0, 0,
	  ".previous\n.pushsection %S.x\n.popsection\n.previous", NULL,
	  "UNKNOWN_SECTION" },
	{ "unknown section", X86, 0, NULL, 0, 0,
	  ".pushsection %S.x\n.popsection", NULL, "UNKNOWN_SECTION" },
	{ "macro body", X86, 0, ".text.f", 0, 0,
	  ".macro m\n.pushsection __ex_table\n.popsection\n.endm\nm", NULL,
	  "IN_BLOCK" },
	{ "macro without sections is fine", X86, 1, ".text.f", 0, 1,
	  ".macro m r\n.long \\r\n.endm\n.pushsection __ex_table\nm 1\n.popsection",
	  ".macro m r\n.long \\r\n.endm\n.pushsection __ex_table.text.f\nm 1\n.popsection" },
	{ ".if of a symbol is a block", X86, 0, ".text.f", 0, 0,
	  ".if sym\n.pushsection __ex_table\n.popsection\n.endif", NULL,
	  "IN_BLOCK" },
	{ ".ifdef is a block", X86, 0, ".text.f", 0, 0,
	  ".ifdef sym\n.pushsection __ex_table\n.popsection\n.endif", NULL,
	  "IN_BLOCK" },
	{ ".if of a label reference is a block", X86, 0, ".text.f", 0, 0,
	  "1: .if 1b\n.pushsection __ex_table\n.popsection\n.endif", NULL,
	  "IN_BLOCK" },
	{ ".if of gas's octal is a block", X86, 0, ".text.f", 0, 0,
	  ".if 010 == 8\n.pushsection __ex_table\n.popsection\n.endif", NULL,
	  "IN_BLOCK" },
	{ ".if of a sum is a block", X86, 0, ".text.f", 0, 0,
	  ".if 1 + 1\n.pushsection __ex_table\n.popsection\n.endif", NULL,
	  "IN_BLOCK" },
	{ ".if << is no comparison", X86, 0, ".text.f", 0, 0,
	  ".if 1 << 1\n.pushsection __ex_table\n.popsection\n.endif", NULL,
	  "IN_BLOCK" },
	{ ".if past 2^31 is a block", X86, 0, ".text.f", 0, 0,
	  ".if 0x80000000\n.pushsection __ex_table\n.popsection\n.endif", NULL,
	  "IN_BLOCK" },
	{ "undecided .elseif is a block", X86, 0, ".text.f", 0, 0,
	  ".if 0\n.elseif sym\n.pushsection __ex_table\n.popsection\n.endif",
	  NULL, "IN_BLOCK" },
	/* Linux 6.12's RISC-V ALTERNATIVE(): the entry under .if <0|1> == 1,
	   the new code in subsection 1 of the function's own section */
	{ ".if taken, .subsection and .previous", X86, 0, ".text.f", 0, 0,
	  "886 :\nnop\n887 :\n.if 1 == 1\n.pushsection __ex_table, \"a\"\n"
	  ".4byte ((886b) - .)\n.4byte ((888f) - .)\n.popsection\n"
	  ".subsection 1\n888 :\nnop\n889 :\n.previous\n.endif",
	  R(0) "886 :\nnop\n887 :\n.if 1 == 1\n"
	  ".pushsection __ex_table.text.f, \"a\"\n.Lss0:\n"
	  ".4byte ((886b) - .)\n.4byte ((888f) - .)\n.popsection\n"
	  ".subsection 1\n888 :\nnop\n889 :\n.previous\n.endif" },
	{ ".if not taken: skipped whole", X86, 0, ".text.f", 0, 0,
	  ".if 0 == 1\n.pushsection __ex_table\n.popsection\n.subsection 1\n"
	  ".previous\n.endif", NULL },
	{ ".else of a skipped .if", X86, 0, ".text.f", 0, 0,
	  ".if 0x0\n.section .x\n.else\n.pushsection __ex_table\n"
	  ".popsection\n.endif",
	  R(0) ".if 0x0\n.section .x\n.else\n.pushsection __ex_table.text.f\n"
	  ".Lss0:\n.popsection\n.endif" },
	{ ".elseif and .else after a taken branch", X86, 0, ".text.f", 0, 0,
	  ".ifne 2\n.pushsection __ex_table\n.popsection\n.elseif 1\n"
	  ".section .x\n.else\n.section .y\n.endif",
	  R(0) ".ifne 2\n.pushsection __ex_table.text.f\n.Lss0:\n.popsection\n"
	  ".elseif 1\n.section .x\n.else\n.section .y\n.endif" },
	{ ".elsec and .endc", X86, 0, ".text.f", 0, 0,
	  ".if 0\n.section .x\n.elsec\n.pushsection __ex_table\n.popsection\n"
	  ".endc",
	  R(0) ".if 0\n.section .x\n.elsec\n.pushsection __ex_table.text.f\n"
	  ".Lss0:\n.popsection\n.endc" },
	{ "conditionals nested in a skipped branch", X86, 0, ".text.f", 0, 0,
	  ".if 0\n.if 1\n.pushsection __ex_table\n.endif\n.section .x\n"
	  ".else\n.endif\n.pushsection __ex_table\n.popsection",
	  R(0) ".if 0\n.if 1\n.pushsection __ex_table\n.endif\n.section .x\n"
	  ".else\n.endif\n.pushsection __ex_table.text.f\n.Lss0:\n.popsection" },
	{ "a true comparison is -1", X86, 0, ".text.f", 0, 0,
	  ".ifge 1 == 1\n.section .x\n.endif\n.iflt 2 < 3\n"
	  ".pushsection __ex_table\n.popsection\n.endif",
	  R(0) ".ifge 1 == 1\n.section .x\n.endif\n.iflt 2 < 3\n"
	  ".pushsection __ex_table.text.f\n.Lss0:\n.popsection\n.endif" },
	{ "a skipped statement is read to its end", X86, 0, ".text.f", 0, 0,
	  ".if 0\n.previous .endif\n.endif\n.pushsection __ex_table\n.popsection",
	  R(0) ".if 0\n.previous .endif\n.endif\n.pushsection __ex_table.text.f\n"
	  ".Lss0:\n.popsection" },
	{ "an asm that ends inside an .if", X86, 0, ".text.f", 0, 0,
	  ".if 1\n.pushsection __ex_table\n.popsection", NULL, "UNBALANCED" },
	{ ".if inside a .macro body is a block", X86, 0, ".text.f", 0, 0,
	  ".macro m\n.if 1\n.pushsection __ex_table\n.popsection\n.endif\n"
	  ".endm\nm", NULL, "IN_BLOCK" },
	{ ".rept block", X86, 0, ".text.f", 0, 0,
	  ".rept 2\n.pushsection __ex_table\n.popsection\n.endr", NULL,
	  "IN_BLOCK" },
	{ "section change in block loses track", X86, 0, ".text.f", 0, 0,
	  ".ifdef sym\n.section .x\n.endif\n.pushsection __ex_table\n.popsection",
	  NULL, "UNKNOWN_SECTION" },
	{ "%S outside a section name", X86, 0, ".text.f", 0, 0,
	  ".long %S\n", NULL, "PCT_S_OUTSIDE" },
	{ "%S in a string is data", X86, 0, ".text.f", 0, 0,
	  ".asciz \"100%S\"\n", NULL },
	{ "%S outside, rest rewritten", X86, 0, ".text.f", 0, 1,
	  ".long %S\n.pushsection __ex_table\n.popsection",
	  ".long %S\n.pushsection __ex_table.text.f\n.popsection",
	  "PCT_S_OUTSIDE" },
	{ "unterminated quote", X86, 0, ".text.f", 0, 0,
	  ".pushsection \"__ex_table\n.popsection\n.pushsection __ex_table\n.popsection",
	  NULL, "BAD_NAME" },
	/* binutils 2.40 reads "__ex_table.x" on x86, 2.44 rejects ".x" */
	{ "block comment inside a name", X86, 0, ".text.f", 0, 0,
	  ".pushsection __ex_table/*c*/.x,\"a\"\n.popsection",
	  NULL, "BAD_NAME" },
	{ "block comment inside a %S name", ARM, 0, ".text.f", 0, 0,
	  ".pushsection %S/*c*/.x,\"a\"\n.popsection",
	  NULL, "BAD_NAME" },
	{ "block comment ending a name", X86, 0, ".text.f", 0, 1,
	  ".pushsection %S.x/*c*/,\"a\"\n.popsection",
	  ".pushsection .text.f.x/*c*/,\"a\"\n.popsection" },
	{ "operand and %S in one name", X86, 1, ".text.f", 0, 0,
	  ".pushsection %c0%%S.x\n.popsection", NULL, "BAD_NAME" },
	{ "table in a section with an empty name", X86, 0, ".text.f", 0, 0,
	  ".pushsection \"\"\n.pushsection __ex_table\n.popsection\n.popsection",
	  NULL, "UNKNOWN_SECTION" },
	{ "no name", X86, 0, ".text.f", 0, 0,
	  ".pushsection\n.popsection\n.pushsection __ex_table\n.popsection",
	  NULL, "BAD_NAME" },
	{ "computed name", X86, 1, ".text.f", 0, 0,
	  ".pushsection %0\n.pushsection __ex_table\n.popsection\n.popsection",
	  NULL, "UNKNOWN_SECTION" },
	{ "substitution loop", X86, 0, ".text.%S", 0, 0,
	  ".pushsection %S.x\n.popsection", NULL, "SUBST_LOOP" },
	{ "doubling names", X86, 0, ".text.f", 0, 1,
	  ".pushsection %S%S\n.pushsection %S%S\n.pushsection %S%S\n"
	  ".pushsection %S%S\n.pushsection %S%S\n.pushsection %S%S\n"
	  ".pushsection %S%S\n.pushsection %S%S\n.pushsection %S%S\n"
	  ".pushsection %S%S\n.pushsection %S%S\n.pushsection %S%S\n"
	  ".pushsection %S%S\n.pushsection %S%S\n.pushsection %S%S\n",
	  NULL, "NAME_TOO_LONG" },
	{ "x86 dialects", X86, 1, ".text.f", 0, 0,
	  "{.pushsection __ex_table|.pushsection __ex_table}\n.popsection",
	  NULL, "DIALECT" },
	{ "x86 escaped braces", X86, 1, ".text.f", 0, 1,
	  ".pushsection __ex_table\n.long %{0%}\n.popsection",
	  ".pushsection __ex_table.text.f\n.long %{0%}\n.popsection" },
	{ "percent in new name doubled", X86, 1, ".text.a%b", 0, 1,
	  ".pushsection __ex_table\n.popsection",
	  ".pushsection __ex_table.text.a%%b\n.popsection" },
	{ "GCC's unquoted name ends at a blank for gas", X86, 0, ".my text", 0, 1,
	  ".pushsection __ex_table\n.popsection",
	  ".pushsection __ex_table.my\n.popsection" },
	{ "name with blank is quoted", X86, 0, ".text.f", 0, 1,
	  ".pushsection \"a b\"\n.pushsection %S.x\n.popsection\n.popsection",
	  ".pushsection \"a b\"\n.pushsection \"a b.x\"\n.popsection\n.popsection" },
	{ "CRLF", X86, 0, ".text.f", 0, 1,
	  ".pushsection __ex_table\r\n.long 0\r\n.popsection\r\n",
	  ".pushsection __ex_table.text.f\r\n.long 0\r\n.popsection\r\n" },
	{ "tabs", X86, 0, ".text.f", 0, 1,
	  "\t.pushsection\t__ex_table\t,\t\"a\"\n\t.popsection",
	  "\t.pushsection\t__ex_table.text.f\t,\t\"a\"\n\t.popsection" },
	{ "dialect braces in a name", X86, 1, ".br{a|b}c", 0, 1,
	  ".pushsection %%S.e\n.popsection",
	  ".pushsection .br%{a%|b%}c.e\n.popsection" },
	{ "m68k: GCC's name keeps a comment character, quoted", M68K, 0,
	  "br{a|b}c", 0, 1,
	  ".pushsection %S.e,\"a\"\n.popsection",
	  ".pushsection \"br{a|b}c.e\",\"a\"\n.popsection" },
	{ "m68k: GCC's name keeps a block comment, quoted", M68K, 1,
	  "c/*m*/t", 0, 1,
	  ".pushsection %%S.y,\"a\"\n.popsection",
	  ".pushsection \"c/*m*/t.y\",\"a\"\n.popsection" },
	{ "m68k: a table renamed after such a name, quoted", M68K, 0,
	  ".c|t", 0, 0,
	  "1: nop\n.pushsection __ex_table,\"a\"\n.long 1b\n.popsection",
	  R(0) "1: nop\n.pushsection \"__ex_table.c|t\",\"a\"\n.Lss0:\n.long 1b\n.popsection" },
	{ "a blank, then more of a name: gas's reading differs", ARM, 0,
	  ".text.g", 0, 0,
	  ".pushsection __ex_table -x,\"a\"\n.byte 2\n.popsection", NULL,
	  "BAD_NAME" },
	{ "a blank, then a %S: gas's reading differs", ARM, 0,
	  ".text.f", 0, 1,
	  ".pushsection foo %S.y,\"a\"\n.byte 1\n.popsection", NULL,
	  "BAD_NAME" },
	{ "a blank and a comment before the comma: the name ends", ARM, 0,
	  ".text.f", 0, 1,
	  ".pushsection %S.y /* c */ ,\"a\"\n.byte 1\n.popsection",
	  ".pushsection .text.f.y /* c */ ,\"a\"\n.byte 1\n.popsection" },
	{ "octal escape in a quoted name", X86, 0, ".text.f", 0, 1,
	  ".pushsection \"oct\\101\"\n.pushsection %S.y\n.popsection\n.popsection",
	  ".pushsection \"oct\\101\"\n.pushsection octA.y\n.popsection\n.popsection" },
	{ "tab escape in a quoted name", X86, 0, ".text.f", 0, 1,
	  ".pushsection \"t\\tn\"\n.pushsection %S.y\n.popsection\n.popsection",
	  ".pushsection \"t\\tn\"\n.pushsection \"t\\011n.y\"\n.popsection\n.popsection" },
	{ "group name %S", X86, 0, ".text.g", 0, 1,
	  ".section .g,\"aG\",@progbits,grp%S,comdat\n.previous",
	  ".section .g,\"aG\",@progbits,grp.text.g,comdat\n.previous" },
	{ "group and name %S", X86, 0, ".text.g", 0, 1,
	  ".pushsection .g2%S,\"aG\",@progbits,%S.grp\n.popsection",
	  ".pushsection .g2.text.g,\"aG\",@progbits,.text.g.grp\n.popsection" },
	{ ".attach_to_group %S", X86, 0, ".text.h", 0, 1,
	  ".pushsection .h%S,\"a\"\n.attach_to_group att%S\n.popsection",
	  ".pushsection .h.text.h,\"a\"\n.attach_to_group att.h.text.h\n.popsection" },
	{ ".attach_to_group's %S name that cannot be read", X86, 0, ".text.h", 0, 1,
	  ".attach_to_group g%S\"x\"", NULL, "BAD_NAME" },
	{ ".struct is the absolute section", X86, 0, ".text.f", 0, 1,
	  ".pushsection .data\n.struct 0\nfield: .long 0\n.pushsection %S.abs\n.popsection\n.popsection",
	  ".pushsection .data\n.struct 0\nfield: .long 0\n.pushsection *ABS*.abs\n.popsection\n.popsection" },
	{ "gas reads GCC's name", X86, 0, ".c/*m*/t", 0, 1,
	  ".pushsection %S.y\n.popsection", ".pushsection .ct.y\n.popsection" },
	{ "gas cuts GCC's name at a comment", X86, 0, ".h#x", 0, 1,
	  ".pushsection %S.y\n.popsection", ".pushsection .h.y\n.popsection" },
	{ "unique naming", X86, 0, ".text.f", 0, 2,
	  ".pushsection __ex_table,\"a\"\n.popsection\n.pushsection .fixup,\"ax\",@progbits\n.popsection\n"
	  ".pushsection %S.x,\"a\"\n.popsection",
	  ".pushsection __ex_table,\"a\",%progbits,unique,0\n.popsection\n.pushsection .fixup,\"ax\",@progbits,unique,1\n.popsection\n"
	  ".pushsection .text.f.x,\"a\"\n.popsection" },
	{ "unique naming extended comdat", ARM, 1, ".text.f", 1, 2,
	  ".pushsection __ex_table,\"a\"\n.popsection",
	  ".pushsection __ex_table,\"a?\",%%progbits,unique,0\n.popsection" },
	{ "unique naming needs flags", X86, 0, ".text.f", 0, 2,
	  ".pushsection __ex_table\n.popsection", NULL, "BAD_UNIQUE" },
	{ "unique naming, dangling comma before a comment", ARM, 0, ".text.f", 0, 2,
	  ".pushsection __ex_table,\"a\", @ c\n.popsection", NULL, "UNIQUE_OPERANDS" },
	{ "dangling comma before a comment", ARM, 0, ".text.f", 1, 1,
	  ".pushsection __ex_table,\"a\", @ c\n.popsection", NULL, "BAD_FLAGS" },
	{ "x86 | outside braces is literal", X86, 1, ".text.f", 0, 1,
	  ".pushsection __ex_table\n.long 1b - ., 3 | (1 << 12)\n.popsection",
	  ".pushsection __ex_table.text.f\n.long 1b - ., 3 | (1 << 12)\n.popsection" },
	{ "mips references go before the first label", MIPS, 0, ".text.f", 0, 0,
	  "nop\n1: lw $2, 0($4)\n.section __ex_table,\"a\"\n.word 1b\n.previous",
	  "nop\n" R(0) "1: lw $2, 0($4)\n.section __ex_table.text.f,\"a\"\n.Lss0:\n.word 1b\n.previous" },
	{ "mips without a label: at the end", MIPS, 0, ".text.f", 0, 0,
	  "beqz $8, 2f\n.pushsection __ex_table\n.popsection",
	  "beqz $8, 2f\n.pushsection __ex_table.text.f\n.Lss0:\n.popsection\n" R(0) },
	/* gas reads what follows .previous or .popsection on the same line
	   as a statement of its own: PowerPC's EX_TABLE ends in ".previous"
	   without a separator, and the kernel's WARN_ENTRY follows it with
	   its __bug_table entry */
	{ "ppc WARN_ENTRY: a section after .previous", PPC, 1, ".text.f", 0, 0,
	  "1:\ttwi 31, 0, 0\n.section __ex_table,\"a\"; .balign 4; .long (1b) - . ; .long (%l[w]) - . ; .previous .section .fixup,\"ax\"\n"
	  "2:\t.4byte 1b - .\n.org 2b+%3\n.previous\n",
	  R(0) R(1) "1:\ttwi 31, 0, 0\n.section __ex_table.text.f,\"a\"\n.Lss0:; .balign 4; .long (1b) - . ; .long (%l[w]) - . ; .previous .section .fixup.text.f,\"ax\"\n"
	  ".Lss1:\n2:\t.4byte 1b - .\n.org 2b+%3\n.previous\n" },
	{ "a label after .popsection", X86, 0, ".text.f", 0, 0,
	  ".pushsection __ex_table\n.popsection 1: .pushsection .fixup\n.popsection",
	  R(0) R(1) ".pushsection __ex_table.text.f\n.Lss0:\n.popsection 1: .pushsection .fixup.text.f\n.Lss1:\n.popsection" },
	{ "%S after .previous is in a section name", X86, 0, ".text.f", 0, 1,
	  ".section %S.a\n.previous .section %S.b\n.previous",
	  ".section .text.f.a\n.previous .section .text.f.b\n.previous" },
	{ "unrelated asm untouched", X86, 1, ".text.f", 0, 0,
	  "mov %1, %0\n.section .rodata\n.previous", NULL },
	/* gas's strings run across newlines (ss.diff/strings.c) */
	{ "a string runs across escaped newlines", X86, 1, ".text.f", 0, 0,
	  ".ascii \"a\\\n.pushsection __ex_table \\\n.popsection\"", NULL },
	{ "a string runs across newlines", X86, 0, ".text.f", 0, 0,
	  ".ascii \"a\n.pushsection __ex_table\n.long 1\n.popsection\"", NULL },
	{ "after a string of two lines", X86, 0, ".text.f", 0, 0,
	  ".ascii \"a\n;\"\n.pushsection __ex_table\n.popsection",
	  R(0) ".ascii \"a\n;\"\n.pushsection __ex_table.text.f\n.Lss0:\n.popsection" },
	{ "an unterminated string takes the rest", X86, 0, ".text.f", 0, 0,
	  ".ascii \"a\n.pushsection __ex_table\n.popsection", NULL },
	{ "'\" is a character, no string", X86, 0, ".text.f", 0, 0,
	  ".byte '\"\n.pushsection __ex_table\n.popsection\n.ascii \"x\"",
	  R(0) ".byte '\"\n.pushsection __ex_table.text.f\n.Lss0:\n.popsection\n.ascii \"x\"" },
	{ "'\\\"' is a character", ARM, 0, ".text.f", 0, 0,
	  ".byte '\\\"'\n.pushsection __ex_table\n.popsection",
	  R(0) ".byte '\\\"'\n.pushsection __ex_table.text.f\n.Lss0:\n.popsection" },
	{ "extended '%% is a character", X86, 1, ".text.f", 0, 0,
	  ".byte '%%\n.pushsection __ex_table\n.popsection",
	  R(0) ".byte '%%\n.pushsection __ex_table.text.f\n.Lss0:\n.popsection" },
	/* the entity size before the group name */
	{ "M and G: entsize, then the group", X86, 0, ".text.m", 0, 1,
	  ".section .m,\"aMG\",@progbits,4,grpm%S,comdat\n.previous",
	  ".section .m,\"aMG\",@progbits,4,grpm.text.m,comdat\n.previous" },
	/* equal operands: true for <=, >= and ==, false for <, > and != */
	{ ".if of equal operands", X86, 0, ".text.f", 0, 1,
	  ".if 2 <= 2\n.pushsection __ex_table\n.popsection\n.endif\n"
	  ".if 2 >= 2\n.pushsection .fixup\n.popsection\n.endif\n"
	  ".if 2 == 2\n.pushsection %S.eq\n.popsection\n.endif\n"
	  ".if 2 < 2\n.section .x\n.endif\n.if 2 > 2\n.section .x\n.endif\n"
	  ".if 2 != 2\n.section .x\n.endif",
	  ".if 2 <= 2\n.pushsection __ex_table.text.f\n.popsection\n.endif\n"
	  ".if 2 >= 2\n.pushsection .fixup.text.f\n.popsection\n.endif\n"
	  ".if 2 == 2\n.pushsection .text.f.eq\n.popsection\n.endif\n"
	  ".if 2 < 2\n.section .x\n.endif\n.if 2 > 2\n.section .x\n.endif\n"
	  ".if 2 != 2\n.section .x\n.endif" },
	/* hex digits of either case, 0X as 0x */
	{ ".if of hex", X86, 0, ".text.f", 0, 1,
	  ".if 0XaB == 171\n.pushsection __ex_table\n.popsection\n.endif\n"
	  ".if 0xF0 == 0xf0\n.pushsection .fixup\n.popsection\n.endif",
	  ".if 0XaB == 171\n.pushsection __ex_table.text.f\n.popsection\n.endif\n"
	  ".if 0xF0 == 0xf0\n.pushsection .fixup.text.f\n.popsection\n.endif" },
	/* gas's \x takes every hex digit that follows */
	{ "hex escapes in a quoted name", X86, 0, ".text.f", 0, 1,
	  ".pushsection \"\\x5F_ex_table\"\n.popsection\n"
	  ".pushsection \"hex\\x4a\\x6B\\x61ble\"\n.pushsection %S.y\n.popsection\n"
	  ".popsection",
	  ".pushsection \"__ex_table.text.f\"\n.popsection\n"
	  ".pushsection \"hex\\x4a\\x6B\\x61ble\"\n.pushsection \"hexJk\\033le.y\"\n.popsection\n"
	  ".popsection" },
	/* gas reads 08 as octal and rejects it: no decision */
	{ ".if 08 is a block", X86, 0, ".text.f", 0, 0,
	  ".if 08\n.pushsection __ex_table\n.popsection\n.endif", NULL,
	  "IN_BLOCK" },
	/* braces are AVX-512 masks in basic asm, dialects only in extended */
	{ "basic asm braces are no dialects", X86, 0, ".text.f", 0, 1,
	  "vmovdqa32 %zmm0, %zmm1{%k1}{z}\n.pushsection __ex_table\n.popsection",
	  "vmovdqa32 %zmm0, %zmm1{%k1}{z}\n.pushsection __ex_table.text.f\n.popsection" },
	/* after {a|b}, '|' is gas's again: part of this name, no table */
	{ "'|' after the dialects", X86, 1, ".text.f", 0, 0,
	  "{nop|nop}\n.pushsection __ex_table|x\n.popsection", NULL },
	{ "a warning and the blocking cause", X86, 0, ".text.f", 0, 0,
	  ".pushsection \"%S.x\"\n.popsection\n.popsection", NULL,
	  "PCT_S_QUOTED POP_UNDERFLOW" },
	{ "a table in the second alternative, before }", X86, 1, ".text.f", 0, 0,
	  "{nop|.pushsection __ex_table}\n.popsection", NULL, "DIALECT" },
	/* linkorder: the name kept, flag o linked to a label in the section
	   pushed from (with the references), ",unique,<id>", no .reloc */
	{ "linkorder: an SDT note", X86, 0, ".text.f", 0, 0,
	  "990: nop\n.pushsection .note.stapsdt,\"?\",\"note\"\n.8byte 990b\n.popsection",
	  ".Lss0:\n990: nop\n.pushsection .note.stapsdt,\"?o\",\"note\",.Lss0,unique,1\n.8byte 990b\n.popsection",
	  NULL, ".note.stapsdt:linkorder" },
	{ "linkorder: @note and %note", X86, 0, ".text.f", 0, 0,
	  ".pushsection .note.a,\"\",@note\n.popsection\n.pushsection .note.a,\"\",%note\n.popsection",
	  ".Lss0:\n.pushsection .note.a,\"o\",@note,.Lss0,unique,1\n.popsection\n.pushsection .note.a,\"o\",%note,.Lss0,unique,2\n.popsection",
	  NULL, ".note.a:linkorder" },
	{ "linkorder: COMDAT, extended, no type", ARM, 1, ".text.f", 1, 0,
	  ".pushsection tbl,\"a\"\n.long 0\n.popsection\n.pushsection .note.b,\"\"\n.popsection",
	  ".Lss0:\n.pushsection tbl,\"ao?\",%%progbits,.Lss0,unique,1\n.long 0\n.popsection\n"
	  ".pushsection .note.b,\"o?\",%%note,.Lss0,unique,2\n.popsection",
	  NULL, "tbl:linkorder,.note.b:linkorder" },
	{ "linkorder beside suffix and unique tables", X86, 0, ".text.f", 0, 0,
	  ".pushsection __ex_table,\"a\"\n.popsection\n.pushsection tbl,\"a\"\n.popsection\n"
	  ".pushsection .fixup,\"ax\"\n.popsection",
	  ".Lss1:\n" R(0) R(3) ".pushsection __ex_table.text.f,\"a\"\n.Lss0:\n.popsection\n"
	  ".pushsection tbl,\"ao\",%progbits,.Lss1,unique,2\n.popsection\n"
	  ".pushsection .fixup,\"ax\",%progbits,unique,3\n.Lss3:\n.popsection",
	  NULL, "__ex_table,tbl:linkorder,.fixup:unique" },
	{ "linkorder from another section: a label there", X86, 0, ".text.f", 0, 0,
	  ".pushsection .data.x\n.pushsection tbl,\"a\",\"progbits\"\n.popsection\n.popsection",
	  ".pushsection .data.x\n.Lss0: .pushsection tbl,\"ao\",\"progbits\",.Lss0,unique,1\n.popsection\n.popsection",
	  NULL, "tbl:linkorder" },
	{ "linkorder on mips: the label before the first label", MIPS, 0, ".text.f", 0, 0,
	  "nop\n1: lw $2, 0($4)\n.pushsection .note.x,\"\",%note\n.word 1b\n.popsection",
	  "nop\n.Lss0:\n1: lw $2, 0($4)\n.pushsection .note.x,\"o\",%note,.Lss0,unique,1\n.word 1b\n.popsection",
	  NULL, ".note.x:linkorder" },
	{ "linkorder with M or G flags", X86, 0, ".text.f", 0, 0,
	  ".pushsection tbl,\"aM\",@progbits,4\n.popsection", NULL, "UNIQUE_FLAGS",
	  "tbl:linkorder" },
	{ "linkorder with a group", X86, 0, ".text.f", 0, 0,
	  ".pushsection tbl,\"aG\",@progbits,g,comdat\n.popsection", NULL,
	  "UNIQUE_FLAGS", "tbl:linkorder" },
	{ "unique with an o flag", X86, 0, ".text.f", 0, 2,
	  ".pushsection __ex_table,\"ao\",@progbits,sym\n.popsection", NULL,
	  "UNIQUE_FLAGS" },
	{ "linkorder needs flags", X86, 0, ".text.f", 0, 0,
	  ".pushsection tbl\n.popsection", NULL, "BAD_UNIQUE", "tbl:linkorder" },
	/* unique reads quoted types; a note table is refused but linkorder */
	{ "unique: a quoted type", X86, 0, ".text.f", 0, 2,
	  ".pushsection __ex_table,\"a\",\"progbits\"\n.popsection",
	  ".pushsection __ex_table,\"a\",\"progbits\",unique,0\n.popsection" },
	{ "unique: an operand after the type", X86, 1, ".text.f", 0, 2,
	  ".pushsection __ex_table,\"a\",%0\n.popsection", NULL, "UNIQUE_OPERANDS" },
	{ "unique: a note table", X86, 0, ".text.f", 0, 0,
	  ".pushsection notes,\"?\",\"note\"\n.popsection", NULL, "NOTE_TABLE",
	  "notes:unique" },
	{ "suffix: a note table", X86, 0, ".text.f", 0, 0,
	  ".pushsection notes,\"\",@note\n.popsection", NULL, "NOTE_TABLE",
	  "notes" },
};

static int failures, passes;

static void check(int ok, const char *name, const char *what)
{
	printf("%s: %s: %s\n", ok ? "PASS" : "FAIL", name, what);
	if (ok)
		passes++;
	else
		failures++;
}


static void run(const struct tcase *t)
{
	struct ss_config cfg = { ss_default_tables, ss_ndefault_tables,
				 !t->norefs, ".Lss",
				 t->norefs == 2 ? SS_NAMING_UNIQUE
						: SS_NAMING_SUFFIX };
	struct ss_asm in = { t->in, strlen(t->in), t->extended, t->section,
			     t->comdat, 0 };
	struct ss_result res, again;
	struct ss_tables tables = { 0 };
	char got[256] = "";
	size_t i;

	if (t->tables) {
		const char *why = ss_parse_tables(t->tables, cfg.naming, &tables);

		check(!why, t->name, "tables= parsed");
		cfg.tables = tables.names;
		cfg.ntables = tables.n;
		cfg.namings = tables.namings;
	}
	ss_rewrite(&in, &syntaxes[t->syntax], &cfg, &res);
	if (t->out)
		check(res.text && strcmp(res.text, t->out) == 0, t->name,
		      "rewritten text");
	else
		check(!res.text, t->name, "left as written");
	if (!t->out && res.text)
		printf("  got: %s\n", res.text);
	if (t->out && (!res.text || strcmp(res.text, t->out)))
		printf("  got: %s\n  want: %s\n", res.text ? res.text : "(none)",
		       t->out);
	for (i = 0; i < res.ndiags; i++) {
		if (i)
			strcat(got, " ");
		strcat(got, ss_diag_name(res.diags[i].code));
	}
	check(strcmp(got, t->diags ? t->diags : "") == 0, t->name,
	      "diagnostics");
	if (strcmp(got, t->diags ? t->diags : ""))
		printf("  got: %s\n", got);

	/* rewriting is idempotent: a second pass finds nothing to do */
	if (res.text) {
		in.text = res.text;
		in.len = res.len;
		in.label_base = res.labels_used;
		ss_rewrite(&in, &syntaxes[t->syntax], &cfg, &again);
		check(!again.text, t->name, "idempotent");
		ss_result_free(&again);
	}
	ss_result_free(&res);
	ss_tables_free(&tables);
}

/* tables=NAME[:mode],...: the one reader of the option's list. */
static void table_lists(void)
{
	static const struct {
		const char *list, *names, *namings, *bad;
	} lists[] = {
		{ "a,b:linkorder,,c:unique,d:suffix", "a b c d", "unique linkorder unique suffix", NULL },
		{ "", "", "", NULL },
		{ ".note.stapsdt:linkorder", ".note.stapsdt", "linkorder", NULL },
		{ ".notes", ".notes", "unique", NULL },
		{ "a,b:bogus", NULL, NULL, "b:bogus" },
		{ ":unique", NULL, NULL, ":unique" },
		{ "a,.note.stapsdt", NULL, NULL, ".note.stapsdt" },
		{ ".note:unique", NULL, NULL, ".note" },
	};
	size_t i, k;

	for (i = 0; i < sizeof(lists) / sizeof(lists[0]); i++) {
		struct ss_tables t;
		const char *why = ss_parse_tables(lists[i].list, SS_NAMING_UNIQUE,
						  &t);
		char names[128] = "", namings[128] = "";

		for (k = 0; k < t.n; k++) {
			strcat(names, k ? " " : "");
			strcat(names, t.names[k]);
			strcat(namings, k ? " " : "");
			strcat(namings, ss_naming_name(t.namings[k]));
		}
		if (lists[i].bad)
			check(why && t.bad && !strcmp(t.bad, lists[i].bad),
			      lists[i].list, "tables= refused, naming the entry");
		else
			check(!why && !strcmp(names, lists[i].names) &&
			      !strcmp(namings, lists[i].namings),
			      lists[i].list, "tables= entries and modes");
		ss_tables_free(&t);
	}
}

/* Labels continue from label_base and are unique across calls. */
static void labels(void)
{
	struct ss_config cfg = { ss_default_tables, ss_ndefault_tables, 1,
				 ".Lss" };
	const char *t = ".pushsection __ex_table\n.popsection\n"
			".pushsection .fixup\n.popsection";
	struct ss_asm in = { t, strlen(t), 0, ".text", 0, 7 };
	struct ss_result res;

	ss_rewrite(&in, &syntaxes[X86], &cfg, &res);
	check(res.labels_used == 2 && res.text &&
	      strstr(res.text, ".Lss7:") && strstr(res.text, ".Lss8:") &&
	      res.nrenames == 2 && !strcmp(res.renames[1].old_name, ".fixup") &&
	      !strcmp(res.renames[1].new_name, ".fixup.text") &&
	      !strcmp(res.renames[1].label, ".Lss8") && res.renames[1].line == 3,
	      "labels", "numbering and rename records");
	ss_result_free(&res);
}

/* The line a rename or a diagnostic names, after text that spans lines:
   a block comment, a string (escaped newline or not), a '<newline>. */
static void lines(void)
{
	static const struct {
		const char *name, *text;
	} cases[] = {
		{ "block comment", "/* a\nb\n*/ nop\n.pushsection __ex_table\n.popsection" },
		{ "string, escaped newline", ".ascii \"a\\\nb\\\n\"\n.pushsection __ex_table\n.popsection" },
		{ "string, newline", ".ascii \"a\nb\n\"\n.pushsection __ex_table\n.popsection" },
		{ "character newline", ".byte '\n, '\n\n.pushsection __ex_table\n.popsection" },
	};
	struct ss_config cfg = { ss_default_tables, ss_ndefault_tables, 1,
				 ".Lss" };
	struct ss_result res;
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct ss_asm in = { cases[i].text, strlen(cases[i].text), 0,
				     ".text", 0, 0 };

		ss_rewrite(&in, &syntaxes[X86], &cfg, &res);
		check(res.nrenames == 1 && res.renames[0].line == 4,
		      cases[i].name, "the rename's line");
		ss_result_free(&res);
	}
}

/* A blocked statement is shown whole up to 72 characters, then cut. */
static void shown(void)
{
	struct ss_config cfg = { ss_default_tables, ss_ndefault_tables, 1,
				 ".Lss" };
	char text[128];
	struct ss_result res;
	int i, len;

	for (i = 0; i < 2; i++) {
		/* an unterminated name, of 72 and of 73 characters */
		len = snprintf(text, sizeof(text), ".pushsection \"__ex_table%0*d",
			       72 - 24 + i, 0);
		ss_rewrite(&(struct ss_asm){ text, (size_t)len, 0, ".text", 0, 0 },
			   &syntaxes[X86], &cfg, &res);
		check(res.ndiags == 1 && res.diags[0].code == SS_DIAG_BAD_NAME &&
		      strncmp(res.diags[0].stmt, text, 72) == 0 &&
		      strcmp(res.diags[0].stmt + 72, i ? "..." : "") == 0,
		      "shown statement", i ? "73 characters: 72 and ..."
					   : "72 characters: whole");
		ss_result_free(&res);
	}
}

/* Out of memory: the core's only way out is the oom hook. */
static int allocations_left;

static void *failing_realloc(void *p, size_t n)
{
	return allocations_left-- > 0 ? realloc(p, n) : NULL;
}

static void oom_exit(void)
{
	_exit(42);	/* in the child: no leak check, nothing to unwind */
}

/* In a child: with the allocation number "fail" failing, the rewrite of a
   template that needs a few dozen ends in the hook (exit 42), never in
   a return with a result; with none failing it returns (exit 0). */
static int rewrite_with_failure(int fail)
{
	static const struct ss_alloc_hooks hooks = { failing_realloc, oom_exit };
	struct ss_config cfg = { ss_default_tables, ss_ndefault_tables, 1,
				 ".Lss" };
	const char *t = ".pushsection __ex_table,\"a\"\n.long 1b\n.popsection\n"
			".pushsection %S.x\n.popsection";
	struct ss_asm in = { t, strlen(t), 0, ".text.f", 1, 0 };
	struct ss_result res;
	int status;
	pid_t pid = fork();

	if (pid == 0) {
		allocations_left = fail;
		ss_set_alloc_hooks(&hooks);
		ss_rewrite(&in, &syntaxes[X86], &cfg, &res);
		_exit(res.text ? 0 : 1);
	}
	if (pid < 0 || waitpid(pid, &status, 0) != pid || !WIFEXITED(status))
		return -1;
	return WEXITSTATUS(status);
}

static void out_of_memory(void)
{
	int fail, hooked = 0;

	for (fail = 0; fail < 20; fail++)
		hooked += rewrite_with_failure(fail) == 42;
	check(hooked == 20, "out of memory",
	      "every failing allocation ends in the oom hook");
	check(rewrite_with_failure(1 << 20) == 0, "out of memory",
	      "without a failure the rewrite returns its result");
}

int main(void)
{
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		run(&cases[i]);
	labels();
	lines();
	shown();
	table_lists();
	out_of_memory();
	printf("%d passed, %d failed\n", passes, failures);
	return failures != 0;
}
