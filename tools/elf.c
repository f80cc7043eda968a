/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * elf: the ELF reader of the table tools (see elf.h).  The file is read
 * whole and checked at open, so that the accessors need no error path.
 */
#include "elf.h"

#include <elf.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int elf_fail(struct elf_file *e, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(e->error, sizeof e->error, fmt, ap);
	va_end(ap);
	return -1;
}

uint64_t elf_get(const struct elf_file *e, const unsigned char *p, unsigned n)
{
	uint64_t v = 0;

	for (unsigned i = 0; i < n; i++)
		v |= (uint64_t)p[e->big ? n - 1 - i : i] << (8 * i);
	return v;
}

/* The value of n bytes at file offset off, or 0 past the end (callers
 * check their ranges first). */
static uint64_t at(const struct elf_file *e, uint64_t off, unsigned n)
{
	if (off > e->size || n > e->size - off)
		return 0;
	return elf_get(e, e->buf + off, n);
}

/* A field that is 4 bytes in ELF32 and 8 in ELF64 (an address). */
static uint64_t addr(const struct elf_file *e, uint64_t off32, uint64_t off64)
{
	return e->is64 ? at(e, off64, 8) : at(e, off32, 4);
}

static int in_file(const struct elf_file *e, uint64_t off, uint64_t n)
{
	return off <= e->size && n <= e->size - off;
}

static int read_file(struct elf_file *e, const char *path)
{
	FILE *f = fopen(path, "rb");
	size_t cap = 0;

	if (!f)
		return elf_fail(e, "%s", strerror(errno));
	for (;;) {
		size_t got;

		if (e->size == cap) {
			unsigned char *b = realloc(e->buf, cap ? 2 * cap : 1 << 20);

			if (!b) {
				fclose(f);
				return elf_fail(e, "out of memory");
			}
			e->buf = b;
			cap = cap ? 2 * cap : 1 << 20;
		}
		got = fread(e->buf + e->size, 1, cap - e->size, f);
		if (!got)
			break;
		e->size += got;
	}
	fclose(f);
	return 0;
}

static int read_header(struct elf_file *e, uint64_t shoff, unsigned shentsize,
		       unsigned i)
{
	uint64_t o = shoff + (uint64_t)i * shentsize;
	struct elf_shdr *s = &e->sh[i];

	s->type = at(e, o + 4, 4);
	s->flags = addr(e, o + 8, o + 8);
	s->addr = addr(e, o + 12, o + 16);
	s->off = addr(e, o + 16, o + 24);
	s->size = addr(e, o + 20, o + 32);
	s->link = at(e, o + (e->is64 ? 40 : 24), 4);
	s->info = at(e, o + (e->is64 ? 44 : 28), 4);
	s->align = addr(e, o + 32, o + 48);
	s->entsize = addr(e, o + 36, o + 56);
	if (s->type != SHT_NOBITS && s->type != SHT_NULL) {
		if (!in_file(e, s->off, s->size))
			return elf_fail(e, "section %u is truncated", i);
		s->data = e->buf + s->off;
	}
	return 0;
}

/* The name at offset name of string table section strtab, or NULL. */
static const char *string_at(const struct elf_file *e, unsigned strtab,
			     uint64_t name)
{
	const struct elf_shdr *s = strtab < e->shnum ? &e->sh[strtab] : NULL;

	if (!s || !s->data || !s->size || name >= s->size ||
	    s->data[s->size - 1])
		return NULL;
	return (const char *)s->data + name;
}

