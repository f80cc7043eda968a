/* x86, the way Linux 6.1 writes it (arch/x86/include/asm/uaccess.h, asm.h,
   bug.h, include/linux/objtool.h; written anew here).  No .fixup any more:
   an __ex_table entry, pushed with a quoted "__ex_table", is two relative
   words and a type.  put_user jumps to a C label on a fault (asm goto, the
   label in the entry); get_user with asm goto outputs does too.  An
   access that returns an error (futex, msr) encodes the error register in
   the type through a gas macro, defined inside the pushed table (.macro,
   .irp, .ifc, .endm) and purged after it; the older get_user also or's a
   flag into the type (kernel-x86-clear-ax.c).  cmpxchg on user memory
   adds the lock prefix's own entry in .smp_locks (no table), pushed right
   after label 1.  BUG() and WARN() are ud2 and a __bug_table entry padded with
   .org to the size of the C struct, each field with a '#' comment; WARN()
   then marks the code after it reachable in .discard.reachable, which is
   no table.  kernel-x86-as.c assembles the same.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-O2 -ffunction-sections -fplugin-arg-sectsubst-tables=__ex_table,.fixup,.text.fixup,__bug_table" } */

#define STR(...) STR_(__VA_ARGS__)
#define STR_(...) #__VA_ARGS__

#define EX_TYPE_UACCESS 3
#define EX_TYPE_EFAULT_REG 3

#define EXTABLE_TYPE(from, to, type)					\
	" .pushsection \"__ex_table\",\"a\"\n"				\
	" .balign 4\n"							\
	" .long (" from ") - .\n"					\
	" .long (" to ") - .\n"						\
	" .long " STR(type) " \n"					\
	" .popsection\n"

/* the type's register field: the number of the operand's register, which
   a gas macro finds, defined inside the entry and purged after it */
#define EXTABLE_TYPE_REG(from, to, type, reg)				\
	" .pushsection \"__ex_table\",\"a\"\n"				\
	" .balign 4\n"							\
	" .long (" from ") - .\n"					\
	" .long (" to ") - .\n"						\
	".macro extable_type_reg type:req reg:req\n"			\
	".set .Lregnr, 0\n"						\
	".irp rs,eax,ecx,edx,ebx,esp,ebp,esi,edi,r8d,r9d,r10d,r11d,r12d,r13d,r14d,r15d\n" \
	".ifc \\reg, %%\\rs\n"						\
	".long \\type + (.Lregnr << 8)\n"				\
	".endif\n"							\
	".set .Lregnr, .Lregnr+1\n"					\
	".endr\n"							\
	".endm\n"							\
	"extable_type_reg reg=" reg ", type=" STR(type) " \n"		\
	".purgem extable_type_reg\n"					\
	" .popsection\n"

int put_user_u32(unsigned int v, unsigned int *uaddr)
{
	asm goto("\n"
		 "1:	movl %0,%1\n"
		 EXTABLE_TYPE("1b", "%l2", EX_TYPE_UACCESS)
		 : : "ir"(v), "m"(*uaddr) : : efault);
	return 0;
efault:
	return -14;
}

int get_user_u64(unsigned long long *val, const unsigned long long *uaddr)
{
	unsigned long long v;

	asm goto("\n"
		 "1:	movq %[umem],%[output]\n"
		 EXTABLE_TYPE("1b", "%l2", EX_TYPE_UACCESS)
		 : [output] "=r"(v) : [umem] "m"(*uaddr) : : efault);
	*val = v;
	return 0;
efault: __attribute__((cold));
	return -14;
}

int get_user_u16(unsigned short *val, const unsigned short *uaddr)
{
	int err = 0;
	unsigned short v;

	asm volatile("\n"
		     "1:	movw %[umem],%[output]\n"
		     "2:\n"
		     EXTABLE_TYPE_REG("1b", "2b", EX_TYPE_EFAULT_REG,
				      "%[errout]")
		     : [errout] "=r"(err), [output] "=a"(v)
		     : [umem] "m"(*uaddr), "0"(err));
	*val = v;
	return err;
}

#define LOCK_PREFIX							\
	".pushsection .smp_locks,\"a\"\n"				\
	".balign 4\n"							\
	".long 671f - .\n"						\
	".popsection\n"							\
	"671:"								\
	"\n\tlock; "

int cmpxchg_user(unsigned int *uaddr, unsigned int *old, unsigned int new)
{
	_Bool success;
	unsigned int o = *old;

	asm goto("\n"
		 "1: " LOCK_PREFIX "cmpxchgl %[new], %[ptr]\n"
		 EXTABLE_TYPE("1b", "%l[efault]", EX_TYPE_UACCESS)
		 : "=@ccz"(success), [ptr] "+m"(*uaddr), [old] "+a"(o)
		 : [new] "r"(new)
		 : "memory"
		 : efault);
	*old = o;
	return success;
efault:
	return -14;
}

