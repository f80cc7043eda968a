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
 *   ss-tables verify [-t NAME|SPEC]... [-w STDERR] [-n NAMING] PLAIN PLUGIN
 *       The verify mode (scripts/sectsubst-verify): the object PLUGIN,
 *       compiled with the plugin, against PLAIN, the same compile with
 *       it disabled.  -t names the tables (default: tables.def's; -t ''
 *       alone: none), a SPEC also cuts its pieces at each entry; -w reads
 *       the compile's stderr for its sectsubst diagnostics; -n the
 *       plugin's naming= (unique: pieces keep the table's name).  One line,
 *           ok|mismatch PLUGIN asms=N renamed=N references=N [KIND=N]...
 *       and each mismatch on stderr, naming the section and the entry.
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

static void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
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
	uint64_t flags, addr, off, size, entsize, align;
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
	s.align = get_addr(o + 32, o + 48);
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

static int is_reloc_section(const struct shdr *r)
{
	return r->type == SHT_REL || r->type == SHT_RELA;
}

static unsigned reloc_count(const struct shdr *r)
{
	return r->size / ((e.is64 ? 8 : 4) * (r->type == SHT_RELA ? 3 : 2));
}

/* One relocation of a relocation section, as both the decoder of pieces
 * and the verify mode read them: place, type, symbol and, for RELA, the
 * addend (a REL addend is in the bytes at the place: the reader knows its
 * width). */
struct reloc {
	uint64_t off, addend;
	unsigned type;
	int rela;
	struct sym sym;
};

