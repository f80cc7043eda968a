/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * image: a linked program's tables, decoded (ss-tables entries,
 * functions and compare): each entry's address fields resolved to
 * run-time addresses, the code symbol that names its first one, and the
 * checks of -c.
 */
#ifndef SS_IMAGE_H
#define SS_IMAGE_H

#include "elf.h"
#include "tables.h"

#include <stddef.h>
#include <stdint.h>

/* A symbol nm calls t, T, w, W (or i): defined in code. */
struct code_sym {
	uint64_t addr, size;	/* size 0: a label without one */
	const char *name;
	int global;
};

struct image {
	const struct elf_file *elf;
	struct code_sym *syms;	/* by address, then name (as nm -n) */
	size_t nsyms;
};

struct entry {
	const char *section;	/* the output section it is in */
	uint64_t addr, first;	/* first: its first address field */
	uint64_t word[TABLE_MAX_WORDS];
	unsigned nwords;
	/* the code symbol first lies in; NAME(past-end,NEXT) behind a sized
	 * one (NEXT: the next code symbol, if in the same section); (data)
	 * outside code; ? before every symbol */
	char function[512];
};

/* A failed check of an entry. */
struct problem {
	size_t entry;
	char message[200];
};

struct decoded {
	struct entry *entries;
	size_t n;
	struct problem *problems;
	size_t nproblems;
};

void image_load(struct image *im, const struct elf_file *e);
void image_free(struct image *im);

/* The entries of table t: between its start and stop symbols or, with
 * by_section or without them, in its sections (NAME and NAME.*); with
 * check, the problems of -c.  0, or -1 with the reason in err. */
int image_decode(const struct image *im, const struct table *t, int by_section,
		 int check, struct decoded *out, char *err, size_t n);
void decoded_free(struct decoded *d);

#endif
