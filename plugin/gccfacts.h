/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * What GCC knows and the rewrite core needs: the section an asm lands in,
 * whether that section is in a COMDAT group, the target's assembler syntax,
 * and where the templates of an asm insn live.
 */
#ifndef SECTSUBST_GCCFACTS_H
#define SECTSUBST_GCCFACTS_H

#include "bversion.h"
#include "sectsubst/rewrite.h"

/*
 * The GCC versions the plugin is written for, and `make check-toolchains`
 * tests: another GCC's headers stop the build here (a kernel's Kconfig
 * hides the option from such a GCC before it gets this far).
 */
#if BUILDING_GCC_MAJOR < 11 || BUILDING_GCC_MAJOR > 16
#error "sectsubst supports GCC 11 to 16; these plugin headers are another GCC's"
#endif

/* A section of the current function as gas will name it. */
struct fn_section {
	const char *name;	/* NULL: GCC uses a section gas names otherwise */
	bool comdat;
};

bool function_starts_cold(void);
struct fn_section function_part_section(bool cold);

void target_syntax(struct ss_syntax *syn);
bool assembler_has_link_order(void);

/* One inline asm: its template and every RTL node that holds it. */
#define MAX_ASM_NODES 64
struct asm_site {
	rtx nodes[MAX_ASM_NODES];	/* ASM_INPUT or ASM_OPERANDS */
	int nnodes;
	const char *tmpl;
	bool extended;
	location_t loc;
};

/* ASM_ODD: an asm whose nodes disagree on the template, left alone. */
enum asm_shape { ASM_NONE, ASM_FOUND, ASM_ODD };
enum asm_shape find_asm(rtx_insn *insn, struct asm_site *site);
void set_asm_template(struct asm_site *site, const char *tmpl);

/* One top-level asm: its template, as extended asm or not, and where. */
struct toplevel_asm {
	const char *tmpl;
	int extended;
	location_t loc;		/* UNKNOWN_LOCATION before GCC 15 */
};

struct toplevel_asm toplevel_asm(asm_node *node);
asm_node *next_toplevel_asm(asm_node *node);

#endif /* SECTSUBST_GCCFACTS_H */
