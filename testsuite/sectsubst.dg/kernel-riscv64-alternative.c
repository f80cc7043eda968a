/* RISC-V's ALTERNATIVE(), the way Linux 6.12 writes it for C
   (arch/riscv/include/asm/alternative-macros.h; written anew here): the
   old code between labels 886 and 887; then, under ".if <enable> == 1",
   an .alternative entry (the old and the new code, place-relative, a
   vendor, the new code's length, a patch id) and the new code itself in
   subsection 1 of the function's own section, which .previous leaves.
   The plugin decides the .if (a literal comparison): the enabled entry
   becomes a piece of its function, the disabled one stays as written and
   gas skips it.  kernel-riscv64-alternative-as.c assembles the same.  */
/* { dg-do compile { target riscv*-*-* } } */
/* { dg-options "-O2 -ffunction-sections -fplugin-arg-sectsubst-tables=.alternative" } */

#define STR(...) STR_(__VA_ARGS__)
#define STR_(...) #__VA_ARGS__

#define ALT_ENTRY(oldptr, newptr, vendor_id, patch_id, newlen)		\
	".4byte	((" oldptr ") - .) \n"					\
	".4byte	((" newptr ") - .) \n"					\
	".2byte	" vendor_id "\n"					\
	".2byte " newlen "\n"						\
	".4byte	" patch_id "\n"

#define ALT_NEW_CONTENT(vendor_id, patch_id, enable, new_c)		\
	".if " STR(enable) " == 1\n"					\
	".pushsection .alternative, \"a\"\n"				\
	ALT_ENTRY("886b", "888f", STR(vendor_id), STR(patch_id), "889f - 888f") \
	".popsection\n"							\
	".subsection 1\n"						\
	"888 :\n"							\
	".option push\n"						\
	".option norvc\n"						\
	".option norelax\n"						\
	new_c "\n"							\
	".option pop\n"							\
	"889 :\n"							\
	".org	. - (887b - 886b) + (889b - 888b)\n"			\
	".org	. - (889b - 888b) + (887b - 886b)\n"			\
	".previous\n"							\
	".endif\n"

#define ALTERNATIVE(old_c, new_c, vendor_id, patch_id, enable)		\
	"886 :\n"							\
	".option push\n"						\
	".option norvc\n"						\
	".option norelax\n"						\
	old_c "\n"							\
	".option pop\n"							\
	"887 :\n"							\
	ALT_NEW_CONTENT(vendor_id, patch_id, enable, new_c)

#define IS_ENABLED_YES 1
#define IS_ENABLED_NO 0

void fence_enabled(void)
{
	asm volatile(ALTERNATIVE("nop", "fence rw, rw", 0, 27,
				 IS_ENABLED_YES) ::: "memory");
}

void fence_disabled(void)
{
	asm volatile(ALTERNATIVE("nop", "fence rw, rw", 0, 28,
				 IS_ENABLED_NO) ::: "memory");
}

/* the enabled entry is a piece of its function, referenced from it */
/* { dg-final { scan-assembler-times {\.if 1 == 1\n\.pushsection \.alternative\.text\.fence_enabled, "a"\n\.Lsectsubst[0-9]+:\n\.4byte\t\(\(886b\) - \.\) \n} 1 } } */
/* { dg-final { scan-assembler-times {\.reloc\t\., BFD_RELOC_NONE, \.Lsectsubst[0-9]+\n886 :\n} 1 } } */
/* the disabled one, which gas skips, as written and not referenced */
/* { dg-final { scan-assembler-times {887 :\n\.if 0 == 1\n\.pushsection \.alternative, "a"\n\.4byte\t\(\(886b\) - \.\) \n} 1 } } */
