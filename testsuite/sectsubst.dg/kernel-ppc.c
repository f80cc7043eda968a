/* 32-bit PowerPC, the way Linux 6.1 writes it (arch/powerpc/include/asm/
   uaccess.h, extable.h, asm-const.h, bug.h, jump_label.h; written anew
   here).  EX_TABLE is stringified: one line of ';'-separated statements
   that enters __ex_table with .section and leaves it with a .previous
   followed by a blank, not a newline; its entry is two relative words.
   put_user is asm goto, and the entry resumes at a C label (%l2): no
   stub.  get_user (the form without asm goto outputs) has a stub in
   .fixup that sets the error, clears the value and branches back; a
   64-bit access is two accesses, %L for the second word, two entries.
   BUG() is twi with a place-relative __bug_table entry, padded with .org
   to the C struct's size.  WARN() is asm goto with both: an __ex_table
   entry that resumes at a C label, then the __bug_table entry, whose
   .section follows EX_TABLE's ".previous " on the same line, and gas
   reads it as a statement of its own.  A static branch is a nop with a
   __jump_table entry of three relative words, pushed and popped.
   kernel-ppc-as.c assembles the same.  */
/* { dg-do compile { target powerpc-*-* } } */
/* { dg-options "-O2 -ffunction-sections -fplugin-arg-sectsubst-tables=__ex_table,.fixup,.text.fixup,__bug_table,__jump_table" } */

#define EFAULT 14

/* asm-const.h: the C side of stringify_in_c, with its trailing blank */
#define stringify_in_c(...) #__VA_ARGS__ " "

#define EX_TABLE(_fault, _target)					\
	stringify_in_c(.section __ex_table,"a";)			\
	stringify_in_c(.balign 4;)					\
	stringify_in_c(.long (_fault) - . ;)				\
	stringify_in_c(.long (_target) - . ;)				\
	stringify_in_c(.previous)

int put_user_u32(unsigned int v, unsigned int *uaddr)
{
	asm goto("1:	stw%U1%X1 %0,%1	# put_user\n"
		 EX_TABLE(1b, %l2)
		 :
		 : "r"(v), "m<>"(*uaddr)
		 :
		 : failed);
	return 0;
failed:
	return -EFAULT;
}

int put_user_u64(unsigned long long v, unsigned long long *uaddr)
{
	asm goto("1:	stw%X1 %0, %1\n"
		 "2:	stw%X1 %L0, %L1\n"
		 EX_TABLE(1b, %l2)
		 EX_TABLE(2b, %l2)
		 :
		 : "r"(v), "m"(*uaddr)
		 :
		 : failed);
	return 0;
failed:
	return -EFAULT;
}

int get_user_u16(unsigned short *val, const unsigned short *uaddr)
{
	long err = 0;
	unsigned long v;

	asm volatile("1:	lhz%U2%X2 %1, %2	# get_user\n"
		     "2:\n"
		     ".section .fixup,\"ax\"\n"
		     "3:	li %0,%3\n"
		     "	li %1,0\n"
		     "	b 2b\n"
		     ".previous\n"
		     EX_TABLE(1b, 3b)
		     : "=r"(err), "=r"(v)
		     : "m<>"(*uaddr), "i"(-EFAULT), "0"(err));
	*val = v;
	return err;
}

int get_user_u64(unsigned long long *val, const unsigned long long *uaddr)
{
	long err = 0;
	unsigned long long v;

	asm volatile("1:	lwz%X2 %1, %2\n"
		     "2:	lwz%X2 %L1, %L2\n"
		     "3:\n"
		     ".section .fixup,\"ax\"\n"
		     "4:	li %0,%3\n"
		     "	li %1,0\n"
		     "	li %L1,0\n"
		     "	b 3b\n"
		     ".previous\n"
		     EX_TABLE(1b, 4b)
		     EX_TABLE(2b, 4b)
		     : "=r"(err), "=&r"(v)
		     : "m"(*uaddr), "i"(-EFAULT), "0"(err));
	*val = v;
	return err;
}

/* the entry's size comes from the C struct, as in the kernel */
struct bug_entry {
	int bug_addr_disp;
	int file_disp;
	unsigned short line;
	unsigned short flags;
};

#define _EMIT_BUG_ENTRY							\
	".section __bug_table,\"aw\"\n"					\
	"2:	.4byte 1b - .\n"					\
	"	.4byte %0 - .\n"					\
	"	.short %1, %2\n"					\
	".org 2b+%3\n"							\
	".previous\n"

void must_be_even(int x)
{
	if (x & 1) {
		asm volatile("1:	twi 31, 0, 0\n"
			     _EMIT_BUG_ENTRY
			     : : "i"(__FILE__), "i"(__LINE__), "i"(0),
			       "i"(sizeof(struct bug_entry)));
		__builtin_unreachable();
	}
}

