/* gas substitutes %S in a G flag's group name and in .attach_to_group as
   well; so do we.  */
/* Not ARM, where @progbits is a comment (group-name-arm.c there).  */
/* { dg-do compile { target x86_64-*-* i?86-*-* aarch64*-*-* riscv*-*-* mips*-*-* powerpc-*-* m68k-*-* } } */
/* { dg-options "-O2 -ffunction-sections -fplugin-arg-sectsubst-tables=" } */

void grp(void)
{
	asm volatile(".section .g,\"aG\",@progbits,grp%S,comdat\n.previous\n"
		     ".pushsection .h%S,\"a\"\n.attach_to_group att%S\n.popsection");
}

/* { dg-final { scan-assembler {\.section \.g,"aG",@progbits,grp\.text\.grp,comdat\n} } } */
/* { dg-final { scan-assembler {\.attach_to_group att\.h\.text\.grp\n} } } */
