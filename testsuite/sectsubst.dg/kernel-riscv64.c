/* RISC-V, the way Linux 6.1 writes it (arch/riscv/include/asm/uaccess.h,
   asm-extable.h, gpr-num.h, bug.h; written anew here).  A user access is
   one load or store between labels 1 and 2, with a memory operand; its
   __ex_table entry (two relative words, a type, the numbers of the error
   and zero registers through .L__gpr_num_<reg> symbols that an .irp block
   and a list of ABI names define first) needs no fixup code.  BUG() and
   WARN() are ebreak and a __bug_table entry that points at the file name
   GCC emitted (an "i" operand) and is padded to the size of the C struct
   with .org.  kernel-riscv64-as.c assembles the same.  */
/* { dg-do compile { target riscv*-*-* } } */
/* { dg-options "-O2 -ffunction-sections -fplugin-arg-sectsubst-tables=__ex_table,.fixup,.text.fixup,__bug_table" } */

#define STR(...) STR_(__VA_ARGS__)
#define STR_(...) #__VA_ARGS__

/* register names to numbers, as gas symbols (an excerpt of the ABI names) */
#define GPR_NUMS							\
	"	.irp	num,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31\n" \
	"	.equ	.L__gpr_num_x\\num, \\num\n"			\
	"	.endr\n"						\
	"	.equ	.L__gpr_num_zero,	0\n"			\
	"	.equ	.L__gpr_num_ra,		1\n"			\
	"	.equ	.L__gpr_num_a0,		10\n"			\
	"	.equ	.L__gpr_num_a1,		11\n"			\
	"	.equ	.L__gpr_num_a2,		12\n"			\
	"	.equ	.L__gpr_num_a3,		13\n"			\
	"	.equ	.L__gpr_num_a4,		14\n"			\
	"	.equ	.L__gpr_num_a5,		15\n"			\
	"	.equ	.L__gpr_num_a6,		16\n"			\
	"	.equ	.L__gpr_num_a7,		17\n"			\
	"	.equ	.L__gpr_num_t0,		5\n"			\
	"	.equ	.L__gpr_num_t1,		6\n"			\
	"	.equ	.L__gpr_num_t2,		7\n"			\
	"	.equ	.L__gpr_num_s0,		8\n"			\
	"	.equ	.L__gpr_num_s1,		9\n"

#define EX_UACCESS_ERR_ZERO 3
#define EXTABLE_RAW(insn, fixup, type, data)				\
	".pushsection	__ex_table, \"a\"\n"				\
	".balign	4\n"						\
	".long		((" insn ") - .)\n"				\
	".long		((" fixup ") - .)\n"				\
	".short		(" type ")\n"					\
	".short		(" data ")\n"					\
	".popsection\n"
#define EXTABLE_ERR_ZERO(insn, fixup, err, zero)			\
	GPR_NUMS							\
	EXTABLE_RAW(insn, fixup, STR(EX_UACCESS_ERR_ZERO),		\
		    "((.L__gpr_num_" err ") << 0) | "			\
		    "((.L__gpr_num_" zero ") << 5)")

int get_user_u32(unsigned int *val, const unsigned int *uaddr)
{
	long err = 0;
	unsigned int v;

	asm volatile("1:\n"
		     "	lw %1, %2\n"
		     "2:\n"
		     EXTABLE_ERR_ZERO("1b", "2b", "%0", "%1")
		     : "+r"(err), "=&r"(v)
		     : "m"(*uaddr));
	*val = v;
	return err;
}

/* %z: the zero register for a constant 0 ("rJ") */
int clear_user_u64(unsigned long *uaddr)
{
	long err = 0;

	asm volatile("1:\n"
		     "	sd %z2, %1\n"
		     "2:\n"
		     EXTABLE_ERR_ZERO("1b", "2b", "%0", "zero")
		     : "+r"(err), "=m"(*uaddr)
		     : "rJ"(0UL));
	return err;
}

/* BUG(): the entry's size comes from the C struct, as in the kernel */
struct bug_entry {
	int bug_addr_disp;
	int file_disp;
	unsigned short line;
	unsigned short flags;
};

#define BUG_FLAGS(flags)						\
	asm volatile("1:\n\t"						\
		     "ebreak\n"						\
		     ".pushsection __bug_table,\"aw\"\n\t"		\
		     "2:\n\t"						\
		     ".long 1b - .\n\t"					\
		     ".long %0 - .\n\t"					\
		     ".short %1\n\t"					\
		     ".short %2\n\t"					\
		     ".org 2b + %3\n\t"					\
		     ".popsection"					\
		     : : "i"(__FILE__), "i"(__LINE__), "i"(flags),	\
		       "i"(sizeof(struct bug_entry)))

void must_be_even(long x)
{
	if (x & 1) {
		BUG_FLAGS(0);
		__builtin_unreachable();
	}
}

long warn_negative(long x)
{
	if (x < 0)
		BUG_FLAGS((1 << 0) | (9 << 8));
	return x;
}

/* { dg-final { scan-assembler-times {\.pushsection\t__ex_table\.text\.get_user_u32, "a"\n\.Lsectsubst[0-9]+:\n\.balign\t4\n\.long\t\t\(\(1b\) - \.\)\n\.long\t\t\(\(2b\) - \.\)\n\.short\t\t\(3\)\n\.short\t\t\(\(\(\.L__gpr_num_a[0-9]\) << 0\) \| \(\(\.L__gpr_num_a[0-9]\) << 5\)\)\n} 1 } } */
/* { dg-final { scan-assembler-times {\tsd zero, 0\(a[0-9]\)\n2:\n} 1 } } */
/* { dg-final { scan-assembler-times {\.pushsection\t__ex_table\.text\.clear_user_u64, "a"\n\.Lsectsubst[0-9]+:\n} 1 } } */
/* the label goes before the entry's own label 2, so .org 2b + 12 still
   measures from the start of the entry */
/* { dg-final { scan-assembler-times {\.pushsection __bug_table\.text\.must_be_even,"aw"\n\.Lsectsubst[0-9]+:\n\t2:\n\t\.long 1b - \.\n\t\.long \.LC[0-9]+ - \.\n\t\.short [0-9]+\n\t\.short 0\n\t\.org 2b \+ 12\n} 1 } } */
/* { dg-final { scan-assembler-times {\.pushsection __bug_table\.text\.warn_negative,"aw"\n\.Lsectsubst[0-9]+:\n.*\n.*\n.*\n.*\n\t\.short 2305\n} 1 } } */
/* four pieces, four references, each before the first instruction */
/* { dg-final { scan-assembler-times {\.reloc\t\., BFD_RELOC_NONE, \.Lsectsubst[0-9]+\n} 4 } } */
/* { dg-final { scan-assembler-times {\.reloc\t\., BFD_RELOC_NONE, \.Lsectsubst[0-9]+\n1:\n\tebreak\n} 2 } } */
/* { dg-final { scan-assembler-not {\.pushsection\s+(__ex_table|__bug_table)\s*,} } } */
