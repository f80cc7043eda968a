/* disable: the plugin loads and changes nothing (the kernel's per-file
   opt-out), whatever the other arguments say.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffunction-sections -fplugin-arg-sectsubst-disable -fplugin-arg-sectsubst-verbose" } */

void f(void)
{
	asm volatile(".pushsection __ex_table,\"a\"\n.popsection\n"
		     ".pushsection %S.x\n.popsection\n.section %S.y");
}

/* { dg-final { scan-assembler {\.pushsection __ex_table,"a"} } } */
/* { dg-final { scan-assembler {\.pushsection %S\.x} } } */
/* { dg-final { scan-assembler-not {\.reloc|\.Lsectsubst} } } */
