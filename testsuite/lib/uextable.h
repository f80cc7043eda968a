/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * uextable: the kernel's exception tables, in user space.
 *
 * UPUT(ptr, val) and UGET(var, ptr) store and load through a pointer that
 * may be bad, in the shape of the kernel's put_user()/get_user() on each
 * architecture: the access is one instruction with an __ex_table entry,
 * and on a fault the macro returns -14 (EFAULT) instead of 0.  UGET clears
 * var on a fault.  Scalars up to the size of a long.
 *
 * The entries and fixups follow Linux 6.1, per architecture (the layout
 * is described by UEXTABLE_ENTRY_SIZE and friends below, for uextable.c
 * and the test harness's decoder):
 *
 *   x86_64, i386  .long insn - ., fixup - .           fixup stub in .fixup
 *   arm (A32/T32) .long insn, fixup (absolute)        stub in .text.fixup
 *   aarch64       .long insn - ., fixup - .; .short type, data
 *   riscv64       the same, no stub: the "fixup" is the instruction behind
 *                 the access, and the handler sets the error register to
 *                 -EFAULT and the value register to 0, named by data
 *                 (EX_TYPE_UACCESS_ERR_ZERO)
 *   mips          .word/.dword insn, fixup (absolute) stub in .fixup,
 *                 .section/.previous rather than push/pop
 *   powerpc       .long insn - ., fixup - .   UGET: stub in .fixup; UPUT:
 *   (32-bit)      asm goto, the fixup is a C label of the function;
 *                 .section/.previous, on one line with ';'
 *   m68k          .long insn, fixup (absolute)  stub in .fixup (.even),
 *                 .section/.previous (Linux 7.3: m68k came later)
 *
 * uextable_init() installs a SIGSEGV and SIGBUS handler that resumes a faulting
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

#define UEXTABLE_EFAULT 14

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

/*
 * Where the access has no size-generic mnemonic, one asm per size, as the
 * kernel's switch on sizeof; only the right one survives -O1 and up.
 * OP(insn, size) is the arch's asm statement for one size.
 */
#define UEXTABLE_BY_SIZE(ptr, OP, b, h, w, d) do {			\
	switch (sizeof(*(ptr))) {					\
	case 1: OP(b, 1); break;					\
	case 2: OP(h, 2); break;					\
	case 4: OP(w, 4); break;					\
	default: OP(d, 8); break;					\
	}								\
} while (0)

#if defined(__x86_64__) || defined(__i386__)
/*
 * x86 (arch/x86/include/asm/uaccess.h, asm.h): relative fields, a stub in
 * .fixup.  One mov for every size: the register operand gives it.
 */
#define UEXTABLE_RELATIVE	1
#define UEXTABLE_ENTRY_SIZE	8

#define UEXTABLE_ENTRY(insn, fixup)					\
	"	.pushsection __ex_table,\"a\"\n"			\
	"	.balign 4\n"						\
	"	.long " insn " - ., " fixup " - .\n"			\
	"	.popsection\n"

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

#elif defined(__arm__)
/*
 * arm, A32 and T32 alike (arch/arm/include/asm/uaccess.h,
 * __put_user_asm/__get_user_asm): absolute fields, 8-aligned, a stub in
 * .text.fixup that sets the error, clears the value and branches back.
 * The access is post-indexed by #0, the form the kernel's unprivileged
 * ldrt/strt variants need; here it is the plain ldr/str.
 */
#define UEXTABLE_RELATIVE	0
#define UEXTABLE_ENTRY_SIZE	8

#define UEXTABLE_ENTRY(insn, fixup)					\
	"	.pushsection __ex_table,\"a\"\n"			\
	"	.align	3\n"						\
	"	.long	" insn ", " fixup "\n"				\
	"	.popsection\n"

#define UEXTABLE_ARM_PUT(insn, size)					\
	asm volatile("1:	" insn "	%1, [%2], #0\n"		\
		     "2:\n"						\
		     "	.pushsection .text.fixup,\"ax\"\n"		\
		     "	.align	2\n"					\
		     "3:	mov	%0, %3\n"			\
		     "	b	2b\n"					\
		     "	.popsection\n"					\
		     UEXTABLE_ENTRY("1b", "3b")				\
		     : "+r" (__ue_err)					\
		     : "r" (__ue_val), "r" (__ue_ptr),			\
		       "i" (-UEXTABLE_EFAULT)				\
		     : "cc", "memory")

