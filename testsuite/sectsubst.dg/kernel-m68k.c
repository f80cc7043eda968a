/* m68k, the way Linux 7.3 writes it (arch/m68k/include/asm/uaccess.h,
   module.h, page_mm.h; written anew here), with the tables its Makefile
   names (__ex_table, .fixup, .m68k_fixup).  A user access is a moves at
   label 1, a stub in .fixup (.even) that sets the error and jumps back
   (jra), __ex_table entries of two absolute words; both entered with
   .section and left with .previous, the last .previous with no newline.
   A store has a second entry for the label behind it (a 68040's pending
   writeback faults behind the instruction); a 64-bit load is two accesses
   through a post-incremented address register, %R for the second
   register.  A constant-size copy to user space writes its table first
   and its fixup after, with forward labels, under .ifnc.  __pa() and
   __va() are a plain asm, an add or sub of 0 patched at boot, whose place
   goes into .m68k_fixup, a name in quotes.  kernel-m68k-as.c assembles
   the same.  */
/* { dg-do compile { target m68k-*-* } } */
/* { dg-options "-O2 -ffunction-sections -fplugin-arg-sectsubst-tables=__ex_table,.fixup,.m68k_fixup" } */

#define EFAULT 14

int get_user_u32(unsigned int *val, const unsigned int *uaddr)
{
	int err = 0;
	unsigned int v;

	asm volatile("\n"
		     "1:	moves.l	%2,%1\n"
		     "2:\n"
		     "	.section .fixup,\"ax\"\n"
		     "	.even\n"
		     "10:	move.l	%3,%0\n"
		     "	sub.l	%1,%1\n"
		     "	jra	2b\n"
		     "	.previous\n"
		     "\n"
		     "	.section __ex_table,\"a\"\n"
		     "	.align	4\n"
		     "	.long	1b,10b\n"
		     "	.previous"
		     : "+d"(err), "=&r"(v)
		     : "m"(*uaddr), "i"(-EFAULT));
	*val = v;
	return err;
}

int put_user_u16(unsigned short v, unsigned short *uaddr)
{
	int err = 0;

	asm volatile("\n"
		     "1:	moves.w	%2,%1\n"
		     "2:\n"
		     "	.section .fixup,\"ax\"\n"
		     "	.even\n"
		     "10:	moveq.l	%3,%0\n"
		     "	jra 2b\n"
		     "	.previous\n"
		     "\n"
		     "	.section __ex_table,\"a\"\n"
		     "	.align	4\n"
		     "	.long	1b,10b\n"
		     "	.long	2b,10b\n"
		     "	.previous"
		     : "+d"(err), "=m"(*uaddr)
		     : "r"(v), "i"(-EFAULT));
	return err;
}

int get_user_u64(unsigned long long *val, const unsigned long long *uaddr)
{
	int err = 0;
	const void *p = uaddr;
	unsigned long long v;

	asm volatile("\n"
		     "1:	moves.l	(%2)+,%1\n"
		     "2:	moves.l	(%2),%R1\n"
		     "3:\n"
		     "	.section .fixup,\"ax\"\n"
		     "	.even\n"
		     "10:	move.l	%3,%0\n"
		     "	sub.l	%1,%1\n"
		     "	sub.l	%R1,%R1\n"
		     "	jra	3b\n"
		     "	.previous\n"
		     "\n"
		     "	.section __ex_table,\"a\"\n"
		     "	.align	4\n"
		     "	.long	1b,10b\n"
		     "	.long	2b,10b\n"
		     "	.previous"
		     : "+d"(err), "=&r"(v), "+a"(p)
		     : "i"(-EFAULT)
		     : "memory");
	*val = v;
	return err;
}

/* __constant_copy_to_user_asm for 7 bytes (l, w, b): what is not copied
   on a fault is the result */
unsigned long copy_7_to_user(void *to, const void *from)
{
	unsigned long res = 0, tmp;

	asm volatile("\n"
		     "	move.l	(%2)+,%3\n"
		     "11:	moves.l	%3,(%1)+\n"
		     "12:	move.w	(%2)+,%3\n"
		     "21:	moves.w	%3,(%1)+\n"
		     "22:\n"
		     "	.ifnc	\"b\",\"\"\n"
		     "	move.b	(%2)+,%3\n"
		     "31:	moves.b	%3,(%1)+\n"
		     "32:\n"
		     "	.endif\n"
		     "4:\n"
		     "\n"
		     "	.section __ex_table,\"a\"\n"
		     "	.align	4\n"
		     "	.long	11b,5f\n"
		     "	.long	12b,5f\n"
		     "	.long	21b,5f\n"
		     "	.long	22b,5f\n"
		     "	.ifnc	\"b\",\"\"\n"
		     "	.long	31b,5f\n"
		     "	.long	32b,5f\n"
		     "	.endif\n"
		     "	.previous\n"
		     "\n"
		     "	.section .fixup,\"ax\"\n"
		     "	.even\n"
		     "5:	moveq.l	#7,%0\n"
		     "	jra	4b\n"
		     "	.previous\n"
		     : "+d"(res), "+a"(to), "+a"(from), "=&d"(tmp)
		     : : "memory");
	return res;
}

