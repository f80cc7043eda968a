/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * facts: the ELF facts ss-tables prints for the test suite, so that no
 * test reads readelf's text: sections, groups, relocs, symbols, bytes
 * and probes (the records: tools/ss-tables.c's header).
 * Each prints to stdout and returns 0, or -1 with the reason in
 * e->error.
 */
#ifndef SS_FACTS_H
#define SS_FACTS_H

#include "elf.h"

int facts_sections(struct elf_file *e);
int facts_groups(struct elf_file *e);
int facts_relocs(struct elf_file *e);
int facts_symbols(struct elf_file *e);
/* The contents of the sections named (by name or decimal index) in
 * which[0..n). */
int facts_bytes(const struct elf_file *e, char **which, int n);
int facts_probes(struct elf_file *e);

#endif
