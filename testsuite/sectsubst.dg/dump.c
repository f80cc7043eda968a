/* The pass has a name: -fdump-rtl-all writes <file>.NNNr.sectsubst, which
   lists every rewrite.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffunction-sections -fdump-rtl-all" } */

void f(void)
{
	asm volatile(".pushsection __ex_table,\"a\"\n.popsection");
}

/* { dg-final { scan-rtl-dump {;; sectsubst: f: __ex_table -> __ex_table\.text\.f \[\.Lsectsubst0\]} } } */
