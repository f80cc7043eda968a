/* SPDX-License-Identifier: GPL-2.0-or-later */
/* image: a linked program's tables, decoded (see image.h). */
#include "image.h"

#include "xalloc.h"

#include <elf.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static int by_addr(const void *a, const void *b)
{
	const struct code_sym *x = a, *y = b;

	if (x->addr != y->addr)
		return x->addr < y->addr ? -1 : 1;
	return strcmp(x->name, y->name);	/* as nm -n: then by name */
}

static int is_code(const struct elf_file *e, unsigned shndx)
{
	return shndx && shndx < e->shnum &&
	       (e->sh[shndx].flags & (SHF_ALLOC | SHF_EXECINSTR)) ==
	       (SHF_ALLOC | SHF_EXECINSTR);
}

/* Not mapping symbols ($a, $t, $d, $x) nor section or file symbols. */
void image_load(struct image *im, const struct elf_file *e)
{
	im->elf = e;
	im->nsyms = 0;
	im->syms = xcalloc(e->nsyms, sizeof *im->syms);
	for (unsigned i = 1; i < e->nsyms; i++) {
		const struct elf_sym *s = &e->syms[i];
		struct code_sym *c = &im->syms[im->nsyms];

		if (!is_code(e, s->shndx) || !*s->name || s->name[0] == '$' ||
		    s->type == STT_SECTION || s->type == STT_FILE)
			continue;
		c->addr = elf_code_address(e, s);
		c->size = s->size;
		c->name = s->name;
		c->global = s->bind != STB_LOCAL;
		im->nsyms++;
	}
	qsort(im->syms, im->nsyms, sizeof *im->syms, by_addr);
}

void image_free(struct image *im)
{
	free(im->syms);
	im->syms = NULL;
	im->nsyms = 0;
}

/* The allocated section that holds addr. */
static const char *section_at(const struct elf_file *e, uint64_t addr)
{
	for (unsigned i = 1; i < e->shnum; i++) {
		const struct elf_shdr *s = &e->sh[i];

		if ((s->flags & SHF_ALLOC) && addr >= s->addr &&
		    addr - s->addr < s->size)
			return s->name;
	}
	return "*?*";
}

/* Of the symbols syms[i] and those before it at its address: a function
 * (a symbol with a size) rather than a label such as _einittext, then a
 * global one, then the first by name. */
static const struct code_sym *best_at(const struct image *im, size_t i)
{
	size_t best = i;

	while (i-- > 0 && im->syms[i].addr == im->syms[best].addr) {
		const struct code_sym *c = &im->syms[i], *b = &im->syms[best];

		if ((!!c->size > !!b->size) ||
		    (!!c->size == !!b->size && c->global >= b->global))
			best = i;
	}
	return &im->syms[best];
}

