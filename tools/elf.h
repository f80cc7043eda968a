/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * elf: the one ELF reader of the table tools (ss-tables and its verify
 * mode).  A file is opened into a struct elf_file of its own, read whole
 * and checked once: every section header, every section's bytes, the
 * symbol table and its names lie inside the file.  After elf_open, the
 * accessors cannot fail.  32 and 64 bits, either byte order; no globals,
 * no exit(): an error is a return value and a message in the file's
 * error[].
 */
#ifndef SS_ELF_H
#define SS_ELF_H

#include <stddef.h>
#include <stdint.h>

struct elf_shdr {
	const char *name;
	unsigned type, link, info;
	uint64_t flags, addr, off, size, entsize, align;
	const unsigned char *data;	/* NULL for SHT_NOBITS */
};

struct elf_sym {
	const char *name;
	uint64_t value, size;
	unsigned shndx, type, bind;
};

struct elf_file {
	const char *path;
	unsigned char *buf;
	size_t size;
	int is64, big;
	unsigned type, machine;
	unsigned shnum;
	struct elf_shdr *sh;		/* sh[0] is the null section */
	unsigned nsyms;
	struct elf_sym *syms;		/* .symtab; NULL if there is none */
	char error[256];
};

/* How a relocation's addend was read: RELA's field; a REL data field (a
 * whole word of 1, 2, 4 or 8 bytes) read in place and sign-extended; a
 * REL instruction field (or a type this reader does not know), whose
 * addend cannot be read apart from the instruction: its raw bytes. */
enum elf_addend {
	ELF_ADDEND_RELA,
	ELF_ADDEND_IN_PLACE,
	ELF_ADDEND_OPAQUE,
};

struct elf_rel {
	uint64_t off;
	unsigned type, sym;
	enum elf_addend how;
	int64_t addend;		/* 0 for ELF_ADDEND_OPAQUE */
	uint32_t raw;		/* ELF_ADDEND_OPAQUE: up to 4 bytes there */
};

/*
 * The bits of a relocation's field: those the linker writes for its type
 * (binutils' howto dst_mask), a value of size bytes read in the object's
 * byte order (halfwords: Thumb's two, the first in the high half).
 * size 0: no field (R_*_NONE, markers) or one the linker adds to
 * (RISC-V's ADD and SUB), whose bytes are what they are.
 */
struct elf_field {
	unsigned size;
	uint64_t mask;
	int halfwords;
};

/* The reason, printf-style, into e->error; returns -1. */
int elf_fail(struct elf_file *e, const char *fmt, ...);

/* 0, or -1 with the reason in e->error (e is then closed). */
int elf_open(struct elf_file *e, const char *path);
void elf_close(struct elf_file *e);

/* The n-byte value (n <= 8) at p, in the file's byte order. */
uint64_t elf_get(const struct elf_file *e, const unsigned char *p, unsigned n);

/* A section's name by index, or *UND*, *ABS*, *COM*, *?*. */
const char *elf_section_name(const struct elf_file *e, unsigned shndx);
/* Where a symbol's code starts: its value without ARM's Thumb bit, which
 * a function symbol carries. */
uint64_t elf_code_address(const struct elf_file *e, const struct elf_sym *s);

/* The relocations of REL or RELA section relsec, in file order, their
 * addends read as enum elf_addend says; 0, or -1 with e->error. */
int elf_relocs(struct elf_file *e, unsigned relsec, struct elf_rel **out,
	       size_t *n);

struct elf_field elf_reloc_field(unsigned machine, unsigned type);

/* The bits of byte k (0: the first in the file) of field f. */
unsigned elf_field_byte(const struct elf_field *f, unsigned k, int big);

/* RISC-V's SUB half of an ADD/SUB pair (a label difference). */
int elf_is_sub_half(unsigned machine, unsigned type);

/* Whether a reference (R_*_NONE, type 0) on machine is one this reader
 * knows: the machines the plugin is tested on. */
int elf_machine_known(unsigned machine);

#endif
