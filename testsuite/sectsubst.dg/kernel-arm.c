/* 32-bit ARM, the way Linux 6.1 writes it (arch/arm/include/asm/uaccess.h,
   futex.h, bug.h; written anew here): a user access is one instruction at
   label 1, a stub in .text.fixup that sets the error and branches back,
   and an __ex_table entry of two absolute words (.long 1b, 3b).  The
   futex shape puts the table first and the fixup after, with forward
   labels.  BUG() is a basic asm: an undefined instruction, the file name
   in a mergeable string section (%progbits: '@' is a comment here), and a
   __bug_table entry.  kernel-arm-as.c assembles the same in ARM state.  */
/* { dg-do compile { target arm*-*-* } } */
/* { dg-options "-O2 -ffunction-sections -fplugin-arg-sectsubst-tables=__ex_table,.fixup,.text.fixup,__bug_table" } */

#define EFAULT 14

/* the table entry and the fixup stub that every accessor shares */
#define UA_TABLE(insn_label, fixup_label)				\
	"	.pushsection __ex_table,\"a\"\n"			\
	"	.align	3\n"						\
	"	.long	" insn_label ", " fixup_label "\n"		\
	"	.popsection"
#define UA_FIXUP(body, back)						\
	"	.pushsection .text.fixup,\"ax\"\n"			\
	"	.align	2\n"						\
	"3:	" body "\n"						\
	"	b	" back "\n"					\
	"	.popsection\n"

int get_user_word(unsigned int *val, const unsigned int *uaddr)
{
	int err = 0;
	unsigned int v;

	asm volatile("1:	ldr	%1, [%2], #0\n"
		     "2:\n"
		     UA_FIXUP("mov	%0, %3\n	mov	%1, #0", "2b")
		     UA_TABLE("1b", "3b")
		     : "+r"(err), "=&r"(v)
		     : "r"(uaddr), "i"(-EFAULT)
		     : "cc");
	*val = v;
	return err;
}

int put_user_byte(unsigned char v, unsigned char *uaddr)
{
	int err = 0;

	asm volatile("1:	strb	%1, [%2], #0\n"
		     "2:\n"
		     UA_FIXUP("mov	%0, %3", "2b")
		     UA_TABLE("1b", "3b")
		     : "+r"(err)
		     : "r"(v), "r"(uaddr), "i"(-EFAULT)
		     : "cc");
	return err;
}

/* two stores, two entries, one stub; %Q/%R are the low and high words */
int put_user_dword(unsigned long long v, unsigned long long *uaddr)
{
	int err = 0;

	asm volatile(
#ifdef __thumb__
		     "1:	str	%Q2, [%1]\n"
		     "2:	str	%R2, [%1, #4]\n"
#else
		     "1:	str	%Q2, [%1], #4\n"
		     "2:	str	%R2, [%1]\n"
#endif
		     "4:\n"
		     "	.pushsection .text.fixup,\"ax\"\n"
		     "	.align	2\n"
		     "3:	mov	%0, %3\n"
		     "	b	4b\n"
		     "	.popsection\n"
		     "	.pushsection __ex_table,\"a\"\n"
		     "	.align	3\n"
		     "	.long	1b, 3b\n"
		     "	.long	2b, 3b\n"
		     "	.popsection"
		     : "+r"(err), "+r"(uaddr)
		     : "r"(v), "i"(-EFAULT)
		     : "cc");
	return err;
}

/* futex: an exclusive-access loop, the table before the fixup */
int futex_add(int *uaddr, int arg, int *old)
{
	int ret, oldval, tmp;

	asm volatile("1:	ldrex	%1, [%3]\n"
		     "	add	%0, %1, %4\n"
		     "2:	strex	%2, %0, [%3]\n"
		     "	teq	%2, #0\n"
		     "	bne	1b\n"
		     "	mov	%0, #0\n"
		     "3:\n"
		     "	.pushsection __ex_table,\"a\"\n"
		     "	.align	3\n"
		     "	.long	1b, 4f, 2b, 4f\n"
		     "	.popsection\n"
		     "	.pushsection .text.fixup,\"ax\"\n"
		     "	.align	2\n"
		     "4:	mov	%0, %5\n"
		     "	b	3b\n"
		     "	.popsection"
		     : "=&r"(ret), "=&r"(oldval), "=&r"(tmp)
		     : "r"(uaddr), "r"(arg), "Ir"(-EFAULT)
		     : "cc", "memory");
	*old = oldval;
	return ret;
}

