/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * facts: the ELF facts the test suite reads (ss-tables sections, groups,
 * relocs, symbols, bytes, probes; their records are
 * described in ss-tables.c's header).  Over tools/elf.c's reader, as
 * readelf would show them but one record a line, tab separated, so that
 * no test parses readelf's text.
 */
#include "facts.h"

#include <elf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* relocs and groups read a relocatable object's symbols. */
static int need_object(struct elf_file *e)
{
	if (e->type != ET_REL || !e->syms)
		return elf_fail(e, "not an object with a symbol table");
	return 0;
}

/* A symbol's name as readelf shows it: a section symbol's is its
 * section's. */
static const char *sym_name(const struct elf_file *e, unsigned i)
{
	const struct elf_sym *s = &e->syms[i];

	if (i && s->type == STT_SECTION && !*s->name)
		return elf_section_name(e, s->shndx);
	return s->name;
}

/* ---- sections ---------------------------------------------------------- */

static const char *type_name(unsigned type)
{
	static const struct {
		unsigned type;
		const char *name;
	} names[] = {
		{ SHT_NULL, "NULL" }, { SHT_PROGBITS, "PROGBITS" },
		{ SHT_SYMTAB, "SYMTAB" }, { SHT_STRTAB, "STRTAB" },
		{ SHT_RELA, "RELA" }, { SHT_HASH, "HASH" },
		{ SHT_DYNAMIC, "DYNAMIC" }, { SHT_NOTE, "NOTE" },
		{ SHT_NOBITS, "NOBITS" }, { SHT_REL, "REL" },
		{ SHT_DYNSYM, "DYNSYM" }, { SHT_INIT_ARRAY, "INIT_ARRAY" },
		{ SHT_FINI_ARRAY, "FINI_ARRAY" },
		{ SHT_PREINIT_ARRAY, "PREINIT_ARRAY" }, { SHT_GROUP, "GROUP" },
		{ SHT_SYMTAB_SHNDX, "SYMTAB SECTION INDICES" },
		{ SHT_GNU_HASH, "GNU_HASH" }, { SHT_GNU_verdef, "VERDEF" },
		{ SHT_GNU_verneed, "VERNEED" }, { SHT_GNU_versym, "VERSYM" },
		{ SHT_GNU_ATTRIBUTES, "GNU_ATTRIBUTES" },
		{ 0x6fff4c00, "LLVM_ADDRSIG" },
	};

	for (size_t i = 0; i < sizeof names / sizeof *names; i++)
		if (names[i].type == type)
			return names[i].name;
	return NULL;
}

/* readelf's letters, in its order. */
static void flag_letters(const struct elf_file *e, uint64_t f, char *buf)
{
	static const struct {
		uint64_t bit;
		char letter;
	} letters[] = {
		{ SHF_WRITE, 'W' }, { SHF_ALLOC, 'A' },
		{ SHF_EXECINSTR, 'X' }, { SHF_MERGE, 'M' },
		{ SHF_STRINGS, 'S' }, { SHF_INFO_LINK, 'I' },
		{ SHF_LINK_ORDER, 'L' }, { SHF_OS_NONCONFORMING, 'O' },
		{ SHF_GROUP, 'G' }, { SHF_TLS, 'T' }, { SHF_COMPRESSED, 'C' },
		{ SHF_GNU_RETAIN, 'R' }, { SHF_EXCLUDE, 'E' },
	};
	uint64_t rest = f;

	for (size_t i = 0; i < sizeof letters / sizeof *letters; i++)
		if (f & letters[i].bit) {
			*buf++ = letters[i].letter;
			rest &= ~letters[i].bit;
		}
	if (e->machine == EM_ARM && (rest & 0x20000000)) {	/* purecode */
		*buf++ = 'y';
		rest &= ~0x20000000ull;
	}
	if (rest & SHF_MASKOS)
		*buf++ = 'o';
	if (rest & SHF_MASKPROC)
		*buf++ = 'p';
	*buf = 0;
}

int facts_sections(struct elf_file *e)
{
	for (unsigned i = 1; i < e->shnum; i++) {
		const struct elf_shdr *s = &e->sh[i];
		char flags[32];

		flag_letters(e, s->flags, flags);
		printf("section\t%u\t%s\t", i, s->name);
		if (type_name(s->type))
			printf("%s", type_name(s->type));
		else if (s->type >= SHT_LOPROC && s->type <= SHT_HIPROC)
			printf("LOPROC+%#x", s->type - SHT_LOPROC);
		else
			printf("%#x", s->type);
		printf("\t%s\t%llx\t%llx\t%llx\t%llx\t%llx\t%u\t%u\n", flags,
		       (unsigned long long)s->addr, (unsigned long long)s->off,
		       (unsigned long long)s->size,
		       (unsigned long long)s->entsize,
		       (unsigned long long)s->align, s->link, s->info);
	}
	return 0;
}

/* ---- relocations ------------------------------------------------------ */

static void print_reloc(const struct elf_file *e, unsigned sec,
			const struct elf_rel *r)
{
	const struct elf_sym *s = &e->syms[r->sym];

	printf("reloc\t%u\t%s\t%llx\t%u\t%s\t%llx\t%u\t%s\t", sec,
	       elf_section_name(e, sec), (unsigned long long)r->off, r->type,
	       sym_name(e, r->sym), (unsigned long long)s->value, s->shndx,
	       elf_section_name(e, s->shndx));
	if (r->how == ELF_ADDEND_OPAQUE)
		puts("-");
	else
		printf("%lld\n", (long long)r->addend);
}

/* Each REL and RELA section's relocations, in file order. */
int facts_relocs(struct elf_file *e)
{
	if (need_object(e))
		return -1;
	for (unsigned j = 1; j < e->shnum; j++) {
		struct elf_rel *rel;
		size_t n;

		if (e->sh[j].type != SHT_REL && e->sh[j].type != SHT_RELA)
			continue;
		if (elf_relocs(e, j, &rel, &n)) {
			free(rel);
			return -1;
		}
		for (size_t k = 0; k < n; k++)
			print_reloc(e, e->sh[j].info, &rel[k]);
		free(rel);
	}
	return 0;
}

/* ---- groups ------------------------------------------------------------ */

/* A section group: its flag word, then its members' indexes. */
static int print_group(struct elf_file *e, unsigned i)
{
	const struct elf_shdr *g = &e->sh[i];

	if (g->info >= e->nsyms || g->size < 4 || g->size % 4 || !g->data)
		return elf_fail(e, "%s: a bad section group", g->name);
	printf("group\t%u\t%s\t%s\t%llx", i, g->name, sym_name(e, g->info),
	       (unsigned long long)elf_get(e, g->data, 4));
	for (uint64_t k = 4; k < g->size; k += 4)
		printf("\t%s",
		       elf_section_name(e, elf_get(e, g->data + k, 4)));
	putchar('\n');
	return 0;
}

int facts_groups(struct elf_file *e)
{
	if (need_object(e))
		return -1;
	for (unsigned i = 1; i < e->shnum; i++)
		if (e->sh[i].type == SHT_GROUP && print_group(e, i))
			return -1;
	return 0;
}

/* ---- symbols ----------------------------------------------------------- */

struct code_name {
	unsigned code;
	const char *name;
};

/* name's entry for code, else code in decimal in buf. */
static const char *code_name(const struct code_name *names, size_t n,
			     unsigned code, char *buf, size_t size)
{
	for (size_t i = 0; i < n; i++)
		if (names[i].code == code)
			return names[i].name;
	snprintf(buf, size, "%u", code);
	return buf;
}

static void print_symbol(const struct elf_file *e, unsigned i)
{
	static const struct code_name types[] = {
		{ STT_NOTYPE, "NOTYPE" }, { STT_OBJECT, "OBJECT" },
		{ STT_FUNC, "FUNC" }, { STT_SECTION, "SECTION" },
		{ STT_FILE, "FILE" }, { STT_COMMON, "COMMON" },
		{ STT_TLS, "TLS" }, { STT_GNU_IFUNC, "IFUNC" },
	}, binds[] = {
		{ STB_LOCAL, "LOCAL" }, { STB_GLOBAL, "GLOBAL" },
		{ STB_WEAK, "WEAK" }, { STB_GNU_UNIQUE, "UNIQUE" },
	};
	const struct elf_sym *s = &e->syms[i];
	char tbuf[16], bbuf[16];

	printf("symbol\t%u\t%s\t%llx\t%llx\t%s\t%s\t%u\t%s\n", i,
	       sym_name(e, i), (unsigned long long)s->value,
	       (unsigned long long)s->size,
	       code_name(types, sizeof types / sizeof *types, s->type, tbuf,
			 sizeof tbuf),
	       code_name(binds, sizeof binds / sizeof *binds, s->bind, bbuf,
			 sizeof bbuf),
	       s->shndx, elf_section_name(e, s->shndx));
}

int facts_symbols(struct elf_file *e)
{
	if (!e->syms)
		return elf_fail(e, "no symbol table");
	for (unsigned i = 1; i < e->nsyms; i++)
		print_symbol(e, i);
	return 0;
}

/* ---- bytes ------------------------------------------------------------- */

/* Whether section i is one of which[0..n): its name or its index. */
static int selected(const struct elf_file *e, unsigned i, char **which,
		    int n)
{
	for (int k = 0; k < n; k++) {
		char *end;
		unsigned long x = strtoul(which[k], &end, 10);

		if (*which[k] && !*end ? x == i : !strcmp(which[k],
							     e->sh[i].name))
			return 1;
	}
	return 0;
}

int facts_bytes(const struct elf_file *e, char **which, int n)
{
	for (unsigned i = 1; i < e->shnum; i++) {
		const struct elf_shdr *s = &e->sh[i];

		if (!s->data || !selected(e, i, which, n))
			continue;
		printf("bytes\t%u\t%s\t", i, s->name);
		for (uint64_t k = 0; k < s->size; k++)
			printf("%02x", s->data[k]);
		putchar('\n');
	}
	return 0;
}

/* ---- probes: SystemTap's notes ----------------------------------------- */

/* The NUL-terminated string at *p, before end; NULL if there is none. */
static const char *note_string(const unsigned char **p,
			       const unsigned char *end)
{
	const unsigned char *z = memchr(*p, 0, end - *p);
	const char *s = (const char *)*p;

	if (!z)
		return NULL;
	*p = z + 1;
	return s;
}

/* A stapsdt note's descriptor: pc, base, semaphore, then provider, name
 * and arguments; 0, or -1. */
static int print_probe(struct elf_file *e, unsigned i,
		       const unsigned char *d, uint64_t size)
{
	unsigned w = e->is64 ? 8 : 4;
	const unsigned char *p = d + 3 * w, *end = d + size;
	const char *provider, *name, *args;

	if (size < 3 * w || !(provider = note_string(&p, end)) ||
	    !(name = note_string(&p, end)) || !(args = note_string(&p, end)))
		return elf_fail(e, "%s: a bad stapsdt note", e->sh[i].name);
	printf("probe\t%u\t%s\t%s\t%llx\t%llx\t%llx\t%s\n", i, provider, name,
	       (unsigned long long)elf_get(e, d, w),
	       (unsigned long long)elf_get(e, d + w, w),
	       (unsigned long long)elf_get(e, d + 2 * w, w), args);
	return 0;
}

static uint64_t align_up(uint64_t x, unsigned a)
{
	return (x + a - 1) / a * a;
}

/* The notes of section i, each part padded from the note's start to 4
 * bytes, 8 in a section so aligned (.note.gnu.property on 64 bits), as
 * readelf reads them. */
static int section_probes(struct elf_file *e, unsigned i)
{
	const struct elf_shdr *s = &e->sh[i];
	unsigned a = s->align == 8 ? 8 : 4;
	uint64_t off = 0;

	while (off + 12 <= s->size) {
		uint64_t namesz = elf_get(e, s->data + off, 4);
		uint64_t descsz = elf_get(e, s->data + off + 4, 4);
		uint64_t desc = off + align_up(12 + namesz, a);

		if (desc > s->size || descsz > s->size - desc)
			return elf_fail(e, "%s: a truncated note", s->name);
		if (elf_get(e, s->data + off + 8, 4) == 3 && namesz == 8 &&
		    !memcmp(s->data + off + 12, "stapsdt", 8) &&
		    print_probe(e, i, s->data + desc, descsz))
			return -1;
		off = desc + align_up(descsz, a);
	}
	return 0;
}

int facts_probes(struct elf_file *e)
{
	for (unsigned i = 1; i < e->shnum; i++)
		if (e->sh[i].type == SHT_NOTE && e->sh[i].data &&
		    section_probes(e, i))
			return -1;
	return 0;
}