/* BUG() and WARN() */
struct bug_entry {
	int bug_addr_disp;
	int file_disp;
	unsigned short line;
	unsigned short flags;
};

#define BUG_REL(val) ".long " val " - ."

#define REACHABLE							\
	"998:\n\t"							\
	".pushsection .discard.reachable\n\t"				\
	".long 998b - .\n\t"						\
	".popsection\n\t"

#define BUG_FLAGS(flags, extra)						\
	asm inline volatile("1:\t.byte 0x0f, 0x0b\n"			\
		".pushsection __bug_table,\"aw\"\n"			\
		"2:\t" BUG_REL("1b") "\t# bug_entry::bug_addr\n"	\
		"\t" BUG_REL("%c0") "\t# bug_entry::file\n"		\
		"\t.word %c1"        "\t# bug_entry::line\n"		\
		"\t.word %c2"        "\t# bug_entry::flags\n"		\
		"\t.org 2b+%c3\n"					\
		".popsection\n"						\
		extra							\
		: : "i"(__FILE__), "i"(__LINE__), "i"(flags),		\
		    "i"(sizeof(struct bug_entry)))

void must_be_even(int x)
{
	if (x & 1) {
		BUG_FLAGS(0, "");
		__builtin_unreachable();
	}
}

int warn_negative(int x)
{
	if (x < 0)
		BUG_FLAGS((1 << 0) | (9 << 8), REACHABLE);
	return x;
}

/* the quoted name is renamed too, and stays quoted */
/* { dg-final { scan-assembler-times {\.pushsection "__ex_table\.text\.put_user_u32","a"\n\.Lsectsubst[0-9]+:\n \.balign 4\n \.long \(1b\) - \.\n \.long \(\.L[0-9]+\) - \.\n \.long 3 \n} 1 } } */
/* { dg-final { scan-assembler-times {\.pushsection "__ex_table\.text\.get_user_u64","a"\n\.Lsectsubst[0-9]+:\n \.balign 4\n \.long \(1b\) - \.\n \.long \(\.L[0-9]+\) - \.\n} 1 } } */
/* { dg-final { scan-assembler-times {1: \.pushsection \.smp_locks,"a"\n\.balign 4\n\.long 671f - \.\n\.popsection\n671:\n\tlock; cmpxchgl %[a-z0-9]+, \(%[a-z0-9]+\)\n \.pushsection "__ex_table\.text\.cmpxchg_user","a"\n\.Lsectsubst[0-9]+:\n} 1 } } */
/* the macro stays inside the entry, and the piece is the one it fills */
/* { dg-final { scan-assembler-times {\.pushsection "__ex_table\.text\.get_user_u16","a"\n\.Lsectsubst[0-9]+:\n \.balign 4\n \.long \(1b\) - \.\n \.long \(2b\) - \.\n\.macro extable_type_reg type:req reg:req\n} 1 } } */
/* { dg-final { scan-assembler-times {\nextable_type_reg reg=%[a-z0-9]+, type=3 \n\.purgem extable_type_reg\n \.popsection\n} 1 } } */
/* { dg-final { scan-assembler-times {\.ifc \\reg, %\\rs\n} 1 } } */
/* BUG and WARN: the label goes before the entry's label 2, so .org 2b+12
   still measures from the entry's start */
/* { dg-final { scan-assembler-times {\.pushsection __bug_table\.text\.must_be_even,"aw"\n\.Lsectsubst[0-9]+:\n2:\t\.long 1b - \.\t# bug_entry::bug_addr\n\t\.long \.LC[0-9]+ - \.\t# bug_entry::file\n\t\.word [0-9]+\t# bug_entry::line\n\t\.word 0\t# bug_entry::flags\n\t\.org 2b\+12\n\.popsection\n} 1 } } */
/* { dg-final { scan-assembler-times {\.pushsection __bug_table\.text\.warn_negative,"aw"\n\.Lsectsubst[0-9]+:\n} 1 } } */
/* { dg-final { scan-assembler-times {\t\.word 2305\t# bug_entry::flags\n} 1 } } */
/* { dg-final { scan-assembler-times {998:\n\t\.pushsection \.discard\.reachable\n\t\.long 998b - \.\n} 1 } } */
/* six pieces, six references */
/* { dg-final { scan-assembler-times {\.reloc\t\., BFD_RELOC_NONE, \.Lsectsubst[0-9]+\n} 6 } } */
/* { dg-final { scan-assembler-times {\.reloc\t\., BFD_RELOC_NONE, \.Lsectsubst[0-9]+\n1:\t\.byte 0x0f, 0x0b\n} 2 } } */
/* { dg-final { scan-assembler-not {\.pushsection\s+"?(__ex_table|__bug_table)"?\s*,} } } */