#define UEXTABLE_ARM_GET(insn, size)					\
	asm volatile("1:	" insn "	%1, [%2], #0\n"		\
		     "2:\n"						\
		     "	.pushsection .text.fixup,\"ax\"\n"		\
		     "	.align	2\n"					\
		     "3:	mov	%0, %3\n"			\
		     "	mov	%1, #0\n"				\
		     "	b	2b\n"					\
		     "	.popsection\n"					\
		     UEXTABLE_ENTRY("1b", "3b")				\
		     : "+r" (__ue_err), "=&r" (__ue_tmp)		\
		     : "r" (__ue_ptr), "i" (-UEXTABLE_EFAULT)		\
		     : "cc", "memory")

#define UEXTABLE_PUT(ptr)						\
	UEXTABLE_BY_SIZE(ptr, UEXTABLE_ARM_PUT, "strb", "strh", "str", "str")
#define UEXTABLE_GET(ptr)						\
	UEXTABLE_BY_SIZE(ptr, UEXTABLE_ARM_GET, "ldrb", "ldrh", "ldr", "ldr")

#elif defined(__aarch64__) || (defined(__riscv) && __riscv_xlen == 64)
/*
 * aarch64 and riscv64 (arch/{arm64,riscv}/include/asm/asm-extable.h,
 * _ASM_EXTABLE_UACCESS_ERR_ZERO): relative fields and a type and data
 * short each.  No stub: the fixup is the label behind the access, and
 * data names the registers the handler sets, the error to -EFAULT and the
 * value to zero (bits 0-4 and 5-9).  The register numbers come from local
 * symbols that every such asm defines, as the kernel's gpr-num.h does.
 */
#define UEXTABLE_RELATIVE	1
#define UEXTABLE_ENTRY_SIZE	12
#define UEXTABLE_TYPE_OFFSET	8
#define UEXTABLE_DATA_OFFSET	10

#if defined(__aarch64__)
#define UEXTABLE_TYPE_ERR_ZERO	2	/* EX_TYPE_UACCESS_ERR_ZERO, arm64 */
#define UEXTABLE_NO_REG		31	/* wzr/xzr */
#define UEXTABLE_GPR_NUMS						\
	"	.irp	n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30\n" \
	"	.set	.L__uextable_gpr_x\\n, \\n\n"			\
	"	.set	.L__uextable_gpr_w\\n, \\n\n"			\
	"	.endr\n"						\
	"	.set	.L__uextable_gpr_xzr, 31\n"			\
	"	.set	.L__uextable_gpr_wzr, 31\n"