static int read_sections(struct elf_file *e)
{
	uint64_t shoff = addr(e, 32, 40);
	unsigned shentsize = at(e, e->is64 ? 58 : 46, 2);
	unsigned shstrndx = at(e, e->is64 ? 62 : 50, 2);

	e->shnum = at(e, e->is64 ? 60 : 48, 2);
	if (!shoff || !e->shnum)
		return elf_fail(e, "no section headers");
	if (shentsize < (e->is64 ? 64u : 40u) ||
	    !in_file(e, shoff, (uint64_t)e->shnum * shentsize))
		return elf_fail(e, "truncated section headers");
	e->sh = calloc(e->shnum, sizeof *e->sh);
	if (!e->sh)
		return elf_fail(e, "out of memory");
	for (unsigned i = 0; i < e->shnum; i++)
		if (read_header(e, shoff, shentsize, i))
			return -1;
	for (unsigned i = 0; i < e->shnum; i++) {
		uint32_t name = at(e, shoff + (uint64_t)i * shentsize, 4);

		e->sh[i].name = string_at(e, shstrndx, name);
		if (!e->sh[i].name)
			return elf_fail(e, "bad section name table");
	}
	return 0;
}

static int read_symbols(struct elf_file *e)
{
	const struct elf_shdr *tab = NULL;
	unsigned entsize = e->is64 ? 24 : 16;

	for (unsigned i = 1; i < e->shnum && !tab; i++)
		if (e->sh[i].type == SHT_SYMTAB)
			tab = &e->sh[i];
	if (!tab)
		return 0;
	e->nsyms = tab->size / entsize;
	e->syms = calloc(e->nsyms ? e->nsyms : 1, sizeof *e->syms);
	if (!e->syms)
		return elf_fail(e, "out of memory");
	for (unsigned i = 0; i < e->nsyms; i++) {
		uint64_t o = tab->off + (uint64_t)i * entsize;
		unsigned info = at(e, o + (e->is64 ? 4 : 12), 1);
		struct elf_sym *s = &e->syms[i];

		s->name = string_at(e, tab->link, at(e, o, 4));
		if (!s->name)
			return elf_fail(e, "bad symbol name");
		s->value = addr(e, o + 4, o + 8);
		s->size = addr(e, o + 8, o + 16);
		s->shndx = at(e, o + (e->is64 ? 6 : 14), 2);
		s->type = ELF64_ST_TYPE(info);
		s->bind = ELF64_ST_BIND(info);
	}
	return 0;
}

int elf_open(struct elf_file *e, const char *path)
{
	memset(e, 0, sizeof *e);
	e->path = path;
	if (read_file(e, path))
		goto fail;
	if (e->size < EI_NIDENT || memcmp(e->buf, ELFMAG, SELFMAG)) {
		elf_fail(e, "not an ELF file");
		goto fail;
	}
	e->is64 = e->buf[EI_CLASS] == ELFCLASS64;
	e->big = e->buf[EI_DATA] == ELFDATA2MSB;
	e->type = at(e, 16, 2);
	e->machine = at(e, 18, 2);
	if (!read_sections(e) && !read_symbols(e))
		return 0;
fail:
	elf_close(e);
	return -1;
}

/* Frees what the file holds; its path and error stay. */
void elf_close(struct elf_file *e)
{
	free(e->buf);
	free(e->sh);
	free(e->syms);
	e->buf = NULL;
	e->sh = NULL;
	e->syms = NULL;
	e->size = 0;
	e->shnum = e->nsyms = 0;
}

const char *elf_section_name(const struct elf_file *e, unsigned shndx)
{
	if (shndx == SHN_UNDEF)
		return "*UND*";
	if (shndx == SHN_ABS)
		return "*ABS*";
	if (shndx == SHN_COMMON)
		return "*COM*";
	if (shndx >= e->shnum)
		return "*?*";
	return e->sh[shndx].name;
}

uint64_t elf_code_address(const struct elf_file *e, const struct elf_sym *s)
{
	uint64_t v = s->value;

	if (e->machine == EM_ARM &&
	    (s->type == STT_FUNC || s->type == STT_GNU_IFUNC))
		v &= ~1ull;
	return e->is64 ? v : v & 0xffffffffull;
}

/* A relocation's field that is one whole data word: its addend, on REL
 * targets, is that word. */
