// COMDAT functions: the renamed sections join the function's group (gas's
// '?' flag: the group of the section they are pushed from).
// %progbits: gas takes it on every target, and @ is a comment on ARM.
// { dg-do compile }
// { dg-options "-O2 -ffunction-sections -fno-inline" }

inline int in_group(int x)
{
	asm volatile(".pushsection __ex_table,\"a\"\n.long 0\n.popsection");
	asm volatile(".pushsection .fixup\n.popsection");
	asm volatile(".pushsection __ex_table,1\n.popsection");
	asm volatile(".pushsection __ex_table,\"aG\",%progbits,grp,comdat\n.popsection");
	// a %S section joins the group too, unlike with gas --sectname-subst
	asm volatile(".pushsection %S.x,\"a\"\n.popsection");
	return x + 1;
}

template <typename T> T tmpl(T x)
{
	asm volatile(".pushsection __ex_table,\"a\"\n.long 1\n.popsection");
	return x;
}

int not_comdat(int x)
{
	asm volatile(".pushsection __ex_table,\"a\"\n.long 2\n.popsection");
	return in_group(x) + tmpl(x);
}

// { dg-final { scan-assembler {\.pushsection __ex_table\.text\._Z8in_groupi,"a\?"} } }
// { dg-final { scan-assembler {\.pushsection \.fixup\.text\._Z8in_groupi,"\?"} } }
// { dg-final { scan-assembler {\.pushsection __ex_table\.text\._Z8in_groupi,1,"\?"} } }
// The user's own group stays as written.
// { dg-final { scan-assembler {\.pushsection __ex_table\.text\._Z8in_groupi,"aG",%progbits,grp,comdat} } }
// { dg-final { scan-assembler {\.pushsection \.text\._Z8in_groupi\.x,"a\?"} } }
// { dg-final { scan-assembler {\.pushsection __ex_table\.text\._Z4tmplIiET_S0_,"a\?"} } }
// { dg-final { scan-assembler {\.pushsection __ex_table\.text\._Z10not_comdati,"a"\n} } }