#define UEXTABLE_ALIGN		"	.align	2\n"
#define UEXTABLE_ZERO_REG	"wzr"
#else
#define UEXTABLE_TYPE_ERR_ZERO	3	/* EX_TYPE_UACCESS_ERR_ZERO, riscv */
#define UEXTABLE_NO_REG		0	/* x0, zero */
#define UEXTABLE_GPR_NUMS						\
	"	.irp	n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31\n" \
	"	.set	.L__uextable_gpr_x\\n, \\n\n"			\
	"	.endr\n"						\
	"	.set	.L__uextable_gpr_zero, 0\n"		\
	"	.set	.L__uextable_gpr_ra, 1\n"			\
	"	.set	.L__uextable_gpr_sp, 2\n"			\
	"	.set	.L__uextable_gpr_gp, 3\n"			\
	"	.set	.L__uextable_gpr_tp, 4\n"			\
	"	.set	.L__uextable_gpr_t0, 5\n"			\
	"	.set	.L__uextable_gpr_t1, 6\n"			\
	"	.set	.L__uextable_gpr_t2, 7\n"			\
	"	.set	.L__uextable_gpr_s0, 8\n"			\
	"	.set	.L__uextable_gpr_s1, 9\n"			\
	"	.set	.L__uextable_gpr_a0, 10\n"			\
	"	.set	.L__uextable_gpr_a1, 11\n"			\
	"	.set	.L__uextable_gpr_a2, 12\n"			\
	"	.set	.L__uextable_gpr_a3, 13\n"			\
	"	.set	.L__uextable_gpr_a4, 14\n"			\
	"	.set	.L__uextable_gpr_a5, 15\n"			\
	"	.set	.L__uextable_gpr_a6, 16\n"			\
	"	.set	.L__uextable_gpr_a7, 17\n"			\
	"	.set	.L__uextable_gpr_s2, 18\n"			\
	"	.set	.L__uextable_gpr_s3, 19\n"			\
	"	.set	.L__uextable_gpr_s4, 20\n"			\
	"	.set	.L__uextable_gpr_s5, 21\n"			\
	"	.set	.L__uextable_gpr_s6, 22\n"			\
	"	.set	.L__uextable_gpr_s7, 23\n"			\
	"	.set	.L__uextable_gpr_s8, 24\n"			\
	"	.set	.L__uextable_gpr_s9, 25\n"			\
	"	.set	.L__uextable_gpr_s10, 26\n"		\
	"	.set	.L__uextable_gpr_s11, 27\n"		\
	"	.set	.L__uextable_gpr_t3, 28\n"			\
	"	.set	.L__uextable_gpr_t4, 29\n"			\
	"	.set	.L__uextable_gpr_t5, 30\n"			\
	"	.set	.L__uextable_gpr_t6, 31\n"
#define UEXTABLE_ALIGN		"	.balign	4\n"
#define UEXTABLE_ZERO_REG	"zero"
#endif

#define UEXTABLE_ENTRY_ERR_ZERO(insn, fixup, err, zero)		\
	UEXTABLE_GPR_NUMS						\
	"	.pushsection	__ex_table, \"a\"\n"			\
	UEXTABLE_ALIGN							\
	"	.long	((" insn ") - .)\n"				\
	"	.long	((" fixup ") - .)\n"				\
	"	.short	(" UEXTABLE_STR(UEXTABLE_TYPE_ERR_ZERO) ")\n"	\
	"	.short	((.L__uextable_gpr_" err ") | "			\
	"((.L__uextable_gpr_" zero ") << 5))\n"			\
	"	.popsection\n"

#define UEXTABLE_STR_(x) #x
#define UEXTABLE_STR(x) UEXTABLE_STR_(x)

#if defined(__aarch64__)
/* arch/arm64/include/asm/uaccess.h, __put_mem_asm/__get_mem_asm */
#define UEXTABLE_A64_PUT(insn, size)					\
	asm volatile("1:	" insn "	" UEXTABLE_A64_R##size "1, [%2]\n" \
		     "2:\n"						\
		     UEXTABLE_ENTRY_ERR_ZERO("1b", "2b", "%w0",		\
					     UEXTABLE_ZERO_REG)		\
		     : "+r" (__ue_err)					\
		     : "r" (__ue_val), "r" (__ue_ptr)			\
		     : "memory")
#define UEXTABLE_A64_GET(insn, size)					\
	asm volatile("1:	" insn "	" UEXTABLE_A64_R##size "1, [%2]\n" \
		     "2:\n"						\
		     UEXTABLE_ENTRY_ERR_ZERO("1b", "2b", "%w0", "%w1")	\
		     : "+r" (__ue_err), "=&r" (__ue_tmp)		\
		     : "r" (__ue_ptr)					\
		     : "memory")
#define UEXTABLE_A64_R1 "%w"
#define UEXTABLE_A64_R2 "%w"
#define UEXTABLE_A64_R4 "%w"
#define UEXTABLE_A64_R8 "%x"
#define UEXTABLE_PUT(ptr)						\
	UEXTABLE_BY_SIZE(ptr, UEXTABLE_A64_PUT, "strb", "strh", "str", "str")
#define UEXTABLE_GET(ptr)						\
	UEXTABLE_BY_SIZE(ptr, UEXTABLE_A64_GET, "ldrb", "ldrh", "ldr", "ldr")
