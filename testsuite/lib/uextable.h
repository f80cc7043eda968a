/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * uextable: the kernel's exception tables, in user space.
 *
 * UPUT(ptr, val) and UGET(var, ptr) store and load through a pointer that
 * may be bad, in the shape of the kernel's put_user()/get_user(): the
 * access is one instruction with an __ex_table entry, and a .fixup stub
 * that makes the macro return -14 (EFAULT) instead of 0.  UGET clears var
 * on a fault.  Scalars up to the size of a long, x86_64 and i386 only.
 *
 * uextable_init() installs a SIGSEGV handler that resumes a faulting
 * access at its fixup.  It finds the entries in the program's own section
 * headers, so it works whatever the linker and its script made of them:
 * one __ex_table, or any number of __ex_table.* output sections, as the
 * sectsubst plugin's per-function tables become without a linker script.
 */
#ifndef UEXTABLE_H
#define UEXTABLE_H

#ifdef __cplusplus
extern "C" {
#endif

/* Returns the number of entries found, or -1 with errno set. */
int uextable_init(void);

#ifdef __cplusplus
}
#endif

/* As the kernel writes them: both fields relative to the entry itself. */
#define UEXTABLE_ENTRY(insn, fixup)					\
	"	.pushsection __ex_table,\"a\"\n"			\
	"	.balign 4\n"						\
	"	.long " insn " - ., " fixup " - .\n"			\
	"	.popsection\n"

/* No _Static_assert: the header is also for C++. */
#define UEXTABLE_CHECK_SIZE(ptr)					\
	((void)sizeof(char[1 - 2 * (sizeof(*(ptr)) > sizeof(long))]))

/* The type of *ptr without qualifiers, for a writable temporary. */
#ifdef __cplusplus
template <typename T> T uextable_unqual(const volatile T &);
#define UEXTABLE_TYPE(ptr) __typeof__(uextable_unqual(*(ptr)))
#else
/* a cast yields an unqualified value */
#define UEXTABLE_TYPE(ptr) __typeof__((__typeof__(*(ptr)))0)
#endif

#define UPUT(ptr, val) __extension__ ({				\
	int __ue_err = 0;						\
	UEXTABLE_TYPE(ptr) __ue_val = (val);				\
	UEXTABLE_CHECK_SIZE(ptr);					\
	asm volatile("1:	mov %1, (%2)\n"				\
		     "2:\n"						\
		     "	.pushsection .fixup,\"ax\"\n"			\
		     "3:	mov $-14, %0\n"				\
		     "	jmp 2b\n"					\
		     "	.popsection\n"					\
		     UEXTABLE_ENTRY("1b", "3b")				\
		     : "+r" (__ue_err)					\
		     : "q" (__ue_val), "r" (ptr)			\
		     : "memory");					\
	__ue_err;							\
})

#define UGET(var, ptr) __extension__ ({				\
	int __ue_err = 0;						\
	UEXTABLE_TYPE(ptr) __ue_val;					\
	UEXTABLE_CHECK_SIZE(ptr);					\
	asm volatile("1:	mov (%2), %1\n"				\
		     "2:\n"						\
		     "	.pushsection .fixup,\"ax\"\n"			\
		     "3:	mov $-14, %0\n"				\
		     "	xor %1, %1\n"					\
		     "	jmp 2b\n"					\
		     "	.popsection\n"					\
		     UEXTABLE_ENTRY("1b", "3b")				\
		     : "+r" (__ue_err), "=q" (__ue_val)			\
		     : "r" (ptr)					\
		     : "memory");					\
	(var) = __ue_val;						\
	__ue_err;							\
})

#endif /* UEXTABLE_H */