/* WARN(): the trap resumes at the next statement through __ex_table */
int warn_negative(int x)
{
	if (x < 0) {
		asm goto("1:	twi 31, 0, 0\n"
			 EX_TABLE(1b, %l[warned])
			 _EMIT_BUG_ENTRY
			 : : "i"(__FILE__), "i"(__LINE__),
			   "i"((1 << 0) | (9 << 8)),
			   "i"(sizeof(struct bug_entry))
			 : : warned);
		__builtin_unreachable();
warned:
		return 0;
	}
	return x;
}

struct static_key {
	int enabled;
};

struct static_key fast_path_key;

/* arch_static_branch(), an always_inline function in the kernel: its "i"
   operand is a constant only once inlined and folded, which -O0 (a
   differential build) does not do; a macro here */
#define arch_static_branch(key, branch, l_yes)				\
	asm goto("1:\n\t"						\
		 "nop # arch_static_branch\n\t"				\
		 ".pushsection __jump_table,  \"aw\"\n\t"			\
		 ".long 1b - ., %l[" #l_yes "] - .\n\t"			\
		 ".long %c0 - .\n\t"					\
		 ".popsection \n\t"					\
		 : : "i"(&((char *)(key))[branch]) : : l_yes)

int fast_path(int x)
{
	arch_static_branch(&fast_path_key, 0, l_yes);
	return x;
l_yes:
	return x * 3;
}

/* the first statement of EX_TABLE's line is renamed and gets its label
   behind it, before the ';'; a 64-bit access has two such lines */
/* { dg-final { scan-assembler-times {\.section __ex_table\.text\.put_user_u32,"a"\n\.Lsectsubst[0-9]+:; \.balign 4; \.long \(1b\) - \. ; \.long \(\.L[0-9]+\) - \. ; \.previous \n} 1 } } */
/* { dg-final { scan-assembler-times {\.section __ex_table\.text\.put_user_u64,"a"\n\.Lsectsubst[0-9]+:; \.balign 4; \.long \([12]b\) - \. ;} 2 } } */
/* { dg-final { scan-assembler {1:\tstw 3,0\(4\)\t# put_user\n} } } */
/* { dg-final { scan-assembler-times {\.section \.fixup\.text\.get_user_u16,"ax"\n\.Lsectsubst[0-9]+:\n3:\tli [0-9]+,-14\n\tli [0-9]+,0\n\tb 2b\n\.previous\n\.section __ex_table\.text\.get_user_u16,"a"\n\.Lsectsubst[0-9]+:; \.balign 4; \.long \(1b\) - \. ; \.long \(3b\) - \. ; \.previous} 1 } } */
/* { dg-final { scan-assembler-times {\.section \.fixup\.text\.get_user_u64,"ax"\n\.Lsectsubst[0-9]+:\n} 1 } } */
/* { dg-final { scan-assembler-times {\.section __ex_table\.text\.get_user_u64,"a"\n\.Lsectsubst[0-9]+:; } 2 } } */
/* the label goes before the entry's own label 2, so .org 2b+12 still
   measures from the start of the entry */
/* { dg-final { scan-assembler-times {\.section __bug_table\.text\.must_be_even,"aw"\n\.Lsectsubst[0-9]+:\n2:\t\.4byte 1b - \.\n\t\.4byte \.LC[0-9]+ - \.\n\t\.short [0-9]+, 0\n\.org 2b\+12\n\.previous\n} 1 } } */
/* WARN: the __bug_table section after ".previous " is renamed too */
/* { dg-final { scan-assembler-times {\.section __ex_table\.text\.warn_negative,"a"\n\.Lsectsubst[0-9]+:; \.balign 4; \.long \(1b\) - \. ; \.long \(\.L[0-9]+\) - \. ; \.previous \.section __bug_table\.text\.warn_negative,"aw"\n\.Lsectsubst[0-9]+:\n2:\t\.4byte 1b - \.\n\t\.4byte \.LC[0-9]+ - \.\n\t\.short [0-9]+, 2305\n} 1 } } */
/* { dg-final { scan-assembler-times {\.pushsection __jump_table\.text\.fast_path,  "aw"\n\.Lsectsubst[0-9]+:\n\t\.long 1b - \., \.L[0-9]+ - \.\n\t\.long fast_path_key - \.\n\t\.popsection \n} 1 } } */
/* twelve pieces, twelve references, each before the first instruction */
/* { dg-final { scan-assembler-times {\.reloc\t\., BFD_RELOC_NONE, \.Lsectsubst[0-9]+\n} 12 } } */
/* { dg-final { scan-assembler-times {\.reloc\t\., BFD_RELOC_NONE, \.Lsectsubst[0-9]+\n1:\ttwi 31, 0, 0\n} 2 } } */
/* { dg-final { scan-assembler-times {\.reloc\t\., BFD_RELOC_NONE, \.Lsectsubst[0-9]+\n1:\n\tnop # arch_static_branch\n} 1 } } */
/* { dg-final { scan-assembler-not {\.(push)?section\s+(__ex_table|\.fixup|__bug_table|__jump_table)\s*,} } } */
