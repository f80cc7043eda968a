/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ss-tables: the one decoder of the tables sectsubst splits, for the
 * tests, kernel/check-tables.sh and the verify mode.  It reads the ELF
 * itself (32 and 64 bits, either byte order), so it needs no binutils for
 * the target.
 *
 *   ss-tables layout FILE
 *       The user-space test model's table layout for FILE's machine
 *       (testsuite/lib/uextable.h), as a Tcl dict.
 *
 *   ss-tables entries [-c] [-s] [-t SPEC]... FILE
 *       A relocatable object: for each piece (a section named TABLE or
 *       TABLE.*) a line
 *           piece INDEX SECTION ENTRIES
 *       (INDEX: the section's, as several may have one name) and for each
 *       relocation of an address field
 *           field INDEX SECTION ENTRY FIELD TYPE TARGET-SECTION TARGET-OFFSET
 *       (the target is the symbol's section and value plus the addend, in
 *       place for REL; RISC-V's SUB half of an ADD/SUB pair, the entry's
 *       own address, is left out), or for one outside the address fields
 *           stray INDEX SECTION OFFSET TYPE TARGET-SECTION
 *       A linked image: for each entry a line
 *           entry TABLE SECTION INDEX ADDRESS WORD... FUNCTION
 *       (SECTION: the output section the entry is in)
 *       the address fields resolved to run-time addresses (place-relative
 *       ones added to their place), the other words as they are, in hex;
 *       FUNCTION is the code symbol the first address field lies in,
 *       NAME(past-end,NEXT) past a sized one (NEXT: the next code
 *       symbol, if in the same section), (data) outside code, ? before
 *       every symbol.  With -c the entries are checked: address fields
 *       non-zero, in present code (allocated and executable; 'a' fields:
 *       in any allocated section) and even; __ex_table sorted.
 *
 *   ss-tables functions FILE
 *       The names of the code symbols of a linked image, one a line.
 *
 * SPEC is NAME:ENTSIZE[/WORD]:FIELDS[:START:STOP].  FIELDS are the
 * indexes of the WORD-byte words (default 4) that hold code addresses,
 * '+' separated, each with an 'r' if place-relative (.long label - .) and
 * an 'a' if it may point to data too.  In an image the table lies between
 * the symbols __start_NAME and __stop_NAME, or START and STOP; without
 * them, or with -s, it is the sections named NAME and NAME.* (the tests
 * check that the pieces all landed in the table).  Without -t: the test
 * model's __ex_table.
 *
 * Exit status: 0, 1 a check failed, 2 usage or a file this tool cannot
 * read.
 */
#include <elf.h>
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_TABLES 16
#define MAX_FIELDS 8

static const char *prog = "ss-tables";
static const char *path;

static void die(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: %s: ", prog, path ? path : "");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(2);
}

static void *xmalloc(size_t n)
{
	void *p = calloc(n ? n : 1, 1);

	if (!p)
		die("out of memory");
	return p;
}

/* ---- the ELF file ------------------------------------------------------ */

static struct elf {
	const unsigned char *b;
	size_t size;
	int is64, big;
	unsigned type, machine, shnum;
	uint64_t shoff;
	unsigned shentsize;
	const char *shstr;
	size_t shstr_size;
} e;

static uint64_t get(uint64_t off, unsigned n)
{
	uint64_t v = 0;

	if (off > e.size || n > e.size - off)
		die("truncated (offset %#llx)", (unsigned long long)off);
	for (unsigned i = 0; i < n; i++)
		v |= (uint64_t)e.b[off + (e.big ? n - 1 - i : i)] << (8 * i);
	return v;
}

/* An ELF field that is 4 bytes in ELF32 and 8 in ELF64 (an address). */
static uint64_t get_addr(uint64_t off32, uint64_t off64)
{
	return e.is64 ? get(off64, 8) : get(off32, 4);
}

struct shdr {
	const char *name;
	unsigned type, link, info;
	uint64_t flags, addr, off, size, entsize;
};

static struct shdr sh(unsigned i)
{
	uint64_t o = e.shoff + (uint64_t)i * e.shentsize;
	struct shdr s;
	uint32_t name = get(o, 4);

	s.type = get(o + 4, 4);
	s.flags = get_addr(o + 8, o + 8);
	s.addr = get_addr(o + 12, o + 16);
	s.off = get_addr(o + 16, o + 24);
	s.size = get_addr(o + 20, o + 32);
	s.link = get(o + (e.is64 ? 40 : 24), 4);
	s.info = get(o + (e.is64 ? 44 : 28), 4);
	s.entsize = get_addr(o + 36, o + 56);
	s.name = name < e.shstr_size ? e.shstr + name : "";
	return s;
}

static void elf_open(const char *file)
{
	FILE *f = fopen(file, "rb");
	unsigned char *b = NULL;
	size_t n = 0, cap = 0;

	path = file;
	if (!f)
		die("%s", strerror(errno));
	for (;;) {
		if (n == cap) {
			cap = cap ? 2 * cap : 1 << 20;
			b = realloc(b, cap);
			if (!b)
				die("out of memory");
		}
		size_t got = fread(b + n, 1, cap - n, f);
		if (!got)
			break;
		n += got;
	}
	fclose(f);
	e.b = b;
	e.size = n;
	if (n < EI_NIDENT || memcmp(b, ELFMAG, SELFMAG))
		die("not an ELF file");
	e.is64 = b[EI_CLASS] == ELFCLASS64;
	e.big = b[EI_DATA] == ELFDATA2MSB;
	e.type = get(16, 2);
	e.machine = get(18, 2);
	e.shoff = get_addr(32, 40);
	e.shentsize = get(e.is64 ? 58 : 46, 2);
	e.shnum = get(e.is64 ? 60 : 48, 2);
	if (!e.shoff || !e.shnum)
		die("no section headers");
	struct shdr str = sh(get(e.is64 ? 62 : 50, 2));
	if (str.off > e.size || str.size > e.size - str.off)
		die("truncated section names");
	e.shstr = (const char *)e.b + str.off;
	e.shstr_size = str.size;
	/* the names are NUL-terminated inside the table */
	if (!str.size || e.shstr[str.size - 1])
		die("bad section name table");
}

struct sym {
	const char *name;
	uint64_t value, size;
	unsigned shndx, type, bind;
};

/* The symbol table (.symtab) and its count; NULL if none. */
static struct shdr symtab_sh(unsigned *count)
{
	for (unsigned i = 1; i < e.shnum; i++) {
		struct shdr s = sh(i);

		if (s.type == SHT_SYMTAB) {
			*count = s.size / (e.is64 ? 24 : 16);
			return s;
		}
	}
	die("no symbol table");
	return sh(0);
}

static struct sym symbol(const struct shdr *tab, unsigned i)
{
	struct shdr str = sh(tab->link);
	uint64_t o = tab->off + (uint64_t)i * (e.is64 ? 24 : 16);
	uint32_t name = get(o, 4);
	unsigned info = get(o + (e.is64 ? 4 : 12), 1);
	struct sym s;

	s.value = get_addr(o + 4, o + 8);
	s.size = get_addr(o + 8, o + 16);
	s.shndx = get(o + (e.is64 ? 6 : 14), 2);
	s.type = ELF64_ST_TYPE(info);
	s.bind = ELF64_ST_BIND(info);
	if (name >= str.size || str.off + str.size > e.size)
		die("bad symbol name");
	s.name = (const char *)e.b + str.off + name;
	return s;
}

/* ---- what each machine's tables look like ------------------------------ */

/*
 * The user-space model of the exception table the tests build
 * (testsuite/lib/uextable.h follows Linux 6.1's layout on each machine).
 * fixups: the prefix of the section the fixup stubs are in, "" where the
 * fixup is the instruction behind the access; goto: a fixup may be a label
 * of the entry's own function (powerpc's asm goto stores); type, noreg: the
 * entry type every entry has and the register number that names none.
 */
struct model {
	unsigned machine;
	const char *name;
	unsigned size, word, relative;
	const char *fixups;
	int go, type, noreg;
};

static const struct model models[] = {
	{ EM_X86_64, "x86", 8, 4, 1, ".fixup", 0, -1, -1 },
	{ EM_386, "x86", 8, 4, 1, ".fixup", 0, -1, -1 },
	{ EM_ARM, "arm", 8, 4, 0, ".text.fixup", 0, -1, -1 },
	{ EM_AARCH64, "aarch64", 12, 4, 1, "", 0, 2, 31 },
	{ EM_RISCV, "riscv", 12, 4, 1, "", 0, 3, 0 },
	{ EM_MIPS, "mips", 8, 4, 0, ".fixup", 0, -1, -1 },
	{ EM_PPC, "ppc", 8, 4, 1, ".fixup", 1, -1, -1 },
};

static struct model model(void)
{
	for (size_t i = 0; i < sizeof models / sizeof *models; i++) {
		if (models[i].machine == e.machine) {
			struct model m = models[i];

			if (m.machine == EM_MIPS && e.is64) {
				m.size = 16;	/* .dword fields */
				m.word = 8;
			}
			return m;
		}
	}
	die("no table layout for ELF machine %u", e.machine);
	return models[0];
}

static int cmd_layout(void)
{
	struct model m = model();
	char type[16] = "{}", noreg[16] = "{}";

	if (m.type >= 0)
		snprintf(type, sizeof type, "%d", m.type);
	if (m.noreg >= 0)
		snprintf(noreg, sizeof noreg, "%d", m.noreg);
	printf("machine %s size %u word %u relative %u endian %s fixups {%s}"
	       " goto %d type %s noreg %s\n", m.name, m.size, m.word,
	       m.relative, e.big ? "big" : "little", m.fixups, m.go, type,
	       noreg);
	return 0;
}

/* ---- table specifications ---------------------------------------------- */

struct table {
	char name[64], start[80], stop[80];
	unsigned entsize, word, nfields;
	struct {
		unsigned index;
		int relative, data;
	} field[MAX_FIELDS];
};

static void parse_spec(struct table *t, const char *spec)
{
	char buf[256], *p, *f;

	memset(t, 0, sizeof *t);
	if (strlen(spec) >= sizeof buf)
		die("table spec too long: %s", spec);
	strcpy(buf, spec);
	p = strchr(buf, ':');
	if (!p || p == buf || (size_t)(p - buf) >= sizeof t->name)
		die("bad table spec '%s' (name:entsize[/word]:fields[:start:stop])", spec);
	*p++ = 0;
	strcpy(t->name, buf);
	t->entsize = strtoul(p, &p, 10);
	t->word = 4;
	if (*p == '/')
		t->word = strtoul(p + 1, &p, 10);
	if (*p++ != ':' || !t->entsize || (t->word != 4 && t->word != 8) ||
	    t->entsize % t->word)
		die("bad table spec '%s': entry size", spec);
	f = p;
	p = strchr(f, ':');
	if (p) {
		char *stop;

		*p++ = 0;
		stop = strchr(p, ':');
		if (!stop || strlen(p) >= sizeof t->start ||
		    strlen(stop) >= sizeof t->stop)
			die("bad table spec '%s': start:stop", spec);
		*stop++ = 0;
		strcpy(t->start, p);
		strcpy(t->stop, stop);
	} else {
		snprintf(t->start, sizeof t->start, "__start_%s", t->name);
		snprintf(t->stop, sizeof t->stop, "__stop_%s", t->name);
	}
	for (p = strtok(f, "+"); p; p = strtok(NULL, "+")) {
		char *q;

		if (t->nfields == MAX_FIELDS)
			die("bad table spec '%s': too many fields", spec);
		t->field[t->nfields].index = strtoul(p, &q, 10);
		if (q == p || t->field[t->nfields].index >= t->entsize / t->word)
			die("bad table spec '%s': field '%s'", spec, p);
		for (; *q; q++) {
			if (*q == 'r')
				t->field[t->nfields].relative = 1;
			else if (*q == 'a')
				t->field[t->nfields].data = 1;
			else
				die("bad table spec '%s': field '%s'", spec, p);
		}
		t->nfields++;
	}
	if (!t->nfields)
		die("bad table spec '%s': no address field", spec);
}

/* The test model's __ex_table, for a file given without -t. */
static void default_spec(struct table *t)
{
	struct model m = model();
	char spec[64];

	snprintf(spec, sizeof spec, "__ex_table:%u/%u:0%s+1%s", m.size,
		 m.word, m.relative ? "r" : "", m.relative ? "r" : "");
	parse_spec(t, spec);
}

static int is_piece(const char *sec, const char *table)
{
	size_t n = strlen(table);

	return !strncmp(sec, table, n) && (sec[n] == 0 || sec[n] == '.');
}

/* ---- relocatable objects ------------------------------------------------ */

/* Relocation types that are the subtracted half of a pair (RISC-V). */
static int is_sub_half(unsigned type)
{
	return e.machine == EM_RISCV &&
	       (type == R_RISCV_SUB8 || type == R_RISCV_SUB16 ||
		type == R_RISCV_SUB32 || type == R_RISCV_SUB64 ||
		type == R_RISCV_SUB6);
}

static const char *section_name(unsigned shndx)
{
	if (shndx == SHN_UNDEF)
		return "*UND*";
	if (shndx == SHN_ABS)
		return "*ABS*";
	if (shndx == SHN_COMMON)
		return "*COM*";
	if (shndx >= e.shnum)
		return "*?*";
	return sh(shndx).name;
}

static int object_entries(const struct table *tabs, int ntabs)
{
	unsigned nsyms;
	struct shdr symtab = symtab_sh(&nsyms);

	for (unsigned i = 1; i < e.shnum; i++) {
		struct shdr s = sh(i);
		const struct table *t = NULL;

		for (int k = 0; k < ntabs && !t; k++)
			if (is_piece(s.name, tabs[k].name))
				t = &tabs[k];
		if (!t || s.type == SHT_REL || s.type == SHT_RELA)
			continue;
		if (s.size % t->entsize)
			die("%s: %llu bytes, not a whole number of %u-byte"
			    " entries", s.name, (unsigned long long)s.size,
			    t->entsize);
		printf("piece %u %s %llu\n", i, s.name,
		       (unsigned long long)(s.size / t->entsize));
		for (unsigned j = 1; j < e.shnum; j++) {
			struct shdr r = sh(j);
			int rela = r.type == SHT_RELA;
			unsigned rsize;

			if ((r.type != SHT_REL && !rela) || r.info != i)
				continue;
			rsize = (e.is64 ? 8 : 4) * (rela ? 3 : 2);
			for (uint64_t o = 0; o + rsize <= r.size; o += rsize) {
				uint64_t at = r.off + o;
				uint64_t off = get_addr(at, at);
				uint64_t info = get_addr(at + 4, at + 8);
				unsigned type = e.is64 ? ELF64_R_TYPE(info) : ELF32_R_TYPE(info);
				unsigned symi = e.is64 ? ELF64_R_SYM(info) : ELF32_R_SYM(info);
				uint64_t addend, in = off % t->entsize / t->word;
				struct sym sy;
				int field = -1;

				if (is_sub_half(type))
					continue;
				if (symi >= nsyms)
					die("%s: relocation with a bad symbol", s.name);
				sy = symbol(&symtab, symi);
				if (rela)
					addend = get_addr(at + 8, at + 16);
				else
					addend = get(s.off + off, t->word);
				if (!rela && t->word == 4)	/* sign-extend */
					addend = (uint64_t)(int64_t)(int32_t)addend;
				for (unsigned f = 0; f < t->nfields; f++)
					if (off % t->word == 0 && t->field[f].index == in)
						field = in;
				if (field < 0) {
					printf("stray %u %s %#llx %u %s\n", i, s.name,
					       (unsigned long long)off, type,
					       section_name(sy.shndx));
					continue;
				}
				printf("field %u %s %llu %d %u %s %#llx\n", i, s.name,
				       (unsigned long long)(off / t->entsize),
				       field, type, section_name(sy.shndx),
				       (unsigned long long)(sy.value + addend) &
				       (e.is64 ? ~0ull : 0xffffffffull));
			}
		}
	}
	return 0;
}

/* ---- linked images ------------------------------------------------------ */

struct code_sym {
	uint64_t addr, size;	/* size 0: a label without one */
	const char *name;
	int global;
};

static struct code_sym *csyms;
static size_t ncsyms;

static int by_addr(const void *a, const void *b)
{
	const struct code_sym *x = a, *y = b;

	if (x->addr != y->addr)
		return x->addr < y->addr ? -1 : 1;
	return strcmp(x->name, y->name);	/* as nm -n: then by name */
}

static int is_code(unsigned shndx)
{
	return shndx && shndx < e.shnum &&
	       (sh(shndx).flags & (SHF_ALLOC | SHF_EXECINSTR)) ==
	       (SHF_ALLOC | SHF_EXECINSTR);
}

/* The symbols nm calls t, T, w, W (and i): defined in code, not mapping
 * symbols ($a, $t, $d, $x) nor section or file symbols. */
static void load_code_symbols(void)
{
	unsigned n;
	struct shdr tab = symtab_sh(&n);

	csyms = xmalloc(n * sizeof *csyms);
	for (unsigned i = 1; i < n; i++) {
		struct sym s = symbol(&tab, i);

		if (!is_code(s.shndx) || !*s.name || s.name[0] == '$' ||
		    s.type == STT_SECTION || s.type == STT_FILE)
			continue;
		csyms[ncsyms].addr = s.value;
		if (e.machine == EM_ARM && s.type == STT_FUNC)
			csyms[ncsyms].addr &= ~1ull;	/* Thumb */
		if (!e.is64)
			csyms[ncsyms].addr &= 0xffffffffull;
		csyms[ncsyms].size = s.size;
		csyms[ncsyms].name = s.name;
		csyms[ncsyms].global = s.bind != STB_LOCAL;
		ncsyms++;
	}
	qsort(csyms, ncsyms, sizeof *csyms, by_addr);
}

/* The allocated section that holds addr. */
static const char *section_at(uint64_t addr)
{
	for (unsigned i = 1; i < e.shnum; i++) {
		struct shdr s = sh(i);

		if ((s.flags & SHF_ALLOC) && addr >= s.addr &&
		    addr - s.addr < s.size)
			return s.name;
	}
	return "*?*";
}

/* Of the symbols csyms[i] and those before it at its address: a function
 * (a symbol with a size) rather than a label such as _einittext, then a
 * global one, then the first by name. */
static const struct code_sym *best_at(size_t i)
{
	size_t best = i;

	while (i-- > 0 && csyms[i].addr == csyms[best].addr) {
		const struct code_sym *c = &csyms[i], *b = &csyms[best];

		if ((!!c->size > !!b->size) ||
		    (!!c->size == !!b->size && c->global >= b->global))
			best = i;
	}
	return &csyms[best];
}

/* The index of the first symbol above a. */
static size_t symbols_upto(uint64_t a)
{
	size_t lo = 0, hi = ncsyms;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (csyms[mid].addr <= a)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* The symbol that names the code at a: the last at or before it. */
static const struct code_sym *symbol_at(uint64_t a)
{
	size_t lo = symbols_upto(a);

	return lo ? best_at(lo - 1) : NULL;
}

/* The first symbol above a, if it is in a's section. */
static const struct code_sym *symbol_after(uint64_t a)
{
	size_t i = symbols_upto(a), last = i;

	if (i == ncsyms || section_at(csyms[i].addr) != section_at(a))
		return NULL;
	while (last + 1 < ncsyms && csyms[last + 1].addr == csyms[i].addr)
		last++;
	return best_at(last);
}

static int in_sections(uint64_t a, uint64_t want)
{
	for (unsigned i = 1; i < e.shnum; i++) {
		struct shdr s = sh(i);

		if ((s.flags & want) == want && s.type != SHT_NULL &&
		    a >= s.addr && a - s.addr < s.size)
			return 1;
	}
	return 0;
}

static uint64_t sym_value(const char *name, int *found)
{
	unsigned n;
	struct shdr tab = symtab_sh(&n);

	for (unsigned i = 1; i < n; i++) {
		struct sym s = symbol(&tab, i);

		if (!strcmp(s.name, name) && s.shndx != SHN_UNDEF) {
			*found = 1;
			return s.value;
		}
	}
	*found = 0;
	return 0;
}

/* The file offset of [addr, addr + size) in one allocated section. */
static uint64_t file_offset(uint64_t addr, uint64_t size, const char *what)
{
	for (unsigned i = 1; i < e.shnum; i++) {
		struct shdr s = sh(i);

		if ((s.flags & SHF_ALLOC) && s.type == SHT_PROGBITS &&
		    addr >= s.addr && addr + size <= s.addr + s.size)
			return s.off + (addr - s.addr);
	}
	die("%s (%#llx, %llu bytes) is in no section", what,
	    (unsigned long long)addr, (unsigned long long)size);
	return 0;
}

struct checker {
	int check, errors, n;
	uint64_t prev;
};

static void entry_error(struct checker *c, const struct table *t, uint64_t i,
			const char *fmt, ...)
{
	va_list ap;

	c->errors++;
	if (c->errors > 20)
		return;
	fprintf(stderr, "  ERROR %s entry %llu: ", t->name, (unsigned long long)i);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

static void decode_range(const struct table *t, uint64_t addr, uint64_t size,
			 struct checker *c)
{
	uint64_t mask = e.is64 ? ~0ull : 0xffffffffull;
	uint64_t off = size ? file_offset(addr, size, t->name) : 0;

	if (size % t->entsize)
		entry_error(c, t, c->n + size / t->entsize,
			    "table size is not a multiple of the entry size");
	for (uint64_t i = 0; i < size / t->entsize; i++) {
		uint64_t at = addr + i * t->entsize, first = 0;
		unsigned nw = t->entsize / t->word;
		const struct code_sym *fs;

		printf("entry %s %s %d %llx", t->name, section_at(at), c->n,
		       (unsigned long long)at);
		for (unsigned w = 0; w < nw; w++) {
			uint64_t v = get(off + i * t->entsize + w * t->word, t->word);
			int f = -1;

			for (unsigned k = 0; k < t->nfields; k++)
				if (t->field[k].index == w)
					f = k;
			if (f >= 0 && t->field[f].relative) {
				if (t->word == 4)
					v = (uint64_t)(int64_t)(int32_t)v;
				v = (at + w * t->word + v) & mask;
			}
			printf(" %llx", (unsigned long long)v);
			if (f < 0)
				continue;
			if (f == 0)
				first = v;
			if (!c->check)
				continue;
			if (!v)
				entry_error(c, t, c->n, "word %u is zero (padding"
					    " between pieces?)", w);
			else if (t->field[f].data)
				(in_sections(v, SHF_ALLOC) ? (void)0 :
				 entry_error(c, t, c->n, "word %u %#llx is in no"
					     " allocated section", w,
					     (unsigned long long)v));
			else if (!in_sections(v, SHF_ALLOC | SHF_EXECINSTR))
				entry_error(c, t, c->n, "word %u %#llx is not in"
					    " present code", w,
					    (unsigned long long)v);
			else if (v % 2)
				entry_error(c, t, c->n, "word %u %#llx is not an"
					    " instruction address (odd)", w,
					    (unsigned long long)v);
		}
		if (!in_sections(first, SHF_ALLOC | SHF_EXECINSTR)) {
			printf(" (data)\n");	/* an allowed data target */
		} else if (!(fs = symbol_at(first))) {
			printf(" ?\n");
			if (c->check)
				entry_error(c, t, c->n, "%#llx lies before every"
					    " code symbol", (unsigned long long)first);
		} else if (fs->size && first >= fs->addr + fs->size) {
			/* asm code without a symbol of its own: named by its
			 * neighbours, as either may be another object's */
			const struct code_sym *next = symbol_after(first);

			printf(" %s(past-end%s%s)\n", fs->name, next ? "," : "",
			       next ? next->name : "");
		} else {
			printf(" %s\n", fs->name);
		}
		/* the kernel sorts __ex_table at build time and bisects it */
		if (c->check && !strcmp(t->name, "__ex_table") && c->n) {
			if (first < c->prev)
				entry_error(c, t, c->n, "%#llx is not sorted"
					    " (after %#llx)", (unsigned long long)first,
					    (unsigned long long)c->prev);
		}
		c->prev = first;
		c->n++;
	}
}

static int image_entries(const struct table *tabs, int ntabs, int check,
			 int by_section)
{
	int bad = 0;

	load_code_symbols();
	for (int k = 0; k < ntabs; k++) {
		const struct table *t = &tabs[k];
		struct checker c = { check, 0, 0, 0 };
		int has_start, has_stop;
		uint64_t a = sym_value(t->start, &has_start);
		uint64_t b = sym_value(t->stop, &has_stop);

		if (has_start && has_stop && !by_section) {
			if (b < a)
				die("%s: %s after %s", t->name, t->start, t->stop);
			decode_range(t, a, b - a, &c);
		} else {
			for (unsigned i = 1; i < e.shnum; i++) {
				struct shdr s = sh(i);

				if (is_piece(s.name, t->name) && (s.flags & SHF_ALLOC))
					decode_range(t, s.addr, s.size, &c);
			}
		}
		if (c.errors > 20)
			fprintf(stderr, "  ... %d errors in %s\n", c.errors, t->name);
		if (c.errors)
			bad = 1;
	}
	return bad;
}

static int cmd_functions(void)
{
	load_code_symbols();
	for (size_t i = 0; i < ncsyms; i++)
		printf("%s\n", csyms[i].name);
	return 0;
}

static void usage(void)
{
	fprintf(stderr, "usage: %s layout FILE\n"
		"       %s entries [-c] [-s] [-t NAME:ENTSIZE[/WORD]:FIELDS[:START:STOP]]... FILE\n"
		"       %s functions FILE\n", prog, prog, prog);
	exit(2);
}

int main(int argc, char **argv)
{
	static struct table tabs[MAX_TABLES];
	const char *specs[MAX_TABLES];
	int nspecs = 0, check = 0, by_section = 0, i;

	if (argc < 3)
		usage();
	for (i = 2; i < argc - 1; i++) {
		if (!strcmp(argv[i], "-c")) {
			check = 1;
		} else if (!strcmp(argv[i], "-s")) {
			by_section = 1;
		} else if (!strcmp(argv[i], "-t") && i + 1 < argc - 1 &&
			   nspecs < MAX_TABLES) {
			specs[nspecs++] = argv[++i];
		} else {
			usage();
		}
	}
	elf_open(argv[argc - 1]);
	if (!strcmp(argv[1], "layout") && argc == 3)
		return cmd_layout();
	if (!strcmp(argv[1], "functions") && argc == 3)
		return cmd_functions();
	if (strcmp(argv[1], "entries"))
		usage();
	for (i = 0; i < nspecs; i++)
		parse_spec(&tabs[i], specs[i]);
	if (!nspecs) {
		default_spec(&tabs[0]);
		nspecs = 1;
	}
	if (e.type == ET_REL)
		return object_entries(tabs, nspecs);
	return image_entries(tabs, nspecs, check, by_section);
}