static int data_word(const struct elf_field *f)
{
	return !f->halfwords && f->size &&
	       f->mask == (f->size == 8 ? ~0ull : (1ull << 8 * f->size) - 1);
}

/* The one place that decides how an addend is read: RELA's own field; on
 * REL targets a data word's content, sign-extended; else (an instruction
 * field) the raw bytes there, which carry it. */
static int read_addend(struct elf_file *e, const struct elf_shdr *target,
		       struct elf_rel *r)
{
	struct elf_field f = elf_reloc_field(e->machine, r->type);
	uint64_t room;

	if (r->how == ELF_ADDEND_RELA)
		return 0;
	if (!target->data || r->off > target->size)
		return elf_fail(e, "%s: relocation past the end", target->name);
	room = target->size - r->off;
	if (data_word(&f)) {
		uint64_t v;

		if (room < f.size)
			return elf_fail(e, "%s: relocation past the end",
					target->name);
		v = elf_get(e, target->data + r->off, f.size);
		if (f.size < 8 && (v >> (8 * f.size - 1) & 1))
			v |= ~0ull << (8 * f.size);
		r->how = ELF_ADDEND_IN_PLACE;
		r->addend = (int64_t)v;
		return 0;
	}
	/* up to 4 bytes: a NONE may sit at the very end */
	r->how = ELF_ADDEND_OPAQUE;
	r->raw = elf_get(e, target->data + r->off, room < 4 ? room : 4);
	return 0;
}

int elf_relocs(struct elf_file *e, unsigned relsec, struct elf_rel **out,
	       size_t *n)
{
	const struct elf_shdr *r = &e->sh[relsec];
	int rela = r->type == SHT_RELA;
	unsigned entsize = (e->is64 ? 8 : 4) * (rela ? 3 : 2);
	const struct elf_shdr *target = r->info < e->shnum ? &e->sh[r->info] : NULL;

	*n = r->size / entsize;
	*out = calloc(*n ? *n : 1, sizeof **out);
	if (!*out)
		return elf_fail(e, "out of memory");
	if (!target)
		return elf_fail(e, "%s: relocations for a bad section",
				r->name);
	for (size_t k = 0; k < *n; k++) {
		uint64_t o = r->off + k * entsize;
		uint64_t info = addr(e, o + 4, o + 8);
		struct elf_rel *x = &(*out)[k];

		x->off = addr(e, o, o);
		x->type = e->is64 ? ELF64_R_TYPE(info) : ELF32_R_TYPE(info);
		x->sym = e->is64 ? ELF64_R_SYM(info) : ELF32_R_SYM(info);
		x->how = rela ? ELF_ADDEND_RELA : ELF_ADDEND_OPAQUE;
		x->addend = rela ? (int64_t)addr(e, o + 8, o + 16) : 0;
		if (x->sym >= e->nsyms)
			return elf_fail(e, "%s: relocation with a bad symbol",
				    target->name);
		if (read_addend(e, target, x))
			return -1;
	}
	return 0;
}

/* binutils' howto tables (bfd/elf64-x86-64.c, elf32-i386.c, elf32-arm.c,
 * elfnn-aarch64.c, elfxx-mips.c, elf32-ppc.c and elf64-ppc.c,
 * elfxx-riscv.c): the fields gas may leave something in. */
