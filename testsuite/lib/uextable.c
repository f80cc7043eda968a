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
 * of a PIE.  Relative entries need nothing more; absolute ones (arm, mips,
 * m68k) hold run-time addresses once the dynamic linker has relocated
 * them, and the static programs the cross targets are tested with need no
 * bias.
 *
 * The handler is the kernel's fixup_exception() per architecture: find
 * the entry of the faulting pc, resume at its fixup; on aarch64 and riscv64
 * first set the registers the entry names (EX_TYPE_UACCESS_ERR_ZERO).
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

/*
 * The entry, as uextable.h's asm lays it out for this architecture:
 * relative fields (an offset from the field itself) or absolute addresses,
 * and on aarch64 and riscv64 a type and the registers to set.
 */
#if UEXTABLE_RELATIVE
struct uextable_entry {
	int32_t insn, fixup;
#ifdef UEXTABLE_TYPE_OFFSET
	int16_t type, data;
#endif
};

static uintptr_t field_addr(const int32_t *field)
{
	return (uintptr_t)field + (uintptr_t)(intptr_t)*field;
}

#define ENTRY_INSN(e) field_addr(&(e)->insn)
#define ENTRY_FIXUP(e) field_addr(&(e)->fixup)
#else
struct uextable_entry {
	uintptr_t insn, fixup;
};

#define ENTRY_INSN(e) ((e)->insn)
#define ENTRY_FIXUP(e) ((e)->fixup)
#endif

/* The layout the harness decodes must be the one compiled here. */
typedef char uextable_entry_size_ok[
	sizeof(struct uextable_entry) == UEXTABLE_ENTRY_SIZE ? 1 : -1];

struct uextable {
	const struct uextable_entry *entries;
	size_t n;
};

static struct uextable *tables;
static size_t ntables;

static const struct uextable_entry *search(uintptr_t pc)
{
	size_t t, i;

	for (t = 0; t < ntables; t++)
		for (i = 0; i < tables[t].n; i++) {
			const struct uextable_entry *e = &tables[t].entries[i];

			if (ENTRY_INSN(e) == pc)
				return e;
		}
	return NULL;
}

/*
 * The interrupted context's program counter, and the rest of what a
 * fixup needs, per architecture.  Each returns 0 where the entry cannot
 * be applied (an unknown type), and the fault is then not ours.
 */
#if defined(__x86_64__) || defined(__i386__)
#if defined(__x86_64__)
#define PC_REG REG_RIP
#else
#define PC_REG REG_EIP
#endif
static uintptr_t get_pc(ucontext_t *uc)
{
	return (uintptr_t)uc->uc_mcontext.gregs[PC_REG];
}

static int apply(ucontext_t *uc, const struct uextable_entry *e)
{
	uc->uc_mcontext.gregs[PC_REG] = (greg_t)ENTRY_FIXUP(e);
	return 1;
}
#elif defined(__arm__)
/* The IT bits of the CPSR (Thumb-2 if-then state): cleared, as the kernel
   does for a Thumb-2 fixup, so that the stub does not run conditionally. */
#define PSR_IT_MASK 0x0600fc00UL

/* The fault is reported at the access, A32 or T32 alike, and the T bit in
   the saved CPSR stays: the stub is in the state of the code it serves. */
static uintptr_t get_pc(ucontext_t *uc)
{
	return (uintptr_t)uc->uc_mcontext.arm_pc;
}

static int apply(ucontext_t *uc, const struct uextable_entry *e)
{
	uc->uc_mcontext.arm_pc = ENTRY_FIXUP(e);
	uc->uc_mcontext.arm_cpsr &= ~PSR_IT_MASK;
	return 1;
}
#elif defined(__aarch64__) || defined(__riscv)
#if defined(__aarch64__)
#define GPR(uc, n) ((uc)->uc_mcontext.regs[n])
#define PC(uc) ((uc)->uc_mcontext.pc)
#else
/* __gregs[0] is the pc, __gregs[n] is xn for n >= 1 */
#define GPR(uc, n) ((uc)->uc_mcontext.__gregs[n])
#define PC(uc) ((uc)->uc_mcontext.__gregs[REG_PC])
#endif

static uintptr_t get_pc(ucontext_t *uc)
{
	return (uintptr_t)PC(uc);
}

/* EX_TYPE_UACCESS_ERR_ZERO: the error register gets -EFAULT, the value
   register zero; the zero register (31 on arm64, x0 on riscv) is none. */
static void set_gpr(ucontext_t *uc, unsigned int n, long val)
{
	if (n != UEXTABLE_NO_REG && n < 32)
		GPR(uc, n) = (unsigned long)val;
}

static int apply(ucontext_t *uc, const struct uextable_entry *e)
{
	unsigned int data = (uint16_t)e->data;

	if (e->type != UEXTABLE_TYPE_ERR_ZERO)
		return 0;
	set_gpr(uc, data & 0x1f, -EFAULT);
	set_gpr(uc, (data >> 5) & 0x1f, 0);
	PC(uc) = ENTRY_FIXUP(e);
	return 1;
}
#elif defined(__mips__)
/* The access is never in a delay slot (it starts its asm), so the pc of
   the signal context is the access itself. */
static uintptr_t get_pc(ucontext_t *uc)
{
	return (uintptr_t)uc->uc_mcontext.pc;
}

static int apply(ucontext_t *uc, const struct uextable_entry *e)
{
	uc->uc_mcontext.pc = ENTRY_FIXUP(e);
	return 1;
}
#elif defined(__powerpc__) && !defined(__powerpc64__)
/* The 32-bit context's registers are behind a pointer; the pc is the
   kernel's PT_NIP slot (asm/ptrace.h). */
#define PPC_NIP 32

static uintptr_t get_pc(ucontext_t *uc)
{
	return (uintptr_t)uc->uc_mcontext.uc_regs->gregs[PPC_NIP];
}

static int apply(ucontext_t *uc, const struct uextable_entry *e)
{
	uc->uc_mcontext.uc_regs->gregs[PPC_NIP] = ENTRY_FIXUP(e);
	return 1;
}
#elif defined(__m68k__)
/* The fault is reported at the access itself (qemu-user has no 68040
   writebacks, which fault behind it). */
static uintptr_t get_pc(ucontext_t *uc)
{
	return (uintptr_t)uc->uc_mcontext.gregs[R_PC];
}

static int apply(ucontext_t *uc, const struct uextable_entry *e)
{
	uc->uc_mcontext.gregs[R_PC] = (greg_t)ENTRY_FIXUP(e);
	return 1;
}
#else
#error "uextable: no signal context support for this architecture"
#endif

static void on_fault(int sig, siginfo_t *si, void *ctx)
{
	ucontext_t *uc = ctx;
	const struct uextable_entry *e = search(get_pc(uc));

	if (e && apply(uc, e))
		return;
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
	sa.sa_sigaction = on_fault;
	sa.sa_flags = SA_SIGINFO;
	sigemptyset(&sa.sa_mask);
	/*
	 * SIGBUS too: where the CPU refuses a misaligned access and nobody
	 * emulates it (MIPS under qemu-user; the Linux MIPS kernel emulates
	 * it and reports the fault of the emulated access as SIGSEGV), the
	 * access "across into an unmapped page" faults as a bus error.  The
	 * kernel's own fixup_exception() serves alignment traps alike.
	 */
	if (sigaction(SIGSEGV, &sa, NULL) || sigaction(SIGBUS, &sa, NULL))
		return -1;
	return n;
}
