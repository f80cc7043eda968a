/* group-name.c on ARM, where a section type is %progbits (@ starts a
   comment): %S in a G flag's group name and in .attach_to_group.  */
/* { dg-do compile { target arm*-*-* } } */
/* { dg-options "-O2 -ffunction-sections -fplugin-arg-sectsubst-tables=" } */

void grp(void)
{
	asm volatile(".section .g,\"aG\",%progbits,grp%S,comdat\n.previous\n"
		     ".pushsection .h%S,\"a\"\n.attach_to_group att%S\n.popsection");
}

int grp_ext(int x)
{
	asm volatile(".pushsection .g2,\"aG\",%%progbits,g%%S @ %%S in a comment\n"
		     ".long %c0\n.popsection" : : "i"(2));
	return x;
}

/* { dg-final { scan-assembler {\.section \.g,"aG",%progbits,grp\.text\.grp,comdat\n} } } */
/* { dg-final { scan-assembler {\.attach_to_group att\.h\.text\.grp\n} } } */
/* { dg-final { scan-assembler {\.pushsection \.g2,"aG",%progbits,g\.text\.grp_ext @ %S in a comment\n} } } */
