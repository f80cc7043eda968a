/* -flto: the RTL pass runs only where the plugin is loaded at link time.  */
/* { dg-do compile } */
/* { dg-options "-O2 -flto" } */
/* { dg-warning "with '-flto' the 'asm' rewrites happen in the link-time compiler; pass '-fplugin=" "" { target *-*-* } 0 } */

void f(void)
{
	asm volatile(".pushsection __ex_table,\"a\"\n.popsection");
}
