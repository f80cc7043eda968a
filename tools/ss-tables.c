/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ss-tables: the one decoder of the tables sectsubst splits, for the
 * tests, kernel/check-tables.sh and the verify mode.  It reads the ELF
 * itself (tools/elf.c: 32 and 64 bits, either byte order), so it needs no
 * binutils for the target.  Its output is for programs: one record a
 * line, the fields separated by tabs, the first naming the record.
 *
 *   ss-tables layout FILE
 *       The user-space test model's table layout for FILE's machine
 *       (testsuite/lib/uextable.h), as a Tcl dict.
 *
 *   ss-tables entries [-c] [-s] [-t SPEC]... FILE
 *       A relocatable object: for each piece (a section named TABLE or
 *       TABLE.*)
 *           piece INDEX SECTION ENTRIES
 *       (INDEX: the section's, as several may have one name) and for each
 *       relocation of an address field
 *           field INDEX SECTION ENTRY FIELD TYPE TARGET-SECTION TARGET-OFFSET
 *       (the target is the symbol's section and value plus the addend, in
 *       place for REL; RISC-V's SUB half of an ADD/SUB pair, the entry's
 *       own address, is left out), or for one outside the address fields
 *           stray INDEX SECTION OFFSET TYPE TARGET-SECTION
 *       A linked image: for each entry
 *           entry TABLE SECTION INDEX ADDRESS WORD... FUNCTION
 *       (SECTION: the output section the entry is in), the address fields
 *       resolved to run-time addresses (place-relative ones added to their
 *       place), the other words as they are, in hex; FUNCTION is the code
 *       symbol the first address field lies in, NAME(past-end,NEXT) past
 *       a sized one (NEXT: the next code symbol, if in the same section),
 *       (data) outside code, ? before every symbol.  With -c the entries
 *       are checked (address fields non-zero, in present code: allocated
 *       and executable, 'a' fields in any allocated section; even;
 *       ascending by an 's' field), the first 20 failures on stderr, for people.
 *
 *   ss-tables functions FILE
 *       The code symbols of a linked image (those nm shows as t, T, w, W
 *       or i, less ARM's mapping symbols), by address then name:
 *           function NAME ADDRESS SIZE
 *       (ADDRESS in hex, a Thumb function's without its bit 0; SIZE in
 *       hex, 0 for a label without one).
 *
 *   ss-tables sections FILE
 *       Every section but the null one:
 *           section INDEX NAME TYPE FLAGS ADDRESS OFFSET SIZE ENTSIZE ALIGN
 *                   LINK INFO
 *       TYPE and FLAGS as readelf -S shows them (PROGBITS, NOBITS, ...,
 *       LOPROC+N for a processor's own; WAXMSILOGTCRE, o and p for other
 *       OS and processor bits, y for ARM's purecode), the numbers in hex
 *       but sh_link and sh_info, section indexes in decimal.
 *
 *   ss-tables relocs OBJECT
 *       Every relocation of a relocatable object, by relocation section
 *       then in file order:
 *           reloc INDEX SECTION OFFSET TYPE SYMBOL VALUE SYMINDEX
 *                 SYMSECTION ADDEND
 *       INDEX and SECTION the section it applies to, OFFSET in hex, TYPE
 *       the machine's number (0: R_*_NONE, the plugin's references),
 *       SYMBOL its symbol's name (a section symbol's: its section's; empty
 *       for symbol 0), VALUE in hex, SYMINDEX and SYMSECTION the symbol's
 *       section (*UND*, *ABS*, *COM* for those): where it points, whether
 *       gas kept a label (ARM's REL without an addend, RISC-V's local
 *       labels) or named the section; ADDEND in decimal: RELA's, a REL
 *       data word's content, or - where REL keeps it in an instruction.
 *
 *   ss-tables groups OBJECT
 *       Every section group (SHT_GROUP) of a relocatable object:
 *           group INDEX NAME SIGNATURE FLAGS MEMBER...
 *       SIGNATURE its symbol's name, FLAGS its flag word in hex (1:
 *       GRP_COMDAT), then its members' section names, in its order.
 *
 *   ss-tables symbols FILE
 *       Every symbol of .symtab but the null one:
 *           symbol INDEX NAME VALUE SIZE TYPE BIND SHNDX SECTION
 *       NAME as relocs shows it, VALUE and SIZE in hex, TYPE and BIND as
 *       readelf -s shows them (FUNC, OBJECT, ...; LOCAL, GLOBAL, WEAK,
 *       UNIQUE; a number for others), SHNDX and SECTION the section.
 *
 *   ss-tables bytes FILE SECTION...
 *       The contents of the sections given, each by name or by decimal
 *       index, in section order (none for one absent or SHT_NOBITS):
 *           bytes INDEX NAME HEX
 *       HEX the bytes in file order, two digits each.
 *
 *   ss-tables probes FILE
 *       SystemTap's probes (the stapsdt notes, type 3, of the SHT_NOTE
 *       sections), as gdb and libbpf read them:
 *           probe INDEX PROVIDER NAME PC BASE SEMAPHORE ARGS
 *       INDEX the note's section, PC, BASE and SEMAPHORE in hex as the
 *       note holds them (an object's are 0 and relocated).
 *
 *   ss-tables compare [-t SPEC]... IMAGE [REFERENCE]
 *       kernel/check-tables.sh's checks: each table of IMAGE (and of
 *       REFERENCE) decoded and checked as entries -c does, and, with a
 *       reference (the same configuration linked without the plugin),
 *       each function's entries counted in both.  Records, WHICH being
 *       image or reference:
 *           decoded TABLE WHICH ENTRIES FUNCTIONS ERRORS
 *           error TABLE WHICH INDEX MESSAGE       a failed check
 *           note TABLE WHICH INDEX ADDRESS        __ex_table lists it twice
 *           count TABLE WHICH FUNCTION N          entries per function
 *           mismatch TABLE MESSAGE                a function's entries differ
 *           dropped TABLE N FUNCTION...           gone with their entries
 *           summary TABLE COMPARED SAME GONE GONE-ENTRIES SKIPPED MISMATCHES
 *       (count: by function name in C order; dropped: the functions of one
 *       group of code named by its neighbours, space separated).  Code
 *       without a symbol of its own, NAME(past-end,NEXT), is compared by
 *       groups joined by either neighbour, which may be another object's
 *       and differ between the builds.  A function present in IMAGE must
 *       have as many entries as in REFERENCE; one gone from IMAGE must
 *       have none left; names of a different multiplicity are skipped.
 *
 *   ss-tables verify [-t NAME|SPEC]... [-r REPORT] [-n NAMING] PLAIN PLUGIN
 *       The verify mode (scripts/sectsubst-verify, tools/verify.c): the
 *       object PLUGIN, compiled with the plugin, against PLAIN, the same
 *       compile with it disabled.  -t names the tables (default:
 *       tables.def's; -t '' alone: none), a SPEC also cuts its pieces at
 *       each entry; -r reads the compile's diagnostics from the plugin's
 *       report=REPORT (never from GCC's messages, which translations and
 *       -fdiagnostics-format change); -n the plugin's naming= (unique:
 *       pieces keep the table's name).  One line, space separated (the
 *       wrapper's log),
 *           ok|mismatch PLUGIN asms=N renamed=N references=N [KIND=N]...
 *       and each mismatch on stderr, naming the section and the entry.
 *
 * SPEC is NAME:ENTSIZE[/WORD]:FIELDS[:START:STOP].  FIELDS are the
 * indexes of the WORD-byte words (default 4) that hold code addresses,
 * '+' separated, each with an 'r' if place-relative (.long label - .),
 * an 'a' if it may point to data too and an 's' if the entries must
 * ascend by it (a table sorted at build time and bisected).  In an image
 * the table lies between the symbols __start_NAME and __stop_NAME, or
 * START and STOP; without them, or with -s, it is the sections named NAME
 * and NAME.* (the tests check that the pieces all landed in the table).
 * Without -t: the test model's __ex_table, sorted.
 *
 * Exit status: 0, 1 a check failed, 2 usage or a file this tool cannot
 * read.
 */
#include "elf.h"
#include "facts.h"
#include "image.h"
#include "tables.h"
#include "verify.h"
#include "xalloc.h"

#include <elf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_TABLES 16
#define MAX_SHOWN 20	/* failed checks shown to people, per table */

static int usage(void)
{
	fputs("usage: ss-tables layout FILE\n"
	      "       ss-tables entries [-c] [-s] [-t NAME:ENTSIZE[/WORD]:FIELDS[:START:STOP]]... FILE\n"
	      "       ss-tables functions FILE\n"
	      "       ss-tables sections FILE\n"
	      "       ss-tables relocs OBJECT\n"
	      "       ss-tables groups OBJECT\n"
	      "       ss-tables symbols FILE\n"
	      "       ss-tables bytes FILE SECTION...\n"
	      "       ss-tables probes FILE\n"
	      "       ss-tables compare [-t SPEC]... IMAGE [REFERENCE]\n"
	      "       ss-tables verify [-t NAME[:ENTSIZE[/WORD]:FIELDS]]... [-r REPORT] [-n NAMING] PLAIN PLUGIN\n",
	      stderr);
	return 2;
}

/* A file that cannot be read: status 2. */
static int unreadable(const char *path, const char *why)
{
	fprintf(stderr, "ss-tables: %s: %s\n", path, why);
	return 2;
}

/* ---- the options of entries and compare -------------------------------- */

struct options {
	struct table tables[MAX_TABLES];
	int ntables, check, by_section;
	const char *files[2];
	int nfiles;
};

/* -c, -s, -t SPEC... then the files; 0, or 2 after a message. */
static int parse_options(int argc, char **argv, struct options *o, int nfiles)
{
	int i;

	memset(o, 0, sizeof *o);
	for (i = 2; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
		char err[256];

		if (!strcmp(argv[i], "-c"))
			o->check = 1;
		else if (!strcmp(argv[i], "-s"))
			o->by_section = 1;
		else if (!strcmp(argv[i], "-t") && i + 1 < argc &&
			 o->ntables < MAX_TABLES) {
			if (table_parse(&o->tables[o->ntables++], argv[++i], err,
					sizeof err)) {
				fprintf(stderr, "ss-tables: %s\n", err);
				return 2;
			}
		} else
			return usage();
	}
	if (argc - i < 1 || argc - i > nfiles)
		return usage();
	for (; i < argc; i++)
		o->files[o->nfiles++] = argv[i];
	return 0;
}

/* Without -t: the test model's __ex_table, for this machine. */
static int default_table(struct options *o, const struct elf_file *e)
{
	struct model m;

	if (o->ntables)
		return 0;
	if (!table_model(e->machine, e->is64, &m))
		return -1;
	table_default(&o->tables[0], &m);
	o->ntables = 1;
	return 0;
}

/* ---- layout, functions ------------------------------------------------- */

static int cmd_layout(const struct elf_file *e)
{
	struct model m;
	char type[16] = "{}", noreg[16] = "{}";

	if (!table_model(e->machine, e->is64, &m))
		return unreadable(e->path, "no table layout for this ELF machine");
	if (m.type >= 0)
		snprintf(type, sizeof type, "%d", m.type);
	if (m.noreg >= 0)
		snprintf(noreg, sizeof noreg, "%d", m.noreg);
	printf("machine %s size %u word %u relative %u endian %s fixups {%s}"
	       " goto %d type %s noreg %s\n", m.name, m.size, m.word,
	       m.relative, e->big ? "big" : "little", m.fixups, m.go, type,
	       noreg);
	return 0;
}

static int cmd_functions(const struct elf_file *e)
{
	struct image im;

	image_load(&im, e);
	for (size_t i = 0; i < im.nsyms; i++)
		printf("function\t%s\t%llx\t%llx\n", im.syms[i].name,
		       (unsigned long long)im.syms[i].addr,
		       (unsigned long long)im.syms[i].size);
	image_free(&im);
	return 0;
}

/* ---- entries: a relocatable object's pieces ---------------------------- */

static const struct table *table_of_piece(const struct options *o,
					  const char *sec)
{
	for (int k = 0; k < o->ntables; k++)
		if (table_is_piece(sec, o->tables[k].name))
			return &o->tables[k];
	return NULL;
}

/* One relocation of piece i: a field's, or a stray. */
static void print_reloc(const struct elf_file *e, unsigned i,
			const struct table *t, const struct elf_rel *r)
{
	const struct elf_sym *sy = &e->syms[r->sym];
	const char *name = e->sh[i].name;
	uint64_t in = r->off % t->entsize / t->word;
	uint64_t mask = e->is64 ? ~0ull : 0xffffffffull;
	int f = r->off % t->word ? -1 : table_field(t, in);

	if (f < 0) {
		printf("stray\t%u\t%s\t%#llx\t%u\t%s\n", i, name,
		       (unsigned long long)r->off, r->type,
		       elf_section_name(e, sy->shndx));
		return;
	}
	printf("field\t%u\t%s\t%llu\t%llu\t%u\t%s\t%#llx\n", i, name,
	       (unsigned long long)(r->off / t->entsize),
	       (unsigned long long)in, r->type, elf_section_name(e, sy->shndx),
	       (unsigned long long)((sy->value + (uint64_t)r->addend) & mask));
}

/* The relocations of piece i; 0, or 2 after a message. */
static int print_piece_relocs(struct elf_file *e, unsigned i,
			      const struct table *t)
{
	for (unsigned j = 1; j < e->shnum; j++) {
		struct elf_rel *rel;
		size_t n;

		if ((e->sh[j].type != SHT_REL && e->sh[j].type != SHT_RELA) ||
		    e->sh[j].info != i)
			continue;
		if (elf_relocs(e, j, &rel, &n)) {
			free(rel);
			return unreadable(e->path, e->error);
		}
		for (size_t k = 0; k < n; k++)
			if (!elf_is_sub_half(e->machine, rel[k].type))
				print_reloc(e, i, t, &rel[k]);
		free(rel);
	}
	return 0;
}

static int object_entries(struct elf_file *e, const struct options *o)
{
	for (unsigned i = 1; i < e->shnum; i++) {
		const struct elf_shdr *s = &e->sh[i];
		const struct table *t = table_of_piece(o, s->name);
		int status;

		if (!t || s->type == SHT_REL || s->type == SHT_RELA)
			continue;
		if (s->size % t->entsize) {
			fprintf(stderr, "ss-tables: %s: %s: %llu bytes, not a whole"
				" number of %u-byte entries\n", e->path, s->name,
				(unsigned long long)s->size, t->entsize);
			return 2;
		}
		printf("piece\t%u\t%s\t%llu\n", i, s->name,
		       (unsigned long long)(s->size / t->entsize));
		status = print_piece_relocs(e, i, t);
		if (status)
			return status;
	}
	return 0;
}

/* ---- entries: a linked image's tables ---------------------------------- */

static void print_entry(const struct table *t, const struct entry *x, size_t i)
{
	printf("entry\t%s\t%s\t%zu\t%llx", t->name, x->section, i,
	       (unsigned long long)x->addr);
	for (unsigned w = 0; w < x->nwords; w++)
		printf("\t%llx", (unsigned long long)x->word[w]);
	printf("\t%s\n", x->function);
}

/* The failed checks, for people: the first MAX_SHOWN. */
static void show_problems(const struct table *t, const struct decoded *d)
{
	for (size_t k = 0; k < d->nproblems && k < MAX_SHOWN; k++)
		fprintf(stderr, "  ERROR %s entry %zu: %s\n", t->name,
			d->problems[k].entry, d->problems[k].message);
	if (d->nproblems > MAX_SHOWN)
		fprintf(stderr, "  ... %zu errors in %s\n", d->nproblems, t->name);
}

static int image_entries(const struct elf_file *e, const struct options *o)
{
	struct image im;
	int bad = 0, status = 0;

	image_load(&im, e);
	for (int k = 0; k < o->ntables && !status; k++) {
		struct decoded d;
		char err[256];

		if (image_decode(&im, &o->tables[k], o->by_section, o->check, &d,
				 err, sizeof err)) {
			status = unreadable(e->path, err);
			break;
		}
		for (size_t i = 0; i < d.n; i++)
			print_entry(&o->tables[k], &d.entries[i], i);
		show_problems(&o->tables[k], &d);
		bad |= d.nproblems > 0;
		decoded_free(&d);
	}
	image_free(&im);
	return status ? status : bad;
}

/* ---- compare: a kernel's tables against its reference's ---------------- */

/* How many times each name occurs: sorted by name (C order). */
struct tally {
	struct name_count {
		const char *name;
		unsigned long n;
	} *v;
	size_t n;
};

static int by_name(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static void tally_names(struct tally *t, const char **names, size_t n)
{
	qsort(names, n, sizeof *names, by_name);
	t->v = xcalloc(n, sizeof *t->v);
	t->n = 0;
	for (size_t i = 0; i < n; i++) {
		if (t->n && !strcmp(t->v[t->n - 1].name, names[i]))
			t->v[t->n - 1].n++;
		else
			t->v[t->n++] = (struct name_count){ names[i], 1 };
	}
}

static unsigned long tally_get(const struct tally *t, const char *name,
			       int *found)
{
	size_t lo = 0, hi = t->n;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		int c = strcmp(t->v[mid].name, name);

		if (!c) {
			if (found)
				*found = 1;
			return t->v[mid].n;
		}
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (found)
		*found = 0;
	return 0;
}

/* One image of compare: its code symbols and, for the table at hand, its
 * entries and their counts by function. */
struct side {
	const char *which;
	struct elf_file elf;
	struct image im;
	struct tally fns;
	struct decoded d;
	struct tally counts;
};

static int side_open(struct side *s, const char *which, const char *path)
{
	const char **names;

	memset(s, 0, sizeof *s);
	s->which = which;
	if (elf_open(&s->elf, path))
		return unreadable(path, s->elf.error);
	image_load(&s->im, &s->elf);
	names = xcalloc(s->im.nsyms, sizeof *names);
	for (size_t i = 0; i < s->im.nsyms; i++)
		names[i] = s->im.syms[i].name;
	tally_names(&s->fns, names, s->im.nsyms);
	/* the tally keeps pointers to the names, not the array */
	free(names);
	return 0;
}

static void side_close(struct side *s)
{
	free(s->fns.v);
	image_free(&s->im);
	elf_close(&s->elf);
}

/* Decodes and checks table t of s; prints its records; 0, or 2. */
static int side_decode(struct side *s, const struct table *t)
{
	char err[256];
	const char **names;

	if (image_decode(&s->im, t, 0, 1, &s->d, err, sizeof err))
		return unreadable(s->elf.path, err);
	for (size_t k = 0; k < s->d.nproblems; k++)
		printf("error\t%s\t%s\t%zu\t%s\n", t->name, s->which,
		       s->d.problems[k].entry, s->d.problems[k].message);
	/* not an error: the strncpy_user.S of MIPS lists one load twice */
	for (size_t i = 1; !strcmp(t->name, "__ex_table") && i < s->d.n; i++)
		if (s->d.entries[i].first == s->d.entries[i - 1].first)
			printf("note\t%s\t%s\t%zu\t%llx\n", t->name, s->which, i,
			       (unsigned long long)s->d.entries[i].first);
	names = xcalloc(s->d.n, sizeof *names);
	for (size_t i = 0; i < s->d.n; i++)
		names[i] = s->d.entries[i].function;
	tally_names(&s->counts, names, s->d.n);
	free(names);
	printf("decoded\t%s\t%s\t%zu\t%zu\t%zu\n", t->name, s->which, s->d.n,
	       s->counts.n, s->d.nproblems);
	for (size_t i = 0; i < s->counts.n; i++)
		printf("count\t%s\t%s\t%s\t%lu\n", t->name, s->which,
		       s->counts.v[i].name, s->counts.v[i].n);
	return 0;
}

static void side_done(struct side *s)
{
	free(s->counts.v);
	s->counts.v = NULL;
	decoded_free(&s->d);
}

/* The groups of code named by its neighbours: PREV(past-end,NEXT) joins
 * the group of "prev PREV" and that of "next NEXT". */
struct groups {
	struct group {
		char key[520];
		size_t parent;
		unsigned long image, ref;
		char *names;
	} *v;
	size_t n;
};

static size_t group_node(struct groups *g, const char *kind, const char *name,
			 size_t len)
{
	char key[520];

	snprintf(key, sizeof key, "%s %.*s", kind, (int)len, name);
	for (size_t i = 0; i < g->n; i++)
		if (!strcmp(g->v[i].key, key))
			return i;
	g->v = xrealloc(g->v, (g->n + 1) * sizeof *g->v);
	memset(&g->v[g->n], 0, sizeof *g->v);
	strcpy(g->v[g->n].key, key);
	g->v[g->n].parent = g->n;
	return g->n++;
}

static size_t group_find(const struct groups *g, size_t i)
{
	while (g->v[i].parent != i)
		i = g->v[i].parent;
	return i;
}

/* fn is PREV(past-end[,NEXT]): joins the node of PREV with that of NEXT;
 * returns PREV's node. */
static size_t group_join(struct groups *g, const char *fn)
{
	const char *p = strstr(fn, "(past-end");
	const char *next = p + strlen("(past-end");
	size_t a = group_node(g, "prev", fn, p - fn);

	if (*next == ',' && next[1] != ')') {
		size_t b = group_node(g, "next", next + 1, strlen(next + 1) - 1);

		g->v[group_find(g, a)].parent = group_find(g, b);
	}
	return a;
}

/* fn's counts and name, to its group's root. */
static void group_add(struct groups *g, size_t node, const char *fn,
		      unsigned long image, unsigned long ref)
{
	struct group *r = &g->v[group_find(g, node)];
	size_t n = r->names ? strlen(r->names) : 0;

	r->image += image;
	r->ref += ref;
	r->names = xrealloc(r->names, n + strlen(fn) + 2);
	sprintf(r->names + n, "%s%s", n ? " " : "", fn);
}

struct verdict {
	unsigned long compared, same, gone, gone_entries, skipped, bad;
};

/* A function of either build, not code named by its neighbours. */
static void compare_function(const char *t, const char *fn,
			     const struct side *img, const struct side *ref,
			     struct verdict *v)
{
	int in_image, in_ref;
	unsigned long mfn = tally_get(&img->fns, fn, &in_image);
	unsigned long rfn = tally_get(&ref->fns, fn, &in_ref);
	unsigned long mc = tally_get(&img->counts, fn, NULL);
	unsigned long rc = tally_get(&ref->counts, fn, NULL);

	if (!strcmp(fn, "(data)"))
		mfn = rfn = in_image = in_ref = 1;
	if (!in_image) {
		if (mc) {
			v->bad++;
			printf("mismatch\t%s\t%s is gone but has %lu entries\n", t,
			       fn, mc);
		}
		v->gone++;
		v->gone_entries += rc;
		printf("dropped\t%s\t%lu\t%s\n", t, rc, fn);
	} else if (!in_ref) {
		v->bad++;
		printf("mismatch\t%s\t%s exists only in the plugin build\n", t, fn);
	} else if (mfn != rfn) {
		v->skipped++;
	} else if (mc != rc) {
		v->compared++;
		v->bad++;
		printf("mismatch\t%s\t%s has %lu entries, %lu in the reference\n",
		       t, fn, mc, rc);
	} else {
		v->compared++;
		v->same += rc;
	}
}

static void compare_groups(const char *t, const struct groups *g,
			   struct verdict *v)
{
	for (size_t i = 0; i < g->n; i++) {
		const struct group *r = &g->v[i];

		if (r->parent != i || !r->names)
			continue;
		if (!r->image) {	/* present only if entries land there */
			v->gone++;
			v->gone_entries += r->ref;
			printf("dropped\t%s\t%lu\t%s\n", t, r->ref, r->names);
		} else if (r->image != r->ref) {
			v->bad++;
			printf("mismatch\t%s\t%s: %lu entries, %lu in the reference\n",
			       t, r->names, r->image, r->ref);
		} else {
			v->compared++;
			v->same += r->ref;
		}
	}
}

/* Each function with entries in either build; returns the mismatches. */
static unsigned long compare_table(const char *t, const struct side *img,
				   const struct side *ref)
{
	struct verdict v = { 0, 0, 0, 0, 0, 0 };
	struct groups g = { NULL, 0 };
	const char **names = xcalloc(img->counts.n + ref->counts.n, sizeof *names);
	struct tally all;
	size_t *nodes;

	for (size_t i = 0; i < img->counts.n; i++)
		names[i] = img->counts.v[i].name;
	for (size_t i = 0; i < ref->counts.n; i++)
		names[img->counts.n + i] = ref->counts.v[i].name;
	tally_names(&all, names, img->counts.n + ref->counts.n);
	nodes = xcalloc(all.n, sizeof *nodes);
	for (size_t i = 0; i < all.n; i++) {
		if (strstr(all.v[i].name, "(past-end"))
			nodes[i] = group_join(&g, all.v[i].name);
		else
			compare_function(t, all.v[i].name, img, ref, &v);
	}
	for (size_t i = 0; i < all.n; i++)
		if (strstr(all.v[i].name, "(past-end"))
			group_add(&g, nodes[i], all.v[i].name,
				  tally_get(&img->counts, all.v[i].name, NULL),
				  tally_get(&ref->counts, all.v[i].name, NULL));
	compare_groups(t, &g, &v);
	printf("summary\t%s\t%lu\t%lu\t%lu\t%lu\t%lu\t%lu\n", t, v.compared,
	       v.same, v.gone, v.gone_entries, v.skipped, v.bad);
	for (size_t i = 0; i < g.n; i++)
		free(g.v[i].names);
	free(g.v);
	free(nodes);
	free(all.v);
	free(names);
	return v.bad;
}

static int cmd_compare(struct options *o)
{
	struct side s[2];
	int status = 0, bad = 0, nsides = o->nfiles;

	for (int i = 0; i < nsides && !status; i++)
		status = side_open(&s[i], i ? "reference" : "image", o->files[i]);
	if (!status && default_table(o, &s[0].elf))
		status = unreadable(o->files[0], "no table layout for this ELF machine");
	for (int k = 0; k < o->ntables && !status; k++) {
		for (int i = 0; i < nsides && !status; i++) {
			status = side_decode(&s[i], &o->tables[k]);
			bad |= s[i].d.nproblems > 0;
		}
		if (!status && nsides == 2)
			bad |= compare_table(o->tables[k].name, &s[0], &s[1]) > 0;
		for (int i = 0; i < nsides; i++)
			side_done(&s[i]);
	}
	for (int i = 0; i < nsides; i++)
		side_close(&s[i]);
	return status ? status : bad;
}

/* ---- the commands ------------------------------------------------------ */

/* verify's arguments; without -t, the plugin's default tables; -t '' for
 * none (the plugin's tables= with an empty list). */
static int main_verify(int argc, char **argv)
{
	struct verify_args a = { .ntables = 0 };
	int given = 0, i;

	for (i = 2; i < argc - 2; i++) {
		if (!strcmp(argv[i], "-t") && i + 1 < argc - 2 &&
		    a.ntables < VERIFY_MAX_TABLES) {
			given = 1;	/* -t '': no tables (tables=) */
			if (*argv[++i])
				a.tables[a.ntables++] = argv[i];
		} else if (!strcmp(argv[i], "-r") && i + 1 < argc - 2) {
			a.report = argv[++i];
		} else if (!strcmp(argv[i], "-n") && i + 1 < argc - 2) {
			a.unique = !strcmp(argv[++i], "unique");
		} else {
			return usage();
		}
	}
	if (argc < 4)
		return usage();
	for (size_t k = 0; !given && k < table_ndefaults &&
			   k < VERIFY_MAX_TABLES; k++)
		a.tables[a.ntables++] = table_defaults[k];
	a.plain = argv[argc - 2];
	a.plugin = argv[argc - 1];
	return verify_objects(&a);
}

/* The ELF facts (tools/facts.c) of one file; bytes names sections too.
 * -1 if command is none of them. */
static int main_facts(int argc, char **argv)
{
	static const struct {
		const char *name;
		int (*print)(struct elf_file *e);
	} facts[] = {
		{ "sections", facts_sections }, { "groups", facts_groups },
		{ "relocs", facts_relocs },
		{ "symbols", facts_symbols }, { "probes", facts_probes },
	};
	int bytes = !strcmp(argv[1], "bytes"), k = 0, status;
	struct elf_file e;

	while (k < (int)(sizeof facts / sizeof *facts) &&
	       strcmp(argv[1], facts[k].name))
		k++;
	if (!bytes && k == (int)(sizeof facts / sizeof *facts))
		return -1;
	if (bytes ? argc < 4 : argc != 3)
		return usage();
	if (elf_open(&e, argv[2]))
		return unreadable(argv[2], e.error);
	status = bytes ? facts_bytes(&e, argv + 3, argc - 3)
		       : facts[k].print(&e);
	if (status)
		status = unreadable(e.path, e.error);
	elf_close(&e);
	return status;
}

/* layout, functions and entries: one file. */
static int main_file(int argc, char **argv)
{
	struct options o;
	struct elf_file e;
	int status = parse_options(argc, argv, &o, 1);

	if (status)
		return status;
	if (elf_open(&e, o.files[0]))
		return unreadable(o.files[0], e.error);
	if (!strcmp(argv[1], "layout") && argc == 3)
		status = cmd_layout(&e);
	else if (!strcmp(argv[1], "functions") && argc == 3)
		status = cmd_functions(&e);
	else if (strcmp(argv[1], "entries"))
		status = usage();
	else if (default_table(&o, &e))
		status = unreadable(e.path, "no table layout for this ELF machine");
	else if (e.type == ET_REL)
		status = !e.syms ? unreadable(e.path, "no symbol table")
				 : object_entries(&e, &o);
	else
		status = image_entries(&e, &o);
	elf_close(&e);
	return status;
}

int main(int argc, char **argv)
{
	struct options o;
	int status;

	if (argc < 3)
		return usage();
	if (!strcmp(argv[1], "verify"))
		return main_verify(argc, argv);
	status = main_facts(argc, argv);
	if (status >= 0)
		return status;
	if (strcmp(argv[1], "compare"))
		return main_file(argc, argv);
	status = parse_options(argc, argv, &o, 2);
	return status ? status : cmd_compare(&o);
}