/* BUG(): basic asm, so %progbits has a single '%' */
#ifdef __thumb__
#define BUG_INSN ".short 0xde02"
#else
#define BUG_INSN ".long 0xe7f001f2"
#endif
#define STR(x) STR_(x)
#define STR_(x) #x
#define BUG()								\
	do {								\
		asm volatile("1:\t" BUG_INSN "\n\t"			\
			     ".pushsection .rodata.str, \"aMS\", %progbits, 1\n" \
			     "2:\t.asciz \"" __FILE__ "\"\n"		\
			     ".popsection\n"				\
			     ".pushsection __bug_table,\"aw\"\n"	\
			     ".align 2\n"				\
			     "3:\t.word 1b, 2b\n"			\
			     "\t.hword " STR(__LINE__) ", 0\n"		\
			     ".popsection");				\
		__builtin_unreachable();				\
	} while (0)

void check_state(int state)
{
	if (state > 3)
		BUG();
}

/* the fixup stubs, the entries and BUG's entry, each in its function's
   piece, with a label at its start */
/* { dg-final { scan-assembler-times {\.pushsection \.text\.fixup\.text\.get_user_word,"ax"\n\.Lsectsubst[0-9]+:\n} 1 } } */
/* { dg-final { scan-assembler-times {\.pushsection __ex_table\.text\.get_user_word,"a"\n\.Lsectsubst[0-9]+:\n} 1 } } */
/* { dg-final { scan-assembler-times {\.pushsection \.text\.fixup\.text\.put_user_byte,"ax"\n} 1 } } */
/* { dg-final { scan-assembler-times {\.pushsection __ex_table\.text\.put_user_byte,"a"\n} 1 } } */
/* { dg-final { scan-assembler-times {\.pushsection \.text\.fixup\.text\.put_user_dword,"ax"\n} 1 } } */
/* { dg-final { scan-assembler-times {\.pushsection __ex_table\.text\.put_user_dword,"a"\n\.Lsectsubst[0-9]+:\n\t\.align\t3\n\t\.long\t1b, 3b\n\t\.long\t2b, 3b\n} 1 } } */
/* { dg-final { scan-assembler-times {\.pushsection __ex_table\.text\.futex_add,"a"\n\.Lsectsubst[0-9]+:\n\t\.align\t3\n\t\.long\t1b, 4f, 2b, 4f\n} 1 } } */
/* { dg-final { scan-assembler-times {\.pushsection \.text\.fixup\.text\.futex_add,"ax"\n\.Lsectsubst[0-9]+:\n\t\.align\t2\n4:} 1 } } */
/* { dg-final { scan-assembler-times {\.pushsection __bug_table\.text\.check_state,"aw"\n\.Lsectsubst[0-9]+:\n\.align 2\n} 1 } } */
/* the file name's string section is no table: left alone */
/* { dg-final { scan-assembler {\.pushsection \.rodata\.str, "aMS", %progbits, 1\n2:} } } */
/* nine pieces, nine references, each before the first instruction */
/* { dg-final { scan-assembler-times {\t\.reloc\t\., BFD_RELOC_NONE, \.Lsectsubst[0-9]+\n} 9 } } */
/* { dg-final { scan-assembler-times {\.reloc\t\., BFD_RELOC_NONE, \.Lsectsubst[0-9]+\n1:\tldr\t} 1 } } */
/* { dg-final { scan-assembler-times {\.reloc\t\., BFD_RELOC_NONE, \.Lsectsubst[0-9]+\n1:\t\.(short|long) 0x} 1 } } */
/* { dg-final { scan-assembler-not {\.pushsection (__ex_table|\.text\.fixup|__bug_table),} } } */
