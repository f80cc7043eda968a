/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * verify: an object compiled with the plugin against the same compile
 * without it (ss-tables verify, scripts/sectsubst-verify; README, "Verify
 * mode").  Everything lives in a struct verify, one per comparison; the
 * two objects stay open side by side, each in its own struct elf_file.
 */
#include "verify.h"

#include "elf.h"
#include "tables.h"
#include "xalloc.h"

#include <elf.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_MISMATCHES 20

/*
 * A relocation as the comparison sees it.  A section's key is its name
 * and how many sections of that name come before it (COMDAT groups repeat
 * names), the same in both builds.
 */
struct vrel {
	uint64_t off, value;	/* value: symbol + addend, in its section */
	unsigned type, tsec;	/* tsec 0: an undefined or common symbol */
	const char *sym;
	int local_label;	/* a local label or section symbol, not a
				   function's or an object's name */
	int opaque;		/* a REL addend inside an instruction: its
				   bytes, raw, are part of the target */
	uint32_t raw;
	int added, matched;
	int claimed;		/* plain's: a placed chunk's relocation */
	char *key;		/* plain's: plain_key() */
};

struct vsec {
	const struct elf_shdr *sh;
	const char *name;
	unsigned nth;
	uint64_t flags, size, align;
	const unsigned char *data;
	unsigned char *fields;	/* the bits of each byte under a relocation's
				   field: compared as the relocation */
	struct vrel *rel;
	size_t nrel;
	int table;		/* index into the tables + 1; 0: none */
	int func;		/* a function is defined in it */
	const char *fn;		/* plug's pieces: their function's section */
	int reached;		/* plug's pieces: referenced */
};

/* A function's symbol; GCC's hot and cold partitions of one function are
 * two (F and F.cold). */
struct vfunc {
	const char *name;
	unsigned sec;
	uint64_t value, size;
};

struct vobj {
	struct elf_file elf;
	unsigned nsec;
	int rel;		/* REL relocations, no addends */
	struct vsec *sec;
	struct vfunc *funcs;
	size_t nfuncs;
};

/* A run of a table section that one asm pushed (in the plugin build),
 * placed in the plain build's table at psec, delta bytes further. */
struct chunk {
	unsigned sec, psec;
	uint64_t start, end;
	int64_t delta;
	int placed, padding;
};

struct verify {
	const struct verify_args *args;
	const char *tables[VERIFY_MAX_TABLES];
	unsigned entsize[VERIFY_MAX_TABLES];	/* 0: no spec given */
	int ntables;
	struct vobj plain, plug;
	struct chunk *chunks;
	size_t nchunks;
	size_t *first_chunk, *nchunks_of;	/* plug's, by section */
	int errors;
	char fatal[512];	/* what could not be read: status 2 */
};

/* What verify cannot read: the first reason is kept, and the comparison
 * ends with status 2. */
static void cannot_read(struct verify *vf, const char *fmt, ...)
{
	va_list ap;

	if (vf->fatal[0])
		return;
	va_start(ap, fmt);
	vsnprintf(vf->fatal, sizeof vf->fatal, fmt, ap);
	va_end(ap);
}

static int table_of(const struct verify *vf, const char *name)
{
	for (int k = 0; k < vf->ntables; k++)
		if (table_is_piece(name, vf->tables[k]))
			return k + 1;
	return 0;
}

/* Marks the bits of the field of a relocation of type at off in s. */
static void mask_field(const struct elf_file *e, struct vsec *s, uint64_t off,
		       unsigned type)
{
	struct elf_field f = elf_reloc_field(e->machine, type);

	for (unsigned k = 0; s->fields && k < f.size && off + k < s->size; k++)
		s->fields[off + k] |= elf_field_byte(&f, k, e->big);
}

static struct vrel to_vrel(const struct elf_file *e, const struct elf_rel *rl)
{
	const struct elf_sym *sy = &e->syms[rl->sym];
	int defined = sy->shndx != SHN_UNDEF && sy->shndx < e->shnum;
	struct vrel v = { 0 };

	v.off = rl->off;
	v.type = rl->type;
	v.sym = sy->name;
	v.tsec = defined ? sy->shndx : 0;
	v.local_label = defined && sy->bind == STB_LOCAL &&
			(sy->type == STT_SECTION || sy->type == STT_NOTYPE);
	v.value = (defined ? sy->value : 0) + (uint64_t)rl->addend;
	v.opaque = rl->how == ELF_ADDEND_OPAQUE;
	v.raw = rl->raw;
	if (!e->is64)
		v.value &= 0xffffffffull;
	return v;
}

static int load_relocs(struct vobj *o, unsigned i)
{
	struct elf_file *e = &o->elf;
	struct vsec *s = &o->sec[e->sh[i].info];
	struct elf_rel *rl;
	size_t n;

	if (elf_relocs(e, i, &rl, &n)) {
		free(rl);
		return -1;
	}
	s->rel = xcalloc(n, sizeof *s->rel);
	for (size_t k = 0; k < n; k++) {
		s->rel[s->nrel++] = to_vrel(e, &rl[k]);
		mask_field(e, s, rl[k].off, rl[k].type);
	}
	free(rl);
	return 0;
}

static void load_sections(struct verify *vf, struct vobj *o)
{
	const struct elf_file *e = &o->elf;

	o->nsec = e->shnum;
	o->sec = xcalloc(e->shnum, sizeof *o->sec);
	for (unsigned i = 1; i < e->shnum; i++) {
		const struct elf_shdr *s = &e->sh[i];
		struct vsec *v = &o->sec[i];

		v->sh = s;
		v->name = s->name;
		v->flags = s->flags;
		v->size = s->size;
		v->align = s->align ? s->align : 1;
		v->table = table_of(vf, s->name);
		v->data = s->data;
		if (s->data)
			v->fields = xcalloc(s->size, 1);
		for (unsigned j = 1; j < i; j++)
			v->nth += !strcmp(o->sec[j].name, s->name);
	}
}

static void load_functions(struct vobj *o)
{
	const struct elf_file *e = &o->elf;

	o->funcs = xcalloc(e->nsyms, sizeof *o->funcs);
	for (unsigned i = 1; i < e->nsyms; i++) {
		const struct elf_sym *sy = &e->syms[i];

		if (sy->type == STT_FUNC && sy->shndx < e->shnum) {
			o->sec[sy->shndx].func = 1;
			o->funcs[o->nfuncs++] = (struct vfunc){ sy->name,
				sy->shndx, elf_code_address(e, sy), sy->size };
		}
	}
}

/* 0, or -1 with the reason in vf->fatal. */
static int load_object(struct verify *vf, struct vobj *o, const char *file)
{
	struct elf_file *e = &o->elf;

	if (elf_open(e, file)) {
		cannot_read(vf, "%s: %s", file, e->error);
		return -1;
	}
	if (e->type != ET_REL || !e->syms) {
		cannot_read(vf, "%s: %s", file, e->type != ET_REL ?
			    "not a relocatable object" : "no symbol table");
		return -1;
	}
	/* on any other machine a reference might not be R_*_NONE (type 0) */
	if (!elf_machine_known(e->machine)) {
		cannot_read(vf, "%s: ELF machine %u is not one verify knows",
			    file, e->machine);
		return -1;
	}
	load_sections(vf, o);
	for (unsigned i = 1; i < e->shnum; i++) {
		if (e->sh[i].type != SHT_REL && e->sh[i].type != SHT_RELA)
			continue;
		o->rel |= e->sh[i].type == SHT_REL;
		if (e->sh[i].info >= e->shnum || load_relocs(o, i)) {
			cannot_read(vf, "%s: %s", file, e->sh[i].info >= e->shnum ?
				    "relocations for a bad section" : e->error);
			return -1;
		}
	}
	load_functions(o);
	return 0;
}

static void free_object(struct vobj *o)
{
	for (unsigned i = 1; i < o->nsec; i++) {
		for (size_t k = 0; k < o->sec[i].nrel; k++)
			free(o->sec[i].rel[k].key);
		free(o->sec[i].rel);
		free(o->sec[i].fields);
	}
	free(o->sec);
	free(o->funcs);
	elf_close(&o->elf);
}

/* Relocations in the order of their places: the two builds then list a
 * section's relocations alike. */
static int by_place(const void *a, const void *b)
{
	const struct vrel *x = a, *y = b;

	if (x->off != y->off)
		return x->off < y->off ? -1 : 1;
	return x->type < y->type ? -1 : x->type > y->type;
}

static void sort_relocs(struct vobj *o)
{
	for (unsigned i = 1; i < o->nsec; i++)
		if (o->sec[i].nrel)
			qsort(o->sec[i].rel, o->sec[i].nrel,
			      sizeof *o->sec[i].rel, by_place);
}

/* A mismatch: the object, the section, the entry (or the code's offset)
 * and what differs; the first 20 are printed. */
static void mismatch(struct verify *vf, const struct vobj *o, unsigned sec,
		     uint64_t off, const char *fmt, ...)
{
	const struct vsec *s = &o->sec[sec];
	va_list ap;

	if (++vf->errors > MAX_MISMATCHES)
		return;
	fprintf(stderr, "sectsubst-verify: %s: %s: %s 0x%llx: ", vf->args->plugin,
		s->name, s->table ? "entry at" : "at", (unsigned long long)off);
	if (o == &vf->plain)
		fprintf(stderr, "(the build without the plugin) ");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

/* The chunk of plug's table section sec that holds offset v (its end: the
 * last chunk), or NULL. */
static struct chunk *chunk_at(struct verify *vf, unsigned sec, uint64_t v)
{
	for (size_t k = 0; k < vf->nchunks_of[sec]; k++) {
		struct chunk *c = &vf->chunks[vf->first_chunk[sec] + k];

		if (v >= c->start && (v < c->end ||
				      (v == c->end && k + 1 == vf->nchunks_of[sec])))
			return c;
	}
	return NULL;
}

/*
 * What r points to, in terms both builds share: a section by name and
 * rank, and the offset in it; a piece's place in the plain build's table;
 * an undefined symbol by name.  0: r points into a chunk not placed yet.
 */
static int target_key(struct verify *vf, const struct vobj *o,
		      const struct vrel *r, char *buf, size_t n)
{
	const struct vsec *t;
	uint64_t v = r->value;

	if (!r->tsec) {
		snprintf(buf, n, "%s%+lld", r->sym, (long long)v);
		return 1;
	}
	t = &o->sec[r->tsec];
	if (o == &vf->plug && t->table) {
		const struct chunk *c = chunk_at(vf, r->tsec, v);

		if (r->opaque) {
			cannot_read(vf, "%s: relocation type %u into %s: its"
				    " addend is in an instruction, which verify"
				    " cannot read", o->elf.path, r->type, t->name);
			return 0;
		}
		if (!c || !c->placed)
			return 0;
		t = &vf->plain.sec[c->psec];
		v += c->delta;
	}
	snprintf(buf, n, "%s(%u)+0x%llx", t->name, t->nth, (unsigned long long)v);
	if (r->opaque)
		snprintf(buf + strlen(buf), n - strlen(buf), " [%08x]",
			 (unsigned)r->raw);
	return 1;
}

static void add_cut(uint64_t **cuts, size_t *n, uint64_t v)
{
	*cuts = xrealloc(*cuts, (*n + 1) * sizeof **cuts);
	(*cuts)[(*n)++] = v;
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/* in's section of the same name and rank as o's section a, or 0. */
static unsigned twin(const struct vobj *o, const struct vobj *in, unsigned a)
{
	for (unsigned b = 1; b < in->nsec; b++)
		if (!strcmp(in->sec[b].name, o->sec[a].name) &&
		    in->sec[b].nth == o->sec[a].nth)
			return b;
	return 0;
}

static void add_chunk(struct verify *vf, const struct chunk *c)
{
	vf->chunks = xrealloc(vf->chunks, (vf->nchunks + 1) * sizeof *vf->chunks);
	vf->chunks[vf->nchunks++] = *c;
	vf->nchunks_of[c->sec]++;
}

/* Whether plug has pieces of table k: under a name of their own, or
 * (naming=unique) under the table's, with references to them. */
static int renamed(struct verify *vf, int k)
{
	for (unsigned i = 1; i < vf->plug.nsec; i++) {
		const struct vsec *s = &vf->plug.sec[i];

		if (s->table == k && strcmp(s->name, vf->tables[k - 1]))
			return 1;
		for (size_t r = 0; !s->table && r < s->nrel; r++)
			if (!s->rel[r].type && s->rel[r].tsec &&
			    vf->plug.sec[s->rel[r].tsec].table == k)
				return 1;
	}
	return 0;
}

/*
 * A table the plugin renamed nothing of (an asm left as written, a .S
 * file) is its plain twin, whole: one chunk, placed at once, that may
 * hold entries with no relocation (.long 0).
 */
static int add_whole(struct verify *vf, unsigned i)
{
	unsigned p = twin(&vf->plug, &vf->plain, i);
	struct chunk c = { i, p, 0, vf->plug.sec[i].size, 0, 1, 0 };

	if (renamed(vf, vf->plug.sec[i].table) || !p || !vf->plain.sec[p].table)
		return 0;
	add_chunk(vf, &c);
	return 1;
}

/*
 * Cut each of plug's table sections where an asm's content starts: at 0,
 * where a reference (R_*_NONE, to the label the plugin puts at the start
 * of each push) or any other section points into it (a fixup an entry
 * names), and at every entry of a table with an entry size.  A chunk is
 * then content of one asm, which lies in one piece in the plain table.
 * A REL NONE has no place for an addend: gas keeps the label as a symbol
 * on ARM and MIPS, but on i386 points at the piece's section symbol, the
 * offset lost.  So on REL targets a data table is also cut at each
 * relocation, its fields, each placed on its own.
 */
static void make_chunks(struct verify *vf)
{
	uint64_t **cuts = xcalloc(vf->plug.nsec, sizeof *cuts);
	size_t *ncuts = xcalloc(vf->plug.nsec, sizeof *ncuts);

	vf->first_chunk = xcalloc(vf->plug.nsec, sizeof *vf->first_chunk);
	vf->nchunks_of = xcalloc(vf->plug.nsec, sizeof *vf->nchunks_of);
	for (unsigned j = 1; j < vf->plug.nsec; j++)
		for (size_t k = 0; k < vf->plug.sec[j].nrel; k++) {
			const struct vrel *r = &vf->plug.sec[j].rel[k];

			if (r->tsec && r->tsec != j && vf->plug.sec[r->tsec].table &&
			    r->value < vf->plug.sec[r->tsec].size)
				add_cut(&cuts[r->tsec], &ncuts[r->tsec], r->value);
		}
	for (unsigned i = 1; i < vf->plug.nsec; i++) {
		const struct vsec *s = &vf->plug.sec[i];
		unsigned entsize = s->table ? vf->entsize[s->table - 1] : 0;

		vf->first_chunk[i] = vf->nchunks;
		if (!s->table || !s->size || add_whole(vf, i))
			continue;
		add_cut(&cuts[i], &ncuts[i], 0);
		for (uint64_t o = entsize; entsize && o < s->size; o += entsize)
			add_cut(&cuts[i], &ncuts[i], o);
		for (size_t k = 0; vf->plug.rel && !(s->flags & SHF_EXECINSTR) &&
				   k < s->nrel; k++)
			add_cut(&cuts[i], &ncuts[i], s->rel[k].off);
		qsort(cuts[i], ncuts[i], sizeof *cuts[i], cmp_u64);
		for (size_t k = 0; k < ncuts[i]; k++) {
			struct chunk c = { i, 0, cuts[i][k], s->size, 0, 0, 0 };

			if (k + 1 < ncuts[i] && cuts[i][k + 1] == c.start)
				continue;
			if (k + 1 < ncuts[i])
				c.end = cuts[i][k + 1];
			add_chunk(vf, &c);
		}
	}
	for (unsigned i = 1; i < vf->plug.nsec; i++)
		free(cuts[i]);
	free(cuts);
	free(ncuts);
}

/* A plain relocation's target key, made once: the plain build's targets
 * are its own sections, never a chunk. */
static const char *plain_key(struct verify *vf, struct vrel *q)
{
	if (!q->key) {
		char buf[512];

		target_key(vf, &vf->plain, q, buf, sizeof buf);
		q->key = xcalloc(strlen(buf) + 1, 1);
		strcpy(q->key, buf);
	}
	return q->key;
}

/*
 * The plain relocation of section p at off with r's type and target (the
 * relocations are in the order of their places), not taken yet: placing,
 * by a chunk placed before (on REL targets each field is a chunk, and two
 * fields that name the same fixup fit each other's places: Linux 6.12's
 * ARM swp_emulate.o); checking, by a relocation matched before.
 */
static struct vrel *plain_reloc(struct verify *vf, unsigned p, uint64_t off,
				const struct vrel *r, const char *key,
				int placing)
{
	struct vsec *s = &vf->plain.sec[p];
	size_t lo = 0, hi = s->nrel;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (s->rel[mid].off < off)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < s->nrel && s->rel[lo].off == off; lo++) {
		struct vrel *q = &s->rel[lo];

		if (q->type == r->type && !(placing ? q->claimed : q->matched) &&
		    !strcmp(plain_key(vf, q), key))
			return q;
	}
	return NULL;
}

/* Whether every relocation of c that can be resolved yet has its twin in
 * plain section p, delta bytes further, that no chunk placed before lies
 * on; with claim, c is placed there and takes those twins. */
static int chunk_fits(struct verify *vf, const struct chunk *c, unsigned p,
		      int64_t delta, int claim)
{
	const struct vsec *s = &vf->plug.sec[c->sec];
	char key[512];

	if ((int64_t)c->end + delta > (int64_t)vf->plain.sec[p].size ||
	    (int64_t)c->end + delta <= 0)
		return 0;
	for (size_t k = 0; k < s->nrel; k++) {
		const struct vrel *r = &s->rel[k];
		struct vrel *q;

		if (r->off < c->start || r->off >= c->end)
			continue;
		if (!target_key(vf, &vf->plug, r, key, sizeof key))
			continue;
		q = plain_reloc(vf, p, r->off + delta, r, key, 1);
		if (!q)
			return 0;
		if (claim)
			q->claimed = 1;
	}
	return 1;
}

/*
 * Place c in the plain table: the first of its relocations that can be
 * resolved names the candidates (plain relocations of the same type and
 * target); the first where all of c's relocations fit wins.  Entries
 * hold addresses of their own code, so a candidate is nearly always the
 * only one.
 */
static int place(struct verify *vf, struct chunk *c)
{
	const struct vsec *s = &vf->plug.sec[c->sec];
	char key[512];

	for (size_t k = 0; k < s->nrel; k++) {
		const struct vrel *r = &s->rel[k];

		if (r->off < c->start || r->off >= c->end ||
		    !target_key(vf, &vf->plug, r, key, sizeof key))
			continue;
		for (unsigned p = 1; p < vf->plain.nsec; p++) {
			if (vf->plain.sec[p].table != s->table)
				continue;
			for (size_t m = 0; m < vf->plain.sec[p].nrel; m++) {
				struct vrel *q = &vf->plain.sec[p].rel[m];
				int64_t delta = (int64_t)(q->off - r->off);

				if (q->type == r->type && !strcmp(plain_key(vf, q), key) &&
				    chunk_fits(vf, c, p, delta, 0)) {
					chunk_fits(vf, c, p, delta, 1);
					c->psec = p;
					c->delta = delta;
					c->placed = 1;
					return 1;
				}
			}
		}
		return 0;
	}
	return 0;
}

static int has_relocs(struct verify *vf, const struct chunk *c)
{
	const struct vsec *s = &vf->plug.sec[c->sec];

	for (size_t k = 0; k < s->nrel; k++)
		if (s->rel[k].off >= c->start && s->rel[k].off < c->end)
			return 1;
	return 0;
}

/* Whether [from, to) of plain's section p is free: no chunk placed on it,
 * no relocation in it. */
static int free_in_plain(struct verify *vf, unsigned p, int64_t from,
			 int64_t to)
{
	for (size_t k = 0; k < vf->nchunks; k++) {
		const struct chunk *c = &vf->chunks[k];

		if (c->placed && c->psec == p && from < (int64_t)c->end + c->delta &&
		    (int64_t)c->start + c->delta < to)
			return 0;
	}
	for (size_t k = 0; k < vf->plain.sec[p].nrel; k++)
		if ((int64_t)vf->plain.sec[p].rel[k].off >= from &&
		    (int64_t)vf->plain.sec[p].rel[k].off < to)
			return 0;
	return 1;
}

/* A chunk with no relocation (.long 0 entries of an asm left as written,
 * a fixup of one nop) goes where its bytes are, in what the others left
 * free of the plain table, at the first such place.  1: placed. */
static int place_by_bytes(struct verify *vf, struct chunk *c)
{
	const struct vsec *s = &vf->plug.sec[c->sec];
	uint64_t len = c->end - c->start;

	for (unsigned p = 1; p < vf->plain.nsec; p++) {
		const struct vsec *x = &vf->plain.sec[p];

		if (x->table != s->table || !x->data || !s->data)
			continue;
		for (uint64_t o = 0; o + len <= x->size; o += s->align)
			if (!memcmp(x->data + o, s->data + c->start, len) &&
			    free_in_plain(vf, p, o, o + len)) {
				c->psec = p;
				c->delta = (int64_t)(o - c->start);
				c->placed = 1;
				return 1;
			}
	}
	return 0;
}

/* Whether a relocation of a chunk not placed yet points into c, whose
 * place that chunk's target waits for. */
static int awaited(struct verify *vf, const struct chunk *c)
{
	for (size_t k = 0; k < vf->nchunks; k++) {
		const struct chunk *u = &vf->chunks[k];
		const struct vsec *s = &vf->plug.sec[u->sec];

		for (size_t m = 0; !u->placed && m < s->nrel; m++) {
			const struct vrel *r = &s->rel[m];

			if (r->off >= u->start && r->off < u->end &&
			    r->tsec == c->sec && chunk_at(vf, r->tsec, r->value) == c)
				return 1;
		}
	}
	return 0;
}

/*
 * Place every chunk: by its relocations, until no more can be; then, one
 * at a time, a chunk without any that another one's target waits for, by
 * its bytes, and again by relocations (on REL targets, an entry's field
 * that names a fixup of no relocation, one nop, is a chunk of its own that
 * only the fixup's place resolves); last the other chunks without any
 * (entries of an asm left as written), by their bytes, in what the rest
 * left free, except those shorter than their section's alignment: its
 * padding.
 */
static void place_chunks(struct verify *vf)
{
	int progress = 1;

	for (size_t k = 0; k < vf->nchunks; k++)
		if (!has_relocs(vf, &vf->chunks[k]) &&
		    vf->chunks[k].end - vf->chunks[k].start <
		    vf->plug.sec[vf->chunks[k].sec].align)
			vf->chunks[k].padding = 1;
	while (progress) {
		progress = 0;
		for (size_t k = 0; k < vf->nchunks; k++)
			if (!vf->chunks[k].placed && !vf->chunks[k].padding &&
			    has_relocs(vf, &vf->chunks[k]) && place(vf, &vf->chunks[k]))
				progress = 1;
		for (size_t k = 0; !progress && k < vf->nchunks; k++)
			if (!vf->chunks[k].placed && !vf->chunks[k].padding &&
			    !has_relocs(vf, &vf->chunks[k]) && awaited(vf, &vf->chunks[k]) &&
			    place_by_bytes(vf, &vf->chunks[k]))
				progress = 1;
	}
	for (size_t k = 0; k < vf->nchunks; k++)
		if (!vf->chunks[k].placed && !vf->chunks[k].padding &&
		    !has_relocs(vf, &vf->chunks[k]))
			place_by_bytes(vf, &vf->chunks[k]);
	for (size_t k = 0; k < vf->nchunks; k++)
		if (!vf->chunks[k].placed && !vf->chunks[k].padding)
			mismatch(vf, &vf->plug, vf->chunks[k].sec, vf->chunks[k].start,
				 "matches no entry of the plain %s",
				 vf->tables[vf->plug.sec[vf->chunks[k].sec].table - 1]);
}

/* The first byte of [start, end) of plug's section b that differs from
 * plain's section a, delta bytes further, in bits outside both builds'
 * relocation fields; -1 if none. */
static int64_t first_diff(struct verify *vf, unsigned a, unsigned b,
			  uint64_t start, uint64_t end, int64_t delta)
{
	const struct vsec *x = &vf->plain.sec[a], *y = &vf->plug.sec[b];

	if (!x->data || !y->data)
		return !x->data == !y->data ? -1 : (int64_t)start;
	for (uint64_t o = start; o < end; o++)
		if ((x->data[o + delta] ^ y->data[o]) &
		    ~(x->fields[o + delta] | y->fields[o]))
			return (int64_t)o;
	return -1;
}

/* Each relocation of plug's section b in [start, end) against its twin in
 * plain's section a, delta bytes further; the added references aside. */
static void match_relocs(struct verify *vf, unsigned a, unsigned b,
			 uint64_t start, uint64_t end, int64_t delta)
{
	const struct vsec *y = &vf->plug.sec[b];
	char key[512];

	for (size_t k = 0; k < y->nrel; k++) {
		struct vrel *r = &y->rel[k], *q;

		if (r->added || r->off < start || r->off >= end)
			continue;
		if (!target_key(vf, &vf->plug, r, key, sizeof key))
			snprintf(key, sizeof key, "an unplaced entry");
		q = plain_reloc(vf, a, r->off + delta, r, key, 0);
		if (q)
			q->matched = r->matched = 1;
		else
			mismatch(vf, &vf->plug, b, r->off, "relocation type %u to %s is"
				 " not in the build without the plugin", r->type,
				 key);
	}
}

/* Plain's relocations of section a that nothing in plug matched. */
static void unmatched_relocs(struct verify *vf, unsigned a)
{
	const struct vsec *x = &vf->plain.sec[a];

	for (size_t k = 0; k < x->nrel; k++)
		if (!x->rel[k].matched)
			mismatch(vf, &vf->plain, a, x->rel[k].off, "relocation type %u"
				 " to %s is missing with the plugin",
				 x->rel[k].type, plain_key(vf, &x->rel[k]));
}

static int by_plain_place(const void *a, const void *b)
{
	const struct chunk *x = *(const struct chunk *const *)a;
	const struct chunk *y = *(const struct chunk *const *)b;
	int64_t s = (int64_t)x->start + x->delta, t = (int64_t)y->start + y->delta;

	return s < t ? -1 : s > t;
}

/*
 * One plain table section against the chunks placed in it: together they
 * cover it, apart from alignment padding (a gap shorter than the plain
 * section's alignment, an overlap shorter than the piece's), byte for
 * byte and relocation for relocation.
 */
static void check_table_section(struct verify *vf, unsigned a)
{
	const struct vsec *x = &vf->plain.sec[a];
	const struct chunk **in = xcalloc(vf->nchunks + 1, sizeof *in);
	size_t n = 0;
	int64_t covered = 0;

	for (size_t k = 0; k < vf->nchunks; k++)
		if (vf->chunks[k].placed && vf->chunks[k].psec == a)
			in[n++] = &vf->chunks[k];
	qsort(in, n, sizeof *in, by_plain_place);
	for (size_t k = 0; k < n; k++) {
		const struct chunk *c = in[k];
		int64_t from = (int64_t)c->start + c->delta, diff;
		uint64_t skip = 0;

		if (from - covered >= (int64_t)x->align)
			mismatch(vf, &vf->plain, a, covered, "%lld bytes are in no piece"
				 " of the plugin build", (long long)(from - covered));
		if (from < covered) {
			skip = covered - from;
			if (skip >= vf->plug.sec[c->sec].align)
				mismatch(vf, &vf->plug, c->sec, c->start, "lies on other"
					 " entries of the plain table (at 0x%llx)",
					 (unsigned long long)from);
		}
		diff = first_diff(vf, a, c->sec, c->start + skip, c->end, c->delta);
		if (diff >= 0)
			mismatch(vf, &vf->plug, c->sec, diff, "byte 0x%02x differs from the"
				 " plain table's at 0x%llx (0x%02x)",
				 vf->plug.sec[c->sec].data[diff],
				 (unsigned long long)(diff + c->delta),
				 x->data[diff + c->delta]);
		match_relocs(vf, a, c->sec, c->start, c->end, c->delta);
		if ((int64_t)c->end + c->delta > covered)
			covered = (int64_t)c->end + c->delta;
	}
	if ((int64_t)x->size - covered > 0)
		mismatch(vf, &vf->plain, a, covered, "%lld bytes are in no piece of the"
			 " plugin build", (long long)(x->size - covered));
	unmatched_relocs(vf, a);
	free(in);
}

static int is_code_section(const struct vsec *s)
{
	return (s->flags & SHF_EXECINSTR) && !s->table;
}

/* Every code section: there in both builds, the same bytes, the same
 * relocations (the added references aside). */
static void check_code(struct verify *vf)
{
	for (unsigned a = 1; a < vf->plain.nsec; a++) {
		const struct vsec *x = &vf->plain.sec[a];
		unsigned b = twin(&vf->plain, &vf->plug, a);
		int64_t diff;

		if (!is_code_section(x))
			continue;
		if (!b || !is_code_section(&vf->plug.sec[b])) {
			mismatch(vf, &vf->plain, a, 0, "code section missing with the plugin");
			continue;
		}
		if (vf->plug.sec[b].size != x->size) {
			mismatch(vf, &vf->plug, b, 0, "%llu bytes, %llu without the plugin",
				 (unsigned long long)vf->plug.sec[b].size,
				 (unsigned long long)x->size);
			continue;
		}
		diff = first_diff(vf, a, b, 0, x->size, 0);
		if (diff >= 0)
			mismatch(vf, &vf->plug, b, diff, "code byte 0x%02x, 0x%02x without the"
				 " plugin", vf->plug.sec[b].data[diff], x->data[diff]);
		match_relocs(vf, a, b, 0, x->size, 0);
		unmatched_relocs(vf, a);
	}
	for (unsigned b = 1; b < vf->plug.nsec; b++)
		if (is_code_section(&vf->plug.sec[b]) && !twin(&vf->plug, &vf->plain, b))
			mismatch(vf, &vf->plug, b, 0, "code section only with the plugin");
}

/* The section a table piece is named for: TABLE<section>; "" for a piece
 * that keeps the table's own name (naming=unique). */
static const char *named_for(struct verify *vf, const struct vsec *p)
{
	return p->name + strlen(vf->tables[p->table - 1]);
}

/* Whether section t is code of fn, or a piece of fn's; a table section of
 * no function (left as written, or a table the plugin was not told to
 * split) is shared. */
static int belongs_to(const struct vsec *t, const char *fn)
{
	if (t->table)
		return !t->fn || !strcmp(t->fn, fn);
	return !strcmp(t->name, fn);
}

/* The length of a function's name without the suffix GCC (9 and later)
 * gives its cold partition, ".cold", or 0 without one. */
static size_t hot_len(const char *name)
{
	size_t n = strlen(name);

	return n > 5 && !strcmp(name + n - 5, ".cold") ? n - 5 : 0;
}

/* The function whose code holds offset off of section sec, or NULL. */
static const char *func_at(const struct vobj *o, unsigned sec, uint64_t off)
{
	for (size_t i = 0; i < o->nfuncs; i++) {
		const struct vfunc *f = &o->funcs[i];

		if (f->sec == sec && off >= f->value && off - f->value < f->size)
			return f->name;
	}
	return NULL;
}

/* Whether section sec defines a function whose name, or whose name
 * without its cold suffix (cold: 1), is the n bytes at name. */
static int defines(const struct vobj *o, unsigned sec, const char *name,
		   size_t n, int cold)
{
	for (size_t i = 0; i < o->nfuncs; i++) {
		const struct vfunc *f = &o->funcs[i];

		if (f->sec == sec && (cold ? hot_len(f->name) :
					     strlen(f->name)) == n &&
		    !strncmp(f->name, name, n))
			return 1;
	}
	return 0;
}

/* Whether the label at off in section t is code of the other partition of
 * a function of the piece's function section fn: GCC
 * (-freorder-blocks-and-partition) moves a function's cold blocks to
 * F.cold in .text.unlikely(.F), and an asm goto's entry in one part may
 * point at a label in the other. */
static int other_partition(struct verify *vf, const char *fn, unsigned t,
			   uint64_t off)
{
	const char *f = func_at(&vf->plug, t, off);
	size_t n = f ? hot_len(f) : 0;

	for (unsigned s = 1; f && s < vf->plug.nsec; s++) {
		if (strcmp(vf->plug.sec[s].name, fn))
			continue;
		if (n ? defines(&vf->plug, s, f, n, 0) :
			defines(&vf->plug, s, f, strlen(f), 1))
			return 1;
	}
	return 0;
}

/* Each local label a piece's entries point to in a function's section (one
 * that defines a function) or in a piece lies in the piece's function
 * section, in the other partition of one of its functions, or in another
 * piece of it; code of no function, such as a .fixup the plugin was not
 * told to split, may be shared. */
static void check_piece(struct verify *vf, unsigned p)
{
	const struct vsec *s = &vf->plug.sec[p];

	for (size_t k = 0; k < s->nrel; k++) {
		const struct vrel *r = &s->rel[k];
		const struct vsec *t = &vf->plug.sec[r->tsec];

		if (r->local_label && r->tsec && (t->flags & SHF_EXECINSTR) &&
		    (t->func || t->table) && !belongs_to(t, s->fn) &&
		    !other_partition(vf, s->fn, r->tsec, r->value))
			mismatch(vf, &vf->plug, p, r->off, "points into %s, not into %s",
				 t->name, s->fn);
	}
}

struct counts {
	unsigned long asms, renamed, refs;
};

/* Whether r is a reference the plugin added: an R_*_NONE from outside the
 * tables to a table section. */
static int is_added(struct verify *vf, const struct vsec *x,
		    const struct vrel *r)
{
	return !r->type && r->tsec && vf->plug.sec[r->tsec].table && !x->table;
}

/* Marks the references (r->added) and the pieces they reach, each the
 * piece of the first function that references it unless named for one;
 * counts them. */
static struct counts mark_refs(struct verify *vf)
{
	struct counts n = { 0, 0, 0 };

	for (unsigned p = 1; p < vf->plug.nsec; p++)
		if (vf->plug.sec[p].table && *named_for(vf, &vf->plug.sec[p]))
			vf->plug.sec[p].fn = named_for(vf, &vf->plug.sec[p]);
	for (unsigned s = 1; s < vf->plug.nsec; s++) {
		struct vsec *x = &vf->plug.sec[s];

		for (size_t k = 0; k < x->nrel; k++) {
			struct vrel *r = &x->rel[k];
			struct vsec *t = &vf->plug.sec[r->tsec];

			if (!is_added(vf, x, r))
				continue;
			r->added = 1;
			n.refs++;
			n.asms += !k || x->rel[k - 1].off != r->off;
			n.renamed += !t->reached;
			t->reached = 1;
			if (!t->fn)
				t->fn = x->name;
		}
	}
	return n;
}

/*
 * The references.  Each goes from a function's section to a piece of that
 * function: one named for it, or under naming=unique one that the
 * function references first.  Counted: the references, the pieces they
 * reach (the sections renamed) and the places they start from (one for
 * each asm rewritten; two asms with no code between them count once).
 */
static struct counts check_refs(struct verify *vf)
{
	struct counts n = mark_refs(vf);

	for (unsigned s = 1; s < vf->plug.nsec; s++) {
		const struct vsec *x = &vf->plug.sec[s];

		for (size_t k = 0; k < x->nrel; k++) {
			const struct vrel *r = &x->rel[k];
			const struct vsec *t = &vf->plug.sec[r->tsec];

			if (!r->added)
				continue;
			if (!(x->flags & SHF_EXECINSTR))
				mismatch(vf, &vf->plug, s, r->off, "a reference from"
					 " outside code, to %s", t->name);
			else if (strcmp(t->fn, x->name))
				mismatch(vf, &vf->plug, s, r->off, "reference to %s, a"
					 " piece of another function", t->name);
		}
	}
	for (unsigned p = 1; p < vf->plug.nsec; p++) {
		if (vf->plug.sec[p].fn)
			check_piece(vf, p);
		/* a piece of the plugin's that nothing keeps */
		if (vf->plug.sec[p].table && *named_for(vf, &vf->plug.sec[p]) &&
		    !vf->plug.sec[p].reached && !twin(&vf->plug, &vf->plain, p))
			mismatch(vf, &vf->plug, p, 0, "no reference to this piece:"
				 " --gc-sections would drop it");
	}
	return n;
}

/* Whether every relocation of section p points outside the functions'
 * code: entries of top-level asm, which the plugin never sees. */
static int outside_functions(struct verify *vf, unsigned p)
{
	const struct vsec *s = &vf->plug.sec[p];

	for (size_t k = 0; k < s->nrel; k++)
		if (s->rel[k].tsec &&
		    func_at(&vf->plug, s->rel[k].tsec, s->rel[k].value))
			return 0;
	return 1;
}

/*
 * Under naming=unique the pieces keep the table's name, so an unreferenced
 * piece looks like the plain table.  The rule: the plugin's pieces of a
 * table are the sections its references reach, and every section of the
 * table's own name beyond as many as the build without the plugin has;
 * such a section that no reference reaches is allowed only where the
 * compile said it left an asm as written, or where its entries point
 * outside every function (top-level asm).  It applies where naming=unique
 * is given (-n unique) or shows: a reference reaches a section of the
 * table's own name.
 */
static void check_unique(struct verify *vf, int k, int unique, int written)
{
	const char *name = vf->tables[k - 1];
	unsigned plain_n = 0, unreached = 0, last = 0;
	int shows = 0, reported = 0;

	for (unsigned p = 1; p < vf->plain.nsec; p++)
		plain_n += vf->plain.sec[p].table == k &&
			   !strcmp(vf->plain.sec[p].name, name);
	for (unsigned p = 1; p < vf->plug.nsec; p++) {
		const struct vsec *s = &vf->plug.sec[p];

		if (s->table != k || strcmp(s->name, name))
			continue;
		shows |= s->reached;
		if (!s->reached && s->size) {
			unreached++;
			last = p;
		}
	}
	if (!unique && !shows)
		return;
	for (unsigned p = 1; p < vf->plug.nsec; p++) {
		const struct vsec *s = &vf->plug.sec[p];

		if (s->table != k || strcmp(s->name, name) || s->reached ||
		    !s->size || written || outside_functions(vf, p))
			continue;
		mismatch(vf, &vf->plug, p, 0, "no reference to this piece: --gc-sections"
			 " would drop it");
		reported = 1;
	}
	if (unreached > plain_n && !reported)
		mismatch(vf, &vf->plug, last, 0, "no reference to this piece: --gc-sections"
			 " would drop it (%u sections of this name without a"
			 " reference, %u without the plugin)", unreached, plain_n);
}

/* The plugin's diagnostics by kind, as its report= lists them: the codes
 * of include/sectsubst/diags.def, then OTHER for its other ones. */
static const char *const diag_codes[] = {
#define SS_DIAG(code, blocking, message) #code,
#include "../include/sectsubst/diags.def"
#undef SS_DIAG
	"OTHER",
};

#define NDIAGS (sizeof diag_codes / sizeof *diag_codes)

struct diag_counts {
	unsigned long n[NDIAGS];
	int left;		/* an asm left as written */
};

/* The report's lines, KIND CODE LEFT, tab-separated; a code this tool
 * does not know counts as OTHER. */
static int read_report(struct verify *vf, const char *file,
		       struct diag_counts *c)
{
	char line[512];
	FILE *f = fopen(file, "r");

	if (!f) {
		cannot_read(vf, "%s: %s (the plugin's report=)", file,
			    strerror(errno));
		return -1;
	}
	while (fgets(line, sizeof line, f)) {
		char *code = strchr(line, '\t'), *left;
		size_t k;

		if (!code || !(left = strchr(++code, '\t'))) {
			fclose(f);
			cannot_read(vf, "%s: not a report line: %s", file, line);
			return -1;
		}
		*left++ = 0;
		for (k = 0; k + 1 < NDIAGS; k++)
			if (!strcmp(code, diag_codes[k]))
				break;
		c->n[k]++;
		c->left |= *left == '1';
	}
	fclose(f);
	return 0;
}

static void print_diags(const struct diag_counts *c)
{
	for (size_t k = 0; k < NDIAGS; k++)
		if (c->n[k])
			printf(" %s=%lu", diag_codes[k], c->n[k]);
}

/* The tables: names, or specs whose entry size cuts the pieces. */
static int set_tables(struct verify *vf, struct table *specs)
{
	const struct verify_args *a = vf->args;

	for (int k = 0; k < a->ntables; k++) {
		char err[256];

		vf->tables[k] = a->tables[k];
		if (!strchr(a->tables[k], ':'))
			continue;
		if (table_parse(&specs[k], a->tables[k], err, sizeof err)) {
			cannot_read(vf, "%s", err);
			return -1;
		}
		vf->tables[k] = specs[k].name;
		vf->entsize[k] = specs[k].entsize;
	}
	vf->ntables = a->ntables;
	return 0;
}

/* The checks, in their order: chunks cut, references, pieces placed,
 * tables and code compared. */
static struct counts compare(struct verify *vf, int written)
{
	struct counts n;

	sort_relocs(&vf->plain);
	sort_relocs(&vf->plug);
	make_chunks(vf);
	n = check_refs(vf);
	for (int k = 1; k <= vf->ntables; k++)
		check_unique(vf, k, vf->args->unique, written);
	place_chunks(vf);
	for (unsigned a = 1; a < vf->plain.nsec; a++)
		if (vf->plain.sec[a].table)
			check_table_section(vf, a);
	check_code(vf);
	return n;
}

static int report(struct verify *vf, const struct counts *n,
		  const struct diag_counts *diags)
{
	if (vf->fatal[0]) {
		fprintf(stderr, "ss-tables: %s\n", vf->fatal);
		return 2;
	}
	if (vf->errors > MAX_MISMATCHES)
		fprintf(stderr, "sectsubst-verify: %s: ... %d mismatches\n",
			vf->args->plugin, vf->errors);
	printf("%s %s asms=%lu renamed=%lu references=%lu",
	       vf->errors ? "mismatch" : "ok", vf->args->plugin, n->asms,
	       n->renamed, n->refs);
	print_diags(diags);
	putchar('\n');
	return vf->errors ? 1 : 0;
}

int verify_objects(const struct verify_args *a)
{
	struct verify vf = { .args = a };
	struct table specs[VERIFY_MAX_TABLES];
	struct diag_counts diags = { { 0 }, 0 };
	struct counts n = { 0, 0, 0 };
	int status;

	if (!set_tables(&vf, specs) &&
	    !(a->report && read_report(&vf, a->report, &diags)) &&
	    !load_object(&vf, &vf.plain, a->plain) &&
	    !load_object(&vf, &vf.plug, a->plugin)) {
		if (vf.plain.elf.machine != vf.plug.elf.machine ||
		    vf.plain.elf.is64 != vf.plug.elf.is64)
			cannot_read(&vf, "%s: not the machine of %s", a->plugin,
				    a->plain);
		else
			n = compare(&vf, diags.left);
	}
	status = report(&vf, &n, &diags);
	free_object(&vf.plain);
	free_object(&vf.plug);
	free(vf.chunks);
	free(vf.first_chunk);
	free(vf.nchunks_of);
	return status;
}
