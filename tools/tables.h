/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * tables: what a table looks like.  A spec names a table, its entry size
 * and the fields that hold code addresses (ss-tables -t); a model is the
 * user-space test model's exception table for one machine
 * (testsuite/lib/uextable.h), the default spec of a file.
 */
#ifndef SS_TABLES_H
#define SS_TABLES_H

#include <stddef.h>

#define TABLE_MAX_FIELDS 8
#define TABLE_MAX_WORDS 16	/* ENTSIZE / WORD */

/* NAME:ENTSIZE[/WORD]:FIELDS[:START:STOP]; FIELDS the indexes of the
 * WORD-byte words that hold code addresses, '+' separated, each with 'r'
 * if place-relative, 'a' if it may point to data too. */
struct table {
	char name[64], start[80], stop[80];
	unsigned entsize, word, nfields;
	struct {
		unsigned index;
		int relative, data;
	} field[TABLE_MAX_FIELDS];
	int sorted;	/* the field whose addresses must ascend; -1: none */
};

/*
 * fixups: the prefix of the section the fixup stubs are in, "" where the
 * fixup is the instruction behind the access; go: a fixup may be a label
 * of the entry's own function (powerpc's asm goto stores); type, noreg:
 * the entry type every entry has and the register number that names none
 * (-1: none).
 */
struct model {
	unsigned machine;
	const char *name;
	unsigned size, word, relative;
	const char *fixups;
	int go, type, noreg;
};

/* 0, or -1 with the reason in err. */
int table_parse(struct table *t, const char *spec, char *err, size_t n);

/* The model for an ELF machine and class; NULL if there is none. */
const struct model *table_model(unsigned machine, int is64,
				struct model *buf);

/* The model's __ex_table as a spec. */
void table_default(struct table *t, const struct model *m);

/* The field index of word w of an entry, or -1. */
int table_field(const struct table *t, unsigned w);

/* Whether section sec is a piece of table: TABLE or TABLE.* */
int table_is_piece(const char *sec, const char *table);

/* The plugin's default tables (include/sectsubst/tables.def). */
extern const char *const table_defaults[];
extern const size_t table_ndefaults;

#endif