static const struct field_rule {
	unsigned machine, type;
	struct elf_field field;
} fields[] = {
	{ EM_X86_64, R_X86_64_64, { 8, ~0ull, 0 } },
	{ EM_X86_64, R_X86_64_PC64, { 8, ~0ull, 0 } },
	{ EM_X86_64, R_X86_64_GOTOFF64, { 8, ~0ull, 0 } },
	{ EM_X86_64, R_X86_64_PC32, { 4, 0xffffffff, 0 } },
	{ EM_X86_64, R_X86_64_PLT32, { 4, 0xffffffff, 0 } },
	{ EM_X86_64, R_X86_64_32, { 4, 0xffffffff, 0 } },
	{ EM_X86_64, R_X86_64_32S, { 4, 0xffffffff, 0 } },
	{ EM_X86_64, R_X86_64_GOTPCREL, { 4, 0xffffffff, 0 } },
	{ EM_X86_64, R_X86_64_GOTPCRELX, { 4, 0xffffffff, 0 } },
	{ EM_X86_64, R_X86_64_REX_GOTPCRELX, { 4, 0xffffffff, 0 } },
	{ EM_X86_64, R_X86_64_GOTPC32, { 4, 0xffffffff, 0 } },
	{ EM_X86_64, R_X86_64_TPOFF32, { 4, 0xffffffff, 0 } },
	{ EM_X86_64, R_X86_64_GOTTPOFF, { 4, 0xffffffff, 0 } },
	{ EM_X86_64, R_X86_64_TLSGD, { 4, 0xffffffff, 0 } },
	{ EM_X86_64, R_X86_64_TLSLD, { 4, 0xffffffff, 0 } },
	{ EM_X86_64, R_X86_64_DTPOFF32, { 4, 0xffffffff, 0 } },
	{ EM_X86_64, R_X86_64_16, { 2, 0xffff, 0 } },
	{ EM_X86_64, R_X86_64_PC16, { 2, 0xffff, 0 } },
	{ EM_X86_64, R_X86_64_8, { 1, 0xff, 0 } },
	{ EM_X86_64, R_X86_64_PC8, { 1, 0xff, 0 } },

	{ EM_386, R_386_32, { 4, 0xffffffff, 0 } },
	{ EM_386, R_386_PC32, { 4, 0xffffffff, 0 } },
	{ EM_386, R_386_GOT32, { 4, 0xffffffff, 0 } },
	{ EM_386, R_386_GOT32X, { 4, 0xffffffff, 0 } },
	{ EM_386, R_386_PLT32, { 4, 0xffffffff, 0 } },
	{ EM_386, R_386_GOTOFF, { 4, 0xffffffff, 0 } },
	{ EM_386, R_386_GOTPC, { 4, 0xffffffff, 0 } },
	{ EM_386, R_386_TLS_LE, { 4, 0xffffffff, 0 } },
	{ EM_386, R_386_TLS_IE, { 4, 0xffffffff, 0 } },
	{ EM_386, R_386_TLS_GOTIE, { 4, 0xffffffff, 0 } },
	{ EM_386, R_386_TLS_GD, { 4, 0xffffffff, 0 } },
	{ EM_386, R_386_TLS_LDM, { 4, 0xffffffff, 0 } },
	{ EM_386, R_386_TLS_LDO_32, { 4, 0xffffffff, 0 } },
	{ EM_386, R_386_16, { 2, 0xffff, 0 } },
	{ EM_386, R_386_PC16, { 2, 0xffff, 0 } },
	{ EM_386, R_386_8, { 1, 0xff, 0 } },
	{ EM_386, R_386_PC8, { 1, 0xff, 0 } },

	{ EM_ARM, R_ARM_ABS32, { 4, 0xffffffff, 0 } },
	{ EM_ARM, R_ARM_REL32, { 4, 0xffffffff, 0 } },
	{ EM_ARM, R_ARM_TARGET1, { 4, 0xffffffff, 0 } },
	{ EM_ARM, R_ARM_TARGET2, { 4, 0xffffffff, 0 } },
	{ EM_ARM, R_ARM_GOT_PREL, { 4, 0xffffffff, 0 } },
	{ EM_ARM, R_ARM_GOTOFF, { 4, 0xffffffff, 0 } },	/* GOTOFF32 */
	{ EM_ARM, R_ARM_GOTPC, { 4, 0xffffffff, 0 } },	/* BASE_PREL */
	{ EM_ARM, R_ARM_GOT32, { 4, 0xffffffff, 0 } },	/* GOT_BREL */
	{ EM_ARM, R_ARM_PREL31, { 4, 0x7fffffff, 0 } },
	{ EM_ARM, R_ARM_PC24, { 4, 0x00ffffff, 0 } },
	{ EM_ARM, R_ARM_CALL, { 4, 0x00ffffff, 0 } },
	{ EM_ARM, R_ARM_JUMP24, { 4, 0x00ffffff, 0 } },
	{ EM_ARM, R_ARM_MOVW_ABS_NC, { 4, 0x000f0fff, 0 } },
	{ EM_ARM, R_ARM_MOVT_ABS, { 4, 0x000f0fff, 0 } },
	{ EM_ARM, R_ARM_MOVW_PREL_NC, { 4, 0x000f0fff, 0 } },
	{ EM_ARM, R_ARM_MOVT_PREL, { 4, 0x000f0fff, 0 } },
	{ EM_ARM, R_ARM_THM_PC22, { 4, 0x07ff2fff, 1 } },	/* THM_CALL */
	{ EM_ARM, R_ARM_THM_JUMP24, { 4, 0x07ff2fff, 1 } },
	{ EM_ARM, R_ARM_THM_JUMP19, { 4, 0x043f2fff, 1 } },
	{ EM_ARM, R_ARM_THM_MOVW_ABS_NC, { 4, 0x040f70ff, 1 } },
	{ EM_ARM, R_ARM_THM_MOVT_ABS, { 4, 0x040f70ff, 1 } },
	{ EM_ARM, R_ARM_THM_MOVW_PREL_NC, { 4, 0x040f70ff, 1 } },
	{ EM_ARM, R_ARM_THM_MOVT_PREL, { 4, 0x040f70ff, 1 } },
	{ EM_ARM, R_ARM_THM_PC11, { 2, 0x07ff, 0 } },	/* THM_JUMP11 */
	{ EM_ARM, R_ARM_THM_PC9, { 2, 0x00ff, 0 } },	/* THM_JUMP8 */
	{ EM_ARM, R_ARM_ABS16, { 2, 0xffff, 0 } },
	{ EM_ARM, R_ARM_ABS8, { 1, 0xff, 0 } },

	{ EM_AARCH64, R_AARCH64_ABS64, { 8, ~0ull, 0 } },
	{ EM_AARCH64, R_AARCH64_PREL64, { 8, ~0ull, 0 } },
	{ EM_AARCH64, R_AARCH64_ABS32, { 4, 0xffffffff, 0 } },
	{ EM_AARCH64, R_AARCH64_PREL32, { 4, 0xffffffff, 0 } },
	{ EM_AARCH64, R_AARCH64_ABS16, { 2, 0xffff, 0 } },
	{ EM_AARCH64, R_AARCH64_PREL16, { 2, 0xffff, 0 } },
	{ EM_AARCH64, R_AARCH64_JUMP26, { 4, 0x03ffffff, 0 } },
	{ EM_AARCH64, R_AARCH64_CALL26, { 4, 0x03ffffff, 0 } },
	{ EM_AARCH64, R_AARCH64_CONDBR19, { 4, 0x00ffffe0, 0 } },
	{ EM_AARCH64, R_AARCH64_LD_PREL_LO19, { 4, 0x00ffffe0, 0 } },
	{ EM_AARCH64, R_AARCH64_TSTBR14, { 4, 0x0007ffe0, 0 } },
	{ EM_AARCH64, R_AARCH64_ADR_PREL_LO21, { 4, 0x60ffffe0, 0 } },
	{ EM_AARCH64, R_AARCH64_ADR_PREL_PG_HI21, { 4, 0x60ffffe0, 0 } },
	{ EM_AARCH64, R_AARCH64_ADR_PREL_PG_HI21_NC, { 4, 0x60ffffe0, 0 } },
	{ EM_AARCH64, R_AARCH64_ADR_GOT_PAGE, { 4, 0x60ffffe0, 0 } },
	{ EM_AARCH64, R_AARCH64_ADD_ABS_LO12_NC, { 4, 0x003ffc00, 0 } },
	{ EM_AARCH64, R_AARCH64_LDST8_ABS_LO12_NC, { 4, 0x003ffc00, 0 } },
	{ EM_AARCH64, R_AARCH64_LDST16_ABS_LO12_NC, { 4, 0x003ffc00, 0 } },
	{ EM_AARCH64, R_AARCH64_LDST32_ABS_LO12_NC, { 4, 0x003ffc00, 0 } },
	{ EM_AARCH64, R_AARCH64_LDST64_ABS_LO12_NC, { 4, 0x003ffc00, 0 } },
	{ EM_AARCH64, R_AARCH64_LDST128_ABS_LO12_NC, { 4, 0x003ffc00, 0 } },
	{ EM_AARCH64, R_AARCH64_LD64_GOT_LO12_NC, { 4, 0x003ffc00, 0 } },
	{ EM_AARCH64, R_AARCH64_MOVW_UABS_G0, { 4, 0x001fffe0, 0 } },
	{ EM_AARCH64, R_AARCH64_MOVW_UABS_G0_NC, { 4, 0x001fffe0, 0 } },
	{ EM_AARCH64, R_AARCH64_MOVW_UABS_G1, { 4, 0x001fffe0, 0 } },
	{ EM_AARCH64, R_AARCH64_MOVW_UABS_G1_NC, { 4, 0x001fffe0, 0 } },
	{ EM_AARCH64, R_AARCH64_MOVW_UABS_G2, { 4, 0x001fffe0, 0 } },
	{ EM_AARCH64, R_AARCH64_MOVW_UABS_G2_NC, { 4, 0x001fffe0, 0 } },
	{ EM_AARCH64, R_AARCH64_MOVW_UABS_G3, { 4, 0x001fffe0, 0 } },

	{ EM_MIPS, R_MIPS_64, { 8, ~0ull, 0 } },
	{ EM_MIPS, R_MIPS_32, { 4, 0xffffffff, 0 } },
	{ EM_MIPS, R_MIPS_REL32, { 4, 0xffffffff, 0 } },
	{ EM_MIPS, R_MIPS_GPREL32, { 4, 0xffffffff, 0 } },
	{ EM_MIPS, 248, { 4, 0xffffffff, 0 } },	/* R_MIPS_PC32 */
	{ EM_MIPS, R_MIPS_26, { 4, 0x03ffffff, 0 } },
	{ EM_MIPS, R_MIPS_HI16, { 4, 0x0000ffff, 0 } },
	{ EM_MIPS, R_MIPS_LO16, { 4, 0x0000ffff, 0 } },
	{ EM_MIPS, R_MIPS_PC16, { 4, 0x0000ffff, 0 } },
	{ EM_MIPS, R_MIPS_GPREL16, { 4, 0x0000ffff, 0 } },
	{ EM_MIPS, R_MIPS_GOT16, { 4, 0x0000ffff, 0 } },
	{ EM_MIPS, R_MIPS_CALL16, { 4, 0x0000ffff, 0 } },
	{ EM_MIPS, R_MIPS_GOT_DISP, { 4, 0x0000ffff, 0 } },
	{ EM_MIPS, R_MIPS_GOT_PAGE, { 4, 0x0000ffff, 0 } },
	{ EM_MIPS, R_MIPS_GOT_OFST, { 4, 0x0000ffff, 0 } },
	{ EM_MIPS, R_MIPS_HIGHER, { 4, 0x0000ffff, 0 } },
	{ EM_MIPS, R_MIPS_HIGHEST, { 4, 0x0000ffff, 0 } },

	/* PowerPC's half16 fields: the halfword the relocation points at */
	{ EM_PPC, R_PPC_ADDR32, { 4, 0xffffffff, 0 } },
	{ EM_PPC, R_PPC_REL32, { 4, 0xffffffff, 0 } },
	{ EM_PPC, R_PPC_UADDR32, { 4, 0xffffffff, 0 } },
	{ EM_PPC, R_PPC_ADDR24, { 4, 0x03fffffc, 0 } },
	{ EM_PPC, R_PPC_REL24, { 4, 0x03fffffc, 0 } },
	{ EM_PPC, R_PPC_PLTREL24, { 4, 0x03fffffc, 0 } },
	{ EM_PPC, R_PPC_ADDR14, { 4, 0x0000fffc, 0 } },
	{ EM_PPC, R_PPC_ADDR14_BRTAKEN, { 4, 0x0000fffc, 0 } },
	{ EM_PPC, R_PPC_ADDR14_BRNTAKEN, { 4, 0x0000fffc, 0 } },
	{ EM_PPC, R_PPC_REL14, { 4, 0x0000fffc, 0 } },
	{ EM_PPC, R_PPC_REL14_BRTAKEN, { 4, 0x0000fffc, 0 } },
	{ EM_PPC, R_PPC_REL14_BRNTAKEN, { 4, 0x0000fffc, 0 } },
	{ EM_PPC, R_PPC_ADDR16, { 2, 0xffff, 0 } },
	{ EM_PPC, R_PPC_ADDR16_LO, { 2, 0xffff, 0 } },
	{ EM_PPC, R_PPC_ADDR16_HI, { 2, 0xffff, 0 } },
	{ EM_PPC, R_PPC_ADDR16_HA, { 2, 0xffff, 0 } },
	{ EM_PPC, R_PPC_UADDR16, { 2, 0xffff, 0 } },
	{ EM_PPC, R_PPC_REL16, { 2, 0xffff, 0 } },
	{ EM_PPC, R_PPC_REL16_LO, { 2, 0xffff, 0 } },
	{ EM_PPC, R_PPC_REL16_HI, { 2, 0xffff, 0 } },
	{ EM_PPC, R_PPC_REL16_HA, { 2, 0xffff, 0 } },
	{ EM_PPC64, R_PPC64_ADDR64, { 8, ~0ull, 0 } },
	{ EM_PPC64, R_PPC64_REL64, { 8, ~0ull, 0 } },
	{ EM_PPC64, R_PPC64_ADDR32, { 4, 0xffffffff, 0 } },
	{ EM_PPC64, R_PPC64_REL32, { 4, 0xffffffff, 0 } },
	{ EM_PPC64, R_PPC64_REL24, { 4, 0x03fffffc, 0 } },
	{ EM_PPC64, R_PPC64_REL14, { 4, 0x0000fffc, 0 } },
	{ EM_PPC64, R_PPC64_ADDR16_LO, { 2, 0xffff, 0 } },
	{ EM_PPC64, R_PPC64_ADDR16_HA, { 2, 0xffff, 0 } },
	{ EM_PPC64, R_PPC64_TOC16_LO, { 2, 0xffff, 0 } },
	{ EM_PPC64, R_PPC64_TOC16_HA, { 2, 0xffff, 0 } },

	/* RISC-V: gas fills R_RISCV_JAL (and the branches) from the label's
	 * distance in the section it assembles; ADD and SUB add to what is
	 * there, SET replaces it */
	{ EM_RISCV, R_RISCV_64, { 8, ~0ull, 0 } },
	{ EM_RISCV, R_RISCV_CALL, { 8, 0xfff00000fffff000ull, 0 } },
	{ EM_RISCV, R_RISCV_CALL_PLT, { 8, 0xfff00000fffff000ull, 0 } },
	{ EM_RISCV, R_RISCV_32, { 4, 0xffffffff, 0 } },
	{ EM_RISCV, R_RISCV_32_PCREL, { 4, 0xffffffff, 0 } },
	{ EM_RISCV, 59, { 4, 0xffffffff, 0 } },	/* R_RISCV_PLT32 */
	{ EM_RISCV, R_RISCV_SET32, { 4, 0xffffffff, 0 } },
	{ EM_RISCV, R_RISCV_BRANCH, { 4, 0xfe000f80, 0 } },
	{ EM_RISCV, R_RISCV_JAL, { 4, 0xfffff000, 0 } },
	{ EM_RISCV, R_RISCV_HI20, { 4, 0xfffff000, 0 } },
	{ EM_RISCV, R_RISCV_PCREL_HI20, { 4, 0xfffff000, 0 } },
	{ EM_RISCV, R_RISCV_GOT_HI20, { 4, 0xfffff000, 0 } },
	{ EM_RISCV, R_RISCV_TLS_GOT_HI20, { 4, 0xfffff000, 0 } },
	{ EM_RISCV, R_RISCV_TLS_GD_HI20, { 4, 0xfffff000, 0 } },
	{ EM_RISCV, R_RISCV_TPREL_HI20, { 4, 0xfffff000, 0 } },
	{ EM_RISCV, R_RISCV_LO12_I, { 4, 0xfff00000, 0 } },
	{ EM_RISCV, R_RISCV_PCREL_LO12_I, { 4, 0xfff00000, 0 } },
	{ EM_RISCV, R_RISCV_TPREL_LO12_I, { 4, 0xfff00000, 0 } },
	{ EM_RISCV, R_RISCV_LO12_S, { 4, 0xfe000f80, 0 } },
	{ EM_RISCV, R_RISCV_PCREL_LO12_S, { 4, 0xfe000f80, 0 } },
	{ EM_RISCV, R_RISCV_TPREL_LO12_S, { 4, 0xfe000f80, 0 } },
	{ EM_RISCV, R_RISCV_RVC_BRANCH, { 2, 0x1c7c, 0 } },
	{ EM_RISCV, R_RISCV_RVC_JUMP, { 2, 0x1ffc, 0 } },
	/* R_RISCV_RVC_LUI: still what binutils 2.44 emits, gone from the
	 * elf.h of glibc 2.41 with its removal from the psABI */
	{ EM_RISCV, 46, { 2, 0x107c, 0 } },
	{ EM_RISCV, R_RISCV_SET16, { 2, 0xffff, 0 } },
	{ EM_RISCV, R_RISCV_SET8, { 1, 0xff, 0 } },
	{ EM_RISCV, R_RISCV_SET6, { 1, 0x3f, 0 } },
};

