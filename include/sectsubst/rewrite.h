/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The sectsubst rewrite core: plain C99, no GCC headers.
 *
 * GCC tells the core which section an asm statement is emitted into; the
 * core reads the template the way GNU as reads it and rewrites it:
 *   - %S in .section/.pushsection names becomes the current section name,
 *     exactly as `as --sectname-subst` would substitute it;
 *   - a configured table section (__ex_table, .fixup, ...) becomes
 *     <table><current section>, what <table>%S would give;
 *   - each renamed section gets a local label at the start of the pushed
 *     content and a zero-size `.reloc ., BFD_RELOC_NONE, label` at the start
 *     of the template, so the function's section references its entries;
 *   - in a COMDAT function, renamed sections get gas's `?` flag and so join
 *     the group of the section they are pushed from.
 * Anything the core cannot read with certainty leaves the whole template as
 * written and yields a diagnostic.
 */
#ifndef SECTSUBST_REWRITE_H
#define SECTSUBST_REWRITE_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* How the target's assembler splits and comments a template. */
struct ss_syntax {
	const char *comment;	/* rest-of-line comment: "#", "@", "//" */
	int dialect_braces;	/* extended asm has {a|b} dialect alternatives */
	int label_barrier;	/* gas fills delay slots up to labels (MIPS) */
};

enum ss_naming {
	SS_NAMING_SUFFIX,	/* __ex_table -> __ex_table.text.foo */
	SS_NAMING_UNIQUE,	/* __ex_table,"a",%progbits,unique,<id> */
};

struct ss_config {
	const char *const *tables;	/* section names renamed per function */
	size_t ntables;
	int refs;			/* insert .reloc references */
	const char *label_prefix;	/* e.g. ".Lsectsubst" */
	enum ss_naming naming;
};

struct ss_asm {
	const char *text;	/* the template as GCC holds it */
	size_t len;
	int extended;		/* extended asm: '%' is GCC's escape character */
	const char *section;	/* section at the asm's start; NULL: unknown */
	int comdat;		/* that section is in a COMDAT group */
	unsigned long label_base;	/* first free label (and unique id) */
};

enum ss_diag_code {
	SS_DIAG_PCT_S_OUTSIDE,	/* %S outside a section name */
	SS_DIAG_PCT_S_QUOTED,	/* %S inside a quoted section name */
	SS_DIAG_UNKNOWN_SECTION,	/* rewrite where the section is unknown */
	SS_DIAG_UNBALANCED,	/* asm does not end in the section it began in */
	SS_DIAG_POP_UNDERFLOW,	/* .popsection with nothing pushed in the asm */
	SS_DIAG_IN_BLOCK,	/* section directive in .macro/.rept/.if */
	SS_DIAG_BAD_NAME,	/* section name that cannot be parsed */
	SS_DIAG_BAD_FLAGS,	/* cannot add the COMDAT group flag */
	SS_DIAG_SUBST_LOOP,	/* gas's %S substitution would not terminate */
	SS_DIAG_DIALECT,	/* rewrite inside {a|b} dialect alternatives */
	SS_DIAG_NAME_TOO_LONG,	/* a substituted name beyond SS_NAME_MAX */
	SS_DIAG_BAD_UNIQUE,	/* naming=unique cannot apply here */
	SS_DIAG_COUNT
};

/* Nested %S%S doubles a name at each push; past this, refuse. */
#define SS_NAME_MAX 65536

enum ss_severity { SS_WARNING, SS_ERROR };

struct ss_diag {
	enum ss_diag_code code;
	enum ss_severity severity;
	int blocking;		/* the template is left as written */
	size_t line;		/* 1-based line within the template */
	char *stmt;		/* the statement concerned, shortened */
};

struct ss_rename {
	char *old_name;		/* the name as gas reads it */
	char *new_name;
	char *label;		/* reference target; NULL with refs=no */
	size_t line;
};

/* One replacement of [start, end) of the input by text. */
struct ss_edit {
	size_t start, end;
	char *text;
	size_t len;
};

struct ss_result {
	char *text;		/* NUL-terminated; NULL: leave as written */
	size_t len;
	struct ss_rename *renames;
	size_t nrenames;
	struct ss_diag *diags;
	size_t ndiags;
	struct ss_edit *edits;	/* sorted by start, non-overlapping */
	size_t nedits;
	unsigned long labels_used;	/* label and unique numbers taken */
	int relevant;		/* the template uses %S or a table section */
};

/* Returns 0, or -1 when out of memory (result then freed). */
int ss_rewrite(const struct ss_asm *in, const struct ss_syntax *syn,
	       const struct ss_config *cfg, struct ss_result *res);
void ss_result_free(struct ss_result *res);

/* The message for a diagnostic code, without the statement. */
const char *ss_diag_message(enum ss_diag_code code);

#ifdef __cplusplus
}
#endif

#endif /* SECTSUBST_REWRITE_H */