#else
/* arch/riscv/include/asm/uaccess.h, __put_user_asm/__get_user_asm */
#define UEXTABLE_RV_PUT(insn, size)					\
	asm volatile("1:\n"						\
		     "	" insn "	%z2, %1\n"			\
		     "2:\n"						\
		     UEXTABLE_ENTRY_ERR_ZERO("1b", "2b", "%0",		\
					     UEXTABLE_ZERO_REG)		\
		     : "+r" (__ue_err), "=m" (*__ue_ptr)		\
		     : "rJ" (__ue_val)					\
		     : "memory")
#define UEXTABLE_RV_GET(insn, size)					\
	asm volatile("1:\n"						\
		     "	" insn "	%1, %2\n"			\
		     "2:\n"						\
		     UEXTABLE_ENTRY_ERR_ZERO("1b", "2b", "%0", "%1")	\
		     : "+r" (__ue_err), "=&r" (__ue_tmp)		\
		     : "m" (*__ue_ptr)					\
		     : "memory")
#define UEXTABLE_PUT(ptr)						\
	UEXTABLE_BY_SIZE(ptr, UEXTABLE_RV_PUT, "sb", "sh", "sw", "sd")
#define UEXTABLE_GET(ptr)						\
	UEXTABLE_BY_SIZE(ptr, UEXTABLE_RV_GET, "lb", "lh", "lw", "ld")
#endif

#elif defined(__mips__)
/*
 * mips (arch/mips/include/asm/uaccess.h, __put_data_asm/__get_data_asm):
 * absolute fields of a pointer's size (PTR_WD), a stub in .fixup, both
 * entered with .section and left with .previous; .insn marks the label
 * behind the access as code.  The stub's jump has a delay slot, filled by
 * the assembler (GCC emits inline asm in reorder mode).
 */
#define UEXTABLE_RELATIVE	0
#if _MIPS_SZPTR == 64
#define UEXTABLE_ENTRY_SIZE	16
#define UEXTABLE_PTR_WD		".dword"
#else
#define UEXTABLE_ENTRY_SIZE	8
#define UEXTABLE_PTR_WD		".word"
#endif

/*
 * The kernel is not PIC, and its "j 2b" is a jump within the 256MB region.
 * In abicalls (PIC) code gas turns j into b, a branch of +-128KB, which
 * cannot reach from the fixups the linker places after all of a static
 * glibc's .text back to the code.  The test programs are linked static,
 * not PIE: assemble the stub as the kernel's is, non-PIC.
 */
#ifdef __mips_abicalls
#define UEXTABLE_MIPS_NONPIC	"	.option	pic0\n"
#define UEXTABLE_MIPS_PIC	"	.option	pic2\n"
#else
#define UEXTABLE_MIPS_NONPIC
#define UEXTABLE_MIPS_PIC
#endif

#define UEXTABLE_MIPS_PUT(insn, size)					\
	asm volatile("1:	" insn "	%z2, %3\n"		\
		     "2:\n"						\
		     "	.insn\n"					\
		     "	.section	.fixup,\"ax\"\n"		\
		     UEXTABLE_MIPS_NONPIC					\
		     "3:	li	%0, %4\n"			\
		     "	j	2b\n"					\
		     UEXTABLE_MIPS_PIC					\
		     "	.previous\n"					\
		     "	.section	__ex_table,\"a\"\n"		\
		     "	" UEXTABLE_PTR_WD "	1b, 3b\n"		\
		     "	.previous\n"					\
		     : "=r" (__ue_err)					\
		     : "0" (0), "Jr" (__ue_val), "o" (*__ue_ptr),	\
		       "i" (-UEXTABLE_EFAULT)				\
		     : "memory")
#define UEXTABLE_MIPS_GET(insn, size)					\
	asm volatile("1:	" insn "	%1, %3\n"		\
		     "2:\n"						\
		     "	.insn\n"					\
		     "	.section	.fixup,\"ax\"\n"		\
		     UEXTABLE_MIPS_NONPIC					\
		     "3:	li	%0, %4\n"			\
		     "	move	%1, $0\n"				\
		     "	j	2b\n"					\
		     UEXTABLE_MIPS_PIC					\
		     "	.previous\n"					\
		     "	.section	__ex_table,\"a\"\n"		\
		     "	" UEXTABLE_PTR_WD "	1b, 3b\n"		\
		     "	.previous\n"					\
		     : "=r" (__ue_err), "=r" (__ue_tmp)		\
		     : "0" (0), "o" (*__ue_ptr), "i" (-UEXTABLE_EFAULT)	\
		     : "memory")
