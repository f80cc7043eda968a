/* tables=LIST replaces the default list; verbose notes every rewrite.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffunction-sections -fplugin-arg-sectsubst-tables=__bug_table,__jump_table -fplugin-arg-sectsubst-verbose" } */

void f(void)
{
	asm volatile(".pushsection __bug_table,\"aw\"\n.long 0\n.popsection\n"
		     ".pushsection __jump_table,\"aw\"\n.long 0\n.popsection\n"
		     ".pushsection __ex_table,\"a\"\n.long 0\n.popsection");
	/* { dg-message "section '__bug_table' renamed to '__bug_table.text.f', reference '.Lsectsubst0'" "" { target *-*-* } 7 } */
	/* { dg-message "section '__jump_table' renamed to '__jump_table.text.f', reference '.Lsectsubst1'" "" { target *-*-* } 7 } */
}

/* { dg-final { scan-assembler {\.pushsection __bug_table\.text\.f,"aw"} } } */
/* { dg-final { scan-assembler {\.pushsection __jump_table\.text\.f,"aw"} } } */
/* __ex_table is no longer in the list */
/* { dg-final { scan-assembler {\.pushsection __ex_table,"a"} } } */