/* module.h's m68k_fixup(), as page_mm.h uses it for Sun-3 */
#define m68k_fixup(type, addr)						\
	"	.section \".m68k_fixup\",\"aw\"\n"			\
	"	.long " #type "," #addr "\n"				\
	"	.previous\n"

enum m68k_fixup_type { m68k_fixup_memoffset, m68k_fixup_vnode_shift };

unsigned long virt_to_phys(void *vaddr)
{
	unsigned long paddr;

	asm("1:	addl #0,%0\n"
	    m68k_fixup(%c2, 1b+2)
	    : "=r"(paddr)
	    : "0"(vaddr), "i"(m68k_fixup_memoffset));
	return paddr;
}

void *phys_to_virt(unsigned long paddr)
{
	void *vaddr;

	asm("1:	subl #0,%0\n"
	    m68k_fixup(%c2, 1b+2)
	    : "=r"(vaddr)
	    : "0"(paddr), "i"(m68k_fixup_memoffset));
	return vaddr;
}

/* .section <table> becomes .section <table>.text.<fn>, with a label after
   it; .previous comes back to the function's section as before */
/* { dg-final { scan-assembler-times {\t\.section \.fixup\.text\.get_user_u32,"ax"\n\.Lsectsubst[0-9]+:\n\t\.even\n10:\tmove\.l\t#-14,%d[0-7]\n} 1 } } */
/* { dg-final { scan-assembler-times {\t\.section __ex_table\.text\.get_user_u32,"a"\n\.Lsectsubst[0-9]+:\n\t\.align\t4\n\t\.long\t1b,10b\n\t\.previous\n} 1 } } */
/* { dg-final { scan-assembler-times {\t\.section \.fixup\.text\.put_user_u16,"ax"\n\.Lsectsubst[0-9]+:\n} 1 } } */
/* { dg-final { scan-assembler-times {\t\.section __ex_table\.text\.put_user_u16,"a"\n\.Lsectsubst[0-9]+:\n\t\.align\t4\n\t\.long\t1b,10b\n\t\.long\t2b,10b\n} 1 } } */
/* { dg-final { scan-assembler-times {\t\.section __ex_table\.text\.get_user_u64,"a"\n\.Lsectsubst[0-9]+:\n\t\.align\t4\n\t\.long\t1b,10b\n\t\.long\t2b,10b\n} 1 } } */
/* the copy: table first, then the fixup, each renamed; .ifnc stays */
/* { dg-final { scan-assembler-times {\t\.section __ex_table\.text\.copy_7_to_user,"a"\n\.Lsectsubst[0-9]+:\n\t\.align\t4\n\t\.long\t11b,5f\n} 1 } } */
/* { dg-final { scan-assembler-times {\t\.section \.fixup\.text\.copy_7_to_user,"ax"\n\.Lsectsubst[0-9]+:\n\t\.even\n5:\tmoveq\.l\t#7,%d[0-7]\n} 1 } } */
/* { dg-final { scan-assembler-times {\t\.ifnc\t"b",""\n} 2 } } */
/* .m68k_fixup: the quoted name renamed, still quoted */
/* { dg-final { scan-assembler-times {\t\.section "\.m68k_fixup\.text\.virt_to_phys","aw"\n\.Lsectsubst[0-9]+:\n\t\.long 0,1b\+2\n\t\.previous\n} 1 } } */
/* { dg-final { scan-assembler-times {\t\.section "\.m68k_fixup\.text\.phys_to_virt","aw"\n\.Lsectsubst[0-9]+:\n\t\.long 0,1b\+2\n} 1 } } */
/* ten pieces, ten references, each before the asm's first statement */
/* { dg-final { scan-assembler-times {\.reloc\t\., BFD_RELOC_NONE, \.Lsectsubst[0-9]+\n} 10 } } */
/* { dg-final { scan-assembler-times {\.reloc\t\., BFD_RELOC_NONE, \.Lsectsubst[0-9]+\n\n1:\tmoves\.[lw]\t} 3 } } */
/* { dg-final { scan-assembler-times {\.reloc\t\., BFD_RELOC_NONE, \.Lsectsubst[0-9]+\n1:\t(add|sub)l #0,%[ad][0-7]\n} 2 } } */
/* { dg-final { scan-assembler-not {\.section\s+"?(__ex_table|\.fixup|\.m68k_fixup)"?\s*,} } } */