#define UEXTABLE_PUT(ptr)						\
	UEXTABLE_BY_SIZE(ptr, UEXTABLE_MIPS_PUT, "sb", "sh", "sw", "sd")
#define UEXTABLE_GET(ptr)						\
	UEXTABLE_BY_SIZE(ptr, UEXTABLE_MIPS_GET, "lb", "lh", "lw", "ld")

#elif defined(__powerpc__) && !defined(__powerpc64__)
/*
 * 32-bit powerpc (arch/powerpc/include/asm/uaccess.h, extable.h,
 * asm-const.h): relative fields.  EX_TABLE is stringified, one line of
 * ';'-separated statements that enters __ex_table with .section and ends
 * in ".previous " with no newline.  UPUT is __put_user_asm_goto: asm goto,
 * the entry resumes at a C label, as in the kernel's __put_user.  UGET is
 * __get_user_asm, the form for compilers without asm goto outputs: a stub
 * in .fixup sets the error, clears the value and branches back.  %U and
 * %X give the update and indexed forms the "m<>" operand may take.
 */
#define UEXTABLE_RELATIVE	1
#define UEXTABLE_ENTRY_SIZE	8

#define UEXTABLE_STRINGIFY(...)	#__VA_ARGS__ " "
#define UEXTABLE_EX_TABLE(fault, target)				\
	UEXTABLE_STRINGIFY(.section __ex_table,"a";)			\
	UEXTABLE_STRINGIFY(.balign 4;)					\
	UEXTABLE_STRINGIFY(.long (fault) - . ;)				\
	UEXTABLE_STRINGIFY(.long (target) - . ;)			\
	UEXTABLE_STRINGIFY(.previous)

#define UEXTABLE_PPC_PUT(insn, size)					\
	asm goto("1:	" insn "%U1%X1 %0,%1	# put_user\n"		\
		 UEXTABLE_EX_TABLE(1b, %l2)				\
		 :							\
		 : "r" (__ue_val), "m<>" (*__ue_ptr)			\
		 :							\
		 : __ue_failed)
#define UEXTABLE_PPC_GET(insn, size)					\
	asm volatile("1:	" insn "%U2%X2 %1, %2	# get_user\n"	\
		     "2:\n"						\
		     ".section .fixup,\"ax\"\n"				\
		     "3:	li %0,%3\n"				\
		     "	li %1,0\n"					\
		     "	b 2b\n"						\
		     ".previous\n"					\
		     UEXTABLE_EX_TABLE(1b, 3b)				\
		     : "=r" (__ue_err), "=r" (__ue_tmp)			\
		     : "m<>" (*__ue_ptr), "i" (-UEXTABLE_EFAULT),	\
		       "0" (__ue_err))
#define UEXTABLE_GET(ptr)						\
	UEXTABLE_BY_SIZE(ptr, UEXTABLE_PPC_GET, "lbz", "lhz", "lwz", "lwz")

/* The kernel's __put_user: the failure path is the asm goto's label. */
#define UPUT(ptr, val) __extension__ ({				\
	__label__ __ue_failed;						\
	int __ue_err = 0;						\
	__typeof__(&*(ptr)) __ue_ptr = (ptr);				\
	UEXTABLE_TYPE(ptr) __ue_val = (val);				\
	UEXTABLE_CHECK_SIZE(ptr);					\
	do {								\
		UEXTABLE_BY_SIZE(ptr, UEXTABLE_PPC_PUT,			\
				 "stb", "sth", "stw", "stw");		\
		break;							\
__ue_failed:								\
		__ue_err = -UEXTABLE_EFAULT;				\
	} while (0);							\
	__ue_err;							\
})

