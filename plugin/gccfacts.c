// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * GCC facts.  Everything here mirrors what final and varasm will do when
 * they emit the function, without emitting anything: the pass runs just
 * before final, so nothing may switch sections yet.
 */
#include "gcc-common.h"
/* DELAY_SLOTS, which the kernel's gcc-common.h does not bring */
#include "insn-attr-common.h"
#include "gccfacts.h"

/* GCC 15 renamed ASM_INPUT_P, when top-level asm began to take operands. */
#if BUILDING_GCC_MAJOR < 15
#define ASM_BASIC_P(NODE) ASM_INPUT_P(NODE)
#endif

/*
 * As assemble_start_function decides it: with a hot/cold partition the entry
 * block's partition says; otherwise decide_function_section has already
 * settled first_function_block_is_cold for this function.
 */
bool function_starts_cold(void)
{
	if (crtl->has_bb_partition)
		return !cfun->is_thunk &&
		       BB_PARTITION(ENTRY_BLOCK_PTR_FOR_FN(cfun)->next_bb) ==
			       BB_COLD_PARTITION;
	return first_function_block_is_cold;
}

/*
 * final switches to current_function_section () at the start and at every
 * NOTE_INSN_SWITCH_TEXT_SECTIONS, after toggling in_cold_section_p; ask the
 * same hook the same question.
 */
struct fn_section function_part_section(bool cold)
{
	struct fn_section fs = { NULL, false };
	bool saved = in_cold_section_p;
	section *sec;

	/* assemble_start_function does this too; it is idempotent */
	resolve_unique_section(current_function_decl, 0,
			       flag_function_sections);
	in_cold_section_p = cold;
	sec = current_function_section();
	in_cold_section_p = saved;

	if (sec->common.flags & SECTION_NAMED) {
		fs.name = sec->named.name;
		fs.comdat = (sec->common.flags & SECTION_LINKONCE) != 0;
	} else if (sec == text_section) {
		fs.name = ".text";
	}
	return fs;
}

/*
 * As default_file_start decides it: output that starts with ASM_APP_OFF
 * (m68k) has gas scrub only the inline asm, between #APP and #NO_APP, and
 * read GCC's own lines, its section names among them, as they are.
 */
static bool output_starts_app_off(void)
{
	return targetm.asm_file_start_app_off &&
	       !(flag_verbose_asm || flag_debug_asm || flag_dump_rtl_in_asm);
}

void target_syntax(struct ss_syntax *syn)
{
	/* GCC pads some ("\t#" on MIPS) for its own output */
	syn->comment = ASM_COMMENT_START + strspn(ASM_COMMENT_START, " \t");
#ifdef ASSEMBLER_DIALECT
	syn->dialect_braces = 1;
#else
	syn->dialect_braces = 0;
#endif
	syn->label_barrier = DELAY_SLOTS;
	syn->gcc_lines_raw = output_starts_app_off();
}

/* False for a node that is no asm, or one that breaks the pattern. */
static bool add_node(struct asm_site *site, rtx x)
{
	const char *tmpl;

	if (GET_CODE(x) == ASM_INPUT)
		tmpl = XSTR(x, 0);
	else if (GET_CODE(x) == ASM_OPERANDS)
		tmpl = ASM_OPERANDS_TEMPLATE(x);
	else
		return false;
	if (site->nnodes == 0) {
		site->tmpl = tmpl;
		site->extended = GET_CODE(x) == ASM_OPERANDS;
		site->loc = site->extended ? ASM_OPERANDS_SOURCE_LOCATION(x) :
					     ASM_INPUT_SOURCE_LOCATION(x);
	} else if (site->nnodes == MAX_ASM_NODES || tmpl != site->tmpl) {
		return false;
	}
	site->nodes[site->nnodes++] = x;
	return true;
}

/*
 * The shapes an inline asm takes: a bare ASM_INPUT or ASM_OPERANDS, a SET
 * of one output, or a PARALLEL of several outputs, clobbers and uses (on
 * x86 even a basic asm comes wrapped with its clobbers).  Every output has
 * its own ASM_OPERANDS holding the same template.
 */
enum asm_shape find_asm(rtx_insn *insn, struct asm_site *site)
{
	rtx body = PATTERN(insn);
	int i;

	site->nnodes = 0;
	if (GET_CODE(body) == SET)
		body = SET_SRC(body);
	if (GET_CODE(body) == PARALLEL) {
		for (i = 0; i < XVECLEN(body, 0); i++) {
			rtx x = XVECEXP(body, 0, i);

			if (GET_CODE(x) == SET)
				x = SET_SRC(x);
			if ((GET_CODE(x) == ASM_INPUT ||
			     GET_CODE(x) == ASM_OPERANDS) &&
			    !add_node(site, x))
				return ASM_ODD;
		}
	} else if (!add_node(site, body)) {
		return ASM_NONE;
	}
	if (!site->nnodes || !site->tmpl[0])
		return ASM_NONE;
	return ASM_FOUND;
}

/* RTL copies share template strings: give every node a fresh GC copy. */
void set_asm_template(struct asm_site *site, const char *tmpl)
{
	const char *copy = ggc_strdup(tmpl);
	int i;

	for (i = 0; i < site->nnodes; i++) {
		if (GET_CODE(site->nodes[i]) == ASM_INPUT)
			XSTR(site->nodes[i], 0) = copy;
		else
			ASM_OPERANDS_TEMPLATE(site->nodes[i]) = copy;
	}
	site->tmpl = copy;
}

/*
 * As assemble_asm prints it: since GCC 15 a top-level asm may take
 * operands, and is then an ASM_EXPR, with a location, whose template is
 * an extended one (%% escapes apply); before, and without operands, a
 * plain STRING_CST, with no location.
 */
struct toplevel_asm toplevel_asm(asm_node *node)
{
	struct toplevel_asm t = { NULL, 0, UNKNOWN_LOCATION };
	tree str = node->asm_str;

	if (TREE_CODE(str) == ASM_EXPR) {
		t.extended = !ASM_BASIC_P(str);
		t.loc = EXPR_LOCATION(str);
		str = ASM_STRING(str);
	}
	t.tmpl = TREE_STRING_POINTER(str);
	return t;
}

/*
 * As symbol_table::first_asm_symbol's list is walked (cgraphunit.cc's
 * output_asm_statements): GCC 16 chains top-level asm through its
 * toplevel_node base, every node of this list an asm_node.
 */
asm_node *next_toplevel_asm(asm_node *node)
{
#if BUILDING_GCC_MAJOR >= 16
	return (asm_node *)node->next;
#else
	return node->next;
#endif
}

/*
 * Whether the assembler this GCC was configured with takes the 'o' flag
 * with a symbol (binutils 2.35, which brought ",unique,<id>" too): GCC's
 * configure tests it, and default_print_patchable_function_entry asks for
 * 'o' on __patchable_function_entries on the same test.  An assembler
 * swapped in later breaks GCC's own output alike.
 */
bool assembler_has_link_order(void)
{
#if defined(HAVE_GAS_SECTION_LINK_ORDER) && HAVE_GAS_SECTION_LINK_ORDER
	return true;
#else
	return false;
#endif
}
