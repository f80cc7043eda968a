/* The real output section, not DECL_SECTION_NAME: startup, unlikely, hot,
   section attributes, and plain .text without -ffunction-sections.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffunction-sections" } */

#define ENTRY() asm volatile(".pushsection __ex_table,\"a\"\n.long 0\n.popsection")

__attribute__((cold)) void cold_fn(void) { ENTRY(); }
__attribute__((hot)) void hot_fn(void) { ENTRY(); }
__attribute__((section(".init.text"))) void init_fn(void) { ENTRY(); }
__attribute__((constructor)) static void ctor(void) { ENTRY(); }
int main(void) { ENTRY(); return 0; }

/* { dg-final { scan-assembler {\.pushsection __ex_table\.text\.unlikely\.cold_fn,"a"} } } */
/* { dg-final { scan-assembler {\.pushsection __ex_table\.text\.hot\.hot_fn,"a"} } } */
/* { dg-final { scan-assembler {\.pushsection __ex_table\.init\.text,"a"} } } */
/* { dg-final { scan-assembler {\.pushsection __ex_table\.text\.startup\.ctor,"a"} } } */
/* { dg-final { scan-assembler {\.pushsection __ex_table\.text\.startup\.main,"a"} } } */