#elif defined(__m68k__)
/*
 * m68k (arch/m68k/include/asm/uaccess.h, Linux 7.3, __put_user_asm and
 * __get_user_asm): absolute fields, 4-aligned, a stub in .fixup (.even)
 * that sets the error, on a load also clears the value, and jumps back
 * (jra); both entered with .section and left with .previous.  The access
 * is the one the kernel uses where the CPU has no separate user address
 * space (ColdFire): a plain move; "moves" is privileged.  A byte goes
 * through a data register, an address register cannot take one.
 *
 * The kernel's stores have a second entry, for the label behind the
 * store: a 68040 may leave a store pending as a writeback, whose fault
 * comes behind the instruction (arch/m68k/kernel/traps.c,
 * do_040writebacks).  Under qemu-user every fault is at the access
 * itself, and that entry would only give the next access's instruction
 * two entries.  It is left out here; sectsubst.dg/kernel-m68k.c has the
 * kernel's two.
 */
#define UEXTABLE_RELATIVE	0
#define UEXTABLE_ENTRY_SIZE	8

#define UEXTABLE_M68K_ENTRY						\
	"	.section __ex_table,\"a\"\n"			\
	"	.align	4\n"						\
	"	.long	1b,10b\n"					\
	"	.previous\n"

#define UEXTABLE_M68K_REG1 "d"
#define UEXTABLE_M68K_REG2 "r"
#define UEXTABLE_M68K_REG4 "r"
#define UEXTABLE_M68K_REG8 "r"

#define UEXTABLE_M68K_PUT(bwl, size)					\
	asm volatile("1:	move." bwl "	%2,%1\n"		\
		     "2:\n"						\
		     "	.section .fixup,\"ax\"\n"			\
		     "	.even\n"					\
		     "10:	moveq.l	%3,%0\n"			\
		     "	jra	2b\n"					\
		     "	.previous\n"					\
		     UEXTABLE_M68K_ENTRY					\
		     : "+d" (__ue_err), "=m" (*__ue_ptr)		\
		     : UEXTABLE_M68K_REG##size (__ue_val),		\
		       "i" (-UEXTABLE_EFAULT))
#define UEXTABLE_M68K_GET(bwl, size)					\
	asm volatile("1:	move." bwl "	%2,%1\n"		\
		     "2:\n"						\
		     "	.section .fixup,\"ax\"\n"			\
		     "	.even\n"					\
		     "10:	move.l	%3,%0\n"			\
		     "	sub.l	%1,%1\n"				\
		     "	jra	2b\n"					\
		     "	.previous\n"					\
		     UEXTABLE_M68K_ENTRY					\
		     : "+d" (__ue_err),					\
		       "=&" UEXTABLE_M68K_REG##size (__ue_tmp)		\
		     : "m" (*__ue_ptr), "i" (-UEXTABLE_EFAULT))
#define UEXTABLE_PUT(ptr)						\
	UEXTABLE_BY_SIZE(ptr, UEXTABLE_M68K_PUT, "b", "w", "l", "l")
#define UEXTABLE_GET(ptr)						\
	UEXTABLE_BY_SIZE(ptr, UEXTABLE_M68K_GET, "b", "w", "l", "l")

#else
#error "uextable: x86_64, i386, arm, aarch64, riscv64, mips, powerpc and m68k only"
#endif

#ifndef UPUT
/* The arch's UEXTABLE_PUT, one asm per size. */
#define UPUT(ptr, val) __extension__ ({				\
	int __ue_err = 0;						\
	__typeof__(&*(ptr)) __ue_ptr = (ptr);				\
	UEXTABLE_TYPE(ptr) __ue_val = (val);				\
	UEXTABLE_CHECK_SIZE(ptr);					\
	UEXTABLE_PUT(ptr);						\
	__ue_err;							\
})
#endif

#ifndef UGET
/* Loaded into a whole register, as the kernel's __gu_val. */
#define UGET(var, ptr) __extension__ ({				\
	int __ue_err = 0;						\
	__typeof__(&*(ptr)) __ue_ptr = (ptr);				\
	unsigned long __ue_tmp;						\
	UEXTABLE_CHECK_SIZE(ptr);					\
	UEXTABLE_GET(ptr);						\
	(var) = (UEXTABLE_TYPE(ptr))__ue_tmp;				\
	__ue_err;							\
})
#endif

#endif /* UEXTABLE_H */
