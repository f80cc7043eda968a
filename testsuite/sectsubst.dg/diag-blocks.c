/* Section directives inside .macro and .rept bodies, and inside .if
   bodies whose condition is more than literal numbers, run a number of
   times the plugin cannot know: no rewrite, a warning.  (DejaGnu reads
   "<line>:" anywhere in a message's location: no case on line 9, the
   column.)  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffunction-sections" } */

void in_macro(void)
{
	asm volatile(".macro ent\n.pushsection __ex_table\n.long 0\n.popsection\n.endm\nent\n.purgem ent"); /* { dg-warning "inside a .macro, .rept or .irp block, or an .if of more than literal numbers" } */
}

void in_rept(void)
{
	asm volatile(".rept 2\n.pushsection __ex_table\n.long 0\n.popsection\n.endr"); /* { dg-warning "inside a .macro, .rept or .irp block, or an .if of more than literal numbers" } */
}

void in_ifdef(void)
{
	asm volatile(".ifdef sym\n.pushsection __ex_table\n.long 0\n.popsection\n.endif"); /* { dg-warning "inside a .macro, .rept or .irp block, or an .if of more than literal numbers" } */
}

/* An .if of literal numbers, as RISC-V's ALTERNATIVE() writes, is decided:
   the branch gas assembles is rewritten, the one it skips left as it is.  */
void if_literal(void)
{
	asm volatile(".if 1 == 1\n.pushsection __ex_table,\"a\"\n.long 0\n.popsection\n.else\n.pushsection __ex_table,\"a\"\n.long 1\n.popsection\n.endif");
}

/* A macro without section directives, as the x86 kernel's extable_type_reg,
   is fine.  */
void macro_ok(void)
{
	asm volatile(".pushsection __ex_table,\"a\"\n.macro m r\n.long \\r\n.endm\nm 1\n.purgem m\n.popsection");
}

/* { dg-final { scan-assembler-times {\.pushsection __ex_table\n} 3 } } */
/* { dg-final { scan-assembler-times {\.if 1 == 1\n\.pushsection __ex_table\.text\.if_literal,"a"\n} 1 } } */
/* { dg-final { scan-assembler-times {\.else\n\.pushsection __ex_table,"a"\n\.long 1\n} 1 } } */
/* { dg-final { scan-assembler {\.pushsection __ex_table\.text\.macro_ok,"a"} } } */
