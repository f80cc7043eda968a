/* MIPS, the way Linux 6.1 writes it (arch/mips/include/asm/uaccess.h,
   bug.h; written anew here): the older shape with .section and .previous
   instead of a push and a pop.  A user access at label 1, .insn after
   label 2, a stub in .fixup that sets the error and jumps back, an
   __ex_table entry of two absolute words (.word 1b, 3b), a '#' comment on
   the access; a 64-bit load is two accesses, two entries, with %D for the
   second register.  BUG() is a bare break instruction, with no table:
   nothing to rename.  kernel-mips-as.c assembles the same.  */
/* { dg-do compile { target mips*-*-* } } */
/* { dg-options "-O2 -ffunction-sections" } */

#define EFAULT 14

int get_user_u32(unsigned int *val, const unsigned int *uaddr)
{
	int err;
	long v;

	asm volatile("1:	lw	%1, %3				\n"
		     "2:							\n"
		     "	.insn						\n"
		     "	.section .fixup,\"ax\"				\n"
		     "3:	li	%0, %4				\n"
		     "	move	%1, $0					\n"
		     "	j	2b					\n"
		     "	.previous					\n"
		     "	.section __ex_table,\"a\"			\n"
		     "	.word	1b, 3b					\n"
		     "	.previous					\n"
		     : "=r"(err), "=r"(v)
		     : "0"(0), "o"(*uaddr), "i"(-EFAULT));
	*val = v;
	return err;
}

int put_user_u16(unsigned short v, unsigned short *uaddr)
{
	int err;

	asm volatile("1:	sh	%z2, %3	# a store to user space	\n"
		     "2:							\n"
		     "	.insn						\n"
		     "	.section	.fixup,\"ax\"			\n"
		     "3:	li	%0, %4				\n"
		     "	j	2b					\n"
		     "	.previous					\n"
		     "	.section	__ex_table,\"a\"		\n"
		     "	.word	1b, 3b					\n"
		     "	.previous					\n"
		     : "=r"(err)
		     : "0"(0), "Jr"(v), "o"(*uaddr), "i"(-EFAULT));
	return err;
}

int get_user_u64(unsigned long long *val, const unsigned long long *uaddr)
{
	int err;
	unsigned long long v;

	asm volatile("1:	lw	%1, (%3)			\n"
		     "2:	lw	%D1, 4(%3)			\n"
		     "3:							\n"
		     "	.insn						\n"
		     "	.section	.fixup,\"ax\"			\n"
		     "4:	li	%0, %4				\n"
		     "	move	%1, $0					\n"
		     "	move	%D1, $0					\n"
		     "	j	3b					\n"
		     "	.previous					\n"
		     "	.section	__ex_table,\"a\"		\n"
		     "	.word	1b, 4b					\n"
		     "	.word	2b, 4b					\n"
		     "	.previous					\n"
		     : "=r"(err), "=&r"(v)
		     : "0"(0), "r"(uaddr), "i"(-EFAULT));
	*val = v;
	return err;
}

void must_be_even(int x)
{
	if (x & 1) {
		asm volatile("break %0" : : "i"(512));
		__builtin_unreachable();
	}
}

/* .section <table> becomes .section <table>.text.<fn>, with a label after
   it; .previous comes back to the function's section as before */
/* { dg-final { scan-assembler-times {\t\.section \.fixup\.text\.get_user_u32,"ax"\t*\n\.Lsectsubst[0-9]+:\n3:\tli\t\$[0-9]+, -14} 1 } } */
/* { dg-final { scan-assembler-times {\t\.section __ex_table\.text\.get_user_u32,"a"\t*\n\.Lsectsubst[0-9]+:\n\t\.word\t1b, 3b\t*\n\t\.previous} 1 } } */
/* { dg-final { scan-assembler-times {\t\.section\t\.fixup\.text\.put_user_u16,"ax"\t*\n\.Lsectsubst[0-9]+:\n} 1 } } */
/* { dg-final { scan-assembler-times {\t\.section\t__ex_table\.text\.put_user_u16,"a"\t*\n\.Lsectsubst[0-9]+:\n} 1 } } */
/* { dg-final { scan-assembler {1:\tsh\t\$[0-9]+, 0\(\$[0-9]+\)\t# a store to user space} } } */
/* { dg-final { scan-assembler-times {\t\.section\t__ex_table\.text\.get_user_u64,"a"\t*\n\.Lsectsubst[0-9]+:\n\t\.word\t1b, 4b\t*\n\t\.word\t2b, 4b\t*\n} 1 } } */
/* six pieces, six references, each before the first instruction */
/* { dg-final { scan-assembler-times {\.reloc\t\., BFD_RELOC_NONE, \.Lsectsubst[0-9]+\n} 6 } } */
/* { dg-final { scan-assembler-times {\.reloc\t\., BFD_RELOC_NONE, \.Lsectsubst[0-9]+\n1:\tl[wh]\t} 2 } } */
/* { dg-final { scan-assembler-times {\.reloc\t\., BFD_RELOC_NONE, \.Lsectsubst[0-9]+\n1:\tsh\t} 1 } } */
/* { dg-final { scan-assembler-not {\.section\s+(__ex_table|\.fixup)\s*,} } } */
/* { dg-final { scan-assembler {\tbreak 512\n} } } */