static struct reloc reloc(const struct shdr *r, unsigned k,
			  const struct shdr *symtab, unsigned nsyms)
{
	int rela = r->type == SHT_RELA;
	uint64_t at = r->off + (uint64_t)k * (e.is64 ? 8 : 4) * (rela ? 3 : 2);
	uint64_t info = get_addr(at + 4, at + 8);
	unsigned symi = e.is64 ? ELF64_R_SYM(info) : ELF32_R_SYM(info);
	struct reloc rl;

	rl.off = get_addr(at, at);
	rl.type = e.is64 ? ELF64_R_TYPE(info) : ELF32_R_TYPE(info);
	rl.rela = rela;
	rl.addend = rela ? get_addr(at + 8, at + 16) : 0;
	if (symi >= nsyms)
		die("%s: relocation with a bad symbol", sh(r->info).name);
	rl.sym = symbol(symtab, symi);
	return rl;
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
			unsigned nrel;

			if (!is_reloc_section(&r) || r.info != i)
				continue;
			nrel = reloc_count(&r);
			for (unsigned k = 0; k < nrel; k++) {
				struct reloc rl = reloc(&r, k, &symtab, nsyms);
				uint64_t off = rl.off, addend = rl.addend;
				unsigned type = rl.type;
				uint64_t in = off % t->entsize / t->word;
				struct sym sy = rl.sym;
				int field = -1;

				if (is_sub_half(type))
					continue;
				if (!rl.rela)
					addend = get(s.off + off, t->word);
				if (!rl.rela && t->word == 4)	/* sign-extend */
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

/* Whether a is where an instruction can start: at an even address
 * everywhere but on x86 (2 bytes: Thumb, RISC-V's compressed instructions,
 * MIPS16 and microMIPS; 4 on PowerPC), anywhere on x86. */
static int insn_aligned(uint64_t a)
{
	return e.machine == EM_X86_64 || e.machine == EM_386 || a % 2 == 0;
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
			else if (!insn_aligned(v))
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

/* ---- verify: an object with the plugin against the same without it ---- */

/*
 * Everything the comparison needs of one object, read while it is the
 * open ELF file (the reader above knows one file at a time).  A section's
 * key is its name and how many sections of that name come before it
 * (COMDAT groups repeat names), the same in both builds.
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
	const char *name;
	unsigned nth, type;
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
	const char *path;
	unsigned machine, nsec;
	int is64, rel;		/* rel: REL relocations, no addends */
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

static int errors;
static const char *vtables[MAX_TABLES];
static unsigned vtable_entsize[MAX_TABLES];
static int nvtables;

/* Relocation types whose REL addend is a 32-bit word at the place: the
 * table fields (.long, .word) of the machines that use REL. */
static int is_data32(unsigned machine, unsigned type)
{
	switch (machine) {
	case EM_386:
		return type == R_386_32 || type == R_386_PC32;
	case EM_ARM:
		return type == R_ARM_ABS32 || type == R_ARM_REL32 ||
		       type == R_ARM_TARGET1;
	case EM_MIPS:
		return type == R_MIPS_32 || type == R_MIPS_REL32;
	}
	return 0;
}

/*
 * The bits of a relocation's field, the ones the linker writes (binutils'
 * howto dst_mask), as a value of size bytes read in the object's byte
 * order (Thumb: the two halfwords, the first in the high half).  These
 * bits are compared as the relocation, its type and target (on REL
 * targets the addend is their content, read in place), never as bytes:
 * gas fills some of them from the label's distance in the section it
 * assembles, which differs between a piece and the plain table (RISC-V's
 * JAL: fddff06f in the plain .fixup, 0080006f in the piece).  size 0: no
 * field (R_*_NONE, markers, RISC-V's ADD and SUB, which add to what is
 * there), so the bytes are compared.
 */
struct rfield {
	unsigned size;
	uint64_t mask;
	int halfwords;
};

static struct rfield x86_field(unsigned machine, unsigned type)
{
	if (machine == EM_X86_64) {
		switch (type) {
		case R_X86_64_64: case R_X86_64_PC64: case R_X86_64_GOTOFF64:
		case R_X86_64_SIZE64:
			return (struct rfield){ 8, ~0ull, 0 };
		case R_X86_64_PC32: case R_X86_64_PLT32: case R_X86_64_32:
		case R_X86_64_32S: case R_X86_64_GOTPCREL: case R_X86_64_GOTPC32:
		case R_X86_64_GOTPCRELX: case R_X86_64_REX_GOTPCRELX:
		case R_X86_64_GOTTPOFF: case R_X86_64_TPOFF32:
		case R_X86_64_TLSGD: case R_X86_64_TLSLD: case R_X86_64_DTPOFF32:
		case R_X86_64_SIZE32:
			return (struct rfield){ 4, 0xffffffff, 0 };
		case R_X86_64_16: case R_X86_64_PC16:
			return (struct rfield){ 2, 0xffff, 0 };
		case R_X86_64_8: case R_X86_64_PC8:
			return (struct rfield){ 1, 0xff, 0 };
		}
		return (struct rfield){ 0, 0, 0 };
	}
	switch (type) {
	case R_386_32: case R_386_PC32: case R_386_GOT32: case R_386_PLT32:
	case R_386_GOTOFF: case R_386_GOTPC: case R_386_GOT32X:
	case R_386_TLS_GD: case R_386_TLS_LDM: case R_386_TLS_IE:
	case R_386_TLS_GOTIE: case R_386_TLS_LE: case R_386_TLS_LDO_32:
		return (struct rfield){ 4, 0xffffffff, 0 };
	case R_386_16: case R_386_PC16:
		return (struct rfield){ 2, 0xffff, 0 };
	case R_386_8: case R_386_PC8:
		return (struct rfield){ 1, 0xff, 0 };
	}
	return (struct rfield){ 0, 0, 0 };
}

static struct rfield arm_field(unsigned machine, unsigned type)
{
	if (machine == EM_AARCH64) {
		switch (type) {
		case R_AARCH64_ABS64: case R_AARCH64_PREL64:
			return (struct rfield){ 8, ~0ull, 0 };
		case R_AARCH64_ABS32: case R_AARCH64_PREL32:
			return (struct rfield){ 4, 0xffffffff, 0 };
		case R_AARCH64_ABS16: case R_AARCH64_PREL16:
			return (struct rfield){ 2, 0xffff, 0 };
		case R_AARCH64_JUMP26: case R_AARCH64_CALL26:
			return (struct rfield){ 4, 0x03ffffff, 0 };
		case R_AARCH64_CONDBR19: case R_AARCH64_LD_PREL_LO19:
			return (struct rfield){ 4, 0x00ffffe0, 0 };
		case R_AARCH64_TSTBR14:
			return (struct rfield){ 4, 0x0007ffe0, 0 };
		case R_AARCH64_ADR_PREL_LO21: case R_AARCH64_ADR_PREL_PG_HI21:
		case R_AARCH64_ADR_PREL_PG_HI21_NC: case R_AARCH64_ADR_GOT_PAGE:
			return (struct rfield){ 4, 0x60ffffe0, 0 };
		case R_AARCH64_ADD_ABS_LO12_NC: case R_AARCH64_LDST8_ABS_LO12_NC:
		case R_AARCH64_LDST16_ABS_LO12_NC: case R_AARCH64_LDST32_ABS_LO12_NC:
		case R_AARCH64_LDST64_ABS_LO12_NC: case R_AARCH64_LDST128_ABS_LO12_NC:
		case R_AARCH64_LD64_GOT_LO12_NC:
			return (struct rfield){ 4, 0x003ffc00, 0 };
		case R_AARCH64_MOVW_UABS_G0: case R_AARCH64_MOVW_UABS_G0_NC:
		case R_AARCH64_MOVW_UABS_G1: case R_AARCH64_MOVW_UABS_G1_NC:
		case R_AARCH64_MOVW_UABS_G2: case R_AARCH64_MOVW_UABS_G2_NC:
		case R_AARCH64_MOVW_UABS_G3:
			return (struct rfield){ 4, 0x001fffe0, 0 };
		}
		return (struct rfield){ 0, 0, 0 };
	}
	switch (type) {
	case R_ARM_ABS32: case R_ARM_REL32: case R_ARM_TARGET1:
	case R_ARM_TARGET2: case R_ARM_GOT_PREL: case R_ARM_GOTOFF:
	case R_ARM_GOTPC: case R_ARM_GOT32:
		return (struct rfield){ 4, 0xffffffff, 0 };
	case R_ARM_PREL31:
		return (struct rfield){ 4, 0x7fffffff, 0 };
	case R_ARM_PC24: case R_ARM_CALL: case R_ARM_JUMP24:
		return (struct rfield){ 4, 0x00ffffff, 0 };
	case R_ARM_MOVW_ABS_NC: case R_ARM_MOVT_ABS: case R_ARM_MOVW_PREL_NC:
	case R_ARM_MOVT_PREL:
		return (struct rfield){ 4, 0x000f0fff, 0 };
	case R_ARM_THM_PC22: case R_ARM_THM_JUMP24:	/* THM_CALL */
		return (struct rfield){ 4, 0x07ff2fff, 1 };
	case R_ARM_THM_JUMP19:
		return (struct rfield){ 4, 0x043f2fff, 1 };
	case R_ARM_THM_MOVW_ABS_NC: case R_ARM_THM_MOVT_ABS:
	case R_ARM_THM_MOVW_PREL_NC: case R_ARM_THM_MOVT_PREL:
		return (struct rfield){ 4, 0x040f70ff, 1 };
	case R_ARM_THM_PC11:		/* THM_JUMP11 */
		return (struct rfield){ 2, 0x07ff, 0 };
	case R_ARM_THM_PC9:		/* THM_JUMP8 */
		return (struct rfield){ 2, 0x00ff, 0 };
	case R_ARM_ABS16:
		return (struct rfield){ 2, 0xffff, 0 };
	case R_ARM_ABS8:
		return (struct rfield){ 1, 0xff, 0 };
	}
	return (struct rfield){ 0, 0, 0 };
}

/* binutils' elfxx-mips.c; R_MIPS_PC32 (248) is not in glibc's elf.h */
static struct rfield mips_field(unsigned type)
{
	switch (type) {
	case R_MIPS_64:
		return (struct rfield){ 8, ~0ull, 0 };
	case R_MIPS_32: case R_MIPS_REL32: case R_MIPS_GPREL32: case 248:
		return (struct rfield){ 4, 0xffffffff, 0 };
	case R_MIPS_26:
		return (struct rfield){ 4, 0x03ffffff, 0 };
	case R_MIPS_HI16: case R_MIPS_LO16: case R_MIPS_PC16: case R_MIPS_GPREL16:
	case R_MIPS_GOT16: case R_MIPS_CALL16: case R_MIPS_GOT_DISP:
	case R_MIPS_GOT_PAGE: case R_MIPS_GOT_OFST: case R_MIPS_HIGHER:
	case R_MIPS_HIGHEST:
		return (struct rfield){ 4, 0x0000ffff, 0 };
	}
	return (struct rfield){ 0, 0, 0 };
}

/* PowerPC's half16 fields are the halfword the relocation points at. */
static struct rfield ppc_field(unsigned type)
{
	switch (type) {
	case R_PPC64_ADDR64: case R_PPC64_REL64:
		return (struct rfield){ 8, ~0ull, 0 };
	case R_PPC_ADDR32: case R_PPC_REL32: case R_PPC_UADDR32:
		return (struct rfield){ 4, 0xffffffff, 0 };
	case R_PPC_ADDR24: case R_PPC_REL24: case R_PPC_PLTREL24:
		return (struct rfield){ 4, 0x03fffffc, 0 };
	case R_PPC_ADDR14: case R_PPC_ADDR14_BRTAKEN: case R_PPC_ADDR14_BRNTAKEN:
	case R_PPC_REL14: case R_PPC_REL14_BRTAKEN: case R_PPC_REL14_BRNTAKEN:
		return (struct rfield){ 4, 0x0000fffc, 0 };
	case R_PPC_ADDR16: case R_PPC_ADDR16_LO: case R_PPC_ADDR16_HI:
	case R_PPC_ADDR16_HA: case R_PPC_UADDR16: case R_PPC_REL16:
	case R_PPC_REL16_LO: case R_PPC_REL16_HI: case R_PPC_REL16_HA:
		return (struct rfield){ 2, 0xffff, 0 };
	}
	return (struct rfield){ 0, 0, 0 };
}

/* binutils' elfxx-riscv.c; R_RISCV_PLT32 (59) is not in glibc 2.36's */
static struct rfield riscv_field(unsigned type)
{
	switch (type) {
	case R_RISCV_64:
		return (struct rfield){ 8, ~0ull, 0 };
	case R_RISCV_CALL: case R_RISCV_CALL_PLT:	/* auipc; jalr */
		return (struct rfield){ 8, 0xfff00000fffff000ull, 0 };
	case R_RISCV_32: case R_RISCV_32_PCREL: case R_RISCV_SET32: case 59:
		return (struct rfield){ 4, 0xffffffff, 0 };
	case R_RISCV_BRANCH: case R_RISCV_LO12_S: case R_RISCV_PCREL_LO12_S:
	case R_RISCV_TPREL_LO12_S:
		return (struct rfield){ 4, 0xfe000f80, 0 };
	case R_RISCV_JAL: case R_RISCV_HI20: case R_RISCV_PCREL_HI20:
	case R_RISCV_GOT_HI20: case R_RISCV_TLS_GOT_HI20: case R_RISCV_TLS_GD_HI20:
	case R_RISCV_TPREL_HI20:
		return (struct rfield){ 4, 0xfffff000, 0 };
	case R_RISCV_LO12_I: case R_RISCV_PCREL_LO12_I: case R_RISCV_TPREL_LO12_I:
		return (struct rfield){ 4, 0xfff00000, 0 };
	case R_RISCV_RVC_BRANCH:
		return (struct rfield){ 2, 0x1c7c, 0 };
	case R_RISCV_RVC_JUMP:
		return (struct rfield){ 2, 0x1ffc, 0 };
	case R_RISCV_RVC_LUI:
		return (struct rfield){ 2, 0x107c, 0 };
	case R_RISCV_SET16:
		return (struct rfield){ 2, 0xffff, 0 };
	case R_RISCV_SET8:
		return (struct rfield){ 1, 0xff, 0 };
	case R_RISCV_SET6:
		return (struct rfield){ 1, 0x3f, 0 };
	}
	return (struct rfield){ 0, 0, 0 };
}

static struct rfield reloc_field(unsigned machine, unsigned type)
{
	switch (machine) {
	case EM_X86_64: case EM_386:
		return x86_field(machine, type);
	case EM_ARM: case EM_AARCH64:
		return arm_field(machine, type);
	case EM_MIPS:
		return mips_field(type);
	case EM_PPC: case EM_PPC64:
		return ppc_field(type);
	case EM_RISCV:
		return riscv_field(type);
	}
	return (struct rfield){ 0, 0, 0 };
}

/* The bits of byte k (0: the first) of a field, big or little endian. */
static unsigned field_byte(const struct rfield *f, unsigned k, int big)
{
	unsigned bit;

	if (f->halfwords)	/* two halfwords, each in the byte order */
		bit = k < 2 ? 16 + 8 * (big ? 1 - k : k)
			    : 8 * (big ? 3 - k : k - 2);
	else
		bit = 8 * (big ? f->size - 1 - k : k);
	return (f->mask >> bit) & 0xff;
}

/* The machines whose objects the suite builds; on any other a reference
 * might not be R_*_NONE (type 0), so the tool refuses it. */
static void known_machine(void)
{
	static const unsigned known[] = { EM_X86_64, EM_386, EM_ARM,
		EM_AARCH64, EM_RISCV, EM_MIPS, EM_PPC, EM_PPC64 };

	for (size_t i = 0; i < sizeof known / sizeof *known; i++)
		if (known[i] == e.machine)
			return;
	die("ELF machine %u is not one verify knows", e.machine);
}

static int table_of(const char *name)
{
	for (int k = 0; k < nvtables; k++)
		if (is_piece(name, vtables[k]))
			return k + 1;
	return 0;
}

/* Marks the bits of the field of a relocation of type at off in s. */
static void mask_field(struct vsec *s, uint64_t off, unsigned type)
{
	struct rfield f = reloc_field(e.machine, type);

	for (unsigned k = 0; s->fields && k < f.size && off + k < s->size; k++)
		s->fields[off + k] |= field_byte(&f, k, e.big);
}

static void load_relocs(struct vobj *o, const struct shdr *r,
			const struct shdr *symtab, unsigned nsyms)
{
	unsigned n = reloc_count(r);
	struct vsec *s;

	if (r->info >= o->nsec)
		die("relocations for a bad section");
	s = &o->sec[r->info];
	s->rel = xmalloc(n * sizeof *s->rel);
	for (unsigned k = 0; k < n; k++) {
		struct reloc rl = reloc(r, k, symtab, nsyms);
		struct vrel *v = &s->rel[s->nrel++];
		int defined = rl.sym.shndx != SHN_UNDEF &&
			      rl.sym.shndx < e.shnum;

		v->off = rl.off;
		v->type = rl.type;
		v->sym = rl.sym.name;
		v->tsec = defined ? rl.sym.shndx : 0;
		v->local_label = defined && rl.sym.bind == STB_LOCAL &&
				 (rl.sym.type == STT_SECTION ||
				  rl.sym.type == STT_NOTYPE);
		v->value = (defined ? rl.sym.value : 0) + rl.addend;
		if (!rl.rela && rl.off > s->size)
			die("%s: relocation past the end", s->name);
		if (!rl.rela && is_data32(e.machine, rl.type)) {
			if (rl.off + 4 > s->size)
				die("%s: relocation past the end", s->name);
			v->value += (uint64_t)(int64_t)(int32_t)
				    get(sh(r->info).off + rl.off, 4);
		} else if (!rl.rela) {
			/* up to 4 bytes: a NONE may sit at the very end */
			v->opaque = 1;
			v->raw = get(sh(r->info).off + rl.off,
				     s->size - rl.off < 4 ? s->size - rl.off : 4);
		}
		if (!e.is64)
			v->value &= 0xffffffffull;
		mask_field(s, rl.off, rl.type);
	}
}

static void load_object(struct vobj *o, const char *file)
{
	unsigned nsyms;
	struct shdr symtab;

	elf_open(file);
	if (e.type != ET_REL)
		die("not a relocatable object");
	known_machine();
	symtab = symtab_sh(&nsyms);
	o->path = file;
	o->machine = e.machine;
	o->is64 = e.is64;
	o->nsec = e.shnum;
	o->sec = xmalloc(e.shnum * sizeof *o->sec);
	for (unsigned i = 1; i < e.shnum; i++) {
		struct shdr s = sh(i);
		struct vsec *v = &o->sec[i];

		v->name = s.name;
		v->type = s.type;
		v->flags = s.flags;
		v->size = s.size;
		v->align = s.align ? s.align : 1;
		v->table = table_of(s.name);
		for (unsigned j = 1; j < i; j++)
			v->nth += !strcmp(o->sec[j].name, s.name);
		if (s.type != SHT_NOBITS) {
			if (s.off > e.size || s.size > e.size - s.off)
				die("%s: truncated", s.name);
			v->data = e.b + s.off;
			v->fields = xmalloc(s.size);
		}
	}
	for (unsigned i = 1; i < e.shnum; i++) {
		struct shdr r = sh(i);

		if (is_reloc_section(&r))
			load_relocs(o, &r, &symtab, nsyms);
		o->rel |= r.type == SHT_REL;
	}
	for (unsigned i = 1; i < nsyms; i++) {
		struct sym sy = symbol(&symtab, i);

		if (sy.type == STT_FUNC && sy.shndx < e.shnum) {
			o->sec[sy.shndx].func = 1;
			o->funcs = xrealloc(o->funcs, (o->nfuncs + 1) *
						      sizeof *o->funcs);
			o->funcs[o->nfuncs++] = (struct vfunc){ sy.name,
				sy.shndx, sy.value, sy.size };
		}
	}
}

static struct vobj plain, plug;
static struct chunk *chunks;
static size_t nchunks;
static size_t *first_chunk, *nchunks_of;	/* plug's, by section */

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
static void mismatch(const struct vobj *o, unsigned sec, uint64_t off,
		     const char *fmt, ...)
{
	const struct vsec *s = &o->sec[sec];
	va_list ap;

	if (++errors > 20)
		return;
	fprintf(stderr, "sectsubst-verify: %s: %s: %s 0x%llx: ", plug.path,
		s->name, s->table ? "entry at" : "at", (unsigned long long)off);
	if (o == &plain)
		fprintf(stderr, "(the build without the plugin) ");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

/* The chunk of plug's table section sec that holds offset v (its end: the
 * last chunk), or NULL. */
static struct chunk *chunk_at(unsigned sec, uint64_t v)
{
	for (size_t k = 0; k < nchunks_of[sec]; k++) {
		struct chunk *c = &chunks[first_chunk[sec] + k];

		if (v >= c->start && (v < c->end ||
				      (v == c->end && k + 1 == nchunks_of[sec])))
			return c;
	}
	return NULL;
}

/*
 * What r points to, in terms both builds share: a section by name and
 * rank, and the offset in it; a piece's place in the plain build's table;
 * an undefined symbol by name.  0: r points into a chunk not placed yet.
 */
static int target_key(const struct vobj *o, const struct vrel *r, char *buf,
		      size_t n)
{
	const struct vsec *t;
	uint64_t v = r->value;

	if (!r->tsec) {
		snprintf(buf, n, "%s%+lld", r->sym, (long long)v);
		return 1;
	}
	t = &o->sec[r->tsec];
	if (o == &plug && t->table) {
		const struct chunk *c = chunk_at(r->tsec, v);

		if (r->opaque)
			die("%s: relocation type %u into %s: its addend is in"
			    " an instruction, which verify cannot read",
			    o->path, r->type, t->name);
		if (!c || !c->placed)
			return 0;
		t = &plain.sec[c->psec];
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
	*cuts = realloc(*cuts, (*n + 1) * sizeof **cuts);
	if (!*cuts)
		die("out of memory");
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

static void add_chunk(const struct chunk *c)
{
	chunks = realloc(chunks, (nchunks + 1) * sizeof *chunks);
	if (!chunks)
		die("out of memory");
	chunks[nchunks++] = *c;
	nchunks_of[c->sec]++;
}

/* Whether plug has pieces of table k: under a name of their own, or
 * (naming=unique) under the table's, with references to them. */
static int renamed(int k)
{
	for (unsigned i = 1; i < plug.nsec; i++) {
		const struct vsec *s = &plug.sec[i];

		if (s->table == k && strcmp(s->name, vtables[k - 1]))
			return 1;
		for (size_t r = 0; !s->table && r < s->nrel; r++)
			if (!s->rel[r].type && s->rel[r].tsec &&
			    plug.sec[s->rel[r].tsec].table == k)
				return 1;
	}
	return 0;
}

/*
 * A table the plugin renamed nothing of (an asm left as written, a .S
 * file) is its plain twin, whole: one chunk, placed at once, that may
 * hold entries with no relocation (.long 0).
 */
static int add_whole(unsigned i)
{
	unsigned p = twin(&plug, &plain, i);
	struct chunk c = { i, p, 0, plug.sec[i].size, 0, 1, 0 };

	if (renamed(plug.sec[i].table) || !p || !plain.sec[p].table)
		return 0;
	add_chunk(&c);
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
static void make_chunks(void)
{
	uint64_t **cuts = xmalloc(plug.nsec * sizeof *cuts);
	size_t *ncuts = xmalloc(plug.nsec * sizeof *ncuts);

	first_chunk = xmalloc(plug.nsec * sizeof *first_chunk);
	nchunks_of = xmalloc(plug.nsec * sizeof *nchunks_of);
	for (unsigned j = 1; j < plug.nsec; j++)
		for (size_t k = 0; k < plug.sec[j].nrel; k++) {
			const struct vrel *r = &plug.sec[j].rel[k];

			if (r->tsec && r->tsec != j && plug.sec[r->tsec].table &&
			    r->value < plug.sec[r->tsec].size)
				add_cut(&cuts[r->tsec], &ncuts[r->tsec], r->value);
		}
	for (unsigned i = 1; i < plug.nsec; i++) {
		const struct vsec *s = &plug.sec[i];
		unsigned entsize = s->table ? vtable_entsize[s->table - 1] : 0;

		first_chunk[i] = nchunks;
		if (!s->table || !s->size || add_whole(i))
			continue;
		add_cut(&cuts[i], &ncuts[i], 0);
		for (uint64_t o = entsize; entsize && o < s->size; o += entsize)
			add_cut(&cuts[i], &ncuts[i], o);
		for (size_t k = 0; plug.rel && !(s->flags & SHF_EXECINSTR) &&
				   k < s->nrel; k++)
			add_cut(&cuts[i], &ncuts[i], s->rel[k].off);
		qsort(cuts[i], ncuts[i], sizeof *cuts[i], cmp_u64);
		for (size_t k = 0; k < ncuts[i]; k++) {
			struct chunk c = { i, 0, cuts[i][k], s->size, 0, 0, 0 };

			if (k + 1 < ncuts[i] && cuts[i][k + 1] == c.start)
				continue;
			if (k + 1 < ncuts[i])
				c.end = cuts[i][k + 1];
			add_chunk(&c);
		}
	}
	for (unsigned i = 1; i < plug.nsec; i++)
		free(cuts[i]);
	free(cuts);
	free(ncuts);
}

/* A plain relocation's target key, made once: the plain build's targets
 * are its own sections, never a chunk. */
static const char *plain_key(struct vrel *q)
{
	if (!q->key) {
		char buf[512];

		target_key(&plain, q, buf, sizeof buf);
		q->key = xmalloc(strlen(buf) + 1);
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
static struct vrel *plain_reloc(unsigned p, uint64_t off, const struct vrel *r,
				const char *key, int placing)
{
	struct vsec *s = &plain.sec[p];
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
		    !strcmp(plain_key(q), key))
			return q;
	}
	return NULL;
}

/* Whether every relocation of c that can be resolved yet has its twin in
 * plain section p, delta bytes further, that no chunk placed before lies
 * on; with claim, c is placed there and takes those twins. */
static int chunk_fits(const struct chunk *c, unsigned p, int64_t delta,
		      int claim)
{
	const struct vsec *s = &plug.sec[c->sec];
	char key[512];

	if ((int64_t)c->end + delta > (int64_t)plain.sec[p].size ||
	    (int64_t)c->end + delta <= 0)
		return 0;
	for (size_t k = 0; k < s->nrel; k++) {
		const struct vrel *r = &s->rel[k];
		struct vrel *q;

		if (r->off < c->start || r->off >= c->end)
			continue;
		if (!target_key(&plug, r, key, sizeof key))
			continue;
		q = plain_reloc(p, r->off + delta, r, key, 1);
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
static int place(struct chunk *c)
{
	const struct vsec *s = &plug.sec[c->sec];
	char key[512];

	for (size_t k = 0; k < s->nrel; k++) {
		const struct vrel *r = &s->rel[k];

		if (r->off < c->start || r->off >= c->end ||
		    !target_key(&plug, r, key, sizeof key))
			continue;
		for (unsigned p = 1; p < plain.nsec; p++) {
			if (plain.sec[p].table != s->table)
				continue;
			for (size_t m = 0; m < plain.sec[p].nrel; m++) {
				struct vrel *q = &plain.sec[p].rel[m];
				int64_t delta = (int64_t)(q->off - r->off);

				if (q->type == r->type && !strcmp(plain_key(q), key) &&
				    chunk_fits(c, p, delta, 0)) {
					chunk_fits(c, p, delta, 1);
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

static int has_relocs(const struct chunk *c)
{
	const struct vsec *s = &plug.sec[c->sec];

	for (size_t k = 0; k < s->nrel; k++)
		if (s->rel[k].off >= c->start && s->rel[k].off < c->end)
			return 1;
	return 0;
}

/* Whether [from, to) of plain's section p is free: no chunk placed on it,
 * no relocation in it. */
static int free_in_plain(unsigned p, int64_t from, int64_t to)
{
	for (size_t k = 0; k < nchunks; k++) {
		const struct chunk *c = &chunks[k];

		if (c->placed && c->psec == p && from < (int64_t)c->end + c->delta &&
		    (int64_t)c->start + c->delta < to)
			return 0;
	}
	for (size_t k = 0; k < plain.sec[p].nrel; k++)
		if ((int64_t)plain.sec[p].rel[k].off >= from &&
		    (int64_t)plain.sec[p].rel[k].off < to)
			return 0;
	return 1;
}

/* A chunk with no relocation (.long 0 entries of an asm left as written,
 * a fixup of one nop) goes where its bytes are, in what the others left
 * free of the plain table, at the first such place.  1: placed. */
static int place_by_bytes(struct chunk *c)
{
	const struct vsec *s = &plug.sec[c->sec];
	uint64_t len = c->end - c->start;

	for (unsigned p = 1; p < plain.nsec; p++) {
		const struct vsec *x = &plain.sec[p];

		if (x->table != s->table || !x->data || !s->data)
			continue;
		for (uint64_t o = 0; o + len <= x->size; o += s->align)
			if (!memcmp(x->data + o, s->data + c->start, len) &&
			    free_in_plain(p, o, o + len)) {
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
static int awaited(const struct chunk *c)
{
	for (size_t k = 0; k < nchunks; k++) {
		const struct chunk *u = &chunks[k];
		const struct vsec *s = &plug.sec[u->sec];

		for (size_t m = 0; !u->placed && m < s->nrel; m++) {
			const struct vrel *r = &s->rel[m];

			if (r->off >= u->start && r->off < u->end &&
			    r->tsec == c->sec && chunk_at(r->tsec, r->value) == c)
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
static void place_chunks(void)
{
	int progress = 1;

	for (size_t k = 0; k < nchunks; k++)
		if (!has_relocs(&chunks[k]) &&
		    chunks[k].end - chunks[k].start < plug.sec[chunks[k].sec].align)
			chunks[k].padding = 1;
	while (progress) {
		progress = 0;
		for (size_t k = 0; k < nchunks; k++)
			if (!chunks[k].placed && !chunks[k].padding &&
			    has_relocs(&chunks[k]) && place(&chunks[k]))
				progress = 1;
		for (size_t k = 0; !progress && k < nchunks; k++)
			if (!chunks[k].placed && !chunks[k].padding &&
			    !has_relocs(&chunks[k]) && awaited(&chunks[k]) &&
			    place_by_bytes(&chunks[k]))
				progress = 1;
	}
	for (size_t k = 0; k < nchunks; k++)
		if (!chunks[k].placed && !chunks[k].padding &&
		    !has_relocs(&chunks[k]))
			place_by_bytes(&chunks[k]);
	for (size_t k = 0; k < nchunks; k++)
		if (!chunks[k].placed && !chunks[k].padding)
			mismatch(&plug, chunks[k].sec, chunks[k].start,
				 "matches no entry of the plain %s",
				 vtables[plug.sec[chunks[k].sec].table - 1]);
}

/* The first byte of [start, end) of plug's section b that differs from
 * plain's section a, delta bytes further, in bits outside both builds'
 * relocation fields; -1 if none. */
static int64_t first_diff(unsigned a, unsigned b, uint64_t start, uint64_t end,
			  int64_t delta)
{
	const struct vsec *x = &plain.sec[a], *y = &plug.sec[b];

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
static void match_relocs(unsigned a, unsigned b, uint64_t start, uint64_t end,
			 int64_t delta)
{
	const struct vsec *y = &plug.sec[b];
	char key[512];

	for (size_t k = 0; k < y->nrel; k++) {
		struct vrel *r = &y->rel[k], *q;

		if (r->added || r->off < start || r->off >= end)
			continue;
		if (!target_key(&plug, r, key, sizeof key))
			snprintf(key, sizeof key, "an unplaced entry");
		q = plain_reloc(a, r->off + delta, r, key, 0);
		if (q)
			q->matched = r->matched = 1;
		else
			mismatch(&plug, b, r->off, "relocation type %u to %s is"
				 " not in the build without the plugin", r->type,
				 key);
	}
}

/* Plain's relocations of section a that nothing in plug matched. */
static void unmatched_relocs(unsigned a)
{
	const struct vsec *x = &plain.sec[a];

	for (size_t k = 0; k < x->nrel; k++)
		if (!x->rel[k].matched)
			mismatch(&plain, a, x->rel[k].off, "relocation type %u"
				 " to %s is missing with the plugin",
				 x->rel[k].type, plain_key(&x->rel[k]));
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
static void check_table_section(unsigned a)
{
	const struct vsec *x = &plain.sec[a];
	const struct chunk **in = xmalloc((nchunks + 1) * sizeof *in);
	size_t n = 0;
	int64_t covered = 0;

	for (size_t k = 0; k < nchunks; k++)
		if (chunks[k].placed && chunks[k].psec == a)
			in[n++] = &chunks[k];
	qsort(in, n, sizeof *in, by_plain_place);
	for (size_t k = 0; k < n; k++) {
		const struct chunk *c = in[k];
		int64_t from = (int64_t)c->start + c->delta, diff;
		uint64_t skip = 0;

		if (from - covered >= (int64_t)x->align)
			mismatch(&plain, a, covered, "%lld bytes are in no piece"
				 " of the plugin build", (long long)(from - covered));
		if (from < covered) {
			skip = covered - from;
			if (skip >= plug.sec[c->sec].align)
				mismatch(&plug, c->sec, c->start, "lies on other"
					 " entries of the plain table (at 0x%llx)",
					 (unsigned long long)from);
		}
		diff = first_diff(a, c->sec, c->start + skip, c->end, c->delta);
		if (diff >= 0)
			mismatch(&plug, c->sec, diff, "byte 0x%02x differs from the"
				 " plain table's at 0x%llx (0x%02x)",
				 plug.sec[c->sec].data[diff],
				 (unsigned long long)(diff + c->delta),
				 x->data[diff + c->delta]);
		match_relocs(a, c->sec, c->start, c->end, c->delta);
		if ((int64_t)c->end + c->delta > covered)
			covered = (int64_t)c->end + c->delta;
	}
	if ((int64_t)x->size - covered > 0)
		mismatch(&plain, a, covered, "%lld bytes are in no piece of the"
			 " plugin build", (long long)(x->size - covered));
	unmatched_relocs(a);
	free(in);
}

static int is_code_section(const struct vsec *s)
{
	return (s->flags & SHF_EXECINSTR) && !s->table;
}

/* Every code section: there in both builds, the same bytes, the same
 * relocations (the added references aside). */
static void check_code(void)
{
	for (unsigned a = 1; a < plain.nsec; a++) {
		const struct vsec *x = &plain.sec[a];
		unsigned b = twin(&plain, &plug, a);
		int64_t diff;

		if (!is_code_section(x))
			continue;
		if (!b || !is_code_section(&plug.sec[b])) {
			mismatch(&plain, a, 0, "code section missing with the plugin");
			continue;
		}
		if (plug.sec[b].size != x->size) {
			mismatch(&plug, b, 0, "%llu bytes, %llu without the plugin",
				 (unsigned long long)plug.sec[b].size,
				 (unsigned long long)x->size);
			continue;
		}
		diff = first_diff(a, b, 0, x->size, 0);
		if (diff >= 0)
			mismatch(&plug, b, diff, "code byte 0x%02x, 0x%02x without the"
				 " plugin", plug.sec[b].data[diff], x->data[diff]);
		match_relocs(a, b, 0, x->size, 0);
		unmatched_relocs(a);
	}
	for (unsigned b = 1; b < plug.nsec; b++)
		if (is_code_section(&plug.sec[b]) && !twin(&plug, &plain, b))
			mismatch(&plug, b, 0, "code section only with the plugin");
}

/* The section a table piece is named for: TABLE<section>; "" for a piece
 * that keeps the table's own name (naming=unique). */
static const char *named_for(const struct vsec *p)
{
	return p->name + strlen(vtables[p->table - 1]);
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

/* The length of a function's name without GCC's suffix for its cold
 * partition (".cold"; GCC 8: ".cold.<n>"), or 0 without one. */
static size_t hot_len(const char *name)
{
	const char *c = NULL, *p;

	for (p = strstr(name, ".cold"); p; p = strstr(p + 1, ".cold"))
		c = p;
	if (!c)
		return 0;
	p = c + 5;
	if (*p == '.' && p[1] >= '0' && p[1] <= '9')
		for (p++; *p >= '0' && *p <= '9'; p++)
			;
	return *p ? 0 : (size_t)(c - name);
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
static int other_partition(const char *fn, unsigned t, uint64_t off)
{
	const char *f = func_at(&plug, t, off);
	size_t n = f ? hot_len(f) : 0;

	for (unsigned s = 1; f && s < plug.nsec; s++) {
		if (strcmp(plug.sec[s].name, fn))
			continue;
		if (n ? defines(&plug, s, f, n, 0) :
			defines(&plug, s, f, strlen(f), 1))
			return 1;
	}
	return 0;
}

/* Each local label a piece's entries point to in a function's section (one
 * that defines a function) or in a piece lies in the piece's function
 * section, in the other partition of one of its functions, or in another
 * piece of it; code of no function, such as a .fixup the plugin was not
 * told to split, may be shared. */
static void check_piece(unsigned p)
{
	const struct vsec *s = &plug.sec[p];

	for (size_t k = 0; k < s->nrel; k++) {
		const struct vrel *r = &s->rel[k];
		const struct vsec *t = &plug.sec[r->tsec];

		if (r->local_label && r->tsec && (t->flags & SHF_EXECINSTR) &&
		    (t->func || t->table) && !belongs_to(t, s->fn) &&
		    !other_partition(s->fn, r->tsec, r->value))
			mismatch(&plug, p, r->off, "points into %s, not into %s",
				 t->name, s->fn);
	}
}

struct counts {
	unsigned long asms, renamed, refs;
};

/* Whether r is a reference the plugin added: an R_*_NONE from outside the
 * tables to a table section. */
static int is_added(const struct vsec *x, const struct vrel *r)
{
	return !r->type && r->tsec && plug.sec[r->tsec].table && !x->table;
}

/*
 * The references.  Each goes from a function's section to a piece of that
 * function: one named for it, or under naming=unique one that the
 * function references first.  Counted: the references, the pieces they
 * reach (the sections renamed) and the places they start from (one for
 * each asm rewritten; two asms with no code between them count once).
 */
static struct counts check_refs(void)
{
	struct counts n = { 0, 0, 0 };

	for (unsigned p = 1; p < plug.nsec; p++)
		if (plug.sec[p].table && *named_for(&plug.sec[p]))
			plug.sec[p].fn = named_for(&plug.sec[p]);
	for (unsigned s = 1; s < plug.nsec; s++) {
		struct vsec *x = &plug.sec[s];

		for (size_t k = 0; k < x->nrel; k++) {
			struct vrel *r = &x->rel[k];
			struct vsec *t = &plug.sec[r->tsec];

			if (!is_added(x, r))
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
	for (unsigned s = 1; s < plug.nsec; s++) {
		const struct vsec *x = &plug.sec[s];

		for (size_t k = 0; k < x->nrel; k++) {
			const struct vrel *r = &x->rel[k];
			const struct vsec *t = &plug.sec[r->tsec];

			if (!r->added)
				continue;
			if (!(x->flags & SHF_EXECINSTR))
				mismatch(&plug, s, r->off, "a reference from"
					 " outside code, to %s", t->name);
			else if (strcmp(t->fn, x->name))
				mismatch(&plug, s, r->off, "reference to %s, a"
					 " piece of another function", t->name);
		}
	}
	for (unsigned p = 1; p < plug.nsec; p++) {
		if (plug.sec[p].fn)
			check_piece(p);
		/* a piece of the plugin's that nothing keeps */
		if (plug.sec[p].table && *named_for(&plug.sec[p]) &&
		    !plug.sec[p].reached && !twin(&plug, &plain, p))
			mismatch(&plug, p, 0, "no reference to this piece:"
				 " --gc-sections would drop it");
	}
	return n;
}

/* Whether every relocation of section p points outside the functions'
 * code: entries of top-level asm, which the plugin never sees. */
static int outside_functions(unsigned p)
{
	const struct vsec *s = &plug.sec[p];

	for (size_t k = 0; k < s->nrel; k++)
		if (s->rel[k].tsec &&
		    func_at(&plug, s->rel[k].tsec, s->rel[k].value))
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
static void check_unique(int k, int unique, int written)
{
	const char *name = vtables[k - 1];
	unsigned plain_n = 0, unreached = 0, last = 0;
	int shows = 0, reported = 0;

	for (unsigned p = 1; p < plain.nsec; p++)
		plain_n += plain.sec[p].table == k && !strcmp(plain.sec[p].name, name);
	for (unsigned p = 1; p < plug.nsec; p++) {
		const struct vsec *s = &plug.sec[p];

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
	for (unsigned p = 1; p < plug.nsec; p++) {
		const struct vsec *s = &plug.sec[p];

		if (s->table != k || strcmp(s->name, name) || s->reached ||
		    !s->size || written || outside_functions(p))
			continue;
		mismatch(&plug, p, 0, "no reference to this piece: --gc-sections"
			 " would drop it");
		reported = 1;
	}
	if (unreached > plain_n && !reported)
		mismatch(&plug, last, 0, "no reference to this piece: --gc-sections"
			 " would drop it (%u sections of this name without a"
			 " reference, %u without the plugin)", unreached, plain_n);
}

/* The compile's sectsubst diagnostics (its stderr), by kind: the codes of
 * include/sectsubst/diags.def, OTHER for the plugin's other warnings. */
static const struct {
	const char *code, *message;
	int blocking;		/* the asm is left as written */
} diags[] = {
#define SS_DIAG(code, blocking, message) { #code, message, blocking },
#include "../include/sectsubst/diags.def"
#undef SS_DIAG
	{ "OTHER", "", 1 },	/* top-level asm, an asm of an odd shape */
};

#define NDIAGS (sizeof diags / sizeof *diags)

static void read_warnings(const char *file, unsigned long count[NDIAGS])
{
	char line[4096];
	FILE *f = fopen(file, "r");

	if (!f)
		die("%s: %s", file, strerror(errno));
	while (fgets(line, sizeof line, f)) {
		int warning = !!strstr(line, " warning: sectsubst: ");
		size_t k;

		if (!warning && !strstr(line, " note: sectsubst: "))
			continue;
		for (k = 0; k + 1 < NDIAGS; k++)
			if (strstr(line, diags[k].message))
				break;
		if (warning || k + 1 < NDIAGS)
			count[k]++;
	}
	fclose(f);
}

/* Whether the compile said it left an asm as written. */
static int left_as_written(const unsigned long count[NDIAGS])
{
	for (size_t k = 0; k < NDIAGS; k++)
		if (count[k] && diags[k].blocking)
			return 1;
	return 0;
}

static void print_warnings(const unsigned long count[NDIAGS])
{
	for (size_t k = 0; k < NDIAGS; k++)
		if (count[k])
			printf(" %s=%lu", diags[k].code, count[k]);
}

/*
 * verify [-t SPEC|NAME]... [-w STDERR] PLAIN PLUGIN: PLUGIN, compiled with
 * the plugin, against PLAIN, the same compile without it.  Prints one line,
 *     ok|mismatch PLUGIN asms=N renamed=N references=N [KIND=N]...
 * and each mismatch on stderr; exit 0, 1 for a mismatch, 2 for what this
 * tool cannot read.
 */
static int cmd_verify(const char **names, int nnames, const char *warnings,
		      int unique, const char *plain_file, const char *plug_file)
{
	struct counts n;
	unsigned long count[NDIAGS] = { 0 };

	static struct table specs[MAX_TABLES];

	for (int k = 0; k < nnames; k++) {
		vtables[k] = names[k];
		if (strchr(names[k], ':')) {
			parse_spec(&specs[k], names[k]);
			vtables[k] = specs[k].name;
			vtable_entsize[k] = specs[k].entsize;
		}
	}
	nvtables = nnames;
	if (warnings)
		read_warnings(warnings, count);
	load_object(&plain, plain_file);
	load_object(&plug, plug_file);
	if (plain.machine != plug.machine || plain.is64 != plug.is64)
		die("not the machine of %s", plain_file);
	sort_relocs(&plain);
	sort_relocs(&plug);
	make_chunks();
	n = check_refs();
	for (int k = 1; k <= nvtables; k++)
		check_unique(k, unique, left_as_written(count));
	place_chunks();
	for (unsigned a = 1; a < plain.nsec; a++)
		if (plain.sec[a].table)
			check_table_section(a);
	check_code();
	if (errors > 20)
		fprintf(stderr, "sectsubst-verify: %s: ... %d mismatches\n",
			plug.path, errors);
	printf("%s %s asms=%lu renamed=%lu references=%lu",
	       errors ? "mismatch" : "ok", plug.path, n.asms, n.renamed, n.refs);
	print_warnings(count);
	putchar('\n');
	return errors ? 1 : 0;
}

static void usage(void)
{
	fprintf(stderr, "usage: %s layout FILE\n"
		"       %s entries [-c] [-s] [-t NAME:ENTSIZE[/WORD]:FIELDS[:START:STOP]]... FILE\n"
		"       %s functions FILE\n"
		"       %s verify [-t NAME[:ENTSIZE[/WORD]:FIELDS]]... [-w STDERR] [-n NAMING] PLAIN PLUGIN\n",
		prog, prog, prog, prog);
	exit(2);
}

/* verify's arguments; without -t, the plugin's default tables; -t '' for
 * none (the plugin's tables= with an empty list). */
static int main_verify(int argc, char **argv)
{
	static const char *defaults[] = {
#define SS_TABLE(name) name,
#include "../include/sectsubst/tables.def"
#undef SS_TABLE
	};
	const char *names[MAX_TABLES], *warnings = NULL;
	int nnames = 0, given = 0, unique = 0, i;

	for (i = 2; i < argc - 2; i++) {
		if (!strcmp(argv[i], "-t") && i + 1 < argc - 2 &&
		    nnames < MAX_TABLES) {
			given = 1;	/* -t '': no tables (tables=) */
			if (*argv[++i])
				names[nnames++] = argv[i];
		} else if (!strcmp(argv[i], "-w") && i + 1 < argc - 2)
			warnings = argv[++i];
		else if (!strcmp(argv[i], "-n") && i + 1 < argc - 2)
			unique = !strcmp(argv[++i], "unique");
		else
			usage();
	}
	if (argc < 4)
		usage();
	if (!given)
		for (size_t k = 0; k < sizeof defaults / sizeof *defaults; k++)
			names[nnames++] = defaults[k];
	return cmd_verify(names, nnames, warnings, unique, argv[argc - 2],
			  argv[argc - 1]);
}

int main(int argc, char **argv)
{
	static struct table tabs[MAX_TABLES];
	const char *specs[MAX_TABLES];
	int nspecs = 0, check = 0, by_section = 0, i;

	if (argc < 3)
		usage();
	if (!strcmp(argv[1], "verify"))
		return main_verify(argc, argv);
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