/* The index of the first symbol above a. */
static size_t symbols_upto(const struct image *im, uint64_t a)
{
	size_t lo = 0, hi = im->nsyms;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (im->syms[mid].addr <= a)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* The symbol that names the code at a: the last at or before it. */
static const struct code_sym *symbol_at(const struct image *im, uint64_t a)
{
	size_t lo = symbols_upto(im, a);

	return lo ? best_at(im, lo - 1) : NULL;
}

/* The first symbol above a, if it is in a's section. */
static const struct code_sym *symbol_after(const struct image *im, uint64_t a)
{
	size_t i = symbols_upto(im, a), last = i;

	if (i == im->nsyms ||
	    section_at(im->elf, im->syms[i].addr) != section_at(im->elf, a))
		return NULL;
	while (last + 1 < im->nsyms && im->syms[last + 1].addr == im->syms[i].addr)
		last++;
	return best_at(im, last);
}

static int in_sections(const struct elf_file *e, uint64_t a, uint64_t want)
{
	for (unsigned i = 1; i < e->shnum; i++) {
		const struct elf_shdr *s = &e->sh[i];

		if ((s->flags & want) == want && s->type != SHT_NULL &&
		    a >= s->addr && a - s->addr < s->size)
			return 1;
	}
	return 0;
}

/* Whether a is where an instruction can start: at an even address
 * everywhere but on x86 (2 bytes: Thumb, RISC-V's compressed instructions,
 * MIPS16 and microMIPS; 4 on PowerPC), anywhere on x86. */
static int insn_aligned(const struct elf_file *e, uint64_t a)
{
	return e->machine == EM_X86_64 || e->machine == EM_386 || a % 2 == 0;
}

static int sym_value(const struct elf_file *e, const char *name, uint64_t *v)
{
	for (unsigned i = 1; i < e->nsyms; i++)
		if (!strcmp(e->syms[i].name, name) &&
		    e->syms[i].shndx != SHN_UNDEF) {
			*v = e->syms[i].value;
			return 1;
		}
	return 0;
}

/* The bytes of [addr, addr + size) in one allocated section, or NULL. */
static const unsigned char *bytes_at(const struct elf_file *e, uint64_t addr,
				     uint64_t size)
{
	for (unsigned i = 1; i < e->shnum; i++) {
		const struct elf_shdr *s = &e->sh[i];

		if ((s->flags & SHF_ALLOC) && s->type == SHT_PROGBITS &&
		    s->data && addr >= s->addr && addr + size <= s->addr + s->size)
			return s->data + (addr - s->addr);
	}
	return NULL;
}

static void problem(struct decoded *d, size_t entry, const char *fmt, ...)
{
	struct problem *p;
	va_list ap;

	d->problems = xrealloc(d->problems,
			       (d->nproblems + 1) * sizeof *d->problems);
	p = &d->problems[d->nproblems++];
	p->entry = entry;
	va_start(ap, fmt);
	vsnprintf(p->message, sizeof p->message, fmt, ap);
	va_end(ap);
}

/* The code symbol that names address a (see struct entry). */
static void name_function(const struct image *im, uint64_t a, char *buf,
			  size_t n)
{
	const struct code_sym *fs;

	if (!in_sections(im->elf, a, SHF_ALLOC | SHF_EXECINSTR)) {
		snprintf(buf, n, "(data)");	/* an allowed data target */
	} else if (!(fs = symbol_at(im, a))) {
		snprintf(buf, n, "?");
	} else if (fs->size && a >= fs->addr + fs->size) {
		/* asm code without a symbol of its own: named by its
		 * neighbours, as either may be another object's */
		const struct code_sym *next = symbol_after(im, a);

		snprintf(buf, n, "%s(past-end%s%s)", fs->name, next ? "," : "",
			 next ? next->name : "");
	} else {
		snprintf(buf, n, "%s", fs->name);
	}
}

/* -c on one address field w (field f) of entry i. */
static void check_word(const struct image *im, const struct table *t, int f,
		       unsigned w, uint64_t v, size_t i, struct decoded *d)
{
	const struct elf_file *e = im->elf;

	if (!v)
		problem(d, i, "word %u is zero (padding between pieces?)", w);
	else if (t->field[f].data && !in_sections(e, v, SHF_ALLOC))
		problem(d, i, "word %u %#llx is in no allocated section", w,
			(unsigned long long)v);
	else if (!t->field[f].data &&
		 !in_sections(e, v, SHF_ALLOC | SHF_EXECINSTR))
		problem(d, i, "word %u %#llx is not in present code", w,
			(unsigned long long)v);
	else if (!t->field[f].data && !insn_aligned(e, v))
		problem(d, i, "word %u %#llx is not an instruction address (odd)",
			w, (unsigned long long)v);
}

/* One entry at address at, its bytes at p. */
static void decode_entry(const struct image *im, const struct table *t,
			 uint64_t at, const unsigned char *p, int check,
			 struct decoded *d)
{
	const struct elf_file *e = im->elf;
	uint64_t mask = e->is64 ? ~0ull : 0xffffffffull;
	struct entry *x;

	d->entries = xrealloc(d->entries, (d->n + 1) * sizeof *d->entries);
	x = &d->entries[d->n];
	memset(x, 0, sizeof *x);
	x->section = section_at(e, at);
	x->addr = at;
	x->nwords = t->entsize / t->word;
	for (unsigned w = 0; w < x->nwords; w++) {
		uint64_t v = elf_get(e, p + w * t->word, t->word);
		int f = table_field(t, w);

		if (f >= 0 && t->field[f].relative) {
			if (t->word == 4)
				v = (uint64_t)(int64_t)(int32_t)v;
			v = (at + w * t->word + v) & mask;
		}
		x->word[w] = v;
		if (f == 0)
			x->first = v;
		if (f >= 0 && check)
			check_word(im, t, f, w, v, d->n, d);
	}
	name_function(im, x->first, x->function, sizeof x->function);
	if (check && !strcmp(x->function, "?"))
		problem(d, d->n, "%#llx lies before every code symbol",
			(unsigned long long)x->first);
	if (check && t->sorted >= 0 && d->n) {
		unsigned w = t->field[t->sorted].index;
		uint64_t prev = d->entries[d->n - 1].word[w];

		if (x->word[w] < prev)
			problem(d, d->n, "%#llx is not sorted (after %#llx)",
				(unsigned long long)x->word[w],
				(unsigned long long)prev);
	}
	d->n++;
}

static int decode_range(const struct image *im, const struct table *t,
			uint64_t addr, uint64_t size, int check,
			struct decoded *d, char *err, size_t n)
{
	const unsigned char *p = size ? bytes_at(im->elf, addr, size) : NULL;

	if (size && !p) {
		snprintf(err, n, "%s (%#llx, %llu bytes) is in no section",
			 t->name, (unsigned long long)addr,
			 (unsigned long long)size);
		return -1;
	}
	if (size % t->entsize)
		problem(d, d->n + size / t->entsize,
			"table size is not a multiple of the entry size");
	for (uint64_t i = 0; i < size / t->entsize; i++)
		decode_entry(im, t, addr + i * t->entsize, p + i * t->entsize,
			     check, d);
	return 0;
}

int image_decode(const struct image *im, const struct table *t, int by_section,
		 int check, struct decoded *out, char *err, size_t n)
{
	const struct elf_file *e = im->elf;
	uint64_t a, b;

	memset(out, 0, sizeof *out);
	if (!by_section && sym_value(e, t->start, &a) && sym_value(e, t->stop, &b)) {
		if (b < a) {
			snprintf(err, n, "%s: %s after %s", t->name, t->start,
				 t->stop);
			return -1;
		}
		return decode_range(im, t, a, b - a, check, out, err, n);
	}
	for (unsigned i = 1; i < e->shnum; i++)
		if (table_is_piece(e->sh[i].name, t->name) &&
		    (e->sh[i].flags & SHF_ALLOC) &&
		    decode_range(im, t, e->sh[i].addr, e->sh[i].size, check, out,
				 err, n))
			return -1;
	return 0;
}

void decoded_free(struct decoded *d)
{
	free(d->entries);
	free(d->problems);
	memset(d, 0, sizeof *d);
}