struct elf_field elf_reloc_field(unsigned machine, unsigned type)
{
	for (size_t i = 0; i < sizeof fields / sizeof *fields; i++)
		if (fields[i].machine == machine && fields[i].type == type)
			return fields[i].field;
	return (struct elf_field){ 0, 0, 0 };
}

unsigned elf_field_byte(const struct elf_field *f, unsigned k, int big)
{
	unsigned bit;

	if (f->halfwords)	/* two halfwords, each in the byte order */
		bit = k < 2 ? 16 + 8 * (big ? 1 - k : k)
			    : 8 * (big ? 3 - k : k - 2);
	else
		bit = 8 * (big ? f->size - 1 - k : k);
	return (f->mask >> bit) & 0xff;
}

int elf_is_sub_half(unsigned machine, unsigned type)
{
	return machine == EM_RISCV &&
	       (type == R_RISCV_SUB8 || type == R_RISCV_SUB16 ||
		type == R_RISCV_SUB32 || type == R_RISCV_SUB64 ||
		type == R_RISCV_SUB6);
}

int elf_machine_known(unsigned machine)
{
	/* m68k has no field rule: its gas zeroes every field it leaves
	 * a relocation on (RELA), the same section's labels included */
	static const unsigned known[] = { EM_X86_64, EM_386, EM_ARM,
		EM_AARCH64, EM_RISCV, EM_MIPS, EM_PPC, EM_PPC64, EM_68K };

	for (size_t i = 0; i < sizeof known / sizeof *known; i++)
		if (known[i] == machine)
			return 1;
	return 0;
}
