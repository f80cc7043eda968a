/* Section directives inside .macro, .rept and .if bodies run a number of
   times the plugin cannot know: no rewrite, a warning.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffunction-sections" } */

void in_macro(void)
{
	asm volatile(".macro ent\n.pushsection __ex_table\n.long 0\n.popsection\n.endm\nent\n.purgem ent"); /* { dg-warning "inside a .macro, .rept, .irp or .if block" } */
}

void in_rept(void)
{
	asm volatile(".rept 2\n.pushsection __ex_table\n.long 0\n.popsection\n.endr"); /* { dg-warning "inside a .macro, .rept, .irp or .if block" } */
}

/* A macro without section directives, as the x86 kernel's extable_type_reg,
   is fine.  */
void macro_ok(void)
{
	asm volatile(".pushsection __ex_table,\"a\"\n.macro m r\n.long \\r\n.endm\nm 1\n.purgem m\n.popsection");
}

/* { dg-final { scan-assembler-times {\.pushsection __ex_table\n} 2 } } */
/* { dg-final { scan-assembler {\.pushsection __ex_table\.text\.macro_ok,"a"} } } */
