/* x86 get_user as Linux 6.1 writes it for compilers without asm goto
   outputs (arch/x86/include/asm/uaccess.h, asm.h; written anew here): the
   entry's type or's a flag into the error register's type, so the
   template holds "type=3 | (1 << 12)".  A '|' outside braces is no
   dialect alternative: GCC prints it as it is, with or without -masm=intel
   (only {a|b} is a choice), and the plugin must rewrite the entry, with
   no dialect warning (dg-bogus).  Other '|'s: the or of two constants in
   an entry, and one inside a string.  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-O2 -ffunction-sections" } */

#define STR(...) STR_(__VA_ARGS__)
#define STR_(...) #__VA_ARGS__

#define EX_TYPE_EFAULT_REG 3
#define EX_FLAG_CLEAR_AX (1 << 12)

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

int get_user_u8(unsigned char *val, const unsigned char *uaddr)
{
	int err = 0;
	unsigned char v;

	asm volatile("\n" /* { dg-bogus "dialect alternatives" "a '|' outside braces" } */
		     "1:	movb %[umem],%[output]\n"
		     "2:\n"
		     EXTABLE_TYPE_REG("1b", "2b",
				      EX_TYPE_EFAULT_REG | EX_FLAG_CLEAR_AX,
				      "%[errout]")
		     : [errout] "=r"(err), [output] "=a"(v)
		     : [umem] "m"(*uaddr), "0"(err));
	*val = v;
	return err;
}

int or_in_entry(int x)
{
	asm volatile("1: nop\n" /* { dg-bogus "dialect alternatives" "a '|' outside braces" } */
		     ".pushsection __ex_table,\"a\"\n"
		     ".long 1b - ., %c0 | 4\n"
		     ".popsection" : : "i"(1));
	return x;
}

/* a '|' in a string is no alternative either, and is not taken for one */
int or_in_string(int x)
{
	asm volatile("1: nop\n"
		     ".pushsection __ex_table,\"a\"\n"
		     ".long 1b - ., %c0\n"
		     ".popsection\n"
		     ".pushsection .rodata.str1.1,\"aMS\",@progbits,1\n"
		     ".asciz \"a|b\"\n"
		     ".popsection" : : "i"(2));
	return x;
}

/* GCC prints the '|' as it is */
/* { dg-final { scan-assembler {\nextable_type_reg reg=%[a-z0-9]+, type=3 \| \(1 << 12\) \n} } } */
/* { dg-final { scan-assembler {\n\.long 1b - \., 1 \| 4\n} } } */
/* { dg-final { scan-assembler {\.pushsection __ex_table\.text\.or_in_string,"a"\n\.Lsectsubst[0-9]+:\n\.long 1b - \., 2\n} } } */
