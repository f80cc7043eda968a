/* AArch64, the way Linux 6.1 writes it (arch/arm64/include/asm/uaccess.h,
   asm-extable.h, gpr-num.h, futex.h, asm-bug.h; written anew here).  A
   user access is an unprivileged load or store at label 1, and its
   __ex_table entry (__ASM_EXTABLE_RAW: two relative words, a type, and
   the numbers of the error and zero registers) names the registers GCC
   picked through .L__gpr_num_<reg> symbols, which every such asm first
   defines in an .irp block.  No fixup code: the handler does the work.
   The futex loop has two entries in one asm.  BUG() and WARN() are one
   stringified line of ';'-separated statements: a __bug_table entry with
   the file name pushed, nested, into .rodata.str, then brk.
   kernel-aarch64-as.c assembles the same.  */
/* { dg-do compile { target aarch64*-*-* } } */
/* { dg-options "-O2 -ffunction-sections -fplugin-arg-sectsubst-tables=__ex_table,.fixup,.text.fixup,__bug_table" } */

#define STR(...) STR_(__VA_ARGS__)
#define STR_(...) #__VA_ARGS__

/* register names to numbers, as gas symbols */
#define GPR_NUMS							\
	"	.irp	num,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30\n" \
	"	.equ	.L__gpr_num_x\\num, \\num\n"			\
	"	.equ	.L__gpr_num_w\\num, \\num\n"			\
	"	.endr\n"						\
	"	.equ	.L__gpr_num_xzr, 31\n"				\
	"	.equ	.L__gpr_num_wzr, 31\n"

#define EX_UACCESS_ERR_ZERO 2
#define EXTABLE_RAW(insn, fixup, type, data)				\
	".pushsection	__ex_table, \"a\"\n"				\
	".align		2\n"						\
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
	int err = 0;
	unsigned long v;

	asm volatile("1:	ldtr	%w1, [%2]\n"
		     "2:\n"
		     EXTABLE_ERR_ZERO("1b", "2b", "%w0", "%w1")
		     : "+r"(err), "=&r"(v)
		     : "r"(uaddr));
	*val = v;
	return err;
}

int put_user_u64(unsigned long v, unsigned long *uaddr)
{
	int err = 0;

	asm volatile("1:	sttr	%x1, [%2]\n"
		     "2:\n"
		     EXTABLE_ERR_ZERO("1b", "2b", "%w0", "wzr")
		     : "+r"(err)
		     : "r"(v), "r"(uaddr));
	return err;
}

/* futex: a load-exclusive/store-release loop, two entries */
int futex_set(unsigned int *uaddr, unsigned int arg, unsigned int *old)
{
	int ret;
	unsigned int oldval, tmp, loops = 128;

	asm volatile("	prfm	pstl1strm, %2\n"
		     "1:	ldxr	%w1, %2\n"
		     "	mov	%w3, %w5\n"
		     "2:	stlxr	%w0, %w3, %2\n"
		     "	cbz	%w0, 3f\n"
		     "	sub	%w4, %w4, %w0\n"
		     "	cbnz	%w4, 1b\n"
		     "	mov	%w0, %w6\n"
		     "3:\n"
		     "	dmb	ish\n"
		     EXTABLE_ERR_ZERO("1b", "3b", "%w0", "wzr")
		     EXTABLE_ERR_ZERO("2b", "3b", "%w0", "wzr")
		     : "=&r"(ret), "=&r"(oldval), "+Q"(*uaddr), "=&r"(tmp),
		       "+r"(loops)
		     : "r"(arg), "Ir"(-11)
		     : "memory");
	*old = oldval;
	return ret;
}

/* BUG() and WARN(): basic asm, one line, ';' between statements */
#define BUG_ENTRY(flags)						\
	.pushsection __bug_table,"aw";					\
	.align 2;							\
	14470: .long 14471f - .;					\
	.pushsection .rodata.str,"aMS",@progbits,1;			\
	14472: .string __FILE__;					\
	.popsection;							\
	.long 14472b - .;						\
	.short __LINE__;						\
	.short flags;							\
	.align 2;							\
	.popsection;							\
	14471: brk 0x800
#define BUG_FLAGS(flags) asm volatile(STR(BUG_ENTRY(flags)))

void must_be_even(int x)
{
	if (x & 1) {
		BUG_FLAGS(0);
		__builtin_unreachable();
	}
}

int warn_negative(int x)
{
	if (x < 0)
		BUG_FLAGS((1 << 0) | (9 << 8));
	return x;
}

/* the entries, each in its function's piece, with a label at its start;
   the futex has two pieces of the same name, each with its own label */
/* { dg-final { scan-assembler-times {\.pushsection\t__ex_table\.text\.get_user_u32, "a"\n\.Lsectsubst[0-9]+:\n\.align\t\t2\n\.long\t\t\(\(1b\) - \.\)\n\.long\t\t\(\(2b\) - \.\)\n\.short\t\t\(2\)\n\.short\t\t\(\(\(\.L__gpr_num_w[0-9]+\) << 0\) \| \(\(\.L__gpr_num_w[0-9]+\) << 5\)\)\n} 1 } } */
/* { dg-final { scan-assembler-times {\.pushsection\t__ex_table\.text\.put_user_u64, "a"\n\.Lsectsubst[0-9]+:\n} 1 } } */
/* { dg-final { scan-assembler {\(\(\.L__gpr_num_wzr\) << 5\)} } } */
/* { dg-final { scan-assembler-times {\.pushsection\t__ex_table\.text\.futex_set, "a"\n\.Lsectsubst[0-9]+:\n} 2 } } */
/* the .irp block that defines the register numbers is left as it was */
/* { dg-final { scan-assembler-times {\t\.irp\tnum,0,1,2,} 4 } } */
/* { dg-final { scan-assembler-times {\.pushsection __bug_table\.text\.must_be_even,"aw"\n\.Lsectsubst[0-9]+:; \.align 2; 14470: \.long 14471f - \.; } 1 } } */
/* { dg-final { scan-assembler-times {\.pushsection __bug_table\.text\.warn_negative,"aw"\n\.Lsectsubst[0-9]+:; .*\.short \(1 << 0\) \| \(9 << 8\); \.align 2; \.popsection; 14471: brk 0x800\n} 1 } } */
/* { dg-final { scan-assembler {\.pushsection \.rodata\.str,"aMS",@progbits,1; 14472: \.string "[^"]*kernel-aarch64\.c";} } } */
/* six pieces, six references */
/* { dg-final { scan-assembler-times {\.reloc\t\., BFD_RELOC_NONE, \.Lsectsubst[0-9]+\n} 6 } } */
/* { dg-final { scan-assembler-not {\.pushsection\s+(__ex_table|__bug_table)\s*,} } } */
