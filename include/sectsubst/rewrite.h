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
	/*
	 * gas reads GCC's own directives unscrubbed: the output starts with
	 * #NO_APP (m68k)
	 */
	int gcc_lines_raw;
};

/* How a table piece is named; per table (ss_config.namings) or for all. */
enum ss_naming {
	SS_NAMING_SUFFIX,	/* __ex_table -> __ex_table.text.foo */
	SS_NAMING_UNIQUE,	/* __ex_table,"a",%progbits,unique,<id> */
	/*
	 * .note.x,"o","note",<label>,unique,<id>: SHF_LINK_ORDER to a label
	 * in the section the piece is pushed from, and no .reloc
	 */
	SS_NAMING_LINKORDER,
};

struct ss_config {
	const char *const *tables;	/* section names renamed per function */
	size_t ntables;
	int refs;			/* insert .reloc references */
	const char *label_prefix;	/* e.g. ".Lsectsubst" */
	enum ss_naming naming;
	const enum ss_naming *namings;	/* per table; NULL: naming for all */
};

/*
 * Whether gas gives a section of this name SHT_NOTE when no type is
 * written (".note", ".note.*"): a note table's pieces must be linkorder.
 */
int ss_note_section(const char *name);

/*
 * The tables= option's list, NAME[:suffix|:unique|:linkorder],...: each
 * entry without a mode takes dflt (naming=).  Empty entries are skipped.
 * On success returns NULL and fills t (names and namings for ss_config);
 * otherwise returns why (a message) and sets t->bad to the entry.
 */
struct ss_tables {
	const char **names;
	enum ss_naming *namings;
	size_t n;
	char *bad;		/* the entry refused */
	char *storage;
};

const char *ss_parse_tables(const char *list, enum ss_naming dflt,
			    struct ss_tables *t);
void ss_tables_free(struct ss_tables *t);
/* "suffix", "unique", "linkorder"; ss_parse_naming: -1 if none of them. */
const char *ss_naming_name(enum ss_naming naming);
int ss_parse_naming(const char *s, size_t len);

struct ss_asm {
	const char *text;	/* the template as GCC holds it */
	size_t len;
	int extended;		/* extended asm: '%' is GCC's escape character */
	const char *section;	/* section at the asm's start; NULL: unknown */
	int comdat;		/* that section is in a COMDAT group */
	unsigned long label_base;	/* first free label (and unique id) */
};

/* Every diagnostic: sectsubst/diags.def. */
enum ss_diag_code {
#define SS_DIAG(code, ...) SS_DIAG_##code,
#include "sectsubst/diags.def"
#undef SS_DIAG
	SS_DIAG_COUNT,		/* how many codes there are */
	SS_DIAG_NONE		/* no diagnostic; never in an ss_diag */
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
};

/* The tables renamed when the user names none: sectsubst/tables.def. */
extern const char *const ss_default_tables[];
extern const size_t ss_ndefault_tables;

void ss_rewrite(const struct ss_asm *in, const struct ss_syntax *syn,
		const struct ss_config *cfg, struct ss_result *res);
void ss_result_free(struct ss_result *res);

/*
 * The message for a diagnostic code, without the statement; its name
 * ("BAD_NAME"), for tools and tests.
 */
const char *ss_diag_message(enum ss_diag_code code);
const char *ss_diag_name(enum ss_diag_code code);

/*
 * Every allocation of the core goes through realloc_fn (free() must take
 * what it returns); when it fails, the core calls oom, which must not
 * return.  The defaults are realloc and abort: the core itself has no
 * out-of-memory path.  cc1's glue makes oom a fatal error; the unit tests
 * make realloc_fn fail.  NULL members (or hooks) restore the defaults.
 */
struct ss_alloc_hooks {
	void *(*realloc_fn)(void *ptr, size_t size);
	void (*oom)(void);
};

void ss_set_alloc_hooks(const struct ss_alloc_hooks *hooks);

#ifdef __cplusplus
}
#endif

#endif /* SECTSUBST_REWRITE_H */
