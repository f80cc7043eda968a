// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * uextable: find the exception tables, resume faults at their fixups.
 *
 * The tables are read from the section headers of /proc/self/exe rather
 * than from __start___ex_table/__stop___ex_table: those need all entries in
 * one output section called __ex_table, that is a linker script, and gold
 * and mold take none that could add one (no INSERT).  Without one, each
 * __ex_table.<function> piece is an output section of its own.  Section
 * headers hold link-time addresses; dl_iterate_phdr() gives the load bias
 * of a PIE.
 */
#define _GNU_SOURCE
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <link.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <ucontext.h>
#include <unistd.h>

#include "uextable.h"

#if defined(__x86_64__)
#define UEXTABLE_PC REG_RIP
#elif defined(__i386__)
#define UEXTABLE_PC REG_EIP
#else
#error "uextable: x86_64 and i386 only"
#endif

struct uextable_entry {
	int32_t insn, fixup;
};

struct uextable {
	const struct uextable_entry *entries;
	size_t n;
};

static struct uextable *tables;
static size_t ntables;

static uintptr_t field_addr(const int32_t *field)
{
	return (uintptr_t)field + (uintptr_t)(intptr_t)*field;
}

static uintptr_t search(uintptr_t pc)
{
	size_t t, i;

	for (t = 0; t < ntables; t++)
		for (i = 0; i < tables[t].n; i++) {
			const struct uextable_entry *e = &tables[t].entries[i];

			if (field_addr(&e->insn) == pc)
				return field_addr(&e->fixup);
		}
	return 0;
}

static void on_segv(int sig, siginfo_t *si, void *ctx)
{
	greg_t *regs = ((ucontext_t *)ctx)->uc_mcontext.gregs;
	uintptr_t fixup = search((uintptr_t)regs[UEXTABLE_PC]);

	if (fixup) {
		regs[UEXTABLE_PC] = (greg_t)fixup;
		return;
	}
	/* Not ours: fault again with the default action, and die of it. */
	signal(sig, SIG_DFL);
}

/* The first object dl_iterate_phdr() visits is the program itself. */
static int main_bias(struct dl_phdr_info *info, size_t size, void *bias)
{
	*(ElfW(Addr) *)bias = info->dlpi_addr;
	return 1;
}

static int read_at(int fd, void *buf, size_t len, off_t off)
{
	ssize_t got = pread(fd, buf, len, off);

	if (got == (ssize_t)len)
		return 0;
	if (got >= 0)
		errno = ENOEXEC;
	return -1;
}

static int is_extable(const char *names, size_t size, ElfW(Word) name)
{
	const char *s;

	if (name >= size || !memchr(names + name, 0, size - name))
		return 0;
	s = names + name;
	return !strcmp(s, "__ex_table") || !strncmp(s, "__ex_table.", 11);
}

static int find_tables(int fd)
{
	ElfW(Ehdr) eh;
	ElfW(Shdr) *sh = NULL;
	ElfW(Addr) bias = 0;
	struct uextable *found = NULL;
	char *names = NULL;
	size_t shnum, shstrndx, i, nfound = 0, n = 0;
	int ret = -1;

	if (read_at(fd, &eh, sizeof(eh), 0))
		return -1;
	if (memcmp(eh.e_ident, ELFMAG, SELFMAG) ||
	    eh.e_shentsize != sizeof(*sh) || !eh.e_shoff) {
		errno = ENOEXEC;
		return -1;
	}
	/* Section 0 holds the real counts when they overflow the header. */
	sh = malloc(sizeof(*sh));
	if (!sh || read_at(fd, sh, sizeof(*sh), eh.e_shoff))
		goto out;
	shnum = eh.e_shnum ? eh.e_shnum : sh[0].sh_size;
	shstrndx = eh.e_shstrndx != SHN_XINDEX ? eh.e_shstrndx : sh[0].sh_link;
	if (shstrndx >= shnum) {
		errno = ENOEXEC;
		goto out;
	}
	free(sh);
	sh = calloc(shnum, sizeof(*sh));
	if (!sh || read_at(fd, sh, shnum * sizeof(*sh), eh.e_shoff))
		goto out;
	names = malloc(sh[shstrndx].sh_size);
	found = calloc(shnum, sizeof(*found));
	if (!names || !found ||
	    read_at(fd, names, sh[shstrndx].sh_size, sh[shstrndx].sh_offset))
		goto out;
	dl_iterate_phdr(main_bias, &bias);

	for (i = 0; i < shnum; i++) {
		if (!(sh[i].sh_flags & SHF_ALLOC) ||
		    sh[i].sh_type == SHT_NOBITS ||
		    !is_extable(names, sh[shstrndx].sh_size, sh[i].sh_name))
			continue;
		found[nfound].entries =
			(const struct uextable_entry *)(bias + sh[i].sh_addr);
		found[nfound].n = sh[i].sh_size / sizeof(struct uextable_entry);
		n += found[nfound++].n;
	}
	free(tables);
	tables = found;
	ntables = nfound;
	found = NULL;
	ret = (int)n;
out:
	free(found);
	free(names);
	free(sh);
	return ret;
}

int uextable_init(void)
{
	struct sigaction sa;
	int fd, n;

	fd = open("/proc/self/exe", O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	n = find_tables(fd);
	close(fd);
	if (n < 0)
		return -1;

	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = on_segv;
	sa.sa_flags = SA_SIGINFO;
	sigemptyset(&sa.sa_mask);
	if (sigaction(SIGSEGV, &sa, NULL))
		return -1;
	return n;
}
